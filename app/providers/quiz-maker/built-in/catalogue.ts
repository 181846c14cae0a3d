/**
 * Everything the question builders look up, worked out once per catalogue and once per park and
 * then kept for the life of the Worker: which wrong animals, places, trails, descriptions and facts
 * are safe for a park, and how plausible each is there. Building a quiz is then only choosing.
 */
import type { Animal, GeologyFeature, Park, ParkFact, Trail } from '~/data/park-types'
import { ANIMAL_GROUPS, DISTRACTOR_ANIMALS, type DistractorAnimal, type Habitat } from './animals'
import { NAME_HINTS, PLACE_ENTRIES, PLACE_KINDS, type Family, type PlaceKindName } from './features'
import { DEMONYMS, NEIGHBOURS, REGION_WORDS, SEA_PARKS } from './places'
import { GENERIC_PLACES, GENERIC_PROPER_WORDS, GENERIC_TRAILS, WIDE_PLACE_WORDS } from './pools'
import { stateName, STATE_NAMES } from '~/data/states'
import { capitalizedWords, fold, mentions, milesBetween, nameWords, parkLabel, parkText, sharesWord, shortName, stem } from './text'

/**
 * Wrong places, trails, descriptions and facts come from parks at least this far away, so none can
 * belong to a neighbouring park that shares a range, a river or a trail with this one.
 */
const FAR_PLACE_MILES = 300
const FAR_FACT_MILES = FAR_PLACE_MILES

const NAME_IGNORE = new Set(['national', 'park', 'preserve', 'state'])
const TRAIL_IGNORE = new Set([...NAME_IGNORE, 'trail', 'loop', 'path', 'walk', 'route', 'nature', 'tour', 'circuit'])
/** Words of park names that are everyday geography, not a giveaway on their own ("the lake", "Exit Glacier"). */
const PLAIN_NAME_WORDS = new Set([
  ...['arch', 'basin', 'bay', 'big', 'black', 'canyon', 'cave', 'cavern', 'dry', 'fjord', 'forest', 'glacier', 'gorge', 'grand'],
  ...['great', 'hot', 'island', 'lake', 'mount', 'mountain', 'new', 'north', 'reef', 'river', 'rocky', 'sand', 'spring'],
  ...['valley', 'volcanic', 'volcano', 'white', 'wind', 'gate', 'crater', 'kings', 'capitol', 'channel', 'death', 'tree'],
  ...['verde', 'mesa', 'smoky', 'petrified', 'painted', 'theodore', 'roosevelt', 'clark', 'american', 'isle', 'virgin', 'gateway'],
])

/** A place of the catalogue with what it is, where it is and which families of answers stay away from it. */
export interface PlaceInfo {
  feature: GeologyFeature
  owner: Park
  kind: PlaceKindName | null
  /** The one true answer phrase for "What is it?", when the place has a kind. */
  answer: string | null
  /** Families a wrong answer must not share: the kind's, any added by hand, and what the name suggests. */
  avoid: ReadonlySet<Family>
}

export interface Weighted<T> {
  item: T
  weight: number
}

export interface ParkIndex {
  park: Park
  label: string
  stateNames: string[]
  /** Park animals that can be a right answer: none names the park or its state ("Hawaiian goose" in Hawaiʻi). */
  answerAnimals: Animal[]
  /** Wrong animals whose whole kind is absent from the park, with how plausible each is there. */
  wrongAnimals: Weighted<DistractorAnimal>[]
  places: PlaceInfo[]
  /** Places of other, far parks that cannot be here and do not name their own far-away place. */
  wrongPlaces: Weighted<PlaceInfo>[]
  wrongTrails: Weighted<{ trail: Trail; owner: Park }>[]
  /** Descriptions of far places with a kind, for "Which of these describes …?". */
  wrongDescriptions: Weighted<PlaceInfo>[]
  wrongFacts: Weighted<{ fact: ParkFact; owner: Park }>[]
  /** Kinds of place found in the park's region, which make the most believable wrong answers. */
  regionKinds: ReadonlySet<PlaceKindName>
  /** Does this text hold a word of this park's name ("arches" for Arches)? */
  namesPark(text: string): boolean
  /** Does this text name the park, or use a telling word of its name ("Bryce" for Bryce Canyon)? */
  revealsPark(text: string): boolean
  /** This park's facts that name another park (an explanation about this park should not wander off). */
  otherParkFacts: ReadonlySet<string>
  /** This park's facts that can be a right answer: no park, state or founding year in them. */
  answerFacts: ParkFact[]
}

