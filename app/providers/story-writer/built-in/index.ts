/**
 * The built-in story writer: chaptered adventure stories written from the park catalogue and its
 * place model, with no network and no model. A chapter is built from the story seed, the child's
 * choices and the chapters so far, so the same request always gives the same chapter.
 */
import { err, ok } from '../../result'
import { loadWriterContent, type WriterContentSource } from '../content'
import type { StoryWriter } from '../writer'
import { composeChapter } from './chapter'

/**
 * `content` is where its prose banks and the parks' places come from (content.ts). A content that
 * cannot be read is thrown, not a failed chapter: the queue tries again.
 */
export function createBuiltInWriter(content: WriterContentSource): StoryWriter {
  return {
    name: 'built-in',
    async writeChapter(request) {
      await loadWriterContent(content)
      try {
        return ok(composeChapter(request))
      } catch (error) {
        return err(`The built-in writer could not write this chapter: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  }
}
