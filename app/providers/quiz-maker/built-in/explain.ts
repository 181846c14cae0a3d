/**
 * Explanations, shown after each answer: a short line that settles the answer, then one more true
 * thing from the catalogue (a fact about the animal, what the place is, how long the trail is) so
 * the child learns something the question did not already say. Written after the whole quiz is
 * chosen, so no explanation gives away another question's answer.
 */
import type { Animal, Park, ParkFact, Trail } from '~/data/park-types'
import type { DraftQuestion, QuizContext } from './questions'
import { stateName } from '~/data/states'
import {
  animalInSentence,
  article,
  articleForNumber,
  capitalize,
  fold,
  formatMiles,
  isPluralName,
  listOf,
  mentions,
  nameWords,
  placeName,
  placeSubject,
  yearLabel,
} from './text'

/** A fact, a description sentence, a place or a trail: what an explanation may teach. */
type Teachable = Pick<ParkFact, 'text' | 'topic'>

/** Facts up to this many characters suit a young child's explanation. */
const SHORT_TEACH = 120

/** Writes every draft's explanation. */
export function explainAll(ctx: QuizContext, drafts: Omit<DraftQuestion, 'explanation'>[]): DraftQuestion[] {
  const answers = drafts.map((draft) => ownNames(draft))
  return drafts.map((draft, i) => {
    const others = answers.filter((_, j) => j !== i).flat()
    return { ...draft, explanation: explain(ctx, draft, others) }
  })
}

/** The names a question is about, which its own explanation may say but no other explanation may. */
function ownNames(draft: Omit<DraftQuestion, 'explanation'>): string[] {
  const { subject } = draft
  switch (subject.type) {
    case 'animal':
    case 'animal-kind':
      return [subject.animal.name]
    case 'place':
    case 'place-kind':
      return [subject.place.feature.name]
    case 'trail':
    case 'trail-length':
      return [subject.trail.name]
    case 'fact':
      return []
    default:
      return [draft.correct]
  }
}

function explain(ctx: QuizContext, draft: Omit<DraftQuestion, 'explanation'>, others: string[]): string {
  const { park, label } = ctx
  const { subject } = draft
  const shown = runs([draft.question, ...draft.distractors, draft.correct].join(' '))
  const teach = (test: (fact: Teachable) => boolean) => teachFact(ctx, others, shown, test)
  const anyFact = () => teach(() => true)
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ')
  // A sentence the explanation says is used up, so no teaching repeats it.
  const said = (text: string) => {
    ctx.usedFacts.add(text)
    return text
  }
  switch (subject.type) {
    case 'animal': {
      const { animal } = subject
      const lead = `${capitalize(theAnimal(animal, park))} ${isPluralName(animal.name) ? 'live' : 'lives'} in ${label}.`
      return join(lead, teach((fact) => mentionsAnimal(fact.text, animal.name)) ?? teach((fact) => fact.topic === 'animals') ?? anyFact())
    }
    case 'animal-kind': {
      const { animal } = subject
      const lead = `${capitalize(theAnimal(animal, park))} is ${article(KIND_NOUN[animal.kind])} ${KIND_NOUN[animal.kind]}.`
      return join(lead, teach((fact) => mentionsAnimal(fact.text, animal.name)) ?? teach((fact) => fact.topic === 'animals') ?? anyFact())
    }
    case 'place-kind': {
      const { place } = subject
      if (!subject.described) return said(describePlace(place.feature.name, place.feature.description))
      const lead = `That is ${placeName(place.feature.name)}, in ${label}.`
      return join(lead, teach((fact) => mentions(fact.text, place.feature.name)) ?? anyFact())
    }
    case 'place':
      return said(describePlace(subject.place.feature.name, subject.place.feature.description))
    case 'trail': {
      const lead = said(describeTrail(subject.trail, ctx))
      return join(lead, teach((fact) => mentions(fact.text, subject.trail.name)))
    }
    case 'trail-length': {
      const { trail } = subject
      const lead = said(describeTrail(trail, ctx))
      const destination = park.geology.find((feature) => mentions(trail.name, feature.name) && !others.some((name) => fold(name) === fold(feature.name)))
      const more =
        teach((fact) => mentions(fact.text, trail.name)) ??
        (destination ? describePlace(destination.name, destination.description) : null) ??
        anyFact()
      return join(lead, more)
    }
    case 'location': {
      const states = park.states.map(stateName)
      const lead = `${park.name} is in ${listOf(states)}.`
      const namesState = (text: string) => states.some((name) => mentions(text, name))
      return join(lead, teach((fact) => fact.topic === 'location' && namesState(fact.text)) ?? teach((fact) => fact.topic === 'location') ?? anyFact())
    }
    case 'year': {
      const year = String(park.established)
      const withYear = teach((fact) => new RegExp(`\\b${year}\\b`).test(fact.text) && fact.text.split(' ').length > 8)
      if (withYear) return withYear
      const lead = said(`${capitalize(yearLabel(park))} became a national park in ${year}.`)
      return join(lead, teach((fact) => fact.topic === 'history') ?? anyFact())
    }
    case 'fact': {
      const lead = `That one is about ${label}.`
      const more = teach((fact) => fact.topic === subject.fact.topic) ?? anyFact()
      return join(lead, more ? `Here is another: ${more}` : null)
    }
  }
}

