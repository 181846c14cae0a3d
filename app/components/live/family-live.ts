import type { FamilyEvent, LiveMessage } from '~/models/family-events'
import { keepLaterBookmark } from '~/utils/d1-bookmark'

/** How long the socket waits before it dials again, at most: about the slowest poll's pause. */
const MAX_RECONNECT_MS = 30_000

export interface FamilySubscriber {
  onEvent?: (event: FamilyEvent) => void
  /** Whether the channel is open now; called on subscribing and on every change. */
  onStatus?: (connected: boolean) => void
}

const liveUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/live`

const subscribers = new Set<FamilySubscriber>()
let socket: { close(): void } | null = null
let dialling = false
let connected = false
let watchingNetwork = false

function setConnected(value: boolean) {
  if (connected === value) return
  connected = value
  for (const subscriber of subscribers) subscriber.onStatus?.(value)
}

/**
 * One socket per page to the family's channel, whatever listens (the top bar for buddy news, a page
 * waiting for a chapter or a quiz). The reconnecting socket is loaded after the page is up, so it is
 * not part of the page's first load; a hibernating socket costs the server nothing while idle.
 */
function open() {
  if (socket || dialling || subscribers.size === 0 || !navigator.onLine) return
  dialling = true
  import('./reconnecting-socket.client').then(
    ({ default: ReconnectingWebSocket }) => {
      dialling = false
      if (socket || subscribers.size === 0 || !navigator.onLine) return
      const live = new ReconnectingWebSocket(liveUrl, undefined, { maxReconnectionDelay: MAX_RECONNECT_MS, minReconnectionDelay: 1_000 })
      live.addEventListener('open', () => setConnected(true))
      live.addEventListener('close', () => setConnected(false))
      live.addEventListener('message', (message) => {
        if (typeof message.data !== 'string') return
        let event: FamilyEvent
        try {
          const { bookmark, ...rest } = JSON.parse(message.data) as LiveMessage
          // The page's next read then comes from a copy of the database that holds what the event announces.
          keepLaterBookmark(document, bookmark)
          event = rest
        } catch {
          return // not an event of ours
        }
        for (const subscriber of subscribers) subscriber.onEvent?.(event)
      })
      socket = live
    },
    () => {
      dialling = false // offline for a moment: the next subscriber or the network coming back dials again
    },
  )
}

function close() {
  socket?.close()
  socket = null
  setConnected(false)
}

/** With no signal there is no one to hear: the socket waits for the network instead of redialling. */
function watchNetwork() {
  if (watchingNetwork) return
  watchingNetwork = true
  window.addEventListener('online', open)
  window.addEventListener('offline', close)
}

/** Listens to the family's channel until the returned function is called. In the browser only (an effect). */
export function subscribeFamily(subscriber: FamilySubscriber) {
  subscribers.add(subscriber)
  watchNetwork()
  subscriber.onStatus?.(connected)
  open()
  return () => {
    subscribers.delete(subscriber)
    if (subscribers.size === 0) close()
  }
}
