import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { INVALID_FILE_MESSAGE, storeUpload } from '~/models/chapter-image.server'
import { requireChildOf, requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { MAX_UPLOAD_BYTES } from '~/utils/upload-limits'

/**
 * POST /api/uploads: one photo (multipart field "file", optional "childId" of the child whose story
 * it is for), checked by its bytes, written anew and stored privately.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_UPLOAD_BYTES + 64 * 1024) return json({ message: 'Please select an image smaller than 5MB.' }, { status: 413 })
  const form = await request.formData().catch(() => null)
  const file = form?.get('file')
  if (!file || typeof file === 'string') return json({ message: INVALID_FILE_MESSAGE }, { status: 400 })
  const rawChildId = form?.get('childId')
  const child = rawChildId ? await requireChildOf(context, String(rawChildId)) : null
  const result = await storeUpload(context.db, context.bindings.MEDIA, {
    userId: user.id,
    childId: child?.id ?? null,
    bytes: new Uint8Array(await file.arrayBuffer()),
  })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ imageUrl: result.imageUrl }, { status: 201 })
}
