import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import TriangleAlert from 'lucide-react/dist/esm/icons/triangle-alert'
import { preloadable } from '~/utils/preloadable'
import { NotFound } from './not-found'
import { Button } from './ui/button'

// Only a signed-out visit to a signed-in page needs the landing page here, so it is not part of every
// page's first load (it is still rendered on the server, and loaded before such a page hydrates).
const LandingPage = preloadable(() => import('./landing/landing-page').then((module) => module.LandingPage))
LandingPage.loadBeforeHydrationIf((sent) => sent.signedOutError)

const MESSAGES: Record<number, string> = {
  400: 'Something in that request was not right.',
  403: 'You do not have access to this page.',
  500: 'Something went wrong on our side. Please try again.',
}

/**
 * The one error boundary every route shares. A 401 means the visitor is signed out, and signed-out
 * visitors see the landing page wherever they are (spec 2.1).
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status === 401) return <LandingPage />
  if (status === 404) return <NotFound />
  if (!isRouteErrorResponse(error)) console.error(error)
  const message = isRouteErrorResponse(error) && typeof error.data?.message === 'string' ? error.data.message : MESSAGES[status]
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <TriangleAlert aria-hidden className="h-12 w-12 text-sunset-500" />
      <h1 className="font-display text-3xl font-semibold text-forest-800">{status === 403 ? 'Not allowed' : 'Oops!'}</h1>
      <p className="text-bark-600">{message ?? MESSAGES[500]}</p>
      <Button asChild>
        <Link to="/">Back home</Link>
      </Button>
    </main>
  )
}
