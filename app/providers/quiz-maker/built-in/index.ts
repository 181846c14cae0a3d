import { ageBandFor } from '~/utils/age-band'
import { err, ok, type Result } from '../../result'
import type { QuizMaker, QuizQuestion, QuizRequest } from '../quiz-maker'
import { drawQuiz } from '../bank/draw'
import type { QuizBankSource } from '../bank/source'
import type { QuizBank } from '../bank/types'

export const QUIZ_LENGTH = 10

/**
 * Ten questions of the child's band from the park's bank (bank/draw.ts), or why there are none: the
 * quiz maker writes no question of its own, so a park without a bank, or a band with fewer than ten
 * questions, fails the quiz (the page offers another try) rather than asking something unwritten.
 */
export function quizFromBank(bank: QuizBank | null, request: QuizRequest): Result<QuizQuestion[]> {
  const { park, child } = request
  if (!bank) return err(`${park.name} has no quiz bank (app/content/parks/${park.id}/quiz.ts)`)
  const band = ageBandFor(child.age)
  const count = bank.questions.filter((question) => question.band === band).length
  if (count < QUIZ_LENGTH) return err(`The quiz bank of ${park.name} has ${count} questions for the ${band} band (age ${child.age}); a quiz takes ${QUIZ_LENGTH}`)
  return ok(drawQuiz(bank, { band, seed: request.seed, count: QUIZ_LENGTH, askedBefore: request.askedBefore }))
}

/**
 * The built-in quiz maker: ten questions for the child's band from the park's written quiz bank
 * (app/content/parks/<park-id>/quiz.ts), the ones the child met before last, options shuffled.
 */
export function createBuiltInQuizMaker(banks: QuizBankSource): QuizMaker {
  return {
    name: 'built-in',
    async makeQuiz(request) {
      return quizFromBank(await banks(request.park.id), request)
    },
  }
}
