import { createExecutionContext, createMessageBatch, env, getQueueResult, SELF } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { quiz as zionBank } from '~/content/parks/zion/quiz'
import { createAppContext } from '~/context.server'
import { getPark, parks } from '~/data/parks'
import { parseEnv } from '~/env.server'
import { EMAIL_RETRY, GENERATION_RETRY, isLastAttempt, retryDelaySeconds, RetryLaterError } from '~/jobs/messages'
import { chooseQuizMaker } from '~/providers/quiz-maker/index.server'
import { chooseStoryWriter } from '~/providers/story-writer/index.server'
import type { StoryWriter } from '~/providers/story-writer/writer'
import { isLaterBookmark, readBookmarkCookie } from '~/utils/d1-bookmark'
import { routeJobBatch } from '../../workers/jobs/router'
import { balance, createStoryRequest, family, firstChapterRequest, pendingStory, queueMessage, readJson, type StoryJson } from '../factories'
import { ORIGIN } from '../helpers'

const written = { title: 'T', text: 'One.\n\nTwo.', facts: [], options: ['a', 'b', 'c'] }

/** Runs a batch through the router with a given writer and returns what the platform would do. */
async function runBatch(messages: ReturnType<typeof queueMessage>[], writer: StoryWriter) {
  const ctx = createExecutionContext()
  const app = createAppContext(env, ctx)
  app.providers.writer = writer
  const batch = createMessageBatch('story-trails-jobs', messages)
  await routeJobBatch(batch, app)
  return getQueueResult(batch, ctx)
}

/** Opens the family's live channel as a page would (same-origin WebSocket with the session). */
async function openLive(cookie: string) {
  const response = await SELF.fetch(`${ORIGIN}/api/live`, { headers: { upgrade: 'websocket', cookie, origin: ORIGIN } })
  expect(response.status).toBe(101)
  const socket = response.webSocket!
  socket.accept()
  const events: unknown[] = []
  socket.addEventListener('message', (event) => events.push(JSON.parse(event.data as string)))
  return { socket, events }
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe('retry policy', () => {
  it('generation retries within seconds with jitter, and honours a longer Retry-After', () => {
    expect([1, 2, 3].map((attempts) => retryDelaySeconds(GENERATION_RETRY, attempts, { random: () => 0 }))).toEqual([2, 4, 8])
    expect(retryDelaySeconds(GENERATION_RETRY, 1, { random: () => 0.99 })).toBe(4)
    expect(retryDelaySeconds(GENERATION_RETRY, 1, { retryAfterSeconds: 20, random: () => 0 })).toBe(20)
  })

  it('a generation starts no attempt that could not finish before the 55 s deadline; e-mail keeps its five', () => {
    const queuedAt = 1_000_000
    expect(isLastAttempt(GENERATION_RETRY, { attempts: 1, queuedAt, now: queuedAt })).toBe(false)
    expect(isLastAttempt(GENERATION_RETRY, { attempts: 2, queuedAt, now: queuedAt + 23_000 })).toBe(true)
    expect(isLastAttempt(EMAIL_RETRY, { attempts: 4, queuedAt, now: queuedAt + 10 * 60_000 })).toBe(false)
    expect(isLastAttempt(EMAIL_RETRY, { attempts: 5, queuedAt, now: queuedAt })).toBe(true)
  })

  it("a model's Retry-After sets the next delivery's delay", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { chapterId } = await pendingStory()
    const busy: StoryWriter = { name: 'openai', writeChapter: async () => Promise.reject(new RetryLaterError('429 Too Many Requests', 12)) }
    const ctx = createExecutionContext()
    const app = createAppContext(env, ctx)
    app.providers.writer = busy
    const batch = createMessageBatch('story-trails-jobs', [queueMessage({ kind: 'write-chapter', chapterId })])
    const retry = vi.spyOn(batch.messages[0], 'retry')
    await routeJobBatch(batch, app)
    const [[{ delaySeconds }]] = retry.mock.calls as [[{ delaySeconds: number }]]
    expect(delaySeconds).toBeGreaterThanOrEqual(12)
    expect(delaySeconds).toBeLessThan(20)
  })

  it('past the deadline the chapter fails with its credit back instead of retrying', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { chapterId, userId } = await pendingStory()
    const failing: StoryWriter = { name: 'openai', writeChapter: async () => ({ ok: false, error: 'The model timed out' }) }
    const late = { ...queueMessage({ kind: 'write-chapter', chapterId }, 2), timestamp: new Date(Date.now() - 40_000) }
    const result = await runBatch([late], failing)
    expect(result.retryMessages).toEqual([])
    expect((await env.DB.prepare('select status from chapters where id = ?').bind(chapterId).first())?.status).toBe('failed')
    expect(await balance(userId)).toBe(50)
  })
})

describe("a batch's messages run at the same time", () => {
  it('writes the chapters of ten families concurrently, each acked on its own', async () => {
    const families = await Promise.all(Array.from({ length: 10 }, () => pendingStory()))
    let inFlight = 0
    let mostAtOnce = 0
    const slow: StoryWriter = {
      name: 'built-in',
      writeChapter: async () => {
        mostAtOnce = Math.max(mostAtOnce, ++inFlight)
        await new Promise((resolve) => setTimeout(resolve, 50))
        inFlight--
        return { ok: true, value: written }
      },
    }
    const result = await runBatch(families.map(({ chapterId }) => queueMessage({ kind: 'write-chapter', chapterId })), slow)
    expect(mostAtOnce).toBe(10)
    expect(result.explicitAcks).toHaveLength(10)
    for (const { chapterId } of families) {
      expect((await env.DB.prepare('select status from chapters where id = ?').bind(chapterId).first())?.status).toBe('ready')
    }
  })
})

