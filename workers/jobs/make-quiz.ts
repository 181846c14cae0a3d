import type { AppContext } from '~/context.server'
import { makePendingQuiz } from '~/models/quiz.server'

export async function makeQuizJob(ctx: AppContext, { quizId }: { quizId: number }, isLastAttempt: boolean) {
  const outcome = await makePendingQuiz(ctx.db, ctx.providers.quizMaker, { quizId, isLastAttempt })
  if (outcome === 'retry') throw new Error(`Quiz ${quizId} was not made yet`)
}
