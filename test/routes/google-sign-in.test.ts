import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../workers/app'
import { ORIGIN } from '../helpers'

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
