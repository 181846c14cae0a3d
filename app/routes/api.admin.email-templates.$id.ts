import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { deleteEmailTemplateAsAdmin, saveEmailTemplateAsAdmin } from '~/models/admin.server'
import { emailTemplateKindOf, emailTemplateUpdateSchema, isEmailTemplateKind } from '~/models/email-template.server'
import { actorOf, invalidApi, parseId } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/**
 * PUT /api/admin/email-templates/{id} {subject, html, description}; DELETE removes the stored
 * template (the built-in design is used again). `{id}` is a stored template's id, or the kind of a
 * built-in one (welcome, story-completion, friend-request, newsletter) to store it the first time.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  const actor = actorOf(admin)
  const id = parseId(params.id)
  if (request.method === 'DELETE') {
    invariantResponse(id, 'Email template not found', { status: 404 })
    const result = await deleteEmailTemplateAsAdmin(context.db, actor, id)
    if (!result.ok) return json({ message: result.message }, { status: result.status })
    return json({ message: 'Email template deleted successfully' })
  }
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const kind = id ? await emailTemplateKindOf(context.db, id) : isEmailTemplateKind(params.id) ? params.id : null
  invariantResponse(kind, 'Email template not found', { status: 404 })
  const input = emailTemplateUpdateSchema.safeParse(await readJsonObject(request))
  if (!input.success) return invalidApi(input.error)
  const result = await saveEmailTemplateAsAdmin(context.db, actor, kind, input.data)
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: 'Email template updated successfully', id: result.id })
}
