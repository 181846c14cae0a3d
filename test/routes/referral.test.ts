import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditLedger, referrals, users } from '~/db/schema'
import { MAX_REFERRAL_BONUSES_PER_MONTH } from '~/models/referral.server'
import { mailboxOf } from '~/models/user.server'
import { balance, readJson } from '../factories'
import { cookiesSet, dataRequest, db, latestCodeFor, request, requestCode, sessionCookieFrom, signIn, uniqueEmail } from '../helpers'

async function myLink(cookie: string) {
  const { link } = await readJson<{ link: string }>(await request('/api/referral', { cookie }))
  return link
}

/** Opens a referral link as a fresh visitor and keeps the cookie it sets. */
async function openLink(link: string) {
  const response = await request(new URL(link).pathname + new URL(link).search)
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toBe('/')
  const cookie = response.headers.get('set-cookie')?.match(/__Host-ref=[^;]+/)?.[0]
  if (!cookie) throw new Error('The link set no referral cookie')
  return cookie
}

/** Signs in through the real form carrying the referral cookie. */
async function signInWith(refCookie: string, email = uniqueEmail('friend')) {
  await requestCode(email)
  const response = await dataRequest('/sign-in', 'routes/sign-in', { method: 'POST', cookie: refCookie, form: { intent: 'verify', email, code: await latestCodeFor(email) } })
  expect(response.headers.get('set-cookie')).toMatch(/__Host-ref=; Max-Age=0/)
  const cookie = sessionCookieFrom(response)
  const me = await readJson<{ id: string; credits: number }>(await request('/api/auth/user', { cookie }))
  return { cookie, email, ...me }
}

async function inviter() {
  const parent = await signIn()
  const me = await readJson<{ id: string }>(await request('/api/auth/user', { cookie: parent.cookie }))
  return { ...parent, id: me.id, link: await myLink(parent.cookie) }
}

