import { useMatches } from '@remix-run/react'

/**
 * A page that is plain HTML to the visitor (links and anchors, nothing that needs React) is sent
 * without Remix's scripts: a phone shows it without downloading React or spending its CPU on
 * hydrating. The landing page on `/` is one; `/` is also the signed-in home, so a route says it per
 * page, from its loader data, in its handle.
 */
export interface StaticPageHandle<Data> {
  /** Whether this page, with this loader data, needs no script. */
  staticPage(data: Data | undefined): boolean
}

function isStaticPageHandle(handle: unknown): handle is StaticPageHandle<unknown> {
  return typeof handle === 'object' && handle !== null && typeof (handle as StaticPageHandle<unknown>).staticPage === 'function'
}

/**
 * For the document's layout: true when the page being rendered on the server is sent without scripts.
 * A page with a flash toast to show (the account was just deleted) gets its scripts, since a toast is
 * raised in the browser. In the browser it is always false: a page running there was sent with them.
 */
export function useStaticPage() {
  const matches = useMatches()
  if (typeof document !== 'undefined') return false
  const root = matches.find((match) => match.id === 'root')?.data as { toast?: unknown } | undefined
  if (root?.toast) return false
  return matches.some((match) => isStaticPageHandle(match.handle) && match.handle.staticPage(match.data))
}
