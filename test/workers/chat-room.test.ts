import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { count, eq, or } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buddies, buddyBlocks, buddyRequests, users } from '~/db/schema'
import { deleteAccount } from '~/models/account.server'
import { CHAT_RETENTION_MS, type ChatIdentity, type ChatMessage } from '~/models/buddy-chat.server'
import { CHAT_BLOCK_MESSAGES } from '~/utils/chat-filter.server'
import { ChatRoom } from '../../workers/chat-room'
import { isCrossOriginWrite } from '../../workers/security'
import { api, body, buddyFamily, makeBuddies, openChat, openSockets, roomIdOf, roomStub, socketRequest, storedMessages } from '../buddies-helpers'
import { db, ORIGIN, request } from '../helpers'

vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  vi.useRealTimers()
})

async function pair() {
  const a = await buddyFamily('Ada Park')
  const b = await buddyFamily('Ben Stone')
  await makeBuddies(a, b)
  return { a, b, roomId: (await roomIdOf(a.child.id, b.child.id))! }
}

describe('the WebSocket upgrade', () => {
  it('is refused before the room sees it: no session 401, a foreign or missing Origin 403, no upgrade 426', async () => {
    const { a, b, roomId } = await pair()
    const signedOut = await socketRequest(a, b.child.id, { cookie: null })
    expect(signedOut.status).toBe(401)
    expect(signedOut.webSocket).toBeNull()
    const foreign = await socketRequest(a, b.child.id, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.webSocket).toBeNull()
    expect((await socketRequest(a, b.child.id, { origin: null })).status).toBe(403)
    expect((await request(`/api/children/${a.child.id}/conversations/${b.child.id}/socket`, { cookie: a.cookie })).status).toBe(426)
    expect(await openSockets(roomId)).toBe(0)
    // The same request with the parent's cookie and our Origin is let in.
    const chat = await openChat(a, b.child.id)
    expect(await openSockets(roomId)).toBe(1)
    chat.close()
  })

  it('treats an upgrade as a write in the Origin check', () => {
    const upgrade = (origin?: string) =>
      new Request(`${ORIGIN}/api/children/1/conversations/2/socket`, { headers: { upgrade: 'websocket', ...(origin ? { origin } : {}) } })
    expect(isCrossOriginWrite(upgrade(ORIGIN))).toBe(false)
    expect(isCrossOriginWrite(upgrade('https://evil.example'))).toBe(true)
    expect(isCrossOriginWrite(upgrade())).toBe(true)
    expect(isCrossOriginWrite(new Request(`${ORIGIN}/trail-buddies`))).toBe(false)
  })
})

