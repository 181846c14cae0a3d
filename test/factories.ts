import { createExecutionContext, createMessageBatch, env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { onTestFinished, vi } from 'vitest'
import { createAppContext } from '~/context.server'
import { characters } from '~/data/characters'
import { getPark } from '~/data/parks'
import { sidekicks } from '~/data/sidekicks'
import { users } from '~/db/schema'
import type { ChapterRequest, StoryWriter } from '~/providers/story-writer/writer'
import { routeJobBatch } from '../workers/jobs/router'
import { addChild, db, request, signIn } from './helpers'

export interface StoryJson {
  id: string
  title: string | null
  isCompleted: boolean
  chapters: { id: number; number: number; status: string; text: string; facts: string[]; nextChapterOptions: string[]; isFinal: boolean; imageUrls: { paragraphIndex: number; url: string }[] }[]
  previousPaths: unknown[]
  newChapter?: { id: number; isFinal: boolean } | null
}

export const readJson = async <T>(response: Response) => (await response.json()) as T

/** What a writer is asked for a story's first chapter: the first character and sidekick, a child of 8. */
export const firstChapterRequest = (overrides: Partial<ChapterRequest> = {}): ChapterRequest => ({
  park: getPark('yellowstone')!,
  character: characters[0],
  sidekick: sidekicks[0],
  child: { firstName: 'Zelda', age: 8 },
  chapterNumber: 1,
  previousChapters: [],
  choice: null,
  isFinal: false,
  seed: 'first-chapter',
  ...overrides,
})

let messageCount = 0

/** A queue message as the platform delivers it. */
export function queueMessage(body: unknown, attempts = 1) {
  return { id: `m-${++messageCount}`, timestamp: new Date(), attempts, body }
}

/**
 * Holds every message the app sends to the jobs queue until the test ends, and returns the spy that saw
 * them. The local queue's own consumer would otherwise write a queued chapter about a second later
 * (wrangler.toml's batch timeout): a test that runs the job itself with its own writer, or expects the
 * chapter still pending, would race it.
 */
export function holdQueuedJobs() {
  const sent = vi.spyOn(env.JOBS, 'send').mockImplementation(async () => undefined as never)
  onTestFinished(() => sent.mockRestore())
  return sent
}

/** Runs the queue's write-chapter job for a chapter, as the consumer would. */
export async function runWriteJob(chapterId: number, { attempts = 1, writer }: { attempts?: number; writer?: StoryWriter } = {}) {
  const app = createAppContext(env, createExecutionContext())
  if (writer) app.providers.writer = writer
  await routeJobBatch(createMessageBatch('story-trails-jobs', [queueMessage({ kind: 'write-chapter', chapterId }, attempts)]), app)
}

/** A signed-in parent with one child (and, if given, that many credits). */
export async function family(credits?: number) {
  const { cookie, email } = await signIn()
  const child = await addChild(cookie)
  const me = await readJson<{ id: string }>(await request('/api/auth/user', { cookie }))
  if (credits !== undefined) await db().update(users).set({ credits }).where(eq(users.id, me.id))
  return { cookie, email, child, userId: me.id }
}

export const createStoryRequest = (cookie: string, childId: number, parkId = 'yellowstone') =>
  request('/api/stories', { method: 'POST', cookie, json: { childId, parkId, characterId: 'Maya', sidekickId: 'Pip' } })

/** A family's new story whose first chapter is pending, its message held (holdQueuedJobs): the test runs the job its own way. */
export async function pendingStory() {
  holdQueuedJobs()
  const parent = await family()
  const story = await readJson<StoryJson>(await createStoryRequest(parent.cookie, parent.child.id))
  return { ...parent, story, chapterId: story.chapters[0].id }
}

/** Creates a story and writes its first chapter with the configured writer. */
export async function createAndWrite(cookie: string, childId: number, parkId = 'yellowstone') {
  const created = await readJson<StoryJson>(await createStoryRequest(cookie, childId, parkId))
  await runWriteJob(created.chapters[0].id)
  return readJson<StoryJson>(await request(`/api/stories/${created.id}`, { cookie }))
}

export async function balance(userId: string) {
  return (await db().query.users.findFirst({ where: eq(users.id, userId) }))!.credits
}
