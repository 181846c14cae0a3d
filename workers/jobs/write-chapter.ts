import type { AppContext } from '~/context.server'
import { writePendingChapter } from '~/models/chapter-writing.server'

export async function writeChapterJob(ctx: AppContext, { chapterId }: { chapterId: number }, isLastAttempt: boolean) {
  const outcome = await writePendingChapter(ctx.db, ctx.providers.writer, { chapterId, isLastAttempt })
  if (outcome === 'retry') throw new Error(`Chapter ${chapterId} was not written yet`)
}
