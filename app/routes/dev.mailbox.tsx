import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { listOutbox } from '~/models/email.server'

export const meta: MetaFunction = () => [{ title: 'Dev mailbox | Story Trails' }, { name: 'robots', content: 'noindex' }]

/** Local development only: every e-mail the app wrote, newest first. Production answers 404. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.env.isDevelopment) throw new Response('Not Found', { status: 404 })
  const emails = await listOutbox(context.db)
  return json({
    emails: emails.map(({ id, to, subject, text, status, createdAt }) => ({ id, to, subject, text, status, createdAt: createdAt.toISOString() })),
  })
}

export default function DevMailbox() {
  const { emails } = useLoaderData<typeof loader>()
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-3xl font-semibold text-forest-800">Dev mailbox</h1>
      <p className="mt-2 text-bark-600">E-mails written by this local app, newest first. This page does not exist in production.</p>
      {emails.length === 0 ? <p className="mt-8 rounded-2xl bg-white p-6 shadow-card">No e-mails yet.</p> : null}
      <ol className="mt-6 flex flex-col gap-4">
        {emails.map((email) => (
          <li key={email.id} className="rounded-2xl bg-white p-6 shadow-card" data-testid="mailbox-message">
            <p className="text-sm text-bark-500">
              To <strong className="text-bark-900">{email.to}</strong> · {new Date(email.createdAt).toLocaleString('en-US')} · {email.status}
            </p>
            <h2 className="mt-1 font-display text-xl font-semibold">{email.subject}</h2>
            <pre className="mt-3 whitespace-pre-wrap font-sans text-bark-700">{email.text}</pre>
          </li>
        ))}
      </ol>
    </main>
  )
}

export { GeneralErrorBoundary as ErrorBoundary }
