import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { requestEmailChange } from '~/models/email-change.server'
import { updateNames } from '~/models/user.server'
import { clientIp, fieldErrors, invariantResponse } from '~/utils/http.server'
import { profileFieldErrors, profileSchema } from '~/utils/profile-schema'

/** GET /api/auth/user: the signed-in parent, or 401. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await context.currentUser()
  invariantResponse(user, 'Unauthorized', { status: 401 })
  return json(user)
}

/**
 * PUT /api/auth/user: first and last name change at once. A new e-mail address does not: a code goes
 * to it, and `POST /api/auth/user/email` with that code makes the change. The answer carries the
 * user as they are now, and `pendingEmail` while a change waits for its code.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const user = await context.currentUser()
  invariantResponse(user, 'Unauthorized', { status: 401 })

  const body: unknown = await request.json().catch(() => null)
  invariantResponse(body && typeof body === 'object', 'Please send the profile as JSON.')
  const input = profileSchema.safeParse(body)
  if (!input.success) return fieldErrors(profileFieldErrors(input.error), 'Please fill in all fields.')

  const updated = await updateNames(context.db, user.id, input.data)
  const change = await requestEmailChange(context.db, context.bindings.JOBS, { user, email: input.data.email, ip: clientIp(request) })
  if (!change.ok) return json({ ...updated, message: change.message, fieldErrors: { email: change.message } }, { status: change.status })
  return json({
    ...updated,
    pendingEmail: change.pendingEmail,
    ...(change.pendingEmail ? { message: `We sent a code to ${change.pendingEmail}. Your e-mail changes when you enter it.` } : {}),
  })
}
