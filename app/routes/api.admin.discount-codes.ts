import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { createDiscountCodeAsAdmin } from '~/models/admin.server'
import { listDiscountCodes } from '~/models/discount.server'
import { discountCodeSchema } from '~/utils/admin-forms'
import { actorOf, invalidApi } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/** GET /api/admin/discount-codes. */
export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdmin(context)
  return json(await listDiscountCodes(context.db))
}

/** POST /api/admin/discount-codes {code, discountAmount?, discountPercent?, maxUsage?}. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const input = discountCodeSchema.safeParse(await readJsonObject(request))
  if (!input.success) return invalidApi(input.error)
  const result = await createDiscountCodeAsAdmin(context.db, actorOf(admin), input.data)
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: 'Discount code created successfully', ...result.code }, { status: 201 })
}
