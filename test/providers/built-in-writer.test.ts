import { noAdventures } from '~/providers/story-writer/adventure/source'
import { describe, expect, it } from 'vitest'
import { characters, type Character } from '~/data/characters'
import type { Park, ParkFact } from '~/data/park-types'
import { placesFor } from '~/data/places/park-places'
import { getPark, parks } from '~/data/parks'
import { sidekicks, type Sidekick } from '~/data/sidekicks'
import { createBuiltInWriter } from '~/providers/story-writer/built-in'
import { traceStory } from '~/providers/story-writer/built-in/chapter'
import type { Goal } from '~/providers/story-writer/built-in/plan'
import { refOf } from '~/providers/story-writer/built-in/words'
import { loadWriterContent } from '~/providers/story-writer/content'
import { contentFromSource } from '~/providers/story-writer/content-source'
import type { ChapterRequest, WrittenChapter } from '~/providers/story-writer/writer'
import { firstChapterRequest } from '../factories'

// The writer reads its banks and the parks' places from the source here (content.ts).
await loadWriterContent(contentFromSource)

const writer = createBuiltInWriter(contentFromSource, noAdventures)

const BANDS: { age: number; min: number; max: number }[] = [
  { age: 5, min: 150, max: 250 },
  { age: 8, min: 300, max: 450 },
  { age: 11, min: 450, max: 650 },
]

const CHILD_NAMES = ['Zelda', 'Quincy', 'Beatrix', 'Ignatius']

const words = (text: string) => text.split(/\s+/).filter(Boolean).length
/** What names a story's goal in its text: the animal, the lost thing, the special place, or the mystery. */
const goalWords = (goal: Goal) => {
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const names = [goal.animal?.name, goal.item?.noun, goal.kind === 'place' && goal.target ? refOf(goal.target) : null, goal.kind === 'mystery' ? 'mystery' : null]
  return new RegExp(names.filter((n): n is string => !!n).map(escape).join('|'), 'i')
}
const paragraphsOf = (text: string) => text.split('\n\n')
const withoutEndPunctuation = (choice: string) => choice.trim().replace(/[.!?]+$/, '')
const tells = (text: string, fact: ParkFact) =>
  [fact.text, fact.young].some((t) => {
    if (!t) return false
    const quoted = t.replace(/"([^"]*)"/g, '‘$1’')
    return text.includes(t) || text.includes(quoted) || text.includes(`${quoted.replace(/[.!?]$/, '')},`)
  })

interface StoryOptions {
  park: Park
  character: Character
  sidekick: Sidekick
  age: number
  storyId: string
  childName?: string
  /** Total chapters; the last one is final. */
  chapters: number
  /** The seed the app passes for a chapter. */
  seed?: (storyId: string, chapter: number) => string
}

interface Written {
  request: ChapterRequest
  chapter: WrittenChapter
}

async function write(request: ChapterRequest): Promise<WrittenChapter> {
  const result = await writer.writeChapter(request)
  if (!result.ok) throw new Error(result.error)
  return result.value
}

/** Writes a whole story, feeding each chapter back with its first option as the child's choice. */
async function writeStory(options: StoryOptions): Promise<Written[]> {
  const seed = options.seed ?? ((id, n) => `${id}:${n}`)
  const written: Written[] = []
  for (let n = 1; n <= options.chapters; n++) {
    const previous = written.map((w, i) => ({
      title: w.chapter.title,
      text: w.chapter.text,
      choice: i + 1 < written.length ? written[i + 1].request.choice : null,
    }))
    const last = written[written.length - 1]
    const choice = last ? last.chapter.options[0] : null
    if (previous.length) previous[previous.length - 1].choice = choice
    const request: ChapterRequest = {
      park: options.park,
      character: options.character,
      sidekick: options.sidekick,
      child: { firstName: options.childName ?? 'Zelda', age: options.age },
      chapterNumber: n,
      previousChapters: previous,
      choice,
      isFinal: n === options.chapters,
      seed: seed(options.storyId, n),
    }
    written.push({ request, chapter: await write(request) })
  }
  return written
}

/** Twenty-one parks spread over the catalogue, each with a character and sidekick that vary. */
const sampleParks = parks.filter((_, i) => i % 3 === 0)
const castFor = (i: number) => ({ character: characters[i % characters.length], sidekick: sidekicks[(i * 7 + 3) % sidekicks.length] })

