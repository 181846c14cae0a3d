import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { buddyNewsStatement, loadBuddyNews, toBuddyNews } from '~/models/buddies.server'
import { getActiveChild, getUser } from './auth.server'
import { readFlashToast } from './toast.server'

// The root route's loader lives here rather than in root.tsx: the components that read its data
// (`useRouteLoaderData<RootLoader>('root')`) import its type from this module, and root.tsx, which
// imports those components, exports nothing they need.

/** What every page has from the root: the signed-in parent, their children, the active child's buddy news, a flash toast. */
export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  // The active child's buddy news (the Trail Buddies dot) goes to D1 with the session's read.
  const joined = context.readWithSession((session) => [buddyNewsStatement(context.db, { session })])
  const [user, flash] = await Promise.all([getUser(context), readFlashToast(request)])
  const { children, activeChild } = await getActiveChild(request, context)
  const read = await joined
  const buddyNews = !user || !activeChild ? null : read ? toBuddyNews(read[0]) : await loadBuddyNews(context.db, { userId: user.id, childId: activeChild.id })
  return json({ user, children, activeChild, buddyNews, toast: flash.toast }, { headers: flash.headers })
}

export type RootLoader = typeof rootLoader
