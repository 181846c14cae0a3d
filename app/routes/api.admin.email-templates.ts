import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getEmailTabData } from '~/models/admin.server'
import { toEmailTemplateViews } from '~/models/email-template.server'
import { requireAdmin } from '~/utils/auth.server'
import { publicOrigin } from '~/utils/public-url.server'

/** GET /api/admin/email-templates: one entry per family e-mail, stored or built-in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context)
  const { templates } = await getEmailTabData(context.db)
  const views = await toEmailTemplateViews(templates, publicOrigin(context.env, request))
  return json(views.map(({ sample: _sample, ...view }) => view))
}
