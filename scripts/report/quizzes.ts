/**
 * Quiz figures for `npm run story-report` (issue 12, item 7): builds N quizzes per age band across
 * all parks with a quiz maker and measures what the issue measured by hand. It judges quizzes only
 * by what a child is shown (question, options, explanation), so it can measure any maker, built-in
 * or not.
 *
 * - Stems are question frames: the question with every park, place, trail, animal and state name
 *   and every number replaced, so "What is Kahiltna Glacier?" and "What is Exit Glacier?" are one stem.
 * - A distractor's or stem's reach is the share of parks whose quizzes (in that band) show it at
 *   least once; the goal is no more than a fifth.
 * - A young question copies the catalogue when its question and options repeat 12 words in a row
 *   of a catalogue sentence.
 * - An explanation only restates the answer when it adds no catalogue passage of 6 words and no
 *   number that the question and its options did not already show.
 * - A near-species trap is a wrong animal of a kind that does live in the park: one that shares its
 *   head word with an animal the catalogue lists there ("Olympic marmot" where hoary marmots live),
 *   or whose kind of animal ranges over the park's state (any pika in Alaska, where collared pikas live).
 * - A distractor names its far-away place when it holds the name of a state, a territory, another
 *   park or a wide region ("Florida panther", "Samoa flying fox" or "Mississippi Greenway" at Denali).
 */
import type { Park } from '~/data/park-types'
import { parks as catalogue } from '~/data/parks'
import type { QuizQuestion, QuizRequest } from '~/providers/quiz-maker/quiz-maker'
import { AGE_BANDS, type AgeBand } from '~/utils/age-band'

export type MakeQuiz = (request: QuizRequest) => QuizQuestion[]

export interface QuizReportOptions {
  /** The maker under test: a synchronous function from request to questions. */
  makeQuiz: MakeQuiz
  /** Quizzes per age band, spread over the parks in catalogue order (63 gives one quiz per park). */
  quizzesPerBand?: number
  /** Prefix for every quiz's seed, so two runs can be compared or varied. */
  seed?: string
  parks?: readonly Park[]
  /** A clock in milliseconds of CPU time; the Node runner passes process.cpuUsage(). */
  cpuMs?: () => number
}

export interface Reach {
  text: string
  parks: number
  share: number
}

export interface BandFigures {
  band: AgeBand
  quizzes: number
  parks: number
  questions: number
  distinctStems: number
  /** Stems by reach, widest first (the first few). */
  widestStems: Reach[]
  stemsOverAFifth: number
  distinctDistractors: number
  widestDistractors: Reach[]
  distractorsOverAFifth: number
  /** Words in the question alone, and in the question with all its options. */
  wordsPerQuestion: { mean: number; max: number }
  wordsWithOptions: { mean: number; max: number }
  optionsPerQuestion: { mean: number; min: number; max: number }
  /** Questions whose text and options repeat 12 words in a row of a catalogue sentence. */
  catalogueCopies: { count: number; share: number; examples: string[] }
  restatingExplanations: { count: number; share: number; examples: string[] }
  nearSpeciesTraps: { count: number; examples: string[] }
  farAwayNames: { count: number; examples: string[] }
  /** Questions whose right answer is not among the options, or options that repeat. */
  malformed: number
  cpuMsPerQuiz: number
}

export interface QuizFigures {
  bands: BandFigures[]
  distinctStems: number
  /** Mean CPU per quiz over every quiz, the first ones (which build the maker's indexes) included. */
  cpuMsPerQuiz: number
  /** The very first quiz, which pays for whatever the maker prepares once. */
  cpuMsFirstQuiz: number
  /** Mean CPU per quiz for parks already quizzed once. */
  cpuMsWarm: number
}

const SAMPLE_AGES: Record<AgeBand, number[]> = { young: [5, 6], middle: [7, 8, 9], older: [10, 11, 12] }
const EXAMPLES = 12

