import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { sendBuddyRequest } from '~/models/buddies.server'
import { buddiesUrl, buddyDeps, requireChildParams } from '~/utils/buddy-route.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/** POST /api/children/{id}/friend-request: { username }. The receiving child's parent is e-mailed. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const { user, child } = await requireChildParams(context, params)
  const body = await readJsonObject(request)
  const result = await sendBuddyRequest(buddyDeps(context), {
    sender: { id: child.id, userId: user.id, username: child.username },
    username: typeof body.username === 'string' ? body.username : '',
    buddiesUrl: buddiesUrl(context, request),
  })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json(result.request, { status: 201 })
}
