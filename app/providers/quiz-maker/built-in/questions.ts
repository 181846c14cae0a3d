import type { Animal, AnimalKind, Park, ParkFact, Trail } from '~/data/park-types'
import type { AgeBand } from '~/utils/age-band'
import { shuffled, type Random } from '~/utils/seeded-random'
import type { QuizQuestion } from '../quiz-maker'
import type { DistractorAnimal } from './animals'
import type { ParkIndex, PlaceInfo, Weighted } from './catalogue'
import { KEY_NOUNS, PLACE_KINDS, type PlaceKind, type PlaceKindName } from './features'
import {
  ANIMAL_FRAMES,
  ANIMAL_KIND_FRAMES,
  FACT_FRAMES,
  KIND_ANIMAL_FRAMES,
  LOCATION_FRAMES,
  PLACE_FRAMES,
  PLACE_KIND_FRAMES,
  ROUTE_FRAMES,
  TRAIL_FRAMES,
  TRAIL_LENGTH_FRAMES,
  YEAR_FRAMES,
} from './frames'
import { NEIGHBOURS } from './places'
import { stateName, TERRITORIES } from '~/data/states'
import { isPluralPlace } from '~/utils/place-grammar'
import {
  animalInSentence,
  article,
  capitalize,
  fold,
  formatMiles,
  isPluralName,
  nameWords,
  placeName,
  yearLabel,
  parkText,
} from './text'

export type QuestionType = 'animal' | 'animal-kind' | 'place-kind' | 'place' | 'trail' | 'trail-length' | 'location' | 'year' | 'fact'

/** What a question is about: the explanation teaches from it and tests check answers against it. */
export type Subject =
  | { type: 'animal'; animal: Animal; wrong: DistractorAnimal[] }
  | { type: 'animal-kind'; animal: Animal }
  | { type: 'place'; place: PlaceInfo; wrong: PlaceInfo[] }
  | { type: 'place-kind'; place: PlaceInfo; described: boolean; wrong: PlaceInfo[] }
  | { type: 'trail'; trail: Trail; wrong: { trail: Trail; owner: Park }[] }
  | { type: 'trail-length'; trail: Trail }
  | { type: 'location' }
  | { type: 'year' }
  | { type: 'fact'; fact: ParkFact; wrong: { fact: ParkFact; owner: Park }[] }

/** A question before its options are placed: the right answer and the wrong ones. */
export interface DraftQuestion {
  type: QuestionType
  kind: QuizQuestion['kind']
  question: string
  correct: string
  distractors: string[]
  subject: Subject
  explanation: string
  /** Options keep this order (years and miles read best from small to large) instead of a shuffled one. */
  sortOptions?: (a: string, b: string) => number
}

const TRAIL_WORDS = new Set(['trail', 'loop', 'path', 'walk', 'route', 'nature', 'tour', 'circuit', 'national', 'park'])

/** Everything the builders share while one quiz is put together. */
export class QuizContext {
  readonly optionCount: number
  readonly wrongCount: number
  readonly young: boolean
  /** Folded names that are an answer or named in a question: no other question may use them. */
  private readonly taken: string[] = []
  private readonly usedFrames = new Set<string>()
  readonly usedWrong = new Set<string>()
  /** Right answers already given, so no two questions share one ("A river of ice" twice). */
  readonly usedAnswers = new Set<string>()
  readonly usedFacts = new Set<string>()

  /** The years the other parks became national parks, for wrong years. */
  readonly otherYears: readonly number[]

  constructor(
    readonly index: ParkIndex,
    readonly band: AgeBand,
    readonly random: Random,
    readonly allParks: readonly Park[],
  ) {
    this.otherYears = [...new Set(allParks.filter((other) => other.id !== index.park.id).map((other) => other.established))]
    this.young = band === 'young'
    this.optionCount = this.young ? 3 : 4
    this.wrongCount = this.optionCount - 1
  }

  get park() {
    return this.index.park
  }

  get label() {
    return this.index.label
  }

