import type { Animal, AnimalKind, GeologyFeature, Park, ParkFact, Trail } from '~/data/park-types'
import type { QuizQuestion } from '../quiz-maker'
import { DISTRACTOR_ANIMAL_RANGES, GENERIC_PLACES, GENERIC_PROPER_WORDS, GENERIC_TRAILS, WIDE_PLACE_WORDS } from './pools'
import { shuffled, type Random } from '~/utils/seeded-random'
import { stateName, TERRITORIES } from './states'
import {
  animalInSentence,
  article,
  articleForNumber,
  capitalize,
  capitalizedWords,
  fold,
  formatMiles,
  isPluralName,
  listOf,
  mentions,
  milesBetween,
  nameWords,
  parkLabel,
  parkText,
  sharesWord,
  shortName,
} from './text'

/** A question before its options are placed: the right answer and three wrong ones. */
export interface DraftQuestion {
  kind: QuizQuestion['kind']
  question: string
  correct: string
  distractors: string[]
  explanation: string
  /** Options keep this order (years read best from oldest to newest) instead of a shuffled one. */
  sortOptions?: (a: string, b: string) => number
}

export type QuestionType = 'animals' | 'geology' | 'trails' | 'location' | 'year' | 'fact'

/** Wrong answers that are places, trails or facts come only from parks at least this far away. */
const FAR_AWAY_MILES = 500

const NAME_IGNORE = new Set(['national', 'park', 'preserve', 'state'])
const TRAIL_IGNORE = new Set([...NAME_IGNORE, 'trail', 'loop', 'path', 'walk', 'route', 'nature', 'tour', 'circuit'])
/** Words many animal names share that do not make two animals alike ("American bison", "American pika"). */
const ANIMAL_IGNORE = new Set([
  ...['american', 'common', 'great', 'greater', 'lesser', 'western', 'eastern', 'northern', 'southern', 'desert'],
])
/** Words of park names that are everyday geography, not a giveaway on their own ("the lake", "Exit Glacier"). */
const PLAIN_NAME_WORDS = new Set([
  ...['arch', 'basin', 'bay', 'big', 'black', 'canyon', 'cave', 'cavern', 'dry', 'fjord', 'forest', 'glacier', 'gorge', 'grand'],
  ...['great', 'hot', 'island', 'lake', 'mount', 'mountain', 'new', 'north', 'reef', 'river', 'rocky', 'sand', 'spring'],
  ...['valley', 'volcanic', 'volcano', 'white'],
])
const ROCK_WORDS = /\b(limestone|schist|sandstone|novaculite|shield|boxwork|formation)$/i

const KIND_NOUN: Record<AnimalKind, { one: string; many: string }> = {
  mammal: { one: 'mammal', many: 'mammals' },
  bird: { one: 'bird', many: 'birds' },
  reptile: { one: 'reptile', many: 'reptiles' },
  amphibian: { one: 'amphibian', many: 'amphibians' },
  fish: { one: 'fish', many: 'fish' },
  insect: { one: 'insect', many: 'insects' },
  'sea-life': { one: 'sea animal', many: 'sea animals' },
}

/** Everything the question builders share while one quiz is put together. */
export class QuizContext {
  readonly label: string
  readonly others: readonly Park[]
  private readonly ownWords: Set<string>
  private readonly tellingWords: Set<string>
  private readonly namesWords: Set<string>
  private readonly animalWords: Set<string>
  private readonly capitals: Set<string>
  private readonly foldedText: string
  private readonly cache = new Map<string, unknown>()
  private readonly stateNames: string[]
  readonly usedQuestions = new Set<string>()
  readonly usedAnswers = new Set<string>()
  readonly usedFacts = new Set<string>()
  readonly usedWrongAnswers = new Set<string>()

  constructor(
    readonly park: Park,
    readonly allParks: readonly Park[],
    readonly random: Random,
    readonly young: boolean,
  ) {
    this.label = parkLabel(park)
    this.others = allParks.filter((other) => other.id !== park.id)
    this.ownWords = ownNameWords(park)
    this.tellingWords = new Set([...this.ownWords].filter((word) => !PLAIN_NAME_WORDS.has(word)))
    this.namesWords = new Set([
      ...nameWords(park.name, NAME_IGNORE),
      ...park.geology.flatMap((feature) => [...nameWords(feature.name, NAME_IGNORE)]),
      ...park.trails.flatMap((trail) => [...nameWords(trail.name, TRAIL_IGNORE)]),
    ])
    this.animalWords = new Set(park.animals.flatMap((animal) => [...nameWords(animal.name, ANIMAL_IGNORE)]))
    this.capitals = capitalizedWords(parkText(park))
    this.foldedText = fold(parkText(park))
    this.stateNames = park.states.map(stateName)
  }