/** Builds the quizzes and measures them. */
export function quizFigures(options: QuizReportOptions): QuizFigures {
  const parks = options.parks ?? catalogue
  const perBand = options.quizzesPerBand ?? parks.length
  const clock = options.cpuMs ?? (() => performance.now())
  const tools = catalogueTools(parks)
  const timing: Timing = { seen: new Set(), first: null, warm: [] }
  const bands = AGE_BANDS.map((band) => measureBand(band, perBand, parks, options, clock, tools, timing))
  const stems = new Set<string>()
  for (const band of bands) for (const stem of band.allStems) stems.add(stem)
  const quizzes = bands.reduce((sum, band) => sum + band.figures.quizzes, 0)
  const cpu = bands.reduce((sum, band) => sum + band.figures.cpuMsPerQuiz * band.figures.quizzes, 0)
  return {
    bands: bands.map((band) => band.figures),
    distinctStems: stems.size,
    cpuMsPerQuiz: quizzes ? cpu / quizzes : 0,
    cpuMsFirstQuiz: timing.first ?? 0,
    cpuMsWarm: mean(timing.warm),
  }
}

interface Timing {
  seen: Set<string>
  first: number | null
  warm: number[]
}

function measureBand(
  band: AgeBand,
  perBand: number,
  parks: readonly Park[],
  options: QuizReportOptions,
  clock: () => number,
  tools: CatalogueTools,
  timing: Timing,
) {
  const stemParks = new Map<string, Set<string>>()
  const distractorParks = new Map<string, Set<string>>()
  const quizzedParks = new Set<string>()
  const questionWords: number[] = []
  const optionWords: number[] = []
  const optionCounts: number[] = []
  const copies: string[] = []
  const restating: string[] = []
  const traps: string[] = []
  const farAway: string[] = []
  let malformed = 0
  let questions = 0
  let cpu = 0
  const note = (map: Map<string, Set<string>>, key: string, parkId: string) => {
    const set = map.get(key) ?? new Set<string>()
    set.add(parkId)
    map.set(key, set)
  }

  for (let i = 0; i < perBand; i++) {
    const park = parks[i % parks.length]
    const ages = SAMPLE_AGES[band]
    const request: QuizRequest = {
      park,
      allParks: parks,
      child: { firstName: 'Robin', age: ages[i % ages.length] },
      seed: `${options.seed ?? 'report'}:${band}:${i}`,
    }
    const started = clock()
    const quiz = options.makeQuiz(request)
    const spent = clock() - started
    cpu += spent
    if (timing.first === null) timing.first = spent
    else if (timing.seen.has(park.id)) timing.warm.push(spent)
    timing.seen.add(park.id)
    quizzedParks.add(park.id)
    for (const question of quiz) {
      questions++
      const correct = question.options[question.correctAnswer]
      const wrong = question.options.filter((_, index) => index !== question.correctAnswer)
      if (correct === undefined || new Set(question.options.map(fold)).size !== question.options.length) malformed++
      note(stemParks, tools.stemOf(question.question), park.id)
      for (const option of wrong) note(distractorParks, option, park.id)
      questionWords.push(wordCount(question.question))
      optionWords.push(wordCount(question.question) + question.options.reduce((sum, option) => sum + wordCount(option), 0))
      optionCounts.push(question.options.length)
      const shown = [question.question, ...question.options].join(' \n ')
      const label = `${park.id}: ${question.question}`
      if (tools.copiesCatalogue(shown)) copies.push(`${label} [${question.options.join(' | ')}]`)
      if (!tools.teaches(question.explanation, shown)) restating.push(`${label} → ${question.explanation}`)
      if (question.kind === 'animals') {
        for (const option of wrong) {
          const why = tools.nearSpecies(option, park)
          if (why) traps.push(`${label} → ${option} (${why})`)
        }
      }
      // Wrong states are the point of a "which state?" question, not a giveaway.
      for (const option of question.kind === 'location' ? [] : wrong) {
        const place = tools.farAwayName(option, park)
        if (place) farAway.push(`${label} → ${option} (names ${place})`)
      }
    }
  }

  const parkCount = quizzedParks.size
  const reach = (map: Map<string, Set<string>>): Reach[] =>
    [...map]
      .map(([text, set]) => ({ text, parks: set.size, share: set.size / parkCount }))
      .sort((a, b) => b.parks - a.parks || a.text.localeCompare(b.text))
  const stems = reach(stemParks)
  const distractors = reach(distractorParks)
  const figures: BandFigures = {
    band,
    quizzes: perBand,
    parks: parkCount,
    questions,
    distinctStems: stems.length,
    widestStems: stems.slice(0, 5),
    stemsOverAFifth: stems.filter((stem) => stem.share > 0.2).length,
    distinctDistractors: distractors.length,
    widestDistractors: distractors.slice(0, 5),
    distractorsOverAFifth: distractors.filter((item) => item.share > 0.2).length,
    wordsPerQuestion: { mean: mean(questionWords), max: Math.max(0, ...questionWords) },
    wordsWithOptions: { mean: mean(optionWords), max: Math.max(0, ...optionWords) },
    optionsPerQuestion: { mean: mean(optionCounts), min: Math.min(...optionCounts), max: Math.max(...optionCounts) },
    catalogueCopies: { count: copies.length, share: questions ? copies.length / questions : 0, examples: copies.slice(0, EXAMPLES) },
    restatingExplanations: {
      count: restating.length,
      share: questions ? restating.length / questions : 0,
      examples: restating.slice(0, EXAMPLES),
    },
    nearSpeciesTraps: { count: traps.length, examples: traps.slice(0, EXAMPLES) },
    farAwayNames: { count: farAway.length, examples: farAway.slice(0, EXAMPLES) },
    malformed,
    cpuMsPerQuiz: perBand ? cpu / perBand : 0,
  }
  return { figures, allStems: stems.map((stem) => stem.text) }
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0)

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

