/** Shared by server and browser: where the active child's id is kept (spec sections 3 and 4). */
export const ACTIVE_CHILD_KEY = 'activeChildId'
export const ACTIVE_CHILD_EVENT = 'activeChildChanged'

/** The stored child if it is still one of the family's, else the first child, else none. */
export function resolveActiveChild<T extends { id: number }>(children: readonly T[], storedId: number | null) {
  return children.find((child) => child.id === storedId) ?? children[0] ?? null
}

export function parseChildId(value: string | null | undefined) {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

// Made once: every signed-in page reads the cookie (no `g` flag, so matching keeps no state).
const ACTIVE_CHILD_COOKIE = new RegExp(`(?:^|;\\s*)${ACTIVE_CHILD_KEY}=(\\d+)`)

export function readActiveChildCookie(cookieHeader: string | null) {
  return parseChildId(cookieHeader?.match(ACTIVE_CHILD_COOKIE)?.[1])
}
