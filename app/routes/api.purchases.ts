import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { listPurchases } from '~/models/purchase.server'
import { requireUser } from '~/utils/auth.server'

/** GET /api/purchases: the parent's purchases, newest first. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  return json(await listPurchases(context.db, user.id))
}
