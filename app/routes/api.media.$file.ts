import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { mayViewMedia } from '~/models/chapter-image.server'
import { MEDIA_FILE, mediaKey } from '~/models/family-media.server'
import { serveMedia } from '~/utils/media-response.server'

/** Family photos and generated pictures: for the family, or in a story they shared. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const file = params.file ?? ''
  if (!MEDIA_FILE.test(file)) return new Response('Not Found', { status: 404 })
  const user = await context.currentUser()
  if (!(await mayViewMedia(context.db, { file, userId: user?.id ?? null }))) return new Response('Not Found', { status: 404 })
  // Revalidated on every view, so a browser shows a family picture only while it may still be seen.
  return serveMedia(context.bindings.MEDIA, mediaKey(file), request, { cache: 'private-revalidate' })
}
