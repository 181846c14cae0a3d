import { clearFamilyCaches, deleteTrailDatabase, familyDataLeft, forgetPageQuizAnswers } from './device-cleanup'

/**
 * The one script of a page sent without React (the landing page on /, see utils/static-page.ts).
 * Nobody is signed in there, so whatever a family left on this device goes, as trail mode sees to on
 * every other signed-out page (components/trail/signed-out.ts). Built into public/signed-out.js by
 * scripts/build-sw.mjs.
 */
async function clearSignedOutDevice() {
  forgetPageQuizAnswers()
  if (!(await familyDataLeft())) return
  await clearFamilyCaches(null)
  await deleteTrailDatabase()
}

clearSignedOutDevice().catch((error: unknown) => console.warn('[trail] could not clear this device', error))
