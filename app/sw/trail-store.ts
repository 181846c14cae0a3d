import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import { fetchWithAnswerLimit } from './answer-limit'
import type { AnswerStore, QueuedQuiz } from './answer-queue'
import { clearFamilyCaches, deleteTrailDatabase, forgetPageQuizAnswers } from './device-cleanup'
import { DATA_TYPE, decodeData, encodeData, routeResult } from './single-fetch'
import { familyCacheName, isValidFamilyId, TRAIL_DB, TrailSaveError, type FamilyCacheKind, type SaveFailure } from './trail-names'
import {
  buildVersionOf,
  isStoryId,
  LIBRARY_DATA,
  LIBRARY_PAGES,
  ROOT_DATA,
  ROUTE_IDS,
  storyMediaUrls,
  storyPages,
  storyReaderData,
  storySummaryData,
  type ReaderData,
  type SummaryData,
} from './trail-urls'

/**
 * Trail mode's storage, shared by the pages (which save and remove stories) and the service worker
 * (which answers from it with no signal): Cache Storage holds the responses, IndexedDB what was
 * saved, for whom, and how big it is. Only APIs that windows and workers both have are used here.
 */

/** A story saved on this device for reading with no signal. */
export interface SavedStory {
  userId: string
  storyId: string
  childId: number
  childName: string
  title: string
  parkName: string
  /** The park photo of its library card (saved with it). */
  imageUrl: string
  chapterCount: number
  isCompleted: boolean
  /** What the story's pages, data, pictures, storybook and field kit take on the device. */
  bytes: number
  /** The client build its pages were rendered for (kept on the device while they need it). */
  version: string
  savedAt: number
  /** The addresses saved for this story alone, in the family's `pages` and `media` caches. */
  pages: string[]
  media: string[]
}

interface TrailSchema extends DBSchema {
  session: { key: string; value: { key: string; userId: string | null; at: number } }
  saved: { key: [string, string]; value: SavedStory; indexes: { byUser: string } }
  answers: { key: [string, number]; value: QueuedQuiz; indexes: { byUser: string } }
}

const SESSION_KEY = 'signed-in'

let opening: Promise<IDBPDatabase<TrailSchema>> | null = null

export function trailDb() {
  opening ??= openDB<TrailSchema>(TRAIL_DB, 1, {
    upgrade(db) {
      db.createObjectStore('session', { keyPath: 'key' })
      db.createObjectStore('saved', { keyPath: ['userId', 'storyId'] }).createIndex('byUser', 'userId')
      db.createObjectStore('answers', { keyPath: ['userId', 'quizId'] }).createIndex('byUser', 'userId')
    },
    // Another tab or a new service worker wants a newer schema: step aside.
    blocking() {
      void opening?.then((db) => db.close())
      opening = null
    },
    terminated() {
      opening = null
    },
  })
  return opening
}

/** The database if a page ever made it: looking must not create it on a device nobody saved anything on. */
async function existingTrailDb() {
  if (!opening && 'databases' in indexedDB && !(await indexedDB.databases()).some((db) => db.name === TRAIL_DB)) return null
  return trailDb()
}

/** The parent the pages last said is signed in on this device (the service worker cannot ask the server offline). */
export async function signedInFamily() {
  const row = await (await existingTrailDb())?.get('session', SESSION_KEY)
  return isValidFamilyId(row?.userId) ? row.userId : null
}

export async function setSignedInFamily(userId: string | null) {
  await (await trailDb()).put('session', { key: SESSION_KEY, userId: isValidFamilyId(userId) ? userId : null, at: Date.now() })
}

/**
 * Removes every family's saved stories, pictures and waiting quiz answers from this device except
 * `keep`'s (all of them when keep is null): at sign-out, at account deletion, and when another parent
 * signs in on the same browser.
 */
export async function clearFamilies(keep: string | null) {
  await clearFamilyCaches(keep)
  const db = await trailDb()
  const tx = db.transaction(['saved', 'answers'], 'readwrite')
  for (const name of ['saved', 'answers'] as const) {
    let cursor = await tx.objectStore(name).openCursor()
    while (cursor) {
      if (cursor.value.userId !== keep) await cursor.delete()
      cursor = await cursor.continue()
    }
  }
  await tx.done
  forgetPageQuizAnswers()
}

