import { env } from 'cloudflare:test'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '~/db/schema'
import { storyPdfKey } from '~/models/story-pdf.server'
import { balance, createAndWrite, family, readJson } from '../factories'
import { JPEG_2X2 } from '../fixtures/pictures'
import { dataRequest, db, request, signIn } from '../helpers'


/** A family with a child, a written story with an uploaded picture in it and its PDF, a quiz and a purchase. */
async function busyFamily() {
  const parent = await family()
  const story = await createAndWrite(parent.cookie, parent.child.id, 'zion')
  const form = new FormData()
  form.set('file', new File([JPEG_2X2], 'photo.jpg', { type: 'image/jpeg' }))
  form.set('childId', String(parent.child.id))
  const { imageUrl } = await readJson<{ imageUrl: string }>(await request('/api/uploads', { method: 'POST', cookie: parent.cookie, body: form }))
  await request(`/api/chapters/${story.chapters[0].id}/image`, { method: 'PUT', cookie: parent.cookie, json: { imageUrl, paragraphIndex: 0 } })
  expect((await request(`/api/stories/${story.id}/pdf`, { cookie: parent.cookie })).status).toBe(200)
  await request('/api/quizzes', { method: 'POST', cookie: parent.cookie, json: { childId: parent.child.id, parkId: 'zion' } })
  const started = await readJson<{ purchaseId: string }>(
    await request('/api/create-payment-intent', { method: 'POST', cookie: parent.cookie, json: { type: 'credits', checkoutId: crypto.randomUUID() } }),
  )
  await request('/api/checkout/complete', { method: 'POST', cookie: parent.cookie, json: { purchaseId: started.purchaseId } })
  return { ...parent, story, imageUrl, purchaseId: started.purchaseId }
}

/** Rows in every table that can hold something of this family. */
async function rowsOf(userId: string, childId: number, storyId: string) {
  const count = async (query: Promise<{ n: number }[]>) => (await query)[0].n
  const n = sql<number>`count(*)`
  return {
    users: await count(db().select({ n }).from(schema.users).where(eq(schema.users.id, userId))),
    sessions: await count(db().select({ n }).from(schema.sessions).where(eq(schema.sessions.userId, userId))),
    ledger: await count(db().select({ n }).from(schema.creditLedger).where(eq(schema.creditLedger.userId, userId))),
    regions: await count(db().select({ n }).from(schema.userRegions).where(eq(schema.userRegions.userId, userId))),
    children: await count(db().select({ n }).from(schema.children).where(eq(schema.children.userId, userId))),
    stories: await count(db().select({ n }).from(schema.stories).where(eq(schema.stories.userId, userId))),
    chapters: await count(db().select({ n }).from(schema.chapters).where(eq(schema.chapters.storyId, storyId))),
    quizzes: await count(db().select({ n }).from(schema.quizzes).where(eq(schema.quizzes.userId, userId))),
    badges: await count(db().select({ n }).from(schema.badges).where(eq(schema.badges.childId, childId))),
    media: await count(db().select({ n }).from(schema.familyMedia).where(eq(schema.familyMedia.userId, userId))),
    purchasesOwned: await count(db().select({ n }).from(schema.purchases).where(eq(schema.purchases.userId, userId))),
  }
}

async function r2Keys(keys: string[]) {
  const found = await Promise.all(keys.map((key) => env.MEDIA.head(key)))
  return found.filter(Boolean).length
}

describe('deleting an account', () => {
  it('removes every row and R2 object of the family, ends every session, and keeps the purchase only without an owner', async () => {
    const { cookie, email, userId, child, story, imageUrl, purchaseId } = await busyFamily()
    const otherDevice = (await signIn(email)).cookie
    const keys = [`media/${imageUrl.split('/').pop()}`, storyPdfKey(story.id)]
    expect(await r2Keys(keys)).toBe(2)
    expect(await rowsOf(userId, child.id, story.id)).toMatchObject({ users: 1, children: 1, stories: 1, media: 1, quizzes: 1, purchasesOwned: 1 })

    const wrong = await dataRequest('/account', 'routes/account', { method: 'POST', cookie, form: { intent: 'delete-account', confirmEmail: 'not-me@example.com' } })
    expect(wrong.status).toBe(400)
    expect((await rowsOf(userId, child.id, story.id)).users).toBe(1)

    const deleted = await dataRequest('/account', 'routes/account', { method: 'POST', cookie, form: { intent: 'delete-account', confirmEmail: email.toUpperCase() } })
    expect(deleted.status).toBe(202)
    expect(deleted.redirect).toMatchObject({ redirect: '/' })
    expect(deleted.headers.get('set-cookie')).toMatch(/__Host-session=; Max-Age=0/)

    expect(await rowsOf(userId, child.id, story.id)).toEqual({
      users: 0, sessions: 0, ledger: 0, regions: 0, children: 0, stories: 0, chapters: 0, quizzes: 0, badges: 0, media: 0, purchasesOwned: 0,
    })
    expect(await r2Keys(keys)).toBe(0)
    for (const old of [cookie, otherDevice]) expect((await request('/api/auth/user', { cookie: old })).status).toBe(401)
    const kept = await db().query.purchases.findFirst({ where: eq(schema.purchases.id, purchaseId) })
    expect(kept).toMatchObject({ userId: null, status: 'succeeded', amountCents: 500 })
    // Signing in with the address again opens a new, empty account.
    const fresh = await signIn(email)
    expect(await readJson(await request('/api/children', { cookie: fresh.cookie }))).toEqual([])
  })

  it('another family is untouched', async () => {
    const bystander = await busyFamily()
    const { cookie, email } = await family()
    await dataRequest('/account', 'routes/account', { method: 'POST', cookie, form: { intent: 'delete-account', confirmEmail: email } })
    expect(await balance(bystander.userId)).toBe(69)
    expect((await request(bystander.imageUrl, { cookie: bystander.cookie })).status).toBe(200)
  })
})

