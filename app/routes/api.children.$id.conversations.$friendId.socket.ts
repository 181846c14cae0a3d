import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { openChatSocket } from '~/models/buddy-chat.server'
import { requireBuddyLink } from '~/utils/buddy-route.server'
import { invariantResponse } from '~/utils/http.server'

/**
 * GET /api/children/{id}/conversations/{friendId}/socket (WebSocket upgrade): the live chat. The
 * Worker refused a foreign or missing Origin before Remix (workers/security.ts); here the session
 * (401), the child (404) and the friendship (404) are checked before the pair's room sees anything.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  invariantResponse(request.headers.get('upgrade')?.toLowerCase() === 'websocket', 'Expected a WebSocket upgrade', { status: 426 })
  const { link } = await requireBuddyLink(context, params)
  return openChatSocket(context.db, context.bindings.CHAT_ROOM, request, link)
}
