import { createExecutionContext, createMessageBatch, env, SELF } from 'cloudflare:test'
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createAppContext } from '~/context.server'
import { emailOutbox, newsletters, users } from '~/db/schema'
import type { JobMessage } from '~/jobs/messages'
import { sliceBounds, sliceCountFor, startMonthlyNewsletter } from '~/models/newsletter.server'
import { verifyUnsubscribeToken } from '~/models/unsubscribe.server'
import { routeJobBatch } from '../../workers/jobs/router'
import { family, queueMessage } from '../factories'
import { addChild, dataRequest, db, ORIGIN, request, signIn } from '../helpers'

/** A JOBS queue that keeps what it is given, so the test delivers the messages itself. */
function capturingQueue() {
  const sent: { body: JobMessage; delaySeconds?: number }[] = []
  const queue = {
    send: async (body: JobMessage) => void sent.push({ body }),
    sendBatch: async (messages: Iterable<{ body: JobMessage; delaySeconds?: number }>) => void sent.push(...messages),
  } as unknown as Queue<JobMessage>
  return { queue, sent, take: () => sent.splice(0, sent.length) }
}

/** The admin who starts it (a real account: the newsletter and its audit row point at it). */
async function anAdmin() {
  const id = crypto.randomUUID()
  const email = `newsletter-admin-${id}@example.com`
  await db().insert(users).values({ id, email, isAdmin: true })
  return { id, email }
}

