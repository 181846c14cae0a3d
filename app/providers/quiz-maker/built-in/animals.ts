/**
 * Wrong answers for "which animal lives here?", hand-checked so that a wrong animal is truly wrong.
 *
 * A park's animal list is a short selection, not a census, so a wrong animal is never "any animal
 * another park lists". Each candidate below belongs to a kind of animal (all pikas, all marmots, all
 * wild cats...), and a kind carries every state or territory where any of its members lives wild,
 * drawn generously: strays, reintroductions, introduced populations and ranges lost within about a
 * century count. A candidate is offered only where its whole kind is absent, so "American pika" is
 * never wrong at Denali (collared pikas live there) and no marmot is wrong where marmots or
 * woodchucks live. Kinds that live only in salt water (`marineOnly`) are also wrong at any park
 * that does not touch the sea, whatever its state.
 *
 * Names never carry a place ("Florida panther", "Samoa flying fox"): a wrong answer that names its
 * own far-away place gives itself away.
 */
import type { AnimalKind } from '~/data/park-types'

export type Habitat = 'desert' | 'mountains' | 'forest' | 'grassland' | 'wetland' | 'ocean' | 'tundra' | 'river' | 'cave' | 'tropical'

export interface AnimalGroup {
  /** Words (singular, lower case) that mark a member of the kind in any animal's name. */
  words: readonly string[]
  /** Every state or territory where some member of the kind lives wild. */
  states: readonly string[]
  /** Lives only in salt water: wrong at every park that does not reach the sea. */
  marineOnly?: boolean
}

export interface DistractorAnimal {
  name: string
  kind: AnimalKind
  group: keyof typeof ANIMAL_GROUPS
  habitats: readonly Habitat[]
}

