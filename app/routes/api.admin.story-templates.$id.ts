import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { deleteStoryTemplate, updateStoryTemplate } from '~/models/story-template.server'
import { storyTemplateUpdateSchema } from '~/utils/admin-forms'
import { actorOf, invalidApi, parseId } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/** PUT /api/admin/story-templates/{id} {name, template}; DELETE (never the default one). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  const id = parseId(params.id)
  invariantResponse(id, 'Story template not found', { status: 404 })
  if (request.method === 'DELETE') {
    const result = await deleteStoryTemplate(context.db, actorOf(admin), id)
    if (!result.ok) return json({ message: result.message }, { status: result.status })
    return json({ message: 'Story template deleted successfully' })
  }
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const input = storyTemplateUpdateSchema.safeParse(await readJsonObject(request))
  if (!input.success) return invalidApi(input.error)
  const result = await updateStoryTemplate(context.db, actorOf(admin), id, input.data)
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: 'Story template updated successfully', ...result.template })
}
