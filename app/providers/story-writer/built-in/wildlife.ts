/**
 * How the story shows an animal: what it is doing when the explorers spot it (always from a safe
 * distance), where they look for it, and the options that lead to it. Behaviours are kept general
 * and true for the whole group of animals.
 */
import type { AnimalGroup, AnimalInfo } from './park-words'
import { capitalize } from './text'

/** Groups the story can show being watched in daylight, outside caves. */
const SIGHTABLE: AnimalGroup[] = [
  'hoofed',
  'small-mammal',
  'wild-dog',
  'shy-hunter',
  'sea-mammal',
  'river-mammal',
  'raptor',
  'owl',
  'wader',
  'water-bird',
  'seabird',
  'ground-bird',
  'woodpecker',
  'songbird',
  'fish',
  'reef-fish',
  'sea-life',
  'sea-turtle',
  'turtle',
  'lizard',
  'frog',
  'salamander',
  'butterfly',
  'beetle',
  'bee',
]

export function isSightable(animal: AnimalInfo) {
  if (animal.group === 'bat') return /flying fox/i.test(animal.source.name)
  return SIGHTABLE.includes(animal.group)
}

/** Animals only seen in or at the water. */
export function livesInWater(animal: AnimalInfo) {
  return ['sea-mammal', 'river-mammal', 'wader', 'water-bird', 'seabird', 'fish', 'reef-fish', 'sea-life', 'sea-turtle', 'frog'].includes(animal.group)
}

const has = (animal: AnimalInfo, pattern: RegExp) => pattern.test(animal.source.name.toLowerCase())

