/**
 * The built-in story writer: chaptered adventure stories written from the park catalogue, with no
 * network and no model. Every chapter is built from the story seed, the child's choice and the
 * chapters so far, so the same request always gives the same chapter.
 */
import { ok, err } from '../../result'
import type { ChapterRequest, StoryWriter } from '../writer'
import { composeChapter } from './chapter'
import { describePark, type ParkWords } from './park-words'

const parkWords = new Map<string, ParkWords>()

function wordsFor(request: ChapterRequest) {
  const cached = parkWords.get(request.park.id)
  if (cached && cached.park === request.park) return cached
  const words = describePark(request.park)
  parkWords.set(request.park.id, words)
  return words
}

export function createBuiltInWriter(): StoryWriter {
  return {
    name: 'built-in',
    async writeChapter(request) {
      try {
        return ok(composeChapter(request, wordsFor(request)))
      } catch (error) {
        return err(`The built-in writer could not write this chapter: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  }
}
