import { and, asc, desc, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm'
import { characters } from '~/data/characters'
import { getPark } from '~/data/parks'
import { sidekicks } from '~/data/sidekicks'
import type { Db } from '~/db/client.server'
import { chapters, children, stories } from '~/db/schema'
import { STALE_GENERATION_MS, type JobMessage } from '~/jobs/messages'
import { RetryLaterError } from '~/providers/retry-later'
import type { StoryWriter } from '~/providers/story-writer/writer'
import { ageOn, todayIso } from '~/utils/child-schema'
import { awardBadgeIfEarned } from './badge.server'
import { refundAfterChangeStatements } from './credits.server'
import { CHAPTER_COST, DEFAULT_OPTIONS } from './story.server'
import { firstNameOf } from '~/utils/names'

export type WriteOutcome = 'written' | 'skipped' | 'retry' | 'failed'

/** What happened to a chapter, and whose story it is (so the family's pages can be told). */
export interface WriteResult {
  outcome: WriteOutcome
  story?: { id: string; userId: string }
}

/** How many of the child's most recent chapters from other stories a writer is shown. */
const ALREADY_READ_CHAPTERS = 20


/**
 * Writes one pending chapter. Idempotent: a chapter that is no longer pending (already written,
 * failed, or left behind on another path) is skipped, and every update is guarded by `status =
 * 'pending'`, so a redelivered message changes nothing twice. On the last attempt a failure marks the
 * chapter failed and refunds its credit with a ledger row, exactly once.
 */
export async function writePendingChapter(db: Db, writer: StoryWriter, { chapterId, isLastAttempt }: { chapterId: number; isLastAttempt: boolean }): Promise<WriteResult> {
  const chapter = await db.query.chapters.findFirst({ where: eq(chapters.id, chapterId) })
  if (!chapter || chapter.status !== 'pending' || chapter.archivedAt) return { outcome: 'skipped' }
  const story = await db.query.stories.findFirst({ where: eq(stories.id, chapter.storyId) })
  if (!story) return { outcome: 'skipped' }
  const owner = { id: story.id, userId: story.userId }
  const child = await db.query.children.findFirst({ where: eq(children.id, story.childId) })
  const park = getPark(story.parkId)
  const character = characters.find((c) => c.name === story.characterId)
  const sidekick = sidekicks.find((s) => s.name === story.sidekickId)
  if (!child || !park || !character || !sidekick) {
    return { outcome: await fail(db, { chapterId, userId: story.userId, error: 'The story refers to something that no longer exists' }), story: owner }
  }

  const previous = await db
    .select()
    .from(chapters)
    .where(and(eq(chapters.storyId, story.id), isNull(chapters.archivedAt), lt(chapters.number, chapter.number), eq(chapters.status, 'ready')))
    .orderBy(asc(chapters.number))

  // What this child has read in their other stories, newest first: one bounded query, so the writer
  // can choose sentences and facts the child has not met yet.
  const alreadyRead = await db
    .select({ text: chapters.text, facts: chapters.facts })
    .from(chapters)
    .innerJoin(stories, eq(chapters.storyId, stories.id))
    .where(and(eq(stories.childId, story.childId), ne(stories.id, story.id), eq(chapters.status, 'ready'), isNull(chapters.archivedAt)))
    .orderBy(desc(chapters.readyAt))
    .limit(ALREADY_READ_CHAPTERS)
  // The adventures of this park the child has read already: a new story begins another one first.
  const readAdventures =
    chapter.number === 1 && !story.adventure
      ? (
          await db
            .select({ adventure: stories.adventure })
            .from(stories)
            .where(and(eq(stories.childId, story.childId), eq(stories.parkId, story.parkId), ne(stories.id, story.id), isNotNull(stories.adventure)))
        ).map((row) => row.adventure!)
      : []

  const result = await writeSafely(writer, isLastAttempt, {
    park,
    character,
    sidekick,
    // Only the child's first name and age ever reach a writer (DESIGN.md section 6).
    child: { firstName: firstNameOf(child.name), age: ageOn(child.birthday, todayIso()) },
    chapterNumber: chapter.number,
    previousChapters: previous.map((row, index) => ({
      title: index === 0 ? story.title : null,
      text: row.text,
      choice: previous[index + 1]?.choice ?? chapter.choice,
      options: row.options,
    })),
    choice: chapter.choice,
    isFinal: chapter.isFinal,
    seed: `${story.id}:${chapter.number}:${chapter.id}`,
    // The parent's choice that the child joins the story by first name, once stories record it.
    childJoins: (story as { childJoins?: boolean | null }).childJoins === true,
    alreadyRead,
    storySeed: story.id,
    adventure: story.adventure,
    readAdventures,
  })

  if (!result.ok) {
    if (!isLastAttempt) return { outcome: 'retry', story: owner }
    return { outcome: await fail(db, { chapterId, userId: story.userId, error: result.error }), story: owner }
  }

  const written = result.value
  const catalogueFacts = new Set(park.facts.map((fact) => fact.text))
  // A written adventure that reached one of its endings ends the story, asked or not.
  const isFinal = chapter.isFinal || written.ending === true
  const options = isFinal ? [] : written.options.length === 3 ? written.options : DEFAULT_OPTIONS
  const now = new Date()
  const [updated] = await db.batch([
    db
      .update(chapters)
      .set({
        status: 'ready',
        text: written.text,
        facts: written.facts.filter((fact) => catalogueFacts.has(fact)),
        options,
        isFinal,
        writer: written.writer ?? writer.name,
        error: null,
        readyAt: now,
      })
      .where(and(eq(chapters.id, chapterId), eq(chapters.status, 'pending')))
      .returning({ id: chapters.id }),
    db
      .update(stories)
      .set({
        ...(chapter.number === 1 && written.title ? { title: written.title } : {}),
        // The story keeps playing the adventure its first chapter began.
        ...(chapter.number === 1 && written.adventure ? { adventure: written.adventure } : {}),
        ...(isFinal ? { isCompleted: true, completedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(stories.id, story.id)),
  ])
  if (updated.length === 1 && isFinal) await awardBadgeIfEarned(db, { childId: story.childId, parkId: story.parkId })
  return { outcome: updated.length === 1 ? 'written' : 'skipped', story: owner }
}

/**
 * A writer that throws (a malformed reply, a network error) is a failed attempt like any other. A
 * service asking us to come back later goes up to the queue, unless this is the last attempt.
 */
async function writeSafely(writer: StoryWriter, isLastAttempt: boolean, request: Parameters<StoryWriter['writeChapter']>[0]) {
  try {
    return await writer.writeChapter(request)
  } catch (error) {
    if (error instanceof RetryLaterError && !isLastAttempt) throw error
    return { ok: false as const, error: `The ${writer.name} writer failed: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/**
 * Gives up on a chapter that is still pending: marks it failed and refunds its credit, once. For the
 * last attempt of a job, a message in the dead-letter queue and the sweep of stale generations.
 */
export async function failPendingChapter(db: Db, chapterId: number, error: string): Promise<WriteResult> {
  const [row] = await db
    .select({ storyId: stories.id, userId: stories.userId, status: chapters.status })
    .from(chapters)
    .innerJoin(stories, eq(stories.id, chapters.storyId))
    .where(eq(chapters.id, chapterId))
  if (!row || row.status !== 'pending') return { outcome: 'skipped' }
  return { outcome: await fail(db, { chapterId, userId: row.userId, error }), story: { id: row.storyId, userId: row.userId } }
}

/**
 * The sweep (every minute, workers/app.ts `scheduled`): pending chapters past STALE_GENERATION_MS are
 * written again on the queue (once), or failed and refunded when the second try has also run out.
 */
export async function sweepStaleChapters(db: Db, jobs: Queue<JobMessage>, now = Date.now()) {
  const before = new Date(now - STALE_GENERATION_MS)
  const stale = await db
    .select({ id: chapters.id, requeuedAt: chapters.requeuedAt })
    .from(chapters)
    .where(
      and(
        eq(chapters.status, 'pending'),
        isNull(chapters.archivedAt),
        or(and(isNull(chapters.requeuedAt), lt(chapters.createdAt, before)), lt(chapters.requeuedAt, before)),
      ),
    )
    .limit(500)
  const failed: { chapterId: number; storyId: string; userId: string }[] = []
  const requeued: number[] = []
  for (const { id, requeuedAt } of stale) {
    if (requeuedAt) {
      const result = await failPendingChapter(db, id, 'The chapter took too long to write')
      if (result.outcome === 'failed' && result.story) failed.push({ chapterId: id, storyId: result.story.id, userId: result.story.userId })
      continue
    }
    const [claimed] = await db
      .update(chapters)
      .set({ requeuedAt: new Date(now) })
      .where(and(eq(chapters.id, id), eq(chapters.status, 'pending'), isNull(chapters.requeuedAt)))
      .returning({ id: chapters.id })
    if (!claimed) continue
    await jobs.send({ kind: 'write-chapter', chapterId: id })
    requeued.push(id)
  }
  return { failed, requeued }
}

async function fail(db: Db, { chapterId, userId, error }: { chapterId: number; userId: string; error: string }): Promise<WriteOutcome> {
  const d1 = db.$client
  await d1.batch([
    d1.prepare("update chapters set status = 'failed', error = ?2 where id = ?1 and status = 'pending'").bind(chapterId, error.slice(0, 500)),
    ...refundAfterChangeStatements(db, { userId, amount: CHAPTER_COST, reference: `refund:chapter:${chapterId}` }),
  ])
  console.warn(`[stories] chapter ${chapterId} failed: ${error}`)
  return 'failed'
}
