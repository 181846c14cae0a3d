/**
 * What a park looks, sounds and feels like, by the scenery tags of the catalogue. These lines paint
 * a scene; they state no facts about a particular park. Placeholders: {H} hero, {S} sidekick,
 * {their} hero's possessive, {they} hero's pronoun.
 */
import type { Scenery } from '~/data/park-types'

interface SceneryLines {
  young: string[]
  rich: string[]
}

export const SCENERY_LINES: Record<Scenery, SceneryLines> = {
  peaks: {
    young: ['Rocky peaks poked up into the sky.', 'The mountains looked big and strong.', 'The mountain air was cool and clear.'],
    rich: [
      'Rugged peaks rose against the sky, their rocky shoulders catching the light.',
      'The mountains stood in a long, jagged line, as if someone had torn the edge of the sky.',
      'The peaks looked close enough to touch, though {H} knew they were miles away.',
      'Far above, the rocky summits stood silent and proud, as they had for ages.',
    ],
  },
  'snowy-peaks': {
    young: ['Snow sparkled on top of the mountains.', 'The tall mountains wore white snow like hats.', 'The air felt cool and fresh.'],
    rich: [
      'Snowy summits glittered in the distance, so bright that {H} had to squint.',
      'High above, patches of snow clung to the mountaintops like frosting on a giant cake.',
      'A cool wind drifted down from the snowy heights, smelling of ice and pine.',
      'The white peaks looked as if they had been dusted with sugar.',
    ],
  },
  canyon: {
    young: ['The canyon was very deep.', 'Tall rock walls rose up on both sides.', 'The canyon had stripes of many colors.'],
    rich: [
      'The canyon dropped away in layer after layer of stone, each stripe a different shade.',
      'Steep canyon walls rose up, and every sound seemed to echo back to them.',
      'Shadows pooled deep in the canyon, while the rim glowed in the sun.',
      "Looking across the canyon was like looking at a giant's staircase of stone.",
    ],
  },
  arches: {
    young: ['Rock shapes curved high against the sky.', 'The rocks made giant windows to the sky.', 'The rocks were red and orange.'],
    rich: [
      'Curving rock shapes framed the sky like giant windows.',
      'Great curves of stone stood against the blue, carved slowly by wind and water.',
      'The red rock glowed warm, as if it had soaked up a thousand sunsets.',
      'Every rock seemed to have a shape: a window here, a bridge there, a tower beyond.',
    ],
  },
  hoodoos: {
    young: ['Tall, skinny rocks stood in crowds, like a stone party.', 'The rocks looked like a crowd of giant stone people.', 'The rocks were orange and pink.'],
    rich: [
      'Crowds of tall, skinny rock spires called hoodoos stood shoulder to shoulder, glowing in the light.',
      'The hoodoos looked like a silent stone audience, waiting for a show to begin.',
      'Orange and pink spires stood in rows, like a forest made of stone.',
      'The hoodoos seemed to change color as the light moved across them.',
    ],
  },
  mesa: {
    young: ['Flat-topped hills stood like giant tables.', 'The land had big, flat tops, like tables.', 'The land was wide and open.'],
    rich: [
      'Flat-topped mesas stretched toward the horizon like enormous tables set for giants.',
      'The edges of the mesas cast long shadows across the land below.',
      'The wide, open land made the sky look bigger than ever.',
      'Layers of rock striped the mesa walls like the pages of a closed book.',
    ],
  },
  glacier: {
    young: ['Far away, there was ice that shone blue and white.', 'Big rivers of ice sat between the mountains.', 'The ice looked blue and cold.'],
    rich: [
      'In the distance, a glacier glowed a cool, icy blue between the mountains.',
      'Ice lay in the high valleys, cracked and blue, moving far too slowly to see.',
      'Cold, clean air flowed down from the ice, making everyone zip up their jackets.',
      'The glaciers had carved these valleys slowly, over an unimaginably long time.',
    ],
  },
  fjord: {
    young: ['Long arms of the sea reached in between the mountains.', 'Steep mountains went right down to the water.', 'The water was calm and deep.'],
    rich: [
      'Long fingers of the sea reached deep between steep mountains.',
      'The water in the fjord lay still and deep, reflecting the cliffs above it.',
      'Seabirds drifted on the still water below the cliffs.',
      'Waterfalls of melting snow trickled down the steep mountainsides into the sea.',
    ],
  },
  coast: {
    young: ['Waves splashed on the shore.', 'The air smelled salty and fresh.', 'Seabirds called over the water.'],
    rich: [
      'Waves rolled in and pulled back again with a long, soft hiss.',
      'A salty breeze blew in from the water, and seabirds called overhead.',
      'The rocky shore was scattered with pebbles polished smooth by the waves.',
      'Far out, the water met the sky in a long, silver line.',
    ],
  },
  island: {
    young: ['Water sparkled all around the island.', 'There was water all around them.', 'The waves went swish, swish.'],
    rich: [
      'Water sparkled in every direction, and the shoreline curved away into the distance.',
      'Being on an island felt like being somewhere wonderfully far away from everything.',
      'The gentle sound of the water followed them everywhere they went.',
      'A fresh breeze blew across the island, carrying the smell of the water.',
    ],
  },
  reef: {
    young: ['The water was clear and blue.', 'The clear water showed the sandy bottom.', 'The water was warm and bright.'],
    rich: [
      'The water was so clear that they could see ripples of light dancing on the bottom.',
      'Shades of blue and green shimmered across the warm, shallow water.',
      'Sunlight sparkled on the water like scattered diamonds.',
      'Under the surface, a whole busy world was going about its day.',
    ],
  },
  lake: {
    young: ['A lake shone like a mirror.', 'The lake was calm and bright.', 'Little waves lapped at the shore.'],
    rich: [
      'The lake lay calm and glassy, holding a perfect reflection of the sky.',
      'Tiny waves lapped at the shore of the lake with a gentle, sleepy sound.',
      'The water was so still that the mountains and trees seemed to have twins upside down in it.',
      'A gentle breeze drew silver ripples across the lake.',
    ],
  },
  river: {
    young: ['A river rushed along nearby.', 'They could hear the river splashing.', 'The water sparkled in the sun.'],
    rich: [
      'Somewhere nearby, a river rushed and tumbled over stones.',
      'The river flowed on and on, never stopping, never in a hurry to be anywhere but onward.',
      'The water sparkled and chattered as it rushed along.',
      'The river sounded like a crowd of friends all talking at once.',
    ],
  },
  waterfall: {
    young: ['They could hear a waterfall roaring.', 'Water splashed down over the rocks.', 'The air felt cool and misty.'],
    rich: [
      'The roar of falling water filled the air, and a cool mist drifted on the breeze.',
      'Water poured over the rocks in white, foamy ribbons.',
      'Tiny drops of mist sparkled in the air, cool on their cheeks.',
      'The rushing water made a sound like endless, gentle applause.',
    ],
  },
  geyser: {
    young: ['Puffs of steam rose from the ground.', 'The ground was steaming, like a giant teakettle.', 'Some of the ground was bubbling.'],
    rich: [
      'Clouds of steam puffed up from the ground, as if the earth itself were breathing.',
      'Here and there, steam drifted up from the ground and curled into the sky.',
      'The ground here felt alive, hissing and bubbling in places.',
      'Steam drifted across the path, warm and damp, and then floated away.',
    ],
  },
  'hot-springs': {
    young: ['Warm steam rose from the water.', 'Some of the water here was warm.', 'Steam drifted up into the air.'],
    rich: [
      'Wisps of steam curled up from warm water, drifting away on the breeze.',
      'Warm water bubbled up from deep underground, and the air felt soft and damp.',
      'The warm, damp air felt soft on their faces.',
      'Steam rose gently into the cool air and disappeared.',
    ],
  },
  desert: {
    young: ['The desert was wide and dry.', 'The sky was big and blue over the desert.', 'The rocks and sand were warm.'],
    rich: [
      'The desert stretched out wide and dry under an enormous sky.',
      'Everything in the desert seemed to glow, from the pale rocks to the tough little plants.',
      'The desert was quiet, but not empty: tracks and burrows showed that animals lived everywhere.',
      'Tough little plants grew between the rocks, green against the pale ground.',
    ],
  },
  dunes: {
    young: ['Sand dunes rose up like waves.', 'The sand made big, soft hills.', 'The sand was soft and smooth.'],
    rich: [
      'Sand dunes rose in smooth, rippled waves, shaped by the wind.',
      'The wind drew fine patterns across the sand, like lines on a giant fingerprint.',
      'The sand was soft and smooth, and every footprint stayed behind like a signature.',
      'The dunes curved away in every direction, like a sea frozen in the middle of a wave.',
    ],
  },
  cactus: {
    young: ['Prickly cactuses grew all around.', 'The cactuses had lots of sharp spines.', 'Some cactuses had flowers.'],
    rich: [
      'Prickly cactuses stood here and there, their spines shining in the sun.',
      'Cactuses dotted the land, each one a tough little survivor in the dry air.',
      'Some of the cactuses looked like they were waving, their arms held high.',
      'Each cactus wore its spines like armor against the dry air.',
    ],
  },
  forest: {
    young: ['Sunlight made little spots on the forest floor.', 'The trees were tall and green.', 'Birds sang in the trees.'],
    rich: [
      'Sunlight filtered through the trees and dappled the forest floor with gold.',
      'The forest smelled of earth and leaves, and a breeze rustled through the branches.',
      'Birds called to each other from high in the branches.',
      'The forest floor was soft and springy under their feet.',
    ],
  },
  'giant-trees': {
    young: ['The trees were so tall that {H} had to tip {their} head way back.', 'The giant trees were as tall as buildings.', 'The forest was quiet and green.'],
    rich: [
      'Giant trees towered overhead, so tall that {H} had to tip {their} head all the way back to see the tops.',
      'The enormous trunks made {H} feel as small as an ant, in the very best way.',
      'The forest was hushed, as if the giant trees were telling everyone to whisper.',
      'Soft, reddish bark covered the giant trunks, thick and rough.',
    ],
  },
  swamp: {
    young: ['Still, dark water shone between the plants.', 'The swamp was quiet and green.', 'Frogs and birds made music.'],
    rich: [
      'Still, dark water shone between the plants, reflecting every leaf.',
      'The swamp hummed with quiet life: a splash here, a rustle there.',
      'Tall plants rose from the water, and dragonflies zipped between them.',
      'Everything was green, wet and wonderfully alive.',
    ],
  },
  prairie: {
    young: ['Grass waved in the wind.', 'The grassland went on and on.', 'The sky was very big.'],
    rich: [
      'Grass rippled in the wind like waves on a green and golden sea.',
      'The open grassland stretched to the horizon, with nothing to stop the wind.',
      'The sky felt enormous, like a giant blue bowl turned upside down.',
      'Wildflowers dotted the grass here and there like sprinkles.',
    ],
  },
  tundra: {
    young: ['Low plants covered the wide, open land.', 'The land was wide and open, with tiny plants.', 'The wind blew over the land.'],
    rich: [
      'The tundra stretched wide and open, carpeted with low plants and tiny flowers.',
      'There were hardly any trees, only a soft carpet of low plants that went on for miles.',
      'Tiny flowers and mosses hugged the ground, out of the reach of the wind.',
      'The open land went on so far that it seemed to touch the sky.',
    ],
  },
  caves: {
    young: ['Somewhere under their feet, dark caves were waiting.', 'There were caves deep under the ground.', 'Caves hide under the ground.'],
    rich: [
      'Somewhere beneath their feet, dark caves wound through the rock.',
      'It was strange to think of hidden caves lying in the darkness under the sunny ground.',
      'Somewhere down in the dark, water had been shaping stone for a very long time.',
      'It was exciting to know that secret, shadowy rooms lay hidden below.',
    ],
  },
  volcano: {
    young: ['Volcanoes helped make this land.', 'The land here was made by volcanoes.', 'The rocks were dark.'],
    rich: [
      'This land had been shaped by volcanoes, and the signs were everywhere.',
      'Dark volcanic rock told of fiery days long ago.',
      'The ground crunched underfoot, and the rocks were dark and rough.',
      'It was amazing to think that the ground here was born from fire.',
    ],
  },
  lava: {
    young: ['Black lava rock was all around.', 'The lava rock was black and bumpy.', 'The rocks were rough and black.'],
    rich: [
      'Black lava rock stretched out in ropy, crinkled shapes.',
      'The lava had cooled into strange shapes, like frozen ripples of dark pudding.',
      'Small green plants had started to grow in the cracks of the black rock.',
      'The lava rock glittered in places when the sun hit it.',
    ],
  },
  badlands: {
    young: ['Striped hills rolled away in every direction.', 'The hills had stripes of many colors.', 'The rocks had red, tan and gray stripes.'],
    rich: [
      'Striped hills of crumbly rock rolled away in every direction, carved by wind and rain.',
      'The badlands looked like a giant layer cake, sliced open to show every stripe.',
      'Wind and rain had carved the hills into wrinkles, ridges and towers.',
      'The striped hills glowed in the sunlight, changing color as clouds passed.',
    ],
  },
  gorge: {
    young: ['A deep gorge cut through the land.', 'The gorge was deep and green.', 'The water rushed far below.'],
    rich: [
      'A deep gorge cut through the land, with water far below.',
      'The walls of the gorge plunged steeply down toward the sound of moving water.',
      'Trees clung to the steep sides of the gorge, green and thick.',
      'The sound of the river floated up from far below.',
    ],
  },
}

/** Lines for a park: arches get special words when the park's arch is made of steel. */
export function sceneryLines(scenery: readonly Scenery[], young: boolean, builtArch: boolean): string[] {
  const lines: string[] = []
  for (const tag of scenery) {
    if (tag === 'arches' && builtArch) {
      lines.push(young ? 'The giant arch shone in the sun.' : 'The great arch gleamed against the sky, curving high above the riverbank.')
      continue
    }
    const bank = SCENERY_LINES[tag]
    if (bank) lines.push(...(young ? bank.young : bank.rich))
  }
  return lines
}