describe('the monthly newsletter', () => {
  it('reaches every subscribed family with children exactly once, even when a batch is delivered twice', async () => {
    const families = await Promise.all([family(), family(), family()])
    const unsubscribed = await family()
    await db().update(users).set({ newsletterUnsubscribedAt: new Date() }).where(eq(users.id, unsubscribed.userId))
    const childless = await signIn()

    const { queue, take } = capturingQueue()
    const started = await startMonthlyNewsletter(db(), queue, await anAdmin(), { origin: ORIGIN, now: new Date('2031-07-04T12:00:00Z') })
    if (!started.ok) throw new Error(started.message)
    const recipients = started.recipientCount
    expect(recipients).toBeGreaterThanOrEqual(3)
    const batches = take()
    expect(batches.map((message) => message.body.kind)).toEqual(Array(started.batchCount).fill('newsletter-batch'))
    expect(started.batchCount).toBe(sliceCountFor(recipients))

    // The consumer: every batch once, and the first one a second time (a redelivery).
    const app = createAppContext({ ...env, JOBS: queue }, createExecutionContext())
    const deliver = vi.spyOn(app.providers.mailer, 'deliver').mockResolvedValue({ ok: true, value: { providerMessageId: null } })
    const run = (messages: { body: JobMessage }[], attempts = 1) =>
      routeJobBatch(createMessageBatch('story-trails-jobs', messages.map((message) => queueMessage(message.body, attempts))), app)
    await run(batches)
    await run(batches.slice(0, 1), 2)
    // Then every send-email message the batches queued (a redelivered batch may hand over again
    // what is still waiting; sending is idempotent).
    const sends = take()
    expect(sends.every((message) => message.body.kind === 'send-email')).toBe(true)
    await run(sends)

    expect(deliver).toHaveBeenCalledTimes(recipients)
    const addresses = deliver.mock.calls.map(([email]) => email.to)
    expect(new Set(addresses).size).toBe(recipients)
    for (const { email } of families) expect(addresses).toContain(email)
    expect(addresses).not.toContain(unsubscribed.email)
    expect(addresses).not.toContain(childless.email)

    const [newsletter] = await db().select().from(newsletters).where(eq(newsletters.month, '2031-07'))
    const rows = await db().select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `newsletter:${newsletter.id}:%`))
    expect(rows).toHaveLength(recipients)
    expect(rows.every((row) => row.status === 'sent')).toBe(true)

    // Each copy is the family's own: its unsubscribe link, the List-Unsubscribe pair, the park of the month.
    const mine = deliver.mock.calls.map(([email]) => email).find((email) => email.to === families[0].email)!
    expect(mine.subject).toMatch(/^Story Trails in July 2031: .+ is our park of the month$/)
    expect(mine.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mine.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${ORIGIN}/api/unsubscribe\\?token=[\\w.%-]+>$`))
    expect(mine.html).toMatch(new RegExp(`href="${ORIGIN}/unsubscribe\\?token=[\\w.%-]+"`))
    expect(mine.text).toContain('Unsubscribe')

    // A second newsletter in the same month is refused, whoever asks.
    const again = await startMonthlyNewsletter(db(), queue, await anAdmin(), { origin: ORIGIN, now: new Date('2031-07-28T12:00:00Z') })
    expect(again).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/^The July 2031 newsletter was already sent on \w+ \d+, \d{4} to \d+ famil(y|ies)\. Families get one newsletter a month\.$/) })
    expect(take()).toEqual([])
  })

  it('the one-click unsubscribe works with its signed link, from a mail provider, and fails when tampered with', async () => {
    const parent = await family()
    const { queue, take } = capturingQueue()
    const started = await startMonthlyNewsletter(db(), queue, await anAdmin(), { origin: ORIGIN, now: new Date('2032-02-10T12:00:00Z') })
    if (!started.ok) throw new Error(started.message)
    const app = createAppContext({ ...env, JOBS: queue }, createExecutionContext())
    await routeJobBatch(createMessageBatch('story-trails-jobs', take().map((message) => queueMessage(message.body))), app)
    const [row] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, parent.email), eq(emailOutbox.kind, 'newsletter')))
    const oneClick = row.headers!['List-Unsubscribe'].slice(1, -1)
    const token = new URL(oneClick).searchParams.get('token')!
    expect(await verifyUnsubscribeToken(app.env.SESSION_SECRET, token)).toBe(parent.userId)

    // Tampered: another account's id with this signature, a changed signature, nonsense.
    const [, signature] = token.split('.')
    const otherId = btoa('someone-else').replace(/=+$/, '')
    for (const bad of [`${otherId}.${signature}`, `${token.slice(0, -2)}xx`, 'nonsense', '']) {
      const refused = await SELF.fetch(`${ORIGIN}/api/unsubscribe?token=${encodeURIComponent(bad)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded', host: new URL(ORIGIN).host } })
      expect(refused.status, bad).toBe(400)
    }
    expect((await db().query.users.findFirst({ where: eq(users.id, parent.userId) }))?.newsletterUnsubscribedAt).toBeNull()

    // The page behind the visible link asks first (no change on GET)...
    const page = await request(`/unsubscribe?token=${encodeURIComponent(token)}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Unsubscribe from the newsletter?')
    expect((await db().query.users.findFirst({ where: eq(users.id, parent.userId) }))?.newsletterUnsubscribedAt).toBeNull()

    // ...and a mail provider's one-click POST, from its own servers, unsubscribes.
    const clicked = await SELF.fetch(oneClick, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net', host: new URL(ORIGIN).host },
    })
    expect(clicked.status).toBe(200)
    expect((await db().query.users.findFirst({ where: eq(users.id, parent.userId) }))?.newsletterUnsubscribedAt).toBeInstanceOf(Date)
    const twice = await SELF.fetch(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded', host: new URL(ORIGIN).host } })
    expect(twice.status).toBe(200)

    // The parent subscribes again on the Profile tab.
    const { cookie } = parent
    const account = await dataRequest<{ newsletter: boolean }>('/account', 'routes/account', { cookie })
    expect(account.data).toMatchObject({ newsletter: false })
    const resubscribed = await dataRequest('/account', 'routes/account', { method: 'POST', cookie, form: { intent: 'newsletter', subscribed: 'true' } })
    expect(resubscribed.data).toMatchObject({ ok: true, newsletter: true })
    expect((await db().query.users.findFirst({ where: eq(users.id, parent.userId) }))?.newsletterUnsubscribedAt).toBeNull()
    const page2 = await request('/account?tab=profile', { cookie })
    expect(Number(page2.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
    expect(await page2.text()).toContain('Monthly newsletter')
  })

  it('a test e-mail link says it is a sample and changes nothing', async () => {
    const page = await request('/unsubscribe?token=sample')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('This link came from a test e-mail')
    const invalid = await request('/unsubscribe?token=abc.def')
    expect(invalid.status).toBe(400)
    expect(await invalid.text()).toContain('This unsubscribe link is not valid')
  })

  it('refuses to start with nobody to send to, and slices the account ids into ranges that cover everything', async () => {
    expect(sliceCountFor(0)).toBe(1)
    expect(sliceCountFor(50)).toBe(1)
    expect(sliceCountFor(51)).toBe(16)
    expect(sliceCountFor(20_000)).toBe(4096)
    expect(sliceBounds(0, 1)).toEqual({ from: null, to: null })
    expect(sliceBounds(0, 16)).toEqual({ from: null, to: '1' })
    expect(sliceBounds(10, 16)).toEqual({ from: 'a', to: 'b' })
    expect(sliceBounds(15, 16)).toEqual({ from: 'f', to: null })
    expect(sliceBounds(255, 256)).toEqual({ from: 'ff', to: null })
    const parent = await signIn()
    await addChild(parent.cookie)
    // (With families present it starts; the refusal needs an empty set, checked through the message.)
    await db().update(users).set({ newsletterUnsubscribedAt: new Date() })
    const { queue } = capturingQueue()
    const started = await startMonthlyNewsletter(db(), queue, await anAdmin(), { origin: ORIGIN, now: new Date('2033-03-01T12:00:00Z') })
    expect(started).toMatchObject({ ok: false, status: 400 })
    await db().update(users).set({ newsletterUnsubscribedAt: null })
  })
})

it('the Resend adapter passes the List-Unsubscribe headers on', async () => {
  const { createResendMailer } = await import('~/providers/mailer/resend.server')
  const { mockResend } = await import('../mocks/resend')
  const resend = mockResend(() => Response.json({ id: 'msg_1' }))
  const headers = { 'List-Unsubscribe': '<https://example.com/api/unsubscribe?token=t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
  await createResendMailer('re_test', resend.fetcher).deliver({ to: 'a@example.com', from: 'x@example.com', subject: 'News', html: '<p>x</p>', text: 'x', headers })
  expect(await resend.calls[0].json()).toMatchObject({ headers })
})
