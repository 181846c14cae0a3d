import { useRouteLoaderData } from '@remix-run/react'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { toast } from '~/components/ui/use-toast'
import { formatBytes, TrailSaveError } from '~/sw/trail-names'
import type { RootLoader } from '~/utils/root-route.server'
import type { SavedStory } from './device-store.client'
import { needsConnection } from './use-online'

/** The signed-in family's saved stories, shared by every "Save for the trail" on the page. */
interface Shelf {
  userId: string | null
  loaded: boolean
  saved: SavedStory[]
  saving: ReadonlySet<string>
}

const EMPTY: Shelf = { userId: null, loaded: false, saved: [], saving: new Set() }
let shelf: Shelf = EMPTY
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

// The IndexedDB side (idb) loads once the page is interactive: nothing is drawn from it before.
const store = () => import('./device-store.client')

function update(next: Partial<Shelf>) {
  shelf = { ...shelf, ...next }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function load(userId: string) {
  if (shelf.userId !== userId) {
    update({ ...EMPTY, userId })
    loading = null
  }
  loading ??= store()
    .then(({ listSaved }) => listSaved(userId))
    .then((saved) => {
      if (shelf.userId === userId) update({ saved, loaded: true })
    })
    .catch((error) => {
      console.warn('[trail] could not read saved stories', error)
      loading = null
    })
}

const trailSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window && 'indexedDB' in window

/** The service worker is installed (the app itself is on the device), or it could not be. */
function appOnDevice() {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise((_, reject) => setTimeout(() => reject(new TrailSaveError('failed')), 30_000)),
  ])
}

function saveFailed(error: unknown) {
  const reason = error instanceof TrailSaveError ? error.reason : error instanceof DOMException && error.name === 'QuotaExceededError' ? 'full' : 'failed'
  const description = {
    offline: 'Saving needs a connection. Try again when you have signal.',
    'signed-out': 'Please sign in again, then save the story.',
    'not-found': "We couldn't find this story to save it.",
    full: 'This device has no room left for saved stories. Remove one and try again.',
    failed: 'The story could not be saved on this device. Please try again.',
  }[reason]
  toast({ title: 'Not saved for the trail', description, variant: 'destructive' })
}

export function useSavedStories() {
  const userId = useRouteLoaderData<RootLoader>('root')?.user?.id ?? null
  const state = useSyncExternalStore(subscribe, () => shelf, () => EMPTY)
  // Known only in the browser (null until then): the server renders no trail controls, the page adds
  // them once hydrated.
  const [supported, setSupported] = useState<boolean | null>(null)

  useEffect(() => {
    const ok = trailSupported()
    setSupported(ok)
    if (ok && userId) load(userId)
  }, [userId])

  const save = useCallback(
    async (storyId: string, { quiet = false }: { quiet?: boolean } = {}) => {
      if (!userId || shelf.saving.has(storyId)) return
      if (!navigator.onLine) {
        if (!quiet) needsConnection('Saving a story for the trail')
        return
      }
      update({ saving: new Set([...shelf.saving, storyId]) })
      try {
        await appOnDevice()
        const record = await (await store()).saveStory(userId, storyId)
        // Ask the browser to keep saved stories even when the device runs low on space.
        await navigator.storage?.persist?.().catch(() => false)
        if (shelf.userId === userId) update({ saved: [record, ...shelf.saved.filter((saved) => saved.storyId !== storyId)] })
        if (!quiet) toast({ title: 'Saved for the trail', description: `“${record.title}” opens on this device with no signal (${formatBytes(record.bytes)}).` })
      } catch (error) {
        if (!quiet) saveFailed(error)
      } finally {
        update({ saving: new Set([...shelf.saving].filter((id) => id !== storyId)) })
      }
    },
    [userId],
  )

  const remove = useCallback(
    async (storyId: string, { quiet = false }: { quiet?: boolean } = {}) => {
      if (!userId) return
      const record = shelf.saved.find((saved) => saved.storyId === storyId)
      try {
        await (await store()).removeStory(userId, storyId)
        update({ saved: shelf.saved.filter((saved) => saved.storyId !== storyId) })
        if (!quiet && record) toast({ title: 'Removed from this device', description: `“${record.title}” is still in your library; it needs a connection to open now.` })
      } catch (error) {
        console.warn('[trail] could not remove a saved story', error)
        if (!quiet) toast({ title: 'Not removed', description: 'The saved story could not be removed. Please try again.', variant: 'destructive' })
      }
    },
    [userId],
  )

  const ready = supported === true && userId !== null && state.userId === userId
  return {
    supported: ready,
    /** This browser cannot keep stories for offline reading (no service worker, Cache Storage or IndexedDB). */
    unsupported: supported === false,
    loaded: ready && state.loaded,
    saved: ready ? state.saved : [],
    saving: state.saving,
    find: (storyId: string) => (ready ? state.saved.find((saved) => saved.storyId === storyId) : undefined),
    save,
    remove,
  }
}
