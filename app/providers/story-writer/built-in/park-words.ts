/**
 * Turns a catalogue park into words a story can use: animal names with the right article, what an
 * animal is like to watch, how a feature is approached, how long and how hard a trail is. Nothing
 * here adds a fact about a park: it only reshapes what the catalogue says.
 */
import type { Animal, GeologyFeature, Park, Scenery, Trail } from '~/data/park-types'
import { lowerFirst, milesAdjective, milesText, withArticle } from './text'

export type AnimalGroup =
  | 'hoofed'
  | 'small-mammal'
  | 'wild-dog'
  | 'shy-hunter'
  | 'bat'
  | 'sea-mammal'
  | 'river-mammal'
  | 'raptor'
  | 'owl'
  | 'wader'
  | 'water-bird'
  | 'seabird'
  | 'ground-bird'
  | 'woodpecker'
  | 'songbird'
  | 'fish'
  | 'reef-fish'
  | 'cave-animal'
  | 'sea-life'
  | 'sea-turtle'
  | 'turtle'
  | 'lizard'
  | 'frog'
  | 'salamander'
  | 'butterfly'
  | 'firefly'
  | 'beetle'
  | 'bee'
  | 'hidden'

/** A call the story can describe and resolve in the mystery-sound plot. */
export interface AnimalCall {
  /** What the children hear, written as a sound: "Rat-a-tat-tat!" */
  noise: string
  /** The sound in words for older readers: "a fast rat-a-tat-tat, like a tiny drum" */
  words: string
  /** Where it seems to come from: "from high in the trees" */
  from: string
  /** How the animal is seen making it: "tapped its beak against a branch" */
  reveal: string
}

export interface AnimalInfo {
  source: Animal
  /** The name as it reads mid-sentence: "kit fox", "American black bear", "nēnē". */
  name: string
  /** What a name in brackets explains: "Hawaiian goose". */
  gloss: string | null
  group: AnimalGroup
  /** "a kit fox" */
  a: string
  /** "the kit fox" */
  the: string
  call: AnimalCall | null
  /** Words in a child's choice that point to this animal. */
  keys: string[]
}

export type FeatureType = 'history' | 'cave' | 'ice' | 'volcano' | 'geyser' | 'water' | 'coast' | 'dune' | 'overlook' | 'canyon' | 'peak' | 'rock' | 'layer' | 'place'

export interface FeatureInfo {
  source: GeologyFeature
  name: string
  /** Another name given in brackets, e.g. "Clingmans Dome". */
  gloss: string | null
  /** Mid-sentence reference: "Old Faithful", "the Colorado River", "the Narrows". */
  ref: string
  /** Sentence-start reference. */
  Ref: string
  type: FeatureType
  /** One sentence built from the catalogue description: "Balanced Rock is a boulder ..." */
  about: string
  /** The same, as someone would say it out loud (no sign); null when it quotes words itself. */
  spoken: string | null
  /** A cave the story may walk into; some are closed or are only a hole in the ground. */
  enterable: boolean
  /** A place a visitor can walk up to on a day out (not a far peak, a glacier or a river deep in a canyon). */
  reachable: boolean
  keys: string[]
}

export interface TrailInfo {
  source: Trail
  /** "the Delicate Arch Trail", "the Windows Loop", "the trail to High Dune on First Ridge" */
  ref: string
  Ref: string
  /** "3 miles", or null for a route with no set length. */
  length: string | null
  /** "3-mile", or null. */
  lengthAdjective: string | null
  /** Long enough that a story walks only part of it. */
  long: boolean
  keys: string[]
}

export interface ParkWords {
  park: Park
  /** "Arches", "Great Sand Dunes", "American Samoa". */
  short: string
  animals: AnimalInfo[]
  /** Animals a story can show being watched (not hidden ones). */
  watchable: AnimalInfo[]
  features: FeatureInfo[]
  trails: TrailInfo[]
  scenery: Scenery[]
  /** The park is a single human-made arch rather than wild rock. */
  builtArch: boolean
  hasWater: boolean
  /** How visitors reach a park with no road in ("a small plane", "boat"); null when they can drive. */
  arrivesBy: string | null
}

