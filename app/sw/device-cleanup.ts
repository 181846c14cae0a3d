import { familyCachesToClear, TRAIL_DB } from './trail-names'

/**
 * Taking a family's things off the device with the browser's own storage APIs alone (no IndexedDB
 * library, no React): shared by trail mode's store, the service worker, and the script of a page
 * sent without React (`signed-out-page.ts`). Windows and workers both have everything used here but
 * localStorage, which is looked up.
 */

/** Where the quiz page keeps a quiz's answers across a reload (quiz-runner.tsx). */
export const PAGE_QUIZ_ANSWERS_PREFIX = 'quiz-answers:'

/** The family caches of everyone but `keep` (everyone's when keep is null) go. */
export async function clearFamilyCaches(keep: string | null) {
  if (typeof caches === 'undefined') return
  await Promise.all(familyCachesToClear(await caches.keys(), keep).map((name) => caches.delete(name)))
}

/** Quiz answers a page kept for a reload belong to whoever was signed in when they were given. */
export function forgetPageQuizAnswers() {
  const storage = (globalThis as { localStorage?: { removeItem(key: string): void } }).localStorage
  if (!storage) return
  for (const key of Object.keys(storage)) if (key.startsWith(PAGE_QUIZ_ANSWERS_PREFIX)) storage.removeItem(key)
}

/**
 * Deletes trail mode's database. Every connection to it (other tabs, the service worker) closes when
 * asked (trail-store.ts), so a deletion that is blocked for a moment completes as soon as they have.
 */
export function deleteTrailDatabase() {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(TRAIL_DB)
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}

/** Whether a family left anything on this device (cheap: nothing is opened or made to find out). */
export async function familyDataLeft() {
  const cacheNames = typeof caches === 'undefined' ? [] : await caches.keys()
  if (familyCachesToClear(cacheNames, null).length > 0) return true
  if (typeof indexedDB === 'undefined') return false
  if (!('databases' in indexedDB)) return true
  return (await indexedDB.databases()).some((db) => db.name === TRAIL_DB)
}
