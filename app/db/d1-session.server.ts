import { bookmarkCookie, isLaterBookmark, readBookmarkCookie } from '~/utils/d1-bookmark'

/**
 * Every request reads D1 through a session of the D1 Sessions API (DESIGN.md section 8), so a read
 * replica near the family can answer it without the family ever seeing older data than it has seen:
 *
 * - A page (GET, HEAD) starts from the family's bookmark cookie: any copy at least as new as what the
 *   family last saw or wrote. Without one (a first visit), any copy will do.
 * - A form post or any other write starts on the primary: an action checks credits, limits and
 *   ownership against the newest data before it changes anything.
 * - Within a session, D1 keeps reads in order after writes, so an action's own reads see its writes.
 *
 * The queue consumer and the cron start on the primary too (createAppContext); the chat rooms read the
 * binding itself, which is the primary.
 */
export function openD1Session(d1: D1Database, request: Request): D1DatabaseSession {
  if (request.method !== 'GET' && request.method !== 'HEAD') return d1.withSession('first-primary')
  return d1.withSession(readBookmarkCookie(request.headers.get('cookie')) ?? 'first-unconstrained')
}

/**
 * Hands the family the session's newest bookmark, when it is newer than the one it sent. A response
 * a shared cache may keep (`Cache-Control: public`) never carries it: the cookie is the family's own.
 */
export function withBookmarkCookie(response: Response, request: Request, session: D1DatabaseSession) {
  const bookmark = session.getBookmark()
  if (!isLaterBookmark(bookmark, readBookmarkCookie(request.headers.get('cookie')))) return response
  if (/\bpublic\b/.test(response.headers.get('cache-control') ?? '')) return response
  response.headers.append('Set-Cookie', bookmarkCookie(bookmark))
  return response
}
