import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { users, type UserRow } from '~/db/schema'
import { grantCreditsStatements, SIGNUP_CREDITS } from './credits.server'
import { FREE_REGION, unlockRegionStatement } from './regions.server'

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

/**
 * Finds the account for an e-mail address or opens a new one: 50 credits written as a ledger row and
 * the free region unlocked, all in one batch. Addresses in `adminEmails` are (and stay) admins.
 */
export async function findOrCreateUser(db: Db, details: NewUserDetails, adminEmails: readonly string[]) {
  const email = normalizeEmail(details.email)
  const isListedAdmin = adminEmails.includes(email)
  const existing = await db.query.users.findFirst({ where: eq(users.email, email) })
  if (existing) {
    if (isListedAdmin && !existing.isAdmin) {
      const [promoted] = await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id)).returning()
      return { user: toUser(promoted), created: false }
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

export interface ProfileUpdate {
  firstName: string
  lastName: string
  email: string
}

export type ProfileUpdateResult = { ok: true; user: User } | { ok: false; field: 'email'; message: string }

export async function updateProfile(db: Db, userId: string, update: ProfileUpdate): Promise<ProfileUpdateResult> {
  const email = normalizeEmail(update.email)
  const taken = await db.query.users.findFirst({
    columns: { id: true },
    where: and(eq(users.email, email), ne(users.id, userId)),
  })
  if (taken) return { ok: false, field: 'email', message: 'That e-mail address belongs to another account.' }
  const [row] = await db
    .update(users)
    .set({
      firstName: update.firstName,
      lastName: update.lastName,
      email,
      updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))`,
    })
    .where(eq(users.id, userId))
    .returning()
  return { ok: true, user: toUser(row) }
}
