import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { sessions } from '~/db/schema'
import { renderEmail } from '~/emails/render.server'
import { StepUpCodeEmail, stepUpCodeSubject } from '~/emails/step-up-code'
import type { JobMessage } from '~/jobs/messages'
import { sha256Hex } from '~/utils/crypto.server'
import { plural } from '~/utils/plural'
import { queueEmail } from './email.server'
import { checkLoginCode, CODE_TTL_MS, issueLoginCode } from './login-code.server'
import type { User } from './user.server'

/** A destructive admin action needs the address proved within this long (sign-in or a fresh code). */
export const RECENT_SIGN_IN_MS = 15 * 60 * 1000

export type StepUpResult = { ok: true } | { ok: false; status: 400 | 403 | 429; message: string; stepUp: true }

const CODE_MESSAGES = {
  'no-code': 'That code is no longer valid. Please ask for a new one.',
  expired: 'That code has expired. Please ask for a new one.',
  'too-many-attempts': 'Too many wrong tries. Please ask for a new code.',
  'wrong-code': 'That code is not right. Please check the e-mail and try again.',
} as const

/**
 * Asks a signed-in admin to prove their address again before a destructive change when the session
 * was last proved more than RECENT_SIGN_IN_MS ago: a stolen or forgotten signed-in browser cannot
 * delete families or hand out credits. With `code` (from the e-mail this sends), a right code marks
 * the session proved now and the change goes ahead.
 */
export async function confirmRecentSignIn(
  db: Db,
  jobs: Queue<JobMessage>,
  { user, sessionToken, code, ip, now = Date.now() }: { user: User; sessionToken: string; code: unknown; ip: string; now?: number },
): Promise<StepUpResult> {
  const id = await sha256Hex(sessionToken)
  const session = await db.query.sessions.findFirst({ where: eq(sessions.id, id) })
  const provedAt = (session?.verifiedAt ?? session?.createdAt)?.getTime() ?? 0
  if (now - provedAt <= RECENT_SIGN_IN_MS) return { ok: true }

  if (typeof code === 'string' && code.trim()) {
    if (!/^\d{6}$/.test(code.trim())) return { ok: false, status: 400, message: 'Please enter the 6-digit code from the e-mail.', stepUp: true }
    const check = await checkLoginCode(db, { code, owner: { purpose: 'step-up', userId: user.id } }, now)
    if (!check.ok) {
      const message =
        check.reason === 'wrong-code' && check.attemptsLeft
          ? `${CODE_MESSAGES['wrong-code']} ${check.attemptsLeft} ${plural(check.attemptsLeft, 'try', 'tries')} left.`
          : CODE_MESSAGES[check.reason]
      return { ok: false, status: check.reason === 'too-many-attempts' ? 429 : 400, message, stepUp: true }
    }
    await db.update(sessions).set({ verifiedAt: new Date(now) }).where(eq(sessions.id, id))
    return { ok: true }
  }

  const issued = await issueLoginCode(db, { email: user.email, ip, owner: { purpose: 'step-up', userId: user.id } }, now)
  if (!issued.ok) return { ok: false, status: 429, message: 'Too many code requests. Please wait a few minutes and try again.', stepUp: true }
  const { html, text } = await renderEmail(StepUpCodeEmail({ code: issued.code, minutes: CODE_TTL_MS / 60_000 }))
  await queueEmail(db, jobs, { kind: 'step-up-code', to: user.email, subject: stepUpCodeSubject(issued.code), html, text })
  return {
    ok: false,
    status: 403,
    message: `To confirm this change, enter the 6-digit code we just e-mailed to ${user.email}.`,
    stepUp: true,
  }
}
