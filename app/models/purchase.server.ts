import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { RegionName } from '~/data/park-types'
import type { Db } from '~/db/client.server'
import { creditLedger, purchases, userRegions, type PurchaseRow } from '~/db/schema'
import type { PaymentEvent, PaymentProvider } from '~/providers/payments/payments'
import type { TestPaymentProvider } from '~/providers/payments/test-provider.server'
import { sha256Hex } from '~/utils/crypto.server'
import { toCreditHistoryEntry } from './credits.server'
import { checkDiscountCode, CODE_USED_UP, codeHasUseLeft, countDiscountUseStatement, holdDiscountUseStatement } from './discount.server'
import { auditStatement } from './audit-log.server'
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
  /** Why a refused purchase was not fulfilled, in words for the family; null otherwise. */
  refusal: string | null
  createdAt: string
}

/** What the family reads when a purchase could not be fulfilled (and a card payment was refunded). */
export function refusalMessage(row: Pick<PurchaseRow, 'refusal' | 'region' | 'provider'>): string | null {
  const refunded = row.provider === 'stripe' ? ' Your payment is being refunded in full.' : ' Nothing was charged.'
  if (row.refusal === 'code-used-up') return `The discount code was used up before this purchase went through.${refunded}`
  if (row.refusal === 'region-owned') return `You already have access to the ${row.region} region.${refunded}`
  return null
}

export const toPurchaseView = (row: PurchaseRow): PurchaseView => ({
  id: row.id,
  region: row.region,
  credits: row.credits,
  amount: (row.amountCents / 100).toFixed(2),
  status: row.status,
  refusal: refusalMessage(row),
  createdAt: row.createdAt.toISOString(),
})

export const regionAlreadyUnlocked = (region: string) =>
  fail(409, `You already have access to the ${region} region.`, 'Region Already Unlocked')

/**
 * Starts (or picks up) a purchase: the server prices what the parent asked for, applies a valid
 * discount, records the purchase and asks the provider for a payment. The same checkout asking again
 * with the same choices gets the same purchase and, through the idempotency key, the same payment.
 * A limited discount code is held for this checkout (discount.server.ts): if no use is left, the
 * parent hears so now, before any payment exists.
 */
export async function startPurchase(
  db: Db,
  provider: PaymentProvider | null,
  input: { userId: string; request: PurchaseRequest; discountCode: string | null; checkoutId: string; now?: number },
) {
  if (!provider) return fail(503, PAYMENTS_UNAVAILABLE)
  if (input.request.kind === 'region' && (await listUnlockedRegions(db, input.userId)).includes(input.request.region)) {
    return regionAlreadyUnlocked(input.request.region)
  }
  const now = input.now ?? Date.now()
  const option = checkoutOption(input.request)
  let discountCents = 0
  let code: string | null = null
  let limited = false
  if (input.discountCode) {
    const discount = await checkDiscountCode(db, input.discountCode, option.listCents, { now })
    if (!discount.ok) return fail(400, discount.message, discount.title)
    discountCents = discount.discountCents
    code = discount.code
    limited = discount.limited
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
  if (code && limited) {
    const held = await holdDiscountUseStatement(db, { purchaseId: id, code, now }).run()
    if (held.meta.changes !== 1) return fail(400, CODE_USED_UP, 'Invalid Code')
  } else {
    // The parent took the code off (or chose something else): their other checkouts let go of theirs.
    await db.$client
      .prepare("update purchases set hold_until = null where user_id = ?1 and status = 'pending' and id <> ?2 and hold_until is not null")
      .bind(input.userId, id)
      .run()
  }
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

/**
 * POST /api/checkout/confirm, just before the browser asks Stripe to charge the card: the purchase
 * must still be one the family can be given. A region unlocked meanwhile (another tab, another
 * parent of the family) or a code whose last use went to another checkout stops the payment here,
 * before anything is charged; the hold on the code is renewed for the minutes the payment takes.
 */
export async function prepareToPay(db: Db, { purchaseId, userId, now = Date.now() }: { purchaseId: string; userId: string; now?: number }) {
  const purchase = await db.query.purchases.findFirst({ where: and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)) })
  if (!purchase) return fail(404, 'Purchase not found')
  if (purchase.status !== 'pending') return fail(409, 'This purchase is already complete.')
  if (purchase.region && (await listUnlockedRegions(db, userId)).includes(purchase.region as RegionName)) return regionAlreadyUnlocked(purchase.region)
  if (purchase.discountCode) {
    const held = await holdDiscountUseStatement(db, { purchaseId, code: purchase.discountCode, now }).run()
    if (held.meta.changes !== 1) return fail(409, CODE_USED_UP, 'Invalid Code')
  }
  return { ok: true as const }
}

export type EventOutcome = 'fulfilled' | 'refused' | 'refunded' | 'duplicate' | 'ignored' | 'unknown-payment'

/** The SQL condition "this event fulfilled purchase ?P" for the statements that follow it. */
const fulfilledBy = (purchaseId: string, eventId: string) =>
  `exists (select 1 from purchases where id = '${purchaseId.replace(/'/g, "''")}' and fulfilled_by_event = '${eventId.replace(/'/g, "''")}')`
