import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { unblockChild } from '~/models/buddies.server'
import { requireChildParams } from '~/utils/buddy-route.server'
import { invariantResponse } from '~/utils/http.server'

/** DELETE /api/children/{id}/blocks/{blockedId}: lifts a block (requests become possible again). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'DELETE', 'Method not allowed', { status: 405 })
  const { child } = await requireChildParams(context, params)
  const result = await unblockChild(context.db, { childId: child.id, blockedChildId: Number(params.blockedId) })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: 'Username unblocked' })
}
