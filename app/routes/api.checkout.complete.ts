import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { completeFreePurchase, confirmTestPayment } from '~/models/purchase.server'
import { isTestProvider } from '~/providers/payments/index.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/**
 * POST /api/checkout/complete: { purchaseId, free? } finishes a purchase that needs no card: a free one
 * (a 100% discount), or one in test mode, whose provider signs the success event and hands it to the
 * webhook handler. With Stripe the browser confirms the card and Stripe calls the webhook.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const body = await readJsonObject(request)
  const purchaseId = typeof body.purchaseId === 'string' ? body.purchaseId : ''
  const provider = context.providers.payments
  const result =
    body.free === true
      ? await completeFreePurchase(context.db, { purchaseId, userId: user.id })
      : isTestProvider(provider)
        ? await confirmTestPayment(context.db, provider, { purchaseId, userId: user.id })
        : ({ ok: false, status: 400, message: 'Please pay with your card.', title: 'Payment Failed' } as const)
  if (!result.ok) return json({ message: result.message, title: result.title }, { status: result.status })
  return json({ purchaseId, status: 'succeeded' })
}
