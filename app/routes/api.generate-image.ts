import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { generateChapterImage } from '~/models/chapter-image.server'
import { requireChildOf, requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/** POST /api/generate-image: { prompt, parkName, chapterText, childId? } makes a picture for 5 credits. */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const body = await readJsonObject(request)
  const child = body.childId === undefined || body.childId === null ? null : await requireChildOf(context, String(body.childId))
  const result = await generateChapterImage(context.db, context.bindings.MEDIA, context.providers.imageMaker, {
    userId: user.id,
    childId: child?.id ?? null,
    prompt: typeof body.prompt === 'string' ? body.prompt : '',
    parkName: typeof body.parkName === 'string' ? body.parkName : '',
  })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ imageUrl: result.imageUrl })
}
