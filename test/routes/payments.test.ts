import { env, SELF } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { describe, expect, it, vi } from 'vitest'
import { adminAuditLog, creditLedger, discountCodes, paymentEvents, purchases, userRegions, users } from '~/db/schema'
import { refundRefusedPurchase } from '~/models/purchase.server'
import { parseEnv } from '~/env.server'
import { createStripeProvider } from '~/providers/payments/stripe.server'
import { balance, family, readJson } from '../factories'
import { db, ORIGIN, request } from '../helpers'

const secret = parseEnv(env).TEST_PAYMENTS_WEBHOOK_SECRET
const cryptoProvider = Stripe.createSubtleCryptoProvider()

interface Started {
  clientSecret: string | null
  purchaseId: string
  amount: string
  credits: number
  free: boolean
}

const checkoutId = () => `checkout-${crypto.randomUUID()}`

function start(cookie: string, body: Record<string, unknown>) {
  return request('/api/create-payment-intent', { method: 'POST', cookie, json: { checkoutId: checkoutId(), ...body } })
}

const complete = (cookie: string, purchaseId: string, free = false) => request('/api/checkout/complete', { method: 'POST', cookie, json: { purchaseId, free } })

async function paymentIdOf(purchaseId: string) {
  return (await db().query.purchases.findFirst({ where: eq(purchases.id, purchaseId) }))!.providerPaymentId!
}

/** An event as Stripe sends it, signed with `key` at `timestamp`, posted from Stripe (another origin). */
async function webhook(type: string, object: Record<string, unknown>, { key = secret, timestamp, id = `evt_${crypto.randomUUID()}` }: { key?: string; timestamp?: number; id?: string } = {}) {
  const body = JSON.stringify({ id, object: 'event', type, data: { object } })
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret: key, timestamp, cryptoProvider })
  return SELF.fetch(`${ORIGIN}/api/webhooks/payments`, {
    method: 'POST',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json', origin: 'https://stripe.com' },
    body,
  })
}

const succeeded = (paymentId: string, amountCents: number) => ({ id: paymentId, object: 'payment_intent', amount: amountCents, amount_received: amountCents, status: 'succeeded' })
const refunded = (paymentId: string) => ({ id: `ch_${crypto.randomUUID()}`, object: 'charge', payment_intent: paymentId, refunded: true })

async function regionsOf(userId: string) {
  return (await db().select().from(userRegions).where(eq(userRegions.userId, userId))).map((row) => row.region).sort()
}

describe('prices live on the server', () => {
  it('ignores a tampered amount or credit count: $5 buys 20 credits, $10 a region and 20 credits', async () => {
    const { cookie, userId } = await family()
    const credits = await readJson<Started>(await start(cookie, { type: 'credits', amount: 0.01, credits: 5000 }))
    expect(credits).toMatchObject({ amount: '5.00', credits: 20, free: false, clientSecret: expect.stringMatching(/^pi_test_/) })
    const region = await readJson<Started>(await start(cookie, { type: 'region', region: 'Alaska', amount: 1 }))
    expect(region).toMatchObject({ amount: '10.00', credits: 20 })
    // Starting a checkout changes nothing yet.
    expect(await balance(userId)).toBe(50)
  })

  it('the default region is East & Other; an unknown or free region is refused', async () => {
    const { cookie } = await family()
    const started = await readJson<Started>(await start(cookie, { type: 'region' }))
    expect((await db().query.purchases.findFirst({ where: eq(purchases.id, started.purchaseId) }))?.region).toBe('East & Other')
    expect((await start(cookie, { type: 'region', region: 'Atlantis' })).status).toBe(400)
    expect((await start(cookie, { type: 'region', region: 'Intermountain' })).status).toBe(400)
  })

  it('a region already unlocked cannot be bought again', async () => {
    const { cookie, userId } = await family()
    await db().insert(userRegions).values({ userId, region: 'Pacific', source: 'purchase:x' })
    const response = await start(cookie, { type: 'region', region: 'Pacific' })
    expect(response.status).toBe(409)
    expect(await readJson(response)).toMatchObject({ title: 'Region Already Unlocked', message: 'You already have access to the Pacific region.' })
  })

  it('the same checkout asking twice gets the same purchase and payment', async () => {
    const { cookie } = await family()
    const id = checkoutId()
    const first = await readJson<Started>(await request('/api/create-payment-intent', { method: 'POST', cookie, json: { type: 'credits', checkoutId: id } }))
    const again = await readJson<Started>(await request('/api/create-payment-intent', { method: 'POST', cookie, json: { type: 'credits', checkoutId: id } }))
    expect(again.purchaseId).toBe(first.purchaseId)
    expect(await db().select().from(purchases).where(eq(purchases.id, first.purchaseId))).toHaveLength(1)
  })
})

