import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { getStory, requestNextChapter } from '~/models/story.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/** POST /api/stories/{id}/chapters: { nextChapterChoice, isFinalChapter? } appends the next chapter (1 credit). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const body = await readJsonObject(request)
  const result = await requestNextChapter(context.db, context.bindings.JOBS, {
    storyId: params.id ?? '',
    userId: user.id,
    choice: body.nextChapterChoice,
    isFinal: body.isFinalChapter === true,
  })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json(await getStory(context.db, { id: params.id ?? '', userId: user.id }), { status: 201 })
}