  /** A name no other question has used, that no used fact holds and that is not another used name with a word more or less. */
  isFree(name: string) {
    const folded = fold(name)
    if (this.taken.includes(folded)) return false
    if ([...this.usedFacts].some((text) => fold(text).includes(folded))) return false
    const words = nameWords(name, TRAIL_WORDS)
    return !this.taken.some((other) => {
      const otherWords = nameWords(other, TRAIL_WORDS)
      const within = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size > 0 && [...a].every((word) => b.has(word))
      return within(words, otherWords) || within(otherWords, words)
    })
  }

  take(...names: string[]) {
    for (const name of names) this.taken.push(fold(name))
  }

  /** Does this text give away a name another question uses (all the name's words are in it)? */
  givesAway(text: string) {
    const words = nameWords(text)
    return this.taken.some((name) => {
      const nameList = [...nameWords(name, TRAIL_WORDS)].filter((word) => !/^\d+$/.test(word))
      return nameList.length > 0 && nameList.every((word) => words.has(word))
    })
  }

  /** An unused wording from the bank, filled in; null when the bank is used up. */
  frame(bank: readonly string[] | undefined, fill: Record<string, string> = {}): string | null {
    if (!bank) return null
    const open = bank.filter((template) => !this.usedFrames.has(template))
    if (open.length === 0) return null
    const template = open[Math.floor(this.random() * open.length)]
    this.usedFrames.add(template)
    let text = template
    const values: Record<string, string> = { park: this.label, ...fill }
    for (const [key, value] of Object.entries(values)) {
      text = text.replaceAll(`{${key}}`, value).replaceAll(`{${capitalize(key)}}`, capitalize(value))
    }
    return capitalize(text)
  }

  /**
   * Up to `count` items drawn by weight without putting one back, skipping items that share a
   * trait with one already drawn (not two foxes, not two facts from one park). Items already offered
   * as wrong answers in this quiz are drawn last.
   */
  draw<T>(candidates: readonly Weighted<T>[], count: number, key: (item: T) => string, traits?: (item: T) => readonly string[], boost?: (item: T) => number): T[] {
    const ranked = candidates
      .map(({ item, weight }) => {
        let w = weight * (boost ? boost(item) : 1)
        if (this.usedWrong.has(fold(key(item)))) w *= 0.01
        return { item, rank: Math.log(this.random() || Number.MIN_VALUE) / Math.max(w, 1e-6) }
      })
      .sort((a, b) => b.rank - a.rank)
    const picked: T[] = []
    const seenKeys = new Set<string>()
    const seenTraits = new Set<string>()
    for (const { item } of ranked) {
      if (picked.length === count) break
      const k = fold(key(item))
      const own = traits ? traits(item) : []
      if (seenKeys.has(k) || own.some((trait) => seenTraits.has(trait))) continue
      picked.push(item)
      seenKeys.add(k)
      for (const trait of own) seenTraits.add(trait)
    }
    return picked
  }

  accept(draft: Omit<DraftQuestion, 'explanation'>) {
    this.usedAnswers.add(fold(draft.correct))
    for (const wrong of draft.distractors) this.usedWrong.add(fold(wrong))
  }
}

const theAnimal = (animal: Animal, park: Park) => {
  const named = animalInSentence(animal.name, park)
  return isPluralName(animal.name) ? named : `the ${named}`
}
const anAnimal = (animal: Animal, park: Park) => {
  const named = animalInSentence(animal.name, park)
  return `${article(named)} ${named}`
}

function draft(
  type: QuestionType,
  kind: QuizQuestion['kind'],
  question: string,
  correct: string,
  distractors: string[],
  subject: Subject,
): Omit<DraftQuestion, 'explanation'> {
  return { type, kind, question, correct, distractors, subject }
}

// ————— Animals —————

/** Names that are easy to read aloud: short, plain letters. */
const isPlainName = (name: string) => name.split(' ').length <= 2 && !/[ʻ()]/.test(name)

