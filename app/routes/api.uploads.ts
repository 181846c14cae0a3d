import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { MAX_UPLOAD_BYTES, storeUpload } from '~/models/chapter-image.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'

/** POST /api/uploads: one photo (multipart field "file"), checked by its bytes and stored privately. */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_UPLOAD_BYTES + 64 * 1024) return json({ message: 'Please select an image smaller than 5MB.' }, { status: 413 })
  const form = await request.formData().catch(() => null)
  const file = form?.get('file')
  if (!file || typeof file === 'string') return json({ message: 'Please select an image file (PNG, JPG, GIF, WEBP).' }, { status: 400 })
  const result = await storeUpload(context.bindings.MEDIA, { userId: user.id, bytes: new Uint8Array(await file.arrayBuffer()) })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ imageUrl: result.imageUrl }, { status: 201 })
}
