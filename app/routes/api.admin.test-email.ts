import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { sendTestEmailAsAdmin } from '~/models/admin.server'
import { testEmailSchema } from '~/utils/admin-forms'
import { actorOf, invalidApi } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { publicOrigin } from '~/utils/public-url.server'
import { readJsonObject } from '~/utils/request-body.server'

/** POST /api/admin/test-email {email, type}: one e-mail with example values, marked [Test]. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const input = testEmailSchema.safeParse(await readJsonObject(request))
  if (!input.success) return invalidApi(input.error)
  const mail = { db: context.db, jobs: context.bindings.JOBS, origin: publicOrigin(context.env, request) }
  const result = await sendTestEmailAsAdmin(mail, actorOf(admin), input.data)
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ message: `Test email sent to ${input.data.email}` })
}