/**
 * Everything an explanation may teach about a park, most useful first: its facts, the sentences of
 * its description, what its places are, and how long its trails are.
 */
function teachable(park: Park): Teachable[] {
  let found = teachables.get(park)
  if (!found) {
    const sentences = splitSentences(park.description).map((text): Teachable => ({
      text,
      // Description sentences about animals count as animal facts.
      topic: /\b(bears?|wolves|moose|birds?|fish|animals?|sheep|caribou|elk|bison|whales?|seals?|turtles?)\b/i.test(text) ? 'animals' : 'location',
    }))
    const places = park.geology.map((feature): Teachable => ({ text: describePlace(feature.name, feature.description), topic: 'geology' }))
    found = [...park.facts, ...sentences, ...places]
    teachables.set(park, found)
  }
  return found
}

/** Sentences of a text, not broken after "St." or "Mt." ("St. Louis"). */
export function splitSentences(text: string) {
  return text.split(/(?<!\b(?:St|Mt|Ft|Dr|Mr|Mrs|Ms|Jr|U\.S)\.)(?<=[.!?])\s+(?=[A-Z])/)
}

const teachables = new WeakMap<Park, Teachable[]>()

/** Runs of six words, to tell whether an explanation would only repeat what the question showed. */
function runs(text: string): ReadonlySet<string> {
  let found = runsOf.get(text)
  if (!found) {
    const words = fold(text).split(/[^a-z0-9]+/).filter(Boolean)
    const made = new Set<string>()
    for (let i = 0; i + 6 <= words.length; i++) made.add(words.slice(i, i + 6).join(' '))
    if (runsOf.size > 20_000) runsOf.clear()
    runsOf.set(text, made)
    found = made
  }
  return found
}

const runsOf = new Map<string, ReadonlySet<string>>()

/**
 * The first unused fact of the park that passes `test`, names no other park and no other
 * question's answer, and does not repeat what the question and its options already say.
 */
function teachFact(ctx: QuizContext, others: string[], shown: ReadonlySet<string>, test: (fact: Teachable) => boolean): string | null {
  const { park } = ctx
  const extra: Teachable[] = [
    ...park.trails.map((trail): Teachable => ({ text: describeTrail(trail, ctx), topic: 'location' })),
    { text: `${capitalize(yearLabel(park))} became a national park in ${park.established}.`, topic: 'history' },
  ]
  const candidates = [...teachable(park), ...extra].filter(
    (fact) =>
      !ctx.usedFacts.has(fact.text) &&
      test(fact) &&
      !ctx.index.otherParkFacts.has(fact.text) &&
      !others.some((name) => namesAll(fact.text, name)) &&
      ![...runs(fact.text)].some((run) => shown.has(run)),
  )
  const fact = ctx.young ? (candidates.find((candidate) => candidate.text.length <= SHORT_TEACH) ?? candidates[0]) : candidates[0]
  if (!fact) return null
  ctx.usedFacts.add(fact.text)
  return fact.text
}

