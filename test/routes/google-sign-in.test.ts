import { createExecutionContext, env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { users } from '~/db/schema'
import { GOOGLE_USERINFO_URL } from '~/utils/auth.server'
import worker from '../../workers/main'
import { db, ORIGIN, signIn } from '../helpers'

/** The Worker with Google sign-in configured, called directly with its own environment. */
const withGoogle = { ...env, GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret-456' }
const call = (path: string, init: RequestInit = {}, bindings: WorkerBindings = withGoogle) =>
  worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }) as Request<unknown, IncomingRequestCfProperties>, bindings, createExecutionContext())

describe('Continue with Google', () => {
  it('appears only when Google credentials are configured', async () => {
    expect(await (await call('/sign-in')).text()).toContain('Continue with Google')
    expect(await (await call('/sign-in', {}, env)).text()).not.toContain('Continue with Google')
  })

  it('sends the parent to Google with our client id, the callback and a state', async () => {
    const response = await call('/auth/google', { method: 'POST', headers: { origin: ORIGIN }, body: new URLSearchParams() })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location')!)
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(location.searchParams.get('client_id')).toBe('client-123.apps.googleusercontent.com')
    expect(location.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth/google/callback`)
    expect(location.searchParams.get('state')).toBeTruthy()
    expect(response.headers.get('set-cookie')).toContain('__Host-oauth')
  })

  it('a callback without a valid state signs nobody in', async () => {
    const response = await call('/auth/google/callback?code=abc&state=forged')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/sign-in')
    expect(response.headers.get('set-cookie') ?? '').not.toContain('__Host-session=')
  })
})

describe('Google sign-in and unproven addresses', () => {
  /** Runs the whole OAuth round trip with Google's token and userinfo endpoints intercepted. */
  async function signInWithGoogle(email: string) {
    const start = await call('/auth/google', { method: 'POST', headers: { origin: ORIGIN }, body: new URLSearchParams() })
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!
    const oauthCookie = start.headers.get('set-cookie')!.split(';')[0]
    const google = vi.fn(async (input: RequestInfo | URL) => {
      const url = new Request(input as RequestInfo).url
      if (url.startsWith('https://oauth2.googleapis.com/token')) {
        return Response.json({ access_token: 'google-access-token', token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile' })
      }
      if (url === GOOGLE_USERINFO_URL) return Response.json({ email, email_verified: true, given_name: 'Gia' })
      throw new Error(`Unexpected outbound request to ${url}`)
    })
    vi.stubGlobal('fetch', google)
    try {
      return await call(`/auth/google/callback?code=abc&state=${encodeURIComponent(state)}`, { headers: { cookie: oauthCookie } })
    } finally {
      vi.unstubAllGlobals()
    }
  }

  it('opens the account of a proven address', async () => {
    const { email } = await signIn()
    const response = await signInWithGoogle(email)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    expect(response.headers.get('set-cookie')).toContain('__Host-session=')
  })

  it('never attaches to an account whose address nobody proved', async () => {
    const { email } = await signIn()
    await db().update(users).set({ emailVerifiedAt: null }).where(eq(users.email, email))
    const response = await signInWithGoogle(email)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/sign-in')
    expect(response.headers.get('set-cookie') ?? '').not.toContain('__Host-session=')
    // An e-mail code proves the address, after which Google may open the account.
    await signIn(email)
    expect((await signInWithGoogle(email)).headers.get('set-cookie')).toContain('__Host-session=')
  })
})