/** Sentences showing the animal, each naming it. */
export function sightingLines(animal: AnimalInfo, young: boolean, hero: string): string[] {
  const a = animal.a
  const A = capitalize(animal.a)
  const the = animal.the
  switch (animal.group) {
    case 'hoofed':
      if (has(animal, /sheep|goat/))
        return young
          ? [`${A} walked on the steep rocks. It did not slip at all!`]
          : [`${A} stepped along a steep, rocky slope as easily as if it were a sidewalk.`, `Far above them, ${a} stood on a tiny ledge, perfectly balanced.`]
      if (has(animal, /bison/))
        return young
          ? [`${A} rolled in the dust. It kicked its legs in the air!`]
          : [`In the distance, ${a} rolled in a patch of dust, kicking its hooves in the air.`, `${A} grazed slowly, its shaggy head low to the ground.`]
      if (has(animal, /moose/)) return young ? [`${A} stood in the water. It was eating water plants.`] : [`${A} stood knee-deep in the water, munching on water plants.`]
      if (has(animal, /pronghorn/)) return young ? [`${A} ran across the land. It was so fast!`] : [`${A} raced across the open land, quick as the wind.`]
      if (has(animal, /javelina/)) return young ? [`${A} sniffed the ground with its piggy nose.`] : [`${A} trotted along far off, sniffing the ground with its piggy snout.`]
      return young
        ? [`Far away, ${a} was munching on plants.`, `They saw ${a} far away. Its ears turned this way and that.`]
        : [
            `Far off, ${a} lifted its head from the plants it was munching, then calmly went back to its meal.`,
            `In the distance, ${a} stood perfectly still, its ears turning this way and that.`,
          ]
    case 'small-mammal':
      if (has(animal, /prairie dog/))
        return young ? [`${A} stood up tall by its burrow and looked around.`] : [`${A} stood up tall beside its burrow, looking around like a tiny guard.`]
      if (has(animal, /pika/))
        return young ? [`${A} ran over the rocks with grass in its mouth.`] : [`${A} scurried over the rocks carrying a mouthful of grass, busy as could be.`]
      if (has(animal, /marmot/)) return young ? [`${A} lay on a warm rock in the sun.`] : [`${A} stretched out on a warm rock, soaking up the sunshine.`]
      if (has(animal, /jackrabbit|hare/)) return young ? [`${A} hopped away on its long back legs.`] : [`${A} bounded away on its long back legs and was gone in a flash.`]
      if (has(animal, /armadillo/))
        return young ? [`${A} dug in the leaves with its pointy nose.`] : [`${A} poked through the leaves with its pointy snout, its armored shell gleaming.`]
      if (has(animal, /kangaroo rat/)) return young ? [`${A} hopped on its long back legs.`] : [`${A} hopped across the sand on its long back legs, its tail trailing behind.`]
      return young
        ? [`${A} peeked out. Then it ran away fast!`, `${A} sat up and looked around.`]
        : [`${A} peeked out for a moment, whiskers twitching, then darted out of sight.`, `${A} sat up very straight and looked around, ready to dash for cover.`]
    case 'wild-dog':
      return young
        ? [`Far away, ${a} trotted by. It did not stop.`]
        : [
            `Far across the open ground, ${a} trotted along with its nose down, then slipped out of sight.`,
            `For a moment, ${a} paused in the distance and looked their way, then trotted on.`,
          ]
    case 'shy-hunter':
      return young
        ? [`They found big paw prints in the dirt. They were tracks of ${a}!`, `Look! Paw prints! ${A} had walked here.`]
        : [
            `Pressed into a soft patch of dirt beside the trail were paw prints, bigger than ${hero}'s hand. They were the tracks of ${a}.`,
            `There, near the edge of the path, was a line of big paw prints: ${a} had passed this way, maybe early that morning.`,
            `${hero} spotted them first: tracks in the dirt, each one as wide as a saucer. ${A} had walked right here!`,
          ]
    case 'bat':
      return young ? [`${A} flapped slowly across the sky.`] : [`${A} flapped slowly across the sky on wide, leathery wings.`]
    case 'sea-mammal':
      if (has(animal, /whale|orca/))
        return young
          ? [`Out on the water, ${a} came up and blew a puff of spray!`]
          : [`Far out on the water, ${a} rose to the surface and blew a misty puff of spray into the air.`]
      if (has(animal, /dolphin/)) return young ? [`${A} jumped out of the water. Splash!`] : [`${A} leaped out of the water in a shining arc and splashed back down.`]
      if (has(animal, /sea otter/)) return young ? [`${A} floated on its back in the water.`] : [`${A} floated on its back, as comfortable as if it were lying in bed.`]
      if (has(animal, /manatee/)) return young ? [`${A} poked its nose up to breathe.`] : [`${A} drifted slowly near the surface, then lifted its whiskery nose to breathe.`]
      return young ? [`${A} rested near the water.`] : [`${A} lounged near the water's edge, then slipped into the sea with a splash.`]
    case 'river-mammal':
      if (has(animal, /beaver/)) return young ? [`${A} swam by with a stick in its mouth.`] : [`${A} swam across the water with a leafy branch in its mouth.`]
      return young ? [`${A} slid into the water. Splash!`] : [`${A} slid into the water and popped up again, sleek and shiny.`]
    case 'raptor':
      return young ? [`${A} flew high in the sky.`] : [`High overhead, ${a} circled on wide wings, hardly flapping at all.`]
    case 'owl':
      if (has(animal, /burrowing/)) return young ? [`${A} stood by its hole in the ground.`] : [`${A} stood on long legs beside its burrow, bobbing its head.`]
      return young ? [`${A} sat very still. Its eyes were half closed.`] : [`${A} sat perfectly still, its eyes half closed, almost invisible against its perch.`]
    case 'wader':
      if (has(animal, /anhinga/)) return young ? [`${A} spread its wings wide to dry them.`] : [`${A} perched with its wings spread wide, drying them in the sun.`]
      if (has(animal, /spoonbill/))
        return young ? [`${A} swished its flat bill in the water.`] : [`${A} swept its flat, spoon-shaped bill from side to side through the shallow water.`]
      if (has(animal, /crane/)) return young ? [`${A} walked slowly on its long legs.`] : [`${A} stalked slowly through the grass on long, thin legs.`]
      return young ? [`${A} stood very still in the water on its long legs.`] : [`${A} waded slowly through the shallow water on its long legs, watching for a meal.`]
    case 'water-bird':
      return young ? [`${A} floated on the water.`] : [`${A} floated calmly on the water, leaving a little V of ripples behind it.`]
    case 'seabird':
      if (has(animal, /pelican/)) return young ? [`${A} dove into the water. Splash!`] : [`${A} folded its wings and dove into the water with a splash.`]
      if (has(animal, /puffin/)) return young ? [`${A} bobbed on the water. Its beak was bright!`] : [`${A} bobbed on the water, its colorful beak bright against the waves.`]
      return young ? [`${A} flew over the water.`] : [`${A} glided over the water on long, pointed wings.`]
    case 'ground-bird':
      if (has(animal, /roadrunner/)) return young ? [`${A} ran across the path. Zoom!`] : [`${A} dashed across the path on long legs, its tail held out behind it.`]
      if (has(animal, /turkey/)) return young ? [`${A} walked slowly across a clearing.`] : [`${A} strutted across a clearing, pecking at the ground.`]
      if (has(animal, /ptarmigan/))
        return young ? [`${A} hid among the plants. It was hard to see!`] : [`${A} crouched among the low plants, blending in so well that it was almost invisible.`]
      return young ? [`${A} walked across the grass.`] : [`${A} walked calmly across the open ground, nibbling as it went.`]
    case 'woodpecker':
      return young ? [`${A} tapped on a trunk with its beak.`] : [`${A} clung to a tall trunk and tapped away with its beak.`]
    case 'songbird':
      if (has(animal, /raven/)) return young ? [`${A} flew by. "Kraa!" it called.`] : [`${A} tumbled through the air in a playful somersault, croaking as it went.`]
      if (has(animal, /swift|swallow/)) return young ? [`${A} zipped through the air.`] : [`${A} zipped and swooped through the air, catching insects as it flew.`]
      if (has(animal, /dipper/)) return young ? [`${A} bobbed up and down on a wet rock.`] : [`${A} bobbed up and down on a wet rock, then walked right under the rushing water.`]
      if (has(animal, /bluebird/)) return young ? [`${A} flew by like a piece of blue sky.`] : [`${A} flashed past like a little piece of blue sky.`]
      return young ? [`${A} flew by and landed nearby.`] : [`${A} flitted past and landed nearby, bright-eyed and busy.`]
    case 'fish':
      if (has(animal, /salmon/)) return young ? [`${A} swam up the river.`] : [`${A} swam against the current, its body flashing in the water.`]
      if (has(animal, /pupfish/)) return young ? [`${A} darted in the shallow water.`] : [`${A} darted through the shallow water, quick as a wink.`]
      return young ? [`${A} swam in the clear water.`] : [`In the clear water below, ${a} swam slowly by, its scales catching the light.`]
    case 'reef-fish':
      if (has(animal, /parrotfish/)) return young ? [`${A} nibbled on the coral.`] : [`${A} nibbled on the coral with its beak-like teeth.`]
      if (has(animal, /ray/)) return young ? [`${A} glided by under the water.`] : [`${A} glided through the water, looking as if it were flying.`]
      if (has(animal, /tang/)) return young ? [`${A} swam by. It was bright blue!`] : [`${A} swam past, bright blue against the sandy bottom.`]
      if (has(animal, /garibaldi/)) return young ? [`${A} swam by. It was bright orange!`] : [`${A} swam past, as bright orange as a piece of fruit.`]
      if (has(animal, /grouper/)) return young ? [`${A} swam by. It was huge!`] : [`${A} drifted by, huge and slow and calm.`]
      return young ? [`${A} swam in the clear water.`] : [`${A} swam by in the clear water.`]
    case 'sea-life':
      if (has(animal, /star/)) return young ? [`${A} held on to a rock by the water.`] : [`${A} clung to a rock at the edge of the water, as still as a painting.`]
      if (has(animal, /lobster/)) return young ? [`${A} peeked out from under a rock.`] : [`${A} peeked out from under a rocky ledge, waving its long antennae.`]
      if (has(animal, /clam/)) return young ? [`${A} sat on the reef. Its edge was wavy and colorful.`] : [`${A} rested on the reef, showing off its wavy, colorful edges.`]
      return young ? [`${A} rested in the water.`] : [`${A} rested quietly in the clear water.`]
    case 'sea-turtle':
      return young ? [`${A} poked its head up to breathe.`] : [`${A} poked its head above the water to breathe, then dove gracefully back down.`]
    case 'turtle':
      if (has(animal, /tortoise/)) return young ? [`${A} ate a plant very, very slowly.`] : [`${A} munched slowly on a plant, taking its time the way only a tortoise can.`]
      if (has(animal, /box turtle/))
        return young ? [`${A} walked slowly through the leaves.`] : [`${A} crept slowly through the leaves, its patterned shell like a little treasure.`]
      return young ? [`${A} poked its head out of the water.`] : [`${A} poked its head out of the water for a moment, then slipped back under.`]
    case 'lizard':
      if (has(animal, /horned/))
        return young ? [`${A} sat very still. It looked just like the ground!`] : [`${A} sat so still and so well hidden that it looked like part of the ground.`]
      if (has(animal, /earless/)) return young ? [`${A} ran across the white sand.`] : [`${A}, pale as the sand, dashed across the ground and stopped again.`]
      if (has(animal, /chuckwalla/)) return young ? [`${A} sat on a warm rock in the sun.`] : [`${A} basked on a warm rock, soaking up the heat.`]
      return young ? [`${A} sat on a warm rock. It did little push-ups!`] : [`${A} sat on a warm rock, doing quick little push-ups.`]
    case 'frog':
      return young ? [`${A} sat by the water. Its throat went in and out.`] : [`${A} sat at the edge of the water, its throat moving in and out.`]
    case 'salamander':
      if (has(animal, /hellbender/)) return young ? [`${A} rested on the bottom of the stream.`] : [`In the clear stream, ${a} rested on the rocky bottom, flat and still.`]
      if (has(animal, /newt/)) return young ? [`${A} walked slowly across the damp ground.`] : [`${A} walked slowly across the damp ground on its little legs.`]
      return young ? [`${A} rested in a damp, shady spot.`] : [`${A} rested in a damp, shady spot, shiny and still.`]
    case 'butterfly':
      return young ? [`${A} fluttered from flower to flower.`] : [`${A} fluttered from flower to flower, its wings opening and closing like a little book.`]
    case 'beetle':
      if (has(animal, /tiger/)) return young ? [`${A} ran fast across the sand.`] : [`${A} raced across the sand, stopping and starting in quick little bursts.`]
      return young ? [`${A} walked across the sand.`] : [`${A} trundled across the sand with its back end tipped up in the air.`]
    case 'bee':
      return young ? [`${A} buzzed from flower to flower.`] : [`${A} buzzed busily from flower to flower.`]
    default:
      return young ? [`They saw ${the}.`] : [`They spotted ${the} from a respectful distance.`]
  }
}

