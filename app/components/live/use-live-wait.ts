import { useEffect, useRef, useState } from 'react'
import type { FamilyEvent } from '~/models/family-events'
import { subscribeFamily } from './family-live'

/** Slow polling, only while the family channel cannot be reached: 2 s, 4 s, 8 s ... at most 30 s. */
const FIRST_POLL_MS = 2_000
const MAX_POLL_MS = 30_000

/**
 * Waits for something the queue is making (a chapter, a quiz) without asking the server every second:
 * the family's channel says the moment it is ready. The page keeps its one socket open while it is
 * shown (family-live.ts), so a new wait never depends on a new connection.
 * One check runs when a wait starts on an open channel or the channel (re)opens during a wait (it may
 * be ready already); while the channel is down, `check` runs with a growing pause. `onReady` is
 * called once per wait.
 */
export function useLiveWait({
  waiting,
  isMine,
  check,
  onReady,
}: {
  waiting: boolean
  isMine: (event: FamilyEvent) => boolean
  /** Asks the server; true when the wait is over. */
  check: () => Promise<boolean>
  onReady: () => void
}) {
  const [connected, setConnected] = useState(false)
  const latest = useRef({ isMine, check, onReady })
  latest.current = { isMine, check, onReady }
  const done = useRef(false)

  // A new wait: whatever the last one saw no longer counts. On an open channel, look once, since the
  // thing may have become ready before the page started waiting.
  useEffect(() => {
    done.current = false
    if (waiting && connected) void checkOnce()
    // Only when a wait starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting])

  const finish = () => {
    if (done.current) return
    done.current = true
    latest.current.onReady()
  }
  const checkOnce = async () => {
    try {
      if (await latest.current.check()) finish()
    } catch {
      // offline for a moment: the next check or event will tell
    }
  }

  const waitingNow = useRef(waiting)
  waitingNow.current = waiting

  // The page's one socket to the family's channel, shared with whatever else listens on the page.
  useEffect(
    () =>
      subscribeFamily({
        onStatus: (open) => {
          setConnected(open)
          if (open && waitingNow.current) void checkOnce()
        },
        onEvent: (event) => {
          if (waitingNow.current && latest.current.isMine(event)) finish()
        },
      }),
    // checkOnce and finish read the latest callbacks through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  useEffect(() => {
    if (!waiting || connected) return
    let delay = FIRST_POLL_MS
    let timer: ReturnType<typeof setTimeout>
    const poll = () => {
      timer = setTimeout(async () => {
        await checkOnce()
        if (done.current) return
        delay = Math.min(delay * 2, MAX_POLL_MS)
        poll()
      }, delay)
    }
    poll()
    return () => clearTimeout(timer)
    // checkOnce reads the latest callbacks through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, connected])

  return { connected }
}