describe("downloading the family's data", () => {
  it('is one JSON file with the profile, children, stories with chapters, quizzes, badges, purchases and the ledger', async () => {
    const { cookie, email, child, story } = await busyFamily()
    const response = await request('/api/account/export', { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="story-trails-family-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const data = await readJson<Record<string, unknown> & { children: { stories: { chapters: unknown[] }[]; quizzes: unknown[] }[]; creditHistory: { reason: string }[] }>(response)
    expect(data).toMatchObject({ profile: { email, unlockedRegions: ['Intermountain'] }, purchases: [expect.objectContaining({ amount: '5.00', status: 'succeeded' })] })
    expect(data.children).toEqual([expect.objectContaining({ id: child.id, name: child.name, stories: [expect.objectContaining({ id: story.id })] })])
    expect(data.children[0].stories[0].chapters.length).toBeGreaterThan(0)
    expect(data.children[0].quizzes).toHaveLength(1)
    expect(data.creditHistory.map((row) => row.reason)).toEqual(['signup-bonus', 'story-chapter', 'purchase'])
    expect((await request('/api/account/export')).status).toBe(401)
  })
})

describe('the Credits tab', () => {
  it('shows the balance, the rates, both purchase buttons, regions, purchases and the credit history within 4 queries', async () => {
    const { cookie } = await busyFamily()
    const response = await request('/account?tab=credits', { cookie })
    expect(Number(response.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
    const html = await response.text()
    for (const text of ['69', '1 credit for each story chapter', '5 credits for each AI picture', '$5 = 20 Credits', '$10 = New Region + 20 Credits', 'Unlocked Regions', 'Intermountain', 'Purchase History', 'Credit History', 'Welcome bonus', 'Story chapter', 'Credits bought']) {
      expect(html, text).toContain(text)
    }
    expect(html).toContain('/checkout?type=region&amp;region=East%20%26%20Other')
  })

  it('lists the 5 latest purchases, then offers them all', async () => {
    const { cookie } = await family()
    for (let i = 0; i < 6; i++) {
      const { purchaseId } = await readJson<{ purchaseId: string }>(await request('/api/create-payment-intent', { method: 'POST', cookie, json: { type: 'credits', checkoutId: crypto.randomUUID() } }))
      await request('/api/checkout/complete', { method: 'POST', cookie, json: { purchaseId } })
    }
    const html = await (await request('/account?tab=credits', { cookie })).text()
    expect(html).toContain('View All Purchases')
    expect(await readJson<unknown[]>(await request('/api/purchases', { cookie }))).toHaveLength(6)
  })
})

describe('the checkout page', () => {
  it('prices the purchase and says test mode plainly; signed out shows the landing page', async () => {
    const { cookie } = await family()
    const html = await (await request('/checkout?region=Pacific', { cookie })).text()
    for (const text of ['Back to Account', 'Purchase Summary', 'Pacific Region + 20 Credits', '$10.00', 'Current Account', 'Credits after purchase', '70']) expect(html, text).toContain(text)
    expect(html).toMatch(/Unlock \d+ parks and get 20 credits/)
    expect(await (await request('/checkout?type=credits', { cookie })).text()).toContain('Add credits to your account for story chapters')
    expect(await (await request('/checkout?type=credits')).text()).toContain('Explore National Parks Through Stories')
  })

  it('a region already unlocked goes back home with the notice', async () => {
    const { cookie, userId } = await family()
    await db().insert(schema.userRegions).values({ userId, region: 'Alaska', source: 'purchase:test' })
    const response = await request('/checkout?type=region&region=Alaska', { cookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    const toast = decodeURIComponent(response.headers.get('set-cookie') ?? '')
    expect(atob(toast.match(/toast=([^;]+)/)![1])).toContain('You already have access to the Alaska region.')
  })
})
