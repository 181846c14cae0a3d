import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { buddies, children, rateLimits } from '~/db/schema'
import { rateLimitQuery } from './rate-limit.server'

/**
 * Trail Buddies chat: one Durable Object room per pair of buddies (workers/chat-room.ts). The room
 * stores the messages and delivers them live; D1 holds who is whose buddy, which room is theirs and
 * what each child has not read yet. Everything here is reached with a child the caller has already
 * proved to be the signed-in parent's.
 */

/**
 * What the app calls on a pair's room, besides the socket's `fetch`. The Durable Object itself lives
 * with the Worker (workers/chat-room.ts `ChatRoom` implements this), so the app names only its contract.
 */
export interface ChatRoomRpc extends Rpc.DurableObjectBranded {
  post(identity: ChatIdentity, content: string, clientId?: string): Promise<ChatSendResult>
  history(): ChatMessage[]
  wipe(): Promise<number>
}

export type ChatRooms = DurableObjectNamespace<ChatRoomRpc>

/** A message as the API and the sockets carry it (spec section 3). */
export interface ChatMessage {
  id: number
  content: string
  senderChildId: number
  receiverChildId: number
  createdAt: string
}

/** Which child a socket speaks for, and to whom: kept in the socket's attachment across hibernation. */
export interface ChatIdentity {
  roomId: string
  childId: number
  buddyChildId: number
}

export type ChatSendResult =
  | { ok: true; message: ChatMessage }
  | { ok: false; status: 400 | 404 | 422 | 429; reason: string; message: string }

/** Frames a room sends to a browser. */
export type ServerFrame =
  | { type: 'history'; messages: ChatMessage[] }
  | { type: 'message'; message: ChatMessage; clientId?: string }
  | { type: 'rejected'; clientId?: string; reason: string; message: string }
  | { type: 'closed'; message: string }

/** Frames a browser sends to its room. */
export interface ClientFrame {
  type: 'message'
  content: string
  /** The sender's own id for the message, so its page can match the echo to what it showed. */
  clientId?: string
}

/** Chat history is kept 90 days (the privacy page says so), then the room's alarm deletes it. */
export const CHAT_RETENTION_DAYS = 90
export const CHAT_RETENTION_MS = CHAT_RETENTION_DAYS * 24 * 60 * 60 * 1000
/** How many of the latest messages a conversation shows. */
export const CHAT_HISTORY_LIMIT = 200
/** Messages a child may send in a minute, over all their chats. */
export const CHAT_MESSAGES_PER_MINUTE = 20
/** A socket closed with this code was closed for good (buddy removed, child deleted): no reconnecting. */
export const CHAT_CLOSED_CODE = 4001

export const CHAT_TEXT = {
  notBuddies: 'You can only send messages to your Trail Buddies.',
  tooFast: 'Whoa, that was a lot of messages! Please wait a minute before sending more.',
  closed: 'This chat has closed.',
} as const

export function chatRoom(rooms: ChatRooms, roomId: string) {
  return rooms.get(rooms.idFromName(roomId))
}

/** The room two buddies share, seen from `childId`'s side, or null when they are not buddies. */
export async function findBuddyLink(db: Db, { childId, buddyChildId }: { childId: number; buddyChildId: number }) {
  if (!Number.isSafeInteger(buddyChildId) || buddyChildId <= 0) return null
  const [row] = await db
    .select({ roomId: buddies.roomId, unreadCount: buddies.unreadCount })
    .from(buddies)
    .where(and(eq(buddies.childId, childId), eq(buddies.buddyChildId, buddyChildId)))
  return row ? { roomId: row.roomId, childId, buddyChildId, unreadCount: row.unreadCount } : null
}

/**
 * Admits one message and, when it is admitted, records its delivery, in one trip to D1: the
 * per-child rate limit (counted across all of the child's rooms; refused and blocked messages count
 * too, so nobody can probe the filter at speed), the friendship check, and, for a message that passed
 * the filter, the receiver's unread count (unless they have the chat open) and both sides' last
 * message time. The two updates only apply when the friendship exists and the limit holds, so a
 * refused message changes no count. One batch per message keeps a quick back-and-forth quick.
 */
