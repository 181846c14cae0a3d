/**
 * Serves an object from R2 with its type, an ETag and long-lived caching. SVG gets a policy that
 * lets it draw and do nothing else.
 */
export async function serveMedia(media: R2Bucket, key: string, request: Request, { immutable = true } = {}) {
  const object = await media.get(key, { onlyIf: request.headers })
  if (!object) return new Response('Not Found', { status: 404 })
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('ETag', object.httpEtag)
  headers.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'private, max-age=3600')
  headers.set('X-Content-Type-Options', 'nosniff')
  if (headers.get('content-type')?.includes('svg')) {
    headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  }
  // An onlyIf miss leaves the body out: the browser's copy is still good.
  if (!('body' in object)) return new Response(null, { status: 304, headers })
  return new Response(object.body, { headers })
}
