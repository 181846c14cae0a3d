import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { setChapterImage } from '~/models/chapter-image.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/** PUT /api/chapters/{chapterId}/image: { imageUrl (null removes), paragraphIndex }. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const body = await readJsonObject(request)
  invariantResponse(body.imageUrl === null || typeof body.imageUrl === 'string', 'Please choose a picture.')
  const chapterId = Number(params.chapterId)
  invariantResponse(Number.isSafeInteger(chapterId), 'Chapter not found', { status: 404 })
  const result = await setChapterImage(context.db, context.bindings.MEDIA, {
    userId: user.id,
    chapterId,
    paragraphIndex: typeof body.paragraphIndex === 'number' ? body.paragraphIndex : -1,
    imageUrl: body.imageUrl as string | null,
  })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ imageUrls: result.imageUrls })
}
