import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { removeBuddy } from '~/models/buddies.server'
import { buddyDeps, requireBuddyLink } from '~/utils/buddy-route.server'
import { invariantResponse } from '~/utils/http.server'

/** DELETE /api/children/{id}/friends/{friendId}: ends the friendship for both and deletes their chat. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'DELETE', 'Method not allowed', { status: 405 })
  const { child, link } = await requireBuddyLink(context, params)
  const result = await removeBuddy(buddyDeps(context), { childId: child.id, buddyChildId: link.buddyChildId })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: 'Friend removed' })
}
