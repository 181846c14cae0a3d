import type { Park } from '~/data/park-types'
import { ageBandFor, type AgeBand } from '~/utils/age-band'
import { seededRandom, shuffled, type Random } from '~/utils/seeded-random'
import { err, ok, type Result } from '../../result'
import type { QuizMaker, QuizQuestion, QuizRequest } from '../quiz-maker'
import { drawQuiz } from '../bank/draw'
import type { QuizBankSource } from '../bank/source'
import { catalogueIndex } from './catalogue'
import { explainAll } from './explain'
import { BUILDERS, QuizContext, type DraftQuestion, type QuestionType } from './questions'

export const QUIZ_LENGTH = 10

/** A planned question, or one of two chosen by chance. */
type Slot = QuestionType | { chance: number; then: QuestionType; otherwise: QuestionType }

/**
 * What each quiz tries, per band. The youngest get animals, what places are and where the park is,
 * in words they know; older children get trails, years and facts as well.
 */
const PLAN: Record<AgeBand, Slot[]> = {
  // Trails and the state go first: a place named in another question would give their answer away.
  young: [
    'trail',
    'location',
    'animal',
    'animal',
    'animal',
    'place-kind',
    'place-kind',
    'place-kind',
    { chance: 0.25, then: 'animal-kind', otherwise: 'animal' },
    { chance: 0.3, then: 'animal', otherwise: 'place-kind' },
  ],
  middle: [
    'trail',
    { chance: 0.5, then: 'location', otherwise: 'place' },
    { chance: 0.5, then: 'trail-length', otherwise: 'year' },
    { chance: 0.5, then: 'fact', otherwise: 'place-kind' },
    'animal',
    'animal',
    { chance: 0.1, then: 'animal-kind', otherwise: 'animal' },
    'place-kind',
    'place-kind',
    'place',
  ],
  older: [
    'trail',
    { chance: 0.5, then: 'location', otherwise: 'year' },
    { chance: 0.5, then: 'trail-length', otherwise: 'year' },
    'fact',
    'animal',
    'animal',
    { chance: 0.1, then: 'animal-kind', otherwise: 'animal' },
    'place-kind',
    'place',
    { chance: 0.6, then: 'place-kind', otherwise: 'place' },
  ],
}

/** Tried in turn when a park lacks material for a planned question. */
const FILLERS: Record<AgeBand, QuestionType[]> = {
  young: ['place-kind', 'animal', 'trail', 'place', 'location', 'year', 'animal-kind'],
  middle: ['place-kind', 'animal', 'place', 'trail', 'year', 'location', 'trail-length', 'fact'],
  older: ['place', 'animal', 'place-kind', 'trail', 'year', 'trail-length', 'location', 'fact'],
}

/** How many of each kind a quiz takes before reaching for fillers of other kinds. */
const CAPS: Record<AgeBand, Record<QuestionType, number>> = {
  young: { animal: 4, 'animal-kind': 1, 'place-kind': 4, place: 1, trail: 2, 'trail-length': 0, location: 1, year: 1, fact: 0 },
  middle: { animal: 3, 'animal-kind': 1, 'place-kind': 3, place: 2, trail: 2, 'trail-length': 1, location: 1, year: 1, fact: 1 },
  older: { animal: 3, 'animal-kind': 1, 'place-kind': 3, place: 2, trail: 2, 'trail-length': 1, location: 1, year: 1, fact: 1 },
}

/** Kinds a quiz reaches for when it would otherwise cover fewer than four (never a fact for the youngest). */
const OTHER_KINDS: Record<AgeBand, QuestionType[]> = {
  young: ['location', 'trail', 'year', 'place'],
  middle: ['location', 'year', 'trail', 'place', 'fact'],
  older: ['location', 'year', 'trail', 'place', 'fact'],
}

export interface QuizDraft {
  band: AgeBand
  questions: DraftQuestion[]
}

