import { and, eq, lt, ne } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { fromRow } from '~/db/row.server'
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

/**
 * What a page's own reads can join the session's read with (`readWithSession` on the request
 * context), bound as ?1, ?2 and ?3: the session's id (its token's hash), the time its expiry is
 * compared with, and the child the parent last chose (the cookie's id, or null).
 */
export interface SessionKey {
  id: string
  now: number
  activeChildId: number | null
}

/** A live session, as SQL over `sessions se`: the one the key names, not yet expired. */
const LIVE_SESSION = 'se.id = ?1 and se.expires_at > ?2'

/**
 * The active child of a live session with their parent's id, as one row (`child_id`, `user_id`) for
 * a joined read to start from: the child the key names if they are the parent's, else the first,
 * as `resolveActiveChild` chooses. No row when the session is over or the family has no child yet.
 */
export const SESSION_CHILD_SQL = `select c.id as child_id, c.user_id as user_id from sessions se join children c on c.user_id = se.user_id where ${LIVE_SESSION} order by c.id = ?3 desc, c.id limit 1`

/** The child `?3` with their parent's id, only if the live session is that parent's: else no row. */
export const SESSION_NAMED_CHILD_SQL = `select c.id as child_id, c.user_id as user_id from sessions se join children c on c.user_id = se.user_id where ${LIVE_SESSION} and c.id = ?3`

/** The parent of a live session (written by hand rather than built by drizzle on every page). */
const SESSION_USER_SQL = `select u.* from sessions se join users u on u.id = se.user_id where ${LIVE_SESSION} limit 1`

/** The signed-in user behind a session token, in one query, or null. */
export async function getSessionUser(db: Db, token: string, now = Date.now()) {
  const row = await db.$client.prepare(SESSION_USER_SQL).bind(await sha256Hex(token), now).first<Record<string, unknown>>()
  return row ? toUser(fromRow(users, row)) : null
}

/**
 * The signed-in user and their children in one trip to D1: nearly every signed-in page shows both
 * (the header's child switcher), and at the edge each trip costs a round trip to the database. The
 * children are found through the session too, so neither read waits for the other. `joined` adds a
 * page's own statements to the same batch; their results come back in `joined`, in order.
 */
export async function getSessionFamily(
  db: Db,
  token: string,
  { now = Date.now(), activeChildId = null, joined }: { now?: number; activeChildId?: number | null; joined?: (key: SessionKey) => D1PreparedStatement[] } = {},
) {
  const key: SessionKey = { id: await sha256Hex(token), now, activeChildId }
  const d1 = db.$client
  // Written by hand rather than built by drizzle on every page: the rows are mapped as drizzle would.
  const [userResult, childResult, ...joinedResults] = await d1.batch<Record<string, unknown>>([
    d1.prepare(SESSION_USER_SQL).bind(key.id, key.now),
    d1.prepare(`select c.* from sessions se join children c on c.user_id = se.user_id where ${LIVE_SESSION} order by c.id`).bind(key.id, key.now),
    ...(joined?.(key) ?? []),
  ])
  const [row] = userResult.results
  if (!row) return null
  return {
    user: toUser(fromRow(users, row)),
    children: childResult.results.map((child) => toChild(fromRow(children, child))),
    joined: joinedResults,
  }
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