  /** Does this text use any word of the park's name, even in lower case ("arches" for Arches)? */
  namesThisPark(text: string) {
    return sharesWord(nameWords(text), this.ownWords)
  }

  /** Does this text name the park, or use a telling word of its name ("Bryce" for Bryce Canyon)? */
  revealsPark(text: string) {
    return (
      mentions(text, shortName(this.park)) ||
      mentions(text, this.park.name) ||
      sharesWord(capitalizedWords(text), this.tellingWords)
    )
  }

  isUnusedAnswer(answer: string) {
    return !this.usedAnswers.has(fold(answer))
  }

  /** Does this text name the right answer of a question already in the quiz ("Moose are often seen…")? */
  givesAwayUsedAnswer(text: string) {
    const words = nameWords(text)
    return [...this.usedAnswers].some((answer) => {
      const answerWords = [...nameWords(answer, ANIMAL_IGNORE)].filter((word) => !/^\d+$/.test(word))
      return answerWords.length > 0 && answerWords.every((word) => words.has(word))
    })
  }

  /** Is this name just another quiz answer with a word more or less ("Wind Canyon" and "Wind Canyon Trail")? */
  echoesUsedAnswer(name: string) {
    const words = nameWords(name, TRAIL_IGNORE)
    return [...this.usedAnswers].some((answer) => {
      const other = nameWords(answer, TRAIL_IGNORE)
      const within = (a: Set<string>, b: Set<string>) => a.size > 0 && [...a].every((word) => b.has(word))
      return within(words, other) || within(other, words)
    })
  }

  /** Would a fact already shown in this quiz give this answer away? */
  inUsedFact(answer: string) {
    return [...this.usedFacts].some((text) => fold(text).includes(fold(answer)))
  }

