import type { Character } from '~/data/characters'
import type { Park } from '~/data/park-types'
import type { Sidekick } from '~/data/sidekicks'
import type { Result } from '../result'

/** What a writer knows when it writes one chapter. Parent data never goes beyond the child's first name and age. */
export interface ChapterRequest {
  park: Park
  character: Character
  sidekick: Sidekick
  child: { firstName: string; age: number }
  /** 1-based number of the chapter to write. */
  chapterNumber: number
  /**
   * The chapters so far, oldest first, each with the options it offered and the one the child chose
   * at its end (for the last one, the choice that leads to this chapter).
   */
  previousChapters: { title: string | null; text: string; choice: string | null; options?: string[] }[]
  /** The option the child chose at the end of the previous chapter; null for chapter 1. */
  choice: string | null
  /** This chapter must end the story. */
  isFinal: boolean
  /** Same seed and same request, same chapter. */
  seed: string
  /**
   * The parent chose at the start of the story that the child joins the adventure by first name.
   * Without it, the child's name never appears in the story.
   */
  childJoins?: boolean
  /**
   * What this child has already read in their other stories (most recent first, bounded by the
   * caller), so the writer can tell facts and sentences the child has not met yet.
   */
  alreadyRead?: { text: string; facts: string[] }[]
  /** The story's own seed (its id): what does not change from chapter to chapter, like which adventure it plays. */
  storySeed?: string
  /** The written adventure the story plays (chapter 2 on), as recorded when its chapter 1 was written. */
  adventure?: string | null
  /** The adventures of this park the child has already read in other stories, so chapter 1 picks another first. */
  readAdventures?: string[]
}

export interface WrittenChapter {
  /** The story's title: set on chapter 1, null afterwards. */
  title: string | null
  /** Paragraphs separated by a blank line ("\n\n"). */
  text: string
  /** Facts woven into the chapter, each exactly a `text` of one of the park's catalogue facts. */
  facts: string[]
  /** Three distinct options for what happens next; empty for a final chapter. */
  options: string[]
  /** Which writer really wrote it, when not the one asked (the OpenAI writer falls back to the built-in one). */
  writer?: StoryWriter['name']
  /** The written adventure it comes from (its id), for the story to keep playing the same one. */
  adventure?: string
  /** The adventure reached one of its endings here: the story is complete, whether or not the child asked. */
  ending?: boolean
}

export interface StoryWriter {
  name: 'built-in' | 'openai'
  writeChapter(request: ChapterRequest): Promise<Result<WrittenChapter>>
}