describe('buying in test mode goes through the signed webhook', () => {
  it('credits: 20 more, a purchase ledger row, and the purchase listed', async () => {
    const { cookie, userId } = await family()
    const started = await readJson<Started>(await start(cookie, { type: 'credits' }))
    expect((await complete(cookie, started.purchaseId)).status).toBe(200)
    expect(await balance(userId)).toBe(70)
    const ledger = await db().select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'purchase')))
    expect(ledger).toEqual([expect.objectContaining({ delta: 20, reference: `purchase:${started.purchaseId}` })])
    expect(await readJson(await request('/api/purchases', { cookie }))).toEqual([
      expect.objectContaining({ id: started.purchaseId, region: null, credits: 20, amount: '5.00', status: 'succeeded' }),
    ])
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, await paymentIdOf(started.purchaseId)))).toHaveLength(1)
  })

  it('a region: unlocked with 20 credits', async () => {
    const { cookie, userId } = await family()
    const started = await readJson<Started>(await start(cookie, { type: 'region', region: 'Alaska' }))
    await complete(cookie, started.purchaseId)
    expect(await balance(userId)).toBe(70)
    expect(await regionsOf(userId)).toEqual(['Alaska', 'Intermountain'])
  })

  it("another family cannot complete someone's purchase", async () => {
    const owner = await family()
    const started = await readJson<Started>(await start(owner.cookie, { type: 'credits' }))
    const stranger = await family()
    expect((await complete(stranger.cookie, started.purchaseId)).status).toBe(404)
    expect(await balance(owner.userId)).toBe(50)
    expect(await balance(stranger.userId)).toBe(50)
  })

  it('the success address alone changes nothing', async () => {
    const { cookie, userId } = await family()
    const started = await readJson<Started>(await start(cookie, { type: 'credits' }))
    for (const path of [`/?purchase=success&purchaseId=${started.purchaseId}`, `/?payment=success&purchaseId=${started.purchaseId}`]) {
      expect((await request(path, { cookie })).status).toBe(200)
    }
    expect(await balance(userId)).toBe(50)
    expect((await db().query.purchases.findFirst({ where: eq(purchases.id, started.purchaseId) }))?.status).toBe('pending')
  })
})

