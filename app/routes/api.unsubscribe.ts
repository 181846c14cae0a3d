import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { unsubscribeWithToken } from '~/models/unsubscribe.server'
import { invariantResponse } from '~/utils/http.server'

/**
 * The newsletter's List-Unsubscribe address. Mail apps POST "List-Unsubscribe=One-Click" to it
 * (RFC 8058) from their own servers, so another origin may post here: the signed token is the
 * guard (workers/security.ts). Opened in a browser, it shows the unsubscribe page instead.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return redirect(`/unsubscribe?token=${encodeURIComponent(token)}`)
}

export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const outcome = await unsubscribeWithToken(context.db, context.env.SESSION_SECRET, token)
  if (!outcome.ok) return json({ message: 'This unsubscribe link is not valid.' }, { status: 400 })
  return json({ message: 'Unsubscribed from the Story Trails newsletter.' })
}
