import { DurableObject } from 'cloudflare:workers'
import { z } from 'zod'
import { createDb } from '~/db/client.server'
import {
  admitChatMessage,
  CHAT_CLOSED_CODE,
  CHAT_HISTORY_LIMIT,
  CHAT_RETENTION_MS,
  CHAT_TEXT,
  roomInUse,
  type ChatIdentity,
  type ChatMessage,
  type ChatRoomRpc,
  type ChatSendResult,
  type ServerFrame,
} from '~/models/buddy-chat.server'
import { familyNotifier } from '~/models/family-notify.server'
import { checkChatMessage } from '~/utils/chat-filter.server'

const identitySchema = z.object({
  roomId: z.string().min(16).max(64),
  childId: z.number().int().positive(),
  buddyChildId: z.number().int().positive(),
})

const clientFrameSchema = z.object({
  type: z.literal('message'),
  content: z.string().max(2000),
  clientId: z.string().max(64).optional(),
})

interface MessageRow extends Record<string, SqlStorageValue> {
  id: number
  sender_child_id: number
  receiver_child_id: number
  content: string
  created_at: number
}

const DAY_MS = 24 * 60 * 60 * 1000

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  content: row.content,
  senderChildId: row.sender_child_id,
  receiverChildId: row.receiver_child_id,
  createdAt: new Date(row.created_at).toISOString(),
})

/**
 * One Trail Buddies chat room: exactly two children, never more (its id is the random room id of
 * their friendship in D1). Only the Worker reaches it, after authenticating the parent, checking
 * the Origin and the friendship. It stores every message in its SQLite storage, delivers it to the
 * open sockets (WebSocket Hibernation API: each socket's identity lives in its attachment, so it
 * survives the room being evicted), and deletes messages older than 90 days with its alarm.
 */
export class ChatRoom extends DurableObject<WorkerBindings> implements ChatRoomRpc {
  private readonly sql: SqlStorage
  /** Sends, wipes and purges run one at a time, in order, so nothing is stored into a wiped room. */
  private queue: Promise<unknown> = Promise.resolve()
  private closed = false
  /**
   * What this instance already wrote since it woke, so a message does not write it again: the room's
   * id, and that its retention alarm is set. Both go when the room is wiped or empties itself.
   */
  private remembered = false
  private alarmSet = false
  private database?: ReturnType<typeof createDb>

