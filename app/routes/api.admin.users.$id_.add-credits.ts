import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { grantCreditsAsAdmin } from '~/models/admin.server'
import { addCreditsSchema } from '~/utils/admin-forms'
import { actorOf, invalidApi } from '~/utils/admin-route.server'
import { confirmRecentSignInFor, requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/**
 * POST /api/admin/users/{id}/add-credits {credits, stepUpCode?}: a whole number above 0; ledger reason
 * admin-grant; a fresh sign-in code when the session is older than 15 minutes.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const body = await readJsonObject(request)
  const input = addCreditsSchema.safeParse(body)
  if (!input.success) return invalidApi(input.error)
  const confirmed = await confirmRecentSignInFor(request, context, admin, body.stepUpCode)
  if (!confirmed.ok) return json({ message: confirmed.message, stepUp: true }, { status: confirmed.status })
  const result = await grantCreditsAsAdmin(context.db, actorOf(admin), { userId: params.id ?? '', credits: input.data.credits })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: 'Credits added successfully', credits: result.balance })
}
