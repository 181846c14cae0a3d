import type { AppContext } from '~/context.server'
import { writePendingChapter } from '~/models/chapter-writing.server'
import { emailStoryCompletionIfEnded } from '~/models/family-email.server'
import { publicOrigin } from '~/utils/public-url.server'

export async function writeChapterJob(ctx: AppContext, { chapterId }: { chapterId: number }, isLastAttempt: boolean) {
  const outcome = await writePendingChapter(ctx.db, ctx.providers.writer, { chapterId, isLastAttempt })
  if (outcome === 'retry') throw new Error(`Chapter ${chapterId} was not written yet`)
  // A final chapter ends its story: the parent hears about it once (also when this message comes again).
  await emailStoryCompletionIfEnded({ db: ctx.db, jobs: ctx.bindings.JOBS, origin: publicOrigin(ctx.env) }, chapterId)
}