  private memo<T>(key: string, make: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, make())
    return this.cache.get(key) as T
  }

  /** Wrong-answer pools: they do not change while the quiz is built, so each is worked out once. */
  get foreignPlaces() {
    return this.memo('places', () =>
      this.others.flatMap((owner) =>
        owner.geology.filter((feature) => this.isForeignPlace(feature, owner)).map((feature) => ({ feature, owner })),
      ),
    )
  }

  get foreignTrails() {
    return this.memo('trails', () =>
      this.others.flatMap((owner) =>
        owner.trails.filter((trail) => this.isForeignTrail(trail, owner)).map((trail) => ({ trail, owner })),
      ),
    )
  }

  get foreignFacts() {
    return this.memo('facts', () =>
      this.others.flatMap((other) =>
        other.facts.filter((fact) => this.isForeignFact(fact, other)).map((fact) => ({ fact, owner: other })),
      ),
    )
  }

  get foreignAnimals() {
    return this.memo('animals', () => this.findForeignAnimals())
  }

  /** An animal from the hand-checked list whose whole range lies outside this park's states. */
  private findForeignAnimals(): Animal[] {
    const found = new Map<string, Animal>()
    for (const other of this.others) {
      for (const animal of other.animals) {
        const range = DISTRACTOR_ANIMAL_RANGES[animal.name]
        if (!range || found.has(animal.name)) continue
        if (this.park.states.some((state) => range.includes(state))) continue
        if (this.park.animals.some((own) => fold(own.name) === fold(animal.name))) continue
        if (sharesWord(nameWords(animal.name, ANIMAL_IGNORE), this.animalWords)) continue
        found.set(animal.name, animal)
      }
    }
    return [...found.values()]
  }

  /** A named place of another park that cannot be in this one. */
  isForeignPlace(feature: GeologyFeature, owner: Park) {
    if (GENERIC_PLACES.has(feature.name) || WIDE_PLACE_WORDS.test(feature.name)) return false
    return this.isForeignName(feature.name, owner, NAME_IGNORE)
  }

  /** A trail of another park that cannot be in this one. */
  isForeignTrail(trail: Trail, owner: Park) {
    if (GENERIC_TRAILS.has(trail.name)) return false
    return this.isForeignName(trail.name, owner, TRAIL_IGNORE)
  }

  private isForeignName(name: string, owner: Park, ignore: ReadonlySet<string>) {
    if (owner.id === this.park.id || milesBetween(owner, this.park) < FAR_AWAY_MILES) return false
    if (sharesWord(nameWords(name, ignore), this.namesWords)) return false
    if (sharesWord(capitalizedWords(name), this.capitals)) return false
    return !this.foldedText.includes(fold(name))
  }

  /**
   * A fact of a far-away park that is clearly not about this one: it names none of the parks and
   * none of this park's states, shares no proper name with anything this park's catalogue says, and
   * is tied to its own park by one of that park's own places, trails or far-away animals.
   */
  isForeignFact(fact: ParkFact, owner: Park) {
    if (owner.id === this.park.id || milesBetween(owner, this.park) < FAR_AWAY_MILES) return false
    if (mentionsAnyPark(fact.text, this.allParks)) return false
    if (sharesWord(nameWords(fact.text), ownNameWords(owner)) || this.namesThisPark(fact.text)) return false
    if (this.stateNames.some((name) => mentions(fact.text, name))) return false
    const proper = [...capitalizedWords(fact.text, true)].filter((word) => !GENERIC_PROPER_WORDS.has(word))
    if (proper.some((word) => this.capitals.has(word))) return false
    const tiedByPlace = owner.geology.some((feature) => mentions(fact.text, feature.name) && this.isForeignPlace(feature, owner))
    const tiedByTrail = owner.trails.some((trail) => mentions(fact.text, trail.name) && this.isForeignTrail(trail, owner))
    const tiedByAnimal = owner.animals.some((animal) => {
      const range = DISTRACTOR_ANIMAL_RANGES[animal.name]
      return (
        range !== undefined && !this.park.states.some((state) => range.includes(state)) && mentionsAnimal(fact.text, animal.name)
      )
    })
    return tiedByPlace || tiedByTrail || tiedByAnimal
  }

  /** The first template (with {park} filled in) not yet used as a question in this quiz. */
  pickQuestion(templates: readonly string[]): string | null {
    for (const template of templates) {
      const text = capitalize(template.replaceAll('{park}', this.label))
      if (!this.usedQuestions.has(text)) return text
    }
    return null
  }

  /**
   * Up to `count` wrong answers in a seeded order, preferring ones not offered yet in this quiz, ones
   * `fits` says suit the question, and ones that share no `traits` with those already picked (so not
   * three sea turtles, or two facts from the same park).
   */
  pickWrong<T>(
    candidates: readonly T[],
    count: number,
    key: (item: T) => string,
    fits?: (item: T) => boolean,
    traits?: (item: T) => readonly string[],
  ): T[] {
    const seen = new Set<string>()
    const unique = shuffled(this.random, candidates).filter((item) => {
      const k = fold(key(item))
      if (seen.has(k)) return false
      seen.add(k)
      return true
    })
    const rank = (item: T) => (this.usedWrongAnswers.has(fold(key(item))) ? 2 : 0) + (fits && !fits(item) ? 1 : 0)
    const ranked = unique.sort((a, b) => rank(a) - rank(b))
    const picked: T[] = []
    const taken = new Set<string>()
    for (const item of ranked) {
      if (picked.length === count) break
      const own = traits ? traits(item) : []
      if (own.some((trait) => taken.has(trait))) continue
      picked.push(item)
      for (const trait of own) taken.add(trait)
    }
    for (const item of ranked) if (picked.length < count && !picked.includes(item)) picked.push(item)
    return picked
  }

  /** Marks a finished question's text, answer and wrong answers as used. */
  accept(draft: DraftQuestion) {
    this.usedQuestions.add(draft.question)
    this.usedAnswers.add(fold(draft.correct))
    for (const wrong of draft.distractors) this.usedWrongAnswers.add(fold(wrong))
  }

  /** The first unused fact of this park that passes `test` and names no other park, for an explanation. */
  factAbout(test: (fact: ParkFact) => boolean): ParkFact | undefined {
    const fact = this.park.facts.find(
      (candidate) =>
        !this.usedFacts.has(candidate.text) && test(candidate) && !mentionsOtherPark(candidate.text, this.park, this.allParks),
    )
    if (fact) this.usedFacts.add(fact.text)
    return fact
  }
}

