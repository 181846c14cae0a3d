/**
 * What the park itself does in a story: animals seen doing what their kind really does, plants and
 * the feel of each kind of place, the one safety line that fits, and weather for each climate.
 * Slots: {E} an animal's name, {a E}, {the E}, {Es} its plural; {plants}; {P} the place; {R}, {G},
 * {H}, {S}. Animal lines never bring an animal close: it is always watched from a distance.
 */
import type { Habitat, Safety } from '~/data/places/types'
import type { AnimalGroup } from '../wildlife'
import { m, mo, o, y, ym, type Line } from '../template'

/** Lines for a species that does something its whole group does not. Checked before the group. */
export const SPECIES_LINES: [RegExp, Line[]][] = [
  [
    /swift|swallow/,
    [
      y('{Es} zipped through the air, catching bugs.'),
      mo('{Es} zipped and swerved through the air above them, snapping up insects on the wing.'),
      o('A flock of {Es} stitched the sky with quick, curving flights, catching insects as they went.'),
    ],
  ],
  [
    /pika/,
    [
      y('{a E} sat on a rock. It held grass in its mouth.'),
      mo('{a E} popped up on a rock with a bundle of grass in its mouth, squeaked once and vanished.'),
      o('{a E}, round as a potato, scurried between the rocks with a mouthful of flowers for its winter haypile.'),
    ],
  ],
  [
    /marmot/,
    [
      y('{a E} lay on a warm rock. It looked very relaxed.'),
      mo('{a E} lay flat on a sunny rock like someone at the beach, then sat up and whistled.'),
      o('{a E} sprawled across a warm boulder, perfectly relaxed, keeping one eye on the visitors.'),
    ],
  ],
  [
    /prairie dog/,
    [
      y('{a E} stood up tall by its hole.'),
      mo('{a E} stood up tall beside its burrow, chirped a warning and popped back underground.'),
      o('{Es} stood up on their mounds like little guards, chirping to each other whenever something moved.'),
    ],
  ],
  [
    /squirrel|chipmunk/,
    [
      y('{a E} ran up a rock and looked at them.'),
      mo('{a E} scampered along a rock, stopped, flicked its tail and stared at them[.| as if they were the strange ones.]'),
      o('{a E} paused on a rock with its cheeks stuffed, looking very much like it hoped nobody would ask what was in there.'),
    ],
  ],
  [
    /roadrunner/,
    [
      y('{a E} ran across the path. Zoom!'),
      mo('{a E} dashed across the path on long legs, tail straight out behind it.'),
      o('{a E} sprinted across the path, stopped dead, raised its shaggy crest and sprinted off again.'),
    ],
  ],
  [
    /condor/,
    [
      y('{a E} soared high in the sky. Its wings were huge!'),
      mo('{a E} soared far overhead on huge, flat wings, hardly ever flapping.'),
      o('{a E} rode the warm air high above them on enormous wings, circling slowly without a single flap.'),
    ],
  ],
  [
    /hummingbird|ʻiʻiwi|ʻapapane|bananaquit/,
    [
      y('{a E} sipped from a flower.'),
      mo('{a E}, bright as a spark, flitted from flower to flower.'),
      o('{a E} flashed between the blossoms, stopping at each one just long enough to sip.'),
    ],
  ],
  [
    /puffin/,
    [
      y('{a E} flew by. Its beak was orange.'),
      mo('{a E} whirred past low over the water, wings beating fast, orange feet trailing.'),
      o('{a E} whirred by just above the waves, its bright beak like a clown nose, its little wings a blur.'),
    ],
  ],
  [
    /dipper/,
    [
      y('{a E} bobbed up and down on a wet rock.'),
      mo('{a E} bobbed up and down on a rock in the stream, then walked right under the water.'),
      o('{a E} bobbed on a wet rock as if it were doing knee bends, then stepped into the rushing water and walked along the bottom.'),
    ],
  ],
  [
    /loon/,
    [
      y('{a E} floated on the water. Then it dove!'),
      mo('{a E} floated low on the water, then slipped under without a ripple and came up far away.'),
      o('{a E} floated on the lake in its checkerboard feathers, dove, and popped up so far away that they had to search for it.'),
    ],
  ],
  [
    /beaver/,
    [
      y('{a E} swam past. Only its head showed.'),
      mo('{a E} swam across the water, leaving a long V of ripples behind it.'),
      o('{a E} swam slowly across the water with a leafy branch in its mouth, leaving a long V of ripples behind it.'),
    ],
  ],
  [
    /manatee/,
    [
      y('{a E} rose up. It took a big breath.'),
      mo('A round gray nose broke the surface and puffed: {a E}, coming up for air.'),
      o('Slowly, {a E} rose to the surface, puffed out a breath through its whiskery nose and sank back down, as calm as a cloud.'),
    ],
  ],
  [
    /sea otter/,
    [
      y('{a E} floated on its back in the water.'),
      mo('{a E} floated on its back in the water, paws folded on its tummy.'),
      o('{a E} floated on its back among the waves, grooming its face with its paws as if it had nowhere else to be.'),
    ],
  ],
  [
    /tortoise/,
    [
      y('{a E} walked very, very slowly.'),
      mo('{a E} plodded across the sand, one slow step at a time.'),
      o('{a E} crossed the sand at its own unhurried pace, and everyone stood still to let it go by.'),
    ],
  ],
  [
    /bison/,
    [
      y('{Es} were eating grass. They were huge!'),
      mo('A herd of {Es} grazed far off in the grass, big shaggy heads down.'),
      o('A herd of {Es} moved slowly through the grass, huge and shaggy, grunting to each other as they grazed.'),
    ],
  ],
  [
    /moose/,
    [
      y('{a E} stood in the water. It ate plants.'),
      mo('{a E} stood knee-deep in the water, pulling up plants and chewing slowly.'),
      o('{a E} stood in the shallows, water streaming from its long face, and chewed as if it had all day.'),
    ],
  ],
  [
    /elk/,
    [
      y('{Es} rested in the grass.'),
      mo('A group of {Es} rested in the grass, ears twitching, chewing slowly.'),
      o('Several {Es} lay in the grass, chewing and watching the people with calm, dark eyes.'),
    ],
  ],
]

