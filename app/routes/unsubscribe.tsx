import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import MailX from 'lucide-react/dist/esm/icons/mail-x'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { Logo } from '~/components/logo'
import { Button } from '~/components/ui/button'
import { describeUnsubscribeToken, maskEmail, unsubscribeWithToken } from '~/models/unsubscribe.server'
import { readFormData } from '~/utils/request-body.server'

export const meta: MetaFunction = () => [{ title: 'Unsubscribe | Story Trails' }, { name: 'robots', content: 'noindex' }]

/** The sample link in a test e-mail: it leads here and changes nothing. */
const SAMPLE_TOKEN = 'sample'

/**
 * The newsletter's unsubscribe link: works signed out (the link is signed), asks before changing
 * anything (no side effects on GET), and the parent can subscribe again on their Profile tab.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  if (token === SAMPLE_TOKEN) return json({ state: 'sample' as const, email: null })
  const found = await describeUnsubscribeToken(context.db, context.env.SESSION_SECRET, token)
  if (!found) return json({ state: 'invalid' as const, email: null }, { status: 400 })
  return json({ state: found.subscribed ? ('ask' as const) : ('done' as const), email: maskEmail(found.email) })
}

export async function action({ request, context }: ActionFunctionArgs) {
  await readFormData(request)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const outcome = await unsubscribeWithToken(context.db, context.env.SESSION_SECRET, token)
  if (!outcome.ok) return json({ state: 'invalid' as const, email: null }, { status: 400 })
  return json({ state: 'done' as const, email: maskEmail(outcome.email) })
}

const MESSAGES = {
  sample: { title: 'This link came from a test e-mail', body: 'Nothing was changed. Real newsletters carry a link of their own for each family.' },
  invalid: { title: 'This unsubscribe link is not valid', body: 'Please use the link from your newsletter e-mail, or change your newsletter setting on your Profile page.' },
  ask: { title: 'Unsubscribe from the newsletter?', body: 'You will no longer get the monthly Story Trails newsletter. E-mails about your own account keep coming.' },
  done: { title: 'You are unsubscribed', body: 'You will not get the monthly newsletter any more. Changed your mind? Subscribe again on your Profile page.' },
}

export default function Unsubscribe() {
  const loaded = useLoaderData<typeof loader>()
  const acted = useActionData<typeof action>()
  const { state, email } = acted ?? loaded
  const busy = useNavigation().state === 'submitting'
  const message = MESSAGES[state]
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center gap-6 px-4 py-16 text-center">
      <Logo />
      <MailX aria-hidden className="h-12 w-12 text-forest-600" />
      <h1 className="font-display text-3xl font-semibold text-forest-800">{message.title}</h1>
      {email ? <p className="font-semibold text-bark-900">{email}</p> : null}
      <p className="text-bark-600">{message.body}</p>
      {state === 'ask' ? (
        <Form method="post">
          <Button type="submit" disabled={busy}>
            {busy ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </Form>
      ) : (
        <Button asChild variant="outline">
          <Link to="/account?tab=profile">Go to my Profile</Link>
        </Button>
      )}
    </main>
  )
}

export { GeneralErrorBoundary as ErrorBoundary }
