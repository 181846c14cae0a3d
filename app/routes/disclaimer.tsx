import { json, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { LegalPage } from '~/components/legal-page'
import { disclaimer } from '~/content/legal.server'

export const meta: MetaFunction = () => [{ title: 'Disclaimer | Story Trails' }]

// The text comes with the page's data, not in its script: it is read once, never run.
export const loader = () => json({ document: disclaimer })

export default function Disclaimer() {
  return <LegalPage document={useLoaderData<typeof loader>().document} />
}

export { GeneralErrorBoundary as ErrorBoundary }
