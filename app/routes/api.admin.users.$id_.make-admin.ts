import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { setUserAdmin } from '~/models/admin.server'
import { actorOf } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'

/** POST /api/admin/users/{id}/make-admin. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const result = await setUserAdmin(context.db, actorOf(admin), { userId: params.id ?? '', isAdmin: true, listedAdmins: context.env.ADMIN_EMAILS })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: 'User promoted to admin' })
}