/** Parks nobody drives into, and how visitors get there. */
const NO_ROAD_IN: Record<string, string> = {
  'gates-of-the-arctic': 'a small plane',
  'kobuk-valley': 'a small plane',
  'lake-clark': 'a small plane',
  katmai: 'a small plane',
  'isle-royale': 'boat',
  'dry-tortugas': 'boat',
  'channel-islands': 'boat',
  'virgin-islands': 'ferry',
  'glacier-bay': 'a long journey',
}

function arrivesBy(park: Park): string | null {
  if (NO_ROAD_IN[park.id]) return NO_ROAD_IN[park.id]
  return /no roads|only by boat|seaplane|float plane/i.test(park.description) ? 'a long journey' : null
}

const PROPER_FIRST_WORDS = new Set([
  'american',
  'apache',
  'arctic',
  "blanding's",
  'bonneville',
  'brazilian',
  'california',
  'canada',
  'caribbean',
  'carolina',
  'cascade',
  "clark's",
  'colima',
  'colorado',
  'dall',
  'florida',
  'gila',
  'hawaiian',
  'indiana',
  'jamaican',
  'kamehameha',
  'mexican',
  'olympic',
  "ord's",
  'pacific',
  'roosevelt',
  'samoa',
  'schaus',
  'shenandoah',
  'sierran',
  'steller',
  "steller's",
  "townsend's",
  'utah',
  'yellowstone',
  'yosemite',
])

/** Catalogue names are in sentence case; mid-sentence a common name is lower case. */
function commonName(raw: string) {
  const words = raw.split(' ')
  const first = words[0].replace(/^\u02bb/, '').toLowerCase()
  if (PROPER_FIRST_WORDS.has(first)) return raw
  if (words.length > 1 && /^\p{Lu}/u.test(words[1])) return raw
  return lowerFirst(raw)
}

const splitGloss = (raw: string) => {
  const match = raw.match(/^(.*?)\s*\(([^)]+)\)\s*$/)
  return match ? { name: match[1], gloss: match[2] } : { name: raw, gloss: null }
}

function animalGroup(name: string, kind: Animal['kind']): AnimalGroup {
  const n = name.toLowerCase()
  if (/rattlesnake|gila monster|tarantula hawk|shark|crocodile|alligator|snake/.test(n)) return 'hidden'
  if (kind === 'mammal') {
    if (/\bbat\b|flying fox/.test(n)) return 'bat'
    if (/whale|dolphin|orca|seal|sea lion|manatee|sea otter/.test(n)) return 'sea-mammal'
    if (/otter|beaver/.test(n)) return 'river-mammal'
    if (/bear|wolf|mountain lion|panther|wolverine|bobcat|lynx/.test(n)) return 'shy-hunter'
    if (/coyote|fox/.test(n)) return 'wild-dog'
    if (/bison|elk|deer|moose|sheep|goat|pronghorn|caribou|horse|javelina/.test(n)) return 'hoofed'
    return 'small-mammal'
  }
  if (kind === 'bird') {
    if (/owl|pueo/.test(n)) return 'owl'
    if (/eagle|hawk|falcon|condor|\u02bbio\b|osprey/.test(n)) return 'raptor'
    if (/heron|stork|spoonbill|crane|anhinga|egret/.test(n)) return 'wader'
    if (/n\u0113n\u0113|turkey|ptarmigan|roadrunner|grouse|quail/.test(n)) return 'ground-bird'
    if (/duck|goose|swan|loon/.test(n)) return 'water-bird'
    if (/pelican|tern|noddy|frigatebird|tropicbird|puffin|murrelet|petrel|\u02bbua\u02bbu|gull/.test(n)) return 'seabird'
    if (/woodpecker/.test(n)) return 'woodpecker'
    return 'songbird'
  }
  if (kind === 'fish') {
    if (/cavefish/.test(n)) return 'cave-animal'
    if (/tang|parrotfish|garibaldi|grouper|ray\b/.test(n)) return 'reef-fish'
    return 'fish'
  }
  if (kind === 'sea-life') return 'sea-life'
  if (kind === 'reptile') {
    if (/sea turtle/.test(n)) return 'sea-turtle'
    if (/turtle|tortoise/.test(n)) return 'turtle'
    return 'lizard'
  }
  if (kind === 'amphibian') return /salamander|newt|hellbender/.test(n) ? 'salamander' : 'frog'
  if (kind === 'insect') {
    if (/cave cricket/.test(n)) return 'cave-animal'
    if (/firefly/.test(n)) return 'firefly'
    if (/butterfly|swallowtail|moth/.test(n)) return 'butterfly'
    if (/beetle/.test(n)) return 'beetle'
    if (/\bbee/.test(n)) return 'bee'
    return 'hidden'
  }
  return 'hidden'
}

