import { DurableObject } from 'cloudflare:workers'
import type { LiveMessage } from '~/models/family-events'
import type { FamilyChannelRpc } from '~/models/family-notify.server'

/**
 * One per family (named by the parent's user id): the family's open pages keep a WebSocket here,
 * and the queue consumer tells it when a chapter or a quiz is ready. Hibernation keeps an idle room
 * free: the object sleeps between events and pings are answered without waking it.
 */
export class FamilyChannel extends DurableObject<WorkerBindings> implements FamilyChannelRpc {
  constructor(ctx: DurableObjectState, env: WorkerBindings) {
    super(ctx, env)
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'))
  }

  /** The WebSocket upgrade, after the Worker checked the session and the Origin. */
  async fetch(request: Request) {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket', { status: 426 })
    const { 0: client, 1: server } = new WebSocketPair()
    this.ctx.acceptWebSocket(server)
    return new Response(null, { status: 101, webSocket: client })
  }

  /** Sends an event to every page of the family that is listening. */
  async notify(message: LiveMessage) {
    const text = JSON.stringify(message)
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text)
      } catch {
        // A socket closing right now: the page reconnects or polls.
      }
    }
    return this.ctx.getWebSockets().length
  }

  async webSocketMessage() {
    // Pages only listen; anything they send is ignored.
  }

  async webSocketClose(socket: WebSocket, code: number, reason: string) {
    // 1005 and 1006 say "no code" and "gone": they cannot be sent back.
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason)
    } catch {
      // already closed
    }
  }
}
