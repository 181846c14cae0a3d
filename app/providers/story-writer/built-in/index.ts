/**
 * The built-in story writer. In a park with written adventures (app/content/parks/<park-id>/), it
 * plays them: the adventure chosen for the story, replayed with the child's choices to the next scene
 * (adventure/). In the other parks, for now, chapters are composed from the park catalogue and its
 * place model with the sentence banks (chapter.ts). Either way the same request always gives the same
 * chapter, with no network and no model.
 */
import { getPark } from '~/data/parks'
import { err, ok } from '../../result'
import { adventureFor, playScene, toWrittenChapter } from '../adventure/chapter'
import type { AdventureSource } from '../adventure/source'
import { loadWriterContent, type WriterContentSource } from '../content'
import type { StoryWriter } from '../writer'
import { composeChapter } from './chapter'

/**
 * `content` is where the sentence banks and the parks' places come from (content.ts), `adventures`
 * where the written adventures do (adventure/source.ts). Content that cannot be read is thrown, not
 * a failed chapter: the queue tries again.
 */
export function createBuiltInWriter(content: WriterContentSource, adventures: AdventureSource): StoryWriter {
  return {
    name: 'built-in',
    async writeChapter(request) {
      const written = await adventures(request.park.id)
      const adventure = written ? adventureFor(written, request) : null
      if (adventure) {
        try {
          return ok(toWrittenChapter(getPark(request.park.id) ?? request.park, adventure, playScene(adventure, request), request.chapterNumber))
        } catch (error) {
          return err(`The adventure ${adventure.id} could not be played: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
      await loadWriterContent(content)
      try {
        return ok(composeChapter(request))
      } catch (error) {
        return err(`The built-in writer could not write this chapter: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  }
}