describe('the payment webhook', () => {
  async function pendingPurchase(body: Record<string, unknown> = { type: 'credits' }) {
    const parent = await family()
    const started = await readJson<Started>(await start(parent.cookie, body))
    return { ...parent, started, paymentId: await paymentIdOf(started.purchaseId) }
  }

  it('refuses a bad signature, the wrong secret or an old timestamp with 400, writing nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { userId, paymentId } = await pendingPurchase()
    const attempts = [
      await webhook('payment_intent.succeeded', succeeded(paymentId, 500), { key: 'whsec_someone_else' }),
      await webhook('payment_intent.succeeded', succeeded(paymentId, 500), { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await SELF.fetch(`${ORIGIN}/api/webhooks/payments`, { method: 'POST', headers: { 'stripe-signature': 't=1,v1=deadbeef' }, body: '{"id":"evt_x","type":"payment_intent.succeeded"}' }),
      await SELF.fetch(`${ORIGIN}/api/webhooks/payments`, { method: 'POST', body: '{}' }),
    ]
    for (const response of attempts) expect(response.status).toBe(400)
    expect(await balance(userId)).toBe(50)
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))).toEqual([])
  })

  it('grants once for the same event three times in a row and three times at once', async () => {
    const { userId, paymentId } = await pendingPurchase()
    const id = `evt_${crypto.randomUUID()}`
    for (let i = 0; i < 3; i++) expect((await webhook('payment_intent.succeeded', succeeded(paymentId, 500), { id })).status).toBe(200)
    expect(await balance(userId)).toBe(70)

    const other = await pendingPurchase()
    const sameId = `evt_${crypto.randomUUID()}`
    const responses = await Promise.all(Array.from({ length: 3 }, () => webhook('payment_intent.succeeded', succeeded(other.paymentId, 500), { id: sameId })))
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
    expect(await balance(other.userId)).toBe(70)
    // Stripe may also send a second, different event for the same payment: still granted once.
    await webhook('payment_intent.succeeded', succeeded(other.paymentId, 500))
    expect(await balance(other.userId)).toBe(70)
  })

  it('refuses a payment of a different amount than the server priced: answered "ignored" and written to the audit log', async () => {
    const { userId, paymentId, started } = await pendingPurchase()
    const response = await webhook('payment_intent.succeeded', succeeded(paymentId, 1))
    expect(await readJson(response)).toEqual({ received: true, outcome: 'ignored' })
    expect(await balance(userId)).toBe(50)
    const audit = await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.targetType, 'purchase'), eq(adminAuditLog.targetId, started.purchaseId)))
    expect(audit).toEqual([expect.objectContaining({ action: 'payment.ignored', adminId: null, details: expect.objectContaining({ reason: 'paid 1 cents, priced 500' }) })])
  })

  it('a second success event for a paid purchase is "ignored", not "fulfilled"', async () => {
    const { userId, paymentId } = await pendingPurchase()
    expect(await readJson(await webhook('payment_intent.succeeded', succeeded(paymentId, 500)))).toEqual({ received: true, outcome: 'fulfilled' })
    expect(await readJson(await webhook('payment_intent.succeeded', succeeded(paymentId, 500)))).toEqual({ received: true, outcome: 'ignored' })
    expect(await balance(userId)).toBe(70)
  })

  it('a refund takes the credits back as far as the balance allows and locks the region again', async () => {
    const { cookie, userId, started, paymentId } = await pendingPurchase({ type: 'region', region: 'Pacific' })
    await complete(cookie, started.purchaseId)
    expect(await balance(userId)).toBe(70)
    // The family spent most of its credits before the refund.
    await db().update(users).set({ credits: 12 }).where(eq(users.id, userId))
    expect((await webhook('charge.refunded', refunded(paymentId))).status).toBe(200)
    expect(await balance(userId)).toBe(0)
    expect(await regionsOf(userId)).toEqual(['Intermountain'])
    const taken = await db().select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'purchase-refund')))
    expect(taken).toEqual([expect.objectContaining({ delta: -12 })])
    expect(await readJson(await request('/api/purchases', { cookie }))).toEqual([expect.objectContaining({ status: 'refunded' })])
    // The same refund again changes nothing.
    await webhook('charge.refunded', refunded(paymentId))
    expect(await db().select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'purchase-refund')))).toHaveLength(1)
  })

  it('a refund that arrives before the success event: nothing is ever granted', async () => {
    const { userId, paymentId, started } = await pendingPurchase({ type: 'region', region: 'Alaska' })
    await webhook('charge.refunded', refunded(paymentId))
    await webhook('payment_intent.succeeded', succeeded(paymentId, 1000))
    expect(await balance(userId)).toBe(50)
    expect(await regionsOf(userId)).toEqual(['Intermountain'])
    expect((await db().query.purchases.findFirst({ where: eq(purchases.id, started.purchaseId) }))?.status).toBe('refunded')
  })

  it('answers 200 to events it does not act on, so the provider stops resending them', async () => {
    expect((await webhook('customer.created', { id: 'cus_1', object: 'customer' })).status).toBe(200)
    expect((await webhook('payment_intent.succeeded', succeeded('pi_unknown', 500))).status).toBe(200)
  })
})

