import type { AppContext } from '~/context.server'
import { jobMessageSchema, MAX_JOB_ATTEMPTS, retryDelaySeconds, type JobMessage } from './messages'
import { makeQuizJob } from './make-quiz'
import { sendEmailJob } from './send-email'
import { writeChapterJob } from './write-chapter'

type Handlers = { [K in JobMessage['kind']]: (ctx: AppContext, message: Extract<JobMessage, { kind: K }>, isLastAttempt: boolean) => Promise<void> }

const handlers: Handlers = {
  'send-email': sendEmailJob,
  'write-chapter': writeChapterJob,
  'make-quiz': makeQuizJob,
}

/**
 * Routes a batch from the JOBS queue. Each message is acked or retried on its own, so one bad
 * message never fails its batch; a message that does not parse is dropped with a log line.
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
      const handler = handlers[job.kind] as (ctx: AppContext, job: JobMessage, isLastAttempt: boolean) => Promise<void>
      await handler(ctx, job, isLastAttempt)
      message.ack()
    } catch (error) {
      console.warn(`[jobs] ${job.kind} attempt ${message.attempts} failed: ${error instanceof Error ? error.message : error}`)
      if (isLastAttempt) message.ack()
      else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
    }
  }
}
