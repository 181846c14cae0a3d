import { env, runInDurableObject, SELF } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { buddies } from '~/db/schema'
import type { ChatMessage, ServerFrame } from '~/models/buddy-chat.server'
import type { ChatRoom } from '../workers/chat-room'
import { addChild, db, ORIGIN, request, signIn, type ChildJson } from './helpers'

/** A signed-in parent with one child (more with `extraChildren`). */
export async function buddyFamily(name = 'Ada Park', extraChildren: string[] = []) {
  const { cookie, email } = await signIn()
  const child = await addChild(cookie, { name, birthday: '2016-03-14' })
  const siblings: ChildJson[] = []
  for (const extra of extraChildren) siblings.push(await addChild(cookie, { name: extra, birthday: '2018-08-08' }))
  return { cookie, email, child, siblings }
}

export type Family = Awaited<ReturnType<typeof buddyFamily>>

export const api = {
  friendRequest: (from: Family, username: string) =>
    request(`/api/children/${from.child.id}/friend-request`, { method: 'POST', cookie: from.cookie, json: { username } }),
  answer: (parent: Family, requestId: number, status: string) =>
    request(`/api/friend-requests/${requestId}`, { method: 'PUT', cookie: parent.cookie, json: { status } }),
  friends: (family: Family, childId = family.child.id) => request(`/api/children/${childId}/friends`, { cookie: family.cookie }),
  received: (family: Family, childId = family.child.id) => request(`/api/children/${childId}/friend-requests`, { cookie: family.cookie }),
  sent: (family: Family, childId = family.child.id) => request(`/api/children/${childId}/sent-requests`, { cookie: family.cookie }),
  conversation: (family: Family, friendId: number, childId = family.child.id) =>
    request(`/api/children/${childId}/conversations/${friendId}`, { cookie: family.cookie }),
  read: (family: Family, friendId: number, childId = family.child.id) =>
    request(`/api/children/${childId}/conversations/${friendId}/read`, { method: 'POST', cookie: family.cookie }),
  unread: (family: Family, childId = family.child.id) => request(`/api/children/${childId}/unread-count`, { cookie: family.cookie }),
  message: (family: Family, receiverChildId: number, content: string, childId = family.child.id) =>
    request(`/api/children/${childId}/messages`, { method: 'POST', cookie: family.cookie, json: { content, receiverChildId } }),
  remove: (family: Family, friendId: number, childId = family.child.id) =>
    request(`/api/children/${childId}/friends/${friendId}`, { method: 'DELETE', cookie: family.cookie }),
  block: (family: Family, username: string, childId = family.child.id) =>
    request(`/api/children/${childId}/blocks`, { method: 'POST', cookie: family.cookie, json: { username } }),
  unblock: (family: Family, blockedId: number, childId = family.child.id) =>
    request(`/api/children/${childId}/blocks/${blockedId}`, { method: 'DELETE', cookie: family.cookie }),
  usernames: (family: Family, q: string) => request(`/api/usernames?q=${encodeURIComponent(q)}`, { cookie: family.cookie }),
}

export const body = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T

/** Makes `a` and `b` Trail Buddies the way parents do: a request, then the other parent accepts. */
export async function makeBuddies(a: Family, b: Family) {
  const sent = await api.friendRequest(a, b.child.username)
  if (sent.status !== 201) throw new Error(`Request failed: ${sent.status} ${await sent.text()}`)
  const { id } = await body<{ id: number }>(sent)
  const answered = await api.answer(b, id, 'accepted')
  if (answered.status !== 200) throw new Error(`Accept failed: ${answered.status} ${await answered.text()}`)
  return id
}

export async function roomIdOf(childId: number, buddyChildId: number) {
  const [row] = await db()
    .select({ roomId: buddies.roomId })
    .from(buddies)
    .where(and(eq(buddies.childId, childId), eq(buddies.buddyChildId, buddyChildId)))
  return row?.roomId ?? null
}

export const roomStub = (roomId: string) => env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(roomId))

/** How many messages a room holds, read straight from its storage. */
export function storedMessages(roomId: string) {
  return runInDurableObject(roomStub(roomId), (_room: ChatRoom, state) => {
    const tables = state.storage.sql.exec<{ name: string }>("select name from sqlite_master where type = 'table' and name = 'messages'").toArray()
    if (tables.length === 0) return 0
    return state.storage.sql.exec<{ count: number }>('select count(*) as count from messages').one().count
  })
}

export function openSockets(roomId: string) {
  return runInDurableObject(roomStub(roomId), (_room: ChatRoom, state) => state.getWebSockets().length)
}

export function socketRequest(family: Family, friendId: number, { origin = ORIGIN, cookie = family.cookie, childId = family.child.id }: { origin?: string | null; cookie?: string | null; childId?: number } = {}) {
  const headers = new Headers({ upgrade: 'websocket', host: new URL(ORIGIN).host })
  if (origin) headers.set('origin', origin)
  if (cookie) headers.set('cookie', cookie)
  return SELF.fetch(`${ORIGIN}/api/children/${childId}/conversations/${friendId}/socket`, { headers })
}

/** A live chat socket as the page opens it, with the frames it received. */
export async function openChat(family: Family, friendId: number) {
  const response = await socketRequest(family, friendId)
  const socket = response.webSocket
  if (response.status !== 101 || !socket) throw new Error(`No socket: ${response.status} ${await response.text()}`)
  const frames: ServerFrame[] = []
  const waiters: (() => void)[] = []
  let closed: { code: number } | null = null
  socket.addEventListener('message', (event) => {
    frames.push(JSON.parse(event.data as string) as ServerFrame)
    waiters.splice(0).forEach((wake) => wake())
  })
  socket.addEventListener('close', (event) => {
    closed = { code: event.code }
    waiters.splice(0).forEach((wake) => wake())
  })
  socket.accept()
  const waitFor = async <T>(find: () => T | undefined, what: string): Promise<T> => {
    const deadline = Date.now() + 3000
    for (;;) {
      const found = find()
      if (found !== undefined) return found
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; frames: ${JSON.stringify(frames)}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }
  return {
    socket,
    frames,
    send: (content: string, clientId?: string) => socket.send(JSON.stringify({ type: 'message', content, clientId })),
    history: () => waitFor(() => frames.find((frame) => frame.type === 'history')?.messages, 'history'),
    message: (content: string) =>
      waitFor(
        () => frames.flatMap((frame) => (frame.type === 'message' && frame.message.content === content ? [frame.message as ChatMessage] : []))[0],
        `message "${content}"`,
      ),
    rejected: (clientId: string) => waitFor(() => frames.find((frame) => frame.type === 'rejected' && frame.clientId === clientId), `rejection ${clientId}`),
    closed: () => waitFor(() => closed ?? undefined, 'close'),
    close: () => socket.close(1000, 'done'),
  }
}