describe('the chat room', () => {
  it('keeps each socket’s identity in its attachment, so a room woken from hibernation still knows who speaks', async () => {
    const { a, b, roomId } = await pair()
    const chatA = await openChat(a, b.child.id)
    const chatB = await openChat(b, a.child.id)
    await chatA.history()
    await chatB.history()
    const stored = await runInDurableObject(roomStub(roomId), async (_instance: ChatRoom, state) => {
      const [socketA] = state.getWebSockets(`child:${a.child.id}`)
      expect(socketA.deserializeAttachment()).toEqual({ roomId, childId: a.child.id, buddyChildId: b.child.id } satisfies ChatIdentity)
      // What the runtime does after hibernation: a new instance, no memory, the same sockets.
      const woken = new ChatRoom(state, env)
      await woken.webSocketMessage(socketA, JSON.stringify({ type: 'message', content: 'back from a nap', clientId: 'n1' }))
      return state.storage.sql.exec<{ sender_child_id: number; receiver_child_id: number }>('select * from messages').toArray()
    })
    expect(stored).toMatchObject([{ sender_child_id: a.child.id, receiver_child_id: b.child.id }])
    expect(await chatB.message('back from a nap')).toMatchObject({ senderChildId: a.child.id })
  })

  it('never stores or delivers what the filter blocks, and tells only the sender why', async () => {
    const { a, b, roomId } = await pair()
    const chatA = await openChat(a, b.child.id)
    const chatB = await openChat(b, a.child.id)
    await chatB.history()
    chatA.send('my number is five five five, one two three, four five six seven', 'x1')
    expect(await chatA.rejected('x1')).toEqual({ type: 'rejected', clientId: 'x1', reason: 'personal-info', message: CHAT_BLOCK_MESSAGES['personal-info'] })
    chatA.send('lets meet at the park saturday', 'x2')
    expect(await chatA.rejected('x2')).toMatchObject({ reason: 'meeting', message: CHAT_BLOCK_MESSAGES.meeting })
    chatA.send('   ', 'x3')
    expect(await chatA.rejected('x3')).toMatchObject({ reason: 'empty' })
    chatA.send('the geyser was so tall!', 'ok')
    await chatB.message('the geyser was so tall!')
    expect(chatB.frames.filter((frame) => frame.type !== 'history')).toHaveLength(1)
    expect(await storedMessages(roomId)).toBe(1)
    chatA.socket.send('not json')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(chatA.frames.at(-1)).toMatchObject({ type: 'rejected', reason: 'invalid' })
  })

  it('deletes messages older than 90 days with its alarm (clock moved forward)', async () => {
    const { a, b, roomId } = await pair()
    expect((await api.message(a, b.child.id, 'first day at Zion')).status).toBe(201)
    expect((await api.message(b, a.child.id, 'Angels Landing looks scary')).status).toBe(201)
    const stub = roomStub(roomId)
    expect(await runInDurableObject(stub, (_room: ChatRoom, state) => state.storage.getAlarm())).not.toBeNull()

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + CHAT_RETENTION_MS + 60_000)
    // (The parents' sessions have expired by then: the message goes to the room as the Worker sends it.)
    const later = await stub.post({ roomId, childId: a.child.id, buddyChildId: b.child.id }, 'back again 3 months later')
    expect(later.ok).toBe(true)
    // The alarm runs daily; run it now, at the moved time.
    expect(await runDurableObjectAlarm(stub)).toBe(true)
    const left: ChatMessage[] = await stub.history()
    expect(left.map((message) => message.content)).toEqual(['back again 3 months later'])
    expect(await storedMessages(roomId)).toBe(1)
    // And it keeps watching while messages remain.
    expect(await runInDurableObject(stub, (_room: ChatRoom, state) => state.storage.getAlarm())).toBeGreaterThan(Date.now())
  })

  it('sets its alarm again for the first message after the alarm emptied it', async () => {
    const { a, b, roomId } = await pair()
    const identity = (from: typeof a, to: typeof b) => ({ roomId, childId: from.child.id, buddyChildId: to.child.id })
    // One instance throughout: what it remembers between messages must follow what its storage holds.
    const alarms = await runInDurableObject(roomStub(roomId), async (room: ChatRoom, state) => {
      expect((await room.post(identity(a, b), 'hello from the rim')).ok).toBe(true)
      const first = await state.storage.getAlarm()
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + CHAT_RETENTION_MS + 60_000)
      // The runtime clears an alarm as it fires it.
      await state.storage.deleteAlarm()
      await room.alarm()
      // Nothing left to delete, so no alarm: an idle room costs nothing.
      const emptied = await state.storage.getAlarm()
      expect((await room.post(identity(b, a), 'we are back')).ok).toBe(true)
      return { first, emptied, again: await state.storage.getAlarm(), now: Date.now() }
    })
    expect(alarms.first).not.toBeNull()
    expect(alarms.emptied).toBeNull()
    expect(alarms.again).toBeGreaterThan(alarms.now)
    expect(await storedMessages(roomId)).toBe(1)
  })

  it('deletes itself at its alarm when no friendship uses it any more', async () => {
    const { a, b, roomId } = await pair()
    expect((await api.message(a, b.child.id, 'hello')).status).toBe(201)
    // A deletion that could not reach the room at the time.
    await db().delete(buddies).where(eq(buddies.roomId, roomId))
    expect(await runDurableObjectAlarm(roomStub(roomId))).toBe(true)
    expect(await storedMessages(roomId)).toBe(0)
  })
})

