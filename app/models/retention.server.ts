/**
 * How long each kind of record is kept when nobody deletes it sooner: the privacy policy quotes these
 * (app/content/legal.server.ts) and the cron's purges apply them (maintenance.server.ts), so what
 * families read and what the Worker does cannot drift apart.
 */
import { CHAT_RETENTION_DAYS } from './buddy-chat.server'
import { CODE_TTL_MS } from './login-code.server'
import { SESSION_TTL_MS } from './session.server'

const DAY_MS = 24 * 60 * 60 * 1000

export const RETENTION = {
  /** Trail Buddy messages, in each pair's chat room. */
  chatDays: CHAT_RETENTION_DAYS,
  /** A sign-in code works this long; it is deleted a day after it expires. */
  codeMinutes: CODE_TTL_MS / 60_000,
  codeDeletedAfterDays: 1,
  /** A session ends after this long, or at sign-out; an ended one is deleted at the next sweep. */
  sessionDays: SESSION_TTL_MS / DAY_MS,
  /** Copies of e-mails we sent (the outbox). */
  sentMailDays: 30,
  /** Counters that limit how often codes and generations can be asked for. */
  rateLimitDays: 2,
  /** The admins' audit log, which names accounts by id only. */
  auditLogDays: 730,
  /** One-way fingerprints of mailboxes that earned a referral bonus. */
  referredMailboxDays: 730,
  /** Cloudflare keeps the Worker's logs (which hold no codes, addresses or e-mails) this long at most. */
  workerLogDays: 7,
} as const

export const daysAgo = (now: number, days: number) => new Date(now - days * DAY_MS)
