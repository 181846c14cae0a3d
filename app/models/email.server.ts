import { and, desc, eq, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import type { JobMessage } from '~/jobs/messages'
import type { Mailer } from '~/providers/mailer/mailer'
import { daysAgo, RETENTION } from './retention.server'

export type EmailKind = 'sign-in-code' | 'step-up-code' | 'email-change-code' | 'email-in-use' | 'email-changed' | 'friend-request' | 'welcome' | 'story-completion' | 'newsletter' | 'test'

export interface NewEmail {
  kind: EmailKind
  to: string
  subject: string
  html: string
  text: string
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
  /** An e-mail that must be written at most once: a second one with the same key is not. */
  dedupeKey?: string
}

/**
 * Writes the e-mail to the outbox and hands its delivery to the queue. With a `dedupeKey` already
 * used, nothing is written or sent and the answer is null.
 */
export async function queueEmail(db: Db, jobs: Queue<JobMessage>, email: NewEmail) {
  const [row] = await db.insert(emailOutbox).values(email).onConflictDoNothing().returning({ id: emailOutbox.id })
  if (!row) return null
  await jobs.send({ kind: 'send-email', outboxId: row.id })
  return row.id
}

export type DeliveryOutcome = 'sent' | 'already-sent' | 'taken' | 'missing' | 'failed' | 'retry'

/**
 * Delivers one outbox row. Idempotent: a row already sent is not sent again, and of two deliveries
 * of the same row at the same time (a redelivered message running beside the first, since a batch's
 * messages run concurrently) only the one that claims the attempt sends; the other answers 'taken'
 * and its message is done (the claimant's own message is retried if it fails). A failure is retried
 * until the last attempt, which marks the row failed.
 */
export async function deliverEmail(
  db: Db,
  mailer: Mailer,
  { outboxId, from, isLastAttempt }: { outboxId: number; from: string; isLastAttempt: boolean },
): Promise<DeliveryOutcome> {
  const row = await db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, outboxId) })
  if (!row) return 'missing'
  if (row.status === 'sent') return 'already-sent'
  // The claim: counting this attempt succeeds for one delivery only.
  const [claimed] = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(eq(emailOutbox.id, outboxId), ne(emailOutbox.status, 'sent'), eq(emailOutbox.attempts, row.attempts)))
    .returning({ id: emailOutbox.id })
  if (!claimed) return 'taken'

  const result = await mailer.deliver({ to: row.to, from, subject: row.subject, html: row.html, text: row.text, ...(row.headers ? { headers: row.headers } : {}) })
  if (result.ok) {
    await db
      .update(emailOutbox)
      .set({
        status: 'sent',
        provider: mailer.name,
        providerMessageId: result.value.providerMessageId,
        error: null,
        sentAt: new Date(),
      })
      .where(eq(emailOutbox.id, outboxId))
    return 'sent'
  }
  await db
    .update(emailOutbox)
    .set({
      status: isLastAttempt ? 'failed' : 'queued',
      provider: mailer.name,
      error: result.error,
    })
    .where(eq(emailOutbox.id, outboxId))
  return isLastAttempt ? 'failed' : 'retry'
}

/** Gives up on an e-mail that was never delivered (the dead-letter queue). */
export async function failQueuedEmail(db: Db, outboxId: number, error: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', error: error.slice(0, 500) })
    .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, 'queued')))
}

/** Retention: sent mail is kept 30 days (it may hold sign-in codes and addresses), then deleted. */
export function purgeSentEmailStatement(db: Db, now = Date.now()) {
  return db.delete(emailOutbox).where(and(ne(emailOutbox.status, 'queued'), lt(emailOutbox.createdAt, daysAgo(now, RETENTION.sentMailDays))))
}

export async function listOutbox(db: Db, limit = 50) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit)
}
