import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type SerializeFrom } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { LandingPage } from '~/components/landing/landing-page'
import { childActivityStatements, toChildActivity } from '~/models/adventure-stats.server'
import { SIGNUP_CREDITS } from '~/models/credits.server'
import { getExplorerHome } from '~/models/home.server'
import { createSurpriseStory } from '~/models/story.server'
import { getActiveChild, getUser, requireUser } from '~/utils/auth.server'
import { preloadable } from '~/utils/preloadable'
import type { StaticPageHandle } from '~/utils/static-page'

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Asked before anything is awaited, so the active child's activity goes to D1 with the session.
  const activity = context.readWithSession((session) => childActivityStatements(context.db, { session }))
  const user = await getUser(context)
  if (!user) return json({ view: 'landing' as const })
  const { activeChild } = await getActiveChild(request, context)
  if (!activeChild) return json({ view: 'welcome' as const, firstName: user.firstName, signupCredits: SIGNUP_CREDITS })
  const joined = await activity
  const home = await getExplorerHome(context.db, { userId: user.id, childId: activeChild.id, age: activeChild.age }, joined && toChildActivity(joined))
  return json({
    view: 'explorer' as const,
    child: activeChild,
    ...home,
    tiles: { url: context.env.MAP_TILE_URL, attribution: context.env.MAP_TILE_ATTRIBUTION },
  })
}

/** Create a Surprise Story: a random unlocked park, character and sidekick (1 credit). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context)
  const { activeChild } = await getActiveChild(request, context)
  if (!activeChild) return json({ title: 'No Child Profile', message: 'Please create a child profile first.' }, { status: 400 })
  const created = await createSurpriseStory(context.db, context.bindings.JOBS, { userId: user.id, childId: activeChild.id })
  if (!created.ok) {
    const title = created.status === 403 ? 'No Available Parks' : 'Story Creation Failed'
    return json({ title, message: created.message || 'Unable to create surprise story. Please try again.' }, { status: created.status })
  }
  return redirect(`/story/${created.storyId}`)
}

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
