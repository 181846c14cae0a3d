import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { creditLedger, referrals, users } from '~/db/schema'
import { randomToken, sha256Hex } from '~/utils/crypto.server'
import { mailboxOf } from './user.server'
import { isUniqueViolation } from '~/db/errors'

/** Each side of a referral gets this many credits (spec section 9). */
export const REFERRAL_BONUS = 5
/** Bonuses an inviter can earn in a calendar month: a guard against farming accounts. */
export const MAX_REFERRAL_BONUSES_PER_MONTH = 50
export const REFERRAL_CODE = /^[A-Za-z0-9_-]{10,32}$/

/** Ranks a parent climbs as friends join, from "Beginner" (spec 2.17). */
export const REFERRAL_RANKS = [
  { min: 0, rank: 'Beginner' },
  { min: 3, rank: 'Trail Scout' },
  { min: 6, rank: 'Trail Guide' },
  { min: 10, rank: 'Park Ranger' },
  { min: 25, rank: 'Chief Ranger' },
] as const

export const referralRank = (friends: number) => [...REFERRAL_RANKS].reverse().find((tier) => friends >= tier.min)!.rank

/** The parent's referral code, made on first use. Unguessable, and never the user id. */
export async function ensureReferralCode(db: Db, userId: string) {
  const existing = await db.query.users.findFirst({ columns: { referralCode: true }, where: eq(users.id, userId) })
  if (existing?.referralCode) return existing.referralCode
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await db
        .update(users)
        .set({ referralCode: randomToken(9) })
        .where(and(eq(users.id, userId), isNull(users.referralCode)))
      const row = await db.query.users.findFirst({ columns: { referralCode: true }, where: eq(users.id, userId) })
      if (row?.referralCode) return row.referralCode
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  throw new Error('Could not make a referral code')
}

export const referralLink = (origin: string, code: string) => `${origin}/api/referral?ref=${encodeURIComponent(code)}`

export interface ReferralStats {
  totalReferrals: number
  creditsEarned: number
  rank: string
  recentReferrals: { createdAt: string; credits: number }[]
}

export async function getReferralStats(db: Db, userId: string): Promise<ReferralStats> {
  const [[friends], [earned], recent] = await Promise.all([
    db.select({ value: count() }).from(referrals).where(eq(referrals.inviterId, userId)),
    db
      .select({ value: sql<number>`coalesce(sum(${creditLedger.delta}), 0)` })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'referral-bonus'), sql`${creditLedger.reference} like 'referral:inviter:%'`)),
    db.select().from(referrals).where(eq(referrals.inviterId, userId)).orderBy(desc(referrals.createdAt)).limit(10),
  ])
  return {
    totalReferrals: friends.value,
    creditsEarned: earned.value,
    rank: referralRank(friends.value),
    recentReferrals: recent.map((row) => ({ createdAt: row.createdAt.toISOString(), credits: row.inviterRewarded ? REFERRAL_BONUS : 0 })),
  }
}

export type ReferralOutcome = 'rewarded' | 'no-inviter' | 'self' | 'already-referred'

/**
 * A NEW account opened through a referral link: the friend and the inviter each get 5 credits, once,
 * in one batch (the unique friend id makes a second try fail whole). A bonus goes to a new mailbox,
 * not a new address: the inviter's own "+alt" address earns nothing, and the second address of one
 * mailbox ("mom+kid2@") earns nothing either (mailboxOf, referredMailboxes). The inviter's bonus
 * stops at MAX_REFERRAL_BONUSES_PER_MONTH. Callers make sure the account is new.
 */
export async function rewardReferral(db: Db, { friendId, code, now = Date.now() }: { friendId: string; code: string | null; now?: number }): Promise<ReferralOutcome> {
  if (!code || !REFERRAL_CODE.test(code)) return 'no-inviter'
  const inviter = await db.query.users.findFirst({ columns: { id: true, email: true }, where: eq(users.referralCode, code) })
  if (!inviter) return 'no-inviter'
  const friend = await db.query.users.findFirst({ columns: { email: true }, where: eq(users.id, friendId) })
  if (!friend) return 'no-inviter'
  const mailbox = mailboxOf(friend.email)
  if (inviter.id === friendId || mailbox === mailboxOf(inviter.email)) return 'self'
  const month = new Date(now)
  const monthStart = Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1)
  const [{ value: thisMonth }] = await db
    .select({ value: count() })
    .from(referrals)
    .where(and(eq(referrals.inviterId, inviter.id), eq(referrals.inviterRewarded, true), gte(referrals.createdAt, new Date(monthStart))))
  const inviterRewarded = thisMonth < MAX_REFERRAL_BONUSES_PER_MONTH
  const d1 = db.$client
  try {
    await d1.batch([
      d1.prepare('insert into referred_mailboxes (mailbox_hash) values (?1)').bind(await sha256Hex(mailbox)),
      d1.prepare('insert into referrals (inviter_id, friend_id, inviter_rewarded) values (?1, ?2, ?3)').bind(inviter.id, friendId, inviterRewarded ? 1 : 0),
      d1.prepare('update users set credits = credits + ?2 where id = ?1').bind(friendId, REFERRAL_BONUS),
      d1.prepare("insert into credit_ledger (user_id, delta, reason, reference) values (?1, ?2, 'referral-bonus', ?3)").bind(friendId, REFERRAL_BONUS, `referral:friend:${friendId}`),
      ...(inviterRewarded
        ? [
            d1.prepare('update users set credits = credits + ?2 where id = ?1').bind(inviter.id, REFERRAL_BONUS),
            d1.prepare("insert into credit_ledger (user_id, delta, reason, reference) values (?1, ?2, 'referral-bonus', ?3)").bind(inviter.id, REFERRAL_BONUS, `referral:inviter:${friendId}`),
          ]
        : []),
    ])
  } catch (error) {
    if (isUniqueViolation(error)) return 'already-referred'
    throw error
  }
  return 'rewarded'
}
