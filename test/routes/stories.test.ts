import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { chapters, creditLedger, stories } from '~/db/schema'
import { err } from '~/providers/result'
import type { StoryWriter } from '~/providers/story-writer/writer'
import { balance, createAndWrite, createStoryRequest, family, holdQueuedJobs, readJson, runWriteJob, type StoryJson } from '../factories'
import { dataRequest, db, request } from '../helpers'

const json = readJson

// Every test here runs the chapters' jobs itself, so the queue's own consumer gets none of them.
let queued: MockInstance
beforeEach(() => {
  queued = holdQueuedJobs()
})

describe('creating a story', () => {
  it('creates the story and a pending first chapter, spends 1 credit with a ledger row, and queues the writing', async () => {
    const { cookie, child, userId } = await family()
    const response = await createStoryRequest(cookie, child.id)
    expect(response.status).toBe(201)
    const story = await json<StoryJson>(response)
    expect(story.id).toMatch(/^[\w-]{20,}$/)
    expect(story.chapters).toEqual([expect.objectContaining({ number: 1, status: 'pending' })])
    expect(await balance(userId)).toBe(49)
    const spends = await db().select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'story-chapter')))
    expect(spends).toEqual([expect.objectContaining({ delta: -1 })])
    expect(queued).toHaveBeenCalledWith(expect.objectContaining({ kind: 'write-chapter', chapterId: story.chapters[0].id }))

    await runWriteJob(story.chapters[0].id)
    const written = await json<StoryJson>(await request(`/api/stories/${story.id}`, { cookie }))
    expect(written.title).toBeTruthy()
    expect(written.chapters[0]).toMatchObject({ status: 'ready' })
    expect(written.chapters[0].text.length).toBeGreaterThan(200)
    expect(written.chapters[0].nextChapterOptions).toHaveLength(3)
  })

  it('with 1 credit left, two concurrent creations: exactly one succeeds and one spend is written', async () => {
    const { cookie, child, userId } = await family(1)
    const results = await Promise.all([createStoryRequest(cookie, child.id), createStoryRequest(cookie, child.id)])
    expect(results.map((r) => r.status).sort()).toEqual([201, 402])
    expect(await balance(userId)).toBe(0)
    const spends = await db().select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'story-chapter')))
    expect(spends).toHaveLength(1)
    expect(await db().select().from(stories).where(eq(stories.userId, userId))).toHaveLength(1)
  })

  it('with no credits: a clear message and nothing created', async () => {
    const { cookie, child, userId } = await family(0)
    const response = await createStoryRequest(cookie, child.id)
    expect(response.status).toBe(402)
    expect(await json(response)).toEqual({ message: 'You need 1 credit to write a chapter. Add credits from your account to keep exploring.' })
    expect(await db().select().from(stories).where(eq(stories.userId, userId))).toHaveLength(0)
    expect(await db().select().from(creditLedger).where(eq(creditLedger.userId, userId))).toHaveLength(1)
  })

  it('refuses a park in a locked region with 403, an unknown park with 404, another family’s child with 404', async () => {
    const { cookie, child, userId } = await family()
    expect((await createStoryRequest(cookie, child.id, 'denali')).status).toBe(403)
    expect((await createStoryRequest(cookie, child.id, 'atlantis')).status).toBe(404)
    const stranger = await family()
    expect((await createStoryRequest(cookie, stranger.child.id)).status).toBe(404)
    expect(await balance(userId)).toBe(50)
    expect(await db().select().from(stories).where(eq(stories.userId, userId))).toHaveLength(0)
  })

  it('refuses unknown characters and missing fields', async () => {
    const { cookie, child, userId } = await family()
    const bad = await request('/api/stories', { method: 'POST', cookie, json: { childId: child.id, parkId: 'zion', characterId: 'Nobody', sidekickId: 'Pip' } })
    expect(bad.status).toBe(400)
    const missing = await request('/api/stories', { method: 'POST', cookie, json: { childId: child.id, parkId: 'zion' } })
    expect(missing.status).toBe(400)
    expect(await balance(userId)).toBe(50)
  })
})

