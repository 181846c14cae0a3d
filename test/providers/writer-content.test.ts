/**
 * The writers' content (prose banks, parks' places) is installed once per isolate, before a writer's
 * first chapter (content.ts). The tests of this file run in order, in a runtime of their own
 * (vitest.config.ts): the first ones need an isolate where nothing has loaded it yet.
 */
import { noAdventures } from '~/providers/story-writer/adventure/source'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { placesFor } from '~/data/places/park-places'
import { getPark } from '~/data/parks'
import { chapters } from '~/db/schema'
import { createBuiltInWriter } from '~/providers/story-writer/built-in'
import type { WriterContentSource } from '~/providers/story-writer/content'
import { writerContentFromSource } from '~/providers/story-writer/content-source'
import { balance, createStoryRequest, family, firstChapterRequest, readJson, runWriteJob, type StoryJson } from '../factories'
import { db } from '../helpers'

const unreadable: WriterContentSource = async () => {
  throw new Error("The writer's content could not be read")
}

const chapterOne = (seed: string) => firstChapterRequest({ park: getPark('zion')!, seed })

describe("the writers' content, installed once per isolate", () => {
  it('a chapter whose content cannot be read is retried, and on its last attempt fails with the credit back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => placesFor('zion')).toThrow("The parks' places are not loaded")
    const parent = await family()
    const story = await readJson<StoryJson>(await createStoryRequest(parent.cookie, parent.child.id))
    const chapterId = story.chapters[0].id
    const writer = createBuiltInWriter(unreadable, noAdventures)
    await expect(writer.writeChapter(chapterOne('missing'))).rejects.toThrow("The writer's content could not be read")

    await runWriteJob(chapterId, { writer, attempts: 1 })
    expect((await db().select().from(chapters).where(eq(chapters.id, chapterId)))[0].status).toBe('pending')
    expect(await balance(parent.userId)).toBe(49)
    await runWriteJob(chapterId, { writer, attempts: 5 })
    expect((await db().select().from(chapters).where(eq(chapters.id, chapterId)))[0].status).toBe('failed')
    expect(await balance(parent.userId)).toBe(50)
    // A failed read is not kept: nothing is installed, and the next chapter tries again.
    expect(() => placesFor('zion')).toThrow("The parks' places are not loaded")
  })

  it('is read once per isolate, however many chapters are written at the same time', async () => {
    let reads = 0
    const counting: WriterContentSource = async () => {
      reads++
      return writerContentFromSource()
    }
    const writer = createBuiltInWriter(counting, noAdventures)
    const written = await Promise.all([writer.writeChapter(chapterOne('a')), writer.writeChapter(chapterOne('b'))])
    expect(written.every((chapter) => chapter.ok)).toBe(true)
    expect((await writer.writeChapter(chapterOne('c'))).ok).toBe(true)
    expect(reads).toBe(1)
    expect(placesFor('zion')?.parkId).toBe('zion')
  })
})
