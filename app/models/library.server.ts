import { getPark } from '~/data/parks'
import type { Db } from '~/db/client.server'
import { countWords, readMinutes, shortParkName } from '~/utils/story-stats'
import { parkImageUrl } from './art.server'
import { listChildStories, type StoryView } from './story.server'

/**
 * The library cards of one child, newest first, with the figures each card shows (spec 2.13): from
 * `listed` when the stories were read already (with the session's read), else read here.
 */
export async function getLibrary(db: Db, { childId, userId }: { childId: number; userId: string }, listed?: StoryView[] | null) {
  const stories = listed ?? (await listChildStories(db, { childId, userId }))
  const cards = stories.map((story) => {
    const park = getPark(story.parkId)
    const words = story.chapters.reduce((sum, chapter) => sum + countWords(chapter.text), 0)
    return {
      id: story.id,
      title: story.displayTitle,
      parkId: story.parkId,
      parkName: park?.name ?? story.parkId,
      parkShortName: park ? shortParkName(park.name) : story.parkId,
      imageUrl: park ? parkImageUrl(park) : '',
      isCompleted: story.isCompleted,
      createdAt: story.createdAt,
      chapterCount: story.chapters.filter((chapter) => chapter.status === 'ready').length,
      readMinutes: readMinutes(words),
      characterId: story.characterId,
      sidekickId: story.sidekickId,
    }
  })
  return cards
}
export type LibraryCard = Awaited<ReturnType<typeof getLibrary>>[number]
