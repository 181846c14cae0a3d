import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { RegionName } from '~/data/park-types'
import type { Db } from '~/db/client.server'
import { creditLedger, purchases, userRegions, type PurchaseRow } from '~/db/schema'
import type { PaymentEvent, PaymentProvider } from '~/providers/payments/payments'
import type { TestPaymentProvider } from '~/providers/payments/test-provider.server'
import { sha256Hex } from '~/utils/crypto.server'
import { toCreditHistoryEntry } from './credits.server'
import { checkDiscountCode, countDiscountUseStatement } from './discount.server'
import { checkoutOption, type PurchaseRequest } from './pricing.server'
import { listUnlockedRegions } from './regions.server'
import { isUniqueViolation } from '~/db/errors'

type Failure = { ok: false; status: 400 | 402 | 404 | 409 | 503; title?: string; message: string }
const fail = (status: Failure['status'], message: string, title?: string): Failure => ({ ok: false, status, message, title })

export const PAYMENTS_UNAVAILABLE = 'Purchases are not available right now. Please try again later.'

export interface PurchaseView {
  id: string
  region: string | null
  credits: number
  /** Dollars as a decimal string (spec section 3). */
  amount: string
  status: PurchaseRow['status']
  createdAt: string
}

export const toPurchaseView = (row: PurchaseRow): PurchaseView => ({
  id: row.id,
  region: row.region,
  credits: row.credits,
  amount: (row.amountCents / 100).toFixed(2),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
})

export const regionAlreadyUnlocked = (region: string) =>
  fail(409, `You already have access to the ${region} region.`, 'Region Already Unlocked')

/**
 * Starts (or picks up) a purchase: the server prices what the parent asked for, applies a valid
 * discount, records the purchase and asks the provider for a payment. The same checkout asking again
 * with the same choices gets the same purchase and, through the idempotency key, the same payment.
 */
export async function startPurchase(
  db: Db,
  provider: PaymentProvider | null,
  input: { userId: string; request: PurchaseRequest; discountCode: string | null; checkoutId: string },
) {
  if (!provider) return fail(503, PAYMENTS_UNAVAILABLE)
  if (input.request.kind === 'region' && (await listUnlockedRegions(db, input.userId)).includes(input.request.region)) {
    return regionAlreadyUnlocked(input.request.region)
  }
  const option = checkoutOption(input.request)
  let discountCents = 0
  let code: string | null = null
  if (input.discountCode) {
    const discount = await checkDiscountCode(db, input.discountCode, option.listCents)
    if (!discount.ok) return fail(400, discount.message, discount.title)
    discountCents = discount.discountCents
    code = discount.code
  }
  const amountCents = option.listCents - discountCents
  const id = (await sha256Hex([input.userId, input.checkoutId, option.kind, option.region ?? '', code ?? ''].join('|'))).slice(0, 32)
  const free = amountCents === 0
  await db
    .insert(purchases)
    .values({
      id,
      userId: input.userId,
      kind: option.kind,
      region: option.region,
      credits: option.credits,
      listCents: option.listCents,
      discountCents,
      amountCents,
      discountCode: code,
      provider: free ? 'free' : provider.name,
    })
    .onConflictDoNothing()
  const purchase = await db.query.purchases.findFirst({ where: and(eq(purchases.id, id), eq(purchases.userId, input.userId)) })
  if (!purchase) return fail(409, 'This checkout changed. Please reload the page.')
  if (purchase.status !== 'pending') return fail(409, 'This purchase is already complete.')
  if (free) return { ok: true as const, purchase: toPurchaseView(purchase), amountCents, clientSecret: null, free: true }

  const payment = await provider.createPayment({
    purchaseId: id,
    userId: input.userId,
    amountCents,
    description: option.label,
    metadata: { kind: option.kind, region: option.region ?? '', discountCode: code ?? '', credits: String(option.credits) },
    idempotencyKey: `purchase-${id}`,
  })
  if (!payment.ok) {
    console.warn(`[payments] ${payment.error}`)
    return fail(503, 'Failed to initialize payment. Please try again.')
  }
  await db.update(purchases).set({ providerPaymentId: payment.value.paymentId }).where(and(eq(purchases.id, id), eq(purchases.status, 'pending')))
  return { ok: true as const, purchase: toPurchaseView(purchase), amountCents, clientSecret: payment.value.clientSecret, free: false }
}

