/**
 * How a story may meet each catalogue animal: its name as a sentence uses it, its group (which decides
 * what it is seen doing), whether it can be watched by day, only from afar, only by its tracks, or
 * not at all, and the true call a mystery can be built on. Nothing here adds a fact about a park.
 */
import type { Animal } from '~/data/park-types'

export type AnimalGroup =
  | 'big-hoofed'
  | 'climber'
  | 'deer'
  | 'javelina'
  | 'bear'
  | 'wolf'
  | 'wild-dog'
  | 'small-mammal'
  | 'night-rodent'
  | 'river-mammal'
  | 'sea-mammal'
  | 'whale'
  | 'bat'
  | 'raptor'
  | 'owl'
  | 'corvid'
  | 'songbird'
  | 'woodpecker'
  | 'water-bird'
  | 'wader'
  | 'seabird'
  | 'ground-bird'
  | 'fish'
  | 'salmon'
  | 'reef-fish'
  | 'shark'
  | 'sea-life'
  | 'sea-turtle'
  | 'turtle'
  | 'lizard'
  | 'croc'
  | 'frog'
  | 'salamander'
  | 'butterfly'
  | 'firefly'
  | 'beetle'
  | 'bee'
  | 'cave-animal'
  | 'hidden'

/** day: watched by day; far: only from a safe distance (bears, wolves); tracks: only signs of it; never: only talked about. */
export type Visibility = 'day' | 'far' | 'tracks' | 'never'

export interface AnimalCall {
  /** The sound written out: "Rat-a-tat-tat!" */
  noise: string
  /** The sound in words: "a fast rat-a-tat, like a tiny drum" */
  words: string
  /** How the animal is seen making it: "hammered its beak against the wood" */
  reveal: string
}

export interface AnimalInfo {
  source: Animal
  /** As it reads mid-sentence: "kit fox", "American black bear", "nēnē". */
  name: string
  /** "a kit fox" */
  a: string
  /** "kit foxes" */
  plural: string
  group: AnimalGroup
  visibility: Visibility
  /** Leaves tracks a child can find in mud, sand or snow. */
  tracks: boolean
  /** Lives in or on the water. */
  water: boolean
  /** Big enough that the story gives it room, with a safety line. */
  big: boolean
  call: AnimalCall | null
  /** Lower-case words that name it in a sentence. */
  keys: string[]
}

/** Words that keep their capital mid-sentence (places and people in animal names). */
const PROPER_WORDS = new Set(
  "American Apache Arctic Carolina Steller Bonneville Brazilian California Canada Colima Colorado Dall Florida Gila Hawaiian Indiana Jamaican Kamehameha Mexican Olympic Ord's Pacific Roosevelt Samoa Schaus Shenandoah Sierran Steller's Townsend's Utah Yellowstone Yosemite Blanding's Clark's Cascade Caribbean".split(' '),
)

/** Place names at the start of an animal's name. */
const PROPER_PREFIXES = ['Great Sand Dunes', 'Great Basin', 'Grand Canyon', 'Salt Creek', 'Sierra Nevada', 'West Indian']

function commonName(raw: string) {
  const prefix = PROPER_PREFIXES.find((p) => raw.startsWith(`${p} `))
  const rest = prefix ? raw.slice(prefix.length + 1) : raw
  const words = rest.split(' ').map((word) => {
    if (PROPER_WORDS.has(word)) return word
    // Hawaiian names keep their letters; everything else is lower case mid-sentence.
    return word.toLowerCase()
  })
  return prefix ? `${prefix} ${words.join(' ')}` : words.join(' ')
}

const NO_PLURAL = /(moose|sheep|deer|bison|elk|caribou|salmon|trout|fish|bass|pike|walleye|grayling|sheefish|gar|chub|pikeminnow|nēnē|ʻapapane|ʻiʻiwi|pueo|ʻio|ʻoʻopu|ʻuaʻu)$/i

