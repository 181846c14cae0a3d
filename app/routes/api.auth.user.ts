import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { updateProfile } from '~/models/user.server'
import { fieldErrors, invariantResponse } from '~/utils/http.server'
import { profileFieldErrors, profileSchema } from '~/utils/profile-schema'

/** GET /api/auth/user: the signed-in parent, or 401. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await context.currentUser()
  invariantResponse(user, 'Unauthorized', { status: 401 })
  return json(user)
}

/** PUT /api/auth/user: updates first name, last name and e-mail. */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const user = await context.currentUser()
  invariantResponse(user, 'Unauthorized', { status: 401 })

  const body: unknown = await request.json().catch(() => null)
  invariantResponse(body && typeof body === 'object', 'Please send the profile as JSON.')
  const input = profileSchema.safeParse(body)
  if (!input.success) return fieldErrors(profileFieldErrors(input.error), 'Please fill in all fields.')

  const result = await updateProfile(context.db, user.id, input.data)
  if (!result.ok) return json({ message: result.message, fieldErrors: { [result.field]: result.message } }, { status: 409 })
  return json(result.user)
}
