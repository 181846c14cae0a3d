import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { receivePaymentWebhook } from '~/models/purchase.server'
import { invariantResponse } from '~/utils/http.server'

/**
 * POST /api/webhooks/payments: Stripe's signed events (the test provider's go through the same
 * handler). The one cross-origin write we accept; its signature is the guard.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const body = await request.text()
  const result = await receivePaymentWebhook(context.db, context.providers.payments, { body, signature: request.headers.get('stripe-signature') })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ received: true, outcome: result.outcome })
}