export function animalQuestion(ctx: QuizContext) {
  const { index, young, band } = ctx
  const answers = shuffled(ctx.random, index.answerAnimals)
    .filter((animal) => ctx.isFree(animal.name))
    // Young children get names that are easy to read aloud when there is a choice.
    .sort((a, b) => (young ? Number(!isPlainName(a.name)) - Number(!isPlainName(b.name)) : 0))
  for (const animal of answers) {
    const sameKind = index.wrongAnimals.filter(({ item }) => item.kind === animal.kind)
    let question: string | null = null
    let wrong: DistractorAnimal[] = []
    const traits = (item: DistractorAnimal) => [item.group]
    const plain = (item: DistractorAnimal) => (young && isPlainName(item.name) ? 1.15 : 1)
    if (sameKind.length >= ctx.wrongCount * 2 && ctx.random() < 0.3) {
      wrong = ctx.draw(sameKind, ctx.wrongCount, (item) => item.name, traits, plain)
      if (wrong.length === ctx.wrongCount) question = ctx.frame(KIND_ANIMAL_FRAMES[band][animal.kind])
    }
    if (!question) {
      question = ctx.frame(ANIMAL_FRAMES[band])
      wrong = ctx.draw(index.wrongAnimals, ctx.wrongCount, (item) => item.name, traits, plain)
    }
    if (!question || wrong.length < ctx.wrongCount) continue
    ctx.take(animal.name)
    return draft(
      'animal',
      'animals',
      question,
      animal.name,
      wrong.map((item) => item.name),
      { type: 'animal', animal, wrong },
    )
  }
  return null
}

/** Names that already say what kind of animal it is ("cutthroat trout" is plainly a fish only to anglers; "tropicbird" to everyone). */
const KIND_GIVEAWAYS = /(bird|fish|snake|lizard|frog|toad|turtle|tortoise|salamander|newt|duck|goose|hawk|eagle|falcon|butterfly|beetle|bees?\b|\bbat\b|\bowl\b|wasp|cricket|fly\b|firefly|woodpecker|heron|swan|crane|pelican|warbler|wren|jay\b|dolphin|whale)/i

const KIND_OPTION: Record<Exclude<AnimalKind, 'sea-life'>, string> = {
  mammal: 'A mammal',
  bird: 'A bird',
  fish: 'A fish',
  reptile: 'A reptile',
  amphibian: 'An amphibian',
  insect: 'An insect',
}

export function animalKindQuestion(ctx: QuizContext) {
  const { park, band } = ctx
  // The surprising ones first: a loon is a bird, a whale a mammal, a hellbender an amphibian; a deer is plainly a mammal.
  const surprise = (animal: Animal) => (animal.kind !== 'mammal' || /whale|orca|manatee|sea lion|seal|otter|armadillo/i.test(animal.name) ? 6 : 1)
  const answers = ctx.index.answerAnimals
    .filter(
      (animal) =>
        animal.kind !== 'sea-life' &&
        !KIND_GIVEAWAYS.test(animal.name) &&
        !/[()]/.test(animal.name) &&
        !isPluralName(animal.name) &&
        ctx.isFree(animal.name),
    )
    .map((animal) => ({ animal, rank: ctx.random() * surprise(animal) }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ animal }) => animal)
  for (const animal of answers) {
    const kind = animal.kind as keyof typeof KIND_OPTION
    const others = (Object.keys(KIND_OPTION) as (keyof typeof KIND_OPTION)[]).filter((other) => other !== kind)
    const wrong = ctx.draw(
      others.map((other) => ({ item: other, weight: 1 })),
      ctx.wrongCount,
      (other) => KIND_OPTION[other],
    )
    const question = ctx.frame(ANIMAL_KIND_FRAMES[band], { 'an animal': anAnimal(animal, park), 'the animal': theAnimal(animal, park) })
    if (!question) return null
    ctx.take(animal.name)
    return draft(
      'animal-kind',
      'animals',
      question,
      KIND_OPTION[kind],
      wrong.map((other) => KIND_OPTION[other]),
      { type: 'animal-kind', animal },
    )
  }
  return null
}

// ————— Places —————


/** Phrases of a kind, as answers or wrong answers. */
function kindPhrases(kind: PlaceKindName) {
  const entry: PlaceKind = PLACE_KINDS[kind]
  return [...entry.answers, ...(entry.wrong ?? [])]
}

const isSingularPhrase = (phrase: string) => /^(A|An|The)\b/.test(phrase)

