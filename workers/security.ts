/** Requests that change state must come from our own pages (DESIGN.md section 4). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Paths that other origins may POST to, each guarded by its own signature check. */
const CROSS_ORIGIN_ALLOWED: string[] = [
  // One-click unsubscribe (RFC 8058): mail providers post from their servers; the token is signed.
  '/api/unsubscribe',
]

export function isCrossOriginWrite(request: Request) {
  if (SAFE_METHODS.has(request.method)) return false
  const url = new URL(request.url)
  if (CROSS_ORIGIN_ALLOWED.includes(url.pathname)) return false
  const origin = request.headers.get('origin')
  if (origin) return origin !== url.origin
  const site = request.headers.get('sec-fetch-site')
  return site !== null && site !== 'same-origin' && site !== 'none'
}

export function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self' https://accounts.google.com",
    "frame-ancestors 'none'",
  ].join('; ')
}

const SESSION_COOKIE = /(?:^|;\s*)__Host-session=/

/**
 * Adds the security headers every response carries; HTML pages also get the CSP. A page or JSON
 * answer to a signed-in request is never stored by a browser or a proxy (it holds a family's data),
 * unless the route chose its own caching.
 */
export function withSecurityHeaders(response: Response, nonce: string, request?: Request) {
  const headers = new Headers(response.headers)
  const type = headers.get('content-type') ?? ''
  const signedIn = request ? SESSION_COOKIE.test(request.headers.get('cookie') ?? '') : false
  if (signedIn && !headers.has('cache-control') && (type.startsWith('text/html') || type.includes('json'))) {
    headers.set('Cache-Control', 'private, no-store')
  }
  headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  if (headers.get('content-type')?.startsWith('text/html')) {
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce))
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
