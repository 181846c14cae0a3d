import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { artKey } from '~/models/art.server'
import { serveMedia } from '~/utils/media-response.server'

/** Character portraits: /api/images/characters/{image}. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const image = params.image ?? ''
  if (!/^[a-z0-9-]+\.svg$/.test(image)) return new Response('Not Found', { status: 404 })
  return serveMedia(context.bindings.MEDIA, artKey.character(image), request)
}