/** "What is Kahiltna Glacier?": answers in words (young, middle) or catalogue descriptions (older). */
export function placeKindQuestion(ctx: QuizContext) {
  const { index, band } = ctx
  const described = band === 'older'
  const places = shuffled(ctx.random, index.places).filter(
    (place) =>
      place.kind !== null &&
      place.answer !== null &&
      ctx.isFree(place.feature.name) &&
      !index.namesPark(place.feature.name) &&
      // A described answer must not stand out: no park, no state, no "the park" the wrong ones lack.
      !(described && (index.revealsPark(place.feature.description) || /\bthe park\b|\bthis\b/i.test(place.feature.description) || index.stateNames.some((name) => place.feature.description.includes(name)))),
  )
  for (const place of places) {
    const avoid = place.avoid
    let correct: string
    let distractors: string[]
    let wrongPlaces: PlaceInfo[] = []
    if (described) {
      correct = place.feature.description
      wrongPlaces = ctx.draw(
        index.wrongDescriptions.filter(({ item }) => item.kind && !PLACE_KINDS[item.kind].families.some((family) => avoid.has(family))),
        ctx.wrongCount,
        (item) => item.feature.description,
        (item) => [item.owner.id, item.kind ?? ''],
      )
      distractors = wrongPlaces.map((item) => item.feature.description)
    } else {
      const kind = place.kind as PlaceKindName
      const ownEntry: PlaceKind = PLACE_KINDS[kind]
      const choices = (place.answer === ownEntry.answers[0] ? shuffled(ctx.random, ownEntry.answers) : [place.answer as string]).filter(
        (answer) => !ctx.usedAnswers.has(fold(answer)),
      )
      if (choices.length === 0) continue
      correct = choices[0]
      const singular = isSingularPhrase(correct)
      const ownWords = nameWords(`${place.feature.name} ${place.feature.description}`)
      const candidates: Weighted<{ phrase: string; kind: PlaceKindName }>[] = []
      for (const other of Object.keys(PLACE_KINDS) as PlaceKindName[]) {
        const entry: PlaceKind = PLACE_KINDS[other]
        if (other === kind || entry.families.some((family) => avoid.has(family))) continue
        const phrases = kindPhrases(other).filter(
          (phrase) => isSingularPhrase(phrase) === singular && ![...nameWords(phrase)].some((word) => KEY_NOUNS.has(word) && ownWords.has(word)),
        )
        // Kinds found in the park's own region make believable wrong answers.
        // Every phrase about equally likely, so no one phrase turns up quiz after quiz.
        const weight = index.regionKinds.has(other) ? 1.5 : 1
        for (const phrase of phrases) candidates.push({ item: { phrase, kind: other }, weight })
      }
      distractors = ctx
        .draw(
          candidates,
          ctx.wrongCount,
          (item) => item.phrase,
          (item) => [item.kind, ...PLACE_KINDS[item.kind].families],
        )
        .map((item) => item.phrase)
    }
    if (distractors.length < ctx.wrongCount) continue
    // "What is …?" and "What does … look like?" do not fit a plural name ("the Arrigetch Peaks").
    const bank = isPluralPlace(place.feature.name)
      ? PLACE_KIND_FRAMES[band].filter((template) => !/\b(is|it|does)\b/i.test(template))
      : PLACE_KIND_FRAMES[band]
    const question = ctx.frame(bank, { place: placeName(place.feature.name) })
    if (!question) return null
    ctx.take(place.feature.name)
    return draft('place-kind', 'geology', question, correct, distractors, { type: 'place-kind', place, described, wrong: wrongPlaces })
  }
  return null
}

/** Places that are not inside the park, or no longer there, are never a right answer. */
const NOT_IN_PARK = /\b(past the park|once filled)\b/i

export function placeQuestion(ctx: QuizContext) {
  const { index, band } = ctx
  const places = shuffled(ctx.random, index.places).filter(
    (place) =>
      ctx.isFree(place.feature.name) && !index.namesPark(place.feature.name) && !NOT_IN_PARK.test(place.feature.description),
  )
  for (const place of places) {
    const similar = (item: PlaceInfo) => ([...item.avoid].some((family) => place.avoid.has(family)) ? 3 : 1)
    const wrong = ctx.draw(index.wrongPlaces, ctx.wrongCount, (item) => item.feature.name, (item) => [item.owner.id], similar)
    if (wrong.length < ctx.wrongCount) continue
    const question = ctx.frame(PLACE_FRAMES[band])
    if (!question) return null
    ctx.take(place.feature.name)
    return draft(
      'place',
      'geology',
      question,
      place.feature.name,
      wrong.map((item) => item.feature.name),
      { type: 'place', place, wrong },
    )
  }
  return null
}

