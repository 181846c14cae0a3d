import { desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { emailOutbox, newsletters, type NewsletterRow } from '~/db/schema'
import type { JobMessage } from '~/jobs/messages'
import { plural } from '~/utils/plural'
import { auditAfterChangeStatement, type AuditActor } from './audit-log.server'
import { composeEmail, loadEmailTemplate } from './email-template.server'
import { greetingName } from './family-email.server'
import { monthKey, monthName, parkOfTheMonth } from './park-of-the-month.server'
import { listUnsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from './unsubscribe.server'

/**
 * The monthly newsletter (spec 2.20): at most one a month, to every parent with a confirmed address
 * and at least one child who has not unsubscribed. Starting it freezes its content and queues one
 * JOBS message per slice of the account ids; each slice writes its families' e-mails once (a dedupe
 * key per newsletter and family), so a redelivered batch sends nothing twice.
 */

/** About this many families per queue message. */
export const NEWSLETTER_BATCH_TARGET = 50
/** Slices are ranges of the (random, hex) account ids: 16 ^ depth of them. */
const MAX_SLICE_DEPTH = 4

const RECIPIENTS_SQL = `u.email_verified_at is not null and u.newsletter_unsubscribed_at is null and exists (select 1 from children c where c.user_id = u.id)`

/** How many families a newsletter would reach now. */
export async function countNewsletterRecipients(db: Db) {
  const row = await db.$client.prepare(`select count(*) as count from users u where ${RECIPIENTS_SQL}`).first<{ count: number }>()
  return row?.count ?? 0
}

/** The number of id slices for this many families: the fewest that keep each near the target. */
export function sliceCountFor(recipients: number) {
  let depth = 0
  while (depth < MAX_SLICE_DEPTH && 16 ** depth * NEWSLETTER_BATCH_TARGET < recipients) depth++
  return 16 ** depth
}

/** The id range of slice `index` of `count`: [from, to), open at both ends of the range. */
export function sliceBounds(index: number, count: number) {
  const depth = Math.round(Math.log(count) / Math.log(16))
  const hex = (n: number) => n.toString(16).padStart(depth, '0')
  return { from: index === 0 ? null : hex(index), to: index === count - 1 ? null : hex(index + 1) }
}

export type NewsletterStart =
  | { ok: true; newsletterId: number; month: string; recipientCount: number; batchCount: number }
  | { ok: false; status: 400 | 409; message: string }

export interface NewsletterStatus {
  month: string
  monthName: string
  recipientCount: number
  createdAt: string
}

export const toNewsletterStatus = (row: Pick<NewsletterRow, 'month' | 'recipientCount' | 'createdAt'>): NewsletterStatus => ({
  month: row.month,
  monthName: monthName(row.month),
  recipientCount: row.recipientCount,
  createdAt: row.createdAt.toISOString(),
})

export async function latestNewsletter(db: Db) {
  const [row] = await db.select().from(newsletters).orderBy(desc(newsletters.id)).limit(1)
  return row ? toNewsletterStatus(row) : null
}

const sentOn = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/**
 * Starts this month's newsletter: refuses a second one in the same month (also when two admins
 * press at once: the month is unique), freezes the template and the park of the month, records
 * it, and queues the batches. Answers how many families it was queued for.
 */
export async function startMonthlyNewsletter(
  db: Db,
  jobs: Queue<JobMessage>,
  actor: AuditActor,
  { origin, now = new Date() }: { origin: string; now?: Date },
): Promise<NewsletterStart> {
  const month = monthKey(now)
  const [existing] = await db.select().from(newsletters).where(eq(newsletters.month, month))
  if (existing) return alreadySent(existing)
  const recipientCount = await countNewsletterRecipients(db)
  if (recipientCount === 0) return { ok: false, status: 400, message: 'No family can receive the newsletter yet: it goes to parents with at least one child who have not unsubscribed.' }

  const template = await loadEmailTemplate(db, 'newsletter')
  const { park, fact } = parkOfTheMonth(month)
  const sharedValues = { monthName: monthName(month), parkName: park.name, parkDescription: park.description, parkFact: fact, exploreUrl: `${origin}/` }
  const batchCount = sliceCountFor(recipientCount)
  const d1 = db.$client
  const [inserted] = await d1.batch<{ id: number }>([
    d1
      .prepare(
        'insert into newsletters (month, subject, html, shared_values, origin, recipient_count, batch_count, sent_by) values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) on conflict do nothing returning id',
      )
      .bind(month, template.subject, template.html, JSON.stringify(sharedValues), origin, recipientCount, batchCount, actor.id),
    auditAfterChangeStatement(db, actor, { action: 'newsletter.send', targetType: 'newsletter', targetId: month, details: { recipientCount } }),
  ])
  const newsletterId = inserted.results[0]?.id
  if (!newsletterId) {
    const [winner] = await db.select().from(newsletters).where(eq(newsletters.month, month))
    return alreadySent(winner)
  }
  const messages = Array.from({ length: batchCount }, (_, slice) => ({ body: { kind: 'newsletter-batch' as const, newsletterId, slice, slices: batchCount } }))
  // A producer sends at most 100 messages per call.
  for (let i = 0; i < messages.length; i += 100) await jobs.sendBatch(messages.slice(i, i + 100))
  return { ok: true, newsletterId, month, recipientCount, batchCount }
}

function alreadySent(row: NewsletterRow): NewsletterStart {
  return {
    ok: false,
    status: 409,
    message: `The ${monthName(row.month)} newsletter was already sent on ${sentOn(row.createdAt)} to ${row.recipientCount.toLocaleString('en-US')} ${plural(row.recipientCount, 'family', 'families')}. Families get one newsletter a month.`,
  }
}

export type NewsletterBatchOutcome = { queued: number; requeued: number; skipped: number }

interface Recipient {
  id: string
  email: string
  first_name: string
}

/**
 * One slice of a newsletter: every family in it that should get it now gets one e-mail, written once
 * (a second delivery of the same batch finds the e-mails written and sends nothing new). An e-mail
 * written by an earlier delivery whose send message may have been lost is handed to the queue again
 * a minute later; sending an outbox row is idempotent.
 */
/** Queues messages 100 at a time (the most one sendBatch call takes); a slice may be larger than its target. */
async function sendInChunks(jobs: Queue<JobMessage>, messages: MessageSendRequest<JobMessage>[]) {
  for (let i = 0; i < messages.length; i += 100) await jobs.sendBatch(messages.slice(i, i + 100))
}

export async function sendNewsletterBatch(
  db: Db,
  jobs: Queue<JobMessage>,
  { secret, newsletterId, slice, slices }: { secret: string; newsletterId: number; slice: number; slices: number },
): Promise<NewsletterBatchOutcome> {
  const [newsletter] = await db.select().from(newsletters).where(eq(newsletters.id, newsletterId))
  if (!newsletter || slice < 0 || slice >= slices) return { queued: 0, requeued: 0, skipped: 1 }
  const { from, to } = sliceBounds(slice, slices)
  const { results: recipients } = await db.$client
    .prepare(`select u.id, u.email, u.first_name from users u where (?1 is null or u.id >= ?1) and (?2 is null or u.id < ?2) and ${RECIPIENTS_SQL} order by u.id`)
    .bind(from, to)
    .all<Recipient>()
  if (recipients.length === 0) return { queued: 0, requeued: 0, skipped: 0 }

  const template = { subject: newsletter.subject, html: newsletter.html }
  const keyOf = (recipient: Recipient) => `newsletter:${newsletterId}:${recipient.id}`
  const tokens = await Promise.all(recipients.map((recipient) => unsubscribeToken(secret, recipient.id)))
  const d1 = db.$client
  const inserts = recipients.map((recipient, index) => {
    const email = composeEmail(template, {
      ...newsletter.sharedValues,
      firstName: greetingName(recipient.first_name),
      unsubscribeUrl: unsubscribePageUrl(newsletter.origin, tokens[index]),
    })
    return d1
      .prepare(
        "insert into email_outbox (kind, to_address, subject, html, text, headers, dedupe_key) values ('newsletter', ?1, ?2, ?3, ?4, ?5, ?6) on conflict do nothing returning id",
      )
      .bind(recipient.email, email.subject, email.html, email.text, JSON.stringify(listUnsubscribeHeaders(newsletter.origin, tokens[index])), keyOf(recipient))
  })
  const written = (await d1.batch<{ id: number }>(inserts)).flatMap((result) => result.results.map((row) => row.id))
  await sendInChunks(jobs, written.map((outboxId) => ({ body: { kind: 'send-email' as const, outboxId } })))

  let requeued = 0
  if (written.length < recipients.length) {
    // Written by an earlier delivery: send again only what is still waiting, after a pause.
    const keys = recipients.map(keyOf)
    const waiting = []
    // D1 binds at most 100 values per statement.
    for (let i = 0; i < keys.length; i += 90) {
      waiting.push(
        ...(await db
          .select({ id: emailOutbox.id, status: emailOutbox.status })
          .from(emailOutbox)
          .where(inArray(emailOutbox.dedupeKey, keys.slice(i, i + 90)))),
      )
    }
    const stuck = waiting.filter((row) => row.status === 'queued' && !written.includes(row.id))
    await sendInChunks(jobs, stuck.map((row) => ({ body: { kind: 'send-email' as const, outboxId: row.id }, delaySeconds: 60 })))
    requeued = stuck.length
  }
  return { queued: written.length, requeued, skipped: 0 }
}
