import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { checkDiscountCode } from '~/models/discount.server'
import { checkoutOption, readPurchaseRequest } from '~/models/pricing.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/** POST /api/discount-codes/check: { code, type, region? } says what a code takes off this purchase. */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  await requireUser(context)
  const body = await readJsonObject(request)
  const purchase = readPurchaseRequest({ type: body.type, region: body.region })
  invariantResponse(purchase, 'That region cannot be bought.', { status: 400 })
  const result = await checkDiscountCode(context.db, body.code, checkoutOption(purchase).listCents)
  if (!result.ok) return json({ title: result.title, message: result.message }, { status: 400 })
  return json({ code: result.code, discountAmount: (result.discountCents / 100).toFixed(2), description: result.description })
}
