import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { addChild, dataUrl, ORIGIN, request, signIn } from '../helpers'

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

  it("forbids <base> rewriting: base-uri 'none'", async () => {
    expect((await request('/')).headers.get('content-security-policy')).toContain("base-uri 'none'")
  })

  it('signed-in pages, their data and JSON are never stored by a browser or proxy; shared reference data may be', async () => {
    const { cookie } = await signIn()
    await addChild(cookie)
    // Page data as the pages ask for it (`.data`, single fetch), and in the older `?_data=` form Remix still answers.
    const data = [dataUrl('/', 'routes/_index'), dataUrl('/library'), dataUrl('/account', 'routes/account'), '/?_data=routes%2F_index']
    for (const path of ['/', '/account', '/library', '/api/auth/user', '/api/children', ...data]) {
      const response = await request(path, { cookie })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
    expect((await request('/api/parks', { cookie })).headers.get('cache-control')).toBe('public, max-age=3600')
    expect((await request('/travel')).headers.get('cache-control')).toBeNull()
  })

  it('the scripts carry the nonce of the policy', async () => {
    // The landing page (its one script) and a page with Remix's inline scripts.
    for (const path of ['/', '/sign-in']) {
      const response = await request(path)
      const nonce = response.headers.get('content-security-policy')!.match(/'nonce-([\w-]+)'/)![1]
      const html = await response.text()
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`)
    }
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

describe('malformed bodies', () => {
  it('a garbled multipart or JSON body to a page action is a 400, never a 500', async () => {
    const { cookie } = await signIn()
    const child = await addChild(cookie)
    const created = await request('/api/stories', { method: 'POST', cookie, json: { childId: child.id, parkId: 'zion', characterId: 'Maya', sidekickId: 'Pip' } })
    const { id } = (await created.json()) as { id: string }
    const pages: [string, string][] = [
      ['/sign-in', 'routes/sign-in'],
      ['/account', 'routes/account'],
      [`/story/${id}`, 'routes/story.$storyId'],
      [`/story/${id}/summary`, 'routes/story.$storyId_.summary'],
      ['/library', 'routes/library._index'],
      ['/story/start/zion', 'routes/story.start.$parkId'],
    ]
    const bodies: [string, string][] = [
      ['multipart/form-data; boundary=----nope', '------nope\r\nContent-Disposition: form-data; name="intent"\r\n\r\nshare\r\n--'],
      ['multipart/form-data', 'no boundary at all'],
      ['application/json', '{"intent": "share", "shared": tr'],
    ]
    for (const [path, routeId] of pages) {
      for (const [type, body] of bodies) {
        // The page's own form post, and the action as the page's script posts it (`.data`), once with `_routes`.
        for (const target of [path, dataUrl(path), dataUrl(path, routeId)]) {
          const response = await request(target, { method: 'POST', cookie, body, headers: { 'content-type': type } })
          expect(response.status, `${target} ${type}`).toBe(400)
        }
      }
    }
  })
})

describe('a session cookie we did not write', () => {
  const forged = ['__Host-session=forged.value', '__Host-session=%E0%A4%A', '__Host-session="unterminated', 'toast=%ZZ; __Host-ref=%E0%A4%A']

  it('is read as signed out and cleared, on every page, every API call and the WebSocket upgrade: never a 500', async () => {
    for (const cookie of forged) {
      for (const path of ['/', '/library', '/account', '/admin', '/api/auth/user', '/api/children', '/travel']) {
        const response = await request(path, { cookie })
        expect(response.status, `${cookie} ${path}`).toBeLessThan(500)
        if (cookie.startsWith('__Host-session')) {
          expect(response.headers.getSetCookie().some((set) => /^__Host-session=;/.test(set) && /Max-Age=0/i.test(set)), `${cookie} ${path}`).toBe(true)
        }
      }
      const landing = await (await request('/library', { cookie })).text()
      expect(landing).toContain('Explore National Parks Through Stories')
      const live = await request('/api/live', { cookie, headers: { upgrade: 'websocket', origin: ORIGIN } })
      expect(live.status, cookie).toBe(401)
    }
  })

  it('a real session next to a broken toast or referral cookie still works', async () => {
    const { cookie } = await signIn()
    const response = await request('/api/auth/user', { cookie: `${cookie}; toast=%ZZ; __Host-ref=%E0%A4%A` })
    expect(response.status).toBe(200)
  })
})

describe('a story address without its id', () => {
  it('/story and /story/ go home, as the spec says', async () => {
    const { cookie } = await signIn()
    for (const path of ['/story', '/story/']) {
      const response = await request(path, { cookie })
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toBe('/')
    }
  })
})