export type EventOutcome = 'fulfilled' | 'refunded' | 'duplicate' | 'ignored' | 'unknown-payment'

/** The SQL condition "this event fulfilled purchase ?P" for the statements that follow it. */
const fulfilledBy = (purchaseId: string, eventId: string) =>
  `exists (select 1 from purchases where id = '${purchaseId.replace(/'/g, "''")}' and fulfilled_by_event = '${eventId.replace(/'/g, "''")}')`
const refundedBy = (purchaseId: string, eventId: string) =>
  `exists (select 1 from purchases where id = '${purchaseId.replace(/'/g, "''")}' and refunded_by_event = '${eventId.replace(/'/g, "''")}' and fulfilled_by_event is not null)`

/**
 * Fulfils a purchase from a verified provider event, exactly once: the event is recorded by its id
 * in the same D1 batch (a transaction) that marks the purchase paid and grants its credits, region
 * and discount use, so a replayed or concurrent event fails on the event's primary key and changes
 * nothing. A purchase refunded before its success event never grants anything.
 */
export async function handlePaymentEvent(db: Db, event: PaymentEvent): Promise<EventOutcome> {
  const d1 = db.$client
  const record = d1.prepare('insert into payment_events (id, type, payment_id) values (?1, ?2, ?3)').bind(event.id, event.type === 'ignored' ? event.providerType : event.type, event.paymentId)
  const purchase = event.paymentId ? await db.query.purchases.findFirst({ where: eq(purchases.providerPaymentId, event.paymentId) }) : undefined
  if (event.type === 'ignored' || !purchase) {
    try {
      await record.run()
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate'
      throw error
    }
    return purchase ? 'ignored' : 'unknown-payment'
  }
  const now = Date.now()
  try {
    if (event.type === 'payment.succeeded') {
      const granted = fulfilledBy(purchase.id, event.id)
      await d1.batch([
        record,
        // The amount paid must be the amount the server priced.
        d1
          .prepare("update purchases set status = 'succeeded', fulfilled_by_event = ?2, fulfilled_at = ?3, updated_at = ?3 where id = ?1 and status = 'pending' and amount_cents = ?4")
          .bind(purchase.id, event.id, now, event.amountCents),
        d1.prepare(`update users set credits = credits + ?2 where id = ?1 and ${granted}`).bind(purchase.userId, purchase.credits),
        d1
          .prepare(`insert into credit_ledger (user_id, delta, reason, reference) select ?1, ?2, 'purchase', ?3 where ${granted}`)
          .bind(purchase.userId, purchase.credits, `purchase:${purchase.id}`),
        d1
          .prepare(`insert or ignore into user_regions (user_id, region, source) select ?1, ?2, ?3 where ?2 is not null and ${granted}`)
          .bind(purchase.userId, purchase.region, `purchase:${purchase.id}`),
        ...(purchase.discountCode ? [countDiscountUseStatement(db, purchase.discountCode, granted)] : []),
      ])
      return 'fulfilled'
    }
    const takenBack = refundedBy(purchase.id, event.id)
    const reference = `purchase-refund:${purchase.id}`
    await d1.batch([
      record,
      d1.prepare("update purchases set status = 'refunded', refunded_by_event = ?2, refunded_at = ?3, updated_at = ?3 where id = ?1 and status in ('pending', 'succeeded')").bind(purchase.id, event.id, now),
      // Credits come back as far as the balance allows: a family may already have spent them.
      d1
        .prepare(`insert into credit_ledger (user_id, delta, reason, reference) select id, -min(credits, ?2), 'purchase-refund', ?3 from users where id = ?1 and ${takenBack}`)
        .bind(purchase.userId, purchase.credits, reference),
      d1
        .prepare(`update users set credits = credits + (select delta from credit_ledger where reference = ?2) where id = ?1 and ${takenBack}`)
        .bind(purchase.userId, reference),
      d1.prepare(`delete from user_regions where user_id = ?1 and source = ?2 and ${takenBack}`).bind(purchase.userId, `purchase:${purchase.id}`),
    ])
    return 'refunded'
  } catch (error) {
    if (isUniqueViolation(error, 'payment_events')) return 'duplicate'
    throw error
  }
}