/** Rows in the buddy tables that mention any of these children. */
async function rowsAbout(childIds: number[]) {
  const d = db()
  const any = (...columns: (typeof buddies.childId | typeof buddies.buddyChildId)[]) => or(...childIds.flatMap((id) => columns.map((column) => eq(column, id))))
  const [[f], [r], [k]] = await Promise.all([
    d.select({ n: count() }).from(buddies).where(any(buddies.childId, buddies.buddyChildId)),
    d.select({ n: count() }).from(buddyRequests).where(or(...childIds.flatMap((id) => [eq(buddyRequests.senderChildId, id), eq(buddyRequests.receiverChildId, id)]))),
    d.select({ n: count() }).from(buddyBlocks).where(or(...childIds.flatMap((id) => [eq(buddyBlocks.childId, id), eq(buddyBlocks.blockedChildId, id)]))),
  ])
  return f.n + r.n + k.n
}

describe('deleting a child or a family', () => {
  async function web() {
    const a = await buddyFamily('Ada Park', ['Ida Park'])
    const b = await buddyFamily('Ben Stone')
    const c = await buddyFamily('Cleo Reyes')
    const d = await buddyFamily('Dev Shah')
    await makeBuddies(a, b)
    await makeBuddies(c, a)
    await makeBuddies(b, c)
    await api.friendRequest(a, d.child.username)
    await api.block(d, a.siblings[0].username)
    const rooms = {
      ab: (await roomIdOf(a.child.id, b.child.id))!,
      ac: (await roomIdOf(a.child.id, c.child.id))!,
      bc: (await roomIdOf(b.child.id, c.child.id))!,
    }
    for (const [from, to] of [[a, b], [b, a], [c, a], [b, c]] as const) expect((await api.message(from, to.child.id, 'see you on the trail!')).status).toBe(201)
    expect(await storedMessages(rooms.ab)).toBe(2)
    expect(await storedMessages(rooms.ac)).toBe(1)
    return { a, b, c, d, rooms }
  }

  it('deleting a child deletes its friendships, requests, blocks and every message of its rooms', async () => {
    const { a, b, c, rooms } = await web()
    const chatB = await openChat(b, a.child.id)
    expect((await request(`/api/children/${a.child.id}`, { method: 'DELETE', cookie: a.cookie })).status).toBe(200)
    expect(await rowsAbout([a.child.id])).toBe(0)
    expect(await storedMessages(rooms.ab)).toBe(0)
    expect(await storedMessages(rooms.ac)).toBe(0)
    expect((await chatB.closed()).code).toBe(4001)
    // Nobody else's chats are touched.
    expect(await storedMessages(rooms.bc)).toBe(1)
    expect(await body(await api.friends(b))).toMatchObject([{ id: c.child.id }])
    expect(await rowsAbout([a.siblings[0].id])).toBe(1)
  })

  it('deleting a family deletes every child’s buddy rows and messages', async () => {
    const { a, b, c, rooms } = await web()
    const me = await body<{ id: string }>(await request('/api/auth/user', { cookie: a.cookie }))
    expect(await deleteAccount(db(), env.MEDIA, me.id, env.CHAT_ROOM)).toBe(true)
    expect(await db().query.users.findFirst({ where: eq(users.id, me.id) })).toBeUndefined()
    expect(await rowsAbout([a.child.id, a.siblings[0].id])).toBe(0)
    expect(await storedMessages(rooms.ab)).toBe(0)
    expect(await storedMessages(rooms.ac)).toBe(0)
    expect(await storedMessages(rooms.bc)).toBe(1)
    expect(await body(await api.friends(c))).toMatchObject([{ id: b.child.id }])
  })
})
