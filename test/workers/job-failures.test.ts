import { DEAD_LETTER_QUEUE, STALE_GENERATION_MS } from '~/jobs/messages'
import { noAdventures } from '~/providers/story-writer/adventure/source'
import { createExecutionContext, createMessageBatch, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { chapters, creditLedger, emailOutbox, loginCodes, quizzes, sessions } from '~/db/schema'
import { DEFAULT_STORY_TEMPLATE } from '~/models/story-template.server'
import { contentFromSource } from '~/providers/story-writer/content-source'
import { createOpenAiWriter } from '~/providers/story-writer/openai.server'
import worker from '../../workers/main'
import { balance, createStoryRequest, family, holdQueuedJobs, pendingStory, queueMessage, readJson, runWriteJob, type StoryJson } from '../factories'
import { dataRequest, db, request, signIn } from '../helpers'
import { mockOpenAi, OPENAI_BASE } from '../mocks/openai'

async function chapterRow(id: number) {
  return (await db().select().from(chapters).where(eq(chapters.id, id)))[0]
}

async function refunds(userId: string) {
  return db().select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'refund')))
}

async function deliverDeadLetters(bodies: unknown[]) {
  const ctx = createExecutionContext()
  await worker.queue(createMessageBatch(DEAD_LETTER_QUEUE, bodies.map((body) => queueMessage(body, 11))), env, ctx)
  await waitOnExecutionContext(ctx)
}

async function runCron(at = Date.now()) {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '* * * * *' }), env, ctx)
  await waitOnExecutionContext(ctx)
}

describe('every failure of a generation ends visibly, with the credit back', () => {
  it('a malformed model reply ({} with no choices) retries, then fails the chapter and refunds it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { cookie, userId, story, chapterId } = await pendingStory()
    expect(await balance(userId)).toBe(49)
    const api = mockOpenAi({ chat: () => Response.json({}) })
    const writer = createOpenAiWriter({ apiKey: 'sk-test', model: 'gpt-test', baseURL: OPENAI_BASE, fetch: api.fetcher, loadTemplate: async () => DEFAULT_STORY_TEMPLATE, content: contentFromSource, adventures: noAdventures })
    await runWriteJob(chapterId, { writer, attempts: 1 })
    expect((await chapterRow(chapterId)).status).toBe('pending')
    await runWriteJob(chapterId, { writer, attempts: 5 })
    expect(await chapterRow(chapterId)).toMatchObject({ status: 'failed' })
    expect(await balance(userId)).toBe(50)
    expect(await refunds(userId)).toHaveLength(1)
    // The family can try again: nothing is stuck at 409.
    const retry = await dataRequest(`/story/${story.id}`, 'routes/story.$storyId', { method: 'POST', cookie, form: { intent: 'retry' } })
    expect(retry.status).toBe(200)
  })

  it('a writer that throws on its last attempt is given up the same way', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { userId, chapterId } = await pendingStory()
    const throwing = { name: 'openai' as const, writeChapter: async () => Promise.reject(new TypeError("Cannot read properties of undefined (reading '0')")) }
    await runWriteJob(chapterId, { writer: throwing, attempts: 5 })
    expect(await chapterRow(chapterId)).toMatchObject({ status: 'failed' })
    expect(await balance(userId)).toBe(50)
  })

  it('a message that reaches the dead-letter queue fails its chapter and refunds it once, however often it arrives', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { userId, chapterId } = await pendingStory()
    await deliverDeadLetters([{ kind: 'write-chapter', chapterId }])
    await deliverDeadLetters([{ kind: 'write-chapter', chapterId }])
    expect(await chapterRow(chapterId)).toMatchObject({ status: 'failed', error: 'Every attempt failed' })
    expect(await balance(userId)).toBe(50)
    expect(await refunds(userId)).toHaveLength(1)
  })

  it('the dead-letter queue also ends a quiz and an e-mail that never made it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { userId, child } = await family()
    const [quiz] = await db().insert(quizzes).values({ userId, childId: child.id, parkId: 'zion' }).returning()
    const [mail] = await db().insert(emailOutbox).values({ kind: 'sign-in-code', to: 'x@example.com', subject: 's', html: 'h', text: 't' }).returning()
    await deliverDeadLetters([
      { kind: 'make-quiz', quizId: quiz.id },
      { kind: 'send-email', outboxId: mail.id },
    ])
    expect((await db().select().from(quizzes).where(eq(quizzes.id, quiz.id)))[0].status).toBe('failed')
    expect((await db().select().from(emailOutbox).where(eq(emailOutbox.id, mail.id)))[0].status).toBe('failed')
  })

  it('a written chapter is left alone by a late dead letter', async () => {
    const { userId, chapterId } = await pendingStory()
    await runWriteJob(chapterId)
    await deliverDeadLetters([{ kind: 'write-chapter', chapterId }])
    expect((await chapterRow(chapterId)).status).toBe('ready')
    expect(await balance(userId)).toBe(49)
  })

  it('the sweep sends a chapter whose message was lost once more after its deadline (55 s and a margin), then gives it up with its credit back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The families first (signing in and the welcome e-mail take a while), then both stories at once:
    // the queue's own consumer must not get to write them before the cron runs.
    const [oldFamily, recentFamily] = [await family(), await family()]
    // The messages never arrive: the first ones are lost, and what the sweep sends again is held here.
    const sent = holdQueuedJobs()
    const startStory = async (parent: Awaited<ReturnType<typeof family>>) => {
      const story = await readJson<StoryJson>(await createStoryRequest(parent.cookie, parent.child.id))
      return { ...parent, chapterId: story.chapters[0].id }
    }
    const [old, recent] = await Promise.all([startStory(oldFamily), startStory(recentFamily)])
    sent.mockClear()
    const justPastDeadline = Date.now() - STALE_GENERATION_MS - 1000
    await db().update(chapters).set({ createdAt: new Date(justPastDeadline) }).where(eq(chapters.id, old.chapterId))
    await db().update(chapters).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(chapters.id, recent.chapterId))
    await runCron()
    expect(sent).toHaveBeenCalledWith({ kind: 'write-chapter', chapterId: old.chapterId })
    expect(sent).not.toHaveBeenCalledWith({ kind: 'write-chapter', chapterId: recent.chapterId })
    expect(await chapterRow(old.chapterId)).toMatchObject({ status: 'pending', requeuedAt: expect.any(Date) })
    expect(await balance(old.userId)).toBe(49)
    // The reader says what is happening.
    const story = await readJson<StoryJson>(await request(`/api/stories/${(await chapterRow(old.chapterId)).storyId}`, { cookie: old.cookie }))
    expect(story.chapters[0]).toMatchObject({ status: 'pending', retrying: true })
    // The next minute changes nothing: the second try has its own deadline.
    await runCron()
    expect(sent).toHaveBeenCalledTimes(1)
    // The second try is lost too: given up, with the credit back, once.
    await db().update(chapters).set({ requeuedAt: new Date(justPastDeadline) }).where(eq(chapters.id, old.chapterId))
    await runCron()
    expect((await chapterRow(old.chapterId)).status).toBe('failed')
    expect(await balance(old.userId)).toBe(50)
    expect((await chapterRow(recent.chapterId)).status).toBe('pending')
    expect(await balance(recent.userId)).toBe(49)
    await runCron()
    expect(await refunds(old.userId)).toHaveLength(1)
  })

  it('a quiz whose message was lost is made again once, then marked failed', async () => {
    const { userId, child } = await family()
    const [quiz] = await db().insert(quizzes).values({ userId, childId: child.id, parkId: 'zion', createdAt: new Date(Date.now() - STALE_GENERATION_MS - 1000) }).returning()
    const sent = vi.spyOn(env.JOBS, 'sendBatch').mockImplementation(async () => undefined as never)
    await runCron()
    expect(sent).toHaveBeenCalledWith([{ body: { kind: 'make-quiz', quizId: quiz.id } }])
    expect((await db().select().from(quizzes).where(eq(quizzes.id, quiz.id)))[0]).toMatchObject({ status: 'pending', requeuedAt: expect.any(Date) })
    await db().update(quizzes).set({ requeuedAt: new Date(Date.now() - STALE_GENERATION_MS - 1000) }).where(eq(quizzes.id, quiz.id))
    await runCron()
    expect((await db().select().from(quizzes).where(eq(quizzes.id, quiz.id)))[0].status).toBe('failed')
  })
})

