import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { prepareToPay } from '~/models/purchase.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/**
 * POST /api/checkout/confirm: { purchaseId }, asked by the card form just before Stripe charges the
 * card. A purchase that can no longer be given (its region unlocked meanwhile, its code's last use
 * gone) is stopped here with a clear message, before anything is charged.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const body = await readJsonObject(request)
  const result = await prepareToPay(context.db, { purchaseId: typeof body.purchaseId === 'string' ? body.purchaseId : '', userId: user.id })
  if (!result.ok) return json({ message: result.message, title: result.title }, { status: result.status })
  return json({ ok: true })
}
