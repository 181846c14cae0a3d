import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { EmailTab } from '~/components/admin/email-tab'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { deleteEmailTemplateAsAdmin, getEmailTabData, saveEmailTemplateAsAdmin, sendTestEmailAsAdmin } from '~/models/admin.server'
import { emailTemplateUpdateSchema, isEmailTemplateKind, toEmailTemplateViews } from '~/models/email-template.server'
import { startMonthlyNewsletter } from '~/models/newsletter.server'
import { monthKey, monthName } from '~/models/park-of-the-month.server'
import { TEST_EMAIL_LABELS, testEmailSchema } from '~/utils/admin-forms'
import { actionFailure, actionSuccess, actorOf, invalidAction, parseId } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { publicOrigin } from '~/utils/public-url.server'
import { readFormData } from '~/utils/request-body.server'
import { plural } from '~/utils/plural'

/** Email & Templates tab: the test e-mail, the monthly newsletter and the family e-mail templates. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context)
  const { templates, latestNewsletter } = await getEmailTabData(context.db)
  const month = monthKey(new Date())
  return json({
    templates: await toEmailTemplateViews(templates, publicOrigin(context.env, request)),
    latestNewsletter,
    thisMonth: { month, name: monthName(month) },
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  const actor = actorOf(admin)
  const form = await readFormData(request)
  const intent = String(form.get('intent'))
  const mail = { db: context.db, jobs: context.bindings.JOBS, origin: publicOrigin(context.env, request) }

  if (intent === 'test-email') {
    const input = testEmailSchema.safeParse({ email: form.get('email') ?? '', type: form.get('type') ?? '' })
    if (!input.success) return invalidAction(intent, input.error)
    const result = await sendTestEmailAsAdmin(mail, actor, input.data)
    if (!result.ok) return actionFailure(intent, result.status, result.message)
    return actionSuccess(intent, `A test ${TEST_EMAIL_LABELS[input.data.type].toLowerCase()} e-mail is on its way to ${input.data.email}.`, { title: 'Test Email Sent' })
  }
  if (intent === 'send-newsletter') {
    const result = await startMonthlyNewsletter(context.db, context.bindings.JOBS, actor, { origin: mail.origin })
    if (!result.ok) return actionFailure(intent, result.status, result.message)
    const families = `${result.recipientCount.toLocaleString('en-US')} ${plural(result.recipientCount, 'family', 'families')}`
    return actionSuccess(intent, `The ${monthName(result.month)} newsletter was queued for ${families}.`, { title: 'Newsletter Sent' })
  }
  if (intent === 'update-template') {
    const kind = form.get('kind')
    if (!isEmailTemplateKind(kind)) return actionFailure(intent, 404, 'Failed to update email template')
    const input = emailTemplateUpdateSchema.safeParse({ subject: form.get('subject') ?? '', html: form.get('html') ?? '', description: form.get('description') ?? '' })
    if (!input.success) return invalidAction(intent, input.error)
    const result = await saveEmailTemplateAsAdmin(context.db, actor, kind, input.data)
    if (!result.ok) return actionFailure(intent, result.status, result.message)
    return actionSuccess(intent, 'Email template updated successfully')
  }
  if (intent === 'delete-template') {
    const id = parseId(form.get('id'))
    const result = id ? await deleteEmailTemplateAsAdmin(context.db, actor, id) : null
    if (!result?.ok) return actionFailure(intent, 404, 'Failed to delete email template')
    return actionSuccess(intent, 'Email template deleted successfully')
  }
  return actionFailure(intent, 400, 'Unknown action.')
}

export default function AdminEmail() {
  const data = useLoaderData<typeof loader>()
  return <EmailTab {...data} />
}

export { GeneralErrorBoundary as ErrorBoundary }
