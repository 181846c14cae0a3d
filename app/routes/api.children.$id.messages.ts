import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { sendChatMessage } from '~/models/buddy-chat.server'
import { requireChildParams } from '~/utils/buddy-route.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

const messageSchema = z.object({
  content: z.string({ invalid_type_error: 'Please type a message first.', required_error: 'Please type a message first.' }),
  receiverChildId: z.coerce.number().int().positive(),
})

/**
 * POST /api/children/{id}/messages: { content, receiverChildId }. The spec's way to send, and the
 * page's fallback while its socket is down. The pair's room checks, stores and delivers it.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const { child } = await requireChildParams(context, params)
  const input = messageSchema.safeParse(await readJsonObject(request))
  if (!input.success) return json({ message: input.error.issues[0].message, reason: 'invalid' }, { status: 400 })
  const result = await sendChatMessage(context.db, context.bindings.CHAT_ROOM, {
    childId: child.id,
    buddyChildId: input.data.receiverChildId,
    content: input.data.content,
  })
  if (!result.ok) return json({ message: result.message, reason: result.reason }, { status: result.status })
  return json(result.message, { status: 201 })
}
