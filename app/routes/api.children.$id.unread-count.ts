import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { unreadCount } from '~/models/buddy-chat.server'
import { requireChildParams } from '~/utils/buddy-route.server'

/** GET /api/children/{id}/unread-count: messages from buddies the child has not read yet. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { child } = await requireChildParams(context, params)
  return json({ count: await unreadCount(context.db, child.id) })
}