export interface CatalogueIndex {
  parks: readonly Park[]
  places: PlaceInfo[]
  park(park: Park): ParkIndex
}

/** What the index keeps about a name or a sentence, so each park's checks are only set lookups. */
interface TextInfo {
  text: string
  folded: string
  /** Meaningful words, folded and singular. */
  words: ReadonlySet<string>
  /** Capitalized words that are not everyday geography ("Sheldon", not "Trail"). */
  proper: Set<string>
  /** Names a state, a territory or a wide region. */
  namesRegion: boolean
  hawaiian: boolean
  /** Words of park names it holds ("yellowstone"). */
  parkWords: string[]
  /** Speaks of "the park" or "this", so it would read as if about whichever park asks. */
  saysThePark: boolean
}

interface FactInfo {
  fact: ParkFact
  owner: Park
  info: TextInfo
  /** Parks the fact names. */
  namesParks: string[]
  /** Places and trails of its own park that the fact names, which tie it to that park. */
  ties: TextInfo[]
  /** Kinds of animal the fact speaks of: where none of that kind lives, the fact is plainly not about the place. */
  animalGroups: (keyof typeof ANIMAL_GROUPS)[]
}

const catalogues = new WeakMap<readonly Park[], CatalogueIndex>()

/** The index of a catalogue, built on first use and kept. */
export function catalogueIndex(parks: readonly Park[]): CatalogueIndex {
  let index = catalogues.get(parks)
  if (!index) {
    index = buildCatalogueIndex(parks)
    catalogues.set(parks, index)
  }
  return index
}

/** Everyday words of place and trail names: sharing one says nothing about where a place is. */
const EVERYDAY_WORDS = new Set(
  [
    ...['trail', 'loop', 'path', 'walk', 'route', 'nature', 'tour', 'circuit', 'lake', 'mountain', 'mount', 'canyon', 'creek'],
    ...['river', 'fall', 'peak', 'point', 'overlook', 'rim', 'valley', 'spring', 'cave', 'arch', 'rock', 'ridge', 'dune', 'glacier'],
    ...['bay', 'beach', 'island', 'key', 'pass', 'view', 'national', 'park', 'preserve', 'upper', 'lower', 'north', 'south', 'east'],
    ...['west', 'big', 'little', 'old', 'new', 'great', 'grand', 'high', 'hill', 'wall', 'basin', 'meadow', 'forest', 'road', 'cove'],
    ...['the', 'state', 'visitor', 'center', 'self', 'guided', 'summit', 'lookout', 'grove', 'tree', 'harbor', 'wash', 'flat'],
  ].map(stem),
)

