import { json, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { LegalPage } from '~/components/legal-page'
import { privacyPolicy } from '~/content/legal.server'

export const meta: MetaFunction = () => [{ title: 'Privacy Policy | Story Trails' }]

// The text comes with the page's data, not in its script: it is read once, never run.
export const loader = () => json({ document: privacyPolicy })

export default function PrivacyPolicy() {
  return <LegalPage document={useLoaderData<typeof loader>().document} />
}

export { GeneralErrorBoundary as ErrorBoundary }