  constructor(ctx: DurableObjectState, env: WorkerBindings) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    this.sql.exec(`create table if not exists messages (
      id integer primary key autoincrement,
      sender_child_id integer not null,
      receiver_child_id integer not null,
      content text not null,
      created_at integer not null
    )`)
    this.sql.exec('create index if not exists messages_created_at on messages (created_at)')
    this.sql.exec('create table if not exists room (key text primary key, value text not null)')
    // Keep-alive pings are answered without waking the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'))
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => undefined)
    return run
  }

  private get db() {
    this.database ??= createDb(this.env.DB)
    return this.database
  }

  /** A WebSocket upgrade, already authenticated by the Worker, which names the socket's child. */
  async fetch(request: Request) {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket', { status: 426 })
    const parsed = identitySchema.safeParse(JSON.parse(request.headers.get('x-chat-identity') ?? 'null'))
    if (!parsed.success || this.closed) return new Response('Not found', { status: 404 })
    const identity = parsed.data
    this.remember(identity.roomId)
    const [client, server] = Object.values(new WebSocketPair())
    this.ctx.acceptWebSocket(server, [`child:${identity.childId}`])
    server.serializeAttachment(identity satisfies ChatIdentity)
    send(server, { type: 'history', messages: this.history() })
    return new Response(null, { status: 101, webSocket: client })
  }

  async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer) {
    const identity = identitySchema.safeParse(ws.deserializeAttachment())
    if (!identity.success) {
      ws.close(1008, 'Unknown socket')
      return
    }
    let frame: z.infer<typeof clientFrameSchema>
    try {
      frame = clientFrameSchema.parse(JSON.parse(typeof data === 'string' ? data : new TextDecoder().decode(data)))
    } catch {
      send(ws, { type: 'rejected', reason: 'invalid', message: 'Please try again.' })
      return
    }
    const result = await this.post(identity.data, frame.content, frame.clientId)
    if (!result.ok) send(ws, { type: 'rejected', clientId: frame.clientId, reason: result.reason, message: result.message })
  }

  async webSocketClose(ws: WebSocket, code: number) {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Bye')
    } catch {
      // already closed
    }
  }

  /**
   * Checks, stores and delivers one message from `identity.childId` to their buddy. Nothing that
   * fails the safety filter is stored or delivered; the sender alone is told why.
   */
  async post(identity: ChatIdentity, content: string, clientId?: string): Promise<ChatSendResult> {
    let unseenBy: string | null = null
    const sent = await this.serially(async (): Promise<ChatSendResult> => {
      const check = checkChatMessage(content)
      if (!check.ok && (check.reason === 'empty' || check.reason === 'too-long')) {
        return { ok: false, status: 400, reason: check.reason, message: check.message }
      }
      if (this.closed) return { ok: false, status: 404, reason: 'not-buddies', message: CHAT_TEXT.notBuddies }
      // One trip to D1 admits the message (blocked ones count against the limit too) and, when it
      // passed the filter, counts it unread for a receiver who does not have the chat open.
      const receiverWatching = this.ctx.getWebSockets(`child:${identity.buddyChildId}`).length > 0
      const createdAt = Date.now()
      const admitted = await admitChatMessage(this.db, identity, { deliverable: check.ok, receiverWatching, at: new Date(createdAt) })
      if (!admitted.buddies) return { ok: false, status: 404, reason: 'not-buddies', message: CHAT_TEXT.notBuddies }
      if (!admitted.withinLimit) return { ok: false, status: 429, reason: 'rate-limited', message: CHAT_TEXT.tooFast }
      if (!check.ok) return { ok: false, status: 422, reason: check.reason, message: check.message }

      this.remember(identity.roomId)
      const [row] = this.sql
        .exec<MessageRow>(
          'insert into messages (sender_child_id, receiver_child_id, content, created_at) values (?, ?, ?, ?) returning *',
          identity.childId,
          identity.buddyChildId,
          check.content,
          createdAt,
        )
        .toArray()
      const message = toMessage(row)
      for (const socket of this.ctx.getWebSockets()) send(socket, { type: 'message', message, clientId })
      if (!receiverWatching) unseenBy = admitted.receiverUserId
      return { ok: true, message }
    })
    if (!sent.ok) return sent
    // Outside the message queue: the retention alarm, and the receiver's family told a message is waiting.
    await this.scheduleAlarm()
    if (unseenBy) await familyNotifier(this.env.FAMILY_CHANNEL)(unseenBy, { type: 'buddies', childId: identity.buddyChildId, change: 'message' })
    return sent
  }

  /** The latest messages, oldest first. */
  history(): ChatMessage[] {
    return this.sql
      .exec<MessageRow>('select * from messages order by id desc limit ?', CHAT_HISTORY_LIMIT)
      .toArray()
      .reverse()
      .map(toMessage)
  }

  /** The friendship ended (removed, blocked, a child or a family deleted): close the sockets, delete everything. */
  wipe(): Promise<number> {
    return this.serially(async () => {
      this.closed = true
      const [{ count }] = this.sql.exec<{ count: number }>('select count(*) as count from messages').toArray()
      for (const socket of this.ctx.getWebSockets()) {
        send(socket, { type: 'closed', message: CHAT_TEXT.closed })
        try {
          socket.close(CHAT_CLOSED_CODE, 'Chat closed')
        } catch {
          // already closing
        }
      }
      await this.ctx.storage.deleteAlarm()
      await this.ctx.storage.deleteAll()
      this.remembered = this.alarmSet = false
      return count
    })
  }

  /**
   * Daily, while the room holds messages: deletes those older than the retention period, and the
   * whole room if no friendship uses it any more (a deletion that could not reach it at the time).
   */
  async alarm() {
    await this.serially(async () => {
      // The runtime cleared the alarm as it fired it: until this run sets the next one (it may fail and
      // be retried), a message checks for itself.
      this.alarmSet = false
      this.sql.exec('delete from messages where created_at < ?', Date.now() - CHAT_RETENTION_MS)
      const roomId = this.sql.exec<{ value: string }>("select value from room where key = 'id'").toArray()[0]?.value
      if (roomId && !(await roomInUse(this.db, roomId))) {
        this.closed = true
        for (const socket of this.ctx.getWebSockets()) socket.close(CHAT_CLOSED_CODE, 'Chat closed')
        await this.ctx.storage.deleteAll()
        this.remembered = this.alarmSet = false
        return
      }
      await this.scheduleAlarm(true)
    })
  }

  private remember(roomId: string) {
    if (this.remembered) return
    this.sql.exec("insert into room (key, value) values ('id', ?) on conflict (key) do nothing", roomId)
    this.remembered = true
  }

  /** Sets the daily alarm while the room holds messages: after a run, or when none is set yet. */
  private async scheduleAlarm(afterRun = false) {
    if (this.alarmSet && !afterRun) return
    const [{ count }] = this.sql.exec<{ count: number }>('select count(*) as count from messages').toArray()
    if (count === 0) return
    if (afterRun || (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + DAY_MS)
    this.alarmSet = true
  }
}

function send(socket: WebSocket, frame: ServerFrame) {
  try {
    socket.send(JSON.stringify(frame))
  } catch {
    // The socket is closing; its page reconnects and reads the history.
  }
}