/** Does the text hold every word of the name ("Moose are…" holds "Moose")? */
function namesAll(text: string, name: string) {
  const words = nameWords(text)
  const nameList = [...nameWords(name.replace(/\s*\(.*\)$/, ''), NAME_FILLER)].filter((word) => word.length > 2)
  return nameList.length > 0 && nameList.every((word) => words.has(word))
}

const NAME_FILLER = new Set(['trail', 'loop', 'the', 'and'])

const KIND_NOUN: Record<Animal['kind'], string> = {
  mammal: 'mammal',
  bird: 'bird',
  reptile: 'reptile',
  amphibian: 'amphibian',
  fish: 'fish',
  insect: 'insect',
  'sea-life': 'sea animal',
}

function theAnimal(animal: Animal, park: Park) {
  const named = animalInSentence(animal.name, park)
  return isPluralName(animal.name) ? named : `the ${named}`
}

/** "Moose", "bald eagles", "gray wolves": the animal's name, its last word made plural too. */
export function mentionsAnimal(text: string, name: string) {
  const key = `${name}\u0000${text}`
  let found = animalMentions.get(key)
  if (found === undefined) {
    if (animalMentions.size > 20_000) animalMentions.clear()
    found = findAnimal(text, name)
    animalMentions.set(key, found)
  }
  return found
}

const animalMentions = new Map<string, boolean>()

function findAnimal(text: string, name: string) {
  const plain = fold(name.replace(/\s*\(.*\)$/, ''))
  const words = plain.split(' ')
  const last = words[words.length - 1]
  const forms = [last, `${last}s`, `${last}es`, last.replace(/f$/, 'ves'), last.replace(/y$/, 'ies')]
  const folded = fold(text)
  return forms.some((form) => new RegExp(`\\b${[...words.slice(0, -1), form].join(' ')}\\b`).test(folded))
}

/** Everyday words that open the catalogue's place descriptions and read on after "is". */
const OPENING_WORDS = new Set([
  ...['A', 'An', 'The', 'Two', 'Three', 'Another', 'One', 'Dark', 'Stair-step', 'Colorful', 'Badland', 'Rolling', 'Pointed'],
  ...['Ancient', 'Dunes', 'Rounded', 'Sharp', 'Thin', 'Jagged', 'Huge', 'Rugged', 'Tall', 'Long', 'Big', 'Small', 'Deep', 'Wide'],
])

/** "Kahiltna Glacier is the longest glacier in the Alaska Range…", from the catalogue's description. */
export function describePlace(name: string, description: string) {
  const first = description.split(/[\s,]/)[0]
  if (OPENING_WORDS.has(first)) return `${placeSubject(name)} ${first.toLowerCase()}${description.slice(first.length)}`
  return `${capitalize(placeName(name))}: ${description}`
}

function describeTrail(trail: Trail, ctx: QuizContext) {
  // "Golden Canyon to Red Cathedral" is a hike between two places, not a trail's name.
  const between = / to /.test(trail.name) && !/\b(trail|loop|walk|path|route|circuit|road|tour)\b/i.test(trail.name)
  const name = between ? `The hike from ${trail.name}` : /^the /i.test(trail.name) ? trail.name : `The ${trail.name}`
  const difficulty = ctx.young ? { easy: 'easy', moderate: 'medium', strenuous: 'hard' }[trail.difficulty] : trail.difficulty
  if (trail.lengthMiles === null) {
    return `${name} is ${article(difficulty)} ${difficulty} cross-country route in ${ctx.label}, with no set length.`
  }
  const miles = formatMiles(trail.lengthMiles)
  const outing = trail.difficulty === 'easy' && trail.lengthMiles <= 1.5 ? 'walk' : 'hike'
  if (ctx.young) return `${name} is ${articleForNumber(trail.lengthMiles)} ${miles}-mile ${difficulty} ${outing} in ${ctx.label}.`
  const unit = trail.lengthMiles === 1 ? 'mile' : 'miles'
  return `${name} in ${ctx.label} is ${article(difficulty)} ${difficulty} ${outing} of ${miles} ${unit} round trip.`
}
