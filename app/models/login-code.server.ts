import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { loginCodes } from '~/db/schema'
import { randomDigits, sha256Hex, timingSafeEqual } from '~/utils/crypto.server'
import { hitRateLimit } from './rate-limit.server'
import { normalizeEmail } from './user.server'

export const CODE_LENGTH = 6
export const CODE_TTL_MS = 10 * 60 * 1000
export const MAX_CODE_ATTEMPTS = 5
/** Code requests: per address and per IP, each in a 15-minute window. */
export const CODE_REQUESTS_PER_EMAIL = 5
export const CODE_REQUESTS_PER_IP = 20
export const CODE_REQUEST_WINDOW_MS = 15 * 60 * 1000

export type CodePurpose = 'sign-in' | 'email-change' | 'step-up'

/**
 * Whom a code is for: anyone proving an address (sign-in), one account moving to it, or a signed-in
 * account proving its own address again before a destructive admin action (step-up).
 */
export type CodeOwner = { purpose: 'sign-in' } | { purpose: 'email-change' | 'step-up'; userId: string }

const hashCode = (owner: CodeOwner, email: string, code: string) =>
  sha256Hex(owner.purpose === 'sign-in' ? `${email}:${code}` : `${owner.purpose}:${owner.userId}:${email}:${code}`)

const ownedBy = (owner: CodeOwner) =>
  owner.purpose === 'sign-in' ? eq(loginCodes.purpose, 'sign-in') : and(eq(loginCodes.purpose, owner.purpose), eq(loginCodes.userId, owner.userId))

export type CodeRequestResult = { ok: true; code: string } | { ok: false; reason: 'rate-limited'; retryAfterMs: number }

/** Issues a new code for an address; earlier unused codes of the same owner stop working. */
export async function issueLoginCode(
  db: Db,
  { email: rawEmail, ip, owner = { purpose: 'sign-in' } }: { email: string; ip: string; owner?: CodeOwner },
  now = Date.now(),
): Promise<CodeRequestResult> {
  const email = normalizeEmail(rawEmail)
  const window = { windowMs: CODE_REQUEST_WINDOW_MS }
  const byIp = await hitRateLimit(db, { key: `code-ip:${ip}`, limit: CODE_REQUESTS_PER_IP, ...window }, now)
  if (!byIp.allowed) return { ok: false, reason: 'rate-limited', retryAfterMs: byIp.retryAfterMs }
  const byEmail = await hitRateLimit(db, { key: `code-email:${email}`, limit: CODE_REQUESTS_PER_EMAIL, ...window }, now)
  if (!byEmail.allowed) return { ok: false, reason: 'rate-limited', retryAfterMs: byEmail.retryAfterMs }

  const code = randomDigits(CODE_LENGTH)
  // A sign-in code replaces the address's earlier ones; an e-mail change replaces the account's.
  const earlier = owner.purpose === 'sign-in' ? and(ownedBy(owner), eq(loginCodes.email, email)) : ownedBy(owner)
  await db.batch([
    db
      .update(loginCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(earlier, isNull(loginCodes.consumedAt))),
    db.insert(loginCodes).values({
      id: crypto.randomUUID(),
      purpose: owner.purpose,
      userId: owner.purpose === 'sign-in' ? null : owner.userId,
      email,
      codeHash: await hashCode(owner, email, code),
      expiresAt: new Date(now + CODE_TTL_MS),
    }),
  ])
  return { ok: true, code }
}

export type CodeCheck =
  | { ok: true; email: string }
  | { ok: false; reason: 'no-code' | 'expired' | 'too-many-attempts' | 'wrong-code'; attemptsLeft?: number }

/**
 * Checks a code against the owner's latest unused code (for sign-in: the address's). Every try is
 * counted in one guarded update before the code is compared, so however many tries race in, at most
 * MAX_CODE_ATTEMPTS of them are ever compared; the fifth wrong try ends the code.
 */
export async function checkLoginCode(
  db: Db,
  { email: rawEmail, code, owner = { purpose: 'sign-in' } }: { email?: string; code: string; owner?: CodeOwner },
  now = Date.now(),
): Promise<CodeCheck> {
  const email = rawEmail === undefined ? undefined : normalizeEmail(rawEmail)
  if (owner.purpose === 'sign-in' && !email) return { ok: false, reason: 'no-code' }
  const current = await db.query.loginCodes.findFirst({
    where: and(ownedBy(owner), email ? eq(loginCodes.email, email) : undefined, isNull(loginCodes.consumedAt)),
    orderBy: desc(loginCodes.createdAt),
  })
  if (!current) return { ok: false, reason: 'no-code' }
  if (current.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' }

  const [counted] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.id, current.id), isNull(loginCodes.consumedAt), lt(loginCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: loginCodes.attempts })
  if (!counted) return { ok: false, reason: 'too-many-attempts' }

  if (timingSafeEqual(current.codeHash, await hashCode(owner, current.email, code.trim()))) {
    // Consume it only if nobody else did first: a code opens exactly one session.
    const consumed = await db
      .update(loginCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(loginCodes.id, current.id), isNull(loginCodes.consumedAt)))
      .returning({ id: loginCodes.id })
    return consumed.length === 1 ? { ok: true, email: current.email } : { ok: false, reason: 'no-code' }
  }
  const attemptsLeft = MAX_CODE_ATTEMPTS - counted.attempts
  return attemptsLeft > 0 ? { ok: false, reason: 'wrong-code', attemptsLeft } : { ok: false, reason: 'too-many-attempts' }
}

/** The address an account is waiting to move to, if a code for it is still open. */
export async function pendingEmailChange(db: Db, userId: string, now = Date.now()) {
  const row = await db.query.loginCodes.findFirst({
    columns: { email: true, expiresAt: true, attempts: true },
    where: and(ownedBy({ purpose: 'email-change', userId }), isNull(loginCodes.consumedAt)),
    orderBy: desc(loginCodes.createdAt),
  })
  return row && row.expiresAt.getTime() > now && row.attempts < MAX_CODE_ATTEMPTS ? row.email : null
}

/** Withdraws an open e-mail change. */
export async function cancelEmailChange(db: Db, userId: string, now = Date.now()) {
  await db
    .update(loginCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(ownedBy({ purpose: 'email-change', userId }), isNull(loginCodes.consumedAt)))
}

/** Retention: codes that can no longer be used are deleted a day after they stopped working. */
export function purgeOldCodesStatement(db: Db, now = Date.now()) {
  const dayAgo = new Date(now - 24 * 60 * 60 * 1000)
  return db.delete(loginCodes).where(or(lt(loginCodes.expiresAt, dayAgo), lt(loginCodes.consumedAt, dayAgo)))
}
