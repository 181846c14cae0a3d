import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { listChildStories } from '~/models/story.server'
import { requireChildOf, requireUser } from '~/utils/auth.server'

/** GET /api/children/{id}/stories: the child's stories with isCompleted, parkId, chapters and facts. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const child = await requireChildOf(context, params.id)
  return json(await listChildStories(context.db, { childId: child.id, userId: user.id }))
}
