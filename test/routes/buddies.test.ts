import { and, count, eq, or } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { describe, expect, it, vi } from 'vitest'
import { buddies, buddyBlocks, buddyRequests, emailOutbox, rateLimits } from '~/db/schema'
import { BUDDY_TEXT, USERNAME_LOOKUPS_PER_HOUR } from '~/models/buddies.server'
import type { BuddyView, ReceivedRequestView, SentRequestView } from '~/models/buddies.server'
import { CHAT_RETENTION_DAYS, type ChatMessage } from '~/models/buddy-chat.server'
import { CHAT_BLOCK_MESSAGES } from '~/utils/chat-filter.server'
import { api, body, buddyFamily, makeBuddies, openChat, roomIdOf, socketRequest, storedMessages, type Family } from '../buddies-helpers'
import { dataRequest, db, request } from '../helpers'

// Many families sign in through the real forms in each test.
vi.setConfig({ testTimeout: 30_000 })

/** Every row about these children in the buddy tables: what a refused action must leave unchanged. */
async function buddyRows(...childIds: number[]) {
  const d = db()
  const about = (a: SQLiteColumn, b: SQLiteColumn) => or(...childIds.flatMap((id) => [eq(a, id), eq(b, id)]))
  const [[friendships], [requests], [blocks]] = await Promise.all([
    d.select({ n: count() }).from(buddies).where(about(buddies.childId, buddies.buddyChildId)),
    d.select({ n: count() }).from(buddyRequests).where(about(buddyRequests.senderChildId, buddyRequests.receiverChildId)),
    d.select({ n: count() }).from(buddyBlocks).where(about(buddyBlocks.childId, buddyBlocks.blockedChildId)),
  ])
  return { friendships: friendships.n, requests: requests.n, blocks: blocks.n }
}

