import { z } from 'zod'

// The JOBS queue's contract, shared by both ends: the models send these messages and sweep the ones
// past their deadline, the queue consumer (workers/jobs/router.ts) reads them and retries by these rules.

/** Every message the JOBS queue carries, told apart by `kind`. */
export const jobMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('send-email'), outboxId: z.number().int().positive() }),
  // `origin`: the address of the request that asked for the chapter, for the links of the e-mail
  // that tells the parent the story is finished (a job has no request of its own).
  z.object({ kind: z.literal('write-chapter'), chapterId: z.number().int().positive(), origin: z.string().url().max(200).optional() }),
  z.object({ kind: z.literal('make-quiz'), quizId: z.number().int().positive() }),
  // One slice of a monthly newsletter's families (newsletter.server.ts).
  z.object({ kind: z.literal('newsletter-batch'), newsletterId: z.number().int().positive(), slice: z.number().int().min(0), slices: z.number().int().positive() }),
  // A card payment for a purchase refused at fulfilment, given back (purchase.server.ts).
  z.object({ kind: z.literal('refund-purchase'), purchaseId: z.string().min(1).max(64) }),
])

export type JobMessage = z.infer<typeof jobMessageSchema>
export type JobKind = JobMessage['kind']

/** Matches max_retries in wrangler.toml: the first delivery plus four retries. */
export const MAX_JOB_ATTEMPTS = 5

/**
 * How a kind of job is retried (docs/decisions/008-queue-concurrency-and-retries.md). A family waits
 * for a chapter or a quiz, so generation retries soon and gives up (with the credit back) before the
 * deadline; an e-mail can wait minutes.
 */
export interface RetryPolicy {
  /** Seconds before retry number `attempts` (1 = after the first delivery), before jitter. */
  baseDelaySeconds: (attempts: number) => number
  /** Random seconds added to each delay, so many failed jobs do not come back at the same moment. */
  jitterSeconds: number
  /** After this long since the job was queued, no attempt starts that could not finish in time. */
  deadlineMs?: number
  /** How long one attempt may take (the model call's timeout and a margin). */
  attemptBudgetMs?: number
}

export const GENERATION_RETRY: RetryPolicy = {
  baseDelaySeconds: (attempts) => 2 * 2 ** Math.max(0, attempts - 1),
  jitterSeconds: 2,
  deadlineMs: 55_000,
  attemptBudgetMs: 20_000,
}

/**
 * A chapter or quiz still pending this long after its job was sent has lost its message (the job's
 * own deadline, every retry included, and a margin): the sweep sends it again once, then gives up.
 */
export const STALE_GENERATION_MS = GENERATION_RETRY.deadlineMs! + 30_000

export const EMAIL_RETRY: RetryPolicy = {
  baseDelaySeconds: (attempts) => Math.min(10 * 2 ** Math.max(0, attempts - 1), 300),
  jitterSeconds: 5,
}

/** The delay before the next delivery, never sooner than the service asked for (Retry-After). */
export function retryDelaySeconds(policy: RetryPolicy, attempts: number, { retryAfterSeconds = 0, random = Math.random } = {}) {
  return Math.max(Math.ceil(policy.baseDelaySeconds(attempts) + random() * policy.jitterSeconds), Math.ceil(retryAfterSeconds))
}

/**
 * Whether this delivery is the job's last: no attempts left, or no time for another one before the
 * deadline (this attempt, the shortest delay, and another attempt would overrun it).
 */
export function isLastAttempt(policy: RetryPolicy, { attempts, queuedAt, now = Date.now() }: { attempts: number; queuedAt: number; now?: number }) {
  if (attempts >= MAX_JOB_ATTEMPTS) return true
  if (!policy.deadlineMs || !policy.attemptBudgetMs) return false
  return now - queuedAt + policy.attemptBudgetMs + policy.baseDelaySeconds(attempts) * 1000 + policy.attemptBudgetMs > policy.deadlineMs
}

export { RetryLaterError } from '~/providers/retry-later'

/** The queue whose messages exhausted their retries (wrangler.toml: dead_letter_queue). */
export const DEAD_LETTER_QUEUE = 'story-trails-jobs-dlq'
