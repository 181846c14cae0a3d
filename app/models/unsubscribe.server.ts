import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { users } from '~/db/schema'
import { timingSafeEqual } from '~/utils/crypto.server'

/**
 * The newsletter's one-click unsubscribe: a link signed with the app's secret, so it works without
 * signing in (RFC 8058) and nobody can unsubscribe someone else by guessing.
 */

const encoder = new TextEncoder()
const PURPOSE = 'newsletter-unsubscribe'

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64url(text: string) {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)))
  } catch {
    return null
  }
}

async function signature(secret: string, userId: string) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${PURPOSE}:${userId}`))))
}

/** The token in a parent's unsubscribe link: their account id and its signature. */
export async function unsubscribeToken(secret: string, userId: string) {
  return `${base64url(encoder.encode(userId))}.${await signature(secret, userId)}`
}

/** The account a token names, or null when it is malformed or its signature does not match. */
export async function verifyUnsubscribeToken(secret: string, token: string) {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const userId = fromBase64url(match[1])
  if (!userId) return null
  return timingSafeEqual(match[2], await signature(secret, userId)) ? userId : null
}

/** The page a parent opens from the e-mail (it asks before changing anything). */
export const unsubscribePageUrl = (origin: string, token: string) => `${origin}/unsubscribe?token=${encodeURIComponent(token)}`
/** The one-click address for List-Unsubscribe: mail apps POST to it. */
export const oneClickUnsubscribeUrl = (origin: string, token: string) => `${origin}/api/unsubscribe?token=${encodeURIComponent(token)}`

/** The headers that give mail apps their own Unsubscribe button (RFC 2369, RFC 8058). */
export const listUnsubscribeHeaders = (origin: string, token: string) => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeUrl(origin, token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

export type UnsubscribeOutcome = { ok: true; email: string; alreadyUnsubscribed: boolean } | { ok: false }

/** Unsubscribes the account behind a valid token; the same link used again changes nothing. */
export async function unsubscribeWithToken(db: Db, secret: string, token: string): Promise<UnsubscribeOutcome> {
  const userId = await verifyUnsubscribeToken(secret, token)
  if (!userId) return { ok: false }
  const [changed] = await db
    .update(users)
    .set({ newsletterUnsubscribedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.newsletterUnsubscribedAt)))
    .returning({ email: users.email })
  if (changed) return { ok: true, email: changed.email, alreadyUnsubscribed: false }
  const [existing] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return existing ? { ok: true, email: existing.email, alreadyUnsubscribed: true } : { ok: false }
}

/** What the unsubscribe page shows before the parent confirms. */
export async function describeUnsubscribeToken(db: Db, secret: string, token: string) {
  const userId = await verifyUnsubscribeToken(secret, token)
  if (!userId) return null
  const [row] = await db.select({ email: users.email, unsubscribedAt: users.newsletterUnsubscribedAt }).from(users).where(eq(users.id, userId))
  return row ? { email: row.email, subscribed: row.unsubscribedAt === null } : null
}

export async function isSubscribedToNewsletter(db: Db, userId: string) {
  const [row] = await db.select({ unsubscribedAt: users.newsletterUnsubscribedAt }).from(users).where(eq(users.id, userId))
  return row ? row.unsubscribedAt === null : false
}

/** The Profile tab's switch: subscribe again, or unsubscribe while signed in. */
export async function setNewsletterSubscription(db: Db, userId: string, subscribed: boolean) {
  await db
    .update(users)
    .set({ newsletterUnsubscribedAt: subscribed ? null : new Date() })
    .where(and(eq(users.id, userId), subscribed ? isNotNull(users.newsletterUnsubscribedAt) : isNull(users.newsletterUnsubscribedAt)))
  return subscribed
}

/** Shows an address without giving all of it away: "ro***@example.com". */
export function maskEmail(email: string) {
  const [local, domain] = email.split('@')
  if (!domain) return email
  return `${local.slice(0, Math.min(2, local.length))}***@${domain}`
}
