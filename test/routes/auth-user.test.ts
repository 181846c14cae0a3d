import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailOutbox, users } from '~/db/schema'
import { dataRequest, db, latestCodeFor, request, signIn, uniqueEmail } from '../helpers'

const putUser = (cookie: string, json: unknown) => request('/api/auth/user', { method: 'PUT', cookie, json })
const confirmEmail = (cookie: string, code: string) => request('/api/auth/user/email', { method: 'POST', cookie, json: { code } })

describe('/api/auth/user', () => {
  it('answers 401 when signed out', async () => {
    const response = await request('/api/auth/user')
    expect(response.status).toBe(401)
  })

  it('answers the signed-in user with every field the spec lists', async () => {
    const { cookie, email } = await signIn()
    const body = await (await request('/api/auth/user', { cookie })).json()
    expect(Object.keys(body as object).sort()).toEqual(
      ['createdAt', 'credits', 'email', 'firstName', 'id', 'isAdmin', 'lastName', 'profileImageUrl', 'updatedAt'].sort(),
    )
    expect(body).toMatchObject({ email, credits: 50, profileImageUrl: null })
  })

  it('updates first and last name at once, trimmed; a new e-mail waits for the code sent to it', async () => {
    const { cookie, email } = await signIn()
    const newEmail = uniqueEmail('renamed')
    const response = await putUser(cookie, { firstName: '  Maya ', lastName: ' Lin ', email: ` ${newEmail.toUpperCase()} ` })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ firstName: 'Maya', lastName: 'Lin', email, pendingEmail: newEmail })
    expect(await (await request('/api/auth/user', { cookie })).json()).toMatchObject({ firstName: 'Maya', email })
    const mail = await db().query.emailOutbox.findFirst({ where: eq(emailOutbox.to, newEmail), orderBy: desc(emailOutbox.id) })
    expect(mail?.subject).toMatch(/^\d{6} confirms your new Story Trails e-mail address$/)
  })

  const badInputs: [string, unknown, string, string][] = [
    ['an empty first name', { firstName: '  ', lastName: 'Lin', email: 'a@example.com' }, 'firstName', 'Please enter a first name.'],
    ['a missing last name', { firstName: 'Maya', email: 'a@example.com' }, 'lastName', 'Please enter a last name.'],
    ['an empty e-mail', { firstName: 'Maya', lastName: 'Lin', email: ' ' }, 'email', 'Please enter an e-mail address.'],
    ['an invalid e-mail', { firstName: 'Maya', lastName: 'Lin', email: 'maya-at-example' }, 'email', 'Please enter a valid e-mail address.'],
  ]
  for (const [what, payload, field, message] of badInputs) {
    it(`refuses ${what} with a field error and changes nothing`, async () => {
      const { cookie, email } = await signIn()
      const before = await db().query.users.findFirst({ where: eq(users.email, email) })
      const response = await putUser(cookie, payload)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ message: 'Please fill in all fields.', fieldErrors: { [field]: message } })
      expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toEqual(before)
    })
  }

  it('refuses a body that is not JSON', async () => {
    const { cookie } = await signIn()
    const response = await request('/api/auth/user', { method: 'PUT', cookie, body: 'firstName=x', headers: { 'content-type': 'text/plain' } })
    expect(response.status).toBe(400)
  })

  it("answers another account's address exactly like a free one: only its owner is told, and no code can move it", async () => {
    const other = await signIn()
    const { cookie, email } = await signIn()
    const free = await putUser(cookie, { firstName: 'Maya', lastName: 'Lin', email: uniqueEmail('free') })
    const taken = await putUser(cookie, { firstName: 'Maya', lastName: 'Lin', email: other.email })
    expect(taken.status).toBe(free.status)
    const [freeBody, takenBody] = (await Promise.all([free.json(), taken.json()])) as Record<string, unknown>[]
    expect(Object.keys(takenBody).sort()).toEqual(Object.keys(freeBody).sort())
    expect(takenBody).toMatchObject({ email, pendingEmail: other.email })
    const mail = await db().query.emailOutbox.findFirst({ where: eq(emailOutbox.to, other.email), orderBy: desc(emailOutbox.id) })
    expect(mail).toMatchObject({ kind: 'email-in-use', subject: 'Someone tried to use your e-mail address on Story Trails' })
    expect(mail?.text).not.toMatch(/\b\d{6}\b/)
    // No code exists for the taken address, so every guess fails and both accounts stay as they were.
    for (const code of ['000000', '123456']) expect((await confirmEmail(cookie, code)).status).toBe(400)
    expect(await (await request('/api/auth/user', { cookie })).json()).toMatchObject({ email })
    expect(await (await request('/api/auth/user', { cookie: other.cookie })).json()).toMatchObject({ email: other.email })
  })

  it('the code from the new address moves the account, ends every other session and tells the old address', async () => {
    const { email, cookie: otherDevice } = await signIn()
    const { cookie } = await signIn(email)
    const newEmail = uniqueEmail('moved')
    await putUser(cookie, { firstName: 'Maya', lastName: 'Lin', email: newEmail })
    const code = await latestCodeFor(newEmail)
    const wrong = code === '000000' ? '111111' : '000000'
    const refused = await confirmEmail(cookie, wrong)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('That code is not right') })
    expect(await (await request('/api/auth/user', { cookie })).json()).toMatchObject({ email })

    const confirmed = await confirmEmail(cookie, code)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ email: newEmail })
    expect((await request('/api/auth/user', { cookie })).status).toBe(200)
    expect((await request('/api/auth/user', { cookie: otherDevice })).status).toBe(401)
    const notice = await db().query.emailOutbox.findFirst({ where: eq(emailOutbox.to, email), orderBy: desc(emailOutbox.id) })
    expect(notice).toMatchObject({ kind: 'email-changed', subject: 'Your Story Trails e-mail address was changed' })
    expect(notice?.text).toContain(newEmail)
    // The code worked once.
    expect((await confirmEmail(cookie, code)).status).toBe(400)
    // Signing in with the old address now opens a new, empty account, not this one.
    const old = await signIn(email)
    expect(await (await request('/api/auth/user', { cookie: old.cookie })).json()).not.toMatchObject({ email: newEmail })
  })

  it('a code for one account cannot move another', async () => {
    const first = await signIn()
    const second = await signIn()
    const newEmail = uniqueEmail('wanted')
    await putUser(first.cookie, { firstName: 'A', lastName: 'B', email: newEmail })
    const code = await latestCodeFor(newEmail)
    expect((await confirmEmail(second.cookie, code)).status).toBe(400)
    expect(await (await request('/api/auth/user', { cookie: second.cookie })).json()).toMatchObject({ email: second.email })
  })

  it('the Profile form takes the same two steps', async () => {
    const { cookie, email } = await signIn()
    const newEmail = uniqueEmail('form')
    const saved = await dataRequest('/account', 'routes/account', {
      method: 'POST',
      cookie,
      form: { intent: 'update-profile', firstName: 'Maya', lastName: 'Lin', email: newEmail },
    })
    expect(saved.data).toEqual({ ok: true, intent: 'update-profile', pendingEmail: newEmail })
    const page = await (await request('/account?tab=profile', { cookie })).text()
    expect(page).toContain('Confirm your new e-mail')
    expect(await (await request('/api/auth/user', { cookie })).json()).toMatchObject({ email })
    const confirmed = await dataRequest('/account', 'routes/account', {
      method: 'POST',
      cookie,
      form: { intent: 'confirm-email', code: await latestCodeFor(newEmail) },
    })
    expect(confirmed.data).toEqual({ ok: true, intent: 'confirm-email', pendingEmail: null })
    expect(await (await request('/api/auth/user', { cookie })).json()).toMatchObject({ email: newEmail })
  })

  it('PUT while signed out is 401 and changes nothing', async () => {
    const response = await putUser('', { firstName: 'Maya', lastName: 'Lin', email: 'x@example.com' })
    expect(response.status).toBe(401)
  })
})

describe('sign-out', () => {
  it('ends the session on the server: the same cookie replayed afterwards gets 401', async () => {
    const { cookie } = await signIn()
    expect((await request('/api/auth/user', { cookie })).status).toBe(200)
    const logout = await request('/api/logout', { cookie, headers: { 'sec-fetch-site': 'same-origin' } })
    expect(logout.status).toBe(302)
    expect(logout.headers.get('location')).toBe('/')
    expect(logout.headers.get('set-cookie')).toMatch(/__Host-session=; Max-Age=0/)
    expect((await request('/api/auth/user', { cookie })).status).toBe(401)
  })

  it('a sign-out link followed from another site does nothing', async () => {
    const { cookie } = await signIn()
    await request('/api/logout', { cookie, headers: { 'sec-fetch-site': 'cross-site' } })
    expect((await request('/api/auth/user', { cookie })).status).toBe(200)
  })
})
