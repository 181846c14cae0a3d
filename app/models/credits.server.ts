import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { creditLedger, users } from '~/db/schema'

export const SIGNUP_CREDITS = 50

export type CreditReason = 'signup-bonus' | 'admin-grant' | 'purchase' | 'referral-bonus' | 'story-chapter' | 'refund'

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

export async function listLedger(db: Db, userId: string) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(desc(creditLedger.id))
}