describe('writing chapters on the queue', () => {
  it('a redelivered generation message writes one chapter', async () => {
    const { cookie, child } = await family()
    const story = await json<StoryJson>(await createStoryRequest(cookie, child.id))
    const chapterId = story.chapters[0].id
    const writer: StoryWriter = { name: 'built-in', writeChapter: vi.fn(async () => ({ ok: true as const, value: { title: 'T', text: 'One.\n\nTwo.', facts: [], options: ['a', 'b', 'c'] } })) }
    await runWriteJob(chapterId, { writer })
    await runWriteJob(chapterId, { writer, attempts: 2 })
    expect(writer.writeChapter).toHaveBeenCalledTimes(1)
    const rows = await db().select().from(chapters).where(eq(chapters.storyId, story.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'ready', text: 'One.\n\nTwo.' })
  })

  it('a failing writer retries, then ends in failed with a refund; trying again works', async () => {
    const { cookie, child, userId } = await family()
    const story = await json<StoryJson>(await createStoryRequest(cookie, child.id))
    const failing: StoryWriter = { name: 'openai', writeChapter: async () => err('The model refused') }
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await runWriteJob(story.chapters[0].id, { writer: failing, attempts: 1 })
    expect((await db().select().from(chapters).where(eq(chapters.storyId, story.id)))[0].status).toBe('pending')
    await runWriteJob(story.chapters[0].id, { writer: failing, attempts: 5 })
    await runWriteJob(story.chapters[0].id, { writer: failing, attempts: 5 })
    const [failed] = await db().select().from(chapters).where(eq(chapters.storyId, story.id))
    expect(failed).toMatchObject({ status: 'failed', error: 'The model refused' })
    expect(await balance(userId)).toBe(50)
    const refunds = await db().select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'refund')))
    expect(refunds).toEqual([expect.objectContaining({ delta: 1 })])

    const form = new URLSearchParams({ intent: 'retry' })
    const retry = await dataRequest(`/story/${story.id}`, 'routes/story.$storyId', { method: 'POST', cookie, body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(retry.status).toBe(200)
    const again = await json<StoryJson>(await request(`/api/stories/${story.id}`, { cookie }))
    expect(again.chapters).toEqual([expect.objectContaining({ number: 1, status: 'pending' })])
    await runWriteJob(again.chapters[0].id)
    expect((await json<StoryJson>(await request(`/api/stories/${story.id}`, { cookie }))).chapters[0].status).toBe('ready')
    expect(await balance(userId)).toBe(49)
  })
})

