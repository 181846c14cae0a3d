import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { users, type UserRow } from '~/db/schema'
import { grantCreditsStatements, SIGNUP_CREDITS } from './credits.server'
import { FREE_REGION, unlockRegionStatement } from './regions.server'
import { isUniqueViolation } from '~/db/errors'

/** The user as the API and the pages see it. */
export interface User {
  id: string
  email: string
  firstName: string
  lastName: string
  profileImageUrl: string | null
  credits: number
  isAdmin: boolean
  createdAt: string
  updatedAt: string
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    credits: row.credits,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase()
}

/** Providers that deliver "a.b.c@" to "abc@": their dots do not make a new mailbox. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/**
 * The mailbox an address delivers to: "Mom+kid1@Example.com" and "mom+kid2@example.com" are one
 * mailbox, and so are "m.o.m@gmail.com" and "mom@googlemail.com". For comparing people (a referral
 * bonus), never for storing: an account keeps the address it signed up with.
 */
export function mailboxOf(email: string) {
  const [local = '', domain = ''] = normalizeEmail(email).split('@')
  const untagged = local.split('+')[0]
  const dotless = DOTLESS_DOMAINS[domain]
  return dotless ? `${untagged.replace(/\./g, '')}@${dotless}` : `${untagged}@${domain}`
}

export async function getUserById(db: Db, id: string) {
  const row = await db.query.users.findFirst({ where: eq(users.id, id) })
  return row ? toUser(row) : null
}

export interface NewUserDetails {
  email: string
  firstName?: string
  lastName?: string
  profileImageUrl?: string | null
}

/** How the parent proved the address: an e-mail code they typed in, or Google's verified e-mail. */
export type AddressProof = 'email-code' | 'google'

/** Google vouched for an address that an account holds without proof: it must not open that account. */
export class UnverifiedAccountError extends Error {
  constructor() {
    super('This address has not been confirmed on Story Trails yet. Please sign in with an e-mail code first.')
  }
}

/**
 * Finds the account for a proved e-mail address or opens a new one: 50 credits written as a ledger
 * row and the free region unlocked, all in one batch. Addresses in `adminEmails` are (and stay)
 * admins. An e-mail code proves the address, so it also marks an unconfirmed account confirmed;
 * Google sign-in never attaches to an account whose address nobody proved.
 */
export async function findOrCreateUser(db: Db, details: NewUserDetails, adminEmails: readonly string[], proof: AddressProof = 'email-code') {
  const email = normalizeEmail(details.email)
  const isListedAdmin = adminEmails.includes(email)
  const existing = await db.query.users.findFirst({ where: eq(users.email, email) })
  if (existing) {
    if (!existing.emailVerifiedAt && proof === 'google') throw new UnverifiedAccountError()
    const changes = {
      ...(isListedAdmin && !existing.isAdmin ? { isAdmin: true } : {}),
      ...(existing.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
    }
    if (Object.keys(changes).length > 0) {
      const [updated] = await db.update(users).set(changes).where(eq(users.id, existing.id)).returning()
      return { user: toUser(updated), created: false }
    }
    return { user: toUser(existing), created: false }
  }

  const id = crypto.randomUUID()
  try {
    // The account, its signup credits (with their ledger row) and its free region: all or nothing.
    await db.batch([
      db.insert(users).values({
        id,
        email,
        firstName: details.firstName?.trim() ?? '',
        lastName: details.lastName?.trim() ?? '',
        profileImageUrl: details.profileImageUrl ?? null,
        credits: 0,
        isAdmin: isListedAdmin,
        emailVerifiedAt: new Date(),
      }),
      ...grantCreditsStatements(db, { userId: id, amount: SIGNUP_CREDITS, reason: 'signup-bonus' }),
      unlockRegionStatement(db, id, FREE_REGION, 'signup'),
    ])
  } catch (error) {
    // Two first sign-ins racing for one address: the loser finds the winner's account.
    const row = await db.query.users.findFirst({ where: eq(users.email, email) })
    if (row) return { user: toUser(row), created: false }
    throw error
  }
  const created = await getUserById(db, id)
  if (!created) throw new Error('The new account could not be read back')
  return { user: created, created: true }
}

/** Names change at once; a new e-mail address only through `requestEmailChange` and its code. */
export async function updateNames(db: Db, userId: string, update: { firstName: string; lastName: string }) {
  const [row] = await db
    .update(users)
    .set({ firstName: update.firstName, lastName: update.lastName, updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))` })
    .where(eq(users.id, userId))
    .returning()
  return toUser(row)
}

export async function findUserIdByEmail(db: Db, email: string) {
  const row = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.email, normalizeEmail(email)) })
  return row?.id ?? null
}

/**
 * Moves an account to an address its parent just proved. False if another account took the address
 * in the meantime (the unique index decides a race).
 */
export async function moveAccountToEmail(db: Db, userId: string, email: string) {
  try {
    const [row] = await db
      .update(users)
      .set({ email: normalizeEmail(email), emailVerifiedAt: new Date(), updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))` })
      .where(and(eq(users.id, userId), ne(users.email, normalizeEmail(email))))
      .returning()
    return row ? toUser(row) : null
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}