function buildCatalogueIndex(parks: readonly Park[]): CatalogueIndex {
  const farWords = farAwayWords(parks)
  const textInfo = (text: string, ignore: ReadonlySet<string> = new Set(), skipSentenceStarts = false): TextInfo => {
    const folded = fold(text)
    const spaced = ` ${folded.split(/[^a-z0-9]+/).filter(Boolean).join(' ')} `
    const words = nameWords(text, ignore)
    return {
      text,
      folded,
      words,
      proper: new Set(
        [...capitalizedWords(text, skipSentenceStarts)].filter((word) => !EVERYDAY_WORDS.has(word) && !GENERIC_PROPER_WORDS.has(word)),
      ),
      namesRegion: spaced
        .trim()
        .split(' ')
        .some((word) => (PLACE_PHRASES_BY_FIRST_WORD.get(word) ?? []).some((phrase) => spaced.includes(` ${phrase} `))),
      hawaiian: HAWAIIAN_LETTERS.test(text),
      parkWords: [...words].filter((word) => farWords.has(word)),
      saysThePark: /\bthe park\b|\bthis\b/i.test(text),
    }
  }
  const places = parks.flatMap((owner) => owner.geology.map((feature) => placeInfo(feature, owner)))
  const placeNames = new Map(places.map((place) => [place, textInfo(place.feature.name, NAME_IGNORE)]))
  const placeDescriptions = new Map(places.map((place) => [place, textInfo(place.feature.description, new Set(), true)]))
  const shortNames = parks.map((park) => ({ park, short: shortName(park) }))
  const trails = parks.flatMap((owner) => owner.trails.map((trail) => ({ trail, owner, info: textInfo(trail.name, TRAIL_IGNORE) })))
  const facts: FactInfo[] = parks.flatMap((owner) =>
    owner.facts.map((fact) => ({
      fact,
      owner,
      info: textInfo(fact.text, new Set(), true),
      namesParks: shortNames.filter(({ short, park }) => fact.text.includes(short) && mentionsPark(fact.text, park)).map(({ park }) => park.id),
      ties: [
        ...owner.geology.filter((feature) => mentions(fact.text, feature.name)).map((feature) => textInfo(feature.name, NAME_IGNORE)),
        ...owner.trails.filter((trail) => mentions(fact.text, trail.name)).map((trail) => textInfo(trail.name, TRAIL_IGNORE)),
      ],
      animalGroups: groupsIn(fact.text),
    })),
  )
  const regionKinds = new Map<string, Set<PlaceKindName>>()
  for (const place of places) {
    if (!place.kind) continue
    const set = regionKinds.get(place.owner.region) ?? new Set<PlaceKindName>()
    set.add(place.kind)
    regionKinds.set(place.owner.region, set)
  }
  // How many parks each wrong animal could be offered in: the widely possible ones are drawn less
  // often in each park, so no animal turns up in park after park.
  const animalReach = new Map(
    DISTRACTOR_ANIMALS.map((animal) => {
      const group: { states: readonly string[]; marineOnly?: boolean } = ANIMAL_GROUPS[animal.group]
      const open = parks.filter(
        (park) => !park.states.some((code) => group.states.includes(code)) || (group.marineOnly === true && !SEA_PARKS.has(park.id)),
      ).length
      return [animal.name, open]
    }),
  )
  const animalNames = new Map(DISTRACTOR_ANIMALS.map((animal) => [animal.name, textInfo(animal.name)]))
  const animalHeads = new Map(DISTRACTOR_ANIMALS.map((animal) => [animal.name, headWord(animal.name)]))
  const shared: Shared = { parks, places, placeNames, placeDescriptions, trails, facts, textInfo, animalReach, animalNames, animalHeads }
  const byPark = new Map<string, ParkIndex>()
  const index: CatalogueIndex = {
    parks,
    places,
    park(park) {
      let found = byPark.get(park.id)
      if (!found) {
        found = buildParkIndex(park, shared, regionKinds.get(park.region) ?? new Set())
        byPark.set(park.id, found)
      }
      return found
    },
  }
  return index
}

interface Shared {
  parks: readonly Park[]
  places: PlaceInfo[]
  placeNames: Map<PlaceInfo, TextInfo>
  placeDescriptions: Map<PlaceInfo, TextInfo>
  trails: { trail: Trail; owner: Park; info: TextInfo }[]
  facts: FactInfo[]
  textInfo: (text: string, ignore?: ReadonlySet<string>, skipSentenceStarts?: boolean) => TextInfo
  animalReach: Map<string, number>
  animalNames: Map<string, TextInfo>
  animalHeads: Map<string, string>
}

function placeInfo(feature: GeologyFeature, owner: Park): PlaceInfo {
  const entry = PLACE_ENTRIES[feature.name]
  const kind = entry === undefined ? null : typeof entry === 'string' ? entry : entry.kind
  const avoid = new Set<Family>()
  if (kind) for (const family of PLACE_KINDS[kind].families) avoid.add(family)
  if (entry !== undefined && typeof entry !== 'string') for (const family of entry.also ?? []) avoid.add(family)
  for (const [pattern, family] of NAME_HINTS) if (pattern.test(feature.name)) avoid.add(family)
  const answer = entry === undefined ? null : typeof entry === 'string' ? PLACE_KINDS[entry].answers[0] : (entry.answer ?? PLACE_KINDS[entry.kind].answers[0])
  return { feature, owner, kind, answer, avoid }
}

/** Words that name a park ("yellowstone", "denali"), which no wrong answer may hold. */
function farAwayWords(parks: readonly Park[]) {
  const words = new Set<string>()
  for (const park of parks) for (const word of nameWords(shortName(park), NAME_IGNORE)) if (!PLAIN_NAME_WORDS.has(word)) words.add(word)
  return words
}

/** Each kind of animal's marker words as they read in folded, singular text ("prairie dog"). */
const GROUP_PHRASES = Object.fromEntries(
  Object.entries(ANIMAL_GROUPS).map(([group, { words }]) => [
    group,
    words.map((word) => fold(word).split(/[^a-z0-9]+/).filter(Boolean).map(stem).join(' ')),
  ]),
) as Record<keyof typeof ANIMAL_GROUPS, string[]>