export const ANIMAL_LINES: Partial<Record<AnimalGroup, Line[]>> = {
  'big-hoofed': [
    y('{a E} looked up. Then it ate more grass.'),
    mo('{a E} lifted its head, looked at them for a long moment, then went back to grazing.'),
    o('{a E} raised its head and watched them, chewing, as if deciding whether they were worth the trouble.'),
  ],
  climber: [
    y('{a E} stood on a high ledge.'),
    mo('{a E} stood on a ledge so steep it looked impossible, perfectly balanced.'),
    o('{a E} picked its way along a ledge that looked far too narrow for anything, without a single wobble.'),
  ],
  deer: [
    y('{a E} stepped out. Its ears [turned|twitched].'),
    mo('{a E} stepped out into the open, ears turning this way and that.'),
    o('{a E} stepped into the open and froze, ears [swiveling|turning], before deciding they were [harmless|no trouble at all].'),
  ],
  javelina: [
    y('Some {Es} trotted by. Sniff, sniff!'),
    mo('A little herd of {Es} trotted past in a line, snuffling at the ground.'),
    o('A family of {Es} snuffled along the ground in a tidy line, grunting softly to each other.'),
  ],
  bear: [
    y('Far away, {a E} was eating. They watched from far off.'),
    mo('Far across the open ground, {a E} was digging for roots. Through binoculars, they could see its shoulder hump move.'),
    o('A long way off, {a E} was busy turning over rocks, and through binoculars they watched it, which was exactly as close as anyone should be.'),
  ],
  wolf: [
    y('Far away, {a E} walked on a hill.'),
    mo('Far away on a hillside, {a E} trotted along, stopped, and looked back.'),
    o('A long way off, a gray shape trotted along a ridge, paused, and was gone: {a E}.'),
  ],
  'wild-dog': [
    y('{a E} trotted by, far ahead.'),
    mo('{a E} trotted across the path far ahead and slipped into the brush.'),
    o('{a E} crossed the path far ahead, stopped to look back at them over its shoulder, and trotted off.'),
  ],
  'small-mammal': [
    y('{a E} peeked out. Then it ran away.'),
    mo('{a E} sat up on its back legs to look at them, then dashed for cover.'),
    o('{a E} froze, decided they were not worth worrying about, and went back to its business.'),
  ],
  'river-mammal': [
    y('{a E} swam by. Splash!'),
    mo('{a E} swam by, slipped under and popped up again a little farther on.'),
    o('{a E} swam along the far bank, ducked under with hardly a ripple and surfaced somewhere else entirely.'),
  ],
  'sea-mammal': [
    y('{a E} popped its head up. Hello!'),
    mo('{a E} poked its head out of the water and looked at them with big dark eyes.'),
    o('{a E} lifted its head from the water, looked them over with big dark eyes and slid back under.'),
  ],
  whale: [
    y('Whoosh! {a E} blew water in the air.'),
    mo('A puff of mist shot up far out on the water. {a E} was breathing!'),
    o('Far out on the water, a puff of mist hung in the air, and then a long dark back rolled slowly through the waves.'),
  ],
  bat: [y('{a E} flapped over the trees.'), mo('{a E} flapped slowly over the treetops on wide, dark wings.')],
  raptor: [
    y('{a E} flew in big circles.'),
    mo('{a E} circled high over {P} on wide, still wings.'),
    o('{a E} hung in the wind above them, tilting its wings to stay perfectly still, then slid away across the sky.'),
  ],
  owl: [
    y('{a E} sat on a branch. It blinked.'),
    mo('{a E} sat very still on a branch, watching them with round yellow eyes.'),
    o('{a E} sat so still against the bark that they would never have seen it if it had not blinked.'),
  ],
  corvid: [
    y('{a E} hopped close. It wanted [food|a snack]. Nobody gave {the E} any[.|, not even a crumb.]'),
    mo('{a E} [hopped along a railing|landed on a post] at {P}, tilting its head at their [backpacks|snack bag]. Nobody fed {the E}, and it [flew off, unimpressed|flapped away, disappointed|left, looking offended].'),
    o('{a E} landed nearby and eyed their pockets with great interest, the way a clever bird does when it has learned that people carry snacks.'),
  ],
  songbird: [
    y('{a E} sang in a bush.'),
    mo('{a E} sang from the top of a bush, its whole body shaking with the song.'),
    o('{a E} sang from a branch nearby, the same bright phrase again and again, as if practicing.'),
  ],
  woodpecker: [
    y('{a E} tapped on a tree. Tap, tap, tap!'),
    mo('{a E} clung to a trunk and hammered at the bark.'),
    o('{a E} clung to the side of a trunk, braced on its stiff tail, and drummed so fast its head was a blur.'),
  ],
  'water-bird': [
    y('{a E} swam across the water.'),
    mo('{a E} paddled across the water, leaving little ripples behind.'),
    o('{a E} glided across the water as if pulled on a string, with only a ripple to show it was paddling.'),
  ],
  wader: [
    y('{a E} stood still in the water.'),
    mo('{a E} stood perfectly still in the shallows, waiting for a fish to swim by.'),
    o('{a E} stood in the shallows like a statue, then struck, so fast that they only saw the splash.'),
  ],
  seabird: [
    y('{a E} flew over the waves.'),
    mo('{a E} glided low over the water, then swooped up into the wind.'),
    o('{a E} sliced along just above the water, rose on the wind and circled back as if to take a second look at them.'),
  ],
  'ground-bird': [
    y('{a E} walked across the path.'),
    mo('{a E} walked across the path as if it owned it.'),
    o('{a E} strolled across the path without hurrying, clearly of the opinion that the path was its own.'),
  ],
  fish: [
    y('A fish swam in the clear water. It was {a E}.'),
    mo('In the clear water, {a E} hung almost still, facing upstream.'),
    o('Down in the clear water, {a E} held itself steady against the current with tiny flicks of its tail.'),
  ],
  salmon: [
    y('Red fish swam in the river. They were {Es}!'),
    mo('The water was full of red shapes: {Es}, swimming upstream.'),
    o('The river was crowded with {Es}, red backs crowding the shallows, all pushing upstream toward the place they were born.'),
  ],
  'reef-fish': [
    y('{a E} swam by the coral.'),
    mo('{a E} nibbled at the coral, then darted away.'),
    o('{a E} drifted among the coral, nibbling here and there, its colors bright against the rock.'),
  ],
  shark: [
    y('{a E} lay on the sand. It was resting.'),
    mo('{a E} rested on the sandy bottom, as calm as a sleeping dog.'),
    o('{a E} lay on the sandy bottom in the shade of the old posts, resting, as it did most of the day.'),
  ],
  'sea-life': [
    y('{a E} sat on a rock in the water.'),
    mo('{a E} clung to a rock in a tide pool, bright against the gray stone.'),
    o('In a pool among the rocks, {a E} held on tight as the water swirled around it.'),
  ],
  'sea-turtle': [
    y('{a E} swam by. It flapped its flippers.'),
    mo('{a E} glided by under the water, flippers beating slowly like wings.'),
    o('{a E} glided past, slow and calm, and rose to take a breath before sinking back down.'),
  ],
  turtle: [
    y('{a E} sat on a log in the sun.'),
    mo('{a E} rested on a log in the sun, neck stretched out.'),
    o('{a E} basked on a log, and when they came too close, it slid quietly into the water.'),
  ],
  lizard: [
    y('{a E} sat on a warm rock.'),
    mo('{a E} did push-ups on a warm rock, then darted into a crack.'),
    o('{a E} bobbed up and down on a sunny rock as if showing off, then vanished into a crack in a blink.'),
  ],
  croc: [
    y('{a E} lay very still. They stayed far away.'),
    mo('{a E} lay in the sun with its mouth open, as still as a log.'),
    o('{a E} lay motionless at the edge of the water, and only the slow blink of an eye showed it was alive.'),
  ],
  frog: [
    y('{a E} sat by the water.'),
    mo('{a E} sat at the water\'s edge, throat puffing in and out.'),
    o('{a E} sat perfectly camouflaged on a wet rock until it hopped, and then it seemed to appear from nowhere.'),
  ],
  salamander: [
    y('{a E} crept by the wet rocks.'),
    mo('{a E} crept slowly along the wet rocks by the water.'),
    o('{a E} moved along the damp ground in slow motion, shiny as if it had been polished.'),
  ],
  butterfly: [
    y('{a E} flew from flower to flower.'),
    mo('{a E} flitted from flower to flower.'),
    o('{a E} drifted past on bright wings and landed, opening and closing them slowly in the sun.'),
  ],
  beetle: [
    y('{a E} ran across the sand.'),
    mo('{a E} hurried across the sand, leaving a track like tiny stitches.'),
    o('{a E} scurried over the sand on busy legs, leaving a neat stitched line behind it.'),
  ],
  bee: [y('{a E} buzzed by the flowers.'), mo('{a E} buzzed from flower to flower, its legs dusty with pollen.')],
  'cave-animal': [
    y('{a E} sat on the cave wall.'),
    mo('{a E} clung to the cave wall, long feelers waving.'),
    o('In the beam of light, {a E} clung to the cave wall, waving feelers far longer than its body.'),
  ],
}

