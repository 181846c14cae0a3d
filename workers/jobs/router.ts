import type { AppContext } from '~/context.server'
import { failPendingChapter } from '~/models/chapter-writing.server'
import { failQueuedEmail } from '~/models/email.server'
import { failPendingQuiz } from '~/models/quiz.server'
import { jobMessageSchema, MAX_JOB_ATTEMPTS, retryDelaySeconds, type JobMessage } from './messages'
import { makeQuizJob } from './make-quiz'
import { newsletterBatchJob } from './newsletter-batch'
import { sendEmailJob } from './send-email'
import { writeChapterJob } from './write-chapter'

type Job<K extends JobMessage['kind']> = Extract<JobMessage, { kind: K }>

interface Handler<K extends JobMessage['kind']> {
  run: (ctx: AppContext, message: Job<K>, isLastAttempt: boolean) => Promise<void>
  /** Ends the job in a visible failed state (with its credit back) when no attempt is left. */
  giveUp: (ctx: AppContext, message: Job<K>, error: string) => Promise<unknown>
}

const handlers: { [K in JobMessage['kind']]: Handler<K> } = {
  'send-email': { run: sendEmailJob, giveUp: (ctx, job, error) => failQueuedEmail(ctx.db, job.outboxId, error) },
  'write-chapter': { run: writeChapterJob, giveUp: (ctx, job, error) => failPendingChapter(ctx.db, job.chapterId, error) },
  'make-quiz': { run: makeQuizJob, giveUp: (ctx, job, error) => failPendingQuiz(ctx.db, job.quizId, error) },
  // Nothing to undo: the e-mails written so far go out; the families of this slice miss this month's.
  'newsletter-batch': {
    run: newsletterBatchJob,
    giveUp: async (_ctx, job, error) => console.error(`[jobs] newsletter ${job.newsletterId} slice ${job.slice}/${job.slices} given up: ${error}`),
  },
}

const handlerFor = (job: JobMessage) => handlers[job.kind] as Handler<JobMessage['kind']>
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Routes a batch from the JOBS queue. Each message is acked or retried on its own, so one bad
 * message never fails its batch; a message that does not parse is dropped with a log line. When the
 * last attempt fails, whatever the cause, the job is given up visibly before the message is acked.
 */
export async function routeJobBatch(batch: MessageBatch<unknown>, ctx: AppContext) {
  for (const message of batch.messages) {
    const parsed = jobMessageSchema.safeParse(message.body)
    if (!parsed.success) {
      console.error(`[jobs] dropped an invalid message ${message.id}: ${parsed.error.message}`)
      message.ack()
      continue
    }
    const job = parsed.data
    const isLastAttempt = message.attempts >= MAX_JOB_ATTEMPTS
    try {
      await handlerFor(job).run(ctx, job, isLastAttempt)
      message.ack()
    } catch (error) {
      console.warn(`[jobs] ${job.kind} attempt ${message.attempts} failed: ${describe(error)}`)
      if (!isLastAttempt) {
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
        continue
      }
      try {
        await handlerFor(job).giveUp(ctx, job, describe(error))
        message.ack()
      } catch (giveUpError) {
        // Not acked: the platform moves it to the dead-letter queue, whose consumer tries again.
        console.error(`[jobs] could not give up ${job.kind}: ${describe(giveUpError)}`)
        message.retry()
      }
    }
  }
}

/**
 * The dead-letter queue: messages whose every delivery failed, including deliveries that never
 * reached our code (the consumer crashed or ran out of time). Each job is given up visibly, once:
 * a chapter ends failed with its credit back, a quiz failed, an e-mail failed.
 */
export async function routeDeadLetterBatch(batch: MessageBatch<unknown>, ctx: AppContext) {
  for (const message of batch.messages) {
    const parsed = jobMessageSchema.safeParse(message.body)
    if (!parsed.success) {
      message.ack()
      continue
    }
    try {
      await handlerFor(parsed.data).giveUp(ctx, parsed.data, 'Every attempt failed')
      message.ack()
    } catch (error) {
      console.error(`[jobs] dead letter ${parsed.data.kind} not handled yet: ${describe(error)}`)
      message.retry({ delaySeconds: 60 })
    }
  }
}