describe('the built-in story writer', () => {
  it('is called built-in and answers with a result', async () => {
    expect(writer.name).toBe('built-in')
    const park = getPark('yellowstone')
    expect(park).not.toBeNull()
    const result = await writer.writeChapter(firstChapterRequest({ park: park as Park, seed: 'hello:1' }))
    expect(result.ok).toBe(true)
  })

  it('samples at least 20 parks', () => {
    expect(sampleParks.length).toBeGreaterThanOrEqual(20)
  })

  for (const band of BANDS) {
    it(`writes ${band.min}-${band.max} words per chapter at age ${band.age}, chapters 1 to 4 and the final one`, async () => {
      for (const [i, park] of sampleParks.entries()) {
        for (const storyId of [`story-${i}-a`, `story-${i}-b`, `story-${i}-c`]) {
          const story = await writeStory({ park, ...castFor(i + storyId.length), age: band.age, storyId, chapters: 5 })
          for (const { request, chapter } of story) {
            const count = words(chapter.text)
            expect(count, `${park.id} ${storyId} chapter ${request.chapterNumber} has ${count} words`).toBeGreaterThanOrEqual(band.min)
            expect(count, `${park.id} ${storyId} chapter ${request.chapterNumber} has ${count} words`).toBeLessThanOrEqual(band.max)
          }
        }
      }
    })
  }

  it('keeps to the age bands in a long story too', async () => {
    for (const band of BANDS) {
      for (const park of [getPark('zion'), getPark('acadia'), getPark('denali')] as Park[]) {
        const story = await writeStory({ park, ...castFor(band.age), age: band.age, storyId: `long-${park.id}`, chapters: 9 })
        for (const { request, chapter } of story) {
          const count = words(chapter.text)
          expect(count, `${park.id} chapter ${request.chapterNumber} at ${band.age}`).toBeGreaterThanOrEqual(band.min)
          expect(count, `${park.id} chapter ${request.chapterNumber} at ${band.age}`).toBeLessThanOrEqual(band.max)
        }
      }
    }
  })

  it('lists exactly the catalogue facts it tells, word for word, one or two per chapter', async () => {
    for (const [i, park] of sampleParks.entries()) {
      const catalogue = park.facts.map((fact) => fact.text)
      for (const age of [5, 8, 11]) {
        const story = await writeStory({ park, ...castFor(i), age, storyId: `facts-${i}`, chapters: 5 })
        for (const { chapter } of story) {
          expect(chapter.facts.length).toBeGreaterThanOrEqual(1)
          expect(chapter.facts.length).toBeLessThanOrEqual(2)
          for (const fact of chapter.facts) {
            expect(catalogue).toContain(fact)
            // Word for word: the catalogue's sentence, or its version for ages 5-6 (issue 12), said in a
            // quotation (its own quotes made single) or before a speech tag (its full stop a comma).
            expect(tells(chapter.text, park.facts.find((f) => f.text === fact)!), fact).toBe(true)
          }
          for (const fact of catalogue) if (chapter.text.includes(fact)) expect(chapter.facts).toContain(fact)
        }
      }
    }
  })

  it('prefers facts the story has not told yet', async () => {
    const park = getPark('yellowstone') as Park
    const story = await writeStory({ park, ...castFor(1), age: 11, storyId: 'fresh-facts', chapters: 4 })
    const told = story.flatMap(({ chapter }) => chapter.facts)
    expect(new Set(told).size).toBe(told.length)
  })

  it('offers three distinct, short options grounded in the park, and none at the end', async () => {
    for (const [i, park] of sampleParks.entries()) {
      // Grounded in the catalogue or in the park's place model (issue 12: options name real places).
      const places = (placesFor(park.id)?.places ?? []).flatMap((p) => [p.name, p.ref ?? p.name])
      const names = [
        ...park.trails.map((t) => t.name),
        ...park.geology.map((g) => g.name.replace(/ \(.*\)$/, '')),
        ...park.animals.map((a) => a.name.replace(/ \(.*\)$/, '')),
        ...places,
      ].map((name) => name.toLowerCase())
      const story = await writeStory({ park, ...castFor(i), age: 8, storyId: `options-${i}`, chapters: 5 })
      for (const { request, chapter } of story) {
        if (request.isFinal) {
          expect(chapter.options).toEqual([])
          continue
        }
        expect(chapter.options).toHaveLength(3)
        expect(new Set(chapter.options).size).toBe(3)
        for (const option of chapter.options) {
          expect(option.trim()).not.toBe('')
          expect(option.length).toBeLessThan(70)
          expect(option).toMatch(/^[A-Z]/)
        }
        const grounded = chapter.options.filter((option) => names.some((name) => option.toLowerCase().includes(name.replace(/^the /, '').replace(/s$/, ''))))
        expect(grounded.length, JSON.stringify(chapter.options)).toBeGreaterThanOrEqual(2)
      }
    }
  })

  it('never repeats a paragraph within a story', async () => {
    for (const [i, park] of sampleParks.entries()) {
      for (const age of [5, 8, 11]) {
        const story = await writeStory({ park, ...castFor(i + age), age, storyId: `repeat-${i}-${age}`, chapters: 5 })
        const seen = new Set<string>()
        for (const { request, chapter } of story) {
          for (const paragraph of paragraphsOf(chapter.text)) {
            expect(seen.has(paragraph), `${park.id} age ${age} chapter ${request.chapterNumber} repeats: ${paragraph}`).toBe(false)
            seen.add(paragraph)
          }
        }
      }
    }
  })

  it('writes the same chapter for the same request', async () => {
    for (const park of sampleParks.slice(0, 6)) {
      const story = await writeStory({ park, ...castFor(2), age: 8, storyId: 'same', chapters: 4 })
      for (const { request, chapter } of story) {
        expect(await write(structuredClone(request))).toEqual(chapter)
      }
    }
  })

  it('tells different stories in the same park for different seeds', async () => {
    for (const [i, park] of sampleParks.entries()) {
      const { character, sidekick } = castFor(i)
      const one = await writeStory({ park, character, sidekick, age: 8, storyId: `first-${i}`, chapters: 1 })
      const two = await writeStory({ park, character, sidekick, age: 8, storyId: `second-${i}`, chapters: 1 })
      expect(one[0].chapter.title).not.toBe(two[0].chapter.title)
      expect(paragraphsOf(one[0].chapter.text)[0]).not.toBe(paragraphsOf(two[0].chapter.text)[0])
    }
  })

  it("opens each chapter after the first by acting on the child's choice", async () => {
    for (const [i, park] of sampleParks.entries()) {
      for (const age of [5, 11]) {
        const story = await writeStory({ park, ...castFor(i), age, storyId: `choice-${i}`, chapters: 5 })
        for (const { request, chapter } of story.slice(1)) {
          const choice = withoutEndPunctuation(request.choice ?? '').toLowerCase()
          expect(choice).not.toBe('')
          expect(paragraphsOf(chapter.text)[0].toLowerCase(), `chapter ${request.chapterNumber}: ${request.choice}`).toContain(choice)
        }
      }
    }
  })

  it('follows a choice that names a trail, an animal or a place into that scene', async () => {
    const park = getPark('arches') as Park
    const base = await writeStory({ park, ...castFor(0), age: 8, storyId: 'scene', chapters: 1 })
    const previousChapters = [{ title: base[0].chapter.title, text: base[0].chapter.text, choice: null }]
    for (const [choice, expected] of [
      ['Hike the Delicate Arch Trail', 'Delicate Arch Trail'],
      ['Look for a kit fox from a safe distance', 'kit fox'],
      ['Visit Balanced Rock', 'Balanced Rock'],
      ['Ask the ranger about the collared lizard', 'collared lizard'],
    ]) {
      const chapter = await write({ ...base[0].request, chapterNumber: 2, previousChapters, choice, isFinal: false, seed: 'scene:2' })
      const afterOpening = paragraphsOf(chapter.text).slice(1).join('\n\n')
      expect(afterOpening, choice).toContain(expected)
    }
  })

  it('also reads a choice from another writer, or no choice at all', async () => {
    const park = getPark('olympic') as Park
    const base = await writeStory({ park, ...castFor(3), age: 11, storyId: 'foreign', chapters: 1 })
    const previousChapters = [{ title: base[0].chapter.title, text: base[0].chapter.text, choice: null }]
    for (const choice of ['Continue the adventure', 'The secret waterfall!', 'explore the rain forest']) {
      const chapter = await write({ ...base[0].request, chapterNumber: 2, previousChapters, choice, isFinal: false, seed: 'foreign:2' })
      expect(paragraphsOf(chapter.text)[0].toLowerCase()).toContain(withoutEndPunctuation(choice).toLowerCase())
      expect(words(chapter.text)).toBeGreaterThanOrEqual(450)
    }
    const none = await write({ ...base[0].request, chapterNumber: 2, previousChapters, choice: null, isFinal: false, seed: 'foreign:2' })
    expect(none.options).toHaveLength(3)
  })

  it('ends the last chapter warmly, with no options', async () => {
    for (const [i, park] of sampleParks.entries()) {
      for (const age of [5, 8, 11]) {
        const story = await writeStory({ park, ...castFor(i), age, storyId: `end-${i}`, chapters: 4 })
        const last = story[story.length - 1].chapter
        const paragraphs = paragraphsOf(last.text)
        expect(last.options).toEqual([])
        expect(paragraphs[paragraphs.length - 1]).toBe('The End.')
        // Warmly, and with the story's own goal resolved (not one fixed "what we learned" line).
        const { plan, beat } = traceStory(story[story.length - 1].request)
        expect(beat.ending).toBeTruthy()
        expect(last.text, beat.ending ?? '').toMatch(goalWords(plan.goal))
        for (const { chapter } of story.slice(0, -1)) expect(chapter.text).not.toContain('The End')
      }
    }
  })

  it('can end a story after a single chapter', async () => {
    const park = getPark('acadia') as Park
    for (const band of BANDS) {
      const [only] = await writeStory({ park, ...castFor(4), age: band.age, storyId: 'short', chapters: 1 })
      expect(only.chapter.title).not.toBeNull()
      expect(only.chapter.options).toEqual([])
      expect(paragraphsOf(only.chapter.text).at(-1)).toBe('The End.')
      expect(words(only.chapter.text)).toBeLessThanOrEqual(band.max)
      expect(words(only.chapter.text)).toBeGreaterThanOrEqual(band.min)
    }
  })

  it("never writes the child's name, but always the hero's and the sidekick's", async () => {
    for (const [i, park] of sampleParks.slice(0, 10).entries()) {
      for (const childName of CHILD_NAMES) {
        const { character, sidekick } = castFor(i)
        const story = await writeStory({ park, character, sidekick, childName, age: 8, storyId: `name-${i}`, chapters: 3 })
        for (const { chapter } of story) {
          expect(chapter.text).not.toMatch(new RegExp(`\\b${childName}\\b`, 'i'))
          expect(chapter.title ?? '').not.toMatch(new RegExp(`\\b${childName}\\b`, 'i'))
          expect(chapter.text).toContain(character.name)
          expect(chapter.text).toContain(sidekick.name)
        }
      }
    }
  })

  it('keeps a ranger out of the story who shares the child’s name', async () => {
    const park = getPark('zion') as Park
    for (const childName of ['Rosa', 'Ben', 'Lee', 'Joy', 'Omar', 'Ana', 'Theo', 'Mei']) {
      const story = await writeStory({ park, ...castFor(1), childName, age: 8, storyId: 'ranger', chapters: 2 })
      for (const { chapter } of story) expect(chapter.text).not.toContain(`Ranger ${childName}`)
    }
  })

  it('sets the title on chapter 1 only, in plain text', async () => {
    for (const [i, park] of sampleParks.entries()) {
      const story = await writeStory({ park, ...castFor(i), age: 11, storyId: `title-${i}`, chapters: 3 })
      expect(story[0].chapter.title).toMatch(/^[A-Z]/)
      for (const { chapter } of story.slice(1)) expect(chapter.title).toBeNull()
      for (const { chapter } of story) {
        expect(chapter.text).not.toMatch(/[*#_`]|\p{Extended_Pictographic}/u)
        expect(chapter.text).not.toMatch(/undefined|null|NaN|\[object|\{|\}/)
        expect(chapter.text).not.toMatch(/\n{3,}|^\s|\s$| {2,}/)
      }
    }
  })

  it('keeps its ranger and goal across chapters with the app’s seed format', async () => {
    const park = getPark('great-smoky-mountains') as Park
    const rangersIn = (text: string) => [...text.matchAll(/(?<!Junior )Ranger ([A-Z][a-z]+)/g)].map((m) => m[1])
    for (const storyId of ['41', '42', '43', '44', '45', '46']) {
      const story = await writeStory({ park, ...castFor(5), age: 8, storyId, chapters: 5, seed: (id, n) => `${id}:${n}:${Number(id) * 10 + n}` })
      const [ranger] = rangersIn(story[0].chapter.text)
      expect(ranger).toBeDefined()
      expect(new Set(story.flatMap(({ chapter }) => rangersIn(chapter.text)))).toEqual(new Set([ranger]))
      // The goal set up in chapter 1 is the one the last chapter resolves.
      const goal = traceStory(story[0].request).plan.goal
      expect(story[0].chapter.text).toMatch(goalWords(goal))
      expect(traceStory(story[story.length - 1].request).plan.goal).toEqual(goal)
      expect(story[story.length - 1].chapter.text).toMatch(goalWords(goal))
    }
  })
})