/** The rule for a big animal, said by a grown-up or the ranger. */
export const ANIMAL_SAFETY: Line[] = [
  y('"We stay far away from big animals," said {G}.'),
  ym('"Give them lots of room," said {R}. "Wild animals need [space|room to be wild]."'),
  mo('"Rangers say to stay at least twenty-five yards from animals like that," {G} said. "That\'s about two school buses."'),
  mo('"If it changes what it is doing because of us, we are too close," {H} said quietly.'),
  o('Nobody needed to be told to stay back. It was enormous, and it was wild, and that was the whole point of it.'),
]

/** For bears and wolves: a hundred yards at least. */
export const FAR_ANIMAL_SAFETY: Line[] = [
  y('"We only watch bears from far away," said {G}.'),
  ym('"Stay at least a hundred yards away," said {R}. "That\'s a whole football field."'),
  mo('"A hundred yards at least," {R} said. "That\'s a whole football field between us and them."'),
  o('Binoculars, {H} decided, were the best invention ever made, because they let you be close and far away at the same time.'),
]

export const PLANT_LINES: Line[] = [
  y('{plants} grew [here|by the path] at {P}.'),
  y('They saw {plants} at {P}. {S} [sniffed|touched|looked at] the {plants} very gently.'),
  y('"What are those plants at {P}?" asked {H}. "{plants}," said {G}.'),
  y('[Lots of|Some] {plants} grew [all around|along the path] at {P}.'),
  m('{plants} grew [along the path|all around|here and there|by the path] at {P}.'),
  m('{plants} grew [along the path|between the rocks|on every side], and {H} stopped to look at them.'),
  m('The path [wound|curved] past {plants} at {P}.'),
  m('{G} [pointed out|named] the {plants} at {P}. {H} said "{plants}" [twice|over and over], so {he} would remember.'),
  m('{S} [sniffed|peered at] the {plants} by the path, [very seriously|as if they might be a clue].'),
  o('{plants} grew all around {P}, each one finding its own way to live in this place.'),
  o('{H} noticed the {plants}, and how each seemed to have picked its own exact spot.'),
  o('The {plants} at {P} looked as if they had been arranged by someone with very good taste and a lot of patience.'),
  o('{G} knew the {plants} by name, which {H} found both impressive and slightly suspicious.'),
]

