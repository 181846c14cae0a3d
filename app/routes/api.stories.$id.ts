import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { deleteStoryAndMedia } from '~/models/story-media.server'
import { getStory } from '~/models/story.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'

/** GET /api/stories/{id}: the story with its chapters. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const story = await getStory(context.db, { id: params.id ?? '', userId: user.id })
  invariantResponse(story, 'Story not found', { status: 404 })
  return json(story)
}

/** DELETE /api/stories/{id} */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'DELETE', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const deleted = await deleteStoryAndMedia(context.db, context.bindings.MEDIA, { storyId: params.id ?? '', userId: user.id })
  invariantResponse(deleted, 'Story not found', { status: 404 })
  return json({ message: 'Story deleted' })
}
