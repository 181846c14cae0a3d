import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { children, rateLimits } from '~/db/schema'
import { ageOn } from '~/utils/child-schema'
import { addChild, db, request, signIn, uniqueEmail, type ChildJson } from '../helpers'

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)

async function familyRows(userId: string) {
  return db().select().from(children).where(eq(children.userId, userId))
}

async function userIdOf(cookie: string) {
  return ((await (await request('/api/auth/user', { cookie })).json()) as { id: string }).id
}

describe('children', () => {
  it('adds, lists, edits and removes a child', async () => {
    const { cookie } = await signIn()
    const added = await addChild(cookie, { name: '  Ada Park ', birthday: '2017-05-04' })
    expect(added).toMatchObject({ name: 'Ada Park', birthday: '2017-05-04' })
    expect(added.age).toBe(ageOn('2017-05-04', new Date().toISOString().slice(0, 10)))
    expect(added.username).toMatch(/^[a-z0-9_.]{3,20}$/)

    const list = (await (await request('/api/children', { cookie })).json()) as ChildJson[]
    expect(list).toEqual([added])

    const edited = await request(`/api/children/${added.id}`, { method: 'PUT', cookie, json: { name: 'Ada', birthday: '2016-01-31' } })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ id: added.id, name: 'Ada', birthday: '2016-01-31', username: added.username })

    const removed = await request(`/api/children/${added.id}`, { method: 'DELETE', cookie })
    expect(removed.status).toBe(200)
    expect(await (await request('/api/children', { cookie })).json()).toEqual([])
  })

  it('generates kid-safe usernames from words, never from the e-mail or the name', async () => {
    const { cookie, email } = await signIn()
    const usernames = new Set<string>()
    for (let i = 0; i < 5; i++) {
      const child = await addChild(cookie, { name: 'Zephyrine Quill', birthday: '2018-03-03' })
      expect(child.username).toMatch(/^[a-z]+_[a-z]+\d{2}$/)
      expect(child.username).not.toContain(email.split('@')[0])
      expect(child.username).not.toContain('zephyrine')
      usernames.add(child.username)
    }
    expect(usernames.size).toBe(5)
  })

  it('lets the parent change the username, within the rules, and keeps usernames unique', async () => {
    const { cookie } = await signIn()
    const first = await addChild(cookie)
    const second = await addChild(cookie, { name: 'Bo', birthday: '2019-09-09' })
    const put = (username: string) =>
      request(`/api/children/${second.id}`, { method: 'PUT', cookie, json: { name: 'Bo', birthday: '2019-09-09', username } })

    const ok = await put('Trail.Blazer_7')
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as ChildJson).username).toBe('trail.blazer_7')

    for (const bad of ['ab', 'way_too_long_username_123', 'no spaces', 'émile', 'dash-es']) {
      const response = await put(bad)
      expect(response.status, bad).toBe(400)
      expect(await response.json()).toMatchObject({ fieldErrors: { username: 'Usernames use 3 to 20 letters, numbers, dots or underscores.' } })
    }
    const taken = await put(first.username)
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ fieldErrors: { username: expect.stringMatching(/^That username can't be used\. How about "[a-z]+_[a-z]+\d{2}"\?$/) } })
    const [row] = await db().select().from(children).where(eq(children.id, second.id))
    expect(row.username).toBe('trail.blazer_7')
  })

  const badChildren: [string, Record<string, unknown>, string, string][] = [
    ['a blank name', { name: '   ', birthday: '2017-05-04', consent: true }, 'name', 'Please fill in all fields.'],
    ['a missing birthday', { name: 'Ada', consent: true }, 'birthday', 'Please fill in all fields.'],
    ['a birthday that is not a date', { name: 'Ada', birthday: 'last spring', consent: true }, 'birthday', 'Please enter the birthday as a date.'],
    ['an impossible date', { name: 'Ada', birthday: '2017-02-30', consent: true }, 'birthday', 'Please enter a real date.'],
    ['a birthday in the future', { name: 'Ada', birthday: tomorrow(), consent: true }, 'birthday', "A birthday can't be in the future."],
    ['a grown-up', { name: 'Ada', birthday: '1980-01-01', consent: true }, 'birthday', 'Story Trails is for children up to 17. Please check the birthday.'],
    ['no consent', { name: 'Ada', birthday: '2017-05-04' }, 'consent', "Please confirm you are this child's parent or guardian and agree to our Privacy Policy."],
    ['consent not given', { name: 'Ada', birthday: '2017-05-04', consent: false }, 'consent', "Please confirm you are this child's parent or guardian and agree to our Privacy Policy."],
  ]
  for (const [what, payload, field, message] of badChildren) {
    it(`refuses ${what} with a clear error and adds nothing`, async () => {
      const { cookie } = await signIn()
      const response = await request('/api/children', { method: 'POST', cookie, json: payload })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ message, fieldErrors: { [field]: message } })
      expect(await familyRows(await userIdOf(cookie))).toEqual([])
    })
  }

  it('refuses a bad edit and changes nothing', async () => {
    const { cookie } = await signIn()
    const child = await addChild(cookie)
    const before = await db().select().from(children).where(eq(children.id, child.id))
    const response = await request(`/api/children/${child.id}`, { method: 'PUT', cookie, json: { name: '', birthday: tomorrow() } })
    expect(response.status).toBe(400)
    expect(await db().select().from(children).where(eq(children.id, child.id))).toEqual(before)
  })

  it("another parent cannot read, change or delete a family's child: 404 and nothing changes", async () => {
    const parentA = await signIn()
    const parentB = await signIn()
    const child = await addChild(parentA.cookie)
    const before = await db().select().from(children).where(eq(children.id, child.id))

    expect(await (await request('/api/children', { cookie: parentB.cookie })).json()).toEqual([])
    const put = await request(`/api/children/${child.id}`, { method: 'PUT', cookie: parentB.cookie, json: { name: 'Mine now', birthday: '2015-01-01' } })
    expect(put.status).toBe(404)
    const del = await request(`/api/children/${child.id}`, { method: 'DELETE', cookie: parentB.cookie })
    expect(del.status).toBe(404)
    expect(await db().select().from(children).where(eq(children.id, child.id))).toEqual(before)
  })

  it('answers 404 for an id that is not a number', async () => {
    const { cookie } = await signIn()
    expect((await request('/api/children/abc', { method: 'DELETE', cookie })).status).toBe(404)
  })

  it('needs a signed-in parent', async () => {
    expect((await request('/api/children')).status).toBe(401)
    expect((await request('/api/children', { method: 'POST', json: { name: 'Ada', birthday: '2017-05-04', consent: true } })).status).toBe(401)
  })
})

