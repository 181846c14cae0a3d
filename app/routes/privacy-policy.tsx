import type { MetaFunction } from '@remix-run/cloudflare'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { LegalPage } from '~/components/legal-page'
import { privacyPolicy } from '~/content/legal'

export const meta: MetaFunction = () => [{ title: 'Privacy Policy | Story Trails' }]

export default function PrivacyPolicy() {
  return <LegalPage document={privacyPolicy} />
}

export { GeneralErrorBoundary as ErrorBoundary }