/** Inside a visitor center: what it sounds and looks like there. */
export const INSIDE: Line[] = [
  y('It was cool inside {P}. People [talked softly|looked at maps].'),
  y('A ranger at {P} was [helping a family|answering questions]. {S} waved.'),
  y('{P} had big windows. The park [shone|glowed] outside.'),
  m('Inside {P}, people were [looking at maps|planning their day] in soft, excited voices.'),
  m('Sunlight came in through the big windows of {P} and made bright squares on the floor.'),
  m('A little boy at {P} was telling his dad every animal he wanted to see, in order.'),
  o('Inside {P} it was [cool and quiet|quiet and cool], the kind of quiet that makes people lower their voices without being asked.'),
  o('Through the windows of {P}, {park} waited, enormous and patient, while everyone inside got ready for it.'),
  y('{H} [looked at|found] a map of {park} at {P}. It had [tiny trails|little pictures of animals] on it.'),
  y('{P} smelled like [wood|maps|rain jackets]. {H} [liked it|took a sniff].'),
  m('A poster at {P} showed the animals of {park}, and {S} tried to count them [all|before losing track].'),
  m('Outside the windows of {P}, the {daytime} sun [lit up|warmed] {park}, and {H} could hardly wait to get out there.'),
  m('{G} [picked up|took] a trail map at {P} and folded it into {ghis} {pack}, just in case.'),
  o('At {P}, a row of hiking boots by the door told a story of its own: dusty ones going out, muddy ones coming back.'),
  o('{H} read the trail conditions board at {P} with the seriousness of someone reading tomorrow\'s news.'),
]

