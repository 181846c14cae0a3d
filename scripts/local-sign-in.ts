// Signs a parent in on the local stack the way a parent does: ask for a code, read it from the dev
// mailbox, enter it. For the benchmarks (the browser journeys do the same through the pages).
import { decodeData, routeDataUrl, routeResult } from '~/sw/single-fetch'

/**
 * The dev mailbox's loader data (`/dev/mailbox.data`, decoded from Remix's turbo-stream as its client
 * does); the Worker must run in development, where the mailbox exists.
 */
export async function devMailbox<T = { emails: { to: string; subject: string; status: string }[] }>(base: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${routeDataUrl('/dev/mailbox', 'routes/dev.mailbox')}`, { headers })
  const result = response.ok && response.body ? routeResult(await decodeData(response.body), 'routes/dev.mailbox') : null
  if (!result || !('data' in result)) throw new Error(`GET /dev/mailbox: ${response.status} (the bench needs a development Worker)`)
  return result.data as T
}

/**
 * Returns the session cookie (`name=value`). `ip` is the client address the Worker sees: the sign-in
 * limits count code requests per address and per IP, so many parents need many addresses.
 */
export async function signInLocally(base: string, email: string, { ip }: { ip?: string } = {}): Promise<string> {
  const headers: Record<string, string> = { origin: base, ...(ip ? { 'cf-connecting-ip': ip, 'x-real-ip': ip } : {}) }
  // The sign-in form's action, as the page's script posts it (single fetch: `<path>.data`).
  const post = (fields: Record<string, string>) => fetch(`${base}/sign-in.data`, { method: 'POST', body: new URLSearchParams(fields), headers, redirect: 'manual' })
  await post({ intent: 'send-code', email })
  let code: string | undefined
  // The code e-mail goes through the queue: it may take a moment to appear.
  for (let tries = 0; !code && tries < 50; tries++) {
    if (tries) await new Promise((resolve) => setTimeout(resolve, 200))
    const mailbox = await devMailbox(base, headers)
    code = mailbox.emails.find((mail) => mail.to === email)?.subject.match(/(\d{6}) is your Story Trails sign-in code/)?.[1]
  }
  if (!code) throw new Error(`sign-in: no code for ${email} in the dev mailbox after 10 s`)
  const verified = await post({ intent: 'verify', email, code })
  // The answer may also carry D1's bookmark cookie (docs/decisions/017): take the session's.
  const cookie = verified.headers
    .getSetCookie()
    .find((set) => set.startsWith('__Host-session='))
    ?.split(';')[0]
  if (!cookie) throw new Error(`sign-in: ${verified.status}, no session for ${email}`)
  return cookie
}
