import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { testStoryTemplate } from '~/models/story-template.server'
import { templateTestSchema } from '~/utils/admin-forms'
import { invalidApi } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/**
 * POST /api/admin/test-template {template, variables: {chapterNumber, parkId, characterName,
 * sidekickName, isFinalChapter}}: the variables are filled from the real catalogue; answers
 * processedTemplate and its length.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(context)
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const body = await readJsonObject(request)
  const variables = body.variables && typeof body.variables === 'object' && !Array.isArray(body.variables) ? body.variables : {}
  const input = templateTestSchema.safeParse({ ...variables, template: body.template })
  if (!input.success) return invalidApi(input.error)
  const result = await testStoryTemplate(input.data, context.providers.writerContent, context.providers.adventures)
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ processedTemplate: result.processedTemplate, length: result.length })
}