describe('discount codes', () => {
  async function code(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
    await db().insert(discountCodes).values(values)
    return values.code
  }
  const check = (cookie: string, body: Record<string, unknown>) => request('/api/discount-codes/check', { method: 'POST', cookie, json: body })

  it("WELCOME10, in any case, takes $2 off with the spec's message: $8.00 for a region", async () => {
    const { cookie } = await family()
    const checked = await check(cookie, { code: ' welcome10 ', type: 'region', region: 'Alaska' })
    expect(await readJson(checked)).toEqual({ code: 'WELCOME10', discountAmount: '2.00', description: 'You saved $2 with the WELCOME10 code.' })
    expect(await readJson(await start(cookie, { type: 'region', region: 'Alaska', discountCode: 'Welcome10' }))).toMatchObject({ amount: '8.00' })
  })

  it('an empty code and an unknown one get their messages', async () => {
    const { cookie } = await family()
    expect(await readJson(await check(cookie, { code: '  ', type: 'credits' }))).toEqual({ title: 'Enter Discount Code', message: 'Please enter a discount code to apply.' })
    expect(await readJson(await check(cookie, { code: 'FREESTUFF', type: 'credits' }))).toEqual({ title: 'Invalid Code', message: 'The discount code you entered is not valid.' })
    expect((await start(cookie, { type: 'credits', discountCode: 'FREESTUFF' })).status).toBe(400)
  })

  it('a percentage, an inactive code and a used-up one', async () => {
    const { cookie } = await family()
    const half = await code({ code: `HALF${Date.now()}`, discountPercent: 50 })
    const off = await code({ code: `OFF${Date.now()}`, discountCents: 100, active: false })
    const used = await code({ code: `USED${Date.now()}`, discountCents: 100, maxUsage: 2, usageCount: 2 })
    expect(await readJson(await start(cookie, { type: 'credits', discountCode: half }))).toMatchObject({ amount: '2.50' })
    for (const name of [off, used]) expect(await readJson(await check(cookie, { code: name, type: 'credits' }))).toMatchObject({ title: 'Invalid Code' })
  })

  it('never below $0; a 100% discount completes without a card and is counted', async () => {
    const { cookie, userId } = await family()
    const big = await code({ code: `BIG${Date.now()}`, discountCents: 5000 })
    const started = await readJson<Started>(await start(cookie, { type: 'credits', discountCode: big }))
    expect(started).toMatchObject({ amount: '0.00', free: true, clientSecret: null })
    expect((await complete(cookie, started.purchaseId, true)).status).toBe(200)
    expect(await balance(userId)).toBe(70)
    expect((await db().query.discountCodes.findFirst({ where: eq(discountCodes.code, big) }))?.usageCount).toBe(1)
  })

  it('counts uses at fulfilment and never promises a code to more checkouts than it has uses left, even 10 at once', async () => {
    const limited = await code({ code: `FEW${Date.now()}`, discountCents: 100, maxUsage: 3 })
    const buyers = await Promise.all(Array.from({ length: 10 }, () => family()))
    const responses = await Promise.all(buyers.map((buyer) => start(buyer.cookie, { type: 'credits', discountCode: limited })))
    const held = responses.filter((response) => response.status === 200)
    expect(held).toHaveLength(3)
    for (const refused of responses.filter((response) => response.status !== 200)) {
      expect(await readJson(refused)).toMatchObject({ title: 'Invalid Code', message: 'This discount code has been used up. Remove it to pay the full price.' })
    }
    const started = await Promise.all(responses.map(async (response) => (response.status === 200 ? readJson<Started>(response) : null)))
    await Promise.all(buyers.map((buyer, i) => (started[i] ? complete(buyer.cookie, started[i]!.purchaseId) : null)))
    expect((await db().query.discountCodes.findFirst({ where: eq(discountCodes.code, limited) }))?.usageCount).toBe(3)
    // The three who held a use paid $4 and got their credits; the others were told before paying anything.
    const balances = await Promise.all(buyers.map((buyer) => balance(buyer.userId)))
    expect(balances.filter((b) => b === 70)).toHaveLength(3)
    expect(balances.filter((b) => b === 50)).toHaveLength(7)
  })

  it('five checkouts with one single-use 100% code leave exactly one free purchase', async () => {
    const once = await code({ code: `ONCE${Date.now()}`, discountPercent: 100, maxUsage: 1 })
    const { cookie, userId } = await family()
    const responses = []
    for (let i = 0; i < 5; i++) responses.push(await start(cookie, { type: 'credits', discountCode: once }))
    expect(responses.map((response) => response.status)).toEqual([200, 400, 400, 400, 400])
    const first = await readJson<Started>(responses[0])
    expect(first).toMatchObject({ free: true, amount: '0.00' })
    expect((await complete(cookie, first.purchaseId, true)).status).toBe(200)
    // Completing it again, or as a paid purchase, gives nothing more.
    await complete(cookie, first.purchaseId, true)
    await complete(cookie, first.purchaseId)
    expect(await balance(userId)).toBe(70)
    expect((await db().query.discountCodes.findFirst({ where: eq(discountCodes.code, once) }))?.usageCount).toBe(1)
    // The code is spent: a new checkout hears so before anything else happens.
    expect(await readJson(await start(cookie, { type: 'credits', discountCode: once }))).toMatchObject({ title: 'Invalid Code' })
  })

  it('a checkout whose hold lapsed while another used the last use is refused at fulfilment, with nothing given or charged', async () => {
    const once = await code({ code: `LAPSE${Date.now()}`, discountPercent: 50, maxUsage: 1 })
    const slow = await family()
    const quick = await family()
    const slowStart = await readJson<Started>(await start(slow.cookie, { type: 'credits', discountCode: once }))
    // The slow checkout's hold runs out (30 minutes); another family takes the last use and pays.
    await db().update(purchases).set({ holdUntil: new Date(Date.now() - 1000) }).where(eq(purchases.id, slowStart.purchaseId))
    const quickStart = await readJson<Started>(await start(quick.cookie, { type: 'credits', discountCode: once }))
    expect((await complete(quick.cookie, quickStart.purchaseId)).status).toBe(200)
    // Before paying, the slow checkout asks to pay: refused, nothing charged.
    const confirm = await request('/api/checkout/confirm', { method: 'POST', cookie: slow.cookie, json: { purchaseId: slowStart.purchaseId } })
    expect(confirm.status).toBe(409)
    expect(await readJson(confirm)).toMatchObject({ message: 'This discount code has been used up. Remove it to pay the full price.' })
    // Even if its payment reached fulfilment anyway, it is refused, never given away.
    const completed = await complete(slow.cookie, slowStart.purchaseId)
    expect(completed.status).toBe(409)
    expect(await readJson(completed)).toMatchObject({ message: 'The discount code was used up before this purchase went through. Nothing was charged.' })
    expect(await balance(slow.userId)).toBe(50)
    expect(await balance(quick.userId)).toBe(70)
    expect((await db().query.discountCodes.findFirst({ where: eq(discountCodes.code, once) }))?.usageCount).toBe(1)
    expect(await readJson(await request(`/api/purchases/${slowStart.purchaseId}`, { cookie: slow.cookie }))).toMatchObject({ status: 'refused' })
  })

  it('taking the code off lets go of its hold, so another family can use it', async () => {
    const once = await code({ code: `FREEUP${Date.now()}`, discountCents: 100, maxUsage: 1 })
    const first = await family()
    const id = checkoutId()
    expect((await request('/api/create-payment-intent', { method: 'POST', cookie: first.cookie, json: { checkoutId: id, type: 'credits', discountCode: once } })).status).toBe(200)
    expect((await start((await family()).cookie, { type: 'credits', discountCode: once })).status).toBe(400)
    expect((await request('/api/create-payment-intent', { method: 'POST', cookie: first.cookie, json: { checkoutId: id, type: 'credits' } })).status).toBe(200)
    expect((await start((await family()).cookie, { type: 'credits', discountCode: once })).status).toBe(200)
  })
})

