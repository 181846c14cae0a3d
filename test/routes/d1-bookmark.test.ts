import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { openD1Session, withBookmarkCookie } from '~/db/d1-session.server'
import { BOOKMARK_COOKIE_NAME, bookmarkCookie, isLaterBookmark, keepLaterBookmark, readBookmarkCookie } from '~/utils/d1-bookmark'
import { addChild, ORIGIN, request, sessionCookieFrom, signIn } from '../helpers'

const BOOKMARK_SET_COOKIE = new RegExp(`${BOOKMARK_COOKIE_NAME}=([0-9a-f-]+); Path=/; Max-Age=600; Secure; SameSite=Lax`)

/** The bookmark a response hands the browser, or null. */
function bookmarkFrom(response: Response) {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE_NAME}=`))
  if (!set) return null
  const match = BOOKMARK_SET_COOKIE.exec(set)
  if (!match) throw new Error(`Not the bookmark cookie we set: ${set}`)
  return match[1]
}

const withBookmark = (cookie: string, bookmark: string) => `${cookie}; ${BOOKMARK_COOKIE_NAME}=${bookmark}`

describe('D1 read replicas: the bookmark cookie (DESIGN.md section 8)', () => {
  it('a write hands the family a newer bookmark each time, and a page carries it on', async () => {
    const { response: signedIn } = await signIn()
    const cookie = sessionCookieFrom(signedIn)
    const first = bookmarkFrom(signedIn)
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/)
    // Not HttpOnly: the page keeps the bookmark a live event brings (use-live-wait.ts).
    expect(signedIn.headers.getSetCookie().find((set) => set.startsWith(BOOKMARK_COOKIE_NAME))).not.toMatch(/HttpOnly/i)

    const added = await request('/api/children', { method: 'POST', cookie: withBookmark(cookie, first!), json: { name: 'Ada', birthday: '2017-05-04', consent: true } })
    expect(added.status).toBe(201)
    const afterAdding = bookmarkFrom(added)
    expect(isLaterBookmark(afterAdding, first)).toBe(true)

    // A page read from that bookmark sees the child, and hands back no older bookmark than it was given.
    const page = await request('/api/children', { cookie: withBookmark(cookie, afterAdding!) })
    expect(page.status).toBe(200)
    expect(await page.json()).toEqual([expect.objectContaining({ name: 'Ada' })])
    const afterReading = bookmarkFrom(page)
    if (afterReading !== null) expect(isLaterBookmark(afterReading, afterAdding)).toBe(true)
  })

  it('a malformed bookmark cookie is ignored: the page answers as usual with a bookmark of its own', async () => {
    const { cookie } = await signIn()
    await addChild(cookie)
    for (const bad of ['garbage', '00000000-0000000e', "00000000-0000000e-00000000-0000'; drop table users;--", '%00']) {
      const response = await request('/api/children', { cookie: withBookmark(cookie, bad) })
      expect(response.status, bad).toBe(200)
      expect(bookmarkFrom(response), bad).toMatch(/^[0-9a-f]{8}-/)
    }
  })

  it('reads the cookie strictly, and only a later bookmark replaces the one the browser has', () => {
    const bookmark = '00000000-0000001a-00000000-00000000000000000000000000000000'
    const later = '00000000-0000001b-00000000-00000000000000000000000000000000'
    expect(readBookmarkCookie(`a=1; ${BOOKMARK_COOKIE_NAME}=${bookmark}; b=2`)).toBe(bookmark)
    expect(readBookmarkCookie(`${BOOKMARK_COOKIE_NAME}=${bookmark.toUpperCase()}`)).toBeNull()
    expect(readBookmarkCookie(`x${BOOKMARK_COOKIE_NAME}=${bookmark}`)).toBeNull()
    expect(readBookmarkCookie(null)).toBeNull()
    expect(isLaterBookmark(later, bookmark)).toBe(true)
    expect(isLaterBookmark(bookmark, later)).toBe(false)
    expect(isLaterBookmark(bookmark, bookmark)).toBe(false)
    expect(isLaterBookmark(bookmark, null)).toBe(true)
    expect(isLaterBookmark('garbage', null)).toBe(false)
    expect(bookmarkCookie(bookmark)).toMatch(BOOKMARK_SET_COOKIE)
  })

  it('the page keeps the bookmark a live event brings only when it is later than the one it has', () => {
    const bookmark = '00000000-0000001a-00000000-00000000000000000000000000000000'
    const later = '00000000-0000001b-00000000-00000000000000000000000000000000'
    // A stand-in for `document`: reading gives the cookies as a Cookie header, writing sets one.
    const jar = { cookie: `theme=light; ${BOOKMARK_COOKIE_NAME}=${bookmark}` }
    expect(keepLaterBookmark(jar, undefined)).toBe(false)
    expect(keepLaterBookmark(jar, bookmark)).toBe(false)
    expect(keepLaterBookmark(jar, 'garbage')).toBe(false)
    expect(jar.cookie).toBe(`theme=light; ${BOOKMARK_COOKIE_NAME}=${bookmark}`)
    expect(keepLaterBookmark(jar, later)).toBe(true)
    expect(jar.cookie).toBe(bookmarkCookie(later))
  })

  it('a response a shared cache may keep never carries the cookie, and one that read nothing has none to give', async () => {
    const get = new Request(`${ORIGIN}/api/parks`)
    const session = openD1Session(env.DB, get)
    expect(withBookmarkCookie(new Response('{}'), get, session).headers.getSetCookie()).toEqual([])
    await session.prepare('select 1').first()
    const shared = withBookmarkCookie(new Response('{}', { headers: { 'Cache-Control': 'public, max-age=3600' } }), get, session)
    expect(shared.headers.getSetCookie()).toEqual([])
    expect(withBookmarkCookie(new Response('{}'), get, session).headers.getSetCookie()).toHaveLength(1)
    // The public park list itself goes out without it.
    expect((await request('/api/parks')).headers.getSetCookie()).toEqual([])
  })
})
