import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { listBadges } from '~/models/badge.server'
import { requireChildOf, requireUser } from '~/utils/auth.server'

/** GET /api/children/{id}/badges */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const child = await requireChildOf(context, params.id)
  return json(await listBadges(context.db, { childId: child.id, userId: user.id }))
}