describe('a region is paid for once', () => {
  it('three checkouts for one region completed at once: one unlocks it, the others are refused and charge nothing', async () => {
    const { cookie, userId } = await family()
    const started = await Promise.all(Array.from({ length: 3 }, async () => readJson<Started>(await start(cookie, { type: 'region', region: 'Alaska' }))))
    const responses = await Promise.all(started.map((purchase) => complete(cookie, purchase.purchaseId)))
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409])
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(await readJson(refused)).toMatchObject({ title: 'Region Already Unlocked', message: 'You already have access to the Alaska region. Nothing was charged.' })
    }
    expect(await balance(userId)).toBe(70)
    expect(await regionsOf(userId)).toEqual(['Alaska', 'Intermountain'])
    const rows = await db().select().from(purchases).where(eq(purchases.userId, userId))
    expect(rows.map((row) => row.status).sort()).toEqual(['refused', 'refused', 'succeeded'])
    expect(rows.filter((row) => row.status === 'refused').every((row) => row.refusal === 'region-owned')).toBe(true)
  })

  it('a card payment for a region unlocked meanwhile is stopped before the charge, or refunded after it', async () => {
    const { cookie, userId } = await family()
    const first = await readJson<Started>(await start(cookie, { type: 'region', region: 'Pacific' }))
    const second = await readJson<Started>(await start(cookie, { type: 'region', region: 'Pacific' }))
    expect((await complete(cookie, first.purchaseId)).status).toBe(200)
    // The other tab asks to pay: stopped before the card is charged.
    const confirm = await request('/api/checkout/confirm', { method: 'POST', cookie, json: { purchaseId: second.purchaseId } })
    expect(confirm.status).toBe(409)
    expect(await readJson(confirm)).toMatchObject({ title: 'Region Already Unlocked' })
    // A card payment that got through anyway (a Stripe purchase): refused at fulfilment and queued for a refund.
    await db().update(purchases).set({ provider: 'stripe' }).where(eq(purchases.id, second.purchaseId))
    const sent = vi.spyOn(env.JOBS, 'send')
    const response = await webhook('payment_intent.succeeded', succeeded(await paymentIdOf(second.purchaseId), 1000))
    expect(await readJson(response)).toEqual({ received: true, outcome: 'refused' })
    expect(sent).toHaveBeenCalledWith({ kind: 'refund-purchase', purchaseId: second.purchaseId })
    expect(await balance(userId)).toBe(70)
    expect(await readJson(await request(`/api/purchases/${second.purchaseId}`, { cookie }))).toMatchObject({
      status: 'refused',
      refusal: 'You already have access to the Pacific region. Your payment is being refunded in full.',
    })
    // Stripe's refund event then closes it as refunded, taking nothing back from the family.
    await webhook('charge.refunded', refunded(await paymentIdOf(second.purchaseId)))
    expect(await balance(userId)).toBe(70)
    expect(await regionsOf(userId)).toEqual(['Intermountain', 'Pacific'])
    expect((await db().query.purchases.findFirst({ where: eq(purchases.id, second.purchaseId) }))?.status).toBe('refunded')
  })

  it('the refund job asks Stripe once per purchase (its idempotency key) and only for a refused card payment', async () => {
    const calls: { url: string; body: URLSearchParams; idempotencyKey: string | null }[] = []
    const stripeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input as RequestInfo, init as RequestInit)
      if (!request.url.startsWith('https://api.stripe.com/v1/refunds')) throw new Error(`Unexpected outbound request to ${request.url}`)
      calls.push({ url: request.url, body: new URLSearchParams(await request.text()), idempotencyKey: request.headers.get('idempotency-key') })
      return Response.json({ id: 're_1', object: 'refund', amount: 1000, status: 'succeeded' })
    })
    const provider = createStripeProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: 'whsec_abc', fetch: stripeFetch as unknown as typeof fetch })
    const { userId } = await family()
    const base = { userId, kind: 'region' as const, region: 'Alaska', credits: 20, listCents: 1000, amountCents: 1000, provider: 'stripe' as const }
    await db().insert(purchases).values([
      { ...base, id: `refused-${userId}`, status: 'refused', refusal: 'region-owned', providerPaymentId: `pi_refused_${userId}` },
      { ...base, id: `paid-${userId}`, status: 'succeeded', providerPaymentId: `pi_paid_${userId}` },
    ])
    expect(await refundRefusedPurchase(db(), provider, `refused-${userId}`)).toBe('refunded')
    expect(await refundRefusedPurchase(db(), provider, `paid-${userId}`)).toBe('skipped')
    expect(calls).toHaveLength(1)
    expect(calls[0].idempotencyKey).toBe(`refund-refused-${userId}`)
    expect(calls[0].body.get('payment_intent')).toBe(`pi_refused_${userId}`)
  })
})

