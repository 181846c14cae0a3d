import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { characters } from '~/data/characters'
import { getPark, parksInRegions } from '~/data/parks'
import { sidekicks } from '~/data/sidekicks'
import type { Db } from '~/db/client.server'
import { chapters, children, stories, type ChapterRow, type StoryRow } from '~/db/schema'
import type { JobMessage } from '~/jobs/messages'
import { randomToken } from '~/utils/crypto.server'
import { shortParkName } from '~/utils/story-stats'
import { awardBadgeIfEarned } from './badge.server'
import { spendStatements, spentFor } from './credits.server'
import { listUnlockedRegions } from './regions.server'
import { isUniqueViolation } from '~/db/errors'
import { fromRow } from '~/db/row.server'
import { prepareForChild, type ChildScope } from './child-scope.server'
import { uploadedPhotoUrls } from './family-media.server'

export const CHAPTER_COST = 1

/** The three options a chapter offers when it has none of its own (spec section 5). */
export const DEFAULT_OPTIONS = ['Continue the adventure', 'Explore a different path', 'Investigate the surroundings']

export type StoryFailure = { ok: false; status: 400 | 402 | 403 | 404 | 409; message: string }
const fail = (status: StoryFailure['status'], message: string): StoryFailure => ({ ok: false, status, message })

export const NO_CREDITS_MESSAGE = 'You need 1 credit to write a chapter. Add credits from your account to keep exploring.'

export interface ChapterView {
  id: number
  number: number
  status: 'pending' | 'ready' | 'failed'
  text: string
  facts: string[]
  imageUrls: { paragraphIndex: number; url: string }[]
  /** What the reader may choose next: the chapter's own options, or the three defaults; none once the story ends. */
  nextChapterOptions: string[]
  choice: string | null
  isFinal: boolean
  /** Still being written after its first try was lost: the sweep sent it again. */
  retrying: boolean
}

export interface StoryView {
  id: string
  childId: number
  parkId: string
  title: string | null
  /** The title, or "{park} Adventure" while the first chapter has none (spec 2.9). */
  displayTitle: string
  isCompleted: boolean
  createdAt: string
  completedAt: string | null
  characterId: string
  sidekickId: string
  shared: boolean
  /** Whether the shared page shows the family's uploaded photos (the parent's choice when sharing). */
  sharePhotos: boolean
  /** The token of the public link while the story is shared (owner views only). */
  shareToken: string | null
  chapters: ChapterView[]
  /** Chapters left behind when the child chose differently, newest path first. */
  previousPaths: ChapterView[]
}

export function toChapterView(row: ChapterRow): ChapterView {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    text: row.text,
    facts: row.facts,
    imageUrls: row.imageUrls,
    nextChapterOptions: row.isFinal ? [] : offeredOptions(row),
    choice: row.choice,
    isFinal: row.isFinal,
    retrying: row.status === 'pending' && row.requeuedAt !== null,
  }
}

export function storyDisplayTitle(story: { title: string | null; parkId: string }) {
  const park = getPark(story.parkId)
  return story.title ?? `${park ? shortParkName(park.name) : 'Park'} Adventure`
}

export function toStoryView(story: StoryRow, rows: ChapterRow[]): StoryView {
  const sorted = [...rows].sort((a, b) => a.number - b.number || a.id - b.id)
  return {
    id: story.id,
    childId: story.childId,
    parkId: story.parkId,
    title: story.title,
    displayTitle: storyDisplayTitle(story),
    isCompleted: story.isCompleted,
    createdAt: story.createdAt.toISOString(),
    completedAt: story.completedAt?.toISOString() ?? null,
    characterId: story.characterId,
    sidekickId: story.sidekickId,
    shared: story.sharedAt !== null,
    shareToken: story.sharedAt !== null ? story.shareToken : null,
    sharePhotos: story.sharedAt !== null && story.sharePhotos,
    chapters: sorted.filter((row) => row.archivedAt === null).map(toChapterView),
    previousPaths: sorted.filter((row) => row.archivedAt !== null).map(toChapterView),
  }
}

/** A story with its chapters, only for its owner. */
export async function getStory(db: Db, { id, userId }: { id: string; userId: string }) {
  const story = await db.query.stories.findFirst({
    where: and(eq(stories.id, id), eq(stories.userId, userId)),
  })
  if (!story) return null
  const rows = await db.select().from(chapters).where(eq(chapters.storyId, id))
  return toStoryView(story, rows)
}

/**
 * Whether a story of this parent waits for a chapter, in one query: what a waiting page asks when
 * it cannot hear the family channel.
 */
