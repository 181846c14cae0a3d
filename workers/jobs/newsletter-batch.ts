import type { AppContext } from '~/context.server'
import { sendNewsletterBatch } from '~/models/newsletter.server'

export async function newsletterBatchJob(ctx: AppContext, job: { newsletterId: number; slice: number; slices: number }) {
  await sendNewsletterBatch(ctx.db, ctx.bindings.JOBS, { secret: ctx.env.SESSION_SECRET, ...job })
}