describe('the Stripe adapter', () => {
  it('creates a PaymentIntent with the server amount, metadata and a stable Idempotency-Key', async () => {
    const calls: { url: string; body: URLSearchParams; idempotencyKey: string | null; auth: string | null }[] = []
    const stripeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input as RequestInfo, init as RequestInit)
      if (!request.url.startsWith('https://api.stripe.com/v1/payment_intents')) throw new Error(`Unexpected outbound request to ${request.url}`)
      calls.push({ url: request.url, body: new URLSearchParams(await request.text()), idempotencyKey: request.headers.get('idempotency-key'), auth: request.headers.get('authorization') })
      return Response.json({ id: 'pi_123', object: 'payment_intent', client_secret: 'pi_123_secret_abc', amount: 800, currency: 'usd' })
    })
    const provider = createStripeProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: 'whsec_abc', fetch: stripeFetch as unknown as typeof fetch })
    const payment = { purchaseId: 'p1', userId: 'u1', amountCents: 800, description: 'East & Other Region + 20 Credits', metadata: { kind: 'region', region: 'East & Other', discountCode: 'WELCOME10', credits: '20' }, idempotencyKey: 'purchase-p1' }
    expect(await provider.createPayment(payment)).toEqual({ ok: true, value: { paymentId: 'pi_123', clientSecret: 'pi_123_secret_abc' } })
    await provider.createPayment(payment)
    expect(calls).toHaveLength(2)
    expect(calls[0].auth).toBe('Bearer sk_test_123')
    expect(calls[0].idempotencyKey).toBe('purchase-p1')
    expect(calls[1].idempotencyKey).toBe('purchase-p1')
    expect(Object.fromEntries(calls[0].body)).toMatchObject({
      amount: '800',
      currency: 'usd',
      'metadata[purchaseId]': 'p1',
      'metadata[userId]': 'u1',
      'metadata[kind]': 'region',
      'metadata[region]': 'East & Other',
      'metadata[discountCode]': 'WELCOME10',
      'metadata[credits]': '20',
      'automatic_payment_methods[enabled]': 'true',
    })
  })

  it('reads a Stripe-signed event and refuses one signed with another secret', async () => {
    const provider = createStripeProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: 'whsec_abc' })
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: succeeded('pi_9', 500) } })
    const good = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret: 'whsec_abc', cryptoProvider })
    const bad = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret: 'whsec_other', cryptoProvider })
    expect(await provider.readEvent(body, good)).toEqual({ ok: true, value: { id: 'evt_1', type: 'payment.succeeded', paymentId: 'pi_9', amountCents: 500 } })
    expect((await provider.readEvent(body, bad)).ok).toBe(false)
  })

  it('the production Worker sells nothing without Stripe keys', () => {
    expect(() => parseEnv({ APP_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), STRIPE_SECRET_KEY: 'sk_live_only' })).toThrow(/all three/)
  })
})
