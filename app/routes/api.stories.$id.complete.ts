import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { completeStory, getStory } from '~/models/story.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'

/** PUT /api/stories/{id}/complete: ends the story, writing a closing chapter when needed (returned as newChapter). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const result = await completeStory(context.db, context.bindings.JOBS, { storyId: params.id ?? '', userId: user.id })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  const story = await getStory(context.db, { id: params.id ?? '', userId: user.id })
  return json({ ...story, newChapter: result.newChapter })
}
