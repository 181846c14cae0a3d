import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { createStory, getStory } from '~/models/story.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'
import { newStorySchema } from '~/utils/story-input'

/** POST /api/stories: creates a story and its first chapter for 1 credit; the chapter is written on the queue. */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const input = newStorySchema.safeParse(await readJsonObject(request))
  if (!input.success) return json({ message: input.error.issues[0].message }, { status: 400 })
  const created = await createStory(context.db, context.bindings.JOBS, { userId: user.id, ...input.data })
  if (!created.ok) return json({ message: created.message }, { status: created.status })
  return json(await getStory(context.db, { id: created.storyId, userId: user.id }), { status: 201 })
}
