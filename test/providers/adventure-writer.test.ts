import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getPark } from '~/data/parks'
import { stories } from '~/db/schema'
import { adventuresFromAssets, noAdventures } from '~/providers/story-writer/adventure/source'
import { createBuiltInWriter } from '~/providers/story-writer/built-in'
import { contentFromSource } from '~/providers/story-writer/content-source'
import type { ChapterRequest, WrittenChapter } from '~/providers/story-writer/writer'
import { createAndWrite, family, firstChapterRequest, readJson, runWriteJob, type StoryJson } from '../factories'
import { db, request } from '../helpers'

// The adventures `npm run build` compiled into the static assets, as the Worker reads them.
const adventures = adventuresFromAssets(env.ASSETS)
const writer = createBuiltInWriter(contentFromSource, adventures)
const park = getPark('yellowstone')!

async function write(request: ChapterRequest): Promise<WrittenChapter> {
  const result = await writer.writeChapter(request)
  if (!result.ok) throw new Error(result.error)
  return result.value
}

/** The request for the chapter after `written`, taking the option at `index` (and ending the story if asked). */
function next(request: ChapterRequest, written: WrittenChapter, index: number, isFinal = false): ChapterRequest {
  const choice = written.options[index]
  return {
    ...request,
    chapterNumber: request.chapterNumber + 1,
    adventure: written.adventure ?? request.adventure,
    previousChapters: [...request.previousChapters, { title: written.title, text: written.text, choice, options: written.options }],
    choice,
    isFinal,
  }
}

describe('the built-in writer plays a park’s written adventure', () => {
  const start = firstChapterRequest({ park, storySeed: 'story-a', seed: 'story-a:1:1' })

  it('chapter 1 begins one of the park’s adventures: its title, its text, three options; the same request gives the same chapter', async () => {
    const compiled = (await adventures('yellowstone'))!
    expect(compiled.adventures.length).toBeGreaterThanOrEqual(2)
    const first = await write(start)
    expect(compiled.adventures.map((a) => a.id)).toContain(first.adventure)
    expect(first.title).toBe(compiled.adventures.find((a) => a.id === first.adventure)!.title)
    expect(first.options).toHaveLength(3)
    expect(first.ending).toBe(false)
    expect(first.text.split('\n\n').length).toBeGreaterThan(1)
    expect(first.text).toContain('Maya')
    expect(first.text).not.toMatch(/UNSET_|[{}]/)
    expect(await write(start)).toEqual(first)
  })

  it('a child who has read one adventure of the park begins another', async () => {
    const compiled = (await adventures('yellowstone'))!
    for (const read of compiled.adventures) {
      const others = compiled.adventures.filter((a) => a.id !== read.id).map((a) => a.id)
      for (const seed of ['s1', 's2', 's3']) {
        expect(others).toContain((await write({ ...start, storySeed: seed, readAdventures: [read.id] })).adventure)
      }
    }
  })

  it('each choice leads somewhere else, and a redelivered request writes the same chapter', async () => {
    const first = await write(start)
    const branches = await Promise.all([0, 1, 2].map((i) => write(next(start, first, i))))
    expect(new Set(branches.map((b) => b.text)).size).toBe(3)
    expect(await write(next(start, first, 1))).toEqual(branches[1])
    for (const branch of branches) expect(branch.title).toBeNull()
  })

  it('every path reaches its own ending in 4 to 6 chapters, and the story learns that it ended', async () => {
    for (const pick of [0, 1, 2]) {
      let request = start
      let written = await write(request)
      while (!written.ending) {
        request = next(request, written, pick)
        written = await write(request)
        expect(request.chapterNumber).toBeLessThanOrEqual(6)
      }
      expect(request.chapterNumber).toBeGreaterThanOrEqual(4)
      expect(written.options).toEqual([])
    }
  })

  it('"Make this the final chapter" ends the story in the very next chapter, from any chapter', async () => {
    const first = await write(start)
    const ended = await write(next(start, first, 2, true))
    expect(ended).toMatchObject({ ending: true, options: [] })
    const second = await write(next(start, first, 0))
    const endedLater = await write(next(next(start, first, 0), second, 1, true))
    expect(endedLater.ending).toBe(true)
  })

  it('a choice the adventure no longer offers (it was rewritten since) is taken by its old position', async () => {
    const first = await write(start)
    const renamed = { ...first, options: ['An option from an older draft', first.options[1], first.options[2]] }
    const byPosition = await write({ ...next(start, renamed, 0), previousChapters: [{ title: first.title, text: first.text, choice: 'An option from an older draft', options: renamed.options }] })
    expect(byPosition.text).toBe((await write(next(start, first, 0))).text)
  })

  it('a story begun before its park had adventures keeps the sentence-bank writer', async () => {
    const legacy = await createBuiltInWriter(contentFromSource, noAdventures).writeChapter(start)
    if (!legacy.ok) throw new Error(legacy.error)
    const second = await write({ ...next(start, legacy.value, 0), adventure: null })
    expect(second.adventure).toBeUndefined()
    expect(second.options).toHaveLength(3)
  })

  it('facts are the catalogue’s own sentences, from the tags of the scene', async () => {
    const texts = new Set(park.facts.map((fact) => fact.text))
    let request = start
    let written = await write(request)
    const cited: string[] = [...written.facts]
    while (!written.ending) {
      request = next(request, written, 0)
      written = await write(request)
      cited.push(...written.facts)
    }
    expect(cited.length).toBeGreaterThan(0)
    for (const fact of cited) expect(texts.has(fact)).toBe(true)
  })
})

describe('a story in a park with adventures, through the queue', () => {
  it('keeps the adventure its first chapter began, and ends when the adventure does', async () => {
    const { cookie, child } = await family()
    let story = await createAndWrite(cookie, child.id, 'yellowstone')
    const [row] = await db().select().from(stories).where(eq(stories.id, story.id))
    expect(row.adventure).toBeTruthy()
    expect(story.title).toBeTruthy()
    while (!story.isCompleted) {
      const last = story.chapters[story.chapters.length - 1]
      const response = await request(`/api/stories/${story.id}/chapters`, { method: 'POST', cookie, json: { nextChapterChoice: last.nextChapterOptions[2] } })
      expect(response.status).toBe(201)
      const pending = await readJson<StoryJson>(response)
      await runWriteJob(pending.chapters[pending.chapters.length - 1].id)
      story = await readJson<StoryJson>(await request(`/api/stories/${story.id}`, { cookie }))
      expect(story.chapters.length).toBeLessThanOrEqual(6)
    }
    expect(story.chapters.length).toBeGreaterThanOrEqual(4)
    const ending = story.chapters[story.chapters.length - 1]
    expect(ending).toMatchObject({ isFinal: true, nextChapterOptions: [] })
    expect((await db().select().from(stories).where(eq(stories.id, story.id)))[0].adventure).toBe(row.adventure)
  })
})
