import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ORIGIN, request, signIn } from '../helpers'

describe('request hardening', () => {
  it('refuses a state-changing request from another origin, and nothing changes', async () => {
    const { cookie } = await signIn()
    const response = await SELF.fetch(`${ORIGIN}/api/auth/user`, {
      method: 'PUT',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Evil', lastName: 'Twin', email: 'evil@example.com' }),
    })
    expect(response.status).toBe(403)
    expect(await (await request('/api/auth/user', { cookie })).json()).toMatchObject({ firstName: '' })
  })

  it('refuses a cross-site form post that carries no Origin header', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/logout`, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } })
    expect(response.status).toBe(403)
  })

  it('puts the security headers on every page', async () => {
    for (const path of ['/', '/travel', '/privacy-policy', '/no-such-page', '/sign-in']) {
      const response = await request(path)
      expect(response.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/)
      expect(response.headers.get('content-security-policy'), path).toMatch(/script-src 'self' 'nonce-[\w-]+'/)
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
    }
  })

  it('the inline scripts carry the nonce of the policy', async () => {
    const response = await request('/')
    const nonce = response.headers.get('content-security-policy')!.match(/'nonce-([\w-]+)'/)![1]
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })
})

describe('pages for signed-out visitors', () => {
  it('show the landing page on / and on any other path', async () => {
    for (const path of ['/', '/account', '/library', '/whatever']) {
      const html = await (await request(path)).text()
      expect(html, path).toContain('Explore National Parks Through Stories')
    }
  })

  it('/travel says Join Us and offers 50 free credits', async () => {
    const html = await (await request('/travel')).text()
    expect(html).toContain('Join Us')
    expect(html).toContain('Start with 50 free credits')
  })

  it('the dev mailbox does not exist outside local development', async () => {
    expect((await request('/dev/mailbox')).status).toBe(404)
  })

  it('shows the 404 page to a signed-in parent on an unknown path', async () => {
    const { cookie } = await signIn()
    const response = await request('/no-such-trail', { cookie })
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('404 Page Not Found')
    expect(html).toContain('Did you forget to add the page to the router?')
  })
})
