/**
 * A D1 bookmark names a point in the database's history. The family's browser keeps the newest one
 * it has seen in a cookie, so its next request reads from a copy of the database at least that new
 * (DESIGN.md section 8: reads go to read replicas through the D1 Sessions API). Both the Worker and
 * the page read and write that cookie; see app/db/d1-session.server.ts.
 */
export const BOOKMARK_COOKIE_NAME = '__Host-d1-bookmark'

/**
 * D1 writes a bookmark as four fixed-width groups of hex digits, so two of them compare as strings.
 * Anything else in the cookie is ignored: D1 refuses a malformed bookmark.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

function isBookmark(value: unknown): value is string {
  return typeof value === 'string' && BOOKMARK.test(value)
}

/** The bookmark in a Cookie header, or null when there is none or it is not one D1 would accept. */
export function readBookmarkCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === BOOKMARK_COOKIE_NAME) {
      const bookmark = value.join('=')
      return isBookmark(bookmark) ? bookmark : null
    }
  }
  return null
}

/** True when `candidate` is a bookmark later than `current` (or there is no current one). */
export function isLaterBookmark(candidate: string | null | undefined, current: string | null): candidate is string {
  return isBookmark(candidate) && (current === null || candidate > current)
}

/**
 * The cookie, as a Set-Cookie value or for `document.cookie`. Not HttpOnly: it holds no secret, and the
 * page sets it itself when the family's channel says a job has written something (use-live-wait.ts).
 * It only needs to outlive the replicas' lag, which is seconds.
 */
export function bookmarkCookie(bookmark: string) {
  return `${BOOKMARK_COOKIE_NAME}=${bookmark}; Path=/; Max-Age=600; Secure; SameSite=Lax`
}

/**
 * In the page: keeps a bookmark the family's channel brought (the write behind a live event), unless
 * the browser already has a later one. `jar` is `document`.
 */
export function keepLaterBookmark(jar: { cookie: string }, bookmark: string | undefined) {
  if (!isLaterBookmark(bookmark, readBookmarkCookie(jar.cookie))) return false
  jar.cookie = bookmarkCookie(bookmark)
  return true
}
