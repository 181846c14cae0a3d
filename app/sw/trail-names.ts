/**
 * Names of what trail mode keeps on a device. Everything of a family carries the parent's id, so one
 * family's saved stories are never looked up for another account, and a family's things can be
 * found and removed together (at sign-out, at account deletion, or when someone else signs in).
 */

/** The client build of one version of the app (precached by the service worker). */
export const BUILD_CACHE_PREFIX = 'st-build-'
const FAMILY_CACHE_PREFIX = 'st-trail-'

/** Saved pages and their data (`pages`), and saved pictures and storybooks (`media`). */
export type FamilyCacheKind = 'pages' | 'media'
const KINDS: readonly FamilyCacheKind[] = ['pages', 'media']

/** The IndexedDB database of trail mode: saved stories, quiz answers waiting for a connection, who is signed in. */
export const TRAIL_DB = 'story-trails-trail'

/** Parent ids are UUIDs; anything else must never become part of a cache name. */
const USER_ID = /^[A-Za-z0-9-]{1,64}$/

export function isValidFamilyId(userId: unknown): userId is string {
  return typeof userId === 'string' && USER_ID.test(userId)
}

export function buildCacheName(version: string) {
  return `${BUILD_CACHE_PREFIX}${version}`
}

/** The build version a cache holds, or null if it is not a build cache. */
export function buildCacheVersion(cacheName: string) {
  return cacheName.startsWith(BUILD_CACHE_PREFIX) && cacheName.length > BUILD_CACHE_PREFIX.length ? cacheName.slice(BUILD_CACHE_PREFIX.length) : null
}

export function familyCacheName(userId: string, kind: FamilyCacheKind) {
  if (!isValidFamilyId(userId)) throw new Error('Not a parent id')
  return `${FAMILY_CACHE_PREFIX}${userId}-${kind}`
}

/** Whose family cache this is, or null for any other cache (the build, another site's library...). */
export function familyCacheOwner(cacheName: string): string | null {
  if (!cacheName.startsWith(FAMILY_CACHE_PREFIX)) return null
  const rest = cacheName.slice(FAMILY_CACHE_PREFIX.length)
  const kind = KINDS.find((k) => rest.endsWith(`-${k}`))
  if (!kind) return null
  const userId = rest.slice(0, -(kind.length + 1))
  return isValidFamilyId(userId) ? userId : null
}

/** The family caches among `cacheNames` that belong to anyone but `keep` (everyone's when keep is null). */
export function familyCachesToClear(cacheNames: string[], keep: string | null) {
  return cacheNames.filter((name) => {
    const owner = familyCacheOwner(name)
    return owner !== null && owner !== keep
  })
}

/** Build caches no saved page needs any more: every version but the running one and those saved pages name. */
export function buildCachesToClear(cacheNames: string[], running: string, savedVersions: Iterable<string>) {
  const keep = new Set([running, ...savedVersions])
  return cacheNames.filter((name) => {
    const version = buildCacheVersion(name)
    return version !== null && !keep.has(version)
  })
}

/** "Saved for the trail: 2.4 MB": sizes the way a phone's settings show them. */
export function formatBytes(bytes: number) {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 KB'
  if (bytes < 1000 * 1000) return `${Math.max(1, Math.round(bytes / 1000))} KB`
  return `${(bytes / (1000 * 1000)).toFixed(1)} MB`
}

export type SaveFailure = 'offline' | 'signed-out' | 'not-found' | 'failed'

/** Why saving a story for the trail failed (here, not in trail-store, so pages can tell without loading IndexedDB code). */
export class TrailSaveError extends Error {
  constructor(readonly reason: SaveFailure) {
    super(`Saving for the trail failed: ${reason}`)
  }
}