/** Deletes trail mode's database itself (after clearing), so a signed-out device holds nothing of it. */
async function deleteTrailDb() {
  const db = await opening?.catch(() => null)
  opening = null
  db?.close()
  await deleteTrailDatabase()
}

/**
 * Records who is signed in now. When that is someone else than before (or nobody), the previous
 * family's things are removed first, so nothing of theirs is ever shown to the next account.
 */
export async function syncSignedInFamily(userId: string | null) {
  if (userId === null) {
    await clearFamilies(null)
    await deleteTrailDb()
    return
  }
  if ((await signedInFamily()) !== userId) await clearFamilies(userId)
  await setSignedInFamily(userId)
}

export async function listSaved(userId: string) {
  const rows = await (await trailDb()).getAllFromIndex('saved', 'byUser', userId)
  return rows.sort((a, b) => b.savedAt - a.savedAt)
}

/** The client builds that saved pages (of anyone on this device) were rendered for. */
export async function savedVersions() {
  return new Set(((await (await existingTrailDb())?.getAll('saved')) ?? []).map((row) => row.version))
}

/** A family's cache if it exists (looking must not create empty caches). */
export async function openFamilyCache(userId: string, kind: FamilyCacheKind) {
  const name = familyCacheName(userId, kind)
  return (await caches.has(name)) ? caches.open(name) : null
}

export { TrailSaveError, type SaveFailure }

/**
 * Marks our own fetches while saving: the service worker must never answer them from what is
 * already saved, or a story could be "saved" from old copies with no signal at all.
 */
export const FRESH_HEADER = 'X-Trail-Fresh'

interface Fetched {
  url: string
  response: Response
  bytes: number
}

/** A copy that can be stored and served again: the body as bytes, headers that still describe it. */
async function settle(url: string, response: Response, body?: BodyInit): Promise<Fetched> {
  const blob = body === undefined ? await response.blob() : new Blob([body as BlobPart])
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  return { url, response: new Response(blob, { status: response.status, statusText: response.statusText, headers }), bytes: blob.size }
}

async function fetchFresh(url: string, kind: 'page' | 'data' | 'file') {
  let response: Response
  try {
    response = await fetchWithAnswerLimit(url, { credentials: 'same-origin', headers: { [FRESH_HEADER]: '1', ...(kind === 'page' ? { Accept: 'text/html' } : {}) } })
  } catch {
    // No connection, or no answer in time: either way, saving needs better signal.
    throw new TrailSaveError('offline')
  }
  if (response.status === 401) throw new TrailSaveError('signed-out')
  if (response.status === 404) throw new TrailSaveError('not-found')
  const type = response.headers.get('content-type') ?? ''
  const expected = kind === 'page' ? type.includes('text/html') : kind === 'data' ? type.startsWith(DATA_TYPE) : true
  // A page that moved (a sign-in page instead of the story) is not the story.
  if (!response.ok || response.redirected || !expected) throw new TrailSaveError('failed')
  return response
}

const absolute = (url: string) => new URL(url, location.origin).href

/** One route's loader data from a `.data` answer; a redirect or an error there means the story cannot be saved. */
async function loaderDataOf<T>(response: Response, routeId: string) {
  const result = response.body ? routeResult(await decodeData(response.clone().body!).catch(() => null), routeId) : null
  if (!result || !('data' in result)) throw new TrailSaveError('failed')
  return result.data as T
}

/**
 * Saves one story of `userId` for the trail: its reader (newest chapter and chapter 1), summary,
 * their loader data, every picture they show, the storybook PDF and the park's field kit, plus the
 * library pages. All of it is fetched first and stored only if everything arrived, so a failed save
 * leaves nothing half-kept.
 * Saving an already saved story refreshes it.
 */
