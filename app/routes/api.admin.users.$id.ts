import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { deleteUserAsAdmin } from '~/models/admin.server'
import { actorOf } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'

/** DELETE /api/admin/users/{id}: deletes the family (the same path as a parent deleting their account). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  invariantResponse(request.method === 'DELETE', 'Method not allowed', { status: 405 })
  const result = await deleteUserAsAdmin(context.db, context.bindings.MEDIA, context.bindings.CHAT_ROOM, actorOf(admin), { userId: params.id ?? '' })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: 'User deleted successfully' })
}