export function pluralOf(name: string) {
  if (NO_PLURAL.test(name)) return name
  if (/goose$/.test(name)) return name.replace(/goose$/, 'geese')
  if (/mouse$/.test(name)) return name.replace(/mouse$/, 'mice')
  if (/wolf$/.test(name)) return name.replace(/wolf$/, 'wolves')
  if (/(s|sh|ch|x)$/.test(name)) return `${name}es`
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`
  return `${name}s`
}

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f\u02bb'’]/g, '')

export function articleFor(phrase: string) {
  // The letter U is said "you": "a U shape", "a U-shaped valley".
  if (/^U(\b|-)/.test(plain(phrase))) return 'a'
  const word = plain(phrase).toLowerCase()
  if (/^(uni|use|usu|uta|ute|one|once|eu|ewe|ua|unesco)/.test(word)) return 'a'
  if (/^(hour|honest|honor)/.test(word)) return 'an'
  return /^[aeiou]/.test(word) ? 'an' : 'a'
}

export const withArticle = (phrase: string) => `${articleFor(phrase)} ${phrase}`

function groupOf(name: string, kind: Animal['kind']): AnimalGroup {
  const n = name.toLowerCase()
  if (/rattlesnake|gila monster|tarantula hawk/.test(n)) return 'hidden'
  if (/shark/.test(n)) return 'shark'
  if (/alligator|crocodile/.test(n)) return 'croc'
  if (kind === 'mammal') {
    if (/bat\b|flying fox/.test(n)) return 'bat'
    if (/whale|orca|dolphin/.test(n)) return 'whale'
    if (/seal|sea lion|manatee|sea otter/.test(n)) return 'sea-mammal'
    if (/otter|beaver/.test(n)) return 'river-mammal'
    if (/bear/.test(n)) return 'bear'
    if (/wolf/.test(n)) return 'wolf'
    if (/mountain lion|panther|wolverine|bobcat|ringtail|ferret|marten/.test(n)) return 'hidden'
    if (/coyote|fox/.test(n)) return 'wild-dog'
    if (/bison|moose|elk|caribou|horse/.test(n)) return 'big-hoofed'
    if (/sheep|goat/.test(n)) return 'climber'
    if (/deer|pronghorn/.test(n)) return 'deer'
    if (/javelina/.test(n)) return 'javelina'
    if (/kangaroo rat|pocket mouse/.test(n)) return 'night-rodent'
    return 'small-mammal'
  }
  if (kind === 'bird') {
    if (/owl|pueo/.test(n)) return 'owl'
    if (/eagle|hawk|falcon|condor|ʻio\b/.test(n)) return 'raptor'
    if (/raven|jay|nutcracker/.test(n)) return 'corvid'
    if (/heron|stork|spoonbill|crane|anhinga/.test(n)) return 'wader'
    if (/nēnē|turkey|roadrunner|ptarmigan/.test(n)) return 'ground-bird'
    if (/duck|goose|swan|loon|mallard/.test(n)) return 'water-bird'
    if (/pelican|tern|noddy|frigatebird|tropicbird|puffin|petrel|murrelet|gull|ʻuaʻu/.test(n)) return 'seabird'
    if (/woodpecker/.test(n)) return 'woodpecker'
    return 'songbird'
  }
  if (kind === 'fish') {
    if (/cavefish/.test(n)) return 'cave-animal'
    if (/salmon/.test(n)) return 'salmon'
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
    if (/butterfly|swallowtail/.test(n)) return 'butterfly'
    if (/beetle/.test(n)) return 'beetle'
    if (/\bbee/.test(n)) return 'bee'
  }
  return 'hidden'
}

function visibilityOf(name: string, group: AnimalGroup): Visibility {
  const n = name.toLowerCase()
  if (group === 'hidden') return /bobcat|wolverine/.test(n) ? 'tracks' : 'never'
  if (group === 'bat') return /flying fox/.test(n) ? 'day' : 'never'
  if (group === 'firefly') return 'never'
  if (group === 'night-rodent' || /kit fox|swift fox/.test(n)) return 'tracks'
  if (group === 'bear' || group === 'wolf') return 'far'
  if (/ʻuaʻu|petrel|murrelet|spotted owl|eyeless/.test(n)) return 'never'
  return 'day'
}

const TRACK_GROUPS: AnimalGroup[] = ['big-hoofed', 'climber', 'deer', 'javelina', 'bear', 'wolf', 'wild-dog', 'small-mammal', 'night-rodent', 'river-mammal', 'ground-bird', 'wader', 'turtle', 'lizard', 'croc', 'beetle']
const WATER_GROUPS: AnimalGroup[] = ['river-mammal', 'sea-mammal', 'whale', 'water-bird', 'wader', 'seabird', 'fish', 'salmon', 'reef-fish', 'shark', 'sea-life', 'sea-turtle', 'croc', 'frog']

/** Calls that are true to the species, keyed by a pattern on the lower-case name. */
const CALLS: [RegExp, AnimalCall][] = [
  [/barred owl/, { noise: 'Who cooks for you, who cooks for you-all?', words: 'a hooting call that sounded like "Who cooks for you?"', reveal: 'puffed out its throat and hooted' }],
  [/woodpecker/, { noise: 'Rat-a-tat-tat, rat-a-tat-tat!', words: 'a fast rat-a-tat-tat, like a tiny drum', reveal: 'hammered its beak against the wood' }],
  [/common raven/, { noise: 'Kraa, kraa!', words: 'a deep, croaking "kraa, kraa"', reveal: 'opened its big black beak and croaked' }],
  [/steller's jay/, { noise: 'Shook-shook-shook!', words: 'a loud, scratchy "shook-shook-shook"', reveal: 'raised its pointed crest and called' }],
  [/cactus wren/, { noise: 'Cha-cha-cha-cha-cha!', words: 'a scratchy "cha-cha-cha," like a car that would not start', reveal: 'threw back its head and sang its scratchy song' }],
  [/carolina wren/, { noise: 'Teakettle, teakettle, teakettle!', words: 'a loud, ringing song that sounded like "teakettle, teakettle"', reveal: 'lifted its tiny tail and sang' }],
  [/american robin/, { noise: 'Cheerily, cheer-up, cheerio!', words: 'a bubbly song that sounded like "cheerily, cheer-up"', reveal: 'puffed out its orange chest and sang' }],
  [/prothonotary warbler/, { noise: 'Sweet-sweet-sweet-sweet!', words: 'a bright, ringing "sweet-sweet-sweet"', reveal: 'opened its beak and sang' }],
  [/american dipper/, { noise: 'Tweedle-tweedle-dee!', words: 'a bubbly, tumbling song', reveal: 'bobbed up and down on a wet rock and sang' }],
  [/common loon/, { noise: 'Oooo-ah-ooooo!', words: 'a long, wavering call, like someone laughing far away', reveal: 'stretched out its neck and called' }],
  [/sandhill crane/, { noise: 'Garoo-oo-oo, garoo-oo-oo!', words: 'a loud, rattling "garoo-oo-oo"', reveal: 'lifted its long neck and called' }],
  [/canada goose/, { noise: 'Honk, honk, honk!', words: 'a loud, cheerful honking', reveal: 'stretched out its neck and honked' }],
  [/trumpeter swan/, { noise: 'Hoo-hoo, hoo-hoo!', words: 'a deep call, like someone playing a toy trumpet', reveal: 'raised its long white neck and called' }],
  [/mallard/, { noise: 'Quack, quack, quack!', words: 'a loud, happy quacking', reveal: 'waggled its tail and quacked' }],
  [/red-tailed hawk/, { noise: 'Kee-eeeer!', words: 'a raspy, screaming "kee-eeeer"', reveal: 'circled overhead and called' }],
  [/bald eagle/, { noise: 'Kleek-kik-ik-ik!', words: 'a high, chirpy whistle', reveal: 'opened its yellow beak and whistled' }],
  [/wild turkey/, { noise: 'Gobble-gobble-gobble!', words: 'a loud, wobbly "gobble-gobble"', reveal: 'puffed up its feathers and gobbled' }],
  [/roadrunner/, { noise: 'Coo, coo, coo!', words: 'a slow, soft cooing', reveal: 'lowered its head and cooed' }],
  [/nutcracker/, { noise: 'Kraaa, kraaa!', words: 'a harsh, grating "kraaa"', reveal: 'opened its long beak and called' }],
  [/willow ptarmigan/, { noise: 'Go-back, go-back, go-back!', words: 'a croaky call that sounded like "go-back, go-back"', reveal: 'lifted its head and called' }],
  [/coyote/, { noise: 'Yip-yip-yip-ahoooo!', words: 'a burst of yips and a long, wavering howl', reveal: 'lifted its nose and howled' }],
  [/\belk\b/, { noise: 'Eeee-oooo-eeee!', words: 'a high, whistling call', reveal: 'lifted its head and called' }],
  [/prairie dog/, { noise: 'Chirp-chirp, chirp-chirp!', words: 'quick, chirpy barks', reveal: 'stood up tall on its back legs and barked' }],
  [/pika/, { noise: 'Eeep, eeep!', words: 'a tiny, squeaky "eeep"', reveal: 'sat on a rock and squeaked' }],
  [/marmot/, { noise: 'Wheeet!', words: 'a sharp, high whistle', reveal: 'sat up on a rock and whistled' }],
  [/california sea lion/, { noise: 'Ork, ork, ork!', words: 'loud, honking barks', reveal: 'lifted its head and barked' }],
  [/bison/, { noise: 'Hrrrumph!', words: 'a deep, rumbling grunt', reveal: 'lifted its shaggy head and grunted' }],
  [/spring peeper/, { noise: 'Peep, peep, peep!', words: 'a chorus of tiny, bright peeps', reveal: 'puffed out its throat like a little balloon and peeped' }],
  [/pacific chorus frog|sierran treefrog/, { noise: 'Ribbit, ribbit!', words: 'a cheerful "ribbit, ribbit"', reveal: 'puffed out its throat like a little balloon and called' }],
  [/canyon tree frog/, { noise: 'Baa-aa-aa-aa!', words: 'a bleating call, almost like a baby sheep', reveal: 'puffed out its throat and called' }],
  [/red-spotted toad|yosemite toad/, { noise: 'Trrrrrrrr!', words: 'a long, high, musical trill', reveal: 'puffed out its throat and trilled' }],
]

export function animalInfo(animal: Animal): AnimalInfo {
  const match = animal.name.match(/^(.*?)\s*\(([^)]+)\)\s*$/)
  const rawName = match ? match[1] : animal.name
  const gloss = match ? match[2] : null
  let name = commonName(rawName)
  if (/bees$/i.test(name)) name = name.replace(/bees$/i, 'bee')
  const group = groupOf(rawName, animal.kind)
  const lower = rawName.toLowerCase()
  const keys = [...new Set([name.toLowerCase(), lower, ...(gloss ? [gloss.toLowerCase()] : [])])]
  return {
    source: animal,
    name,
    a: withArticle(name),
    plural: pluralOf(name),
    group,
    visibility: visibilityOf(rawName, group),
    tracks: TRACK_GROUPS.includes(group),
    water: WATER_GROUPS.includes(group),
    big: ['big-hoofed', 'bear', 'wolf', 'croc'].includes(group),
    call: CALLS.find(([pattern]) => pattern.test(lower))?.[1] ?? null,
    keys,
  }
}

/** Names whose last word alone would be wrong ("a lion" for a sea lion). */
const KEEP_WHOLE = /\b(sea lions?|prairie dogs?|mountain lions?|gila monsters?|sea stars?|sea urchins?|sea cucumbers?|sea anemones?|sea slugs?)$/i

/** The short name a story uses once an animal has been named: "the lizard" for the greater short-horned lizard. */
export function shortName(animal: AnimalInfo): { name: string; plural: string } | null {
  const whole = animal.name.match(KEEP_WHOLE)
  const name = whole ? whole[0] : animal.name.split(' ').at(-1)!
  const plural = whole ? (animal.plural.match(KEEP_WHOLE)?.[0] ?? animal.plural) : animal.plural.split(' ').at(-1)!
  if (name.toLowerCase() === animal.name.toLowerCase()) return null
  return { name: name.toLowerCase() === name ? name : name, plural }
}
