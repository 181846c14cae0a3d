import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'

/**
 * GET /api/live (a WebSocket): the family's open pages hear here when a chapter or a quiz is
 * ready. The session and the Origin are checked before the upgrade reaches the
 * family's Durable Object; a socket only ever joins its own family's channel.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  invariantResponse(request.headers.get('upgrade')?.toLowerCase() === 'websocket', 'Expected a WebSocket', { status: 426 })
  const origin = request.headers.get('origin')
  invariantResponse(origin === new URL(request.url).origin, 'Cross-origin connection refused', { status: 403 })
  const user = await requireUser(context)
  const channel = context.bindings.FAMILY_CHANNEL
  const upgraded = await channel.get(channel.idFromName(user.id)).fetch(request)
  // A fresh response around the socket: Remix adds headers, and the Durable Object's are immutable.
  return upgraded.webSocket ? new Response(null, { status: 101, webSocket: upgraded.webSocket }) : upgraded
}