export const AMBIENCE: Partial<Record<Habitat, Line[]>> = {
  desert: [
    y('The sun was [bright|hot|warm] on {P}[.| that day.]'),
    y('The {daytime} sun was [warm|bright] on {P}.'),
    m('The {daytime} sun [lit up|warmed] the rocks at {P}.'),
    o('In the {daytime} light, the colors of {P} seemed to [change|deepen] every time a cloud went by.'),
    y('The ground at {P} was dry and [dusty|pebbly].'),
    mo('The sun was bright over {P}, and the rocks were already warm to the touch.'),
    mo('Everything at {P} looked dry, but it was full of life if you looked [closely|carefully].'),
    o('The desert around {P} was quiet in a way that made them want to whisper.'),
    o('Heat shimmered above the ground at {P}, making the far rocks wobble like a mirage.'),
  ],
  canyon: [
    y('Their voices echoed at {P}.'),
    mo('Every sound at {P} bounced back from the [canyon walls|rock walls].'),
    o('The canyon at {P} was so big that it swallowed sounds, and so quiet that it gave some of them back as echoes.'),
  ],
  rock: [
    y('Their [shoes|boots|sneakers] [scuffed|crunched|tapped] on the rock at {P}.'),
    mo('Their footsteps crunched on the [gravel|stones] at {P}.'),
    o('The rock at {P} was rough under their hands, warm where the sun had been and cool in the shade.'),
  ],
  forest: [
    y('Sun [came|peeked] through the leaves at {P}.'),
    y('The forest at {P} smelled [fresh|green|like pine].'),
    y('The {daytime} light was [green|soft] under the trees at {P}.'),
    m('The {daytime} sun [came down|slanted down] through the trees at {P} in long [stripes|beams].'),
    o('The {daytime} light came down through the trees at {P} in long slanting beams, full of floating specks.'),
    mo('Sunlight flickered through the branches at {P} and made [spots|patches] on the [path|ground].'),
    mo('The forest at {P} smelled of [pine needles|leaves] and damp earth.'),
    o('The trees at {P} were so tall that the light arrived on the forest floor in soft, moving patches.'),
    o('Somewhere above {P}, branches creaked in the wind, the slow, comfortable creak of very big trees.'),
  ],
  rainforest: [
    y('Water dripped from every branch at {P}.'),
    mo('Water dripped from every branch at {P}, and everything was [green|bright green].'),
    o('It was so green at {P} that even the air seemed green, and everything dripped, softly and all the time.'),
  ],
  meadow: [
    y('Grass brushed their legs at {P}.'),
    mo('Tall grass brushed against their legs as they walked [along the path|on the trail] at {P}.'),
    o('The meadow at {P} was full of small sounds: buzzing, rustling, the tick of insects in the grass.'),
  ],
  prairie: [
    y('The wind made waves in the grass at {P}.'),
    mo('The wind made long waves across the grass at {P}, like water.'),
    o('The prairie around {P} rolled away in every direction, and the wind moved across it in long silver waves.'),
  ],
  alpine: [
    y('The air at {P} was cool and [thin|fresh].'),
    mo('The air at {P} was cool and thin, and the sky was very blue.'),
    o('Up this high the air at {P} was thin and sharp, and every breath felt like a drink of cold water.'),
  ],
  tundra: [
    y('Tiny plants grew close to the ground at {P}.'),
    mo('Tiny plants and flowers grew close to the ground at {P}, out of the wind.'),
    o('Nothing on the tundra at {P} grew taller than their boots, but everything was busy blooming.'),
  ],
  river: [
    y('The river splashed over stones at {P}.'),
    mo('The river chattered over the stones at {P}.'),
    o('The river at {P} talked to itself over the stones, never saying the same thing twice.'),
  ],
  stream: [
    y('A little stream gurgled at {P}.'),
    mo('A little stream gurgled somewhere close by at {P}.'),
    o('Somewhere near {P}, a stream was hurrying downhill, busy and bright.'),
  ],
  lake: [
    y('Little waves lapped the shore at {P}.'),
    mo('Little waves lapped at the shore of {P}.'),
    o('The water at {P} was so still in places that the sky seemed to be lying on top of it.'),
  ],
  waterfall: [
    y('The waterfall at {P} was loud. [Whoosh!|Roar!]'),
    mo('The roar of falling water filled the air at {P}.'),
    o('The falling water at {P} made a roar so steady that after a while it felt like a kind of silence.'),
  ],
  wetland: [
    y('The air at {P} was soft and damp.'),
    mo('The air at {P} was damp and smelled green.'),
    o('The wetland at {P} hummed and rustled, full of things too small or too shy to see.'),
  ],
  sea: [
    y('Waves rolled in at {P}. [Splash!|Swoosh!|Hush, hush.]'),
    mo('Waves rolled in at {P} and slid back out.'),
    o('The sea at {P} rolled in and out, in and out, breathing like something very big and very calm.'),
  ],
  beach: [
    y('The sand at {P} was soft.'),
    mo('The sand at {P} was soft and warm, and it squeaked a little under their shoes.'),
    o('The wind off the water at {P} tugged at their hair and filled their shoes with sand, one grain at a time.'),
  ],
  reef: [
    y('The water at {P} was [clear|so clear].'),
    mo('The water at {P} was so clear they could see the bottom.'),
    o('The water at {P} was so clear that the fish seemed to be floating in air.'),
  ],
  cave: [
    y('It was cool and dark in {P}.'),
    y('Water dripped in {P}. Plip. Plop. [Plip.|Drip.]'),
    mo('Water dripped somewhere in the dark of {P}, plip, plop, [slow as a clock|like a tiny clock].'),
    mo('The air in {P} was cool and still, and it smelled of wet stone.'),
    o('Down in {P} there was no wind, no weather, no day or night, just the cool, patient dark.'),
  ],
  dunes: [
    y('The sand at {P} was soft and cool.'),
    mo('The sand at {P} was soft under their feet, and their footprints filled in behind them.'),
    o('The wind had combed the sand at {P} into ripples as neat as the lines on a page.'),
  ],
  thermal: [
    y('Steam floated by at {P}.'),
    mo('Steam drifted across the path at {P} and smelled a little like eggs.'),
    o('Steam drifted past {P} in warm, damp clouds, and the ground gurgled as if something underneath were cooking.'),
  ],
  volcanic: [
    y('The rock at {P} was black and rough.'),
    mo('The rock at {P} was dark and rough, full of tiny holes.'),
    o('The ground at {P} was made of old lava, dark and rough, with the shapes of its flowing still frozen in it.'),
  ],
  glacier: [
    y('Cold air came off the ice at {P}.'),
    mo('A cold breath of air flowed off the ice at {P}.'),
    o('The ice at {P} gave off its own cold, like an open freezer, and it creaked now and then, as if it were thinking.'),
  ],
  town: [
    y('People walked by at {P}.'),
    mo('People walked by {P} in every direction, and nobody seemed in a hurry.'),
    o('The city hummed all around {P}, but inside the park, everything felt a little slower.'),
  ],
}

