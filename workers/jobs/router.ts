import type { AppContext } from '~/context.server'
import {
  EMAIL_RETRY,
  GENERATION_RETRY,
  isLastAttempt,
  jobMessageSchema,
  RetryLaterError,
  retryDelaySeconds,
  type JobMessage,
  type RetryPolicy,
} from '~/jobs/messages'
import { failQueuedEmail } from '~/models/email.server'
import { giveUpQuiz, makeQuizJob } from './make-quiz'
import { newsletterBatchJob } from './newsletter-batch'
import { giveUpRefund, refundPurchaseJob } from './refund-purchase'
import { sendEmailJob } from './send-email'
import { giveUpChapter, writeChapterJob } from './write-chapter'

type Job<K extends JobMessage['kind']> = Extract<JobMessage, { kind: K }>

interface Handler<K extends JobMessage['kind']> {
  retry: RetryPolicy
  run: (ctx: AppContext, message: Job<K>, isLastAttempt: boolean) => Promise<void>
  /** Ends the job in a visible failed state (with its credit back) when no attempt is left. */
  giveUp: (ctx: AppContext, message: Job<K>, error: string) => Promise<unknown>
}

const handlers: { [K in JobMessage['kind']]: Handler<K> } = {
  'send-email': { retry: EMAIL_RETRY, run: sendEmailJob, giveUp: (ctx, job, error) => failQueuedEmail(ctx.db, job.outboxId, error) },
  'write-chapter': { retry: GENERATION_RETRY, run: writeChapterJob, giveUp: giveUpChapter },
  'make-quiz': { retry: GENERATION_RETRY, run: makeQuizJob, giveUp: giveUpQuiz },
  // Nothing to undo: the e-mails written so far go out; the families of this slice miss this month's.
  'newsletter-batch': {
    retry: EMAIL_RETRY,
    run: newsletterBatchJob,
    giveUp: async (_ctx, job, error) => console.error(`[jobs] newsletter ${job.newsletterId} slice ${job.slice}/${job.slices} given up: ${error}`),
  },
  'refund-purchase': { retry: EMAIL_RETRY, run: refundPurchaseJob, giveUp: giveUpRefund },
}

const handlerFor = (job: JobMessage) => handlers[job.kind] as Handler<JobMessage['kind']>
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Routes a batch from the JOBS queue. The messages of a batch run at the same time, each acked or
 * retried on its own: one child's slow chapter never holds up another's, and one bad message never
 * fails its batch. A message that does not parse is dropped with a log line. When the last attempt
 * fails, whatever the cause, the job is given up visibly before the message is acked.
 */
export async function routeJobBatch(batch: MessageBatch<unknown>, ctx: AppContext) {
  await Promise.all(batch.messages.map((message) => routeMessage(message, ctx)))
}

async function routeMessage(message: Message<unknown>, ctx: AppContext) {
  const parsed = jobMessageSchema.safeParse(message.body)
  if (!parsed.success) {
    console.error(`[jobs] dropped an invalid message ${message.id}: ${parsed.error.message}`)
    message.ack()
    return
  }
  const job = parsed.data
  const handler = handlerFor(job)
  const queuedAt = message.timestamp.getTime()
  const last = isLastAttempt(handler.retry, { attempts: message.attempts, queuedAt })
  try {
    await handler.run(ctx, job, last)
    message.ack()
  } catch (error) {
    console.warn(`[jobs] ${job.kind} attempt ${message.attempts} failed: ${describe(error)}`)
    const delaySeconds = retryDelaySeconds(handler.retry, message.attempts, { retryAfterSeconds: error instanceof RetryLaterError ? error.retryAfterSeconds : 0 })
    // A service that asks us to wait past the deadline ends the job now rather than later.
    const tooLate = handler.retry.deadlineMs !== undefined && Date.now() - queuedAt + delaySeconds * 1000 + (handler.retry.attemptBudgetMs ?? 0) > handler.retry.deadlineMs
    if (!last && !tooLate) {
      message.retry({ delaySeconds })
      return
    }
    try {
      await handler.giveUp(ctx, job, describe(error))
      message.ack()
    } catch (giveUpError) {
      // Not acked: the platform moves it to the dead-letter queue, whose consumer tries again.
      console.error(`[jobs] could not give up ${job.kind}: ${describe(giveUpError)}`)
      message.retry()
    }
  }
}

/**
 * The dead-letter queue: messages whose every delivery failed, including deliveries that never
 * reached our code (the consumer crashed or ran out of time). Each job is given up visibly, once:
 * a chapter ends failed with its credit back, a quiz failed, an e-mail failed.
 */
export async function routeDeadLetterBatch(batch: MessageBatch<unknown>, ctx: AppContext) {
  await Promise.all(
    batch.messages.map(async (message) => {
      const parsed = jobMessageSchema.safeParse(message.body)
      if (!parsed.success) {
        message.ack()
        return
      }
      try {
        await handlerFor(parsed.data).giveUp(ctx, parsed.data, 'Every attempt failed')
        message.ack()
      } catch (error) {
        console.error(`[jobs] dead letter ${parsed.data.kind} not handled yet: ${describe(error)}`)
        message.retry({ delaySeconds: 60 })
      }
    }),
  )
}