/** Calls that are true to the species, keyed by a pattern on the lower-case name. */
const CALLS: [RegExp, AnimalCall][] = [
  [
    /barred owl/,
    {
      noise: 'Who cooks for you? Who cooks for you-all?',
      words: 'a hooting call that sounded just like "Who cooks for you?"',
      from: 'from high in the trees',
      reveal: 'puffed out its throat and hooted',
    },
  ],
  [/burrowing owl/, { noise: 'Coo-cooooo!', words: 'a soft, gentle "coo-cooooo"', from: 'from somewhere low on the ground', reveal: 'bobbed its head and cooed' }],
  [/owl/, { noise: 'Hoo... hoo-hoo... hoooo!', words: 'a deep, soft hooting', from: 'from high in the trees', reveal: 'puffed out its throat and hooted' }],
  [
    /woodpecker/,
    { noise: 'Rat-a-tat-tat! Rat-a-tat-tat!', words: 'a fast rat-a-tat-tat, like a tiny drum', from: 'from somewhere up high', reveal: 'hammered its beak against the wood' },
  ],
  [/raven/, { noise: 'Kraa! Kraa!', words: 'a deep, croaking "kraa, kraa"', from: 'from somewhere up high', reveal: 'opened its big black beak and croaked' }],
  [/steller's jay/, { noise: 'Shook-shook-shook!', words: 'a loud, scratchy "shook-shook-shook"', from: 'from high in the trees', reveal: 'raised its pointy crest and called' }],
  [/canada jay/, { noise: 'Whee-oo! Whee-oo!', words: 'a soft, whistling "whee-oo"', from: 'from high in the trees', reveal: 'tilted its head and whistled' }],
  [
    /cactus wren/,
    {
      noise: 'Cha-cha-cha-cha-cha!',
      words: 'a scratchy "cha-cha-cha," like a car that will not start',
      from: 'from somewhere close by',
      reveal: 'threw back its head and sang its scratchy song',
    },
  ],
  [
    /carolina wren/,
    {
      noise: 'Teakettle! Teakettle! Teakettle!',
      words: 'a loud, ringing song that sounded like "teakettle, teakettle"',
      from: 'from a tangle of bushes',
      reveal: 'lifted its tiny tail and sang',
    },
  ],
  [
    /robin/,
    {
      noise: 'Cheerily, cheer-up, cheerio!',
      words: 'a happy song that sounded like "cheerily, cheer-up"',
      from: 'from high in the trees',
      reveal: 'puffed out its orange chest and sang',
    },
  ],
  [/prothonotary warbler/, { noise: 'Sweet-sweet-sweet-sweet!', words: 'a bright, ringing "sweet-sweet-sweet"', from: 'from near the water', reveal: 'opened its beak and sang' }],
  [/dipper/, { noise: 'Tweedle-tweedle-dee!', words: 'a bubbly, tumbling song', from: 'from near the rushing water', reveal: 'bobbed up and down on a wet rock and sang' }],
  [/loon/, { noise: 'Oooo-ah-ooooo!', words: 'a long, wavering call, like someone laughing far away', from: 'from out on the water', reveal: 'stretched out its neck and called' }],
  [/sandhill crane/, { noise: 'Garoo-oo-oo! Garoo-oo-oo!', words: 'a loud, rattling "garoo-oo-oo"', from: 'from the open grass', reveal: 'lifted its long neck and called' }],
  [/canada goose/, { noise: 'Honk! Honk! Honk!', words: 'a loud, cheerful honking', from: 'from near the water', reveal: 'stretched out its neck and honked' }],
  [/n\u0113n\u0113/, { noise: 'Nay-nay! Nay-nay!', words: 'a soft, gentle "nay-nay"', from: 'from the open ground', reveal: 'lifted its head and called' }],
  [
    /trumpeter swan/,
    { noise: 'Hoo-hoo! Hoo-hoo!', words: 'a deep call, like someone playing a toy trumpet', from: 'from out on the water', reveal: 'raised its long white neck and called' },
  ],
  [/mallard/, { noise: 'Quack! Quack! Quack!', words: 'a loud, happy quacking', from: 'from near the water', reveal: 'waggled its tail and quacked' }],
  [
    /harlequin duck/,
    { noise: 'Squeak! Squeak!', words: 'a squeaky little call, almost like a mouse', from: 'from near the rushing water', reveal: 'bobbed in the water and squeaked' },
  ],
  [/red-tailed hawk/, { noise: 'Kee-eeeer!', words: 'a raspy, screaming "kee-eeeer"', from: 'from high in the sky', reveal: 'circled overhead and called' }],
  [/bald eagle/, { noise: 'Kleek-kik-ik-ik!', words: 'a high, chirpy whistle', from: 'from somewhere up high', reveal: 'opened its yellow beak and whistled' }],
  [/falcon/, { noise: 'Kak-kak-kak-kak!', words: 'a sharp "kak-kak-kak"', from: 'from high on the cliffs', reveal: 'called from its rocky ledge' }],
  [/\u02bbio\b/, { noise: 'Ee-oh! Ee-oh!', words: 'a high cry that sounded like "ee-oh"', from: 'from high in the sky', reveal: 'circled overhead and called' }],
  [/wild turkey/, { noise: 'Gobble-gobble-gobble!', words: 'a loud, wobbly "gobble-gobble"', from: 'from somewhere in the woods', reveal: 'puffed up its feathers and gobbled' }],
  [/roadrunner/, { noise: 'Coo... coo... coo...', words: 'a slow, soft cooing', from: 'from somewhere close by', reveal: 'lowered its head and cooed' }],
  [/nutcracker/, { noise: 'Kraaa! Kraaa!', words: 'a harsh, grating "kraaa"', from: 'from high in the trees', reveal: 'opened its long beak and called' }],
  [/throated swift/, { noise: 'Tee-tee-tee-tee-tee!', words: 'a shrill, twittering chatter', from: 'from high on the cliffs', reveal: 'zoomed past, chattering' }],
  [/sooty tern/, { noise: 'Wide-a-wake! Wide-a-wake!', words: 'a call that sounded like "wide-a-wake"', from: 'from above the beach', reveal: 'called as it flew' }],
  [
    /willow ptarmigan/,
    { noise: 'Go-back, go-back, go-back!', words: 'a croaky call that sounded like "go-back, go-back"', from: 'from the low bushes', reveal: 'lifted its head and called' },
  ],
  [/\u02bbi\u02bbiwi/, { noise: 'Squeeeak!', words: 'a squeaky call, like a rusty gate', from: 'from high in the trees', reveal: 'opened its curved beak and called' }],
  [/marbled murrelet/, { noise: 'Keer! Keer!', words: 'a sharp "keer, keer"', from: 'from high above the forest', reveal: 'called as it flew' }],
  [/coyote/, { noise: 'Yip-yip-yip-ahoooo!', words: 'a burst of yips and a long, wavering howl', from: 'from far across the hills', reveal: 'lifted its nose and howled' }],
  [/gray wolf/, { noise: 'Ahoooooo!', words: 'a long, low howl', from: 'from very far away', reveal: 'lifted its nose and howled' }],
  [/\belk\b/, { noise: 'Eeee-oooo-eeee!', words: 'a high, whistling call', from: 'from out in the meadow', reveal: 'lifted its head and called' }],
  [/prairie dog/, { noise: 'Chirp-chirp! Chirp-chirp!', words: 'quick, chirpy barks', from: 'from out in the grass', reveal: 'stood up tall on its back legs and barked' }],
  [/pika/, { noise: 'Eeep! Eeep!', words: 'a tiny, squeaky "eeep"', from: 'from among the rocks', reveal: 'sat on a rock and squeaked' }],
  [/marmot/, { noise: 'Wheeet!', words: 'a sharp, high whistle', from: 'from among the rocks', reveal: 'sat up on a rock and whistled' }],
  [/california sea lion/, { noise: 'Ork! Ork! Ork!', words: 'loud, honking barks', from: 'from down by the water', reveal: 'lifted its head and barked' }],
  [/bison/, { noise: 'Hrrrumph!', words: 'a deep, rumbling grunt', from: 'from out in the grass', reveal: 'lifted its shaggy head and grunted' }],
  [
    /spring peeper/,
    { noise: 'Peep! Peep! Peep!', words: 'a chorus of tiny, bright peeps', from: 'from near the water', reveal: 'puffed out its throat like a little balloon and peeped' },
  ],
  [
    /pacific chorus frog|sierran treefrog/,
    { noise: 'Ribbit! Ribbit!', words: 'a cheerful "ribbit, ribbit"', from: 'from near the water', reveal: 'puffed out its throat like a little balloon and called' },
  ],
  [/canyon tree frog/, { noise: 'Baa-aa-aa-aa!', words: 'a bleating call, almost like a baby sheep', from: 'from near the water', reveal: 'puffed out its throat and called' }],
  [/red-spotted toad|yosemite toad/, { noise: 'Trrrrrrrr!', words: 'a long, high, musical trill', from: 'from near the water', reveal: 'puffed out its throat and trilled' }],
]

function callFor(name: string): AnimalCall | null {
  const lower = name.toLowerCase()
  for (const [pattern, call] of CALLS) if (pattern.test(lower)) return call
  return null
}

function animalInfo(animal: Animal): AnimalInfo {
  const { name: rawName, gloss } = splitGloss(animal.name)
  let name = commonName(rawName)
  // The catalogue sometimes names a group ("Native bees"); the story talks about one at a time.
  if (/bees$/i.test(name)) name = name.replace(/bees$/i, 'bee')
  const group = animalGroup(rawName, animal.kind)
  const keys = [name.toLowerCase(), rawName.toLowerCase()]
  if (gloss) keys.push(gloss.toLowerCase())
  return {
    source: animal,
    name,
    gloss,
    group,
    a: withArticle(name),
    the: `the ${name}`,
    call: group === 'hidden' ? null : callFor(rawName),
    keys: [...new Set(keys)],
  }
}

const THE_LAST_WORDS = new Set([
  'river',
  'mountains',
  'range',
  'peaks',
  'dunes',
  'icefield',
  'divide',
  'wall',
  'fold',
  'forest',
  'desert',
  'reef',
  'islands',
  'fan',
  'shield',
  'caldera',
  'room',
  'mounds',
  'limestone',
  'schist',
  'peninsula',
  'fault',
  'cascade',
  'entrance',
  'courthouse',
  'dunefield',
  'petroglyphs',
  'playa',
  'pinnacles',
  'boxwork',
  'novaculite',
])

/** Words that start a feature's name but are not proper names ("Gypsum dunefield", "Boxwork"). */
const COMMON_FIRST_WORDS = new Set(['gypsum', 'boxwork', 'novaculite'])

function featureRef(name: string) {
  if (/^the /i.test(name)) return { ref: `the ${name.slice(4)}`, Ref: `The ${name.slice(4)}` }
  const last = name.split(' ').slice(-1)[0].toLowerCase()
  const needsThe = THE_LAST_WORDS.has(last) || /^(valley|pools|grand canyon) of /i.test(name)
  if (!needsThe) return { ref: name, Ref: name }
  const display = COMMON_FIRST_WORDS.has(name.split(' ')[0].toLowerCase()) ? lowerFirst(name) : name
  return { ref: `the ${display}`, Ref: `The ${display}` }
}

const HEAD_WORD_TYPES: [RegExp, FeatureType][] = [
  [/^(glacier|icefield)$/, 'ice'],
  [/^(volcano|crater|caldera|cone)$/, 'volcano'],
  [/^geyser$/, 'geyser'],
  [/^(river|lake|lakes|falls|creek|bay|sound|pools|slough|beach|cascade|pond|springs|bend)$/, 'water'],
  [/^(dune|dunes|dunefield)$/, 'dune'],
  [/^(overlook|view|point|lookout)$/, 'overlook'],
  [/^(canyon|gorge|narrows|wall|gulch|chasm)$/, 'canyon'],
  [/^(mount|peak|peaks|summit|mountain|mountains|dome|ridge|crags|range|hill|table)$/, 'peak'],
  [/^(key|island|islands|islet|reef)$/, 'coast'],
  [/^(cave|caves|cavern|room|entrance|boxwork|niagara|rotunda|misery)$/, 'cave'],
  [/^(house|palace|courthouse|petroglyphs)$/, 'history'],
  [/^(pass|flat|basin|bog|divide|fault|fan|desert|mounds|peninsula|meadows)$/, 'place'],
  [
    /^(arch|rock|rocks|bridge|hoodoos?|pinnacles|needles|spires?|cliffs?|fin|hammer|ledges|bluffs|forest|head|man|ship|mesa|schist|limestone|novaculite|shield|fold|amphitheater|landing|furnace)$/,
    'rock',
  ],
]

/** How a story approaches a feature, judged from how its description starts and the last word of its name. */
function featureType(name: string, description: string): FeatureType {
  const head = description.toLowerCase().split(/\s+/).slice(0, 8).join(' ')
  if (/dwelling|courthouse|carvings|petroglyph|stainless steel/.test(head)) return 'history'
  if (/\b(limestone|schist|shield|novaculite)$/i.test(name) || /\brock layer|layer of|bedrock\b/.test(head)) return 'layer'
  if (/fossil/.test(head)) return 'rock'
  if (/geyser|hot spring|hydrothermal|mud pots|spring water/.test(head)) return 'geyser'
  if (/\bvolcano(es)?\b|crater/.test(head)) return 'volcano'
  if (/\bdune\b/.test(head)) return 'dune'
  if (/\bglacier\b(?!-)/.test(head)) return 'ice'
  if (/waterfall/.test(head)) return 'water'
  const opening = head.split(' ').slice(0, 5).join(' ')
  if (/in the ocean/.test(head) || (/sea cave|sea arch|\breef\b|\binlet\b|\bislet\b|\bislands?\b/.test(opening) && !/sky island/.test(head))) return 'coast'
  if (/\b(overlook|lookout|viewpoint)\b/.test(head)) return 'overlook'
  if (/once filled|dry bed|comes and goes/.test(description.toLowerCase())) return 'place'
  if (/stalagmite|flowstone|underground room|passage\b|cave-like/.test(head)) return 'cave'
  const words = name.toLowerCase().split(/\s+/)
  const ofIndex = words.indexOf('of')
  const headWord = (ofIndex > 0 ? words[ofIndex - 1] : words[words.length - 1]).replace(/[^\p{L}]/gu, '')
  const byName = HEAD_WORD_TYPES.find(([pattern]) => pattern.test(headWord))
  if (byName) {
    if (byName[1] === 'water' && headWord === 'springs' && /\bhot\b/.test(name.toLowerCase())) return 'geyser'
    return byName[1]
  }
  const d = description.toLowerCase()
  if (/highest point|tallest|\bpeak\b|\bmountain\b|summit/.test(head)) return 'peak'
  if (/volcan|eruption|lava|magma|\bash\b/.test(d)) return 'volcano'
  if (/\briver\b|\blake\b|\bwater\b/.test(head)) return 'water'
  if (/\brock\b|\bcliffs?\b|boulder|granite|sandstone/.test(head)) return 'rock'
  return 'place'
}

function featureInfo(feature: GeologyFeature): FeatureInfo {
  const { name, gloss } = splitGloss(feature.name)
  const { ref, Ref } = featureRef(name)
  const description = feature.description.trim()
  const withGloss = gloss ? `${Ref}, also called ${gloss},` : Ref
  const pluralName = /(mountains|dunes|peaks|rocks|lakes|mounds|needles|ledges|pinnacles|islands|caves|meadows|crags|spires|hills|cliffs|bluffs|petroglyphs)$/i.test(name)
  const copula = /^(A|An|One)\b/.test(description) || (/^The\b/.test(description) && !pluralName)
  const about = copula ? `${withGloss} is ${lowerFirst(description)}` : `A sign told them about ${ref}${gloss ? `, also called ${gloss}` : ''}: "${description}"`
  const keys = [name.toLowerCase(), name.replace(/^the /i, '').toLowerCase()]
  if (gloss) keys.push(gloss.toLowerCase())
  const spokenText = copula ? about : `${withGloss} ${pluralName ? 'are' : 'is'} something special: ${lowerFirst(description)}`
  const spoken = spokenText.includes('"') ? null : spokenText
  const type = featureType(name, description)
  const enterable = type === 'cave' && !/only .*(permission|permit)|small hole|closed/i.test(description)
  const reachable =
    ['rock', 'overlook', 'geyser', 'dune', 'history', 'place', 'layer'].includes(type) ||
    (type === 'water' && /lake|falls|beach|creek|bay|pond|springs?|cascade|bend|pools/i.test(name)) ||
    (type === 'canyon' && !/far below|bottom/i.test(description))
  return { source: feature, name, gloss, ref, Ref, type, about, spoken, enterable, reachable, keys: [...new Set(keys)] }
}

const TRAIL_WORDS = /\b(trail|loop|path|walk|route|road|highway|promenade|tour|circuit|boardwalk|greenway|way)\b/i

function trailInfo(trail: Trail): TrailInfo {
  const name = trail.name.trim()
  let ref: string
  let Ref: string
  if (/^the /i.test(name)) {
    ref = `the ${name.slice(4)}`
    Ref = `The ${name.slice(4)}`
  } else if (TRAIL_WORDS.test(name)) {
    ref = `the ${name}`
    Ref = `The ${name}`
  } else {
    ref = `the trail to ${name}`
    Ref = `The trail to ${name}`
  }
  const miles = trail.lengthMiles
  const keys = [name.toLowerCase(), name.replace(/^the /i, '').toLowerCase()]
  const bare = name.replace(/\s+(trail|loop|path|walk)$/i, '').toLowerCase()
  if (bare.split(' ').length >= 2) keys.push(`${bare} trail`, `${bare} loop`)
  return {
    source: trail,
    ref,
    Ref,
    length: miles === null ? null : milesText(miles),
    lengthAdjective: miles === null ? null : milesAdjective(miles),
    long: miles === null || miles > 6,
    keys: [...new Set(keys)],
  }
}

export function parkShortName(name: string) {
  return name
    .replace(/^National Park of (the )?/, '')
    .replace(/ National (and State )?Parks?( and Preserve)?$/, '')
    .trim()
}

export function describePark(park: Park): ParkWords {
  const animals = park.animals.map(animalInfo)
  const features = park.geology.map(featureInfo)
  const trails = park.trails.map(trailInfo)
  const waterScenery: Scenery[] = ['lake', 'river', 'waterfall', 'coast', 'reef', 'fjord', 'island', 'swamp']
  return {
    park,
    short: parkShortName(park.name),
    animals,
    watchable: animals.filter((a) => a.group !== 'hidden'),
    features,
    trails,
    scenery: park.scenery,
    builtArch: /stainless steel|steel arch/i.test(park.description),
    arrivesBy: arrivesBy(park),
    hasWater: park.scenery.some((s) => waterScenery.includes(s)) || features.some((f) => f.type === 'water'),
  }
}

/** The difficulty of a trail in words a child of the given band understands. */
export function difficultyWord(trail: TrailInfo, young: boolean) {
  const level = trail.source.difficulty
  if (young) return level === 'easy' ? 'easy' : level === 'moderate' ? 'a little bit tricky' : 'hard'
  return level === 'easy' ? 'easy' : level === 'moderate' ? 'moderate' : 'challenging'
}
