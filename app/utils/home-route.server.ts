import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { childActivityStatements, toChildActivity } from '~/models/adventure-stats.server'
import { SIGNUP_CREDITS } from '~/models/credits.server'
import { getExplorerHome } from '~/models/home.server'
import { createSurpriseStory } from '~/models/story.server'
import { getActiveChild, getUser, requireUser } from './auth.server'

// The loader and action of `/` (routes/_index.tsx) live here: the signed-in home, a component that
// route renders, reads their data by type from this module, not from the route that imports it.

/** The landing page for a visitor; the welcome page or the active child's home for a parent. */
export async function homeLoader({ request, context }: LoaderFunctionArgs) {
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
export async function homeAction({ request, context }: ActionFunctionArgs) {
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

export type HomeLoader = typeof homeLoader
export type HomeAction = typeof homeAction
