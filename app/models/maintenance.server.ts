import { lt } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { adminAuditLog, rateLimits, referredMailboxes } from '~/db/schema'
import type { JobMessage } from '~/jobs/messages'
import { daysAgo, RETENTION } from './retention.server'
import { sweepStaleChapters } from './chapter-writing.server'
import { purgeSentEmailStatement } from './email.server'
import { purgeOldCodesStatement } from './login-code.server'
import { sweepStaleQuizzes } from './quiz.server'
import { purgeExpiredSessionsStatement } from './session.server'

/**
 * What the cron trigger runs every minute: no generation stays pending past its deadline (one whose
 * queue message was lost is sent again, then given up with its credit back), and nothing is kept
 * longer than it is needed.
 */
export async function runScheduledMaintenance(db: Db, jobs: Queue<JobMessage>, now = Date.now()) {
  const chapters = await sweepStaleChapters(db, jobs, now)
  const quizzes = await sweepStaleQuizzes(db, jobs, now)
  await db.batch([
    purgeOldCodesStatement(db, now),
    purgeExpiredSessionsStatement(db, now),
    purgeSentEmailStatement(db, now),
    db.delete(rateLimits).where(lt(rateLimits.windowStart, daysAgo(now, RETENTION.rateLimitDays).getTime())),
    db.delete(adminAuditLog).where(lt(adminAuditLog.createdAt, daysAgo(now, RETENTION.auditLogDays))),
    db.delete(referredMailboxes).where(lt(referredMailboxes.createdAt, daysAgo(now, RETENTION.referredMailboxDays))),
  ])
  return { chaptersFailed: chapters.failed, quizzesFailed: quizzes.failed, chaptersRequeued: chapters.requeued, quizzesRequeued: quizzes.requeued }
}