/** How the explorers go looking for the animal. */
export function lookLines(animal: AnimalInfo, young: boolean): string[] {
  switch (animal.group) {
    case 'raptor':
    case 'seabird':
    case 'bat':
      return young ? ['They looked up at the sky.'] : ['They tipped their heads back and scanned the sky.']
    case 'fish':
    case 'reef-fish':
    case 'sea-life':
    case 'sea-turtle':
    case 'sea-mammal':
      return young ? ['They looked into the water.'] : ['They found a good spot by the water and peered in, very still.']
    case 'frog':
    case 'wader':
    case 'water-bird':
    case 'river-mammal':
      return young ? ['They walked quietly near the water.'] : ['They crept quietly toward the water and waited.']
    case 'shy-hunter':
      return young ? ['They looked at the ground.'] : ['They looked carefully along the edges of the trail.']
    case 'salamander':
    case 'beetle':
    case 'lizard':
    case 'turtle':
    case 'butterfly':
    case 'bee':
      return young ? ['They looked very closely.'] : ['They slowed down and looked very closely at the ground and the plants around them.']
    default:
      return young ? ['They stood very still and looked around.'] : ['They found a quiet spot, stood very still and looked around.']
  }
}

/** Ways to offer the animal as a next step; each names the animal. */
export function animalOptions(animal: AnimalInfo): string[] {
  const a = animal.a
  const n = animal.name
  switch (animal.group) {
    case 'hoofed':
      return [`Look for ${a} from a safe distance`, `Look for ${n} tracks`, `Watch for ${a} in the distance`]
    case 'small-mammal':
      return [`Watch quietly for ${a}`, `Look for ${a} peeking out`]
    case 'wild-dog':
      return [`Look for ${a} from far away`, `Watch for ${a} out in the open`]
    case 'shy-hunter':
      return [`Look for ${n} tracks along the trail`, `Search the soft dirt for ${n} tracks`]
    case 'bat':
    case 'raptor':
      return [`Watch the sky for ${a}`, `Look up high for ${a}`]
    case 'sea-mammal':
      return [`Watch the water for ${a}`, `Scan the waves for ${a}`]
    case 'river-mammal':
    case 'wader':
    case 'water-bird':
      return [`Look for ${a} near the water`, `Sit quietly by the water and watch for ${a}`]
    case 'seabird':
      return [`Watch for ${a} over the water`]
    case 'owl':
      return animal.call ? [`Listen for the call of ${a}`, `Look for ${a} resting nearby`] : [`Look for ${a} resting nearby`]
    case 'woodpecker':
      return [`Listen for ${a} tapping`, `Look for ${a} on a tall trunk`]
    case 'songbird':
    case 'ground-bird':
      return animal.call ? [`Listen for the call of ${a}`, `Look for ${a} with binoculars`] : [`Look for ${a} with binoculars`, `Keep an eye out for ${a}`]
    case 'fish':
      return [`Peek into the water for ${a}`, `Look for ${a} in the clear water`]
    case 'reef-fish':
    case 'sea-life':
      return [`Look for ${a} in the clear water`]
    case 'sea-turtle':
      return [`Watch the waves for ${a}`]
    case 'turtle':
      return [`Look for ${a} along the way`]
    case 'lizard':
      return [`Look for ${a} on a sunny rock`, `Search for ${a} in the sunshine`]
    case 'frog':
      return [`Listen for ${a} near the water`, `Look for ${a} near the water`]
    case 'salamander':
      return [`Look for ${a} in a damp, shady spot`]
    case 'butterfly':
    case 'bee':
      return [`Look for ${a} among the flowers`]
    case 'beetle':
      return [`Look for ${a} on the sand`]
    default:
      return []
  }
}
