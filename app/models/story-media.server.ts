import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { chapters, stories } from '~/db/schema'
import { deleteChild } from './child.server'
import { storyPdfKey } from './story-pdf.server'
import { deleteStory, getStory } from './story.server'
import { familyMediaKeyFor } from './chapter-image.server'

/** Media a story owns in R2: its PDF and the family pictures placed in its chapters (any path). */
export function storyMediaKeys(storyId: string, imageUrls: { url: string }[][]) {
  const pictures = imageUrls.flat().map((image) => familyMediaKeyFor(image.url))
  return [storyPdfKey(storyId), ...pictures.filter((key): key is string => key !== null)]
}

/** Deletes a story, its chapters and the media that belonged to it. */
export async function deleteStoryAndMedia(db: Db, media: R2Bucket, input: { storyId: string; userId: string }) {
  const story = await getStory(db, { id: input.storyId, userId: input.userId })
  if (!story) return false
  await deleteStory(db, input)
  await media.delete(storyMediaKeys(story.id, [...story.chapters, ...story.previousPaths].map((chapter) => chapter.imageUrls)))
  return true
}

/** Removes a child with everything of theirs: rows (by cascade) and the media of their stories. */
export async function deleteChildAndMedia(db: Db, media: R2Bucket, input: { childId: number; userId: string }) {
  // One query for every story of the child with the pictures of all its chapters, archived ones too.
  const rows = await db
    .select({ storyId: stories.id, imageUrls: chapters.imageUrls })
    .from(stories)
    .leftJoin(chapters, eq(chapters.storyId, stories.id))
    .where(and(eq(stories.childId, input.childId), eq(stories.userId, input.userId)))
  const byStory = new Map<string, { url: string }[][]>()
  for (const row of rows) byStory.set(row.storyId, [...(byStory.get(row.storyId) ?? []), row.imageUrls ?? []])
  const keys = [...byStory].flatMap(([storyId, imageUrls]) => storyMediaKeys(storyId, imageUrls))
  const deleted = await deleteChild(db, { id: input.childId, userId: input.userId })
  if (deleted && keys.length) await media.delete(keys)
  return deleted
}
