import { and, asc, eq, gt, lt, ne } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { children, sessions, users } from '~/db/schema'
import { randomToken, sha256Hex } from '~/utils/crypto.server'
import { toChild } from './child.server'
import { toUser } from './user.server'

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** Opens a new session and returns the token for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: string, now = Date.now()) {
  const token = randomToken()
  await db.insert(sessions).values({
    id: await sha256Hex(token),
    userId,
    expiresAt: new Date(now + SESSION_TTL_MS),
  })
  return token
}

/** The signed-in user behind a session token, in one query, or null. */
export async function getSessionUser(db: Db, token: string, now = Date.now()) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, await sha256Hex(token)), gt(sessions.expiresAt, new Date(now))))
    .limit(1)
  return row ? toUser(row.user) : null
}

/**
 * The signed-in user and their children in one trip to D1: nearly every signed-in page shows both
 * (the header's child switcher), and at the edge each trip costs a round trip to the database. The
 * children are found through the session too, so neither read waits for the other.
 */
export async function getSessionFamily(db: Db, token: string, now = Date.now()) {
  const id = await sha256Hex(token)
  const live = and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now)))
  const [userRows, childRows] = await db.batch([
    db.select({ user: users }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(live).limit(1),
    db.select({ child: children }).from(sessions).innerJoin(children, eq(children.userId, sessions.userId)).where(live).orderBy(asc(children.id)),
  ])
  const [row] = userRows
  if (!row) return null
  return { user: toUser(row.user), children: childRows.map(({ child }) => toChild(child)) }
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.id, await sha256Hex(token)))
}

/** Ends every session of an account but the one behind `keepToken` (after an e-mail change). */
export async function deleteOtherSessions(db: Db, userId: string, keepToken: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, await sha256Hex(keepToken))))
}

/** Retention: sessions that ended (expired) are deleted. */
export function purgeExpiredSessionsStatement(db: Db, now = Date.now()) {
  return db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)))
}
