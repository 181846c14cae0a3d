import type { SerializeFrom } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { LandingPage } from '~/components/landing/landing-page'
import { homeAction, homeLoader } from '~/utils/home-route.server'
import { preloadable } from '~/utils/preloadable'
import type { StaticPageHandle } from '~/utils/static-page'

// The loader and action live in their own module, where the signed-in home finds their types.
export const loader = homeLoader
export const action = homeAction

// A visitor's landing page is links and anchors only: it is sent without React (utils/static-page.ts).
export const handle: StaticPageHandle<SerializeFrom<typeof loader>> = {
  staticPage: (data) => data?.view === 'landing',
}

// `/` is the landing page for a visitor and the home for a parent. The home (the welcome page, the
// child's map, stats and park list) is a chunk of its own, so a visitor's first load carries none of
// it. When a parent's page loads this module, the chunk is fetched at once, and the page hydrates
// with it ready (utils/preloadable.tsx).
const SignedInHome = preloadable(() => import('~/components/home/signed-in-home').then((module) => module.SignedInHome))
SignedInHome.loadBeforeHydrationIf((sent) => sent.signedIn)

export default function Index() {
  const data = useLoaderData<typeof loader>()
  if (data.view === 'landing') return <LandingPage variant="home" />
  return <SignedInHome />
}

export { GeneralErrorBoundary as ErrorBoundary }
