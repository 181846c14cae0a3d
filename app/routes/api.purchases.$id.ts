import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getPurchase } from '~/models/purchase.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'

/** GET /api/purchases/{id}: one purchase of this parent, so the page can say when payment went through. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const purchase = await getPurchase(context.db, { id: params.id ?? '', userId: user.id })
  invariantResponse(purchase, 'Purchase not found', { status: 404 })
  return json(purchase)
}
