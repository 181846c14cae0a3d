import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { markConversationRead } from '~/models/buddy-chat.server'
import { requireBuddyLink } from '~/utils/buddy-route.server'
import { invariantResponse } from '~/utils/http.server'

/** POST /api/children/{id}/conversations/{friendId}/read: the child read this chat (when no socket did it). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const { child, link } = await requireBuddyLink(context, params)
  await markConversationRead(context.db, { childId: child.id, buddyChildId: link.buddyChildId })
  return json({ count: 0 })
}
