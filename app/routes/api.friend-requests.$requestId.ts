import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { answerBuddyRequest } from '~/models/buddies.server'
import { requireUser } from '~/utils/auth.server'
import { buddyDeps } from '~/utils/buddy-route.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

const answerSchema = z.object({ status: z.enum(['accepted', 'rejected'], { message: "status must be 'accepted' or 'rejected'" }) })

/** PUT /api/friend-requests/{requestId}: { status }. Only the receiving child's parent may answer. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const input = answerSchema.safeParse(await readJsonObject(request))
  if (!input.success) return json({ message: input.error.issues[0].message }, { status: 400 })
  const result = await answerBuddyRequest(buddyDeps(context), { userId: user.id, requestId: Number(params.requestId), status: input.data.status })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ id: Number(params.requestId), status: result.status })
}