/**
 * POST /api/webhooks/payments: the one door through which money turns into credits. The body is
 * read raw so its signature can be checked; an unsigned, forged or stale event changes nothing.
 */
export async function receivePaymentWebhook(db: Db, provider: PaymentProvider | null, { body, signature }: { body: string; signature: string | null }) {
  if (!provider) return fail(503, PAYMENTS_UNAVAILABLE)
  const event = await provider.readEvent(body, signature)
  if (!event.ok) {
    console.warn(`[payments] refused a webhook: ${event.error}`)
    return fail(400, 'Invalid signature')
  }
  return { ok: true as const, outcome: await handlePaymentEvent(db, event.value) }
}

/**
 * Test mode's "Complete Purchase": the test provider signs a payment_intent.succeeded event and hands
 * it to the same webhook handler a real payment reaches.
 */
export async function confirmTestPayment(db: Db, provider: TestPaymentProvider, { purchaseId, userId }: { purchaseId: string; userId: string }) {
  const purchase = await db.query.purchases.findFirst({ where: and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)) })
  if (!purchase?.providerPaymentId || purchase.provider !== 'test') return fail(404, 'Purchase not found')
  if (purchase.status !== 'pending') return { ok: true as const, outcome: 'duplicate' as const }
  return receivePaymentWebhook(db, provider, await provider.signSucceeded(purchase.providerPaymentId, purchase.amountCents))
}

/** A free purchase (a 100% discount) is fulfilled by the same path, with an event of its own. */
export async function completeFreePurchase(db: Db, { purchaseId, userId }: { purchaseId: string; userId: string }) {
  const purchase = await db.query.purchases.findFirst({ where: and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)) })
  if (!purchase || purchase.amountCents !== 0) return fail(404, 'Purchase not found')
  const paymentId = `free_${purchase.id}`
  await db.update(purchases).set({ providerPaymentId: paymentId }).where(and(eq(purchases.id, purchase.id), eq(purchases.status, 'pending')))
  await handlePaymentEvent(db, { id: `evt_free_${purchase.id}`, type: 'payment.succeeded', paymentId, amountCents: 0 })
  return { ok: true as const }
}

/** A purchase of this parent, for the success message after paying. */
export async function getPurchase(db: Db, { id, userId }: { id: string; userId: string }) {
  const row = await db.query.purchases.findFirst({ where: and(eq(purchases.id, id), eq(purchases.userId, userId)) })
  return row ? toPurchaseView(row) : null
}

/** The parent's purchase history, newest first: paid and refunded ones (not abandoned checkouts). */
export async function listPurchases(db: Db, userId: string, limit?: number) {
  const query = db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.status, ['succeeded', 'refunded'])))
    .orderBy(desc(purchases.createdAt))
  const rows = limit ? await query.limit(limit) : await query
  return rows.map(toPurchaseView)
}

/**
 * The account's Credits tab in one trip to D1: unlocked regions, purchase history and the newest
 * credit history rows.
 */
export async function getCreditsOverview(db: Db, userId: string, { historyLimit = 50 } = {}) {
  const [regions, bought, ledger] = await db.batch([
    db.select({ region: userRegions.region }).from(userRegions).where(eq(userRegions.userId, userId)).orderBy(asc(userRegions.createdAt)),
    db
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, userId), inArray(purchases.status, ['succeeded', 'refunded'])))
      .orderBy(desc(purchases.createdAt)),
    db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(desc(creditLedger.id)).limit(historyLimit),
  ])
  return {
    unlockedRegions: regions.map((row) => row.region as RegionName),
    purchases: bought.map(toPurchaseView),
    history: ledger.map(toCreditHistoryEntry),
  }
}
