import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { createStoryTemplate, listStoryTemplates } from '~/models/story-template.server'
import { storyTemplateCreateSchema } from '~/utils/admin-forms'
import { actorOf, invalidApi } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/** GET /api/admin/story-templates. */
export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdmin(context)
  return json(await listStoryTemplates(context.db))
}

/** POST /api/admin/story-templates {name, template}. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const input = storyTemplateCreateSchema.safeParse(await readJsonObject(request))
  if (!input.success) return invalidApi(input.error)
  const result = await createStoryTemplate(context.db, actorOf(admin), input.data)
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: 'Story template created successfully', ...result.template }, { status: 201 })
}