const LOWER_48 = [
  ...['AL', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI'],
  ...['MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN'],
  ...['TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC'],
]
const EVERYWHERE = [...LOWER_48, 'AK', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']
const except = (codes: readonly string[]) => EVERYWHERE.filter((code) => !codes.includes(code))

const ATLANTIC_GULF = [
  ...['ME', 'NH', 'MA', 'RI', 'CT', 'NY', 'NJ', 'PA', 'DE', 'MD', 'DC', 'VA', 'NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'LA', 'TX'],
  ...['PR', 'VI'],
]
const PACIFIC_NORTH_AMERICA = ['AK', 'WA', 'OR', 'CA']
const PACIFIC_ISLANDS = ['HI', 'AS', 'GU', 'MP']
const ALL_COASTS = [...ATLANTIC_GULF, ...PACIFIC_NORTH_AMERICA, ...PACIFIC_ISLANDS]
const WEST = ['WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'AZ', 'NM']
const PLAINS = ['ND', 'SD', 'NE', 'KS', 'OK', 'TX']
const SOUTHEAST = ['FL', 'GA', 'SC', 'NC', 'AL', 'MS', 'LA', 'TX', 'AR', 'TN']

export const ANIMAL_GROUPS = {
  javelina: { words: ['javelina', 'peccary'], states: ['AZ', 'NM', 'TX', 'OK', 'AR', 'LA'] },
  armadillo: {
    words: ['armadillo'],
    states: [...SOUTHEAST, 'OK', 'KY', 'VA', 'MO', 'KS', 'NE', 'IL', 'IN', 'CO', 'NM', 'IA', 'OH', 'WV'],
  },
  manatee: { words: ['manatee'], states: ATLANTIC_GULF },
  caribou: { words: ['caribou', 'reindeer'], states: ['AK', 'WA', 'ID', 'MT', 'MN', 'ME', 'MI', 'WI', 'ND', 'NH', 'VT'] },
  'wild sheep': { words: ['sheep', 'bighorn'], states: [...WEST, 'AK', 'TX', 'ND', 'SD', 'NE'] },
  'musk ox': { words: ['musk ox', 'muskox'], states: ['AK'] },
  bear: { words: ['bear', 'grizzly'], states: except(['HI', 'AS', 'GU', 'MP', 'PR', 'VI']) },
  walrus: { words: ['walrus'], states: ['AK'], marineOnly: true },
  moose: {
    words: ['moose'],
    states: ['AK', 'ME', 'NH', 'VT', 'NY', 'MA', 'CT', 'MI', 'MN', 'WI', 'ND', 'SD', 'NE', 'IA', 'MT', 'WY', 'ID', 'WA', 'OR', 'UT', 'CO', 'PA'],
  },
  goat: { words: ['goat'], states: ['AK', 'WA', 'OR', 'ID', 'MT', 'WY', 'CO', 'UT', 'NV', 'SD', 'CA', 'HI'] },
  pika: { words: ['pika'], states: ['AK', 'WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'NM'] },
  marmot: { words: ['marmot', 'woodchuck', 'groundhog'], states: except(['FL', 'TX', 'AZ', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']) },
  pronghorn: { words: ['pronghorn', 'antelope'], states: [...WEST, ...PLAINS, 'MN', 'IA', 'MO'] },
  'prairie dog': { words: ['prairie dog'], states: ['MT', 'ND', 'SD', 'NE', 'KS', 'OK', 'TX', 'NM', 'CO', 'WY', 'UT', 'AZ'] },
  ferret: { words: ['ferret'], states: ['MT', 'ND', 'SD', 'NE', 'KS', 'OK', 'TX', 'NM', 'CO', 'WY', 'UT', 'AZ'] },
  fox: { words: ['fox'], states: except(['HI', 'GU', 'MP', 'PR', 'VI']) },
  'wild cat': {
    words: ['lion', 'cougar', 'puma', 'panther', 'bobcat', 'lynx', 'ocelot', 'jaguar', 'jaguarundi', 'wildcat'],
    states: except(['HI', 'AS', 'GU', 'MP', 'PR', 'VI']),
  },
  wolverine: {
    words: ['wolverine'],
    states: ['AK', 'WA', 'OR', 'ID', 'MT', 'WY', 'CA', 'NV', 'UT', 'CO', 'MI', 'MN', 'WI', 'ND', 'ME', 'NH', 'VT', 'NY', 'PA'],
  },
  elk: {
    words: ['elk', 'wapiti'],
    states: [...WEST, ...PLAINS, 'AK', 'KY', 'TN', 'NC', 'VA', 'WV', 'PA', 'MI', 'WI', 'MN', 'AR', 'MO', 'IA', 'IL', 'NY'],
  },
  // Bog lemmings live across the northern and eastern states, not only in Alaska.
  lemming: {
    words: ['lemming'],
    states: [
      ...['AK', 'WA', 'OR', 'ID', 'MT', 'MN', 'WI', 'MI', 'ME', 'NH', 'VT', 'NY', 'MA', 'CT', 'RI', 'NJ', 'PA', 'MD', 'DE', 'VA', 'WV'],
      ...['KY', 'TN', 'NC', 'OH', 'IN', 'IL', 'IA', 'MO', 'KS', 'NE', 'SD', 'ND', 'AR', 'GA', 'SC', 'WY', 'CO'],
    ],
  },
  mongoose: { words: ['mongoose'], states: ['HI', 'PR', 'VI'] },
  // Coatis also live wild in south Florida, where some were let go long ago.
  coati: { words: ['coati'], states: ['AZ', 'NM', 'TX', 'FL'] },
  ringtail: {
    words: ['ringtail', 'cacomistle'],
    states: ['CA', 'OR', 'NV', 'UT', 'CO', 'AZ', 'NM', 'TX', 'OK', 'KS', 'AR', 'LA', 'MO', 'WY', 'ID'],
  },
  'kangaroo rat': { words: ['kangaroo rat'], states: [...WEST, ...PLAINS] },
  otter: { words: ['otter'], states: except(['HI', 'AS', 'GU', 'MP', 'PR', 'VI']) },
  whale: { words: ['whale', 'orca'], states: ALL_COASTS, marineOnly: true },
  dolphin: { words: ['dolphin', 'porpoise'], states: ALL_COASTS, marineOnly: true },
  seal: { words: ['seal'], states: ALL_COASTS },
  'sea lion': { words: ['sea lion'], states: PACIFIC_NORTH_AMERICA },
  roadrunner: { words: ['roadrunner'], states: ['CA', 'NV', 'UT', 'AZ', 'NM', 'TX', 'CO', 'OK', 'KS', 'LA', 'AR', 'MO'] },
  spoonbill: { words: ['spoonbill'], states: [...SOUTHEAST, 'OK', 'PR', 'VI'] },
  flamingo: { words: ['flamingo'], states: ['FL', 'TX', 'LA', 'AL', 'MS', 'GA', 'SC', 'NC', 'PR', 'VI'] },
  stork: { words: ['stork'], states: [...SOUTHEAST, 'OK', 'KY', 'VA'] },
  anhinga: { words: ['anhinga'], states: [...SOUTHEAST, 'OK', 'KY', 'MO', 'VA', 'IL'] },
  limpkin: { words: ['limpkin'], states: ['FL', 'GA', 'SC', 'AL', 'LA', 'TX', 'MS'] },
  puffin: { words: ['puffin'], states: ['AK', 'WA', 'OR', 'CA', 'ME', 'NH', 'MA'], marineOnly: true },
  ptarmigan: { words: ['ptarmigan'], states: ['AK', 'WA', 'OR', 'CA', 'MT', 'WY', 'ID', 'UT', 'CO', 'NM', 'ME', 'MN'] },
  cardinal: { words: ['cardinal'], states: except(['AK', 'WA', 'OR', 'ID', 'MT', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI']) },
  jay: { words: ['jay', 'scrub-jay'], states: except(['HI', 'AS', 'GU', 'MP', 'PR', 'VI']) },
  magpie: {
    words: ['magpie'],
    states: ['AK', 'WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'AZ', 'NM', 'ND', 'SD', 'NE', 'KS', 'OK', 'TX', 'MN', 'IA'],
  },
  nutcracker: { words: ['nutcracker'], states: [...WEST, 'SD', 'TX', 'AK', 'NE'] },
  dipper: { words: ['dipper'], states: [...WEST, 'SD', 'AK'] },
  hummingbird: { words: ['hummingbird'], states: except(['HI', 'AS', 'GU', 'MP']) },
  woodpecker: { words: ['woodpecker', 'flicker', 'sapsucker'], states: except(['HI', 'AS', 'GU', 'MP']) },
  frigatebird: { words: ['frigatebird'], states: [...ATLANTIC_GULF, ...PACIFIC_ISLANDS, 'CA'], marineOnly: true },
  tropicbird: { words: ['tropicbird'], states: [...ATLANTIC_GULF, ...PACIFIC_ISLANDS, 'CA'], marineOnly: true },
  noddy: { words: ['noddy'], states: [...ATLANTIC_GULF, ...PACIFIC_ISLANDS], marineOnly: true },
  booby: { words: ['booby'], states: [...ATLANTIC_GULF, ...PACIFIC_ISLANDS, 'CA'], marineOnly: true },
  honeycreeper: { words: ['apapane', 'iiwi', 'amakihi', 'honeycreeper'], states: ['HI'] },
  bananaquit: { words: ['bananaquit'], states: ['PR', 'VI', 'FL'] },
  'prairie-chicken': {
    words: ['prairie-chicken', 'prairie chicken'],
    states: ['KS', 'NE', 'OK', 'ND', 'SD', 'MN', 'WI', 'IL', 'MO', 'IA', 'CO', 'TX', 'NM', 'MI'],
  },
  crocodilian: { words: ['alligator', 'crocodile', 'caiman'], states: [...SOUTHEAST, 'NC', 'VA', 'OK', 'PR'] },
  tortoise: { words: ['tortoise'], states: ['CA', 'NV', 'UT', 'AZ', 'TX', 'FL', 'GA', 'AL', 'MS', 'LA', 'SC', 'NM'] },
  chuckwalla: { words: ['chuckwalla'], states: ['CA', 'NV', 'UT', 'AZ'] },
  iguana: { words: ['iguana'], states: ['FL', 'TX', 'PR', 'VI', 'HI'] },
  lizard: { words: ['lizard', 'gecko', 'anole', 'skink'], states: except(['AK', 'ME']) },
  rattlesnake: { words: ['rattlesnake', 'sidewinder', 'rattler'], states: except(['AK', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']) },
  cottonmouth: {
    words: ['cottonmouth', 'water moccasin'],
    states: ['VA', 'NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'LA', 'TX', 'OK', 'AR', 'MO', 'IL', 'IN', 'KY', 'TN'],
  },
  'sea turtle': { words: ['sea turtle'], states: ALL_COASTS, marineOnly: true },
  'box turtle': {
    words: ['box turtle'],
    states: except(['WA', 'OR', 'CA', 'NV', 'ID', 'UT', 'MT', 'AK', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']),
  },
  salamander: {
    words: ['salamander', 'newt', 'hellbender', 'mudpuppy', 'siren'],
    states: except(['HI', 'AS', 'GU', 'MP', 'PR', 'VI']),
  },
  shark: { words: ['shark'], states: ALL_COASTS, marineOnly: true },
  grouper: { words: ['grouper'], states: ALL_COASTS, marineOnly: true },
  parrotfish: { words: ['parrotfish'], states: [...ATLANTIC_GULF, ...PACIFIC_ISLANDS], marineOnly: true },
  tang: { words: ['tang', 'surgeonfish'], states: [...ATLANTIC_GULF, ...PACIFIC_ISLANDS], marineOnly: true },
  garibaldi: { words: ['garibaldi'], states: ['CA'], marineOnly: true },
  ray: { words: ['ray', 'stingray'], states: ALL_COASTS, marineOnly: true },
  sheefish: { words: ['sheefish', 'inconnu'], states: ['AK'] },
  // Landlocked sockeye (kokanee) and stocked chinook live in many western and northern lakes too.
  salmon: {
    words: ['salmon', 'kokanee'],
    states: [
      ...[...PACIFIC_NORTH_AMERICA, 'ID', 'MT', 'WY', 'CO', 'UT', 'NV', 'NM', 'ND', 'SD', 'MI', 'WI', 'IL', 'IN', 'MN', 'OH', 'NY', 'PA'],
      ...['VT', 'ME', 'NH', 'MA', 'CT'],
    ],
  },
  trout: { words: ['trout', 'char'], states: except(['FL', 'LA', 'MS', 'AS', 'GU', 'MP', 'PR', 'VI']) },
  gar: { words: ['gar'], states: except(['WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'AZ', 'AK', 'HI', 'AS', 'GU', 'MP']) },
  cavefish: { words: ['cavefish'], states: ['KY', 'TN', 'AL', 'IN', 'MO', 'AR', 'OK', 'GA', 'IL'] },
  pupfish: { words: ['pupfish'], states: ['CA', 'NV', 'AZ', 'TX', 'NM'] },
  paddlefish: {
    words: ['paddlefish'],
    states: [...['MT', 'ND', 'SD', 'NE', 'KS', 'OK', 'TX', 'LA', 'AR', 'MO', 'IA', 'MN', 'WI', 'IL', 'IN', 'OH', 'KY', 'TN'], 'MS', 'AL', 'PA', 'NY', 'WV'],
  },
  skunk: { words: ['skunk'], states: except(['AK', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']) },
  opossum: { words: ['opossum', 'possum'], states: except(['AK', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']) },
  squirrel: { words: ['squirrel'], states: except(['HI', 'AS', 'GU', 'MP', 'PR', 'VI']) },
  porcupine: {
    words: ['porcupine'],
    states: except(['FL', 'GA', 'SC', 'AL', 'MS', 'LA', 'AR', 'TN', 'NC', 'KY', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']),
  },
  badger: {
    words: ['badger'],
    states: [...WEST, ...PLAINS, 'MN', 'IA', 'MO', 'IL', 'WI', 'MI', 'IN', 'OH', 'AR', 'KY'],
  },
  hare: {
    words: ['hare', 'jackrabbit'],
    // Florida had a few jackrabbits let loose near Miami, so it counts as their range.
    states: except(['GA', 'SC', 'AL', 'MS', 'LA', 'TN', 'KY', 'NC', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']),
  },
  quail: { words: ['quail', 'bobwhite'], states: except(['AK', 'AS', 'GU', 'MP', 'PR', 'VI']) },
  grouse: {
    words: ['grouse', 'sage-grouse'],
    states: except(['FL', 'MS', 'LA', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']),
  },
  razorbill: { words: ['razorbill'], states: ATLANTIC_GULF, marineOnly: true },
  albatross: { words: ['albatross'], states: ALL_COASTS, marineOnly: true },
  'coral snake': { words: ['coral snake'], states: [...SOUTHEAST, 'AZ', 'NM', 'OK'] },
  copperhead: {
    words: ['copperhead'],
    states: [...SOUTHEAST, 'OK', 'KS', 'NE', 'MO', 'VA', 'WV', 'MD', 'DE', 'PA', 'NJ', 'NY', 'CT', 'MA', 'RI', 'KY', 'OH', 'IN', 'IL', 'IA'],
  },
  sturgeon: { words: ['sturgeon'], states: except(['AZ', 'UT', 'NV', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']) },
  eel: { words: ['eel'], states: except(['WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'AZ', 'AK']) },
  lionfish: { words: ['lionfish'], states: [...ATLANTIC_GULF, ...PACIFIC_ISLANDS], marineOnly: true },
  barracuda: { words: ['barracuda'], states: ALL_COASTS, marineOnly: true },
  seahorse: { words: ['seahorse', 'sea horse'], states: ALL_COASTS, marineOnly: true },
  halibut: { words: ['halibut'], states: ALL_COASTS, marineOnly: true },
  tarpon: { words: ['tarpon'], states: ATLANTIC_GULF },
  'sea anemone': { words: ['anemone'], states: ALL_COASTS, marineOnly: true },
  'sand dollar': { words: ['sand dollar'], states: ALL_COASTS, marineOnly: true },
  crab: { words: ['crab'], states: ALL_COASTS },
  coral: { words: ['coral'], states: ALL_COASTS, marineOnly: true },
  marten: {
    words: ['marten', 'sable'],
    states: ['AK', 'WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'NM', 'SD', 'MN', 'WI', 'MI', 'NY', 'VT', 'NH', 'ME', 'PA', 'MA'],
  },
  burro: { words: ['burro', 'donkey'], states: ['CA', 'NV', 'AZ', 'UT', 'NM', 'TX', 'OR', 'ID', 'HI', 'VI', 'PR'] },
  kiskadee: { words: ['kiskadee'], states: ['TX', 'LA', 'FL', 'AZ', 'NM'] },
  chachalaca: { words: ['chachalaca'], states: ['TX', 'GA'] },
  caracara: { words: ['caracara'], states: ['FL', 'TX', 'AZ', 'NM', 'LA', 'CA', 'OK'] },
  pyrrhuloxia: { words: ['pyrrhuloxia'], states: ['AZ', 'NM', 'TX', 'CA', 'OK'] },
  skimmer: { words: ['skimmer'], states: [...ATLANTIC_GULF, 'CA'] },
  murre: { words: ['murre'], states: [...PACIFIC_NORTH_AMERICA, 'ME', 'MA', 'NH', 'NY', 'NJ'], marineOnly: true },
  gannet: { words: ['gannet'], states: ATLANTIC_GULF, marineOnly: true },
  chukar: { words: ['chukar'], states: [...WEST, 'SD', 'ND', 'NE', 'HI'] },
  kite: {
    words: ['kite'],
    states: except(['MT', 'WY', 'ID', 'ND', 'MI', 'ME', 'NH', 'VT', 'AK', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']),
  },
  'indigo snake': { words: ['indigo snake'], states: ['FL', 'GA', 'AL', 'MS', 'TX', 'SC'] },
  terrapin: { words: ['terrapin'], states: ATLANTIC_GULF },
  bowfin: {
    words: ['bowfin'],
    states: except(['WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'AZ', 'NM', 'AK', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']),
  },
  swordfish: { words: ['swordfish'], states: ALL_COASTS, marineOnly: true },
  sailfish: { words: ['sailfish'], states: ALL_COASTS, marineOnly: true },
  triggerfish: { words: ['triggerfish'], states: ALL_COASTS, marineOnly: true },
  'mahi-mahi': { words: ['mahi-mahi', 'mahi mahi', 'dolphinfish'], states: ALL_COASTS, marineOnly: true },
  pufferfish: { words: ['pufferfish', 'puffer'], states: ALL_COASTS, marineOnly: true },
  flounder: { words: ['flounder'], states: ALL_COASTS },
  squid: { words: ['squid'], states: ALL_COASTS, marineOnly: true },
  'sea cucumber': { words: ['sea cucumber'], states: ALL_COASTS, marineOnly: true },
  conch: { words: ['conch'], states: ATLANTIC_GULF, marineOnly: true },
  woodcock: {
    words: ['woodcock'],
    states: except(['WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'AZ', 'NM', 'AK', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI']),
  },
  narwhal: { words: ['narwhal'], states: ['AK'], marineOnly: true },
  'sea star': { words: ['sea star', 'starfish'], states: ALL_COASTS, marineOnly: true },
  lobster: { words: ['lobster'], states: ALL_COASTS, marineOnly: true },
  'giant clam': { words: ['giant clam'], states: PACIFIC_ISLANDS, marineOnly: true },
  octopus: { words: ['octopus'], states: ALL_COASTS, marineOnly: true },
  'sea urchin': { words: ['sea urchin', 'urchin'], states: ALL_COASTS, marineOnly: true },
} satisfies Record<string, AnimalGroup>

export const DISTRACTOR_ANIMALS: readonly DistractorAnimal[] = [
  // Mammals
  { name: 'Javelina', kind: 'mammal', group: 'javelina', habitats: ['desert'] },
  { name: 'Nine-banded armadillo', kind: 'mammal', group: 'armadillo', habitats: ['grassland', 'forest'] },
  { name: 'Manatee', kind: 'mammal', group: 'manatee', habitats: ['ocean', 'river', 'tropical'] },
  { name: 'Caribou', kind: 'mammal', group: 'caribou', habitats: ['tundra', 'mountains'] },
  { name: 'Dall sheep', kind: 'mammal', group: 'wild sheep', habitats: ['mountains', 'tundra'] },
  { name: 'Bighorn sheep', kind: 'mammal', group: 'wild sheep', habitats: ['mountains', 'desert'] },
  { name: 'Musk ox', kind: 'mammal', group: 'musk ox', habitats: ['tundra'] },
  { name: 'Polar bear', kind: 'mammal', group: 'bear', habitats: ['tundra', 'ocean'] },
  { name: 'Grizzly bear', kind: 'mammal', group: 'bear', habitats: ['mountains', 'forest', 'tundra'] },
  { name: 'Black bear', kind: 'mammal', group: 'bear', habitats: ['forest', 'mountains'] },
  { name: 'Walrus', kind: 'mammal', group: 'walrus', habitats: ['ocean', 'tundra'] },
  { name: 'Moose', kind: 'mammal', group: 'moose', habitats: ['forest', 'wetland', 'tundra', 'river'] },
  { name: 'Mountain goat', kind: 'mammal', group: 'goat', habitats: ['mountains'] },
  { name: 'American pika', kind: 'mammal', group: 'pika', habitats: ['mountains'] },
  { name: 'Hoary marmot', kind: 'mammal', group: 'marmot', habitats: ['mountains', 'tundra'] },
  { name: 'Yellow-bellied marmot', kind: 'mammal', group: 'marmot', habitats: ['mountains'] },
  { name: 'Pronghorn', kind: 'mammal', group: 'pronghorn', habitats: ['grassland', 'desert'] },
  { name: 'Black-tailed prairie dog', kind: 'mammal', group: 'prairie dog', habitats: ['grassland'] },
  { name: 'Black-footed ferret', kind: 'mammal', group: 'ferret', habitats: ['grassland'] },
  { name: 'Kit fox', kind: 'mammal', group: 'fox', habitats: ['desert'] },
  { name: 'Swift fox', kind: 'mammal', group: 'fox', habitats: ['grassland'] },
  { name: 'Mountain lion', kind: 'mammal', group: 'wild cat', habitats: ['mountains', 'desert', 'forest'] },
  { name: 'Bobcat', kind: 'mammal', group: 'wild cat', habitats: ['forest', 'desert', 'mountains'] },
  { name: 'Lynx', kind: 'mammal', group: 'wild cat', habitats: ['forest', 'tundra'] },
  { name: 'Ocelot', kind: 'mammal', group: 'wild cat', habitats: ['desert', 'forest'] },
  { name: 'Wolverine', kind: 'mammal', group: 'wolverine', habitats: ['mountains', 'tundra', 'forest'] },
  { name: 'Elk', kind: 'mammal', group: 'elk', habitats: ['forest', 'grassland', 'mountains'] },
  { name: 'Lemming', kind: 'mammal', group: 'lemming', habitats: ['tundra'] },
  { name: 'Mongoose', kind: 'mammal', group: 'mongoose', habitats: ['tropical', 'forest'] },
  { name: 'Monk seal', kind: 'mammal', group: 'seal', habitats: ['ocean', 'tropical'] },
  { name: 'American marten', kind: 'mammal', group: 'marten', habitats: ['forest', 'mountains'] },
  { name: 'Wild burro', kind: 'mammal', group: 'burro', habitats: ['desert'] },
  { name: 'Coati', kind: 'mammal', group: 'coati', habitats: ['desert', 'forest', 'mountains'] },
  { name: 'Ringtail', kind: 'mammal', group: 'ringtail', habitats: ['desert', 'mountains'] },
  { name: 'Kangaroo rat', kind: 'mammal', group: 'kangaroo rat', habitats: ['desert', 'grassland'] },
  { name: 'Sea otter', kind: 'mammal', group: 'otter', habitats: ['ocean'] },
  { name: 'River otter', kind: 'mammal', group: 'otter', habitats: ['river', 'wetland'] },
  { name: 'Humpback whale', kind: 'mammal', group: 'whale', habitats: ['ocean'] },
  { name: 'Gray whale', kind: 'mammal', group: 'whale', habitats: ['ocean'] },
  { name: 'Orca', kind: 'mammal', group: 'whale', habitats: ['ocean'] },
  { name: 'Blue whale', kind: 'mammal', group: 'whale', habitats: ['ocean'] },
  { name: 'Sperm whale', kind: 'mammal', group: 'whale', habitats: ['ocean', 'tropical'] },
  { name: 'Minke whale', kind: 'mammal', group: 'whale', habitats: ['ocean'] },
  { name: 'Right whale', kind: 'mammal', group: 'whale', habitats: ['ocean'] },
  { name: 'Harbor porpoise', kind: 'mammal', group: 'dolphin', habitats: ['ocean'] },
  { name: 'Narwhal', kind: 'mammal', group: 'narwhal', habitats: ['ocean', 'tundra'] },
  { name: 'Northern fur seal', kind: 'mammal', group: 'seal', habitats: ['ocean'] },
  { name: 'Spinner dolphin', kind: 'mammal', group: 'dolphin', habitats: ['ocean', 'tropical'] },
  { name: 'Bottlenose dolphin', kind: 'mammal', group: 'dolphin', habitats: ['ocean', 'tropical'] },
  { name: 'Harbor seal', kind: 'mammal', group: 'seal', habitats: ['ocean'] },
  { name: 'Elephant seal', kind: 'mammal', group: 'seal', habitats: ['ocean'] },
  { name: 'Steller sea lion', kind: 'mammal', group: 'sea lion', habitats: ['ocean'] },
  { name: 'Striped skunk', kind: 'mammal', group: 'skunk', habitats: ['forest', 'grassland'] },
  { name: 'Opossum', kind: 'mammal', group: 'opossum', habitats: ['forest', 'wetland'] },
  { name: 'Eastern gray squirrel', kind: 'mammal', group: 'squirrel', habitats: ['forest'] },
  { name: 'Porcupine', kind: 'mammal', group: 'porcupine', habitats: ['forest', 'mountains'] },
  { name: 'American badger', kind: 'mammal', group: 'badger', habitats: ['grassland', 'desert'] },
  { name: 'Snowshoe hare', kind: 'mammal', group: 'hare', habitats: ['forest', 'mountains', 'tundra'] },
  { name: 'Black-tailed jackrabbit', kind: 'mammal', group: 'hare', habitats: ['desert', 'grassland'] },
  { name: 'Jaguar', kind: 'mammal', group: 'wild cat', habitats: ['desert', 'forest'] },
  { name: 'Gray fox', kind: 'mammal', group: 'fox', habitats: ['forest', 'desert'] },
  // Birds
  { name: 'Greater roadrunner', kind: 'bird', group: 'roadrunner', habitats: ['desert', 'grassland'] },
  { name: 'Roseate spoonbill', kind: 'bird', group: 'spoonbill', habitats: ['wetland', 'ocean', 'tropical'] },
  { name: 'American flamingo', kind: 'bird', group: 'flamingo', habitats: ['wetland', 'ocean', 'tropical'] },
  { name: 'Wood stork', kind: 'bird', group: 'stork', habitats: ['wetland'] },
  { name: 'Anhinga', kind: 'bird', group: 'anhinga', habitats: ['wetland', 'river'] },
  { name: 'Limpkin', kind: 'bird', group: 'limpkin', habitats: ['wetland'] },
  { name: 'Tufted puffin', kind: 'bird', group: 'puffin', habitats: ['ocean', 'tundra'] },
  { name: 'Horned puffin', kind: 'bird', group: 'puffin', habitats: ['ocean', 'tundra'] },
  { name: 'Willow ptarmigan', kind: 'bird', group: 'ptarmigan', habitats: ['tundra'] },
  { name: 'White-tailed ptarmigan', kind: 'bird', group: 'ptarmigan', habitats: ['mountains', 'tundra'] },
  { name: 'Northern cardinal', kind: 'bird', group: 'cardinal', habitats: ['forest', 'wetland'] },
  { name: 'Blue jay', kind: 'bird', group: 'jay', habitats: ['forest'] },
  { name: 'Black-billed magpie', kind: 'bird', group: 'magpie', habitats: ['grassland', 'mountains'] },
  { name: "Clark's nutcracker", kind: 'bird', group: 'nutcracker', habitats: ['mountains', 'forest'] },
  { name: 'American dipper', kind: 'bird', group: 'dipper', habitats: ['mountains', 'river'] },
  { name: 'Ruby-throated hummingbird', kind: 'bird', group: 'hummingbird', habitats: ['forest'] },
  { name: 'Pileated woodpecker', kind: 'bird', group: 'woodpecker', habitats: ['forest'] },
  { name: 'Magnificent frigatebird', kind: 'bird', group: 'frigatebird', habitats: ['ocean', 'tropical'] },
  { name: 'White-tailed tropicbird', kind: 'bird', group: 'tropicbird', habitats: ['ocean', 'tropical'] },
  { name: 'Brown noddy', kind: 'bird', group: 'noddy', habitats: ['ocean', 'tropical'] },
  { name: 'Brown booby', kind: 'bird', group: 'booby', habitats: ['ocean', 'tropical'] },
  { name: 'ʻApapane', kind: 'bird', group: 'honeycreeper', habitats: ['forest', 'tropical'] },
  { name: 'Bananaquit', kind: 'bird', group: 'bananaquit', habitats: ['forest', 'tropical'] },
  { name: 'Greater prairie-chicken', kind: 'bird', group: 'prairie-chicken', habitats: ['grassland'] },
  { name: "Gambel's quail", kind: 'bird', group: 'quail', habitats: ['desert'] },
  { name: 'Greater sage-grouse', kind: 'bird', group: 'grouse', habitats: ['grassland', 'desert'] },
  { name: 'Razorbill', kind: 'bird', group: 'razorbill', habitats: ['ocean'] },
  { name: 'Black-footed albatross', kind: 'bird', group: 'albatross', habitats: ['ocean', 'tropical'] },
  { name: 'Great kiskadee', kind: 'bird', group: 'kiskadee', habitats: ['river', 'wetland', 'desert'] },
  { name: 'Plain chachalaca', kind: 'bird', group: 'chachalaca', habitats: ['forest', 'desert'] },
  { name: 'Crested caracara', kind: 'bird', group: 'caracara', habitats: ['grassland', 'desert'] },
  { name: 'Pyrrhuloxia', kind: 'bird', group: 'pyrrhuloxia', habitats: ['desert'] },
  { name: 'Black skimmer', kind: 'bird', group: 'skimmer', habitats: ['ocean', 'wetland'] },
  { name: 'Common murre', kind: 'bird', group: 'murre', habitats: ['ocean', 'tundra'] },
  { name: 'Northern gannet', kind: 'bird', group: 'gannet', habitats: ['ocean'] },
  { name: 'Chukar', kind: 'bird', group: 'chukar', habitats: ['desert', 'mountains'] },
  { name: 'Swallow-tailed kite', kind: 'bird', group: 'kite', habitats: ['wetland', 'forest'] },
  { name: 'Snail kite', kind: 'bird', group: 'kite', habitats: ['wetland'] },
  { name: 'American woodcock', kind: 'bird', group: 'woodcock', habitats: ['forest', 'wetland'] },
  // Reptiles
  { name: 'American alligator', kind: 'reptile', group: 'crocodilian', habitats: ['wetland', 'river'] },
  { name: 'American crocodile', kind: 'reptile', group: 'crocodilian', habitats: ['wetland', 'ocean', 'tropical'] },
  { name: 'Desert tortoise', kind: 'reptile', group: 'tortoise', habitats: ['desert'] },
  { name: 'Gopher tortoise', kind: 'reptile', group: 'tortoise', habitats: ['forest', 'grassland'] },
  { name: 'Chuckwalla', kind: 'reptile', group: 'chuckwalla', habitats: ['desert'] },
  { name: 'Green iguana', kind: 'reptile', group: 'iguana', habitats: ['tropical', 'wetland'] },
  { name: 'Collared lizard', kind: 'reptile', group: 'lizard', habitats: ['desert', 'grassland'] },
  { name: 'Horned lizard', kind: 'reptile', group: 'lizard', habitats: ['desert', 'grassland'] },
  { name: 'Western diamondback rattlesnake', kind: 'reptile', group: 'rattlesnake', habitats: ['desert'] },
  { name: 'Timber rattlesnake', kind: 'reptile', group: 'rattlesnake', habitats: ['forest', 'mountains'] },
  { name: 'Sidewinder', kind: 'reptile', group: 'rattlesnake', habitats: ['desert'] },
  { name: 'Cottonmouth', kind: 'reptile', group: 'cottonmouth', habitats: ['wetland', 'river'] },
  { name: 'Green sea turtle', kind: 'reptile', group: 'sea turtle', habitats: ['ocean', 'tropical'] },
  { name: 'Loggerhead sea turtle', kind: 'reptile', group: 'sea turtle', habitats: ['ocean'] },
  { name: 'Eastern box turtle', kind: 'reptile', group: 'box turtle', habitats: ['forest'] },
  { name: 'Green anole', kind: 'reptile', group: 'lizard', habitats: ['forest', 'wetland', 'tropical'] },
  { name: 'Coral snake', kind: 'reptile', group: 'coral snake', habitats: ['forest', 'desert'] },
  { name: 'Copperhead', kind: 'reptile', group: 'copperhead', habitats: ['forest'] },
  { name: 'Leatherback sea turtle', kind: 'reptile', group: 'sea turtle', habitats: ['ocean', 'tropical'] },
  { name: 'Eastern indigo snake', kind: 'reptile', group: 'indigo snake', habitats: ['forest', 'wetland'] },
  { name: 'Diamondback terrapin', kind: 'reptile', group: 'terrapin', habitats: ['wetland', 'ocean'] },
  // Amphibians
  { name: 'Hellbender', kind: 'amphibian', group: 'salamander', habitats: ['river', 'mountains'] },
  { name: 'Tiger salamander', kind: 'amphibian', group: 'salamander', habitats: ['grassland', 'forest'] },
  { name: 'Rough-skinned newt', kind: 'amphibian', group: 'salamander', habitats: ['forest', 'river'] },
  // Fish
  { name: 'Nurse shark', kind: 'fish', group: 'shark', habitats: ['ocean', 'tropical'] },
  { name: 'Hammerhead shark', kind: 'fish', group: 'shark', habitats: ['ocean', 'tropical'] },
  { name: 'Goliath grouper', kind: 'fish', group: 'grouper', habitats: ['ocean', 'tropical'] },
  { name: 'Parrotfish', kind: 'fish', group: 'parrotfish', habitats: ['ocean', 'tropical'] },
  { name: 'Blue tang', kind: 'fish', group: 'tang', habitats: ['ocean', 'tropical'] },
  { name: 'Garibaldi', kind: 'fish', group: 'garibaldi', habitats: ['ocean'] },
  { name: 'Spotted eagle ray', kind: 'fish', group: 'ray', habitats: ['ocean', 'tropical'] },
  { name: 'Sheefish', kind: 'fish', group: 'sheefish', habitats: ['river', 'tundra'] },
  { name: 'Sockeye salmon', kind: 'fish', group: 'salmon', habitats: ['river', 'ocean'] },
  { name: 'Coho salmon', kind: 'fish', group: 'salmon', habitats: ['river', 'ocean', 'forest'] },
  { name: 'Rainbow trout', kind: 'fish', group: 'trout', habitats: ['river', 'mountains'] },
  { name: 'Longnose gar', kind: 'fish', group: 'gar', habitats: ['river', 'wetland'] },
  { name: 'Eyeless cavefish', kind: 'fish', group: 'cavefish', habitats: ['cave'] },
  { name: 'Desert pupfish', kind: 'fish', group: 'pupfish', habitats: ['desert'] },
  { name: 'Paddlefish', kind: 'fish', group: 'paddlefish', habitats: ['river'] },
  { name: 'Lake sturgeon', kind: 'fish', group: 'sturgeon', habitats: ['river'] },
  { name: 'Moray eel', kind: 'fish', group: 'eel', habitats: ['ocean', 'tropical'] },
  { name: 'Lionfish', kind: 'fish', group: 'lionfish', habitats: ['ocean', 'tropical'] },
  { name: 'Barracuda', kind: 'fish', group: 'barracuda', habitats: ['ocean', 'tropical'] },
  { name: 'Seahorse', kind: 'fish', group: 'seahorse', habitats: ['ocean'] },
  { name: 'Manta ray', kind: 'fish', group: 'ray', habitats: ['ocean', 'tropical'] },
  { name: 'Halibut', kind: 'fish', group: 'halibut', habitats: ['ocean'] },
  { name: 'Tarpon', kind: 'fish', group: 'tarpon', habitats: ['ocean', 'river', 'tropical'] },
  { name: 'Alligator gar', kind: 'fish', group: 'gar', habitats: ['river', 'wetland'] },
  { name: 'Bowfin', kind: 'fish', group: 'bowfin', habitats: ['river', 'wetland'] },
  { name: 'Chinook salmon', kind: 'fish', group: 'salmon', habitats: ['river', 'ocean'] },
  { name: 'Swordfish', kind: 'fish', group: 'swordfish', habitats: ['ocean'] },
  { name: 'Sailfish', kind: 'fish', group: 'sailfish', habitats: ['ocean', 'tropical'] },
  { name: 'Great white shark', kind: 'fish', group: 'shark', habitats: ['ocean'] },
  { name: 'Triggerfish', kind: 'fish', group: 'triggerfish', habitats: ['ocean', 'tropical'] },
  { name: 'Mahi-mahi', kind: 'fish', group: 'mahi-mahi', habitats: ['ocean', 'tropical'] },
  { name: 'Pufferfish', kind: 'fish', group: 'pufferfish', habitats: ['ocean', 'tropical'] },
  { name: 'Flounder', kind: 'fish', group: 'flounder', habitats: ['ocean'] },
  // Sea life
  { name: 'Sea star', kind: 'sea-life', group: 'sea star', habitats: ['ocean'] },
  { name: 'Spiny lobster', kind: 'sea-life', group: 'lobster', habitats: ['ocean', 'tropical'] },
  { name: 'Giant clam', kind: 'sea-life', group: 'giant clam', habitats: ['ocean', 'tropical'] },
  { name: 'Octopus', kind: 'sea-life', group: 'octopus', habitats: ['ocean'] },
  { name: 'Sea urchin', kind: 'sea-life', group: 'sea urchin', habitats: ['ocean'] },
  { name: 'Horseshoe crab', kind: 'sea-life', group: 'crab', habitats: ['ocean'] },
  { name: 'Sea anemone', kind: 'sea-life', group: 'sea anemone', habitats: ['ocean'] },
  { name: 'Sand dollar', kind: 'sea-life', group: 'sand dollar', habitats: ['ocean'] },
  { name: 'Blue crab', kind: 'sea-life', group: 'crab', habitats: ['ocean', 'wetland'] },
  { name: 'Hermit crab', kind: 'sea-life', group: 'crab', habitats: ['ocean', 'tropical'] },
  { name: 'Brain coral', kind: 'sea-life', group: 'coral', habitats: ['ocean', 'tropical'] },
  { name: 'Squid', kind: 'sea-life', group: 'squid', habitats: ['ocean'] },
  { name: 'Sea cucumber', kind: 'sea-life', group: 'sea cucumber', habitats: ['ocean'] },
  { name: 'Queen conch', kind: 'sea-life', group: 'conch', habitats: ['ocean', 'tropical'] },
]