/** The kinds of animal a text speaks of ("Caribou pass through…" speaks of caribou). */
function groupsIn(text: string) {
  const list = fold(text).split(/[^a-z0-9]+/).filter(Boolean).map(stem)
  const words = ` ${list.join(' ')} `
  const found = new Set<keyof typeof ANIMAL_GROUPS>()
  for (const word of list) {
    for (const { group, phrase } of GROUPS_BY_FIRST_WORD.get(word) ?? []) if (words.includes(` ${phrase} `)) found.add(group)
  }
  return [...found]
}

/** Each kind's marker phrases, filed by their first word. */
const GROUPS_BY_FIRST_WORD = new Map<string, { group: keyof typeof ANIMAL_GROUPS; phrase: string }[]>()
for (const [group, phrases] of Object.entries(GROUP_PHRASES) as [keyof typeof ANIMAL_GROUPS, string[]][]) {
  for (const phrase of phrases) {
    const first = phrase.split(' ')[0]
    GROUPS_BY_FIRST_WORD.set(first, [...(GROUPS_BY_FIRST_WORD.get(first) ?? []), { group, phrase }])
  }
}

/** Names of states, territories and wide regions, filed by their first word for a quick look-up. */
const PLACE_PHRASES_BY_FIRST_WORD = new Map<string, string[]>()
for (const phrase of [
  ...Object.entries(STATE_NAMES).flatMap(([code, name]) => [name, ...(DEMONYMS[code] ?? [])]),
  ...REGION_WORDS,
].map((text) => fold(text).split(/[^a-z0-9]+/).filter(Boolean).join(' '))) {
  const first = phrase.split(' ')[0]
  PLACE_PHRASES_BY_FIRST_WORD.set(first, [...(PLACE_PHRASES_BY_FIRST_WORD.get(first) ?? []), phrase])
}
const HAWAIIAN_LETTERS = /[ʻāēīōū]/i

const SCENERY_HABITATS: Record<string, Habitat[]> = {
  peaks: ['mountains'],
  'snowy-peaks': ['mountains', 'tundra'],
  canyon: ['desert', 'river'],
  arches: ['desert'],
  hoodoos: ['desert', 'mountains'],
  mesa: ['desert'],
  glacier: ['mountains', 'tundra'],
  fjord: ['ocean', 'mountains'],
  coast: ['ocean'],
  island: ['ocean'],
  reef: ['ocean', 'tropical'],
  lake: ['river'],
  river: ['river'],
  waterfall: ['river', 'mountains'],
  geyser: ['mountains'],
  'hot-springs': ['mountains', 'forest'],
  desert: ['desert'],
  dunes: ['desert', 'grassland'],
  cactus: ['desert'],
  forest: ['forest'],
  'giant-trees': ['forest'],
  swamp: ['wetland'],
  prairie: ['grassland'],
  tundra: ['tundra'],
  caves: ['cave'],
  volcano: ['mountains'],
  lava: ['mountains', 'tropical'],
  badlands: ['grassland', 'desert'],
  gorge: ['river', 'forest'],
}

/** The word an animal's name is about: "marmot" in "Olympic marmot", "bat" in "Samoa flying fox (fruit bat)". */
export function headWord(name: string) {
  const inBrackets = /\(([^)]+)\)/.exec(name)?.[1]
  const words = fold(inBrackets ?? name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  return stem(words[words.length - 1] ?? '')
}

