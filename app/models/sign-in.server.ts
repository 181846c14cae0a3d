import type { Db } from '~/db/client.server'
import { renderEmail } from '~/emails/render.server'
import { SignInCodeEmail, signInCodeSubject } from '~/emails/sign-in-code'
import type { JobMessage } from '~/jobs/messages'
import { plural } from '~/utils/plural'
import { queueEmail } from './email.server'
import { CODE_TTL_MS, issueLoginCode } from './login-code.server'
import { findUserIdByEmail, normalizeEmail } from './user.server'

export type SendCodeResult = { ok: true; email: string } | { ok: false; message: string }

/** The first step of e-mail sign-in: a fresh code, e-mailed through the outbox and the queue. */
export async function sendSignInCode(db: Db, jobs: Queue<JobMessage>, { email: rawEmail, ip }: { email: string; ip: string }): Promise<SendCodeResult> {
  const email = normalizeEmail(rawEmail)
  const issued = await issueLoginCode(db, { email, ip })
  if (!issued.ok) {
    const minutes = Math.max(1, Math.ceil(issued.retryAfterMs / 60_000))
    return { ok: false, message: `Too many code requests. Please wait ${minutes} ${plural(minutes, 'minute')} and try again.` }
  }
  const minutes = CODE_TTL_MS / 60_000
  const returning = (await findUserIdByEmail(db, email)) !== null
  const { html, text } = await renderEmail(SignInCodeEmail({ code: issued.code, minutes, returning }))
  await queueEmail(db, jobs, { kind: 'sign-in-code', to: email, subject: signInCodeSubject(issued.code), html, text })
  return { ok: true, email }
}
