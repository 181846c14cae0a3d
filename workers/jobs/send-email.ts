import type { AppContext } from '~/context.server'
import { deliverEmail } from '~/models/email.server'

export async function sendEmailJob(ctx: AppContext, { outboxId }: { outboxId: number }, isLastAttempt: boolean) {
  const outcome = await deliverEmail(ctx.db, ctx.providers.mailer, { outboxId, from: ctx.env.EMAIL_FROM, isLastAttempt })
  if (outcome === 'retry') throw new Error(`E-mail ${outboxId} was not delivered yet`)
  if (outcome === 'failed') console.warn(`[jobs] e-mail ${outboxId} failed for good`)
}
