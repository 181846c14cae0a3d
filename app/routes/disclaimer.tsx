import type { MetaFunction } from '@remix-run/cloudflare'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { LegalPage } from '~/components/legal-page'
import { disclaimer } from '~/content/legal'

export const meta: MetaFunction = () => [{ title: 'Disclaimer | Story Trails' }]

export default function Disclaimer() {
  return <LegalPage document={disclaimer} />
}

export { GeneralErrorBoundary as ErrorBoundary }
