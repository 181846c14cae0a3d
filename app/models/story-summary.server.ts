import { characters } from '~/data/characters'
import { getPark } from '~/data/parks'
import { sidekicks } from '~/data/sidekicks'
import { animalsFound, countWords, readMinutes } from '~/utils/story-stats'
import { characterImageUrl, parkImageUrl, sidekickImageUrl } from './art.server'
import type { StoryView } from './story.server'

/** The figures of the summary page (spec 2.11), computed from the story itself. */
export function summarizeStory(story: StoryView) {
  const park = getPark(story.parkId)
  const ready = story.chapters.filter((chapter) => chapter.status === 'ready')
  const text = ready.map((chapter) => chapter.text).join('\n')
  const words = countWords(text)
  const facts = [...new Set(ready.flatMap((chapter) => chapter.facts))]
  const sidekickKind = sidekicks.find((s) => s.name === story.sidekickId)?.species.split(/\s+/).pop()
  const animals = animalsFound(park?.animals.map((animal) => animal.name) ?? [], text, { notCounted: sidekickKind ? [sidekickKind] : [] })
  const character = characters.find((c) => c.name === story.characterId)
  const sidekick = sidekicks.find((s) => s.name === story.sidekickId)
  return {
    id: story.id,
    title: story.displayTitle,
    isCompleted: story.isCompleted,
    shared: story.shared,
    shareToken: story.shareToken,
    sharePhotos: story.sharePhotos,
    childId: story.childId,
    park: park ? { id: park.id, name: park.name, region: park.region, imageUrl: parkImageUrl(park) } : null,
    character: character ? { name: character.name, image: characterImageUrl(character) } : null,
    sidekick: sidekick ? { name: sidekick.name, species: sidekick.species, image: sidekickImageUrl(sidekick) } : null,
    stats: {
      chaptersRead: ready.length,
      minutes: readMinutes(words),
      factsLearned: facts.length,
      animalsFound: animals.found.length,
      wordsRead: words,
    },
    /** The animals the story met; empty when it met none (then `animalsToLookFor` has the park's first three). */
    animals: animals.found,
    animalsToLookFor: animals.toLookFor,
    facts,
    chapters: ready.map((chapter) => ({ number: chapter.number, text: chapter.text, imageUrls: chapter.imageUrls })),
  }
}
export type StorySummary = ReturnType<typeof summarizeStory>
