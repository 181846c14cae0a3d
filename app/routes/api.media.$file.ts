import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { mayViewMedia, mediaKey } from '~/models/chapter-image.server'
import { serveMedia } from '~/utils/media-response.server'

/** Family photos and generated pictures: for the family, or in a story they shared. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const file = params.file ?? ''
  if (!/^[A-Za-z0-9_-]{16,}\.(jpg|png|gif|webp|svg)$/.test(file)) return new Response('Not Found', { status: 404 })
  const user = await context.currentUser()
  if (!(await mayViewMedia(context.db, context.bindings.MEDIA, { file, userId: user?.id ?? null }))) {
    return new Response('Not Found', { status: 404 })
  }
  return serveMedia(context.bindings.MEDIA, mediaKey(file), request, { immutable: false })
}
