import { lt } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { rateLimits } from '~/db/schema'
import { failStaleChapters } from './chapter-writing.server'
import { purgeSentEmailStatement } from './email.server'
import { purgeOldCodesStatement } from './login-code.server'
import { failStaleQuizzes } from './quiz.server'
import { purgeExpiredSessionsStatement } from './session.server'

/**
 * What the cron trigger runs every few minutes: no generation stays pending for ever (even one whose
 * queue message was never sent), and nothing is kept longer than it is needed.
 */
export async function runScheduledMaintenance(db: Db, now = Date.now()) {
  const chaptersFailed = await failStaleChapters(db, now)
  const quizzesFailed = await failStaleQuizzes(db, now)
  const twoDaysAgo = now - 2 * 24 * 60 * 60 * 1000
  await db.batch([
    purgeOldCodesStatement(db, now),
    purgeExpiredSessionsStatement(db, now),
    purgeSentEmailStatement(db, now),
    db.delete(rateLimits).where(lt(rateLimits.windowStart, twoDaysAgo)),
  ])
  return { chaptersFailed, quizzesFailed }
}
