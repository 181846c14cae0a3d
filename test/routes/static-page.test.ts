import { describe, expect, it } from 'vitest'
import { addChild, request, signIn } from '../helpers'

/** The scripts a page names: its own (`src`) and Remix's inline ones. */
const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
const remixScripts = /window\.__remixContext|<link rel="modulepreload"|\/build\/entry\.client-/

describe("a visitor's landing page is sent without React", () => {
  it('names one script, the device clean-up, and nothing of the client build', async () => {
    const response = await request('/')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Explore National Parks Through Stories')
    expect(html).not.toMatch(remixScripts)
    expect(html).not.toContain('/build/_shared/')
    const scripts = scriptsOf(html)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatch(/^<script src="\/signed-out.js" defer="" nonce="[^"]+">$/)
    // The script runs under the page's policy: its nonce is the one the policy names.
    const nonce = scripts[0].match(/nonce="([^"]+)"/)![1]
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
    // The stylesheet and the links stay: the page looks and works as before.
    expect(html).toMatch(/<link rel="stylesheet" href="\/build\/_assets\/tailwind-[A-Z0-9]+\.css"/)
    expect(html).toContain('href="/api/login"')
    expect(html).toContain('href="/privacy-policy"')
  })

  it("keeps React on the parent's pages: the welcome page, the child's home, and the other signed-out pages", async () => {
    const { cookie } = await signIn()
    const welcome = await (await request('/', { cookie })).text()
    expect(welcome).toMatch(remixScripts)
    expect(welcome).not.toContain('/signed-out.js')
    await addChild(cookie)
    const home = await (await request('/', { cookie })).text()
    expect(home).toMatch(remixScripts)
    expect(home).not.toContain('/signed-out.js')
    // The sign-in form and a signed-out visit to a parent's page (its landing page) are interactive.
    for (const path of ['/sign-in', '/stats', '/travel']) {
      const html = await (await request(path)).text()
      expect(html, path).toMatch(remixScripts)
      expect(html, path).not.toContain('/signed-out.js')
    }
  })

  it('keeps React on the landing page when it has a notice to show: "Account Deleted" after deleting the account', async () => {
    const { cookie, email } = await signIn()
    const deleted = await request('/account', { method: 'POST', cookie, form: { intent: 'delete-account', confirmEmail: email } })
    expect(deleted.status).toBe(302)
    expect(deleted.headers.get('location')).toBe('/')
    const toast = deleted.headers.getSetCookie().find((set) => set.startsWith('toast='))!.split(';')[0]
    const landing = await (await request('/', { cookie: toast })).text()
    expect(landing).toContain('Explore National Parks Through Stories')
    expect(landing).toMatch(remixScripts)
    expect(landing).toContain('Account Deleted')
    expect(landing).not.toContain('/signed-out.js')
  })
})