/** The chosen questions with what each is about, before options are placed (for tests and reports). */
export function draftQuiz(request: QuizRequest): Result<QuizDraft> {
  const { park, child, seed } = request
  const allParks = withPark(request.allParks, park)
  const band = ageBandFor(child.age)
  const random = seededRandom(`${seed}|${park.id}`)
  const ctx = new QuizContext(catalogueIndex(allParks).park(park), band, random, allParks)

  const drafts: Omit<DraftQuestion, 'explanation'>[] = []
  const tryBuild = (type: QuestionType) => {
    if (drafts.length >= QUIZ_LENGTH) return false
    const built = BUILDERS[type](ctx)
    if (!built) return false
    ctx.accept(built)
    drafts.push(built)
    return true
  }
  for (const slot of PLAN[band]) {
    const type = typeof slot === 'string' ? slot : random() < slot.chance ? slot.then : slot.otherwise
    if (!tryBuild(type) && typeof slot !== 'string') tryBuild(type === slot.then ? slot.otherwise : slot.then)
  }
  // Fill up from the other kinds first, so no kind crowds a quiz; only then past the caps.
  const count = (type: QuestionType) => drafts.filter((question) => question.type === type).length
  for (let round = 0; round < 4 && drafts.length < QUIZ_LENGTH; round++) {
    for (const type of FILLERS[band]) if (count(type) < CAPS[band][type]) tryBuild(type)
  }
  for (let round = 0; round < 4 && drafts.length < QUIZ_LENGTH; round++) {
    for (const type of FILLERS[band]) tryBuild(type)
  }
  if (drafts.length < QUIZ_LENGTH) return err(`Not enough catalogue material for a ${QUIZ_LENGTH}-question quiz about ${park.name}`)

  // A quiz should range over at least four kinds of question.
  for (const type of OTHER_KINDS[band]) {
    const kinds = new Set(drafts.map((question) => question.kind))
    if (kinds.size >= 4) break
    const built = BUILDERS[type](ctx)
    if (!built || kinds.has(built.kind)) continue
    const counts = new Map<string, number>()
    for (const question of drafts) counts.set(question.kind, (counts.get(question.kind) ?? 0) + 1)
    const [commonest] = [...counts].sort((a, b) => b[1] - a[1])[0]
    const at = drafts.map((question) => question.kind).lastIndexOf(commonest as QuizQuestion['kind'])
    ctx.accept(built)
    drafts.splice(at, 1, built)
  }

  // Start with an animal, the friendliest kind of question; the rest come in a seeded order.
  const ordered = shuffled(random, drafts)
  const firstAnimal = ordered.findIndex((question) => question.type === 'animal')
  if (firstAnimal > 0) ordered.unshift(...ordered.splice(firstAnimal, 1))
  return ok({ band, questions: explainAll(ctx, ordered) })
}

/** Builds a 10-question quiz from the catalogue alone: same request and seed, same quiz. */
export function buildQuiz(request: QuizRequest): Result<QuizQuestion[]> {
  const drafted = draftQuiz(request)
  if (!drafted.ok) return drafted
  const random = seededRandom(`${request.seed}|${request.park.id}|options`)
  const questions = drafted.value.questions
  const positions = answerPositions(random, questions.length, questions[0]?.distractors.length + 1 || 4)
  return ok(questions.map((question, index) => place(random, question, positions[index])))
}

function withPark(allParks: readonly Park[], park: Park) {
  return allParks.some((other) => other.id === park.id) ? allParks : [...allParks, park]
}

/** Where each right answer goes: every position about equally often, in a seeded order. */
function answerPositions(random: Random, count: number, options: number) {
  const all = Array.from({ length: options }, (_, i) => i)
  const positions: number[] = []
  while (positions.length < count) positions.push(...shuffled(random, all))
  return shuffled(random, positions.slice(0, count))
}

function place(random: Random, question: DraftQuestion, position: number): QuizQuestion {
  let options: string[]
  if (question.sortOptions) {
    options = [question.correct, ...question.distractors].sort(question.sortOptions)
  } else {
    options = shuffled(random, question.distractors)
    options.splice(Math.min(position, options.length), 0, question.correct)
  }
  return {
    question: question.question,
    options,
    correctAnswer: options.indexOf(question.correct),
    explanation: question.explanation,
    kind: question.kind,
  }
}

/**
 * The built-in quiz maker: in a park with a written quiz bank (app/content/parks/<park-id>/quiz.ts),
 * ten of its questions for the child's band (bank/draw.ts); in the parks without one yet, questions
 * made from the catalogue (this folder).
 */
export function createBuiltInQuizMaker(banks: QuizBankSource): QuizMaker {
  return {
    name: 'built-in',
    async makeQuiz(request) {
      const bank = await banks(request.park.id)
      const band = ageBandFor(request.child.age)
      if (bank && bank.questions.filter((question) => question.band === band).length >= QUIZ_LENGTH) {
        return ok(drawQuiz(bank, { band, seed: request.seed, count: QUIZ_LENGTH, askedBefore: request.askedBefore }))
      }
      return buildQuiz(request)
    },
  }
}