// ————— Trails —————

const isRoute = (trail: Trail) => trail.lengthMiles === null || /\broute\b/i.test(trail.name)

export function trailQuestion(ctx: QuizContext) {
  const { index, band, park } = ctx
  const trails = shuffled(ctx.random, park.trails)
    .filter((trail) => ctx.isFree(trail.name) && !index.namesPark(trail.name))
    .sort((a, b) => Number(a.lengthMiles === null) - Number(b.lengthMiles === null))
    // Young children get the shortest names to read aloud.
    .sort((a, b) => (ctx.young ? a.name.split(' ').length - b.name.split(' ').length : 0))
  for (const trail of trails) {
    const route = isRoute(trail)
    const wrong = ctx.draw(
      index.wrongTrails,
      ctx.wrongCount,
      (item) => item.trail.name,
      (item) => [item.owner.id],
      (item) => (isRoute(item.trail) === route ? 3 : 1) * (ctx.young && item.trail.name.split(' ').length <= 3 ? 2 : 1),
    )
    if (wrong.length < ctx.wrongCount) continue
    const question = ctx.frame(route ? ROUTE_FRAMES[band] : TRAIL_FRAMES[band])
    if (!question) return null
    ctx.take(trail.name)
    return draft(
      'trail',
      'trails',
      question,
      trail.name,
      wrong.map((item) => item.trail.name),
      { type: 'trail', trail, wrong },
    )
  }
  return null
}

/** Round-trip lengths a wrong answer can take: clearly shorter or longer than the true one. */
const MILE_STEPS = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 15, 18, 20, 25, 30, 35, 40, 50, 60, 75, 100, 150, 200]

export const milesText = (miles: number) => `${formatMiles(miles)} ${miles === 1 ? 'mile' : 'miles'}`
const milesValue = (text: string) => Number.parseFloat(text)

/** How a trail reads in a sentence: "the Savage River Loop", "the Trail of the Cedars". */
const trailPhrase = (name: string) => (/^the /i.test(name) ? name.replace(/^The /, 'the ') : `the ${name}`)

export function trailLengthQuestion(ctx: QuizContext) {
  const { band, park } = ctx
  const trails = shuffled(ctx.random, park.trails).filter(
    (trail) =>
      trail.lengthMiles !== null &&
      !/\d/.test(trail.name) &&
      /\b(trail|loop|walk|path|circuit|road|highway|promenade|boardwalk|tour)\b/i.test(trail.name) &&
      ctx.isFree(trail.name),
  )
  for (const trail of trails) {
    const miles = trail.lengthMiles as number
    const candidates = MILE_STEPS.filter((step) => step >= miles * 2.5 || step <= miles / 2.5).map((step) => ({
      item: step,
      // Lengths within about ten times are believable; none is closer than two and a half times.
      weight: step <= miles * 12 && step >= miles / 12 ? 1 : 0.2,
    }))
    const wrong = ctx.draw(candidates, ctx.wrongCount, (step) => milesText(step))
    if (wrong.length < ctx.wrongCount) continue
    const question = ctx.frame(TRAIL_LENGTH_FRAMES[band], { trail: trailPhrase(trail.name) })
    if (!question) return null
    ctx.take(trail.name)
    return {
      ...draft('trail-length', 'trails', question, milesText(miles), wrong.map(milesText), { type: 'trail-length', trail }),
      sortOptions: (a: string, b: string) => milesValue(a) - milesValue(b),
    }
  }
  return null
}

// ————— Where the park is —————

