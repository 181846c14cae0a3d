import { redirect, type AppLoadContext } from '@remix-run/cloudflare'
import { computeStats, loadChildActivity } from '~/models/adventure-stats.server'
import { getActiveChild, requireChildOf, requireUser } from './auth.server'

/** For /stats, /badges and their /{childId} forms: the chosen (or active) child and their real figures. */
export async function loadChildStats(request: Request, context: AppLoadContext, childId?: string) {
  const user = await requireUser(context)
  const child = childId ? await requireChildOf(context, childId) : (await getActiveChild(request, context)).activeChild
  if (!child) throw redirect('/account?tab=children')
  const stats = computeStats(await loadChildActivity(context.db, { userId: user.id, childId: child.id }), { age: child.age })
  return { child, stats }
}