describe('retention on the cron', () => {
  it('purges expired sign-in codes, ended sessions and sent mail older than 30 days, and keeps the rest', async () => {
    const { cookie } = await signIn()
    const dayAndMore = new Date(Date.now() - 25 * 60 * 60 * 1000)
    const [expiredCode] = await db()
      .insert(loginCodes)
      .values({ id: crypto.randomUUID(), email: 'old@example.com', codeHash: 'x', expiresAt: dayAndMore })
      .returning()
    const [liveCode] = await db()
      .insert(loginCodes)
      .values({ id: crypto.randomUUID(), email: 'new@example.com', codeHash: 'y', expiresAt: new Date(Date.now() + 60_000) })
      .returning()
    const anyUser = (await db().select().from(sessions).limit(1))[0]
    const [endedSession] = await db()
      .insert(sessions)
      .values({ id: `ended-${crypto.randomUUID()}`, userId: anyUser.userId, expiresAt: new Date(Date.now() - 1000) })
      .returning()
    const [oldMail, newMail] = await db()
      .insert(emailOutbox)
      .values([
        { kind: 'sign-in-code', to: 'a@example.com', subject: 's', html: 'h', text: 't', status: 'sent', createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) },
        { kind: 'sign-in-code', to: 'b@example.com', subject: 's', html: 'h', text: 't', status: 'sent' },
      ])
      .returning()
    await runCron()
    const ids = async <T extends { id: unknown }>(rows: Promise<T[]>) => (await rows).map((row) => row.id)
    expect(await ids(db().select().from(loginCodes).where(eq(loginCodes.id, expiredCode.id)))).toEqual([])
    expect(await ids(db().select().from(loginCodes).where(eq(loginCodes.id, liveCode.id)))).toEqual([liveCode.id])
    expect(await ids(db().select().from(sessions).where(eq(sessions.id, endedSession.id)))).toEqual([])
    expect(await ids(db().select().from(emailOutbox).where(eq(emailOutbox.id, oldMail.id)))).toEqual([])
    expect(await ids(db().select().from(emailOutbox).where(eq(emailOutbox.id, newMail.id)))).toEqual([newMail.id])
    expect((await request('/api/auth/user', { cookie })).status).toBe(200)
  })
})