describe('steering a story', () => {
  it('a choice appends the next chapter; the final checkbox completes the story', async () => {
    const { cookie, child, userId } = await family()
    const story = await createAndWrite(cookie, child.id)
    const choice = story.chapters[0].nextChapterOptions[0]
    const next = await request(`/api/stories/${story.id}/chapters`, { method: 'POST', cookie, json: { nextChapterChoice: choice } })
    expect(next.status).toBe(201)
    const withTwo = await json<StoryJson>(next)
    expect(withTwo.chapters.map((c) => c.status)).toEqual(['ready', 'pending'])

    // A second request while one is pending is refused and spends nothing.
    const twice = await request(`/api/stories/${story.id}/chapters`, { method: 'POST', cookie, json: { nextChapterChoice: choice } })
    expect(twice.status).toBe(409)
    expect(await balance(userId)).toBe(48)

    await runWriteJob(withTwo.chapters[1].id)
    // The index of an offered option works as well as its text.
    const last = await request(`/api/stories/${story.id}/chapters`, { method: 'POST', cookie, json: { nextChapterChoice: 1, isFinalChapter: true } })
    const final = await json<StoryJson>(last)
    await runWriteJob(final.chapters[2].id)
    const done = await json<StoryJson>(await request(`/api/stories/${story.id}`, { cookie }))
    expect(done.isCompleted).toBe(true)
    expect(done.chapters[2]).toMatchObject({ isFinal: true, nextChapterOptions: [] })

    const after = await request(`/api/stories/${story.id}/chapters`, { method: 'POST', cookie, json: { nextChapterChoice: 'More!' } })
    expect(after.status).toBe(409)
    expect(await json(after)).toEqual({ message: 'This story has already ended.' })
  })

  it('refuses an empty choice, free text and an option that was not offered, and changes nothing', async () => {
    const { cookie, child, userId } = await family()
    const story = await createAndWrite(cookie, child.id)
    const offered = story.chapters[0].nextChapterOptions
    for (const nextChapterChoice of ['', '   ', 42, 3, -1, 'Throw rocks at the bison and feed it potato chips', `${offered[0]} and then throw rocks`, null, { text: offered[0] }]) {
      const response = await request(`/api/stories/${story.id}/chapters`, { method: 'POST', cookie, json: { nextChapterChoice } })
      expect(response.status, JSON.stringify(nextChapterChoice)).toBe(400)
      expect(await response.json()).toEqual({ message: 'Please choose one of the options at the end of the chapter.' })
    }
    expect(await balance(userId)).toBe(49)
    expect(await db().select().from(chapters).where(eq(chapters.storyId, story.id))).toHaveLength(1)
  })

  it('a chapter stored without options offers the three defaults, and the reader can take one', async () => {
    const { cookie, child } = await family()
    const story = await createAndWrite(cookie, child.id)
    await db().update(chapters).set({ options: [] }).where(eq(chapters.id, story.chapters[0].id))
    const read = await json<StoryJson>(await request(`/api/stories/${story.id}`, { cookie }))
    expect(read.chapters[0].nextChapterOptions).toEqual(['Continue the adventure', 'Explore a different path', 'Investigate the surroundings'])
    const next = await request(`/api/stories/${story.id}/chapters`, { method: 'POST', cookie, json: { nextChapterChoice: 'Explore a different path' } })
    expect(next.status).toBe(201)
  })

  it('PUT complete writes a closing chapter when the last one is not an ending', async () => {
    const { cookie, child } = await family()
    const story = await createAndWrite(cookie, child.id)
    const response = await request(`/api/stories/${story.id}/complete`, { method: 'PUT', cookie })
    expect(response.status).toBe(200)
    const body = await json<StoryJson>(response)
    expect(body.newChapter).toMatchObject({ isFinal: true })
    await runWriteJob(body.newChapter!.id)
    expect((await json<StoryJson>(await request(`/api/stories/${story.id}`, { cookie }))).isCompleted).toBe(true)
  })

  it('choosing differently keeps the later chapters as a previous path', async () => {
    const { cookie, child } = await family()
    const story = await createAndWrite(cookie, child.id)
    const [first, second] = story.chapters[0].nextChapterOptions
    const two = await json<StoryJson>(await request(`/api/stories/${story.id}/chapters`, { method: 'POST', cookie, json: { nextChapterChoice: first } }))
    await runWriteJob(two.chapters[1].id)
    const form = new URLSearchParams({ intent: 'choose-differently', fromChapter: '1', choice: second })
    const response = await dataRequest(`/story/${story.id}`, 'routes/story.$storyId', { method: 'POST', cookie, body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(response.status).toBe(200)
    const branched = await json<StoryJson>(await request(`/api/stories/${story.id}`, { cookie }))
    expect(branched.chapters.map((c) => c.status)).toEqual(['ready', 'pending'])
    expect(branched.previousPaths).toHaveLength(1)
  })
})

describe('ownership', () => {
  it("another family's story is 404 everywhere and nothing changes", async () => {
    const owner = await family()
    const story = await createAndWrite(owner.cookie, owner.child.id)
    const stranger = await family()
    expect((await request(`/api/stories/${story.id}`, { cookie: stranger.cookie })).status).toBe(404)
    expect((await request(`/api/stories/${story.id}/chapters`, { method: 'POST', cookie: stranger.cookie, json: { nextChapterChoice: 'x' } })).status).toBe(404)
    expect((await request(`/api/stories/${story.id}/complete`, { method: 'PUT', cookie: stranger.cookie })).status).toBe(404)
    expect((await request(`/api/stories/${story.id}`, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(404)
    expect((await request(`/api/stories/${story.id}/pdf`, { cookie: stranger.cookie })).status).toBe(404)
    expect((await request(`/api/children/${owner.child.id}/stories`, { cookie: stranger.cookie })).status).toBe(404)
    const image = await request(`/api/chapters/${story.chapters[0].id}/image`, {
      method: 'PUT',
      cookie: stranger.cookie,
      json: { imageUrl: '/api/images/parks/yellowstone/scene-1.svg', paragraphIndex: 0 },
    })
    expect(image.status).toBe(404)
    expect(await json<StoryJson>(await request(`/api/stories/${story.id}`, { cookie: owner.cookie }))).toEqual(story)
    expect(await balance(stranger.userId)).toBe(50)
  })

  it('deleting a story removes it and its chapters', async () => {
    const { cookie, child } = await family()
    const story = await createAndWrite(cookie, child.id)
    expect((await request(`/api/stories/${story.id}`, { method: 'DELETE', cookie })).status).toBe(200)
    expect((await request(`/api/stories/${story.id}`, { cookie })).status).toBe(404)
    expect(await db().select().from(chapters).where(eq(chapters.storyId, story.id))).toHaveLength(0)
  })
})
