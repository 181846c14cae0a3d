import { Workbox } from 'workbox-window'
import { toast } from '~/components/ui/use-toast'
import { listSaved, removeStory, saveStory, syncSignedInFamily, TrailSaveError } from './device-store.client'
import { sendWaitingAnswers } from './offline-quiz'

/**
 * Trail mode's work on a page, loaded once the page is interactive (never part of the first load):
 * registers the service worker, offers a new version when one is waiting, keeps only the signed-in
 * family's things on the device, refreshes saved stories for a new version, and sends quiz answers
 * that waited for a connection.
 */

let workbox: Workbox | null = null
let session: string | null | undefined

const supported = () => 'serviceWorker' in navigator && 'caches' in window && 'indexedDB' in window

function registerServiceWorker() {
  if (workbox) return
  // `npm run dev` rebuilds the app on every change, which a service worker's cache would hide: none runs
  // there, and one left by an earlier `npm start` on this address is taken off.
  if (process.env.NODE_ENV === 'development') {
    void navigator.serviceWorker.getRegistrations().then((all) => all.forEach((registration) => void registration.unregister()))
    return
  }
  workbox = new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' })
  // A new version finished installing while this one runs: it takes over only when the family says so,
  // so a page never runs on a mix of old and new files.
  workbox.addEventListener('waiting', () => {
    toast({
      id: 'new-version',
      title: 'New version available',
      description: 'Reload to get the newest Story Trails. Your saved stories stay on this device.',
      action: { label: 'Reload', onClick: reloadIntoNewVersion },
      duration: Infinity,
    })
  })
  void workbox.register().catch((error: unknown) => console.warn('[trail] service worker not registered', error))
}

function reloadIntoNewVersion() {
  if (!workbox) return window.location.reload()
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}

/** The client build this page runs (Remix's manifest version). */
const runningVersion = () => (window as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? null

/**
 * Saved pages name the build they were made with; after an update they are saved again (with signal)
 * so they run on this version, and the service worker can let the old build go.
 */
async function refreshForThisVersion(userId: string) {
  const version = runningVersion()
  if (!version) return
  const stale = (await listSaved(userId)).filter((saved) => saved.version !== version)
  for (const saved of stale) {
    try {
      await saveStory(userId, saved.storyId)
    } catch (error) {
      if (error instanceof TrailSaveError && error.reason === 'not-found') await removeStory(userId, saved.storyId)
      else return
    }
  }
  if (stale.length) (await navigator.serviceWorker.ready).active?.postMessage({ type: 'TRAIL_CLEANUP' })
}

async function whenOnline(userId: string) {
  await refreshForThisVersion(userId).catch((error) => console.warn('[trail] refreshing saved stories failed', error))
  await sendWaitingAnswers(userId).catch((error) => console.warn('[trail] sending quiz answers failed', error))
}

let onOnline: (() => void) | null = null

/** Who is signed in on this page (null: nobody). */
export async function trailSession(userId: string | null) {
  if (!supported() || userId === session) return
  session = userId
  if (onOnline) window.removeEventListener('online', onOnline)
  onOnline = null
  try {
    await syncSignedInFamily(userId)
  } catch (error) {
    console.warn('[trail] could not check what is saved on this device', error)
  }
  if (!userId) return
  registerServiceWorker()
  onOnline = () => void whenOnline(userId)
  window.addEventListener('online', onOnline)
  if (navigator.onLine) await whenOnline(userId)
}
