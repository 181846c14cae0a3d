import { createCookie } from '@remix-run/cloudflare'
import type { AppEnv } from '~/env.server'
import { SESSION_TTL_MS } from '~/models/session.server'

/**
 * The session cookie holds only a random token backed by a `sessions` row. `__Host-` pins it to this
 * host over HTTPS (browsers treat localhost as secure, so local development works too).
 */
export const SESSION_COOKIE_NAME = '__Host-session'

function sessionCookie(env: AppEnv) {
  return createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
    secrets: [env.SESSION_SECRET],
  })
}

/**
 * The session token of a request, or null. A cookie that is not one we signed (forged, truncated, a
 * bad %-escape) is no session: the visitor is signed out, never answered with a 500.
 */
export async function readSessionToken(request: Request, env: AppEnv): Promise<string | null> {
  try {
    const value: unknown = await sessionCookie(env).parse(request.headers.get('cookie'))
    return typeof value === 'string' && value.length > 0 ? value : null
  } catch {
    return null
  }
}

/**
 * Whether the request carries a session cookie that cannot be read at all: the Worker clears it on
 * the answer, so the browser is not stuck sending it (workers/app.ts).
 */
export async function hasUnreadableSessionCookie(request: Request, env: AppEnv): Promise<boolean> {
  const header = request.headers.get('cookie')
  if (!header?.includes(`${SESSION_COOKIE_NAME}=`)) return false
  try {
    await sessionCookie(env).parse(header)
    return false
  } catch {
    return true
  }
}

export function serializeSessionToken(env: AppEnv, token: string) {
  return sessionCookie(env).serialize(token)
}

export function clearSessionCookie(env: AppEnv) {
  return sessionCookie(env).serialize('', { maxAge: 0 })
}
