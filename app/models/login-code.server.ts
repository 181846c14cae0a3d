import { and, desc, eq, isNull, sql } from 'drizzle-orm'
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

const hashCode = (email: string, code: string) => sha256Hex(`${email}:${code}`)

export type CodeRequestResult = { ok: true; code: string } | { ok: false; reason: 'rate-limited'; retryAfterMs: number }

/** Issues a new code for an address; earlier unused codes for it stop working. */
export async function issueLoginCode(
  db: Db,
  { email: rawEmail, ip }: { email: string; ip: string },
  now = Date.now(),
): Promise<CodeRequestResult> {
  const email = normalizeEmail(rawEmail)
  const window = { windowMs: CODE_REQUEST_WINDOW_MS }
  const byIp = await hitRateLimit(db, { key: `code-ip:${ip}`, limit: CODE_REQUESTS_PER_IP, ...window }, now)
  if (!byIp.allowed) return { ok: false, reason: 'rate-limited', retryAfterMs: byIp.retryAfterMs }
  const byEmail = await hitRateLimit(db, { key: `code-email:${email}`, limit: CODE_REQUESTS_PER_EMAIL, ...window }, now)
  if (!byEmail.allowed) return { ok: false, reason: 'rate-limited', retryAfterMs: byEmail.retryAfterMs }

  const code = randomDigits(CODE_LENGTH)
  await db.batch([
    db
      .update(loginCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt))),
    db.insert(loginCodes).values({
      id: crypto.randomUUID(),
      email,
      codeHash: await hashCode(email, code),
      expiresAt: new Date(now + CODE_TTL_MS),
    }),
  ])
  return { ok: true, code }
}

export type CodeCheck =
  | { ok: true; email: string }
  | { ok: false; reason: 'no-code' | 'expired' | 'too-many-attempts' | 'wrong-code'; attemptsLeft?: number }

/**
 * Checks a code against the address's latest unused code. A wrong try is counted on the server, so a
 * replayed form cannot reset the count; the fifth wrong try ends the code.
 */
export async function checkLoginCode(
  db: Db,
  { email: rawEmail, code }: { email: string; code: string },
  now = Date.now(),
): Promise<CodeCheck> {
  const email = normalizeEmail(rawEmail)
  const current = await db.query.loginCodes.findFirst({
    where: and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt)),
    orderBy: desc(loginCodes.createdAt),
  })
  if (!current) return { ok: false, reason: 'no-code' }
  if (current.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' }
  if (current.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'too-many-attempts' }

  if (timingSafeEqual(current.codeHash, await hashCode(email, code.trim()))) {
    // Consume it only if nobody else did first: a code opens exactly one session.
    const consumed = await db
      .update(loginCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(loginCodes.id, current.id), isNull(loginCodes.consumedAt)))
      .returning({ id: loginCodes.id })
    return consumed.length === 1 ? { ok: true, email } : { ok: false, reason: 'no-code' }
  }

  const [updated] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(eq(loginCodes.id, current.id))
    .returning({ attempts: loginCodes.attempts })
  const attemptsLeft = MAX_CODE_ATTEMPTS - updated.attempts
  return attemptsLeft > 0
    ? { ok: false, reason: 'wrong-code', attemptsLeft }
    : { ok: false, reason: 'too-many-attempts' }
}
