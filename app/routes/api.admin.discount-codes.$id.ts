import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { setDiscountCodeActiveAsAdmin } from '~/models/admin.server'
import { discountToggleSchema } from '~/utils/admin-forms'
import { actorOf, invalidApi, parseId } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/** PUT /api/admin/discount-codes/{id} {active}. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const id = parseId(params.id)
  invariantResponse(id, 'Discount code not found', { status: 404 })
  const input = discountToggleSchema.safeParse(await readJsonObject(request))
  if (!input.success) return invalidApi(input.error)
  const result = await setDiscountCodeActiveAsAdmin(context.db, actorOf(admin), { id, active: input.data.active })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: 'Discount code updated', ...result.code })
}
