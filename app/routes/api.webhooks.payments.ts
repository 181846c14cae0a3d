import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { receivePaymentWebhook } from '~/models/purchase.server'
import { invariantResponse } from '~/utils/http.server'

/**
 * POST /api/webhooks/payments: Stripe's signed events (the test provider's go through the same
 * handler). The one cross-origin write we accept; its signature is the guard. Answers what the event
 * did: fulfilled, refused (a card payment is then refunded on the queue), refunded, ignored or duplicate.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const body = await request.text()
  const result = await receivePaymentWebhook(context.db, context.providers.payments, { body, signature: request.headers.get('stripe-signature') }, async (purchase) => {
    if (purchase.provider === 'stripe') await context.bindings.JOBS.send({ kind: 'refund-purchase', purchaseId: purchase.id })
  })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ received: true, outcome: result.outcome })
}