describe('referral', () => {
  it('a bonus goes to a new mailbox, not a new address: the inviter\'s own "+alt" and a second "+tag" of one mailbox earn nothing', async () => {
    const local = `mom${Date.now()}${Math.floor(Math.random() * 1e6)}`
    const host = await signIn(`${local}@example.com`)
    const hostId = (await readJson<{ id: string }>(await request('/api/auth/user', { cookie: host.cookie }))).id
    const link = await myLink(host.cookie)
    // The inviter's own other addresses.
    for (const email of [`${local}+alt@example.com`, `${local.toUpperCase()}+kids@Example.com`]) {
      const own = await signInWith(await openLink(link), email)
      expect(own.credits, email).toBe(50)
    }
    expect(await balance(hostId)).toBe(50)
    // A friend's mailbox earns once, however many +tags it has.
    const friend = `dad${Date.now()}${Math.floor(Math.random() * 1e6)}`
    const first = await signInWith(await openLink(link), `${friend}+kid1@example.com`)
    const second = await signInWith(await openLink(link), `${friend}+kid2@example.com`)
    expect(first.credits).toBe(55)
    expect(second.credits).toBe(50)
    expect(await balance(hostId)).toBe(55)
    // Each account keeps the address it signed up with.
    expect((await db().query.users.findFirst({ where: eq(users.id, second.id) }))?.email).toBe(`${friend}+kid2@example.com`)
  })

  it('reads gmail addresses as gmail does: dots and googlemail.com make no new mailbox', async () => {
    expect(mailboxOf('Jo.Ann.Lee+camp@GMail.com')).toBe(mailboxOf('joannlee@googlemail.com'))
    expect(mailboxOf('jo.ann@example.com')).not.toBe(mailboxOf('joann@example.com'))
    expect(mailboxOf('mom+kid1@example.com')).toBe('mom@example.com')
  })

  it('the link carries an unguessable code, not the user id', async () => {
    const { id, link } = await inviter()
    const code = new URL(link).searchParams.get('ref')!
    expect(new URL(link).pathname).toBe('/api/referral')
    expect(code).toMatch(/^[\w-]{10,}$/)
    expect(link).not.toContain(id)
  })

  it('a new account opened through the link gives both families 5 credits, once, with ledger rows', async () => {
    const host = await inviter()
    const friend = await signInWith(await openLink(host.link))
    expect(friend.credits).toBe(55)
    expect(await balance(host.id)).toBe(55)
    const rows = await db().select().from(creditLedger).where(eq(creditLedger.reason, 'referral-bonus'))
    expect(rows.filter((row) => row.userId === friend.id)).toEqual([expect.objectContaining({ delta: 5 })])
    expect(rows.filter((row) => row.userId === host.id)).toEqual([expect.objectContaining({ delta: 5 })])
    expect(await readJson(await request('/api/referral/stats', { cookie: host.cookie }))).toEqual({
      totalReferrals: 1,
      creditsEarned: 5,
      rank: 'Beginner',
      recentReferrals: [{ createdAt: expect.any(String), credits: 5 }],
    })
    // Signing in again through the same link gives nothing more.
    await signInWith(await openLink(host.link), friend.email)
    expect(await balance(friend.id)).toBe(55)
    expect(await balance(host.id)).toBe(55)
  })

  it('an existing account gets nothing', async () => {
    const host = await inviter()
    const existing = await signIn()
    const again = await signInWith(await openLink(host.link), existing.email)
    expect(again.credits).toBe(50)
    expect(await balance(host.id)).toBe(50)
  })

  it('no bonus for referring yourself: a signed-in parent opening their own link sets nothing', async () => {
    const host = await inviter()
    const response = await request(new URL(host.link).pathname + new URL(host.link).search, { cookie: host.cookie })
    expect(cookiesSet(response)).toEqual([])
    expect(await balance(host.id)).toBe(50)
  })

  it('an unknown or malformed code opens the landing page and gives nothing', async () => {
    const bad = await request('/api/referral?ref=<script>')
    expect(bad.headers.get('set-cookie')).toBeNull()
    const friend = await signInWith(await openLink('https://x/api/referral?ref=nobody-has-this-code'))
    expect(friend.credits).toBe(50)
  })

  it(`caps the inviter at ${MAX_REFERRAL_BONUSES_PER_MONTH} bonuses a month; friends still get theirs`, async () => {
    const host = await inviter()
    // As if the month's bonuses were already earned.
    const fillers = await Promise.all(
      Array.from({ length: MAX_REFERRAL_BONUSES_PER_MONTH }, async (_, i) => {
        const [row] = await db().insert(users).values({ id: `filler-${host.id}-${i}`, email: `filler-${i}-${host.id}@example.com` }).returning()
        return row.id
      }),
    )
    // D1 binds at most 100 values a statement: a few rows at a time.
    for (let i = 0; i < fillers.length; i += 20) {
      await db().insert(referrals).values(fillers.slice(i, i + 20).map((friendId) => ({ inviterId: host.id, friendId, inviterRewarded: true })))
    }
    const friend = await signInWith(await openLink(host.link))
    expect(friend.credits).toBe(55)
    expect(await balance(host.id)).toBe(50)
    const row = await db().query.referrals.findFirst({ where: and(eq(referrals.friendId, friend.id)) })
    expect(row?.inviterRewarded).toBe(false)
    expect(await db().select().from(creditLedger).where(and(eq(creditLedger.userId, host.id), like(creditLedger.reference, 'referral:%')))).toEqual([])
  })

  it('the referral page shows the link, a QR code and the stats', async () => {
    const host = await inviter()
    const html = await (await request('/referral', { cookie: host.cookie })).text()
    expect(html).toContain(host.link.replace(/&/g, '&amp;').split('?')[1])
    expect(html).toContain('data:image/svg+xml;base64,')
    for (const text of ['Friends Referred', 'Bonus Credits Earned', 'Referral Rank', 'Beginner', 'Recent Referrals', 'How Referrals Work']) expect(html).toContain(text)
  })
})