export async function getStoryStatus(db: Db, { id, userId }: { id: string; userId: string }) {
  const rows = await db
    .select({ storyId: stories.id, chapterId: chapters.id, status: chapters.status })
    .from(stories)
    .leftJoin(chapters, and(eq(chapters.storyId, stories.id), isNull(chapters.archivedAt)))
    .where(and(eq(stories.id, id), eq(stories.userId, userId)))
    .orderBy(desc(chapters.number))
    .limit(1)
  if (rows.length === 0) return null
  const [last] = rows
  return {
    pending: last.status === 'pending',
    lastChapter: last.chapterId === null || last.status === null ? null : { id: last.chapterId, status: last.status },
  }
}

/** A story anyone may read because its parent shared it, found by the token in its public link. */
export async function getSharedStory(db: Db, shareToken: string) {
  if (!shareToken) return null
  const story = await db.query.stories.findFirst({ where: and(eq(stories.shareToken, shareToken), isNotNull(stories.sharedAt)) })
  if (!story) return null
  const rows = await db.select().from(chapters).where(eq(chapters.storyId, story.id))
  const view = toStoryView(story, rows)
  if (story.sharePhotos) return view
  // The family's own photos stay private unless the parent chose to include them (DESIGN.md section 6).
  const uploads = await uploadedPhotoUrls(db, story.userId, view.chapters.flatMap((chapter) => chapter.imageUrls.map((image) => image.url)))
  return { ...view, chapters: view.chapters.map((chapter) => ({ ...chapter, imageUrls: chapter.imageUrls.filter((image) => !uploads.has(image.url)) })) }
}

/**
 * The two statements of a child's stories with their chapters (archived chapters left out), for
 * `toChildStories`: one trip to D1, which can be the session's own.
 */
export function childStoriesStatements(db: Db, scope: ChildScope): D1PreparedStatement[] {
  const storiesOfMe = 'from me join stories s on s.child_id = me.child_id and s.user_id = me.user_id'
  return [
    prepareForChild(db, scope, `select s.* ${storiesOfMe} order by s.created_at desc`),
    prepareForChild(db, scope, `select c.* ${storiesOfMe} join chapters c on c.story_id = s.id where c.archived_at is null`),
  ]
}

/** The results of `childStoriesStatements`: the child's stories, newest first, each with its chapters. */
export function toChildStories([storyResult, chapterResult]: D1Result[]) {
  const chaptersOf = new Map<string, ChapterRow[]>()
  for (const row of chapterResult.results) {
    const chapter = fromRow(chapters, row as Record<string, unknown>)
    const list = chaptersOf.get(chapter.storyId)
    if (list) list.push(chapter)
    else chaptersOf.set(chapter.storyId, [chapter])
  }
  return storyResult.results.map((row) => {
    const story = fromRow(stories, row as Record<string, unknown>)
    return toStoryView(story, chaptersOf.get(story.id) ?? [])
  })
}

/** Every story of one child of this parent, newest first, with live chapters. */
export async function listChildStories(db: Db, { childId, userId }: { childId: number; userId: string }) {
  return toChildStories(await db.$client.batch(childStoriesStatements(db, { childId, userId })))
}

export interface NewStory {
  userId: string
  childId: number
  parkId: string
  characterId: string
  sidekickId: string
}

export async function createStory(db: Db, jobs: Queue<JobMessage>, input: NewStory): Promise<{ ok: true; storyId: string; chapterId: number } | StoryFailure> {
  const park = getPark(input.parkId)
  if (!park) return fail(404, 'Park not found')
  if (!characters.some((c) => c.name === input.characterId)) return fail(400, 'Please choose a main character.')
  if (!sidekicks.some((s) => s.name === input.sidekickId)) return fail(400, 'Please choose a sidekick.')
  const child = await db.query.children.findFirst({
    columns: { id: true },
    where: and(eq(children.id, input.childId), eq(children.userId, input.userId)),
  })
  if (!child) return fail(404, 'Child not found')
  const unlocked = await listUnlockedRegions(db, input.userId)
  if (!unlocked.includes(park.region)) return fail(403, `The ${park.region} region must be unlocked to create stories here.`)

  const storyId = randomToken(16)
  const reference = `story:${storyId}:1`
  const d1 = db.$client
  const results = await d1.batch([
    ...spendStatements(db, { userId: input.userId, amount: CHAPTER_COST, reason: 'story-chapter', reference }),
    d1
      .prepare(
        `insert into stories (id, user_id, child_id, park_id, character_id, sidekick_id) select ?1, ?2, ?3, ?4, ?5, ?6 where ${spentFor(reference)}`,
      )
      .bind(storyId, input.userId, input.childId, park.id, input.characterId, input.sidekickId),
    d1
      .prepare(`insert into chapters (story_id, number, status) select ?1, 1, 'pending' where ${spentFor(reference)} returning id`)
      .bind(storyId),
  ])
  const chapterId = (results[3].results[0] as { id: number } | undefined)?.id
  if (!chapterId) return fail(402, NO_CREDITS_MESSAGE)
  await jobs.send({ kind: 'write-chapter', chapterId })
  return { ok: true, storyId, chapterId }
}

