import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import ArrowLeft from 'lucide-react/dist/esm/icons/arrow-left'
import Mail from 'lucide-react/dist/esm/icons/mail'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { LogoMark } from '~/components/logo'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { sendSignInCode } from '~/models/sign-in.server'
import { createAuthenticator, getUser, isGoogleSignInEnabled, SignInError, startSession } from '~/utils/auth.server'
import { clientIp } from '~/utils/http.server'
import { readFormData } from '~/utils/request-body.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { signInEmailSchema } from '~/utils/sign-in-input.server'

export const meta: MetaFunction = () => [{ title: 'Sign in | Story Trails' }]

export async function loader({ context }: LoaderFunctionArgs) {
  if (await getUser(context)) return redirect('/')
  return json({ googleEnabled: isGoogleSignInEnabled(context), showDevMailbox: context.env.isDevelopment })
}

type ActionData = { step: 'email'; error: string; email: string } | { step: 'code'; email: string; error?: string; notice?: string }

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request.clone())
  const intent = form.get('intent')
  const redirectTo = safeRedirect(form.get('redirectTo'))

  if (intent === 'verify') {
    try {
      const user = await createAuthenticator(context, request).authenticate('email-code', request)
      return startSession(context, user, redirectTo)
    } catch (error) {
      if (!(error instanceof SignInError)) throw error
      return json<ActionData>(
        { step: 'code', email: String(form.get('email') ?? ''), error: error.message },
        { status: error.reason === 'too-many-attempts' ? 429 : 400 },
      )
    }
  }

  const email = signInEmailSchema.safeParse(form.get('email') ?? '')
  if (!email.success) {
    return json<ActionData>({ step: 'email', email: String(form.get('email') ?? ''), error: email.error.issues[0].message }, { status: 400 })
  }
  const sent = await sendSignInCode(context.db, context.bindings.JOBS, { email: email.data, ip: clientIp(request) })
  if (!sent.ok) return json<ActionData>({ step: 'email', email: email.data, error: sent.message }, { status: 429 })
  return json<ActionData>({
    step: 'code',
    email: sent.email,
    notice: intent === 'resend' ? 'We sent you a new code.' : undefined,
  })
}

export default function SignIn() {
  const { googleEnabled, showDevMailbox } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionData | undefined
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const redirectTo = searchParams.get('redirectTo') ?? ''
  const busy = navigation.state !== 'idle'
  const onCodeStep = actionData?.step === 'code'

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-6 inline-flex items-center gap-2 font-bold text-forest-700 hover:underline">
          <ArrowLeft aria-hidden className="h-4 w-4" /> Back
        </Link>
        <div className="rounded-3xl bg-white p-8 shadow-card">
          <div className="flex flex-col items-center gap-3 text-center">
            <LogoMark className="h-14 w-14" />
            <h1 className="font-display text-3xl font-semibold text-forest-800">
              {onCodeStep ? 'Check your e-mail' : 'Sign in to Story Trails'}
            </h1>
            <p className="text-bark-600">
              {onCodeStep ? (
                <>
                  We sent a 6-digit code to <strong className="text-bark-900">{actionData.email}</strong>. It expires in 10 minutes.
                </>
              ) : (
                'New here? Enter your e-mail and we will create your free account.'
              )}
            </p>
          </div>

          {onCodeStep ? (
            <>
              <Form method="post" className="mt-6 flex flex-col gap-4" noValidate>
                <input type="hidden" name="intent" value="verify" />
                <input type="hidden" name="email" value={actionData.email} />
                <input type="hidden" name="redirectTo" value={redirectTo} />
                {actionData.notice ? (
                  <p role="status" className="rounded-xl bg-forest-50 p-3 text-sm font-semibold text-forest-800">
                    {actionData.notice}
                  </p>
                ) : null}
                <Field
                  label="Sign-in code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  required
                  autoFocus
                  className="text-center text-2xl tracking-[0.5em]"
                  error={actionData.error}
                />
                <Button type="submit" size="lg" disabled={busy}>
                  {busy ? 'Signing in...' : 'Sign In'}
                </Button>
              </Form>
              <Form method="post" className="mt-3 flex flex-wrap items-center justify-center gap-x-4 text-sm">
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="email" value={actionData.email} />
                <Button type="submit" variant="link" size="sm" disabled={busy}>
                  Send a new code
                </Button>
                <Link to={`/sign-in${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`} className="font-bold text-forest-700 hover:underline">
                  Use a different e-mail
                </Link>
              </Form>
            </>
          ) : (
            <Form method="post" className="mt-6 flex flex-col gap-4" noValidate>
              <input type="hidden" name="intent" value="send-code" />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <Field
                label="E-mail address"
                name="email"
                type="email"
                autoComplete="email"
                required
                autoFocus
                defaultValue={actionData?.email}
                error={actionData?.error}
              />
              <Button type="submit" size="lg" disabled={busy}>
                <Mail aria-hidden className="h-5 w-5" /> {busy ? 'Sending...' : 'Email Me a Code'}
              </Button>
            </Form>
          )}

          {googleEnabled && !onCodeStep ? (
            <>
              <div className="my-6 flex items-center gap-3 text-sm text-bark-500">
                <span className="h-px flex-1 bg-sand-300" /> or <span className="h-px flex-1 bg-sand-300" />
              </div>
              <Form method="post" action="/auth/google">
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <Button type="submit" variant="outline" size="lg" className="w-full">
                  Continue with Google
                </Button>
              </Form>
            </>
          ) : null}

          {showDevMailbox ? (
            <p className="mt-6 rounded-xl bg-sand-100 p-3 text-center text-sm text-bark-600">
              Local development: codes land in the{' '}
              <a href="/dev/mailbox" target="_blank" rel="noreferrer" className="font-bold text-forest-700 underline">
                dev mailbox
              </a>
              .
            </p>
          ) : null}
        </div>
        <p className="mt-6 text-center text-sm text-bark-500">
          By continuing you agree to our <Link to="/privacy-policy" className="underline">Privacy Policy</Link> and{' '}
          <Link to="/disclaimer" className="underline">Disclaimer</Link>.
        </p>
      </div>
    </main>
  )
}

export { GeneralErrorBoundary as ErrorBoundary }
