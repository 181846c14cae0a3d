const CACHE_CONTROL = {
  /** Reference art: the same bytes for ever under one key. */
  immutable: 'public, max-age=31536000, immutable',
  /** A family's picture: kept by the browser only, and checked with us (a cheap 304) before every use. */
  'private-revalidate': 'private, no-cache',
} as const

/**
 * Serves an object from R2 with its type and an ETag. SVG gets a policy that lets it draw and do
 * nothing else.
 */
export async function serveMedia(media: R2Bucket, key: string, request: Request, { cache = 'immutable' }: { cache?: keyof typeof CACHE_CONTROL } = {}) {
  const object = await media.get(key, { onlyIf: request.headers })
  if (!object) return new Response('Not Found', { status: 404 })
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('ETag', object.httpEtag)
  headers.set('Cache-Control', CACHE_CONTROL[cache])
  headers.set('X-Content-Type-Options', 'nosniff')
  if (headers.get('content-type')?.includes('svg')) {
    headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  }
  // An onlyIf miss leaves the body out: the browser's copy is still good.
  if (!('body' in object)) return new Response(null, { status: 304, headers })
  return new Response(object.body, { headers })
}