async function liveChapters(db: Db, storyId: string) {
  return db
    .select()
    .from(chapters)
    .where(and(eq(chapters.storyId, storyId), isNull(chapters.archivedAt)))
    .orderBy(asc(chapters.number))
}

async function ownedStory(db: Db, { storyId, userId }: { storyId: string; userId: string }) {
  return db.query.stories.findFirst({ where: and(eq(stories.id, storyId), eq(stories.userId, userId)) })
}

/**
 * Queues the next chapter: checks the story can go on, spends a credit and adds a pending chapter in
 * one batch (the live-number unique index refuses a second one racing in), then enqueues its writing.
 */
async function queueChapter(
  db: Db,
  jobs: Queue<JobMessage>,
  { story, number, choice, isFinal, archiveFrom }: { story: StoryRow; number: number; choice: string | null; isFinal: boolean; archiveFrom?: number },
): Promise<{ ok: true; chapterId: number } | StoryFailure> {
  const reference = `story:${story.id}:${number}:${randomToken(6)}`
  const d1 = db.$client
  const statements = [...spendStatements(db, { userId: story.userId, amount: CHAPTER_COST, reason: 'story-chapter', reference })]
  if (archiveFrom !== undefined) {
    statements.push(
      d1
        .prepare(
          `update chapters set archived_at = cast(unixepoch('subsec') * 1000 as integer) where story_id = ?1 and number >= ?2 and archived_at is null and ${spentFor(reference)}`,
        )
        .bind(story.id, archiveFrom),
      d1
        .prepare(`update stories set is_completed = 0, completed_at = null where id = ?1 and ${spentFor(reference)}`)
        .bind(story.id),
    )
  }
  statements.push(
    d1
      .prepare(
        `insert into chapters (story_id, number, status, choice, is_final) select ?1, ?2, 'pending', ?3, ?4 where ${spentFor(reference)} returning id`,
      )
      .bind(story.id, number, choice, isFinal ? 1 : 0),
  )
  let results: D1Result[]
  try {
    results = await d1.batch(statements)
  } catch (error) {
    if (isUniqueViolation(error)) return fail(409, 'The next chapter is already being written.')
    throw error
  }
  const chapterId = (results[results.length - 1].results[0] as { id: number } | undefined)?.id
  if (!chapterId) return fail(402, NO_CREDITS_MESSAGE)
  await jobs.send({ kind: 'write-chapter', chapterId })
  return { ok: true, chapterId }
}

/** The options a chapter offers its reader: its own, or the spec's three defaults when it has none. */
export const offeredOptions = (chapter: Pick<ChapterRow, 'options'>) => (chapter.options.length ? chapter.options : DEFAULT_OPTIONS)

/**
 * A child steers the story only through what the chapter offered: an option's index (0, 1, 2, as a
 * number or a numeric string) or its exact text. Anything else (free text that would then go into
 * the story and into a model's prompt) is refused.
 */
export function pickOfferedChoice(chapter: Pick<ChapterRow, 'options'>, choice: unknown): string | StoryFailure {
  const options = offeredOptions(chapter)
  if (typeof choice === 'number' || (typeof choice === 'string' && /^\d$/.test(choice.trim()))) {
    const option = options[Number(choice)]
    if (Number.isInteger(Number(choice)) && option) return option
  }
  if (typeof choice === 'string' && choice.trim() !== '') {
    const option = options.find((candidate) => candidate === choice.trim())
    if (option) return option
  }
  return fail(400, 'Please choose one of the options at the end of the chapter.')
}

/** POST /api/stories/{id}/chapters: the child's choice leads to the next chapter. */
export async function requestNextChapter(
  db: Db,
  jobs: Queue<JobMessage>,
  input: { storyId: string; userId: string; choice: unknown; isFinal: boolean },
) {
  const story = await ownedStory(db, input)
  if (!story) return fail(404, 'Story not found')
  if (story.isCompleted) return fail(409, 'This story has already ended.')
  const live = await liveChapters(db, story.id)
  const last = live[live.length - 1]
  if (!last || last.status === 'pending') return fail(409, 'The next chapter is already being written.')
  if (last.status === 'failed') return fail(409, 'The last chapter could not be written. Please try it again first.')
  if (last.isFinal) return fail(409, 'This story has already ended.')
  const choice = pickOfferedChoice(last, input.choice)
  if (typeof choice !== 'string') return choice
  return queueChapter(db, jobs, { story, number: last.number + 1, choice, isFinal: input.isFinal })
}

