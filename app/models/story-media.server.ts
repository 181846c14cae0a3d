import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { stories } from '~/db/schema'
import { deleteChild } from './child.server'
import { storyPdfKey } from './story-pdf.server'
import { deleteStory, getStory } from './story.server'
import { mediaKey } from './chapter-image.server'

/** Media a story owns in R2: its PDF and the family pictures placed in its chapters. */
export function storyMediaKeys(story: { id: string; chapters: { imageUrls: { url: string }[] }[]; previousPaths: { imageUrls: { url: string }[] }[] }) {
  const pictures = [...story.chapters, ...story.previousPaths]
    .flatMap((chapter) => chapter.imageUrls.map((image) => image.url.match(/^\/api\/media\/(.+)$/)?.[1]))
    .filter((file): file is string => Boolean(file))
    .map(mediaKey)
  return [storyPdfKey(story.id), ...pictures]
}

/** Deletes a story, its chapters and the media that belonged to it. */
export async function deleteStoryAndMedia(db: Db, media: R2Bucket, input: { storyId: string; userId: string }) {
  const story = await getStory(db, { id: input.storyId, userId: input.userId })
  if (!story) return false
  await deleteStory(db, input)
  await media.delete(storyMediaKeys(story))
  return true
}

/** Removes a child with everything of theirs: rows (by cascade) and the media of their stories. */
export async function deleteChildAndMedia(db: Db, media: R2Bucket, input: { childId: number; userId: string }) {
  const owned = await db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.childId, input.childId), eq(stories.userId, input.userId)))
  const keys: string[] = []
  for (const { id } of owned) {
    const story = await getStory(db, { id, userId: input.userId })
    if (story) keys.push(...storyMediaKeys(story))
  }
  const deleted = await deleteChild(db, { id: input.childId, userId: input.userId })
  if (deleted && keys.length) await media.delete(keys)
  return deleted
}
