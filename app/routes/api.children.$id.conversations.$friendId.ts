import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { chatRoom } from '~/models/buddy-chat.server'
import { requireBuddyLink } from '~/utils/buddy-route.server'

/**
 * GET /api/children/{id}/conversations/{friendId}: the latest messages, oldest first. Reading this
 * changes nothing (no side effects on GET), so a parent can look without marking anything read;
 * the chat marks itself read when it opens (the socket) or with POST .../read.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { link } = await requireBuddyLink(context, params)
  return json(await chatRoom(context.bindings.CHAT_ROOM, link.roomId).history())
}
