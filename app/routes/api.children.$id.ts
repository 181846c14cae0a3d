import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { updateChild } from '~/models/child.server'
import { deleteChildAndMedia } from '~/models/story-media.server'
import { requireChildOf, requireUser } from '~/utils/auth.server'
import { childUpdateSchema, firstErrors } from '~/utils/child-schema'
import { fieldErrors, invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/** PUT /api/children/{id} updates name, birthday (and username); DELETE removes the child. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context)
  const child = await requireChildOf(context, params.id)

  if (request.method === 'DELETE') {
    await deleteChildAndMedia(context.db, context.bindings.MEDIA, { childId: child.id, userId: user.id }, context.bindings.CHAT_ROOM)
    return json({ message: 'Child removed' })
  }
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const input = childUpdateSchema.safeParse(await readJsonObject(request))
  if (!input.success) {
    const errors = firstErrors(input.error)
    return fieldErrors(errors, Object.values(errors)[0])
  }
  const result = await updateChild(context.db, { id: child.id, userId: user.id }, input.data)
  if (!result.ok && result.status !== 404) {
    return json({ message: result.message, fieldErrors: { [result.field]: result.message }, suggestion: result.suggestion }, { status: result.status })
  }
  invariantResponse(result.ok, 'Child not found', { status: 404 })
  return json(result.child)
}
