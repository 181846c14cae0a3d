import { SELF } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import type { BuddyNews } from '~/models/buddies.server'
import type { FamilyEvent } from '~/models/family-events'
import { api, body, buddyFamily, makeBuddies, openChat, type Family } from '../buddies-helpers'
import { dataRequest, ORIGIN } from '../helpers'

vi.setConfig({ testTimeout: 30_000 })

/** The family's live channel, opened as a page opens it, with every event it hears. */
async function listen(family: Family) {
  const response = await SELF.fetch(`${ORIGIN}/api/live`, { headers: { upgrade: 'websocket', cookie: family.cookie, origin: ORIGIN } })
  expect(response.status).toBe(101)
  const socket = response.webSocket!
  socket.accept()
  const events: FamilyEvent[] = []
  socket.addEventListener('message', (event) => {
    const { bookmark: _bookmark, ...rest } = JSON.parse(event.data as string) as FamilyEvent & { bookmark?: string }
    events.push(rest as FamilyEvent)
  })
  const heard = async (wanted: Partial<FamilyEvent> & { type: 'buddies' }) => {
    for (let i = 0; i < 200; i++) {
      const found = events.find((event) => Object.entries(wanted).every(([key, value]) => (event as Record<string, unknown>)[key] === value))
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`Never heard ${JSON.stringify(wanted)}; heard ${JSON.stringify(events)}`)
  }
  return { events, heard, close: () => socket.close(1000, 'done') }
}

/** What the top bar shows: the root loader's buddy news for the active child. */
async function buddyNews(family: Family) {
  const response = await dataRequest<{ buddyNews: BuddyNews | null }>('/', 'root', { cookie: family.cookie })
  expect(response.status).toBe(200)
  return response.data.buddyNews
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

describe("Trail Buddies, live on the other family's pages", () => {
  it('a request, an answer, a message while the chat is closed and a removal each reach the other family at once', async () => {
    const a = await buddyFamily('Ada Park')
    const b = await buddyFamily('Ben Stone')
    const aLive = await listen(a)
    const bLive = await listen(b)
    expect(await buddyNews(b)).toEqual({ unread: 0, requests: 0 })

    // A asks: B's family hears of it, and B's top bar counts a request to answer.
    const sent = await api.friendRequest(a, b.child.username)
    expect(sent.status).toBe(201)
    await bLive.heard({ type: 'buddies', childId: b.child.id, change: 'request' })
    expect(await buddyNews(b)).toEqual({ unread: 0, requests: 1 })

    // B's grown-up accepts: A's family hears the answer; B's request count is gone.
    const { id } = await body<{ id: number }>(sent)
    expect((await api.answer(b, id, 'accepted')).status).toBe(200)
    await aLive.heard({ type: 'buddies', childId: a.child.id, change: 'answer' })
    expect(await buddyNews(b)).toEqual({ unread: 0, requests: 0 })

    // A writes while B's chat is closed: B's family hears it and the dot counts it.
    expect((await api.message(a, b.child.id, 'See you at the geyser!')).status).toBe(201)
    await bLive.heard({ type: 'buddies', childId: b.child.id, change: 'message' })
    expect(await buddyNews(b)).toEqual({ unread: 1, requests: 0 })

    // B opens the chat: it is read, the dot clears, and a message B watches arrive is not news.
    const chat = await openChat(b, a.child.id)
    await chat.history()
    expect(await buddyNews(b)).toEqual({ unread: 0, requests: 0 })
    const before = bLive.events.length
    expect((await api.message(a, b.child.id, 'Bring a hat')).status).toBe(201)
    await chat.message('Bring a hat')
    await settle()
    expect(bLive.events.slice(before).filter((event) => event.type === 'buddies')).toEqual([])
    chat.close()

    // B's grown-up removes A: A's family hears that the buddy is gone.
    expect((await api.remove(b, a.child.id)).status).toBe(200)
    await aLive.heard({ type: 'buddies', childId: a.child.id, change: 'removed' })
    aLive.close()
    bLive.close()
  })

  it('a block tells the blocked family the buddy is gone; a refused request tells no one', async () => {
    const a = await buddyFamily('Ada Park')
    const b = await buddyFamily('Ben Stone')
    await makeBuddies(a, b)
    const aLive = await listen(a)
    const bLive = await listen(b)

    expect((await api.block(b, a.child.username)).status).toBe(201)
    await aLive.heard({ type: 'buddies', childId: a.child.id, change: 'removed' })

    // Blocked, A cannot ask again, and nothing is announced to B.
    expect((await api.friendRequest(a, b.child.username)).status).toBe(403)
    await settle()
    expect(bLive.events.filter((event) => event.type === 'buddies')).toEqual([])
    aLive.close()
    bLive.close()
  })

  it('a signed-out page has no buddy news', async () => {
    const response = await dataRequest<{ buddyNews: BuddyNews | null }>('/', 'root')
    expect(response.data.buddyNews).toBeNull()
  })
})
