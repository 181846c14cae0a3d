import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { artKey } from '~/models/art.server'
import { serveMedia } from '~/utils/media-response.server'

const SAFE_NAME = /^[a-z0-9-]+(\.[a-z0-9]+)?$/

/** Park art: /api/images/parks/{bucket}/{file}, public and cached for a year. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { bucket = '', file = '' } = params
  if (!SAFE_NAME.test(bucket) || !SAFE_NAME.test(file)) return new Response('Not Found', { status: 404 })
  return serveMedia(context.bindings.MEDIA, artKey.park(bucket, file), request)
}
