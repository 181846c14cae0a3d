import { TRAIL_DB } from '~/sw/trail-names'

/** Whether a family left anything on this device (cheap: none of trail mode's code is needed to find out). */
async function familyDataLeft() {
  const cacheNames = 'caches' in window ? await caches.keys() : []
  if (cacheNames.some((name) => name.startsWith('st-trail-'))) return true
  if (!('indexedDB' in window)) return false
  if (!('databases' in indexedDB)) return true
  return (await indexedDB.databases()).some((db) => db.name === TRAIL_DB)
}

/**
 * Nobody is signed in on this page (signed out, account deleted, session ended elsewhere): whatever a
 * family saved on the device goes.
 */
export async function clearAfterSignOut() {
  if (await familyDataLeft()) await (await import('./trail-runtime.client')).trailSession(null)
}
