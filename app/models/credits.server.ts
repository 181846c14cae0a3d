import { eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { creditLedger, users } from '~/db/schema'

export const SIGNUP_CREDITS = 50

export type CreditReason = 'signup-bonus' | 'admin-grant' | 'purchase' | 'purchase-refund' | 'referral-bonus' | 'story-chapter' | 'ai-image' | 'refund'

/**
 * The statements that give a user credits: the balance update and its ledger row, to be run in one
 * batch with whatever else the change belongs to.
 */
export function grantCreditsStatements(
  db: Db,
  grant: { userId: string; amount: number; reason: CreditReason; reference?: string },
) {
  return [
    db
      .update(users)
      .set({ credits: sql`${users.credits} + ${grant.amount}` })
      .where(eq(users.id, grant.userId)),
    db.insert(creditLedger).values({
      userId: grant.userId,
      delta: grant.amount,
      reason: grant.reason,
      reference: grant.reference ?? null,
    }),
  ] as const
}

/**
 * Spends credits as the first statements of a D1 batch. The guarded update leaves `changes()` at 0
 * when the balance is short, so the ledger row is written only for a real spend; later statements of
 * the batch add `spentFor(reference)` to their where clause and happen only if the spend did. Two
 * racing requests can never overdraw.
 */
export function spendStatements(db: Db, spend: { userId: string; amount: number; reason: CreditReason; reference: string }) {
  const d1 = db.$client
  return [
    d1.prepare('update users set credits = credits - ?1 where id = ?2 and credits >= ?1').bind(spend.amount, spend.userId),
    d1
      .prepare('insert into credit_ledger (user_id, delta, reason, reference) select ?1, ?2, ?3, ?4 where changes() = 1')
      .bind(spend.userId, -spend.amount, spend.reason, spend.reference),
  ]
}

/** SQL condition: the spend with this (unique) reference happened. */
export const spentFor = (reference: string) => `exists (select 1 from credit_ledger where reference = '${reference.replace(/'/g, "''")}' and delta < 0)`

/** Gives credits back, once per reference, only if the statement before it changed a row. */
export function refundAfterChangeStatements(db: Db, refund: { userId: string; amount: number; reference: string }) {
  const d1 = db.$client
  return [
    d1
      .prepare("insert into credit_ledger (user_id, delta, reason, reference) select ?1, ?2, 'refund', ?3 where changes() = 1")
      .bind(refund.userId, refund.amount, refund.reference),
    d1.prepare('update users set credits = credits + ?2 where id = ?1 and changes() = 1').bind(refund.userId, refund.amount),
  ]
}

/** How each kind of ledger row reads in the parent's credit history. */
export const CREDIT_REASON_LABELS: Record<CreditReason, string> = {
  'signup-bonus': 'Welcome bonus',
  'admin-grant': 'Gift from Story Trails',
  purchase: 'Credits bought',
  'purchase-refund': 'Purchase refunded',
  'referral-bonus': 'Referral bonus',
  'story-chapter': 'Story chapter',
  'ai-image': 'AI picture',
  refund: 'Given back (could not be made)',
}

export interface CreditHistoryEntry {
  id: number
  delta: number
  reason: string
  label: string
  createdAt: string
}

/** One ledger row as the Credits tab shows it. */
export const toCreditHistoryEntry = (row: typeof creditLedger.$inferSelect): CreditHistoryEntry => ({
  id: row.id,
  delta: row.delta,
  reason: row.reason,
  label: CREDIT_REASON_LABELS[row.reason as CreditReason] ?? row.reason,
  createdAt: row.createdAt.toISOString(),
})