function buildParkIndex(park: Park, shared: Shared, regionKinds: Set<PlaceKindName>): ParkIndex {
  const label = parkLabel(park)
  const stateNames = park.states.map(stateName)
  const text = parkText(park)
  const foldedText = fold(text)
  const textWordList = foldedText.split(/[^a-z0-9]+/).filter(Boolean).map(stem)
  const textWords = ` ${textWordList.join(' ')} `
  const textWordSet = new Set(textWordList)
  const ownWords = nameWords(shortName(park), NAME_IGNORE)
  const tellingWords = new Set([...ownWords].filter((word) => !PLAIN_NAME_WORDS.has(word)))
  const namesWords = new Set(
    [
      ...nameWords(park.name, NAME_IGNORE),
      ...park.geology.flatMap((feature) => [...nameWords(feature.name, NAME_IGNORE)]),
      ...park.trails.flatMap((trail) => [...nameWords(trail.name, TRAIL_IGNORE)]),
    ].filter((word) => !EVERYDAY_WORDS.has(word)),
  )
  const capitals = new Set([...capitalizedWords(text)].filter((word) => !EVERYDAY_WORDS.has(word)))
  const tropical = park.states.some((code) => ['HI', 'AS', 'PR', 'VI', 'GU', 'MP'].includes(code))
  const habitats = new Set<Habitat>(park.scenery.flatMap((scene) => SCENERY_HABITATS[scene] ?? []))
  if (tropical) habitats.add('tropical')
  const neighbours = new Set(park.states.flatMap((code) => NEIGHBOURS[code] ?? []).filter((code) => !park.states.includes(code)))
  const ownHawaiian = park.states.some((code) => code === 'HI' || code === 'AS')
  const miles = new Map(shared.parks.map((other) => [other.id, milesBetween(park, other)]))
  const far = (owner: Park, limit: number) => (miles.get(owner.id) ?? 0) >= limit

  const farInfo = (info: TextInfo) =>
    info.namesRegion || (!ownHawaiian && info.hawaiian) || info.parkWords.some((word) => !tellingWords.has(word))
  const namesPark = (candidate: string) => sharesWord(nameWords(candidate), ownWords)
  const revealsPark = (candidate: string) =>
    mentions(candidate, shortName(park)) || mentions(candidate, park.name) || sharesWord(capitalizedWords(candidate), tellingWords)
  const ownDemonyms = park.states.flatMap((code) => [fold(stateName(code)), ...(DEMONYMS[code] ?? []).map(fold)])

  // A kind of animal is present when the park lists a member or its catalogue text speaks of one,
  // and any animal sharing a head word with one the park lists is too near to be wrong ("sea lion" where mountain lions live).
  const groupPresent = (group: keyof typeof ANIMAL_GROUPS) =>
    GROUP_PHRASES[group].some((phrase) => (phrase.includes(' ') ? textWords.includes(` ${phrase} `) : textWordSet.has(phrase)))
  const ownHeads = new Set(park.animals.map((animal) => headWord(animal.name)))
  const ownAnimals = new Set(park.animals.map((animal) => fold(animal.name)))
  const wrongAnimals: Weighted<DistractorAnimal>[] = []
  for (const animal of DISTRACTOR_ANIMALS) {
    const group: { states: readonly string[]; marineOnly?: boolean } = ANIMAL_GROUPS[animal.group]
    const info = shared.animalNames.get(animal.name) as TextInfo
    if (ownAnimals.has(fold(animal.name)) || ownHeads.has(shared.animalHeads.get(animal.name) as string) || groupPresent(animal.group) || farInfo(info)) {
      continue
    }
    const inRange = park.states.some((code) => group.states.includes(code))
    const inland = group.marineOnly === true && !SEA_PARKS.has(park.id)
    if (inRange && !inland) continue
    // Believable: the kind lives next door, or in the same kind of country.
    let weight = 1
    if (group.states.some((code) => neighbours.has(code))) weight += 0.5
    if (animal.habitats.some((habitat) => habitats.has(habitat))) weight += 0.25
    if (inland) weight *= 0.6
    weight *= Math.min(4, (30 / Math.max(shared.animalReach.get(animal.name) ?? 30, 5)) ** 1.5)
    wrongAnimals.push({ item: animal, weight })
  }

  const answerAnimals = park.animals.filter(
    (animal) => !namesPark(animal.name) && !ownDemonyms.some((name) => fold(animal.name).includes(name)) && !revealsPark(animal.name),
  )

  const isForeignName = (info: TextInfo, owner: Park) =>
    owner.id !== park.id &&
    far(owner, FAR_PLACE_MILES) &&
    !sharesWord(info.words, namesWords) &&
    !sharesWord(info.proper, capitals) &&
    !farInfo(info) &&
    // Only a name whose every word the park's text holds can be written in it; only then look.
    !([...info.words].every((word) => textWordSet.has(word)) && foldedText.includes(info.folded))
  const sameRegion = (owner: Park) => (owner.region === park.region ? 3 : 1)

  const places = shared.places.filter((place) => place.owner.id === park.id)
  const wrongPlaces: Weighted<PlaceInfo>[] = []
  const wrongDescriptions: Weighted<PlaceInfo>[] = []
  for (const place of shared.places) {
    if (place.owner.id === park.id) continue
    const name = place.feature.name
    if (!GENERIC_PLACES.has(name) && !WIDE_PLACE_WORDS.test(name) && isForeignName(shared.placeNames.get(place) as TextInfo, place.owner)) {
      wrongPlaces.push({ item: place, weight: sameRegion(place.owner) })
    }
    // A far description with no proper name that could belong here and none that names its own place.
    const description = shared.placeDescriptions.get(place) as TextInfo
    if (
      place.kind &&
      far(place.owner, FAR_PLACE_MILES) &&
      !sharesWord(description.proper, capitals) &&
      !farInfo(description) &&
      !description.saysThePark
    ) {
      wrongDescriptions.push({ item: place, weight: sameRegion(place.owner) })
    }
  }
  const wrongTrails: Weighted<{ trail: Trail; owner: Park }>[] = []
  for (const { trail, owner, info } of shared.trails) {
    if (GENERIC_TRAILS.has(trail.name) || !isForeignName(info, owner)) continue
    wrongTrails.push({ item: { trail, owner }, weight: sameRegion(owner) })
  }

  // A fact of a far park that is clearly not about this one: it names no park, no state, no region,
  // shares no proper name with this park's catalogue, and is tied to its own park by one of that
  // park's places or trails.
  const wrongFacts: Weighted<{ fact: ParkFact; owner: Park }>[] = []
  const groupAbsent = (group: keyof typeof ANIMAL_GROUPS) => {
    const { states }: { states: readonly string[] } = ANIMAL_GROUPS[group]
    return !groupPresent(group) && !park.states.some((code) => states.includes(code))
  }
  for (const { fact, owner, info, namesParks, ties, animalGroups } of shared.facts) {
    if (owner.id === park.id || !far(owner, FAR_FACT_MILES) || namesParks.length > 0) continue
    if (farInfo(info) || sharesWord(info.words, ownWords) || sharesWord(info.proper, capitals)) continue
    // A fact that uses a word of its own park's name ("the New River Gorge Bridge") names its far-away place.
    if (sharesWord(info.words, nameWords(shortName(owner), NAME_IGNORE))) continue
    if (!ties.some((tie) => isForeignName(tie, owner)) && !animalGroups.some(groupAbsent)) continue
    wrongFacts.push({ item: { fact, owner }, weight: 1 })
  }
  const otherParkFacts = new Set(
    shared.facts
      .filter((item) => item.owner.id === park.id && item.namesParks.some((id) => id !== park.id && !shortName(park).includes(shortName(parkById(shared.parks, id)))))
      .map((item) => item.fact.text),
  )
  // This park's facts that may be a right answer: they name no park, no state and not the year it became a park.
  const answerFacts = park.facts.filter(
    (fact) =>
      !revealsPark(fact.text) &&
      !shared.facts.some((item) => item.fact === fact && item.namesParks.length > 0) &&
      !fact.text.includes(String(park.established)) &&
      !stateNames.some((name) => mentions(fact.text, name)),
  )

  return {
    park,
    label,
    stateNames,
    answerAnimals,
    wrongAnimals,
    places,
    wrongPlaces,
    wrongTrails,
    wrongDescriptions,
    wrongFacts,
    regionKinds,
    otherParkFacts,
    answerFacts,
    namesPark,
    revealsPark,
  }
}

function parkById(parks: readonly Park[], id: string) {
  return parks.find((park) => park.id === id) as Park
}

/**
 * Does the text name the park? "Glacier" inside "Exit Glacier" or "Glacier Bay", or "Theodore
 * Roosevelt" after "President", is part of another name and does not count.
 */
export function mentionsPark(text: string, park: Park) {
  if (mentions(text, park.name)) return true
  const name = shortName(park)
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text.slice(0, at)
    const after = text.slice(at + name.length)
    if (/[\p{L}'’-]$/u.test(before) || /^(?!['’]s\b)[\p{L}'’-]/u.test(after)) continue
    const previous = /(\p{L}[\p{L}.'’-]*) $/u.exec(before)?.[1]
    if (previous && /^\p{Lu}/u.test(previous) && !SMALL_WORDS.has(previous.toLowerCase())) continue
    if (/^ \p{Lu}/u.test(after)) continue
    return true
  }
  return false
}

const SMALL_WORDS = new Set([
  ...['the', 'a', 'an', 'in', 'at', 'on', 'of', 'from', 'and', 'to', 'by', 'for', 'with', 'near', 'both', 'like'],
])