export async function saveStory(userId: string, storyId: string): Promise<SavedStory> {
  if (!isValidFamilyId(userId) || !isStoryId(storyId)) throw new TrailSaveError('not-found')
  const [readerResponse, summaryResponse, rootResponse] = await Promise.all(
    [storyReaderData(storyId), storySummaryData(storyId), ROOT_DATA].map((url) => fetchFresh(url, 'data')),
  )
  const reader = await loaderDataOf<ReaderData>(readerResponse, ROUTE_IDS.story)
  const summary = await loaderDataOf<SummaryData>(summaryResponse, ROUTE_IDS.summary)
  const root = await loaderDataOf<{ user?: { id?: string } | null; children?: { id: number; name: string }[]; toast?: unknown }>(rootResponse, ROUTE_IDS.root)
  // Whoever the server says is signed in must be the family we save for.
  if (root.user?.id !== userId) throw new TrailSaveError('signed-out')
  const story = reader.story
  if (!story || !reader.park) throw new TrailSaveError('not-found')

  const pageUrls = storyPages(storyId)
  const mediaUrls = storyMediaUrls(reader, summary)
  const [pages, media, library] = await Promise.all([
    Promise.all(pageUrls.map(async (url) => settle(url, await fetchFresh(url, 'page')))),
    Promise.all(mediaUrls.map(async (url) => settle(url, await fetchFresh(url, 'file')))),
    Promise.all([...LIBRARY_PAGES.map((url) => [url, 'page'] as const), [LIBRARY_DATA, 'data'] as const].map(async ([url, kind]) => settle(url, await fetchFresh(url, kind)))),
  ])
  const data = await Promise.all([settle(storyReaderData(storyId), readerResponse), settle(storySummaryData(storyId), summaryResponse)])
  // One copy of the root data serves every saved page: without a notice meant for that moment.
  const rootBody = await new Response(encodeData({ [ROUTE_IDS.root]: { data: { ...root, toast: null } } })).arrayBuffer()
  const rootCopy = await settle(ROOT_DATA, rootResponse, rootBody)
  const version = buildVersionOf(await pages[0].response.clone().text())
  if (!version) throw new TrailSaveError('failed')

  const [pageCache, mediaCache] = await Promise.all([caches.open(familyCacheName(userId, 'pages')), caches.open(familyCacheName(userId, 'media'))])
  await Promise.all([
    ...[...pages, ...data, ...library, rootCopy].map((item) => pageCache.put(absolute(item.url), item.response)),
    ...media.map((item) => mediaCache.put(absolute(item.url), item.response)),
  ])
  const record: SavedStory = {
    userId,
    storyId,
    childId: story.childId,
    childName: root.children?.find((child) => child.id === story.childId)?.name ?? '',
    title: story.displayTitle,
    parkName: reader.park.name,
    imageUrl: summary.summary.park?.imageUrl ?? '',
    chapterCount: story.chapters.filter((chapter) => chapter.status === 'ready').length,
    isCompleted: story.isCompleted,
    bytes: [...pages, ...data, ...media].reduce((sum, item) => sum + item.bytes, 0),
    version,
    savedAt: Date.now(),
    pages: [...pageUrls, ...data.map((item) => item.url)],
    media: mediaUrls,
  }
  await (await trailDb()).put('saved', record)
  return record
}

/** Takes a story off the device, keeping what another saved story still shows (a shared park photo). */
export async function removeStory(userId: string, storyId: string) {
  const db = await trailDb()
  const record = await db.get('saved', [userId, storyId])
  if (!record) return
  const others = (await listSaved(userId)).filter((row) => row.storyId !== storyId)
  if (others.length === 0) {
    // The last one: the library pages and the family's root data go too.
    await Promise.all((['pages', 'media'] as const).map((kind) => caches.delete(familyCacheName(userId, kind))))
  } else {
    const kept = new Set(others.flatMap((row) => [...row.pages, ...row.media]))
    const [pageCache, mediaCache] = await Promise.all([openFamilyCache(userId, 'pages'), openFamilyCache(userId, 'media')])
    await Promise.all([
      ...record.pages.filter((url) => !kept.has(url)).map((url) => pageCache?.delete(absolute(url))),
      ...record.media.filter((url) => !kept.has(url)).map((url) => mediaCache?.delete(absolute(url))),
    ])
  }
  await db.delete('saved', [userId, storyId])
}

/** Quiz answers waiting for a connection, in IndexedDB, under the parent who gave them. */
export const answerStore: AnswerStore = {
  async get(userId, quizId) {
    return (await trailDb()).get('answers', [userId, quizId])
  },
  async put(entry) {
    await (await trailDb()).put('answers', entry)
  },
  async delete(userId, quizId) {
    await (await trailDb()).delete('answers', [userId, quizId])
  },
  async list(userId) {
    return (await trailDb()).getAllFromIndex('answers', 'byUser', userId)
  },
}