describe('the family channel', () => {
  it('tells the waiting page the moment its chapter is written, and only that family', async () => {
    // The pages listen before the story starts: the local queue consumer may write the chapter before
    // this test's batch does, and either way the family hears exactly once.
    const parent = await family()
    const other = await family()
    const mine = await openLive(parent.cookie)
    const theirs = await openLive(other.cookie)
    const startedStory = await createStoryRequest(parent.cookie, parent.child.id)
    const story = await readJson<StoryJson>(startedStory)
    const chapterId = story.chapters[0].id
    const writer: StoryWriter = { name: 'built-in', writeChapter: async () => ({ ok: true, value: written }) }
    await runBatch([queueMessage({ kind: 'write-chapter', chapterId })], writer)
    await until(() => mine.events.length > 0)
    expect(mine.events).toEqual([{ type: 'chapter', storyId: story.id, chapterId, status: 'ready', bookmark: expect.any(String) }])
    // The event carries the bookmark of the chapter's write, later than any the page had: the page keeps
    // it, and a read from it (a replica at least that new) sees the chapter ready.
    const { bookmark } = mine.events[0] as { bookmark: string }
    const pageHad = readBookmarkCookie(startedStory.headers.get('set-cookie'))
    expect(pageHad).not.toBeNull()
    expect(isLaterBookmark(bookmark, pageHad)).toBe(true)
    expect((await env.DB.withSession(bookmark).prepare('select status from chapters where id = ?').bind(chapterId).first())?.status).toBe('ready')
    expect(theirs.events).toEqual([])
    expect((await env.DB.prepare('select status from chapters where id = ?').bind(chapterId).first())?.status).toBe('ready')
    mine.socket.close()
    theirs.socket.close()
  })

  it('refuses a signed-out or cross-origin upgrade before it reaches the channel', async () => {
    const { cookie } = await family()
    const signedOut = await SELF.fetch(`${ORIGIN}/api/live`, { headers: { upgrade: 'websocket', origin: ORIGIN } })
    expect(signedOut.status).toBe(401)
    const foreign = await SELF.fetch(`${ORIGIN}/api/live`, { headers: { upgrade: 'websocket', origin: 'https://evil.example', cookie } })
    expect(foreign.status).toBe(403)
    expect(signedOut.webSocket).toBeNull()
    expect(foreign.webSocket).toBeNull()
  })

  it('the pending check is one cheap query', async () => {
    const { cookie, story, chapterId } = await pendingStory()
    const response = await SELF.fetch(`${ORIGIN}/api/stories/${story.id}/status`, { headers: { cookie } })
    expect(await response.json()).toEqual({ pending: true, lastChapter: { id: chapterId, status: 'pending' } })
    // The session lookup and the status: two trips, nothing else.
    expect(Number(response.headers.get('x-d1-queries'))).toBeLessThanOrEqual(2)
    const stranger = await family()
    expect((await SELF.fetch(`${ORIGIN}/api/stories/${story.id}/status`, { headers: { cookie: stranger.cookie } })).status).toBe(404)
    await env.DB.prepare("update chapters set status = 'ready' where id = ?").bind(chapterId).run()
    expect(await (await SELF.fetch(`${ORIGIN}/api/stories/${story.id}/status`, { headers: { cookie } })).json()).toEqual({ pending: false, lastChapter: { id: chapterId, status: 'ready' } })
  })
})

describe('the stand-in model for load tests (STAND_IN_MODEL_MS)', () => {
  it('makes the built-in writer and quiz maker answer only after that long, in development', async () => {
    const local = parseEnv({ APP_ENV: 'development', STAND_IN_MODEL_MS: '10000' })
    expect(local.STAND_IN_MODEL_MS).toBe(10_000)
    const app = createAppContext(env, createExecutionContext())
    const writer = chooseStoryWriter(local, app.db, app.providers.writerContent, app.providers.adventures)
    const maker = chooseQuizMaker(local, async (parkId) => (parkId === 'zion' ? zionBank : null))
    const park = getPark('zion')!
    vi.useFakeTimers()
    try {
      let chapter: Awaited<ReturnType<StoryWriter['writeChapter']>> | undefined
      let quiz: Awaited<ReturnType<typeof maker.makeQuiz>> | undefined
      void writer
        .writeChapter(firstChapterRequest({ park, child: { firstName: 'Sam', age: 8 }, seed: 'stand-in' }))
        .then((result) => (chapter = result))
      void maker.makeQuiz({ park, allParks: parks, child: { firstName: 'Sam', age: 8 }, seed: 'stand-in' }).then((result) => (quiz = result))
      await vi.advanceTimersByTimeAsync(9_900)
      expect(chapter).toBeUndefined()
      expect(quiz).toBeUndefined()
      await vi.advanceTimersByTimeAsync(200)
      expect(chapter?.ok).toBe(true)
      expect(quiz?.ok).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('is refused in production, and nonsense is refused anywhere', () => {
    expect(() => parseEnv({ APP_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), STAND_IN_MODEL_MS: '10000' })).toThrow(/STAND_IN_MODEL_MS/)
    expect(() => parseEnv({ APP_ENV: 'development', STAND_IN_MODEL_MS: 'slow' })).toThrow(/STAND_IN_MODEL_MS/)
    expect(parseEnv({ APP_ENV: 'development' }).STAND_IN_MODEL_MS).toBeUndefined()
  })
})