const refundedBy = (purchaseId: string, eventId: string) =>
  `exists (select 1 from purchases where id = '${purchaseId.replace(/'/g, "''")}' and refunded_by_event = '${eventId.replace(/'/g, "''")}' and fulfilled_by_event is not null)`

/** Who the audit log names for what the payment provider's events did. */
const PAYMENTS_ACTOR = { id: null, email: 'payments (webhook)' }

/**
 * Fulfils a purchase from a verified provider event, exactly once: the event is recorded by its id
 * in the same D1 batch (a transaction) that marks the purchase paid and grants its credits, region
 * and discount use, so a replayed or concurrent event fails on the event's primary key and changes
 * nothing. What the purchase gives is decided here, where it is fulfilled: a region the family
 * already has, or a discount code with no use left, refuses the purchase (and a card payment is
 * refunded, `refund-purchase` job) instead of granting it twice or for free. A purchase refunded
 * before its success event never grants anything. An event that changes nothing (an amount that does
 * not match, a second success for a paid purchase) is `ignored` and written to the audit log.
 */
export async function handlePaymentEvent(db: Db, event: PaymentEvent, { onRefused }: { onRefused?: (purchase: PurchaseRow) => Promise<void> } = {}): Promise<EventOutcome> {
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
  const ignored = (reason: string) =>
    auditStatement(db, PAYMENTS_ACTOR, { action: 'payment.ignored', targetType: 'purchase', targetId: purchase.id, details: { event: event.id, type: event.type, reason } })
  try {
    if (event.type === 'payment.succeeded') {
      const granted = fulfilledBy(purchase.id, event.id)
      // What the purchase may still give, decided in the same transaction that gives it.
      const stillValid = [
        purchase.discountCode ? codeHasUseLeft(purchase.discountCode) : '1',
        `(region is null or not exists (select 1 from user_regions owned where owned.user_id = purchases.user_id and owned.region = purchases.region))`,
      ].join(' and ')
      await d1.batch([
        record,
        // The amount paid must be the amount the server priced.
        d1
          .prepare(`update purchases set status = 'succeeded', fulfilled_by_event = ?2, fulfilled_at = ?3, updated_at = ?3, hold_until = null where id = ?1 and status = 'pending' and amount_cents = ?4 and ${stillValid}`)
          .bind(purchase.id, event.id, now, event.amountCents),
        d1.prepare(`update users set credits = credits + ?2 where id = ?1 and ${granted}`).bind(purchase.userId, purchase.credits),
        d1
          .prepare(`insert into credit_ledger (user_id, delta, reason, reference) select ?1, ?2, 'purchase', ?3 where ${granted}`)
          .bind(purchase.userId, purchase.credits, `purchase:${purchase.id}`),
        d1
          .prepare(`insert or ignore into user_regions (user_id, region, source) select ?1, ?2, ?3 where ?2 is not null and ${granted}`)
          .bind(purchase.userId, purchase.region, `purchase:${purchase.id}`),
        ...(purchase.discountCode ? [countDiscountUseStatement(db, purchase.discountCode, granted)] : []),
        // Paid the right amount, still pending, but no longer valid: refused, with the reason.
        d1
          .prepare(
            `update purchases set status = 'refused', hold_until = null, updated_at = ?3, refusal = case when region is not null and exists (select 1 from user_regions owned where owned.user_id = purchases.user_id and owned.region = purchases.region) then 'region-owned' else 'code-used-up' end
             where id = ?1 and status = 'pending' and amount_cents = ?2 and fulfilled_by_event is null`,
          )
          .bind(purchase.id, event.amountCents, now),
      ])
      const after = await db.query.purchases.findFirst({ where: eq(purchases.id, purchase.id) })
      if (after?.fulfilledByEvent === event.id) return 'fulfilled'
      if (after?.status === 'refused' && purchase.status === 'pending') {
        await auditStatement(db, PAYMENTS_ACTOR, { action: 'payment.refused', targetType: 'purchase', targetId: purchase.id, details: { event: event.id, reason: after.refusal } })
        await onRefused?.(after)
        return 'refused'
      }
      await ignored(purchase.status !== 'pending' ? `the purchase was already ${purchase.status}` : `paid ${event.amountCents} cents, priced ${purchase.amountCents}`)
      return 'ignored'
    }
    const takenBack = refundedBy(purchase.id, event.id)
    const reference = `purchase-refund:${purchase.id}`
    await d1.batch([
      record,
      d1
        .prepare("update purchases set status = 'refunded', refunded_by_event = ?2, refunded_at = ?3, updated_at = ?3, hold_until = null where id = ?1 and status in ('pending', 'succeeded', 'refused')")
        .bind(purchase.id, event.id, now),
      // Credits come back as far as the balance allows: a family may already have spent them.
      d1
        .prepare(`insert into credit_ledger (user_id, delta, reason, reference) select id, -min(credits, ?2), 'purchase-refund', ?3 from users where id = ?1 and ${takenBack}`)
        .bind(purchase.userId, purchase.credits, reference),
      d1
        .prepare(`update users set credits = credits + (select delta from credit_ledger where reference = ?2) where id = ?1 and ${takenBack}`)
        .bind(purchase.userId, reference),
      d1.prepare(`delete from user_regions where user_id = ?1 and source = ?2 and ${takenBack}`).bind(purchase.userId, `purchase:${purchase.id}`),
    ])
    const after = await db.query.purchases.findFirst({ where: eq(purchases.id, purchase.id) })
    if (after?.refundedByEvent === event.id) return 'refunded'
    await ignored(`the purchase was already ${purchase.status}`)
    return 'ignored'
  } catch (error) {
    if (isUniqueViolation(error, 'payment_events')) return 'duplicate'
    throw error
  }
}

