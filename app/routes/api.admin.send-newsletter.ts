import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { startMonthlyNewsletter } from '~/models/newsletter.server'
import { monthName } from '~/models/park-of-the-month.server'
import { sendNewsletterSchema } from '~/utils/admin-forms'
import { actorOf, invalidApi } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { publicOrigin } from '~/utils/public-url.server'
import { readJsonObject } from '~/utils/request-body.server'
import { plural } from '~/utils/plural'

/**
 * POST /api/admin/send-newsletter {includeInactive: false}: queues this month's newsletter for every
 * family with children who has not unsubscribed; answers how many it was queued for.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const input = sendNewsletterSchema.safeParse(await readJsonObject(request))
  if (!input.success) return invalidApi(input.error)
  if (input.data.includeInactive) return json({ message: 'The newsletter only goes to active families with children.' }, { status: 400 })
  const result = await startMonthlyNewsletter(context.db, context.bindings.JOBS, actorOf(admin), { origin: publicOrigin(context.env, request) })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({
    message: `The ${monthName(result.month)} newsletter was queued for ${result.recipientCount.toLocaleString('en-US')} ${plural(result.recipientCount, 'family', 'families')}.`,
    queued: result.recipientCount,
    month: result.month,
  })
}
