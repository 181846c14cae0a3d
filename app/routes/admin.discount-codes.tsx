import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { DiscountCodesTab } from '~/components/admin/discount-codes-tab'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { createDiscountCodeAsAdmin, setDiscountCodeActiveAsAdmin } from '~/models/admin.server'
import { listDiscountCodes } from '~/models/discount.server'
import { discountCodeSchema, discountToggleSchema } from '~/utils/admin-forms'
import { actionFailure, actionSuccess, actorOf, invalidAction, parseId } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { readFormData } from '~/utils/request-body.server'

/** Discount Codes tab: the server's codes, the very ones checkout checks. */
export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdmin(context)
  return json({ codes: await listDiscountCodes(context.db) })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  const form = await readFormData(request)
  const intent = String(form.get('intent'))
  if (intent === 'create-discount') {
    const input = discountCodeSchema.safeParse({
      code: form.get('code') ?? '',
      discountAmount: form.get('discountAmount') ?? undefined,
      discountPercent: form.get('discountPercent') ?? undefined,
      maxUsage: form.get('maxUsage') ?? undefined,
    })
    if (!input.success) return invalidAction(intent, input.error)
    const result = await createDiscountCodeAsAdmin(context.db, actorOf(admin), input.data)
    if (!result.ok) return actionFailure(intent, result.status, result.message, { code: result.message })
    return actionSuccess(intent, 'Discount code created successfully')
  }
  if (intent === 'toggle-discount') {
    const id = parseId(form.get('id'))
    const input = discountToggleSchema.safeParse({ active: form.get('active') })
    if (!id || !input.success) return actionFailure(intent, 400, 'Failed to update discount code')
    const result = await setDiscountCodeActiveAsAdmin(context.db, actorOf(admin), { id, active: input.data.active })
    if (!result.ok) return actionFailure(intent, result.status, result.message)
    return actionSuccess(intent, 'Discount code updated')
  }
  return actionFailure(intent, 400, 'Unknown action.')
}

export default function AdminDiscountCodes() {
  const { codes } = useLoaderData<typeof loader>()
  return <DiscountCodesTab codes={codes} />
}

export { GeneralErrorBoundary as ErrorBoundary }