export async function admitChatMessage(
  db: Db,
  identity: ChatIdentity,
  { deliverable, receiverWatching, at = new Date() }: { deliverable: boolean; receiverWatching: boolean; at?: Date },
) {
  const key = `chat:${identity.childId}`
  const side = (childId: number, buddyChildId: number) =>
    and(
      eq(buddies.childId, childId),
      eq(buddies.buddyChildId, buddyChildId),
      eq(buddies.roomId, identity.roomId),
      sql`exists (select 1 from ${rateLimits} where ${rateLimits.key} = ${key} and ${rateLimits.count} <= ${CHAT_MESSAGES_PER_MINUTE})`,
    )
  const [limit, link] = await db.batch([
    rateLimitQuery(db, { key, limit: CHAT_MESSAGES_PER_MINUTE, windowMs: 60_000 }, at.getTime()),
    // With the receiver's parent: their family's pages are told a message came while the chat was closed.
    db
      .select({ roomId: buddies.roomId, receiverUserId: children.userId })
      .from(buddies)
      .innerJoin(children, eq(children.id, buddies.buddyChildId))
      .where(and(eq(buddies.childId, identity.childId), eq(buddies.buddyChildId, identity.buddyChildId), eq(buddies.roomId, identity.roomId))),
    ...(deliverable
      ? ([
          db
            .update(buddies)
            .set({ unreadCount: receiverWatching ? sql`${buddies.unreadCount}` : sql`${buddies.unreadCount} + 1`, lastMessageAt: at })
            .where(side(identity.buddyChildId, identity.childId)),
          db.update(buddies).set({ lastMessageAt: at }).where(side(identity.childId, identity.buddyChildId)),
        ] as const)
      : []),
  ])
  return { buddies: link.length === 1, withinLimit: limit[0].count <= CHAT_MESSAGES_PER_MINUTE, receiverUserId: link[0]?.receiverUserId ?? null }
}

/** Whether any friendship still uses this room (a room without one deletes itself). */
export async function roomInUse(db: Db, roomId: string) {
  const [row] = await db.select({ roomId: buddies.roomId }).from(buddies).where(eq(buddies.roomId, roomId)).limit(1)
  return Boolean(row)
}

/** The child has read everything their buddy sent. */
export async function markConversationRead(db: Db, { childId, buddyChildId }: { childId: number; buddyChildId: number }) {
  await db
    .update(buddies)
    .set({ unreadCount: 0 })
    .where(and(eq(buddies.childId, childId), eq(buddies.buddyChildId, buddyChildId)))
}

export async function unreadCount(db: Db, childId: number) {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${buddies.unreadCount}), 0)` })
    .from(buddies)
    .where(eq(buddies.childId, childId))
  return Number(row?.count ?? 0)
}

/** The latest messages of two buddies, oldest first; null when they are not buddies. */
export async function getConversation(db: Db, rooms: ChatRooms, pair: { childId: number; buddyChildId: number }) {
  const link = await findBuddyLink(db, pair)
  if (!link) return null
  return chatRoom(rooms, link.roomId).history()
}

/** Sends a message without a socket (the spec's fetch path, and the page's fallback). */
export async function sendChatMessage(
  db: Db,
  rooms: ChatRooms,
  { childId, buddyChildId, content }: { childId: number; buddyChildId: number; content: string },
): Promise<ChatSendResult> {
  const link = await findBuddyLink(db, { childId, buddyChildId })
  if (!link) return { ok: false, status: 404, reason: 'not-buddies', message: CHAT_TEXT.notBuddies }
  return chatRoom(rooms, link.roomId).post({ roomId: link.roomId, childId, buddyChildId }, content)
}

/**
 * Hands an authenticated, Origin-checked upgrade to the pair's room, which answers 101. Opening the
 * chat reads it, so the child's unread count for this buddy clears.
 */
export async function openChatSocket(db: Db, rooms: ChatRooms, request: Request, identity: ChatIdentity) {
  await markConversationRead(db, identity)
  const headers = new Headers({ upgrade: 'websocket' })
  headers.set('x-chat-identity', JSON.stringify(identity))
  return chatRoom(rooms, identity.roomId).fetch(new Request('https://chat-room/socket', { headers }))
}

/** The rooms of these children's friendships: looked up before the children are deleted. */
export async function roomsOfChildren(db: Db, childIds: number[]) {
  if (childIds.length === 0) return []
  const rows = await db
    .selectDistinct({ roomId: buddies.roomId })
    .from(buddies)
    .where(sql`${buddies.childId} in (${sql.join(childIds.map((id) => sql`${id}`), sql`, `)})`)
  return rows.map((row) => row.roomId)
}

/**
 * Deletes every message of these rooms and closes their sockets. A room that cannot be reached now
 * deletes itself at its next alarm, when it finds no friendship using it.
 */
export async function closeRooms(rooms: ChatRooms, roomIds: string[]) {
  const results = await Promise.allSettled(roomIds.map((roomId) => chatRoom(rooms, roomId).wipe()))
  const failed = results.filter((result) => result.status === 'rejected')
  if (failed.length) console.warn(`[buddies] ${failed.length} chat room(s) could not be closed now; their alarm will delete them`)
}
