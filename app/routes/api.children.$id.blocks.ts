import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { blockUsername, loadBuddies } from '~/models/buddies.server'
import { buddyDeps, requireChildParams } from '~/utils/buddy-route.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/** GET /api/children/{id}/blocks: usernames the parent blocked for this child. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { child } = await requireChildParams(context, params)
  return json((await loadBuddies(context.db, child.id)).blocked)
}

/** POST /api/children/{id}/blocks: { username }. Ends a friendship with it and withdraws requests either way. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const { user, child } = await requireChildParams(context, params)
  const body = await readJsonObject(request)
  const result = await blockUsername(buddyDeps(context), {
    child: { id: child.id, userId: user.id },
    username: typeof body.username === 'string' ? body.username : '',
  })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ username: result.username }, { status: 201 })
}