/** What to do with a refused card payment: queue its refund (workers/jobs/refund-purchase.ts). */
export type RefundRefused = (purchase: PurchaseRow) => Promise<void>

/**
 * POST /api/webhooks/payments: the one door through which money turns into credits. The body is
 * read raw so its signature can be checked; an unsigned, forged or stale event changes nothing.
 */
export async function receivePaymentWebhook(
  db: Db,
  provider: PaymentProvider | null,
  { body, signature }: { body: string; signature: string | null },
  refundRefused?: RefundRefused,
) {
  if (!provider) return fail(503, PAYMENTS_UNAVAILABLE)
  const event = await provider.readEvent(body, signature)
  if (!event.ok) {
    console.warn(`[payments] refused a webhook: ${event.error}`)
    return fail(400, 'Invalid signature')
  }
  return { ok: true as const, outcome: await handlePaymentEvent(db, event.value, { onRefused: refundRefused }) }
}

/** A purchase refused at fulfilment, as the browser hears it: nothing was given and nothing is owed. */
async function refusedFailure(db: Db, purchaseId: string) {
  const row = await db.query.purchases.findFirst({ where: eq(purchases.id, purchaseId) })
  const message = row ? refusalMessage(row) : null
  return fail(409, message ?? 'This purchase could not be completed.', row?.refusal === 'region-owned' ? 'Region Already Unlocked' : 'Invalid Code')
}

/**
 * Test mode's "Complete Purchase": the test provider signs a payment_intent.succeeded event and hands
 * it to the same webhook handler a real payment reaches.
 */
export async function confirmTestPayment(db: Db, provider: TestPaymentProvider, { purchaseId, userId }: { purchaseId: string; userId: string }) {
  const purchase = await db.query.purchases.findFirst({ where: and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)) })
  if (!purchase?.providerPaymentId || purchase.provider !== 'test') return fail(404, 'Purchase not found')
  if (purchase.status === 'refused') return refusedFailure(db, purchase.id)
  if (purchase.status !== 'pending') return { ok: true as const, outcome: 'duplicate' as const }
  const result = await receivePaymentWebhook(db, provider, await provider.signSucceeded(purchase.providerPaymentId, purchase.amountCents))
  if (result.ok && result.outcome === 'refused') return refusedFailure(db, purchase.id)
  return result
}

/** A free purchase (a 100% discount) is fulfilled by the same path, with an event of its own. */
export async function completeFreePurchase(db: Db, { purchaseId, userId }: { purchaseId: string; userId: string }) {
  const purchase = await db.query.purchases.findFirst({ where: and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)) })
  if (!purchase || purchase.amountCents !== 0) return fail(404, 'Purchase not found')
  if (purchase.status === 'refused') return refusedFailure(db, purchase.id)
  const paymentId = `free_${purchase.id}`
  await db.update(purchases).set({ providerPaymentId: paymentId }).where(and(eq(purchases.id, purchase.id), eq(purchases.status, 'pending')))
  const outcome = await handlePaymentEvent(db, { id: `evt_free_${purchase.id}`, type: 'payment.succeeded', paymentId, amountCents: 0 })
  if (outcome === 'refused') return refusedFailure(db, purchase.id)
  return { ok: true as const }
}

/**
 * The `refund-purchase` job: gives a refused card payment back through the provider, once (the
 * provider's idempotency key). Stripe then sends charge.refunded, which marks the purchase refunded.
 */
export async function refundRefusedPurchase(db: Db, provider: PaymentProvider | null, purchaseId: string): Promise<'refunded' | 'skipped'> {
  const purchase = await db.query.purchases.findFirst({ where: eq(purchases.id, purchaseId) })
  if (!purchase || purchase.status !== 'refused' || purchase.provider !== 'stripe' || !purchase.providerPaymentId) return 'skipped'
  if (!provider || provider.name !== 'stripe') throw new Error('Stripe is not configured, so the refused payment cannot be refunded yet')
  const refund = await provider.refundPayment({ paymentId: purchase.providerPaymentId, idempotencyKey: `refund-${purchase.id}`, reason: purchase.refusal ?? 'refused' })
  if (!refund.ok) throw new Error(refund.error)
  return 'refunded'
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
