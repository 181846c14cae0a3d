import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { cancelEmailChange } from '~/models/login-code.server'
import { confirmEmailChange } from '~/models/email-change.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'
import { readSessionToken } from '~/utils/session.server'

/**
 * POST /api/auth/user/email { code }: the code sent to the new address moves the account there and
 * signs out every other device. DELETE withdraws a change that waits for its code.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context)
  if (request.method === 'DELETE') {
    await cancelEmailChange(context.db, user.id)
    return json({ message: 'E-mail change cancelled' })
  }
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const body = await readJsonObject(request)
  const sessionToken = await readSessionToken(request, context.env)
  invariantResponse(sessionToken, 'Unauthorized', { status: 401 })
  const result = await confirmEmailChange(context.db, context.bindings.JOBS, { user, code: String(body.code ?? ''), sessionToken })
  if (!result.ok) return json({ message: result.message, fieldErrors: { code: result.message } }, { status: result.status })
  return json(result.user)
}