describe('a buddy request, accepted, a chat and a goodbye', () => {
  it('runs the whole cycle between two families', async () => {
    const a = await buddyFamily('Ada Park')
    const b = await buddyFamily('Ben Stone')

    // A's parent asks for B by username: B's parent is e-mailed, with usernames only.
    const sent = await api.friendRequest(a, `  @${b.child.username.toUpperCase()} `)
    expect(sent.status).toBe(201)
    const request1 = await body<SentRequestView>(sent)
    expect(request1).toMatchObject({ receiverUsername: b.child.username, status: 'pending' })
    const mail = await db().query.emailOutbox.findFirst({ where: and(eq(emailOutbox.to, b.email.toLowerCase()), eq(emailOutbox.kind, 'friend-request')) })
    expect(mail?.subject).toBe(`A Trail Buddy request for @${b.child.username}`)
    expect(mail?.html).toContain(`@${a.child.username}`)
    expect(mail?.html).toContain('/trail-buddies')
    for (const name of ['Ada', 'Park', 'Ben', 'Stone']) expect(`${mail?.html} ${mail?.text} ${mail?.subject}`).not.toContain(name)

    expect(await body<SentRequestView[]>(await api.sent(a))).toEqual([request1])
    const received = await body<ReceivedRequestView[]>(await api.received(b))
    // The other family sees a first name and a username: never the full name, birthday or age.
    expect(received).toEqual([{ id: request1.id, createdAt: request1.createdAt, senderChild: { id: a.child.id, name: 'Ada', username: a.child.username } }])

    // Not buddies yet: nothing can be sent, no socket opens.
    expect((await api.message(a, b.child.id, 'hi')).status).toBe(404)
    expect((await socketRequest(a, b.child.id)).status).toBe(404)
    // Only B's parent answers: A's parent cannot accept their own request.
    expect((await api.answer(a, request1.id, 'accepted')).status).toBe(404)

    const accepted = await api.answer(b, request1.id, 'accepted')
    expect(accepted.status).toBe(200)
    expect(await body(accepted)).toEqual({ id: request1.id, status: 'accepted' })
    expect((await api.answer(b, request1.id, 'rejected')).status).toBe(409)
    const [aFriends, bFriends] = await Promise.all([body<BuddyView[]>(await api.friends(a)), body<BuddyView[]>(await api.friends(b))])
    expect(aFriends).toMatchObject([{ id: b.child.id, username: b.child.username, name: 'Ben', unreadCount: 0 }])
    expect(bFriends).toMatchObject([{ id: a.child.id, username: a.child.username, name: 'Ada', unreadCount: 0 }])
    expect(await body(await api.sent(a))).toEqual([])
    expect(await body(await api.received(b))).toEqual([])
    const roomId = await roomIdOf(a.child.id, b.child.id)
    expect(roomId).toBe(await roomIdOf(b.child.id, a.child.id))

    // Live both ways.
    const chatA = await openChat(a, b.child.id)
    const chatB = await openChat(b, a.child.id)
    expect(await chatA.history()).toEqual([])
    chatA.send('want to go see the geysers in your story?', 'a-1')
    const first = await chatB.message('want to go see the geysers in your story?')
    expect(first).toMatchObject({ senderChildId: a.child.id, receiverChildId: b.child.id })
    await chatA.message('want to go see the geysers in your story?')
    const reply = await api.message(b, a.child.id, '  yes! Old Faithful erupts about every 90 minutes  ')
    expect(reply.status).toBe(201)
    expect(await body<ChatMessage>(reply)).toMatchObject({ content: 'yes! Old Faithful erupts about every 90 minutes', senderChildId: b.child.id })
    await chatA.message('yes! Old Faithful erupts about every 90 minutes')

    // Both had the chat open: nothing unread.
    expect(await body(await api.unread(a))).toEqual({ count: 0 })
    expect(await body(await api.unread(b))).toEqual({ count: 0 })

    // B closes the chat; what A sends now waits unread for B, per child and per buddy.
    chatB.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await api.message(a, b.child.id, 'I got the Arches badge!')).status).toBe(201)
    expect((await api.message(a, b.child.id, 'it has over 2,000 arches')).status).toBe(201)
    expect(await body(await api.unread(b))).toEqual({ count: 2 })
    expect(await body<BuddyView[]>(await api.friends(b))).toMatchObject([{ id: a.child.id, unreadCount: 2 }])
    expect(await body(await api.unread(a))).toEqual({ count: 0 })
    // Reading the history changes nothing (a parent may look); marking it read does.
    const history = await body<ChatMessage[]>(await api.conversation(b, a.child.id))
    expect(history.map((message) => message.content)).toEqual([
      'want to go see the geysers in your story?',
      'yes! Old Faithful erupts about every 90 minutes',
      'I got the Arches badge!',
      'it has over 2,000 arches',
    ])
    expect(await body(await api.unread(b))).toEqual({ count: 2 })
    expect((await api.read(b, a.child.id)).status).toBe(200)
    expect(await body(await api.unread(b))).toEqual({ count: 0 })
    // Opening the chat reads it too.
    expect((await api.message(a, b.child.id, 'see you tomorrow!')).status).toBe(201)
    expect(await body(await api.unread(b))).toEqual({ count: 1 })
    const chatB2 = await openChat(b, a.child.id)
    expect((await chatB2.history()).at(-1)?.content).toBe('see you tomorrow!')
    expect(await body(await api.unread(b))).toEqual({ count: 0 })
    expect(await storedMessages(roomId!)).toBe(5)

    // B's parent removes the buddy: both lists empty, the sockets close for good, the chat is gone.
    const removed = await api.remove(b, a.child.id)
    expect(removed.status).toBe(200)
    expect(await body(removed)).toEqual({ message: 'Friend removed' })
    expect((await chatA.closed()).code).toBe(4001)
    expect((await chatB2.closed()).code).toBe(4001)
    expect(await body(await api.friends(a))).toEqual([])
    expect(await body(await api.friends(b))).toEqual([])
    expect(await storedMessages(roomId!)).toBe(0)
    expect((await api.conversation(a, b.child.id)).status).toBe(404)
    expect((await api.message(a, b.child.id, 'hello?')).status).toBe(404)
    expect((await api.remove(a, b.child.id)).status).toBe(404)
  })

  it('a rejected request makes no buddies, and the request can be asked again later', async () => {
    const a = await buddyFamily()
    const b = await buddyFamily()
    const { id } = await body<{ id: number }>(await api.friendRequest(a, b.child.username))
    const rejected = await api.answer(b, id, 'rejected')
    expect(await body(rejected)).toEqual({ id, status: 'rejected' })
    expect(await buddyRows(a.child.id, b.child.id)).toEqual({ friendships: 0, requests: 1, blocks: 0 })
    expect(await body(await api.sent(a))).toEqual([])
    expect((await api.message(a, b.child.id, 'hi')).status).toBe(404)
    expect((await api.friendRequest(a, b.child.username)).status).toBe(201)
  })

  it('two accepts at once make one friendship with one room', async () => {
    const a = await buddyFamily()
    const b = await buddyFamily()
    const { id } = await body<{ id: number }>(await api.friendRequest(a, b.child.username))
    const answers = await Promise.all([api.answer(b, id, 'accepted'), api.answer(b, id, 'accepted'), api.answer(b, id, 'rejected')])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    const rows = await db().select().from(buddies).where(or(eq(buddies.childId, a.child.id), eq(buddies.childId, b.child.id)))
    if ((await body<{ status: string }>(answers.find((answer) => answer.status === 200)!)).status === 'accepted') {
      expect(rows).toHaveLength(2)
      expect(new Set(rows.map((row) => row.roomId)).size).toBe(1)
    } else {
      expect(rows).toHaveLength(0)
    }
  })

  it('answers bad input with 400 and changes nothing', async () => {
    const a = await buddyFamily()
    const b = await buddyFamily()
    const { id } = await body<{ id: number }>(await api.friendRequest(a, b.child.username))
    expect((await api.answer(b, id, 'maybe')).status).toBe(400)
    expect((await request(`/api/friend-requests/${id}`, { method: 'PUT', cookie: b.cookie, body: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400)
    expect((await api.answer(b, Number.NaN, 'accepted')).status).toBe(404)
    const blank = await request(`/api/children/${a.child.id}/messages`, { method: 'POST', cookie: a.cookie, json: { receiverChildId: b.child.id } })
    expect(blank.status).toBe(400)
    expect(await buddyRows(a.child.id, b.child.id)).toEqual({ friendships: 0, requests: 1, blocks: 0 })
  })
})

describe('requests that are refused with a clear message and change nothing', () => {
  it.each<[string, (a: Family, b: Family) => Promise<string>, number, (a: Family, b: Family) => string]>([
    ['a blank username', async () => '   ', 400, () => BUDDY_TEXT.usernameRequired],
    ['their own username', async (a) => a.child.username, 422, () => BUDDY_TEXT.ownUsername],
    ['a sibling in the same family', async (a) => a.siblings[0].username, 422, () => BUDDY_TEXT.sameFamily],
    ['an unknown username', async () => 'no_such_explorer99', 404, () => BUDDY_TEXT.unknownUsername],
  ])('%s', async (_label, target, status, message) => {
    const a = await buddyFamily('Ada Park', ['Ida Park'])
    const b = await buddyFamily()
    const before = await buddyRows(a.child.id, a.siblings[0].id, b.child.id)
    const response = await api.friendRequest(a, await target(a, b))
    expect(response.status).toBe(status)
    expect(await body(response)).toEqual({ message: message(a, b) })
    expect(await buddyRows(a.child.id, a.siblings[0].id, b.child.id)).toEqual(before)
  })

  it('a duplicate, a request back, an existing buddy, and a child who blocked the sender', async () => {
    const a = await buddyFamily()
    const b = await buddyFamily()
    const c = await buddyFamily()
    expect((await api.friendRequest(a, b.child.username)).status).toBe(201)
    const emails = async () => (await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.kind, 'friend-request')))[0].n
    const mailBefore = await emails()
    const before = await buddyRows(a.child.id, b.child.id, c.child.id)

    const duplicate = await api.friendRequest(a, b.child.username)
    expect(duplicate.status).toBe(409)
    expect(await body(duplicate)).toEqual({ message: BUDDY_TEXT.alreadySent(b.child.username) })
    const back = await api.friendRequest(b, a.child.username)
    expect(back.status).toBe(409)
    expect(await body(back)).toEqual({ message: BUDDY_TEXT.theySent(a.child.username) })
    expect(await buddyRows(a.child.id, b.child.id, c.child.id)).toEqual(before)

    await makeBuddies(a, c)
    const again = await api.friendRequest(c, a.child.username)
    expect(again.status).toBe(409)
    expect(await body(again)).toEqual({ message: BUDDY_TEXT.alreadyBuddies(a.child.username) })

    // B's parent blocks A: A's pending request is withdrawn, and no new one gets through.
    expect((await api.block(b, `@${a.child.username}`)).status).toBe(201)
    expect(await body(await api.received(b))).toEqual([])
    const blocked = await api.friendRequest(a, b.child.username)
    expect(blocked.status).toBe(403)
    expect(await body(blocked)).toEqual({ message: BUDDY_TEXT.blockedYou(b.child.username) })
    const blocker = await api.friendRequest(b, a.child.username)
    expect(blocker.status).toBe(409)
    expect(await body(blocker)).toEqual({ message: BUDDY_TEXT.blockedThem(a.child.username) })
    // One e-mail for A and C's request, none for the refused ones.
    expect(await emails()).toBe(mailBefore + 1)

    // Unblocking makes a request possible again.
    expect((await api.unblock(b, a.child.id)).status).toBe(200)
    expect((await api.unblock(b, a.child.id)).status).toBe(404)
    expect((await api.friendRequest(a, b.child.username)).status).toBe(201)
  })

  it('blocking a buddy ends the friendship and deletes the chat', async () => {
    const a = await buddyFamily()
    const b = await buddyFamily()
    await makeBuddies(a, b)
    const roomId = (await roomIdOf(a.child.id, b.child.id))!
    const chatA = await openChat(a, b.child.id)
    expect((await api.message(b, a.child.id, 'hi buddy')).status).toBe(201)
    await chatA.message('hi buddy')
    expect((await api.block(a, b.child.username)).status).toBe(201)
    expect((await chatA.closed()).code).toBe(4001)
    expect(await buddyRows(a.child.id, b.child.id)).toEqual({ friendships: 0, requests: 1, blocks: 1 })
    expect(await storedMessages(roomId)).toBe(0)
    expect(await body(await request(`/api/children/${a.child.id}/blocks`, { cookie: a.cookie }))).toMatchObject([{ childId: b.child.id, username: b.child.username }])
  })

  it('limits buddy requests to 10 an hour per child', async () => {
    const a = await buddyFamily()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await api.friendRequest(a, `nobody_${i}_here`)).status)
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('messages through the fetch path', () => {
  it('blocks personal information with a kind explanation and stores nothing', async () => {
    const a = await buddyFamily()
    const b = await buddyFamily()
    await makeBuddies(a, b)
    const roomId = (await roomIdOf(a.child.id, b.child.id))!
    for (const content of ['my number is five five five one two three four five six seven', 'sam at gmail dot com', 'what the fuck']) {
      const response = await api.message(a, b.child.id, content)
      expect(response.status).toBe(422)
      expect(await body(response)).toMatchObject({ message: expect.stringMatching(/^Let's keep/) })
    }
    const pii = await body(await api.message(a, b.child.id, 'I live at 42 Maple Street'))
    expect(pii).toEqual({ message: CHAT_BLOCK_MESSAGES['personal-info'], reason: 'personal-info' })
    expect((await api.message(a, b.child.id, ' ')).status).toBe(400)
    expect((await api.message(a, b.child.id, 'x'.repeat(501))).status).toBe(400)
    expect(await storedMessages(roomId)).toBe(0)
    expect(await body(await api.unread(b))).toEqual({ count: 0 })
  })

  it('limits a child to 20 messages a minute over all their chats', async () => {
    const a = await buddyFamily()
    const b = await buddyFamily()
    const c = await buddyFamily()
    await makeBuddies(a, b)
    await makeBuddies(a, c)
    const roomB = (await roomIdOf(a.child.id, b.child.id))!
    const roomC = (await roomIdOf(a.child.id, c.child.id))!
    // Nineteen messages already sent this minute, in another chat.
    const now = Date.now()
    await db().insert(rateLimits).values({ key: `chat:${a.child.id}`, windowStart: now - (now % 60_000), count: 19 })
    expect((await api.message(a, b.child.id, 'number twenty')).status).toBe(201)
    const limited = await api.message(a, c.child.id, 'number twenty-one')
    expect(limited.status).toBe(429)
    expect(await body(limited)).toMatchObject({ reason: 'rate-limited' })
    expect(await storedMessages(roomB)).toBe(1)
    expect(await storedMessages(roomC)).toBe(0)
    // Only the admitted message waits unread.
    expect(await body(await api.unread(b))).toEqual({ count: 1 })
    expect(await body(await api.unread(c))).toEqual({ count: 0 })
    // The buddy is not limited by their friend's hurry.
    expect((await api.message(b, a.child.id, 'slow down lol')).status).toBe(201)
  })
})

describe('one family cannot reach another family’s buddies (IDOR)', () => {
  it('answers 404 on every buddy route for a child that is not theirs', async () => {
    const a = await buddyFamily()
    const b = await buddyFamily()
    const stranger = await buddyFamily()
    await makeBuddies(a, b)
    const pending = await body<{ id: number }>(await api.friendRequest(stranger, a.child.username))
    const roomId = (await roomIdOf(a.child.id, b.child.id))!
    const before = await buddyRows(a.child.id, b.child.id, stranger.child.id)
    const asStranger = { ...stranger, child: a.child }
    const calls: [string, () => Promise<Response>][] = [
      ['friends', () => api.friends(asStranger)],
      ['friend-requests', () => api.received(asStranger)],
      ['sent-requests', () => api.sent(asStranger)],
      ['conversation', () => api.conversation(asStranger, b.child.id)],
      ['read', () => api.read(asStranger, b.child.id)],
      ['unread-count', () => api.unread(asStranger)],
      ['messages', () => api.message(asStranger, b.child.id, 'hello from a stranger')],
      ['friend-request', () => api.friendRequest(asStranger, stranger.child.username)],
      ['remove friend', () => api.remove(asStranger, b.child.id)],
      ['blocks', () => api.block(asStranger, stranger.child.username)],
      ['blocks list', () => request(`/api/children/${a.child.id}/blocks`, { cookie: stranger.cookie })],
      ['unblock', () => api.unblock(asStranger, stranger.child.id)],
      ['socket', () => socketRequest(stranger, b.child.id, { childId: a.child.id })],
      // B's parent answering a request meant for A.
      ['answer', () => api.answer(b, pending.id, 'accepted')],
      // The stranger's own child, naming someone who is not their buddy.
      ['own child, not a buddy: conversation', () => api.conversation(stranger, a.child.id)],
      ['own child, not a buddy: message', () => api.message(stranger, a.child.id, 'hi')],
      ['own child, not a buddy: socket', () => socketRequest(stranger, a.child.id)],
      ['own child, not a buddy: remove', () => api.remove(stranger, a.child.id)],
    ]
    for (const [label, call] of calls) {
      const response = await call()
      expect(response.status, label).toBe(404)
    }
    expect(await buddyRows(a.child.id, b.child.id, stranger.child.id)).toEqual(before)
    expect(await storedMessages(roomId)).toBe(0)
  })

  it('answers 401 to a signed-out caller', async () => {
    const a = await buddyFamily()
    for (const path of [`/api/children/${a.child.id}/friends`, `/api/children/${a.child.id}/unread-count`, '/api/usernames?q=bra']) {
      expect((await request(path)).status, path).toBe(401)
    }
    expect((await request(`/api/children/${a.child.id}/friend-request`, { method: 'POST', json: { username: 'x' } })).status).toBe(401)
  })
})

describe('username suggestions', () => {
  it('from the first letter, anywhere in the name, in any case: usernames only, at most 10, never the family’s own', async () => {
    const a = await buddyFamily('Ada Park', ['Ida Park'])
    const others: Family[] = []
    for (let i = 0; i < 12; i++) others.push(await buddyFamily(`Kid ${i}`))
    // Give them usernames that share a start, the way a parent could choose them.
    // Letters only: with the clock's digits, some prefixes plus "otter11" made 5 digits, which a username refuses (a phone number).
    const prefix = `zq${Date.now().toString(36).slice(-4).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`
    for (const [i, other] of others.entries()) {
      const response = await request(`/api/children/${other.child.id}`, { method: 'PUT', cookie: other.cookie, json: { name: `Kid ${i}`, birthday: '2016-03-14', username: `${prefix}_otter${i}` } })
      expect(response.status).toBe(200)
    }
    const response = await request(`/api/children/${a.siblings[0].id}`, { method: 'PUT', cookie: a.cookie, json: { name: 'Ida Park', birthday: '2018-08-08', username: `${prefix}_sibling` } })
    expect(response.status).toBe(200)

    const found = await body<string[]>(await api.usernames(a, prefix.toUpperCase()))
    expect(found).toHaveLength(10)
    expect(found.every((username) => typeof username === 'string' && username.startsWith(`${prefix}_otter`))).toBe(true)
    expect(found).not.toContain(`${prefix}_sibling`)
    expect(await body(await api.usernames(a, `${prefix}_otter11`))).toEqual([`${prefix}_otter11`])
    // The middle of a username finds it too.
    expect(await body(await api.usernames(a, `${prefix.slice(2)}_OTTER11`))).toEqual([`${prefix}_otter11`])
    // One letter is enough to start suggesting; still at most 10, never the family's own.
    const one = await body<string[]>(await api.usernames(a, prefix[0]))
    expect(one.length).toBeGreaterThan(0)
    expect(one.length).toBeLessThanOrEqual(10)
    expect(one).not.toContain(`${prefix}_sibling`)
    expect(one).not.toContain(a.child.username)
    // A LIKE wildcard is a plain character.
    expect(await body(await api.usernames(a, '%%%'))).toEqual([])
    expect(await body(await api.usernames(a, '___'))).toEqual([])
  })

  it('a query longer than any username (5,000 characters) answers an empty list, not a 500', async () => {
    const a = await buddyFamily()
    for (const q of ['a'.repeat(5000), `${'%'.repeat(2500)}x`, 'b'.repeat(21)]) {
      const response = await api.usernames(a, q)
      expect(response.status).toBe(200)
      expect(await body(response)).toEqual([])
    }
  })

  it('are rate limited per parent', async () => {
    const a = await buddyFamily()
    let last = 0
    for (let i = 0; i <= USERNAME_LOOKUPS_PER_HOUR; i++) last = (await api.usernames(a, `abc${i}`)).status
    expect(last).toBe(429)
    // A query that asks nothing is not counted.
    expect((await api.usernames(a, '')).status).toBe(200)
  })
})

describe('the Trail Buddies page', () => {
  it('the privacy page says how long chats are kept, as long as the rooms keep them', async () => {
    const html = await (await request('/privacy-policy')).text()
    expect(html).toContain(`Messages are kept for ${CHAT_RETENTION_DAYS} days and then deleted automatically.`)
    expect(html).toContain(`Trail Buddy messages: ${CHAT_RETENTION_DAYS} days`)
    expect(html).not.toContain('12 months')
  })

  it('asks a signed-out visitor to log in', async () => {
    const response = await request('/trail-buddies')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Please log in to view trail buddies.')
  })

  it('sends a family without children to add one', async () => {
    const { cookie } = await (await import('../helpers')).signIn()
    const html = await (await request('/trail-buddies', { cookie })).text()
    expect(html).toContain('No Children Found')
    expect(html).toMatch(/href="\/account[^"]*"/)
    expect(html).not.toContain('/dashboard')
  })

  it('shows the active child, buddies, requests and unread messages within the query budget', async () => {
    const a = await buddyFamily('Ada Park')
    const b = await buddyFamily('Ben Stone')
    const c = await buddyFamily('Cleo Reyes')
    await makeBuddies(b, a)
    await api.friendRequest(c, a.child.username)
    await api.message(b, a.child.id, 'hi Ada')
    const response = await request('/trail-buddies', { cookie: a.cookie })
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('Ada Park')
    expect(html).toContain(`@${a.child.username}`)
    expect(html).toContain(`@${b.child.username}`)
    expect(html).toContain('My Buddies (1)')
    expect(html).toContain('Requests (1)')
    expect(html).toMatch(/data-testid="unread-total"[^>]*>1</)
    expect(html).toContain('1 new')
    expect(html).not.toContain('Stone')
    expect(Number(response.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
    // The e-mail's link opens the Requests tab: the sender's first name and username, never the family name.
    const requests = await (await request('/trail-buddies?tab=requests', { cookie: a.cookie })).text()
    expect(requests).toContain(`@${c.child.username}`)
    expect(requests).toContain('Cleo')
    expect(requests).not.toContain('Reyes')
  })

  it('answers requests and removes buddies from its own forms', async () => {
    const a = await buddyFamily()
    const b = await buddyFamily()
    const { id } = await body<{ id: number }>(await api.friendRequest(b, a.child.username))
    const act = (form: Record<string, string>) => dataRequest('/trail-buddies', 'routes/trail-buddies', { method: 'POST', cookie: a.cookie, form })
    expect((await act({ intent: 'answer-request', childId: String(a.child.id), requestId: String(id), status: 'accepted' })).data).toMatchObject({ ok: true, title: 'Friend request accepted!' })
    expect(await body<BuddyView[]>(await api.friends(a))).toHaveLength(1)
    expect((await act({ intent: 'remove-buddy', childId: String(a.child.id), buddyId: String(b.child.id) })).data).toMatchObject({ ok: true, title: 'Friend removed' })
    expect((await act({ intent: 'send-request', childId: String(a.child.id), username: a.child.username })).data).toMatchObject({
      ok: false,
      title: 'Error sending friend request',
      message: BUDDY_TEXT.ownUsername,
    })
    const foreign = await act({ intent: 'send-request', childId: String(b.child.id), username: 'anyone' })
    expect(foreign.status).toBe(404)
  })
})

describe('home and stats count real buddies', () => {
  it('shows the number of buddies on the Trail Buddies stat cards', async () => {
    const a = await buddyFamily()
    await makeBuddies(a, await buddyFamily())
    await makeBuddies(await buddyFamily(), a)
    const home = await request('/', { cookie: a.cookie })
    const homeHtml = await home.text()
    expect(homeHtml).toMatch(/data-testid="stat-trail-buddies">2</)
    expect(homeHtml).toContain('href="/trail-buddies"')
    expect(Number(home.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
    const stats = await request('/stats', { cookie: a.cookie })
    expect(await stats.text()).toMatch(/data-testid="stats-trail-buddies">2</)
    expect(Number(stats.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
  })
})