export function locationQuestion(ctx: QuizContext) {
  const { park, band } = ctx
  const code = park.states[0]
  const answer = stateName(code)
  // "Which state is Indiana Dunes in?" would hold its own answer; territories are not states.
  if (TERRITORIES.has(code) || fold(park.name).includes(fold(answer)) || !ctx.isFree(answer)) return null
  // Wrong states a child could believe: neighbours, and their neighbours, and theirs, about alike.
  const near = new Set(park.states.flatMap((state) => NEIGHBOURS[state] ?? []))
  const farther = new Set([...near].flatMap((state) => NEIGHBOURS[state] ?? []))
  const farthest = new Set([...farther].flatMap((state) => NEIGHBOURS[state] ?? []))
  const candidates = [...new Set([...near, ...farther, ...farthest])]
    .filter((state) => !park.states.includes(state) && !TERRITORIES.has(state) && !fold(park.name).includes(fold(stateName(state))))
    .map((state) => ({ item: state, weight: near.has(state) || farther.has(state) ? 1 : 0.7 }))
  const wrong = ctx.draw(candidates, ctx.wrongCount, stateName)
  if (wrong.length < ctx.wrongCount) return null
  const question = ctx.frame(LOCATION_FRAMES[band])
  if (!question) return null
  ctx.take(answer)
  return draft('location', 'location', question, answer, wrong.map(stateName), { type: 'location' })
}

// ————— When it became a national park —————

export function yearQuestion(ctx: QuizContext) {
  const { park, band } = ctx
  const year = park.established
  const answer = String(year)
  if (!ctx.isFree(answer)) return null
  // Years the catalogue mentions for this park (a monument year, an older park it grew from) are never wrong answers.
  const mentioned = new Set((parkText(park).match(/\b(1[89]\d\d|20\d\d)\b/g) ?? []).map(Number))
  const years = ctx.otherYears.filter((other) => Math.abs(other - year) >= 4 && !mentioned.has(other))
  const wrong: number[] = []
  for (const candidate of shuffled(ctx.random, years)) {
    if (wrong.length < ctx.wrongCount && wrong.every((picked) => Math.abs(picked - candidate) >= 2)) wrong.push(candidate)
  }
  if (wrong.length < ctx.wrongCount) return null
  const question = ctx.frame(YEAR_FRAMES[band], { park: yearLabel(park) })
  if (!question) return null
  ctx.take(answer)
  return {
    ...draft('year', 'history', question, answer, wrong.map(String), { type: 'year' }),
    sortOptions: (a: string, b: string) => Number(a) - Number(b),
  }
}

// ————— Facts —————

/** Facts up to this many characters read easily to a younger child. */
const SHORT_FACT = 110

const factKind = (fact: ParkFact): QuizQuestion['kind'] => (fact.topic === 'history' || fact.topic === 'people' ? 'history' : 'fun-fact')

/** The first word that matters, so "Caribou pass…" and "Caribou from…" count as alike. */
function opening(text: string) {
  return [...nameWords(text.split(' ').slice(0, 3).join(' '))][0] ?? ''
}

export function factQuestion(ctx: QuizContext) {
  const { index, band } = ctx
  const short = band !== 'older'
  const isShort = (fact: ParkFact) => fact.text.length <= SHORT_FACT
  const answers = shuffled(ctx.random, index.answerFacts)
    .filter((fact) => !ctx.usedFacts.has(fact.text) && !ctx.givesAway(fact.text))
    .sort((a, b) => (short ? Number(!isShort(a)) - Number(!isShort(b)) : 0))
  for (const fact of answers) {
    const wrong = ctx.draw(
      index.wrongFacts,
      ctx.wrongCount,
      (item) => item.fact.text,
      (item) => [item.owner.id, `opening:${opening(item.fact.text)}`],
      (item) => (short && isShort(item.fact) ? 1.5 : 1),
    )
    if (wrong.length < ctx.wrongCount) continue
    const question = ctx.frame(FACT_FRAMES[band])
    if (!question) return null
    ctx.usedFacts.add(fact.text)
    return draft(
      'fact',
      factKind(fact),
      question,
      fact.text,
      wrong.map((item) => item.fact.text),
      { type: 'fact', fact, wrong },
    )
  }
  return null
}

export const BUILDERS: Record<QuestionType, (ctx: QuizContext) => Omit<DraftQuestion, 'explanation'> | null> = {
  animal: animalQuestion,
  'animal-kind': animalKindQuestion,
  'place-kind': placeKindQuestion,
  place: placeQuestion,
  trail: trailQuestion,
  'trail-length': trailLengthQuestion,
  location: locationQuestion,
  year: yearQuestion,
  fact: factQuestion,
}