describe('usernames stay kid-safe', () => {
  async function parentNamed() {
    const { cookie, email } = await signIn(uniqueEmail('parent.a'))
    await request('/api/auth/user', { method: 'PUT', cookie, json: { firstName: 'Harriet', lastName: 'Quimby', email } })
    const child = await addChild(cookie, { name: 'Maya Rosewood', birthday: '2016-03-03' })
    return { cookie, email, child }
  }

  it('refuses profanity, phone numbers, e-mails, domains, addresses, the family names and reserved words, changing nothing', async () => {
    const { cookie, child } = await parentNamed()
    const unsafe = [
      '5551234567',
      '555.123.4567',
      'call.555.12.34',
      'parent.a.example.com',
      'parent.a',
      'kid_at_gmail',
      'maya.at.x.dot.com',
      'harriet_fan',
      'quimby.kid',
      'rosewood7',
      'maya_otter',
      'sexy.kid.12',
      'sexykid12',
      'fuck.this',
      'b1tch_99',
      'lives.at.42.elm.st',
      '42.oak.avenue',
      'admin',
      'moderator',
      'story.trails.mod',
      'support_team',
    ]
    for (const username of unsafe) {
      // Each refusal on its own, below the hourly limit of tries (tested below).
      await db().delete(rateLimits).where(like(rateLimits.key, 'username:%'))
      const response = await request(`/api/children/${child.id}`, { method: 'PUT', cookie, json: { name: child.name, birthday: child.birthday, username } })
      expect(response.status, username).toBe(409)
      const body = (await response.json()) as { message: string; suggestion: string }
      expect(body.message, username).toMatch(/^(That username can't be used|Other children see usernames|To keep children safe, a username cannot hold)[^"]*How about "[a-z]+_[a-z]+\d{2}"\?$/)
      expect(body.suggestion).toMatch(/^[a-z]+_[a-z]+\d{2}$/)
    }
    const [row] = await db().select().from(children).where(eq(children.id, child.id))
    expect(row.username).toBe(child.username)
  })

  it('refuses insults, violence, sexual words, drugs and hate with a kind message, and accepts a nature word that only looks like one', async () => {
    const { cookie, child } = await parentNamed()
    for (const username of ['buttface81', 'kill.you65', 'h8.u', 'dumbass74']) {
      await db().delete(rateLimits).where(like(rateLimits.key, 'username:%'))
      const response = await request(`/api/children/${child.id}`, { method: 'PUT', cookie, json: { name: child.name, birthday: child.birthday, username } })
      expect(response.status, username).toBe(409)
      expect(((await response.json()) as { message: string }).message, username).toMatch(/^Other children see usernames, so they need friendly words\. How about "/)
    }
    await db().delete(rateLimits).where(like(rateLimits.key, 'username:%'))
    const killdeer = await request(`/api/children/${child.id}`, { method: 'PUT', cookie, json: { name: child.name, birthday: child.birthday, username: 'killdeer.fan' } })
    expect(killdeer.status).toBe(200)
  })

  it('accepts ordinary handles a child would pick', async () => {
    const { cookie, child } = await parentNamed()
    for (const username of ['geyser.fan', 'otter_42']) {
      const response = await request(`/api/children/${child.id}`, { method: 'PUT', cookie, json: { name: child.name, birthday: child.birthday, username } })
      expect(response.status, username).toBe(200)
    }
  })

  it('answers a taken username exactly like an unsafe one, and limits tries', async () => {
    const other = await signIn()
    const theirs = await addChild(other.cookie)
    const { cookie, child } = await parentNamed()
    const put = (username: string) => request(`/api/children/${child.id}`, { method: 'PUT', cookie, json: { name: child.name, birthday: child.birthday, username } })
    const taken = await put(theirs.username)
    const unsafe = await put('admin')
    expect(taken.status).toBe(unsafe.status)
    const strip = (body: { message: string; suggestion: string }) => body.message.replace(body.suggestion, '*')
    expect(strip((await taken.json()) as never)).toBe(strip((await unsafe.json()) as never))
    for (let i = 0; i < 8; i++) await put(`wren_${10 + i}`)
    const limited = await put('wren_99')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({ message: 'Too many username changes. Please try again in an hour.' })
  })

  it('two families claiming the same free username at once: one gets it, the other a clean 409', async () => {
    const a = await signIn()
    const b = await signIn()
    const [childA, childB] = await Promise.all([addChild(a.cookie), addChild(b.cookie)])
    // A fixed name: a random number once drew 69, which the kid-safety check refuses for both families.
    const wanted = 'canyon.wren42'
    const responses = await Promise.all([
      request(`/api/children/${childA.id}`, { method: 'PUT', cookie: a.cookie, json: { name: childA.name, birthday: childA.birthday, username: wanted } }),
      request(`/api/children/${childB.id}`, { method: 'PUT', cookie: b.cookie, json: { name: childB.name, birthday: childB.birthday, username: wanted } }),
    ])
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409])
  })
})

describe('the signed-in family on a page', () => {
  it('is read in one trip to D1: the session, the parent and the children together', async () => {
    const { cookie } = await signIn()
    const child = await addChild(cookie, { name: 'Juniper Vale', birthday: '2016-03-02' })
    const response = await request('/privacy-policy', { cookie })
    expect(response.status).toBe(200)
    // The header's child switcher names the child, so the children were read with the parent.
    expect(await response.text()).toContain(child.name)
    expect(Number(response.headers.get('x-d1-queries'))).toBe(1)
  })

  it('after a form post without JavaScript, the page answered shows the change the post made', async () => {
    const { cookie } = await signIn()
    const child = await addChild(cookie, { name: 'Juniper Vale', birthday: '2016-03-02' })
    // A document post (no `.data`): Remix runs the action, then the page's loaders, in the same request.
    const renamed = await request('/account', {
      method: 'POST',
      cookie,
      form: { intent: 'update-child', childId: String(child.id), name: 'Juniper Stone', birthday: '2016-03-02' },
    })
    expect(renamed.status).toBe(200)
    const html = await renamed.text()
    expect(html).toContain('Juniper Stone')
    expect(html).not.toContain('Juniper Vale')

    const added = await request('/account', { method: 'POST', cookie, form: { intent: 'create-child', name: 'Rowan Vale', birthday: '2018-07-09', consent: 'yes' } })
    expect(added.status).toBe(200)
    expect(await added.text()).toContain('Rowan Vale')
  })
})