/** Choose differently: from an earlier chapter, take another option. Later chapters become the previous path. */
export async function chooseDifferently(
  db: Db,
  jobs: Queue<JobMessage>,
  input: { storyId: string; userId: string; fromChapter: number; choice: unknown },
) {
  const story = await ownedStory(db, input)
  if (!story) return fail(404, 'Story not found')
  const live = await liveChapters(db, story.id)
  const from = live.find((chapter) => chapter.number === input.fromChapter)
  if (!from || from.status !== 'ready' || from.isFinal) return fail(400, 'You can choose differently only from a finished chapter that is not the ending.')
  if (live.some((chapter) => chapter.status === 'pending')) return fail(409, 'The next chapter is already being written.')
  const choice = pickOfferedChoice(from, input.choice)
  if (typeof choice !== 'string') return choice
  return queueChapter(db, jobs, { story, number: from.number + 1, choice, isFinal: false, archiveFrom: from.number + 1 })
}

/** Tries a failed chapter again (its credit was refunded when it failed, so it is spent again). */
export async function retryChapter(db: Db, jobs: Queue<JobMessage>, input: { storyId: string; userId: string }) {
  const story = await ownedStory(db, input)
  if (!story) return fail(404, 'Story not found')
  const live = await liveChapters(db, story.id)
  const last = live[live.length - 1]
  if (!last || last.status !== 'failed') return fail(409, 'There is no chapter to try again.')
  return queueChapter(db, jobs, { story, number: last.number, choice: last.choice, isFinal: last.isFinal, archiveFrom: last.number })
}

/**
 * PUT /api/stories/{id}/complete: ends the story. If the last chapter is already an ending the story
 * is simply completed; otherwise a closing chapter is written (1 credit) and returned as newChapter.
 */
export async function completeStory(db: Db, jobs: Queue<JobMessage>, input: { storyId: string; userId: string }) {
  const story = await ownedStory(db, input)
  if (!story) return fail(404, 'Story not found')
  if (story.isCompleted) return { ok: true as const, newChapter: null }
  const live = await liveChapters(db, story.id)
  const last = live[live.length - 1]
  if (!last || last.status === 'pending') return fail(409, 'The next chapter is already being written.')
  if (last.isFinal && last.status === 'ready') {
    await db.update(stories).set({ isCompleted: true, completedAt: new Date() }).where(eq(stories.id, story.id))
    await awardBadgeIfEarned(db, { childId: story.childId, parkId: story.parkId })
    return { ok: true as const, newChapter: null }
  }
  const queued = await queueChapter(db, jobs, {
    story,
    number: last.status === 'failed' ? last.number : last.number + 1,
    choice: 'Bring the adventure to a happy ending',
    isFinal: true,
    archiveFrom: last.status === 'failed' ? last.number : undefined,
  })
  if (!queued.ok) return queued
  const [row] = await db.select().from(chapters).where(eq(chapters.id, queued.chapterId))
  return { ok: true as const, newChapter: toChapterView(row) }
}

export async function deleteStory(db: Db, input: { storyId: string; userId: string }) {
  const deleted = await db
    .delete(stories)
    .where(and(eq(stories.id, input.storyId), eq(stories.userId, input.userId)))
    .returning({ id: stories.id })
  return deleted.length === 1
}

/**
 * Shares a story (its public link gets a token of its own, kept while it stays shared), stops
 * sharing it (the link is gone), or, with `rotate`, gives it a new link so the old one 404s. Returns
 * the token of the public link, or null when not shared; undefined when the story is not theirs.
 */
export async function setStoryShared(db: Db, input: { storyId: string; userId: string; shared: boolean; rotate?: boolean; includePhotos?: boolean }) {
  const token = randomToken(16)
  const [updated] = await db
    .update(stories)
    .set(
      input.shared
        ? {
            sharedAt: sql`coalesce(${stories.sharedAt}, ${Date.now()})`,
            shareToken: input.rotate ? token : sql`coalesce(${stories.shareToken}, ${token})`,
            ...(input.includePhotos === undefined ? {} : { sharePhotos: input.includePhotos }),
          }
        : { sharedAt: null, shareToken: null, sharePhotos: false },
    )
    .where(and(eq(stories.id, input.storyId), eq(stories.userId, input.userId)))
    .returning({ shareToken: stories.shareToken })
  return updated ? updated.shareToken : undefined
}

const pickAny = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]

/** A surprise story: a random park in an unlocked region, a random character and sidekick. */
export async function createSurpriseStory(db: Db, jobs: Queue<JobMessage>, input: { userId: string; childId: number }) {
  const unlocked = await listUnlockedRegions(db, input.userId)
  const open = parksInRegions(unlocked)
  if (open.length === 0) return fail(403, 'You need to unlock at least one region to create stories.')
  return createStory(db, jobs, {
    ...input,
    parkId: pickAny(open).id,
    characterId: pickAny(characters).name,
    sidekickId: pickAny(sidekicks).name,
  })
}