/** One natural safety line for each kind of place, spoken by a character. */
export const SAFETY: Record<Safety, Line[]> = {
  cliff: [
    y('"Not too close to the edge at {P}," said {G}.'),
    y('"Stay back from the edge," said {G}. {H} took [a big step back|two steps back].'),
    y('"The edge at {P} can [break|crumble]," said {R}. "Stay behind the [rail|railing]."'),
    y('{H} stayed [far|well] back from the edge at {P}. {S} did too.'),
    m('At {P}, {G} kept one hand on the back of {H}\'s backpack, just in case. "Edges can crumble," {ghe} said.'),
    m('"Stay behind the railing at {P}," said {R}. "The edge can [crumble|give way] without any warning."'),
    m('"Stay well back from the edge," {G} said at {P}, and everyone did, even {S}.'),
    m('"The view from {P} is just as good from back here," {G} said, and {ghe} was [right|mostly right].'),
    o('"Edges are for looking over, not for standing on," {R} said, and {H} noticed that {rhe} stayed well back from the one at {P} {rhimself}.'),
    o('{G} had a rule about cliffs, which was that {ghe} got to be nervous and everyone else got to be careful, and at {P} they all kept it.'),
  ],
  heat: [
    y('"It\'s [hot|so hot] at {P}. [Drink|Have a drink]!" said {G}. {H} [opened|grabbed] {his} {bottle}.'),
    y('"Drink your water!" said {G} at {P}. {H} [took a big sip|drank and drank] from {his} {bottle}.'),
    y('The sun was [hot|strong] at {P}. {H} [wore|put on] {his} {hat}.'),
    y('{S} [panted|puffed] in the heat at {P}. {G} [gave out water|found some shade] [right away|for everyone].'),
    y('"Hats on in the sun!" said {G}. {H} [pulled|tugged] {his} {hat} [down|low] at {P}.'),
    y('It was [hot|very hot] at {P}. They [walked slowly|rested in the shade] and [drank water|sipped water].'),
    m('"Everyone take a sip," {G} said at {P}. "Heat sneaks up on you [out here|in {park}|at this time of year]."'),
    m('"Sip water often," said {R}, "and rest in the shade. {park} gets [hotter than people think|very hot by lunchtime]."'),
    m('"[Sip your water even if you aren\'t thirsty|Drink a little water every time we stop|Water first, then more exploring]," {G} said at {P}. "[This heat dries you out before you notice.|Heat like this takes more water than you think.|Dry air takes water from you without you feeling it.]"'),
    m('At {P}, they walked from shade to shade, [like stepping stones|one cool patch at a time], and drank at every stop.'),
    o('"In heat like this," {R} said, "the smart hikers are the ones who rest in the shade," and {H} noticed that {park}\'s animals seemed to agree.'),
    o('{G} made everyone drink at {P}, then drink again, with the firmness of someone who had once run out of water and did not plan to do it twice.'),
  ],
  bears: [
    y('"Bears live near {P}," said {G}. "We stay [together|close]."'),
    y('"This is bear country," said {R}. "We keep food [packed away|in the bag]."'),
    y('{H} [sang|talked] as they walked near {P}. That way bears [know|hear] you are coming.'),
    m('"Bears live around {P}," {G} said, "so we keep our snacks zipped up and our voices friendly."'),
    m('"This is bear country," {R} said. "Keep your snacks packed away, stay together and talk as you walk so bears know you\'re coming."'),
    m('At {P}, {G} checked that every snack was zipped away. "A bear can smell [a granola bar|a sandwich] from very far away," {ghe} said.'),
    o('"Bears have noses far better than ours," {R} said. "So food stays packed up, always. A bear that never tastes people food stays wild."'),
    o('They talked loudly on the way into {P}, about nothing much, which felt silly until {H} remembered it was for the bears\' benefit, not theirs.'),
  ],
  'big-animals': [
    y('"Animals at {P} need room," said {G}.'),
    y('"Give the animals [lots of|plenty of] room," said {G}. "They are wild."'),
    y('"If an animal is close, we [back away|step back]," said {R}.'),
    m('"At {P}, the animals come first," {G} said. "If one is close, we back away."'),
    m('"If an animal is near the path, we wait or go around," {R} said. "{park} is [their home|where they live]."'),
    m('{G} showed them the thumb trick at {P}: if your thumb at arm\'s length can cover the animal, you\'re [far enough|a good distance] away.'),
    o('"A good rule," {R} said, "is that if you can cover the animal with your thumb at arm\'s length, you\'re far enough away."'),
    o('{R} said the animals of {park} did not need people to be brave near them, only to be boring and far away, which was harder than it sounded.'),
  ],
  tides: [
    y('"The sea at {P} can sneak up," said {G}.'),
    y('"Watch the waves," said {G}. A wave [ran up the sand|splashed the rocks].'),
    y('"Never turn your back on the waves at {P}," said {R}.'),
    m('"Watch the water at {P}," {G} said. "The tide does not wait for anyone."'),
    m('"Keep an eye on the tide," {G} said. "Water comes back [faster than you think|in a hurry here]."'),
    m('"Never turn your back on the waves," said {R} at {P}, and {H} [didn\'t|made sure not to].'),
    o('"Never turn your back on the ocean," {R} said. "Waves do not wait for anyone to finish a photo."'),
    o('{G} checked the tide table before they went down to {P}, which was the kind of boring thing, {H} realized, that keeps a day from turning exciting in the wrong way.'),
  ],
  water: [
    y('"The water at {P} is strong," said {G}.'),
    y('"Stay back from the water [at {P}|here]," said {G}. "We just [look|watch]."'),
    y('They stayed on dry land at {P}. The water at {P} was [cold|deep|strong].'),
    m('"We enjoy the water at {P} from dry land," {G} said.'),
    m('"Water is stronger than it looks," {G} said at {P}, "so we enjoy it from [the shore|dry ground]."'),
    m('"The rocks by the water are [slippery|slick]," said {R}. "Stay [back|on the path] at {P}."'),
    o('"Water like that is beautiful and much stronger than it looks," {R} said. "So we admire it from here."'),
    o('{H} watched the water at {P} and understood, without anyone saying it, that it would not care at all who fell in.'),
  ],
  thermal: [
    y('"The water at {P} is hot, hot, hot," said {G}.'),
    y('"Stay on the boardwalk," said {R}. "The water [is very hot|can burn]."'),
    y('{H} [kept both feet|stayed] on the boards at {P}. Steam [puffed|rose] up.'),
    m('"At {P}, the boardwalk is the only floor," {G} said.'),
    m('"Always stay on the boardwalk here," {R} said. "The ground can be thin, and the water underneath is hot enough to burn."'),
    o('"The crust here can be as thin as a cracker," {R} said, "with boiling water underneath. The boardwalk is the only safe floor."'),
  ],
  cave: [
    y('"Stay with the light in {P}," said {R}.'),
    y('"Stay close, and [don\'t touch|hands to yourself]," said {R}.'),
    y('{H} kept {his} hands in {his} pockets in {P}. [No touching!|Just looking.]'),
    m('"No touching in {P}," {R} said gently. "Every drip counts."'),
    m('"Stay on the path and keep your hands to yourselves," {R} said. "The oil on our skin can stop these [formations|rocks] from growing."'),
    m('"Stay with the group in {P}," said {R}. "[It\'s easy to get turned around|Caves are bigger than they look]."'),
    o('"These took thousands of years to grow," {R} said quietly, "and one careless hand can break them in a second."'),
    o('{R} asked everyone in {P} to keep their hands in their pockets, and {H} did, though {his} fingers itched the whole time.'),
  ],
  lightning: [
    y('"Thunder means we leave {P}," said {G}.'),
    y('"If we hear thunder, we go [down|back]," said {G}.'),
    m('"If we hear thunder at {P}, we head down," {G} said.'),
    m('"When thunder roars, head down off the high places," {R} said. "Storms come fast [up here|in {park}]."'),
    o('"Up high, storms come quickly in the afternoon," {R} said. "Start early, and turn around at the first thunder."'),
    o('{G} kept glancing at the sky over {P}, the way people do who have been caught by an afternoon storm before.'),
  ],
  cold: [
    y('"It\'s cold at {P}. Zip up!" said {G}.'),
    y('"Put on your [jacket|hat]," said {G}. {H} [zipped up|shivered a little].'),
    y('The wind at {P} was [cold|chilly]. {S} [snuggled close|shivered].'),
    m('"It\'s colder at {P} than it looks," {G} said, zipping up {ghis} jacket.'),
    m('"It can be cold up here even in {month}," {G} said, handing out jackets.'),
    o('"Dress in layers," {R} said. "Up here the weather can change its mind three times in an afternoon."'),
    o('{G} produced hats and gloves from the backpack at {P} like a magician, and for once nobody complained about having to wear them.'),
  ],
  snakes: [
    y('"Look where you step at {P}," said {G}.'),
    y('"Watch [your feet|where you step]," said {G}. "Snakes like to [rest|hide] here."'),
    m('"At {P}, we keep our hands out of cracks and holes," {G} said.'),
    m('"Stay on the trail and watch where you put your hands and feet," {R} said. "Snakes like to rest in shady spots."'),
    o('"If you ever hear a rattle, freeze, find the snake, and back away slowly," {R} said. "It just wants to be left alone."'),
  ],
  ice: [
    y('"We look at the ice at {P}. We don\'t touch it," said {G}.'),
    y('"We stay off the ice," said {G}. "It can [crack|break]."'),
    m('"The ice at {P} can break without warning," {G} said.'),
    m('"Ice can crack and fall," said {R}. "We enjoy glaciers from [a safe distance|right here]."'),
    o('"A glacier is always moving, even when it looks still," {R} said. "That\'s why we keep our distance."'),
  ],
  alligators: [
    y('"Alligators live at {P}. Stay back," said {G}.'),
    y('"Stay back from the water\'s edge," said {R}. "[Gators|Alligators] are fast!"'),
    m('"At {P}, we give the alligators lots of room," {G} said.'),
    m('"Stay at least fifteen feet back," said {R}. "And never, ever feed them."'),
    o('"They look lazy," {R} said, "but they can move very fast. So we keep our distance and enjoy them from the boardwalk."'),
  ],
  crowds: [
    y('"Stay close at {P}," said {G}.'),
    y('"Hold my hand in the crowd," said {G}. {H} [held on tight|did].'),
    m('"It\'s busy at {P}," {G} said. "Stay where I can see you."'),
    m('"If we get separated at {P}," {G} said, "we meet by the [big sign|door]."'),
    o('"If we get separated," {G} said, "we meet right here. Everyone say where \'here\' is."'),
  ],
  fragile: [
    y('"Stay on the path at {P}," said {R}.'),
    y('"Stay on the path," said {R}. "The [ground|soil] is alive."'),
    y('{H} stepped [carefully|only] on the path at {P}. [Little plants grew there.|The plants were tiny.]'),
    m('"Plants at {P} grow slowly," {G} said. "One step off the path can hurt them."'),
    m('"Stay on the trail," {R} said. "One step off it can crush something that took years to grow."'),
    o('"Leave it as you found it," {R} said. "That way the next kid gets to find it too."'),
    o('{R} pointed out how slowly things grew at {P}, and after that {H} walked as if the ground might be sleeping.'),
  ],
}

export type WeatherWord = { y: string[]; mo: string[] }

/** A word for the day's weather, by climate, for summer (s) and the cooler months (c). */
export const WEATHER: Record<string, { s: string[]; c: string[] }> = {
  desert: { s: ['hot, bright', 'blazing blue', 'sunny'], c: ['cool, sunny', 'crisp, clear', 'bright'] },
  mountain: { s: ['clear, cool', 'sunny', 'fresh, bright'], c: ['crisp', 'cool, clear', 'chilly'] },
  coast: { s: ['breezy', 'sunny, breezy', 'soft, gray'], c: ['cool, breezy', 'misty', 'windy'] },
  tropical: { s: ['warm, sunny', 'warm, breezy', 'hot, bright'], c: ['warm, sunny', 'warm, breezy'] },
  arctic: { s: ['cool, bright', 'breezy', 'cool, cloudy'], c: ['chilly', 'cold, bright'] },
  temperate: { s: ['warm, sunny', 'bright', 'warm'], c: ['crisp', 'cool, bright', 'fresh'] },
  rainforest: { s: ['misty', 'soft, drizzly', 'cool, green'], c: ['drizzly', 'misty', 'damp'] },
}
