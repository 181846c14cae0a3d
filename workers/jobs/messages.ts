import { z } from 'zod'

/** Every message the JOBS queue carries, told apart by `kind`. */
export const jobMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('send-email'), outboxId: z.number().int().positive() }),
  z.object({ kind: z.literal('write-chapter'), chapterId: z.number().int().positive() }),
  z.object({ kind: z.literal('make-quiz'), quizId: z.number().int().positive() }),
  // One slice of a monthly newsletter's families (newsletter.server.ts).
  z.object({ kind: z.literal('newsletter-batch'), newsletterId: z.number().int().positive(), slice: z.number().int().min(0), slices: z.number().int().positive() }),
])

export type JobMessage = z.infer<typeof jobMessageSchema>
export type JobKind = JobMessage['kind']

/** Matches max_retries in wrangler.toml: the first delivery plus four retries. */
export const MAX_JOB_ATTEMPTS = 5

/** Exponential backoff for a retry: 10 s, 20 s, 40 s, ... capped at 5 minutes. */
export function retryDelaySeconds(attempts: number) {
  return Math.min(10 * 2 ** Math.max(0, attempts - 1), 300)
}

/** The queue whose messages exhausted their retries (wrangler.toml: dead_letter_queue). */
export const DEAD_LETTER_QUEUE = 'story-trails-jobs-dlq'
