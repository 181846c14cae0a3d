import { redirect, type AppLoadContext } from '@remix-run/cloudflare'
import { childActivityStatements, computeStats, loadChildActivity, toChildActivity } from '~/models/adventure-stats.server'
import { getActiveChild, requireChildOf, requireUser } from './auth.server'

/** For /stats, /badges and their /{childId} forms: the chosen (or active) child and their real figures. */
export async function loadChildStats(request: Request, context: AppLoadContext, childId?: string) {
  // The active child's activity goes to D1 with the session's read; a child named in the path is
  // known to be the family's only after it.
  const joined = childId ? null : context.readWithSession((session) => childActivityStatements(context.db, { session }))
  const user = await requireUser(context)
  const child = childId ? await requireChildOf(context, childId) : (await getActiveChild(request, context)).activeChild
  if (!child) throw redirect('/account?tab=children')
  const read = await joined
  const stats = computeStats(read ? toChildActivity(read) : await loadChildActivity(context.db, { userId: user.id, childId: child.id }), { age: child.age })
  return { child, stats }
}
