import type { AppContext } from '~/context.server'
import { failPendingChapter, writePendingChapter, type WriteResult } from '~/models/chapter-writing.server'
import { emailStoryCompletionIfEnded } from '~/models/family-email.server'
import { publicOrigin } from '~/utils/public-url.server'

/** Tells the family's open pages when a chapter is written or has failed. */
async function announce(ctx: AppContext, chapterId: number, result: WriteResult) {
  if (!result.story || (result.outcome !== 'written' && result.outcome !== 'failed')) return
  await ctx.notifyFamily(result.story.userId, { type: 'chapter', storyId: result.story.id, chapterId, status: result.outcome === 'written' ? 'ready' : 'failed' })
}

export async function writeChapterJob(ctx: AppContext, { chapterId, origin }: { chapterId: number; origin?: string }, isLastAttempt: boolean) {
  const result = await writePendingChapter(ctx.db, ctx.providers.writer, { chapterId, isLastAttempt })
  if (result.outcome === 'retry') throw new Error(`Chapter ${chapterId} was not written yet`)
  await announce(ctx, chapterId, result)
  // A final chapter ends its story: the parent hears about it once (also when this message comes again).
  await emailStoryCompletionIfEnded({ db: ctx.db, jobs: ctx.bindings.JOBS, origin: ctx.env.APP_URL ? publicOrigin(ctx.env) : (origin ?? publicOrigin(ctx.env)) }, chapterId)
}

export async function giveUpChapter(ctx: AppContext, { chapterId }: { chapterId: number }, error: string) {
  await announce(ctx, chapterId, await failPendingChapter(ctx.db, chapterId, error))
}
