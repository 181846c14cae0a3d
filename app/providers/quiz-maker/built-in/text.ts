import type { Park } from '~/data/park-types'
import { isPluralPlace } from '~/utils/place-grammar'

/**
 * Results kept for texts seen before: the quiz maker asks the same questions of the same catalogue
 * sentences many times, and a Worker keeps its memory between requests. Bounded, so it cannot grow
 * without end.
 */
function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key)
  if (value === undefined) {
    if (cache.size > 50_000) cache.clear()
    value = make()
    cache.set(key, value)
  }
  return value
}

const folded = new Map<string, string>()

/** Lower case without accents, ʻokina or apostrophes, so "Haleakalā" and "haleakala" compare equal. */
export function fold(text: string): string {
  return memo(folded, text, () =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\u02bb\u2018\u2019']/g, '')
      .toLowerCase(),
  )
}

const STOP_WORDS = new Set(['the', 'of', 'and', 'a', 'an', 'to', 'in', 'on', 'at', 'from', 'for', 'by', 'with'])

/** A rough singular: "arches" → "arch", "dunes" → "dune", "wolves" → "wolf", "caverns" → "cavern". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ves')) return `${word.slice(0, -3)}f`
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

const NO_WORDS: ReadonlySet<string> = new Set()
const wordLists = new WeakMap<ReadonlySet<string>, Map<string, ReadonlySet<string>>>()

/** The meaningful words of a name, folded and singular, without little words like "the" or `ignore`. */
export function nameWords(text: string, ignore: ReadonlySet<string> = NO_WORDS): ReadonlySet<string> {
  let cache = wordLists.get(ignore)
  if (!cache) {
    cache = new Map()
    wordLists.set(ignore, cache)
  }
  return memo(cache, text, () => {
    const words = fold(text)
      .split(/[^a-z0-9]+/)
      .filter((word) => word && !STOP_WORDS.has(word))
      .map(stem)
    return new Set(words.filter((word) => !ignore.has(word)))
  })
}

export function sharesWord(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const word of a) if (b.has(word)) return true
  return false
}

/**
 * Words that start with a capital letter, folded and singular: the proper names in a text. With
 * `skipSentenceStarts`, the first word of each sentence does not count ("Peregrine falcons nest…").
 */
export function capitalizedWords(text: string, skipSentenceStarts = false): ReadonlySet<string> {
  return memo(skipSentenceStarts ? properAfterStarts : proper, text, () => findCapitalizedWords(text, skipSentenceStarts))
}

const proper = new Map<string, ReadonlySet<string>>()
const properAfterStarts = new Map<string, ReadonlySet<string>>()

function findCapitalizedWords(text: string, skipSentenceStarts: boolean): ReadonlySet<string> {
  const words = new Set<string>()
  const pattern = /(?:\p{Lu}|\u02bb\p{Lu})[\p{L}\u02bb'’-]*/gu
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(0, match.index).trimEnd()
    if (skipSentenceStarts && (before === '' || /[.!?:;\n]$/.test(before))) continue
    for (const part of fold(match[0]).split(/[^a-z0-9]+/)) if (part && !STOP_WORDS.has(part)) words.add(stem(part))
  }
  return words
}

/** Does `text` contain `phrase` as whole words (case-sensitive, so "Glacier" is not "glacier")? */
export function mentions(text: string, phrase: string): boolean {
  if (!text.includes(phrase)) return false
  let pattern = phrasePatterns.get(phrase)
  if (!pattern) {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    pattern = new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'u')
    phrasePatterns.set(phrase, pattern)
  }
  const found = mentioned.get(phrase)?.get(text)
  if (found !== undefined) return found
  const result = pattern.test(text)
  let byText = mentioned.get(phrase)
  if (!byText) {
    if (mentioned.size > 5_000) mentioned.clear()
    byText = new Map()
    mentioned.set(phrase, byText)
  }
  if (byText.size < 5_000) byText.set(text, result)
  return result
}

const phrasePatterns = new Map<string, RegExp>()
const mentioned = new Map<string, Map<string, boolean>>()

/** Parks whose short name would read oddly after "in" without "the". */
const WITH_THE: Record<string, string> = {
  'american-samoa': 'the National Park of American Samoa',
  badlands: 'the Badlands',
  'channel-islands': 'the Channel Islands',
  everglades: 'the Everglades',
  'grand-canyon': 'the Grand Canyon',
  'great-smoky-mountains': 'the Great Smoky Mountains',
  'north-cascades': 'the North Cascades',
}

/**
 * Parks whose short name is also a mountain, a cave, a lake, a tree or a person, so "lives in Glacier"
 * or "lives in Theodore Roosevelt" would say something else. These keep their full name in questions.
 */
const FULL_NAME_IDS = new Set([
  'carlsbad-caverns',
  'crater-lake',
  'denali',
  'gateway-arch',
  'glacier',
  'glacier-bay',
  'grand-teton',
  'great-basin',
  'guadalupe-mountains',
  'haleakala',
  'hawaii-volcanoes',
  'hot-springs',
  'joshua-tree',
  'kings-canyon',
  'lake-clark',
  'lassen-volcanic',
  'mammoth-cave',
  'mount-rainier',
  'olympic',
  'petrified-forest',
  'rocky-mountain',
  'saguaro',
  'sequoia',
  'theodore-roosevelt',
  'virgin-islands',
  'wind-cave',
])

