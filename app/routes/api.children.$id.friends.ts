import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { loadBuddies } from '~/models/buddies.server'
import { requireChildParams } from '~/utils/buddy-route.server'

/** GET /api/children/{id}/friends: the child's Trail Buddies (first name, username, unread count). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { child } = await requireChildParams(context, params)
  return json((await loadBuddies(context.db, child.id)).buddies)
}
