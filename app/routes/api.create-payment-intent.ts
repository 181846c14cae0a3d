import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { readPurchaseRequest } from '~/models/pricing.server'
import { startPurchase } from '~/models/purchase.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { purchaseInputSchema } from '~/utils/purchase-input'
import { readJsonObject } from '~/utils/request-body.server'

/**
 * POST /api/create-payment-intent: { type, region?, discountCode?, checkoutId } starts a purchase
 * priced by the server (an amount or credit count sent by the browser is ignored) and answers the
 * payment's clientSecret.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const input = purchaseInputSchema.safeParse(await readJsonObject(request))
  if (!input.success) return json({ message: 'Failed to initialize payment. Please try again.' }, { status: 400 })
  const purchaseRequest = readPurchaseRequest({ type: input.data.type, region: input.data.region })
  invariantResponse(purchaseRequest, 'That region cannot be bought.', { status: 400 })
  const result = await startPurchase(context.db, context.providers.payments, {
    userId: user.id,
    request: purchaseRequest,
    discountCode: input.data.discountCode,
    checkoutId: input.data.checkoutId,
  })
  if (!result.ok) return json({ message: result.message, title: result.title }, { status: result.status })
  return json({
    clientSecret: result.clientSecret,
    purchaseId: result.purchase.id,
    amount: (result.amountCents / 100).toFixed(2),
    credits: result.purchase.credits,
    free: result.free,
  })
}
