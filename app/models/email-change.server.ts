import type { Db } from '~/db/client.server'
import { EmailChangeCodeEmail, emailChangeCodeSubject, EmailChangedEmail, emailChangedSubject, EmailInUseEmail, emailInUseSubject } from '~/emails/email-change'
import { renderEmail } from '~/emails/render.server'
import type { JobMessage } from '~/jobs/messages'
import { plural } from '~/utils/plural'
import { queueEmail } from './email.server'
import { checkLoginCode, CODE_TTL_MS, issueLoginCode } from './login-code.server'
import { hitRateLimit } from './rate-limit.server'
import { deleteOtherSessions } from './session.server'
import { findUserIdByEmail, moveAccountToEmail, normalizeEmail, type User } from './user.server'

/** Change requests per account in an hour: each one e-mails an address the parent typed. */
export const EMAIL_CHANGES_PER_HOUR = 5

export type EmailChangeRequest = { ok: true; pendingEmail: string | null } | { ok: false; status: 429; message: string }

/**
 * The first step of changing the account's e-mail: a code to the new address, which takes effect only
 * when the code comes back. If the address already has an account, its owner is told instead and
 * no code exists; the answer is the same either way, so nobody can test addresses here.
 */
export async function requestEmailChange(
  db: Db,
  jobs: Queue<JobMessage>,
  { user, email: rawEmail, ip }: { user: User; email: string; ip: string },
): Promise<EmailChangeRequest> {
  const email = normalizeEmail(rawEmail)
  if (email === user.email) return { ok: true, pendingEmail: null }
  const limit = await hitRateLimit(db, { key: `email-change:${user.id}`, limit: EMAIL_CHANGES_PER_HOUR, windowMs: 60 * 60 * 1000 })
  if (!limit.allowed) return { ok: false, status: 429, message: 'Too many e-mail changes. Please try again in an hour.' }

  if (await findUserIdByEmail(db, email)) {
    const { html, text } = await renderEmail(EmailInUseEmail())
    await queueEmail(db, jobs, { kind: 'email-in-use', to: email, subject: emailInUseSubject, html, text })
    return { ok: true, pendingEmail: email }
  }
  const issued = await issueLoginCode(db, { email, ip, owner: { purpose: 'email-change', userId: user.id } })
  if (!issued.ok) return { ok: false, status: 429, message: 'Too many code requests. Please wait a few minutes and try again.' }
  const { html, text } = await renderEmail(EmailChangeCodeEmail({ code: issued.code, minutes: CODE_TTL_MS / 60_000 }))
  await queueEmail(db, jobs, { kind: 'email-change-code', to: email, subject: emailChangeCodeSubject(issued.code), html, text })
  return { ok: true, pendingEmail: email }
}

const CODE_MESSAGES = {
  'no-code': 'That code is no longer valid. Please ask for a new one.',
  expired: 'That code has expired. Please ask for a new one.',
  'too-many-attempts': 'Too many wrong tries. Please ask for a new code.',
  'wrong-code': 'That code is not right. Please check the e-mail and try again.',
} as const

export type EmailChangeConfirmation = { ok: true; user: User } | { ok: false; status: 400 | 409 | 429; message: string }

/**
 * The second step: the code from the new address moves the account there, ends every other session
 * (an old, stolen cookie stops working) and tells the old address.
 */
export async function confirmEmailChange(
  db: Db,
  jobs: Queue<JobMessage>,
  { user, code, sessionToken }: { user: User; code: string; sessionToken: string },
): Promise<EmailChangeConfirmation> {
  if (!/^\d{6}$/.test(code.trim())) return { ok: false, status: 400, message: 'Please enter the 6-digit code from the e-mail.' }
  const check = await checkLoginCode(db, { code, owner: { purpose: 'email-change', userId: user.id } })
  if (!check.ok) {
    const status = check.reason === 'too-many-attempts' ? 429 : 400
    const message =
      check.reason === 'wrong-code' && check.attemptsLeft
        ? `${CODE_MESSAGES['wrong-code']} ${check.attemptsLeft} ${plural(check.attemptsLeft, 'try', 'tries')} left.`
        : CODE_MESSAGES[check.reason]
    return { ok: false, status, message }
  }
  const moved = await moveAccountToEmail(db, user.id, check.email)
  if (!moved) return { ok: false, status: 409, message: 'That e-mail address cannot be used. Please choose another one.' }
  await deleteOtherSessions(db, user.id, sessionToken)
  const { html, text } = await renderEmail(EmailChangedEmail({ newEmail: moved.email }))
  await queueEmail(db, jobs, { kind: 'email-changed', to: user.email, subject: emailChangedSubject, html, text })
  return { ok: true, user: moved }
}
