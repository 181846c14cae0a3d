import type { AppContext } from '~/context.server'
import { failPendingQuiz, makePendingQuiz } from '~/models/quiz.server'

export async function makeQuizJob(ctx: AppContext, { quizId }: { quizId: number }, isLastAttempt: boolean) {
  const result = await makePendingQuiz(ctx.db, ctx.providers.quizMaker, { quizId, isLastAttempt })
  if (result.outcome === 'retry') throw new Error(`Quiz ${quizId} was not made yet`)
  if (result.outcome === 'made' || result.outcome === 'failed') {
    await ctx.notifyFamily(result.userId, { type: 'quiz', quizId, status: result.outcome === 'made' ? 'ready' : 'failed' })
  }
}

export async function giveUpQuiz(ctx: AppContext, { quizId }: { quizId: number }, error: string) {
  const result = await failPendingQuiz(ctx.db, quizId, error)
  if (result.outcome === 'failed') await ctx.notifyFamily(result.userId, { type: 'quiz', quizId, status: 'failed' })
}
