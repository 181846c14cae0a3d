import type { MetaFunction } from '@remix-run/cloudflare'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { LandingPage } from '~/components/landing/landing-page'

export const meta: MetaFunction = () => [{ title: 'Travel the national parks through stories | Story Trails' }]

export default function Travel() {
  return <LandingPage variant="travel" />
}

export { GeneralErrorBoundary as ErrorBoundary }