/** "Zion National Park" → "Zion"; names that are not "… National Park (and Preserve)" stay whole. */
export function shortName(park: Park): string {
  const match = /^(.+?) National Park( and Preserve)?$/.exec(park.name)
  if (match) return match[1]
  if (park.name.startsWith('National Park of ')) return park.name.slice('National Park of '.length)
  return park.name.replace(/ National and State Parks$/, '')
}

/**
 * How a question names the park after "in": "Zion", "the Everglades", "Glacier National Park" or
 * "Denali National Park" (the preserve around a park is left out: shorter to read aloud, still true).
 */
export function parkLabel(park: Park): string {
  if (WITH_THE[park.id]) return WITH_THE[park.id]
  if (FULL_NAME_IDS.has(park.id) || shortName(park) === park.name) return park.name.replace(/ and Preserve$/, '')
  if (park.name.startsWith('National Park of ') || park.name.endsWith('National and State Parks')) return park.name
  return shortName(park)
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** "A", "B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** First words of animal names that are proper names and keep their capital mid-sentence. */
const PROPER_FIRST_WORDS = new Set([
  'american',
  'apache',
  'arctic',
  'bonneville',
  'brazilian',
  'california',
  'canada',
  'caribbean',
  'carolina',
  'cascade',
  'colima',
  'colorado',
  'dall',
  'florida',
  'gila',
  'grand',
  'hawaiian',
  'indiana',
  'jamaican',
  'kamehameha',
  'mexican',
  'olympic',
  'pacific',
  'roosevelt',
  'salt',
  'samoa',
  'schaus',
  'shenandoah',
  'steller',
  'sierra',
  'sierran',
  'utah',
  'west',
  'yellowstone',
  'yosemite',
])

/** An animal's name as it reads mid-sentence: "the moose", "the American bison", "the Great Sand Dunes tiger beetle". */
export function animalInSentence(name: string, park: Park | undefined): string {
  const first = name.split(/[\s-]/)[0]
  const keep =
    /'s$/.test(first) ||
    PROPER_FIRST_WORDS.has(fold(first)) ||
    (park !== undefined && name.startsWith(shortName(park))) ||
    /^[A-Z]{2}/.test(name)
  return keep ? name : name.replace(/^(\u02bb?)(\p{Lu})/u, (_, okina: string, letter: string) => okina + letter.toLowerCase())
}

/** "Native bees" is already plural; almost every other catalogue name is singular. */
export function isPluralName(name: string): boolean {
  return /[^s]s$/.test(fold(name).replace(/\s*\(.*\)$/, '')) && !/(us|is)$/.test(fold(name))
}

/** "a" or "an" for the word that follows ("an ʻapapane": the ʻokina is a consonant, but English reads past it). */
export function article(next: string): string {
  return /^\u02bb?[aeiouāēīōū]/i.test(next) ? 'an' : 'a'
}

/** "an 8-mile", "a 3-mile", "an 11-mile". */
export function articleForNumber(value: number): string {
  const text = String(value)
  return /^(8|11(\D|$)|18(\D|$))/.test(text) ? 'an' : 'a'
}

export function formatMiles(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100)
}

/** Great-circle distance in miles. */
export function milesBetween(a: Park, b: Park): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180
  const dLat = toRad(b.latitude - a.latitude)
  const dLon = toRad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Everything the catalogue says about a park, for "does this park already mention that?" checks. */
export function parkText(park: Park): string {
  return [
    park.name,
    park.description,
    ...park.facts.map((fact) => fact.text),
    ...park.geology.flatMap((feature) => [feature.name, feature.description]),
    ...park.trails.map((trail) => trail.name),
    ...park.animals.map((animal) => animal.name),
  ].join(' \n ')
}

/**
 * "Denali", "the Everglades", "Theodore Roosevelt National Park": the short name unless it reads as
 * something else, for sentences that are plainly about the park as a whole.
 */
export function yearLabel(park: Park) {
  if (park.id === 'redwood') return 'Redwood National Park'
  if (park.id === 'theodore-roosevelt' || park.id === 'virgin-islands') return park.name
  const label = parkLabel(park)
  return label.startsWith('the ') || shortName(park) === park.name ? label : shortName(park)
}


/** Head words after which a place reads with "the": "the Colorado River", "the Chisos Mountains". */
const THE_PLACES = new Set([
  ...['amphitheater', 'bluffs', 'caldera', 'courthouse', 'desert', 'divide', 'dunefield', 'entrance', 'fan', 'fault', 'fold'],
  ...['forest', 'furnace', 'gorge', 'icefield', 'islands', 'mounds', 'mountains', 'peaks', 'peninsula', 'petroglyphs'],
  ...['pools', 'range', 'reef', 'river', 'room', 'shield', 'slough', 'valley', 'wall', 'dunes'],
])

/** A place as the subject of a sentence, with its verb: "The Chisos Mountains are", "Old Faithful is". */
export function placeSubject(name: string) {
  return `${placeName(name, true)} ${isPluralPlace(name) ? 'are' : 'is'}`
}

/**
 * A place's name as a sentence reads it: "the Colorado River", "the Narrows", "Old Faithful";
 * with `start`, capitalized to open a sentence.
 */
export function placeName(name: string, start = false): string {
  const words = name.replace(/\s*\(.*\)$/, '').split(' ')
  const of = words.indexOf('of')
  const head = (of > 0 ? words[of - 1] : words[words.length - 1]).toLowerCase()
  const needsThe = !/^the /i.test(name) && (THE_PLACES.has(head) || name === 'Gateway Arch' || name === 'Old Courthouse')
  const phrase = /^the /i.test(name) ? `the ${name.slice(4)}` : needsThe ? `the ${name}` : name
  return start ? capitalize(phrase) : phrase
}
