import { useSyncExternalStore } from 'react'
import { toast } from '~/components/ui/use-toast'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * Whether the browser has a network. Online while the page hydrates (the server rendered it so, and a
 * saved page was saved online), then the browser's own answer.
 */
export function useOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/** The notice for something that needs the server, tried with no signal: nothing is sent, nothing changes. */
export function needsConnection(what: string) {
  toast({ title: "You're offline", description: `${what} needs a connection. Nothing was changed: try again when you have signal.` })
}