function ownNameWords(park: Park) {
  return nameWords(shortName(park), NAME_IGNORE)
}

/**
 * Does the text name the park? "Glacier" inside "Exit Glacier" or "Glacier Bay", or "Theodore
 * Roosevelt" after "President", is part of another name and does not count.
 */
function mentionsPark(text: string, park: Park) {
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

function mentionsAnyPark(text: string, parks: readonly Park[]) {
  return parks.some((park) => mentionsPark(text, park))
}

function mentionsOtherPark(text: string, park: Park, parks: readonly Park[]) {
  return mentionsAnyPark(
    text,
    parks.filter((other) => other.id !== park.id && !mentions(shortName(park), shortName(other))),
  )
}

/** "Moose", "bald eagles", "gray wolves": the animal's name, its last word made plural too. */
function mentionsAnimal(text: string, name: string) {
  const plain = fold(name.replace(/\s*\(.*\)$/, ''))
  const words = plain.split(' ')
  const last = words[words.length - 1]
  const forms = [last, `${last}s`, `${last}es`, last.replace(/f$/, 'ves'), last.replace(/y$/, 'ies')]
  const folded = fold(text)
  return forms.some((form) => new RegExp(`\\b${[...words.slice(0, -1), form].join(' ')}\\b`).test(folded))
}

/** Everyday words that open the catalogue's place descriptions; anything else may be a name and keeps its capital. */
const COMMON_FIRST_WORDS = new Set([
  ...['A', 'An', 'The', 'Two', 'Three', 'At', 'About', 'Another', 'Despite', 'Once', 'One', 'Dark', 'Stair-step'],
  ...['Colorful', 'Badland', 'Rolling', 'Pointed', 'Ghostly', 'Ancient', 'Dunes', 'Rounded', 'Sharp', 'Thin', 'Jagged'],
  ...['Huge', 'Rugged', 'Tall', 'Long', 'Big', 'Small', 'Deep', 'Wide'],
])

/** Lower-cases the first word of a description fragment so it can follow a colon. */
function fragment(description: string) {
  const first = description.split(/[\s,]/)[0]
  return COMMON_FIRST_WORDS.has(first) ? first.toLowerCase() + description.slice(first.length) : description
}

/** Head words after which a place reads with "the": "the Colorado River", "the Chisos Mountains". */
const THE_PLACES = new Set([
  ...['amphitheater', 'bluffs', 'caldera', 'courthouse', 'desert', 'divide', 'dunefield', 'dunes', 'entrance', 'fan', 'fault'],
  ...['fold', 'forest', 'furnace', 'gorge', 'icefield', 'islands', 'mounds', 'mountains', 'peaks', 'peninsula', 'petroglyphs'],
  ...['pools', 'range', 'reef', 'river', 'room', 'shield', 'slough', 'valley', 'wall'],
])

/** The word a place name is about: "Valley" in "Valley of Ten Thousand Smokes", "Mountains" in "Chisos Mountains". */
function headWord(name: string) {
  const words = name.replace(/\s*\(.*\)$/, '').split(' ')
  const of = words.indexOf('of')
  return (of > 0 ? words[of - 1] : words[words.length - 1]).toLowerCase()
}

/** A place as the subject of a sentence, with its verb: "The Chisos Mountains are", "Old Faithful is". */
function placeSubject(name: string) {
  const head = headWord(name)
  const needsThe = !/^the /i.test(name) && (THE_PLACES.has(head) || name === 'Gateway Arch')
  const plural = / and /.test(name) || (/[^s]s$/.test(head) && !/^the narrows$/i.test(name))
  return `${needsThe ? 'The ' : ''}${name} ${plural ? 'are' : 'is'}`
}

function draft(
  kind: QuizQuestion['kind'],
  question: string,
  correct: string,
  distractors: string[],
  explanation: string,
): DraftQuestion {
  return { kind, question, correct, distractors, explanation }
}

// ————— Animals —————

export function animalQuestion(ctx: QuizContext): DraftQuestion | null {
  const { park, young } = ctx
  const foreign = ctx.foreignAnimals
  const answers = shuffled(ctx.random, park.animals).filter(
    (animal) => ctx.isUnusedAnswer(animal.name) && !ctx.namesThisPark(animal.name),
  )
  for (const animal of answers) {
    const sameKind = foreign.filter((other) => other.kind === animal.kind)
    let question: string | null = null
    let wrong: Animal[] = []
    if (sameKind.length >= 3 && animal.kind !== 'insect' && ctx.random() < 0.5) {
      const noun = KIND_NOUN[animal.kind]
      question = ctx.pickQuestion(
        young ? [`Which ${noun.one} lives in {park}?`] : [`Which of these ${noun.many} lives in {park}?`],
      )
      if (question) wrong = ctx.pickWrong(sameKind, 3, (item) => item.name, undefined, animalTraits)
    }
    if (!question) {
      question = ctx.pickQuestion(
        young
          ? ['Which animal lives in {park}?', 'Which animal can you find in {park}?', 'Which animal might you see in {park}?']
          : [
              'Which of these animals lives in {park}?',
              'Which of these animals could you spot in {park}?',
              'Which of these animals makes its home in {park}?',
            ],
      )
      wrong = ctx.pickWrong(foreign, 3, (item) => item.name, (item) => item.kind === animal.kind, animalTraits)
    }
    if (!question || wrong.length < 3) continue
    const noun = KIND_NOUN[animal.kind].one
    const named = animalInSentence(animal.name, park)
    const first = isPluralName(animal.name)
      ? `${capitalize(named)} are ${KIND_NOUN[animal.kind].many} that live in ${ctx.label}.`
      : `The ${named} is ${article(noun)} ${noun} that lives in ${ctx.label}.`
    const fact = ctx.factAbout(
      (candidate) => mentionsAnimal(candidate.text, animal.name) && (!young || candidate.text.length < 140),
    )
    return draft(
      'animals',
      question,
      animal.name,
      wrong.map((item) => item.name),
      fact ? `${first} ${fact.text}` : first,
    )
  }
  return null
}

// ————— Places —————

export function geologyQuestion(ctx: QuizContext): DraftQuestion | null {
  const { park, young } = ctx
  const foreign = ctx.foreignPlaces
  const answers = shuffled(ctx.random, park.geology).filter(
    (feature) =>
      ctx.isUnusedAnswer(feature.name) &&
      !ctx.namesThisPark(feature.name) &&
      !ctx.inUsedFact(feature.name) &&
      !ctx.echoesUsedAnswer(feature.name),
  )
  for (const feature of answers) {
    const isRock = ROCK_WORDS.test(feature.name)
    const question = ctx.pickQuestion(
      isRock
        ? young
          ? ['What can you find in {park}?', 'Which of these is in {park}?']
          : ['Which of these can you find in {park}?', 'Which of these is part of {park}?']
        : young
          ? ['Which place is in {park}?', 'Which of these places is in {park}?', 'What can you find in {park}?']
          : [
              'Which of these places can you find in {park}?',
              'Which of these places is part of {park}?',
              'Which of these can you find in {park}?',
            ],
    )
    const wrong = ctx.pickWrong(
      foreign,
      3,
      (item) => item.feature.name,
      (item) => ROCK_WORDS.test(item.feature.name) === isRock,
      (item) => [item.owner.id],
    )
    if (!question || wrong.length < 3) continue
    return draft(
      'geology',
      question,
      feature.name,
      wrong.map((item) => item.feature.name),
      `${placeSubject(feature.name)} ${isRock ? 'found in' : 'in'} ${ctx.label}: ${fragment(feature.description)}`,
    )
  }
  return null
}

// ————— Trails —————

function describeTrail(trail: Trail, ctx: QuizContext) {
  const name = /^the /i.test(trail.name) ? trail.name : `The ${trail.name}`
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

export function trailQuestion(ctx: QuizContext): DraftQuestion | null {
  const { park, young } = ctx
  const foreign = ctx.foreignTrails
  const answers = shuffled(ctx.random, park.trails)
    .filter(
      (trail) =>
        ctx.isUnusedAnswer(trail.name) &&
        !ctx.namesThisPark(trail.name) &&
        !ctx.inUsedFact(trail.name) &&
        !ctx.echoesUsedAnswer(trail.name),
    )
    .sort((a, b) => Number(a.lengthMiles === null) - Number(b.lengthMiles === null))
  for (const trail of answers) {
    // Some wild parks have routes, not trails ("The park has no roads or trails…").
    const isRoute = trail.lengthMiles === null || /\broute\b/i.test(trail.name)
    const question = ctx.pickQuestion(
      isRoute
        ? young
          ? ['Which hike can you do in {park}?', 'Which of these hikes is in {park}?']
          : ['Which of these hikes is in {park}?', 'Which of these routes can you hike in {park}?']
        : young
          ? ['Which trail can you hike in {park}?', 'Which trail is in {park}?']
          : ['Which of these trails can you hike in {park}?', 'Which of these hikes is in {park}?'],
    )
    const wrong = ctx.pickWrong(
      foreign,
      3,
      (item) => item.trail.name,
      (item) => (item.trail.lengthMiles === null) === (trail.lengthMiles === null),
      (item) => [item.owner.id],
    )
    if (!question || wrong.length < 3) continue
    return draft(
      'trails',
      question,
      trail.name,
      wrong.map((item) => item.trail.name),
      describeTrail(trail, ctx),
    )
  }
  return null
}

// ————— Where the park is —————

export function locationQuestion(ctx: QuizContext): DraftQuestion | null {
  const { park, young } = ctx
  const code = park.states[0]
  const answer = stateName(code)
  // "Where is Indiana Dunes?" would hold its own answer.
  if (!ctx.isUnusedAnswer(answer) || fold(park.name).includes(fold(answer).replace(/^u\.s\. /, ''))) return null
  const isTerritory = TERRITORIES.has(code)
  const allCodes = new Set(ctx.allParks.flatMap((other) => other.states))
  const candidates = [...allCodes].filter(
    (other) =>
      !park.states.includes(other) && TERRITORIES.has(other) === isTerritory && !fold(park.name).includes(fold(stateName(other))),
  )
  const nearby = new Set(ctx.others.filter((other) => other.region === park.region).flatMap((other) => other.states))
  let wrong = ctx.pickWrong(candidates, 3, stateName, (other) => nearby.has(other))
  if (wrong.length < 3 && isTerritory) {
    const states = [...allCodes].filter((other) => !park.states.includes(other) && !TERRITORIES.has(other))
    wrong = [...wrong, ...ctx.pickWrong(states, 3 - wrong.length, stateName)]
  }
  if (wrong.length < 3) return null
  const question = ctx.pickQuestion(
    isTerritory
      ? young
        ? [`Where is ${park.name}?`]
        : [`Where in the United States is ${park.name}?`]
      : young
        ? [`Which state is ${park.name} in?`]
        : [`In which of these states is ${park.name}?`],
  )
  if (!question) return null
  const states = park.states.map(stateName)
  const first = `${park.name} is in ${listOf(states)}.`
  // A fact that uses a state as a place ("in northeast Ohio", "Moab, Utah", "Utah's first"), not in a name ("Alaska Native").
  const namesState = (text: string) =>
    states.some((name) =>
      new RegExp(`((\\bin|\\bof|\\band|,) ([a-z]+ )?${name}(?!\\p{L})(?! \\p{Lu})|${name}'s)`, 'u').test(text),
    )
  const fact =
    ctx.factAbout((candidate) => candidate.topic === 'location' && namesState(candidate.text)) ??
    ctx.factAbout((candidate) => namesState(candidate.text))
  const saysItAll = fact && mentions(fact.text, shortName(park)) && states.every((name) => mentions(fact.text, name))
  const explanation = !fact ? first : saysItAll ? fact.text : `${first} ${fact.text}`
  return draft('location', question, answer, wrong.map(stateName), explanation)
}

// ————— When it became a national park —————

/**
 * "Denali", "the Everglades", "Theodore Roosevelt National Park": the short name unless it reads as
 * something else, for sentences that are plainly about the park as a whole.
 */
function yearLabel(park: Park) {
  if (park.id === 'redwood') return 'Redwood National Park'
  if (park.id === 'theodore-roosevelt' || park.id === 'virgin-islands') return park.name
  const label = parkLabel(park)
  return label.startsWith('the ') || shortName(park) === park.name ? label : shortName(park)
}

export function yearQuestion(ctx: QuizContext): DraftQuestion | null {
  const { park, young } = ctx
  const year = park.established
  const answer = String(year)
  if (!ctx.isUnusedAnswer(answer)) return null
  // Years the catalogue mentions for this park (a monument year, an older park it grew from) are never wrong answers.
  const mentioned = new Set((parkText(park).match(/\b(1[89]\d\d|20\d\d)\b/g) ?? []).map(Number))
  const candidates = shuffled(ctx.random, [...new Set(ctx.others.map((other) => other.established))]).filter(
    (other) => Math.abs(other - year) >= 4 && !mentioned.has(other),
  )
  const wrong: number[] = []
  for (const candidate of candidates) {
    if (wrong.length < 3 && wrong.every((picked) => Math.abs(picked - candidate) >= 2)) wrong.push(candidate)
  }
  if (wrong.length < 3) return null
  const label = yearLabel(park)
  const question = ctx.pickQuestion(
    young ? [`When did ${label} become a national park?`] : [`In what year did ${label} become a national park?`],
  )
  if (!question) return null
  const fact = ctx.factAbout((candidate) => new RegExp(`\\b${answer}\\b`).test(candidate.text))
  const explanation = fact ? fact.text : `${capitalize(label)} became a national park in ${year}.`
  return {
    ...draft('history', question, answer, wrong.map(String), explanation),
    sortOptions: (a, b) => Number(a) - Number(b),
  }
}

// ————— Facts —————

/** This park's facts that can be a right answer: they name no park (not even this one) and give no other answer away. */
function answerFacts(ctx: QuizContext): ParkFact[] {
  const { park } = ctx
  const states = park.states.map(stateName)
  return park.facts.filter(
    (fact) =>
      !ctx.usedFacts.has(fact.text) &&
      !ctx.revealsPark(fact.text) &&
      !mentionsAnyPark(fact.text, ctx.allParks) &&
      !fact.text.includes(String(park.established)) &&
      !states.some((name) => mentions(fact.text, name)) &&
      !ctx.givesAwayUsedAnswer(fact.text),
  )
}

/** Facts up to this many characters read easily to a young child. */
const SHORT_FACT = 110

const factKind = (fact: ParkFact): QuizQuestion['kind'] =>
  fact.topic === 'history' || fact.topic === 'people' ? 'history' : 'fun-fact'

export function factQuestion(ctx: QuizContext): DraftQuestion | null {
  const { young } = ctx
  const foreign = ctx.foreignFacts
  // Young children get the shorter facts when there is a choice.
  const isShort = (fact: ParkFact) => fact.text.length <= SHORT_FACT
  const answers = shuffled(ctx.random, answerFacts(ctx)).sort((a, b) => (young ? Number(!isShort(a)) - Number(!isShort(b)) : 0))
  for (const fact of answers) {
    const question = ctx.pickQuestion(
      young
        ? [
            'Which fact is about {park}?',
            'Which of these is about {park}?',
            'Which fact goes with {park}?',
            'Which fact tells about {park}?',
          ]
        : [
            'Which of these facts is about {park}?',
            'One of these facts is about {park}. Which one?',
            'Which of these would a ranger at {park} tell you?',
            'Which of these facts belongs to {park}?',
          ],
    )
    const wrong = ctx.pickWrong(
      foreign,
      3,
      (item) => item.fact.text,
      (item) => (young ? isShort(item.fact) : factKind(item.fact) === factKind(fact)),
      (item) => [item.owner.id, `opening:${opening(item.fact.text)}`],
    )
    if (!question || wrong.length < 3) continue
    ctx.usedFacts.add(fact.text)
    const elsewhere = listOf([...new Set(wrong.map((item) => yearLabel(item.owner)))])
    return draft(
      factKind(fact),
      question,
      fact.text,
      wrong.map((item) => item.fact.text),
      young ? `The fact about ${ctx.label} is: ${fact.text}` : `${fact.text} The other facts are about ${elsewhere}.`,
    )
  }
  return null
}

/** The first word that matters, so "Caribou pass…" and "Caribou from…" count as alike. */
function opening(text: string) {
  return [...nameWords(text.split(' ').slice(0, 3).join(' '))][0] ?? ''
}

const animalTraits = (animal: Animal) => [...nameWords(animal.name, ANIMAL_IGNORE)]

export const BUILDERS: Record<QuestionType, (ctx: QuizContext) => DraftQuestion | null> = {
  animals: animalQuestion,
  geology: geologyQuestion,
  trails: trailQuestion,
  location: locationQuestion,
  year: yearQuestion,
  fact: factQuestion,
}
