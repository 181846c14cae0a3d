import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '~/db/schema'
import { db, request, signIn, uniqueEmail } from '../helpers'

const putUser = (cookie: string, json: unknown) => request('/api/auth/user', { method: 'PUT', cookie, json })

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

  it('updates first name, last name and e-mail, trimmed', async () => {
    const { cookie } = await signIn()
    const newEmail = uniqueEmail('renamed')
    const response = await putUser(cookie, { firstName: '  Maya ', lastName: ' Lin ', email: ` ${newEmail.toUpperCase()} ` })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ firstName: 'Maya', lastName: 'Lin', email: newEmail })
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

  it("refuses another account's e-mail address and changes nothing", async () => {
    const other = await signIn()
    const { cookie, email } = await signIn()
    const before = await db().query.users.findFirst({ where: eq(users.email, email) })
    const response = await putUser(cookie, { firstName: 'Maya', lastName: 'Lin', email: other.email })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ fieldErrors: { email: 'That e-mail address belongs to another account.' } })
    expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toEqual(before)
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
