import { familyDataLeft } from '~/sw/device-cleanup'

/**
 * Nobody is signed in on this page (signed out, account deleted, session ended elsewhere): whatever a
 * family saved on the device goes, through trail mode's runtime, which then stops acting for anyone.
 */
export async function clearAfterSignOut() {
  if (await familyDataLeft()) await (await import('./trail-runtime.client')).trailSession(null)
}
