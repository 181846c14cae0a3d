import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditLedger, emailOutbox, loginCodes, userRegions, users } from '~/db/schema'
import { CODE_REQUESTS_PER_EMAIL, CODE_REQUESTS_PER_IP, CODE_TTL_MS } from '~/models/login-code.server'
import { cookiesSet, db, latestCodeFor, request, requestCode, sessionCookieFrom, signIn, submitCode, uniqueEmail } from '../helpers'

describe('sign-in with an e-mailed code', () => {
  it('signs a new parent in with the code from the outbox and opens the account with 50 credits', async () => {
    const email = uniqueEmail()
    await requestCode(email)
    const response = await submitCode(email, await latestCodeFor(email))
    // With single fetch Remix answers a data request's redirect as data: 202 and { redirect }.
    expect(response.status).toBe(202)
    expect(response.redirect).toMatchObject({ redirect: '/' })
    const cookie = sessionCookieFrom(response)
    expect(response.headers.get('set-cookie')).toMatch(/__Host-session=.+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax/)

    const user = await db().query.users.findFirst({ where: eq(users.email, email) })
    expect(user).toMatchObject({ credits: 50, isAdmin: false })
    const ledger = await db().select().from(creditLedger).where(eq(creditLedger.userId, user!.id))
    expect(ledger).toEqual([expect.objectContaining({ delta: 50, reason: 'signup-bonus' })])
    const regions = await db().select().from(userRegions).where(eq(userRegions.userId, user!.id))
    expect(regions.map((r) => r.region)).toEqual(['Intermountain'])

    const me = await request('/api/auth/user', { cookie })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email, credits: 50, isAdmin: false, firstName: '', lastName: '' })
  })

  it('the code e-mail welcomes a new family, and welcomes back a family that has an account', async () => {
    const email = uniqueEmail()
    const lastCodeMail = async () => (await db().query.emailOutbox.findFirst({ where: eq(emailOutbox.to, email), orderBy: desc(emailOutbox.id) }))!
    await requestCode(email)
    const first = await lastCodeMail()
    expect(first.html).toContain('Welcome to Story Trails')
    expect(first.html).not.toContain('Welcome back')
    await submitCode(email, await latestCodeFor(email))
    await requestCode(email)
    expect((await lastCodeMail()).html).toContain('Welcome back to Story Trails')
  })

  it('signing in again finds the same account and writes no second bonus', async () => {
    const email = uniqueEmail()
    await signIn(email)
    await signIn(email)
    const rows = await db().select().from(users).where(eq(users.email, email))
    expect(rows).toHaveLength(1)
    expect(await db().select().from(creditLedger).where(eq(creditLedger.userId, rows[0].id))).toHaveLength(1)
  })

  it('a new session id is issued at every sign-in', async () => {
    const email = uniqueEmail()
    const first = await signIn(email)
    const second = await signIn(email)
    expect(first.cookie).not.toBe(second.cookie)
  })

  it('makes addresses listed in ADMIN_EMAILS admins', async () => {
    const { cookie } = await signIn('Ranger.Admin@example.com')
    expect(await (await request('/api/auth/user', { cookie })).json()).toMatchObject({ isAdmin: true, email: 'ranger.admin@example.com' })
  })

  it('refuses a wrong code with a clear message and signs nobody in', async () => {
    const email = uniqueEmail()
    await requestCode(email)
    const code = await latestCodeFor(email)
    const wrong = code === '123456' ? '654321' : '123456'
    const response = await submitCode(email, wrong)
    expect(response.status).toBe(400)
    expect(response.data).toMatchObject({ error: 'That code is not right. Please check the e-mail and try again. 4 tries left.' })
    expect(cookiesSet(response)).toEqual([])
    expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined()
  })

  it('ends the code after 5 wrong tries, even when the right code follows', async () => {
    const email = uniqueEmail()
    await requestCode(email)
    const code = await latestCodeFor(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) expect((await submitCode(email, wrong)).status).toBe(400)
    const fifth = await submitCode(email, wrong)
    expect(fifth.data).toMatchObject({ error: 'Too many wrong tries. Please ask for a new code.' })
    const right = await submitCode(email, code)
    expect(right.status).toBe(429)
    expect(right.data).toMatchObject({ error: 'Too many wrong tries. Please ask for a new code.' })
    expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined()
  })

  it('counts racing wrong guesses before comparing: 60 at once, at most 5 are ever checked', async () => {
    const email = uniqueEmail()
    await requestCode(email)
    const code = await latestCodeFor(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const responses = await Promise.all(Array.from({ length: 60 }, () => submitCode(email, wrong)))
    const statuses = responses.map((response) => response.status)
    // A compared wrong guess answers 400 (the fifth says "too many" but was still compared); every
    // other try was refused before comparing, with 429.
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(55)
    const [row] = await db().select().from(loginCodes).where(eq(loginCodes.email, email))
    expect(row.attempts).toBe(5)
    expect((await submitCode(email, code)).status).toBe(429)
    expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined()
  })

  it('refuses an expired code', async () => {
    const email = uniqueEmail()
    await requestCode(email)
    const code = await latestCodeFor(email)
    // Move the code's expiry into the past, as if 10 minutes had gone by.
    await db().update(loginCodes).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(loginCodes.email, email))
    const response = await submitCode(email, code)
    expect(response.status).toBe(400)
    expect(response.data).toMatchObject({ error: 'That code has expired. Please ask for a new one.' })
    expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined()
  })

  it('codes live for 10 minutes', async () => {
    const email = uniqueEmail()
    const before = Date.now()
    await requestCode(email)
    const row = await db().query.loginCodes.findFirst({ where: eq(loginCodes.email, email) })
    expect(row!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(CODE_TTL_MS - 1000)
    expect(row!.expiresAt.getTime() - before).toBeLessThanOrEqual(CODE_TTL_MS + 5000)
    expect(row!.codeHash).not.toContain(await latestCodeFor(email))
  })

  it('a code works once', async () => {
    const email = uniqueEmail()
    await requestCode(email)
    const code = await latestCodeFor(email)
    // Signed in: the action redirects (single fetch answers a redirect as data, with 202).
    const first = await submitCode(email, code)
    expect(first.status).toBe(202)
    expect(first.redirect).toMatchObject({ redirect: '/' })
    expect((await submitCode(email, code)).status).toBe(400)
  })

  it('rate limits code requests per address', async () => {
    const email = uniqueEmail()
    for (let i = 0; i < CODE_REQUESTS_PER_EMAIL; i++) {
      expect((await requestCode(email, `198.51.100.${i}`)).status).toBe(200)
    }
    const limited = await requestCode(email, '198.51.100.200')
    expect(limited.status).toBe(429)
    expect(limited.data.error).toMatch(/^Too many code requests\. Please wait \d+ minutes? and try again\.$/)
    const codes = await db().select().from(loginCodes).where(eq(loginCodes.email, email))
    expect(codes).toHaveLength(CODE_REQUESTS_PER_EMAIL)
  })

  it('rate limits code requests per IP', async () => {
    const ip = '192.0.2.77'
    for (let i = 0; i < CODE_REQUESTS_PER_IP; i++) expect((await requestCode(uniqueEmail(), ip)).status).toBe(200)
    const email = uniqueEmail()
    expect((await requestCode(email, ip)).status).toBe(429)
    expect(await db().select().from(loginCodes).where(eq(loginCodes.email, email))).toHaveLength(0)
  })

  it('refuses an invalid e-mail address', async () => {
    const response = await requestCode('not-an-address')
    expect(response.status).toBe(400)
    expect(response.data).toMatchObject({ error: 'Please enter a valid e-mail address.' })
  })

  it('/api/login leads to the sign-in page, keeping only a safe redirect target', async () => {
    expect((await request('/api/login')).headers.get('location')).toBe('/sign-in')
    expect((await request('/api/login?redirectTo=/account')).headers.get('location')).toBe('/sign-in?redirectTo=%2Faccount')
    expect((await request('/api/login?redirectTo=//evil.example')).headers.get('location')).toBe('/sign-in')
  })
})
