/**
 * The built-in story writer: chaptered adventure stories written from the park catalogue and its
 * place model, with no network and no model. A chapter is built from the story seed, the child's
 * choices and the chapters so far, so the same request always gives the same chapter.
 */
import { err, ok } from '../../result'
import type { StoryWriter } from '../writer'
import { composeChapter } from './chapter'

export function createBuiltInWriter(): StoryWriter {
  return {
    name: 'built-in',
    async writeChapter(request) {
      try {
        return ok(composeChapter(request))
      } catch (error) {
        return err(`The built-in writer could not write this chapter: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  }
}
