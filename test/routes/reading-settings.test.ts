import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { children } from '~/db/schema'
import { DEFAULT_READING } from '~/utils/reading-settings'
import { addChild, dataRequest, db, request, signIn, type ChildJson } from '../helpers'

const readingOf = async (id: number) => {
  const [row] = await db().select().from(children).where(eq(children.id, id))
  return { size: row.readingSize, font: row.readingFont, spacing: row.readingSpacing, calm: row.readingCalm }
}

const childForm = (child: ChildJson, reading: Record<string, string>) => ({
  intent: 'update-child',
  childId: String(child.id),
  name: child.name,
  birthday: child.birthday,
  ...reading,
})

describe("a child's reading settings", () => {
  it('start as the defaults, and a parent saves them with the Children tab form; they come back on the child', async () => {
    const { cookie } = await signIn()
    const child = await addChild(cookie)
    expect(child.reading).toEqual(DEFAULT_READING)

    const saved = await dataRequest('/account?index', 'routes/account', {
      method: 'POST',
      cookie,
      form: childForm(child, { readingSize: 'large', readingFont: 'lexend', readingSpacing: 'relaxed', readingCalm: 'on' }),
    })
    expect(saved.status).toBe(200)
    const [listed] = (await (await request('/api/children', { cookie })).json()) as ChildJson[]
    expect(listed.reading).toEqual({ size: 'large', font: 'lexend', spacing: 'relaxed', calm: true })

    // Unticking calm in the form turns it off again.
    await request('/account', { method: 'POST', cookie, form: childForm(child, { readingSize: 'large', readingFont: 'opendyslexic', readingSpacing: 'standard' }) })
    expect(await readingOf(child.id)).toEqual({ size: 'large', font: 'opendyslexic', spacing: 'standard', calm: false })
  })

  it('can be chosen when the child is added, and through the JSON API', async () => {
    const { cookie } = await signIn()
    const added = await request('/account', {
      method: 'POST',
      cookie,
      form: { intent: 'create-child', name: 'Rowan Vale', birthday: '2018-07-09', consent: 'yes', readingSize: 'largest', readingFont: 'opendyslexic', readingSpacing: 'relaxed' },
    })
    expect(added.status).toBe(200)
    const [rowan] = (await (await request('/api/children', { cookie })).json()) as ChildJson[]
    expect(rowan.reading).toEqual({ size: 'largest', font: 'opendyslexic', spacing: 'relaxed', calm: false })

    const put = await request(`/api/children/${rowan.id}`, {
      method: 'PUT',
      cookie,
      json: { name: rowan.name, birthday: rowan.birthday, reading: { size: 'standard', font: 'lexend', spacing: 'standard', calm: true } },
    })
    expect(put.status).toBe(200)
    expect(((await put.json()) as ChildJson).reading).toEqual({ size: 'standard', font: 'lexend', spacing: 'standard', calm: true })
    // An edit that leaves reading out leaves it as it was.
    await request(`/api/children/${rowan.id}`, { method: 'PUT', cookie, json: { name: 'Rowan', birthday: rowan.birthday } })
    expect(await readingOf(rowan.id)).toEqual({ size: 'standard', font: 'lexend', spacing: 'standard', calm: true })
  })

  it('refuses values it does not know with a clear error, and changes nothing', async () => {
    const { cookie } = await signIn()
    const child = await addChild(cookie)
    const cases: [Record<string, string>, string][] = [
      [{ readingSize: 'huge', readingFont: 'house', readingSpacing: 'standard' }, 'Please choose a text size: Standard, Large or Largest.'],
      [{ readingSize: 'large', readingFont: 'comic-sans', readingSpacing: 'standard' }, 'Please choose one of the reading fonts.'],
      [{ readingSize: 'large', readingFont: 'house', readingSpacing: 'double' }, 'Please choose Standard or Relaxed line spacing.'],
    ]
    for (const [reading, message] of cases) {
      const response = await dataRequest('/account?index', 'routes/account', { method: 'POST', cookie, form: childForm(child, reading) })
      expect(response.status).toBe(400)
      expect(response.data).toMatchObject({ ok: false, message, fieldErrors: { reading: message } })
    }
    const api = await request(`/api/children/${child.id}`, {
      method: 'PUT',
      cookie,
      json: { name: child.name, birthday: child.birthday, reading: { size: 'large', font: 'lexend', spacing: 'standard', calm: 'yes' } },
    })
    expect(api.status).toBe(400)
    expect(await api.json()).toMatchObject({ message: 'Please say whether calm reading is on or off.' })

    const small = await request(`/api/children/${child.id}/reading`, { method: 'POST', cookie, form: { size: 'gigantic' } })
    expect(small.status).toBe(400)
    expect(await small.json()).toMatchObject({ message: 'Please choose a text size: Standard, Large or Largest.' })
    expect(await readingOf(child.id)).toEqual(DEFAULT_READING)
  })

  it("the reader's A+ saves the size on the child's profile", async () => {
    const { cookie } = await signIn()
    const child = await addChild(cookie)
    const bigger = await request(`/api/children/${child.id}/reading`, { method: 'POST', cookie, form: { size: 'largest' } })
    expect(bigger.status).toBe(200)
    expect(await bigger.json()).toEqual({ reading: { ...DEFAULT_READING, size: 'largest' } })
    expect((await readingOf(child.id)).size).toBe('largest')
  })

  it("another family can neither read nor change a child's settings", async () => {
    const owner = await signIn()
    const child = await addChild(owner.cookie)
    await request(`/api/children/${child.id}/reading`, { method: 'POST', cookie: owner.cookie, form: { size: 'large' } })
    const stranger = await signIn()

    expect(await (await request('/api/children', { cookie: stranger.cookie })).json()).toEqual([])
    const size = await request(`/api/children/${child.id}/reading`, { method: 'POST', cookie: stranger.cookie, form: { size: 'standard' } })
    expect(size.status).toBe(404)
    const put = await request(`/api/children/${child.id}`, {
      method: 'PUT',
      cookie: stranger.cookie,
      json: { name: child.name, birthday: child.birthday, reading: { size: 'standard', font: 'opendyslexic', spacing: 'relaxed', calm: true } },
    })
    expect(put.status).toBe(404)
    const form = await dataRequest('/account?index', 'routes/account', {
      method: 'POST',
      cookie: stranger.cookie,
      form: childForm(child, { readingSize: 'standard', readingFont: 'opendyslexic', readingSpacing: 'relaxed' }),
    })
    expect(form.status).toBe(404)
    const quiz = await request(`/quiz/${child.id}/yellowstone`, { cookie: stranger.cookie })
    expect(quiz.status).toBe(404)
    // Signed out, nobody changes anything either.
    const anonymous = await request(`/api/children/${child.id}/reading`, { method: 'POST', form: { size: 'standard' } })
    expect(anonymous.status).toBe(401)

    expect(await readingOf(child.id)).toEqual({ ...DEFAULT_READING, size: 'large' })
  })
})
