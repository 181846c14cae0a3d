/** Requests that change state must come from our own pages (DESIGN.md section 4). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Paths that other origins may POST to, each guarded by its own signature check. */
const CROSS_ORIGIN_ALLOWED: string[] = [
  '/api/webhooks/payments',
  // One-click unsubscribe (RFC 8058): mail providers post from their servers; the token is signed.
  '/api/unsubscribe',
]

/**
 * A WebSocket upgrade is treated as a write: a chat socket sends messages with the parent's cookie,
 * so it must come from our own pages, and browsers always send Origin with it.
 */
export function isCrossOriginUpgrade(request: Request) {
  if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return false
  return request.headers.get('origin') !== new URL(request.url).origin
}

export function isCrossOriginWrite(request: Request) {
  if (isCrossOriginUpgrade(request)) return true
  if (SAFE_METHODS.has(request.method)) return false
  const url = new URL(request.url)
  if (CROSS_ORIGIN_ALLOWED.includes(url.pathname)) return false
  const origin = request.headers.get('origin')
  if (origin) return origin !== url.origin
  const site = request.headers.get('sec-fetch-site')
  return site !== null && site !== 'same-origin' && site !== 'none'
}

/** Stripe.js and its card frames, allowed on the checkout page only (Stripe's documented sources). */
const STRIPE = { script: ' https://js.stripe.com', frame: ' https://js.stripe.com https://hooks.stripe.com', connect: ' https://api.stripe.com' }

/**
 * Under `npm run dev` the page's live-reload script talks to the Remix dev server on its own port; the
 * compiler writes both values in, so a build has neither.
 */
const DEV_SERVER = process.env.NODE_ENV === 'development' && process.env.REMIX_DEV_ORIGIN ? ` ws://localhost:${new URL(process.env.REMIX_DEV_ORIGIN).port} ws://127.0.0.1:${new URL(process.env.REMIX_DEV_ORIGIN).port}` : ''

export function contentSecurityPolicy(nonce: string, { stripe = false } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${stripe ? STRIPE.script : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${stripe ? STRIPE.connect : ''}${DEV_SERVER}`,
    `frame-src 'self'${stripe ? STRIPE.frame : ''}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self' https://accounts.google.com",
    "frame-ancestors 'none'",
  ].join('; ')
}

const SESSION_COOKIE = /(?:^|;\s*)__Host-session=/

/**
 * Adds the security headers every response carries; HTML pages also get the CSP. A page, data or JSON
 * answer to a signed-in request is never stored by a browser or a proxy (it holds a family's data),
 * unless the route chose its own caching.
 */
export function withSecurityHeaders(response: Response, nonce: string, request?: Request) {
  // A WebSocket handshake passes through as it is: its response cannot be rebuilt.
  if (response.status === 101 || response.webSocket) return response
  const headers = new Headers(response.headers)
  const type = headers.get('content-type') ?? ''
  const signedIn = request ? SESSION_COOKIE.test(request.headers.get('cookie') ?? '') : false
  // `text/x-script` is a Remix data request's turbo-stream (`/<path>.data`, single fetch).
  if (signedIn && !headers.has('cache-control') && (type.startsWith('text/html') || type.includes('json') || type.startsWith('text/x-script'))) {
    headers.set('Cache-Control', 'private, no-store')
  }
  headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  if (headers.get('content-type')?.startsWith('text/html')) {
    const stripe = request ? new URL(request.url).pathname === '/checkout' : false
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, { stripe }))
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
