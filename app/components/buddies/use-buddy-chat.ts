import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '~/components/ui/use-toast'
import type { ChatMessage, ServerFrame } from '~/models/buddy-chat.server'
import { apiRequest, ApiError } from '~/utils/api-client'

export type ChatStatus = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'closed'

/** A message the filter stopped: why, and what the child typed, so they can say it another way. */
export interface BlockedNotice {
  message: string
  content: string
}

interface PendingMessage {
  clientId: string
  content: string
}

/** Reasons the safety filter gives; anything else (too fast, not buddies) is an error notice. */
const FILTER_REASONS = new Set(['profanity', 'personal-info', 'meeting', 'secret'])
const CLOSED_CODE = 4001
const PING_MS = 30_000

function byId(messages: ChatMessage[]) {
  const seen = new Map(messages.map((message) => [message.id, message]))
  return [...seen.values()].sort((a, b) => a.id - b.id)
}

function newClientId() {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/**
 * The live chat with one buddy: a WebSocket to the pair's room that reconnects by itself (backing
 * off up to 10 s), with the fetch path as the fallback while it is down.
 */
export function useBuddyChat({ childId, buddyId, onOpened, onClosed }: { childId: number; buddyId: number; onOpened?: () => void; onClosed?: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [pending, setPending] = useState<PendingMessage[]>([])
  const [loaded, setLoaded] = useState(false)
  const [status, setStatus] = useState<ChatStatus>('connecting')
  const [blocked, setBlocked] = useState<BlockedNotice | null>(null)
  const socket = useRef<WebSocket | null>(null)
  const pendingRef = useRef(new Map<string, string>())
  const callbacks = useRef({ onOpened, onClosed })
  callbacks.current = { onOpened, onClosed }

  const forget = useCallback((clientId: string) => {
    const content = pendingRef.current.get(clientId)
    pendingRef.current.delete(clientId)
    setPending((list) => list.filter((item) => item.clientId !== clientId))
    return content
  }, [])

  const refuse = useCallback((reason: string, message: string, content: string | undefined) => {
    if (FILTER_REASONS.has(reason)) setBlocked({ message, content: content ?? '' })
    else toast({ title: 'Error sending message', description: message || 'Please try again.', variant: 'destructive' })
  }, [])

  useEffect(() => {
    let stopped = false
    let attempt = 0
    let retry: ReturnType<typeof setTimeout> | undefined
    let ping: ReturnType<typeof setInterval> | undefined
    let openedOnce = false
    const base = `/api/children/${childId}/conversations/${buddyId}`

    // While the socket is down, the history still comes through the fetch path.
    async function loadOverFetch() {
      try {
        const history = await apiRequest<ChatMessage[]>('GET', base)
        if (stopped) return
        setMessages((current) => byId([...history, ...current]))
        setLoaded(true)
        await apiRequest('POST', `${base}/read`)
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          setStatus('closed')
          callbacks.current.onClosed?.()
        }
      }
    }

    function connect() {
      setStatus(attempt === 0 ? 'connecting' : 'reconnecting')
      const ws = new WebSocket(`${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}${base}/socket`)
      socket.current = ws
      ws.onopen = () => {
        attempt = 0
        setStatus('live')
        ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('ping'), PING_MS)
      }
      ws.onmessage = (event) => {
        if (typeof event.data !== 'string' || event.data === 'pong') return
        const frame = JSON.parse(event.data) as ServerFrame
        if (frame.type === 'history') {
          setMessages(byId(frame.messages))
          setLoaded(true)
          if (!openedOnce) callbacks.current.onOpened?.()
          openedOnce = true
        } else if (frame.type === 'message') {
          if (frame.clientId) forget(frame.clientId)
          setMessages((current) => byId([...current, frame.message]))
        } else if (frame.type === 'rejected') {
          refuse(frame.reason, frame.message, frame.clientId ? forget(frame.clientId) : undefined)
        } else if (frame.type === 'closed') {
          setStatus('closed')
        }
      }
      ws.onclose = (event) => {
        clearInterval(ping)
        if (socket.current === ws) socket.current = null
        if (stopped) return
        // What was on its way may not have arrived; the history after reconnecting shows what did.
        if (pendingRef.current.size) {
          pendingRef.current.clear()
          setPending([])
          toast({ title: 'Error sending message', description: 'Please try again.', variant: 'destructive' })
        }
        if (event.code === CLOSED_CODE) {
          setStatus('closed')
          callbacks.current.onClosed?.()
          return
        }
        attempt++
        setStatus(attempt > 2 ? 'offline' : 'reconnecting')
        if (attempt === 2) void loadOverFetch()
        const delay = Math.min(10_000, 500 * 2 ** attempt) * (0.8 + Math.random() * 0.4)
        retry = setTimeout(connect, delay)
      }
    }

    connect()
    return () => {
      stopped = true
      clearTimeout(retry)
      clearInterval(ping)
      socket.current?.close(1000, 'Chat closed')
      socket.current = null
    }
  }, [childId, buddyId, forget, refuse])

  const send = useCallback(
    async (content: string) => {
      setBlocked(null)
      const ws = socket.current
      if (ws && ws.readyState === WebSocket.OPEN) {
        const clientId = newClientId()
        pendingRef.current.set(clientId, content)
        setPending((list) => [...list, { clientId, content }])
        ws.send(JSON.stringify({ type: 'message', content, clientId }))
        return
      }
      try {
        const message = await apiRequest<ChatMessage>('POST', `/api/children/${childId}/messages`, { content, receiverChildId: buddyId })
        setMessages((current) => byId([...current, message]))
      } catch (error) {
        const reason = error instanceof ApiError && error.status === 422 ? 'personal-info' : 'error'
        refuse(reason, error instanceof ApiError ? error.message : 'Please try again.', content)
      }
    },
    [childId, buddyId, refuse],
  )

  return { messages, pending, loaded, status, blocked, dismissBlocked: () => setBlocked(null), send }
}
