import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { subscribeFamily } from './family-live'

/** A burst of events (a request and its e-mail's, two messages) is read once. */
const SETTLE_MS = 250

/**
 * Keeps what a family sees of Trail Buddies live on every signed-in page: when the other family
 * asks, answers, removes or writes, the page reads its data again, so the top bar's dot, the
 * Trail Buddies tabs and their counts follow without a reload. Says whether the channel is open.
 */
export function useBuddyNewsLive() {
  const [connected, setConnected] = useState(false)
  const { revalidate } = useRevalidator()
  const latest = useRef(revalidate)
  latest.current = revalidate
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = subscribeFamily({
      onStatus: setConnected,
      onEvent: (event) => {
        if (event.type !== 'buddies') return
        clearTimeout(timer)
        timer = setTimeout(() => latest.current(), SETTLE_MS)
      },
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [])
  return connected
}
