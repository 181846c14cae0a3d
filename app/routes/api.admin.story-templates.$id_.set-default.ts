import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { setDefaultStoryTemplate } from '~/models/story-template.server'
import { actorOf, parseId } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'

/** PUT /api/admin/story-templates/{id}/set-default: the default moves; exactly one stays. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const id = parseId(params.id)
  invariantResponse(id, 'Story template not found', { status: 404 })
  const result = await setDefaultStoryTemplate(context.db, actorOf(admin), id)
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: 'Default template updated successfully' })
}
