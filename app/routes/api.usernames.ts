import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { suggestUsernames } from '~/models/buddies.server'
import { requireUser } from '~/utils/auth.server'

/**
 * GET /api/usernames?q=: up to 10 usernames starting with q (3 characters or more), for the Add
 * Buddy suggestions. Usernames only, never the family's own; rate limited per parent.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const result = await suggestUsernames(context.db, { userId: user.id, query: new URL(request.url).searchParams.get('q') ?? '' })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json(result.usernames)
}
