import type { Park } from '~/data/park-types'
import type { QuizMaker, QuizQuestion, QuizRequest } from '../quiz-maker'
import { err, ok, type Result } from '../../result'
import { BUILDERS, QuizContext, type DraftQuestion, type QuestionType } from './questions'
import { seededRandom, shuffled, type Random } from '~/utils/seeded-random'
import { ageBandFor } from '~/utils/age-band'

export const QUIZ_LENGTH = 10

/** What each quiz tries first; facts come first so explanations can borrow the facts left over. */
const PLAN: Record<'young' | 'older', QuestionType[]> = {
  young: ['fact', 'fact', 'fact', 'animals', 'animals', 'animals', 'geology', 'geology', 'trails', 'location'],
  older: ['fact', 'fact', 'fact', 'year', 'location', 'animals', 'animals', 'geology', 'geology', 'trails'],
}

/** Tried in turn when a park lacks material for a planned question. */
const FILLERS: QuestionType[] = ['fact', 'trails', 'animals', 'geology', 'year', 'location']

/** Builds a 10-question quiz from the catalogue alone: same request and seed, same quiz. */
export function buildQuiz(request: QuizRequest): Result<QuizQuestion[]> {
  const { park, allParks, child, seed } = request
  const random = seededRandom(`${seed}|${park.id}`)
  // The youngest band (the same cut-off as the stories) gets shorter wording and fewer dates.
  const young = ageBandFor(child.age) === 'young'
  const ctx = new QuizContext(park, withPark(allParks, park), random, young)

  const drafts: DraftQuestion[] = []
  const tryBuild = (type: QuestionType) => {
    if (drafts.length >= QUIZ_LENGTH) return
    const built = BUILDERS[type](ctx)
    if (!built) return
    ctx.accept(built)
    drafts.push(built)
  }
  for (const type of PLAN[young ? 'young' : 'older']) tryBuild(type)
  for (let round = 0; round < 4 && drafts.length < QUIZ_LENGTH; round++) {
    for (const type of FILLERS) tryBuild(type)
  }
  if (drafts.length < QUIZ_LENGTH)
    return err(`Not enough catalogue material for a ${QUIZ_LENGTH}-question quiz about ${park.name}`)

  // Start with an animal, the friendliest kind of question; the rest come in a seeded order.
  const ordered = shuffled(random, drafts)
  const firstAnimal = ordered.findIndex((question) => question.kind === 'animals')
  if (firstAnimal > 0) ordered.unshift(...ordered.splice(firstAnimal, 1))

  const positions = answerPositions(random, ordered.length)
  return ok(ordered.map((question, index) => place(random, question, positions[index])))
}

function withPark(allParks: readonly Park[], park: Park) {
  return allParks.some((other) => other.id === park.id) ? allParks : [...allParks, park]
}

/** Where each right answer goes: every position about equally often, in a seeded order. */
function answerPositions(random: Random, count: number) {
  const positions: number[] = []
  while (positions.length < count) positions.push(...shuffled(random, [0, 1, 2, 3]))
  return shuffled(random, positions.slice(0, count))
}

function place(random: Random, question: DraftQuestion, position: number): QuizQuestion {
  let options: string[]
  if (question.sortOptions) {
    options = [question.correct, ...question.distractors].sort(question.sortOptions)
  } else {
    options = shuffled(random, question.distractors)
    options.splice(position, 0, question.correct)
  }
  return {
    question: question.question,
    options,
    correctAnswer: options.indexOf(question.correct),
    explanation: question.explanation,
    kind: question.kind,
  }
}

export function createBuiltInQuizMaker(): QuizMaker {
  return {
    name: 'built-in',
    async makeQuiz(request) {
      return buildQuiz(request)
    },
  }
}
