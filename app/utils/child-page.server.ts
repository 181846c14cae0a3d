import { redirect, type AppLoadContext } from '@remix-run/cloudflare'
import { childActivityStatements, computeStats, loadChildActivity, toChildActivity } from '~/models/adventure-stats.server'
import { parseChildId } from './active-child'
import { getActiveChild, requireChildOf, requireUser } from './auth.server'

/** For /stats, /badges and their /{childId} forms: the chosen (or active) child and their real figures. */
export async function loadChildStats(request: Request, context: AppLoadContext, childId?: string) {
  // The child's activity goes to D1 with the session's read: the active child's, or the child the path
  // names, read only if they are the session's family's (and shown only once the family says so).
  const named = parseChildId(childId)
  const joined = childId && !named ? null : context.readWithSession((session) => childActivityStatements(context.db, { session, childId: named ?? undefined }))
  const user = await requireUser(context)
  const child = childId ? await requireChildOf(context, childId) : (await getActiveChild(request, context)).activeChild
  if (!child) throw redirect('/account?tab=children')
  const read = await joined
  const stats = computeStats(read ? toChildActivity(read) : await loadChildActivity(context.db, { userId: user.id, childId: child.id }), { age: child.age })
  return { child, stats }
}