/** Lower case without accents, ʻokina or apostrophes. */
function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u02bb\u2018\u2019']/g, '')
    .toLowerCase()
}

const words = (text: string) => fold(text).split(/[^a-z0-9]+/).filter(Boolean)

/** A rough singular, so "marmots" and "marmot" are one head word. */
function singular(word: string) {
  if (word.length > 4 && word.endsWith('ves')) return `${word.slice(0, -3)}f`
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

const STATES: Record<string, string[]> = {
  AL: ['alabama'],
  AK: ['alaska', 'alaskan'],
  AZ: ['arizona'],
  AR: ['arkansas'],
  CA: ['california'],
  CO: ['colorado'],
  CT: ['connecticut'],
  DE: ['delaware'],
  DC: ['washington dc'],
  FL: ['florida'],
  GA: ['georgia'],
  HI: ['hawaii', 'hawaiian'],
  ID: ['idaho'],
  IL: ['illinois'],
  IN: ['indiana'],
  IA: ['iowa'],
  KS: ['kansas'],
  KY: ['kentucky'],
  LA: ['louisiana'],
  ME: ['maine'],
  MD: ['maryland'],
  MA: ['massachusetts'],
  MI: ['michigan'],
  MN: ['minnesota'],
  MS: ['mississippi'],
  MO: ['missouri'],
  MT: ['montana'],
  NE: ['nebraska'],
  NV: ['nevada'],
  NH: ['new hampshire'],
  NJ: ['new jersey'],
  NM: ['new mexico'],
  NY: ['new york'],
  NC: ['north carolina', 'carolina'],
  ND: ['north dakota'],
  OH: ['ohio'],
  OK: ['oklahoma'],
  OR: ['oregon'],
  PA: ['pennsylvania'],
  RI: ['rhode island'],
  SC: ['south carolina', 'carolina'],
  SD: ['south dakota'],
  TN: ['tennessee'],
  TX: ['texas'],
  UT: ['utah'],
  VT: ['vermont'],
  VA: ['virginia'],
  WA: ['washington'],
  WV: ['west virginia'],
  WI: ['wisconsin'],
  WY: ['wyoming'],
  AS: ['american samoa', 'samoa', 'samoan'],
  GU: ['guam'],
  MP: ['northern mariana islands'],
  PR: ['puerto rico'],
  VI: ['virgin islands'],
}

/** Wide regions and landmarks whose name tells a child where something is. */
const REGION_NAMES = [
  'arctic',
  'atlantic',
  'pacific',
  'caribbean',
  'gulf of mexico',
  'florida keys',
  'west indian',
  'west indies',
  'rio grande',
  'appalachian',
  'sierra nevada',
  'sierra',
  'sierran',
  'cascade',
  'chihuahuan',
  'mojave',
  'sonoran',
  'great lakes',
  'great plains',
  'lake superior',
  'mexican',
  'jamaican',
  'brazilian',
  'canada',
  'canadian',
  'mexico',
]

/**
 * Kinds of animal whose members, under one name or another, live wild (or as strays and recent
 * reintroductions) in these states: a wrong answer of such a kind in such a state can catch a child
 * who knows the park. Drawn generously from range maps; it is the report's own list, kept apart from
 * the quiz maker's, so the report checks the maker rather than repeating it.
 */
const NEAR_SPECIES: Record<string, readonly string[]> = {
  pika: ['AK', 'WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'NM'],
  marmot: [
    ...['AK', 'WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'NM', 'ND', 'SD', 'NE', 'KS', 'OK', 'MN', 'IA', 'MO', 'AR'],
    ...['WI', 'IL', 'MI', 'IN', 'OH', 'KY', 'TN', 'MS', 'AL', 'GA', 'SC', 'NC', 'VA', 'WV', 'MD', 'DE', 'PA', 'NJ', 'NY', 'CT'],
    ...['RI', 'MA', 'VT', 'NH', 'ME', 'LA'],
  ],
  ptarmigan: ['AK', 'WA', 'OR', 'CA', 'MT', 'WY', 'ID', 'UT', 'CO', 'NM'],
  sheep: ['AK', 'WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'AZ', 'NM', 'TX', 'ND', 'SD', 'NE'],
  goat: ['AK', 'WA', 'OR', 'ID', 'MT', 'WY', 'CO', 'UT', 'NV', 'SD', 'CA', 'HI'],
  bear: Object.keys(STATES).filter((code) => !['HI', 'AS', 'GU', 'MP', 'PR', 'VI', 'DC', 'DE'].includes(code)),
  panther: ['WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'AZ', 'NM', 'TX', 'ND', 'SD', 'NE', 'OK', 'FL', 'LA', 'AR', 'MO'],
  'mountain lion': ['WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'AZ', 'NM', 'TX', 'ND', 'SD', 'NE', 'OK', 'FL', 'LA', 'AR', 'MO'],
  fox: Object.keys(STATES).filter((code) => !['HI', 'GU', 'MP', 'PR', 'VI'].includes(code)),
  elk: ['AK', 'WA', 'OR', 'CA', 'NV', 'ID', 'MT', 'WY', 'UT', 'CO', 'AZ', 'NM', 'TX', 'ND', 'SD', 'NE', 'KS', 'OK', 'MN', 'WI'],
  trout: Object.keys(STATES).filter((code) => !['FL', 'LA', 'MS', 'AS', 'GU', 'MP', 'PR', 'VI'].includes(code)),
  salmon: ['AK', 'WA', 'OR', 'CA', 'ID', 'MI', 'WI', 'IL', 'IN', 'MN', 'OH', 'NY', 'PA', 'VT', 'ME', 'NH', 'MA', 'CT'],
  'prairie dog': ['MT', 'ND', 'SD', 'NE', 'KS', 'OK', 'TX', 'NM', 'CO', 'WY', 'UT', 'AZ'],
}

interface CatalogueTools {
  stemOf(question: string): string
  copiesCatalogue(shown: string): boolean
  teaches(explanation: string, shown: string): boolean
  nearSpecies(option: string, park: Park): string | null
  farAwayName(option: string, park: Park): string | null
}

const COPY_RUN = 12
const TEACH_RUN = 6

function catalogueTools(parks: readonly Park[]): CatalogueTools {
  const sentences = parks.flatMap((park) =>
    [park.description, ...park.facts.map((fact) => fact.text), ...park.geology.map((feature) => feature.description)].flatMap(
      (text) => text.split(/(?<!\b(?:St|Mt|Ft|Dr|Mr|Mrs|Ms|Jr|U\.S)\.)(?<=[.!?])\s+(?=[A-Z])/),
    ),
  )
  const runs = (text: string, length: number) => {
    const list = words(text)
    const found: string[] = []
    for (let i = 0; i + length <= list.length; i++) found.push(list.slice(i, i + length).join(' '))
    return found
  }
  const copyRuns = new Set(sentences.flatMap((sentence) => runs(sentence, COPY_RUN)))
  const teachRuns = new Set(sentences.flatMap((sentence) => runs(sentence, TEACH_RUN)))

  // Names replaced in stems, longest first so "Grand Canyon of the Yellowstone" goes before "Grand Canyon".
  const parkNames = new Set<string>()
  for (const park of parks) {
    parkNames.add(park.name)
    const short = park.name
      .replace(/ National Park( and Preserve)?$/, '')
      .replace(/^National Park of /, '')
      .replace(/ National and State Parks$/, '')
    parkNames.add(short)
  }
  const otherNames = new Set<string>()
  for (const park of parks) {
    for (const feature of park.geology) otherNames.add(feature.name)
    for (const trail of park.trails) otherNames.add(trail.name)
    for (const animal of park.animals) otherNames.add(animal.name)
  }
  for (const names of Object.values(STATES)) for (const name of names) otherNames.add(name)
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = (names: Set<string>) =>
    new RegExp(
      `(?<![\\p{L}])(${[...names]
        .sort((a, b) => b.length - a.length)
        .map(escape)
        .join('|')})(?![\\p{L}])`,
      'giu',
    )
  const parkPattern = pattern(parkNames)
  const namePattern = pattern(otherNames)

  const animalHeads = new Map<string, Set<string>>()
  for (const park of parks) animalHeads.set(park.id, new Set(park.animals.map((animal) => headWord(animal.name))))

  const otherParkWords = (park: Park) =>
    parks
      .filter((other) => other.id !== park.id)
      .flatMap((other) => words(other.name.replace(/ National Park( and Preserve)?$| National and State Parks$|^National Park of /g, '')))
      .filter((word) => word.length > 3 && !PLAIN_WORDS.has(word))

  const farAwayWords = new Map<string, Set<string>>()

  return {
    stemOf(question) {
      return question
        .replace(parkPattern, '{park}')
        .replace(/\bthe \{park\}/gi, '{park}')
        .replace(namePattern, '{name}')
        .replace(/\b(a|an) \{name\}/gi, 'a {name}')
        .replace(/\d[\d,.]*/g, '{n}')
    },
    copiesCatalogue(shown) {
      return runs(shown, COPY_RUN).some((run) => copyRuns.has(run))
    },
    teaches(explanation, shown) {
      const seen = new Set(runs(shown, TEACH_RUN))
      if (runs(explanation, TEACH_RUN).some((run) => teachRuns.has(run) && !seen.has(run))) return true
      const shownNumbers = new Set(shown.match(/\d[\d,.]*\d|\d/g) ?? [])
      return (explanation.match(/\d[\d,.]*\d|\d/g) ?? []).some((number) => !shownNumbers.has(number))
    },
    nearSpecies(option, park) {
      const head = headWord(option)
      if (animalHeads.get(park.id)?.has(head)) return `the park lists another ${head}`
      for (const [kind, states] of Object.entries(NEAR_SPECIES)) {
        const kindWords = kind.split(' ')
        const optionWords = words(/\(([^)]+)\)/.exec(option)?.[1] ?? option).map(singular)
        const isKind = kindWords.every((word) => optionWords.includes(word))
        if (isKind && park.states.some((state) => states.includes(state))) return `a ${kind} lives in ${park.states.join('/')}`
      }
      return null
    },
    farAwayName(option, park) {
      let own = farAwayWords.get(park.id)
      if (!own) {
        own = new Set(otherParkWords(park))
        farAwayWords.set(park.id, own)
      }
      const folded = ` ${words(option).join(' ')} `
      for (const [code, names] of Object.entries(STATES)) {
        if (park.states.includes(code)) continue
        for (const name of names) if (folded.includes(` ${name} `)) return name
      }
      for (const name of REGION_NAMES) if (folded.includes(` ${name} `)) return name
      for (const word of words(option)) if (own.has(word)) return word
      return null
    },
  }
}

/** Words of park names that are everyday geography, not a park's own name. */
const PLAIN_WORDS = new Set(
  [
    ...['arch', 'arches', 'basin', 'bay', 'big', 'black', 'canyon', 'canyons', 'cave', 'caverns', 'dunes', 'forest', 'glacier'],
    ...['gorge', 'grand', 'great', 'hot', 'island', 'islands', 'lake', 'mount', 'mountain', 'mountains', 'new', 'north', 'river'],
    ...['rocky', 'sand', 'sands', 'springs', 'valley', 'volcanic', 'volcanoes', 'white', 'wind', 'gates', 'arctic', 'state'],
    ...['national', 'park', 'parks', 'preserve', 'smoky', 'petrified', 'crater', 'kings', 'gateway', 'isle', 'royale', 'dry', 'reef'],
    ...['capitol', 'virgin', 'channel', 'death', 'joshua', 'tree', 'mesa', 'verde', 'clark', 'hawaii', 'american', 'samoa'],
    // Everyday words and people's names that are also part of a park's name.
    ...['bend', 'theodore', 'roosevelt', 'valley', 'sand', 'mammoth', 'badlands'],
  ].map(fold),
)

/** The word an animal's name is about: "marmot" in "Olympic marmot", "bat" in "Samoa flying fox (fruit bat)". */
function headWord(name: string) {
  const inBrackets = /\(([^)]+)\)/.exec(name)?.[1]
  const list = words(inBrackets ?? name).map(singular)
  return list[list.length - 1] ?? ''
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`
const round = (value: number, digits = 1) => value.toFixed(digits)

/** The figures as plain text, one block per band. */
export function formatQuizFigures(figures: QuizFigures): string {
  const lines: string[] = []
  lines.push(
    `Quizzes: ${figures.distinctStems} distinct question stems overall; CPU per quiz ${round(figures.cpuMsPerQuiz, 2)} ms on average, ` +
      `${round(figures.cpuMsWarm, 2)} ms once a park has been quizzed, ${round(figures.cpuMsFirstQuiz, 1)} ms for the very first quiz`,
  )
  for (const band of figures.bands) {
    lines.push('')
    lines.push(`${band.band}: ${band.quizzes} quizzes over ${band.parks} parks, ${band.questions} questions`)
    lines.push(
      `  stems: ${band.distinctStems} distinct; ${band.stemsOverAFifth} in more than a fifth of parks; widest: ${band.widestStems
        .slice(0, 3)
        .map((stem) => `"${stem.text}" ${percent(stem.share)}`)
        .join(', ')}`,
    )
    lines.push(
      `  distractors: ${band.distinctDistractors} distinct; ${band.distractorsOverAFifth} in more than a fifth of parks; widest: ${band.widestDistractors
        .slice(0, 3)
        .map((item) => `"${item.text}" ${percent(item.share)}`)
        .join(', ')}`,
    )
    lines.push(
      `  words per question: ${round(band.wordsPerQuestion.mean)} (max ${band.wordsPerQuestion.max}); with options ${round(band.wordsWithOptions.mean)} (max ${band.wordsWithOptions.max})`,
    )
    lines.push(`  options per question: ${round(band.optionsPerQuestion.mean, 2)} (${band.optionsPerQuestion.min}-${band.optionsPerQuestion.max})`)
    lines.push(`  questions copying a 12-word catalogue run: ${band.catalogueCopies.count} (${percent(band.catalogueCopies.share)})`)
    lines.push(`  explanations that only restate the answer: ${band.restatingExplanations.count} (${percent(band.restatingExplanations.share)})`)
    lines.push(`  near-species traps: ${band.nearSpeciesTraps.count}; distractors naming a far-away place: ${band.farAwayNames.count}`)
    lines.push(`  malformed questions: ${band.malformed}; CPU per quiz: ${round(band.cpuMsPerQuiz, 2)} ms`)
    for (const example of [...band.nearSpeciesTraps.examples, ...band.farAwayNames.examples].slice(0, 4)) lines.push(`    e.g. ${example}`)
  }
  return lines.join('\n')
}
