import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { chapters, stories } from '~/db/schema'
import { closeRooms, roomsOfChildren, type ChatRooms } from './buddy-chat.server'
import { deleteChild } from './child.server'
import { childMediaKeys, deleteUnreferencedMedia, familyMediaKeyFor } from './family-media.server'
import { storyPdfKey } from './story-pdf.server'
import { deleteStory, getStory } from './story.server'

/** Family pictures placed in chapters (any path), as R2 keys. */
function placedMediaKeys(imageUrls: { url: string }[][]) {
  return imageUrls
    .flat()
    .map((image) => familyMediaKeyFor(image.url))
    .filter((key): key is string => key !== null)
}

/**
 * Deletes a story, its chapters, its PDF and the family pictures that nothing else shows any more:
 * a picture also placed in another story stays.
 */
export async function deleteStoryAndMedia(db: Db, media: R2Bucket, input: { storyId: string; userId: string }) {
  const story = await getStory(db, { id: input.storyId, userId: input.userId })
  if (!story) return false
  await deleteStory(db, input)
  await media.delete(storyPdfKey(story.id))
  await deleteUnreferencedMedia(db, media, {
    userId: input.userId,
    keys: placedMediaKeys([...story.chapters, ...story.previousPaths].map((chapter) => chapter.imageUrls)),
  })
  return true
}

/**
 * Removes a child with everything of theirs: rows (by cascade: buddies, requests, blocks too), their
 * stories' PDFs, their pictures, placed or never placed, unless a sibling's story still shows one,
 * and every message of their Trail Buddies chats (each room is told to delete itself).
 */
export async function deleteChildAndMedia(db: Db, media: R2Bucket, input: { childId: number; userId: string }, rooms: ChatRooms) {
  // One query for every story of the child with the pictures of all its chapters, archived ones too.
  const rows = await db
    .select({ storyId: stories.id, imageUrls: chapters.imageUrls })
    .from(stories)
    .leftJoin(chapters, eq(chapters.storyId, stories.id))
    .where(and(eq(stories.childId, input.childId), eq(stories.userId, input.userId)))
  const [mediaKeys, roomIds] = await Promise.all([childMediaKeys(db, input), roomsOfChildren(db, [input.childId])])
  const candidates = [...placedMediaKeys(rows.map((row) => row.imageUrls ?? [])), ...mediaKeys]
  const deleted = await deleteChild(db, { id: input.childId, userId: input.userId })
  if (!deleted) return false
  await closeRooms(rooms, roomIds)
  const pdfs = [...new Set(rows.map((row) => storyPdfKey(row.storyId)))]
  if (pdfs.length) await media.delete(pdfs)
  await deleteUnreferencedMedia(db, media, { userId: input.userId, keys: candidates })
  return true
}
