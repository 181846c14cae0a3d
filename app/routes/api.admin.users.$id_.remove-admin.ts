import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { setUserAdmin } from '~/models/admin.server'
import { actorOf } from '~/utils/admin-route.server'
import { confirmRecentSignInFor, requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readOptionalJsonObject } from '~/utils/request-body.server'

/** DELETE /api/admin/users/{id}/remove-admin [{ stepUpCode }]: a fresh sign-in code past 15 minutes. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  invariantResponse(request.method === 'DELETE', 'Method not allowed', { status: 405 })
  const body = await readOptionalJsonObject(request)
  const confirmed = await confirmRecentSignInFor(request, context, admin, body.stepUpCode)
  if (!confirmed.ok) return json({ message: confirmed.message, stepUp: true }, { status: confirmed.status })
  const result = await setUserAdmin(context.db, actorOf(admin), { userId: params.id ?? '', isAdmin: false, listedAdmins: context.env.ADMIN_EMAILS })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: 'Admin status removed' })
}
