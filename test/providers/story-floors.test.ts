/**
 * The floors of issue 12 ("How we will know"), asserted on fixed seeds with the same measures the
 * story report prints: 30 whole stories (10 per age band) in seeded-random parks with seeded-random
 * choices. Timings are not asserted here (they are in the report).
 */
import { noAdventures } from '~/providers/story-writer/adventure/source'
import { beforeAll, describe, expect, it } from 'vitest'
import { characters } from '~/data/characters'
import { getPark, parks } from '~/data/parks'
import { sidekicks, type SidekickShape } from '~/data/sidekicks'
import { createBuiltInWriter } from '~/providers/story-writer/built-in'
import { traceStory } from '~/providers/story-writer/built-in/chapter'
import { actionKey, optionActions } from '~/providers/story-writer/built-in/plan'
import { articleFor } from '~/providers/story-writer/built-in/wildlife'
import { refOf } from '~/providers/story-writer/built-in/words'
import { loadWriterContent } from '~/providers/story-writer/content'
import { contentFromSource } from '~/providers/story-writer/content-source'
import { sentencesOf } from '~/providers/story-writer/readability'
import type { ChapterRequest, WrittenChapter } from '~/providers/story-writer/writer'
import { measureStories, writeReportStories, type ReportStory, type StoryFigures } from '../../scripts/report/stories'

// The writer reads its banks and the parks' places from the source here (content.ts).
await loadWriterContent(contentFromSource)

const SEEDS = ['floors-1', 'floors-2']
const runs: { seed: string; stories: ReportStory[]; figures: StoryFigures }[] = []

beforeAll(async () => {
  for (const seed of SEEDS) {
    const stories = await writeReportStories({ perBand: 10, seed })
    runs.push({ seed, stories, figures: measureStories(stories) })
  }
})

/** Narration only: what is inside quotation marks is talk. */
const narration = (text: string) => text.replace(/"[^"]*"/g, ' ').replace(/“[^”]*”/g, ' ')

describe('the story floors of issue 12, over 30 stories per seed', () => {
  it('writes 30 whole stories of 5-6 chapters, 10 per age band', () => {
    for (const { stories } of runs) {
      expect(stories).toHaveLength(30)
      for (const band of ['young', 'middle', 'older']) expect(stories.filter((s) => s.band === band)).toHaveLength(10)
      for (const s of stories) {
        expect(s.chapters.length).toBeGreaterThanOrEqual(5)
        expect(s.chapters.at(-1)!.written.options).toEqual([])
      }
    }
  })

  it('at least 85% of sentences are distinct across stories once names are replaced', () => {
    for (const { seed, figures } of runs) expect(figures.distinctRatio, seed).toBeGreaterThanOrEqual(0.85)
  })

  it('never repeats a sentence inside a story', () => {
    for (const { seed, figures } of runs) expect(figures.repeatedInside.count, `${seed}: ${figures.repeatedInside.examples.join(' | ')}`).toBe(0)
  })

  it('no scaffold beat (lunch, a sunset ending, a fixed challenge) is in more than 30% of stories', () => {
    for (const { seed, figures } of runs) {
      for (const [beat, share] of Object.entries(figures.scaffold)) expect(share, `${seed} ${beat}`).toBeLessThanOrEqual(0.3)
    }
  })

  it('reads harder as the reader grows: grade about 1-2, 3-4 and 5-6', () => {
    for (const { seed, figures } of runs) {
      const [young, middle, older] = figures.bands
      expect(young.grade, seed).toBeLessThanOrEqual(2.5)
      expect(middle.grade, seed).toBeGreaterThanOrEqual(2.5)
      expect(middle.grade, seed).toBeLessThanOrEqual(4.5)
      expect(older.grade, seed).toBeGreaterThanOrEqual(4.5)
      expect(young.grade).toBeLessThan(middle.grade)
      expect(middle.grade).toBeLessThan(older.grade)
      expect(young.wordsPerSentence).toBeLessThan(middle.wordsPerSentence)
      expect(middle.wordsPerSentence).toBeLessThan(older.wordsPerSentence)
    }
  })

  it('keeps every chapter to its band: 150-250, 300-450 and 450-650 words', () => {
    for (const { seed, figures } of runs) {
      for (const band of figures.bands) expect(band.chaptersOutOfRange, `${seed} ${band.band}: ${band.words.min}-${band.words.max}`).toBe(0)
    }
  })

  it('the place model finds nothing wrong: no animal out of place, no closed or ranger-only place alone, one day', () => {
    for (const { seed, figures } of runs) expect(figures.violations.examples, seed).toEqual([])
  })

  it('every story goal has at least two different endings among the stories', () => {
    const endings: Record<string, Set<string>> = {}
    for (const { stories } of runs) for (const s of stories) (endings[s.goal] ??= new Set()).add(s.ending ?? 'none')
    for (const [goal, seen] of Object.entries(endings)) expect(seen.size, `${goal}: ${[...seen].join(', ')}`).toBeGreaterThanOrEqual(2)
  })

  it('tells the story in the past tense: no present-tense introductions of the cast', () => {
    for (const { stories } of runs) {
      for (const s of stories) {
        for (const { written } of s.chapters) {
          for (const name of s.names.filter((n) => n && !n.startsWith('Ranger'))) {
            const present = new RegExp(`(^|[.!?]\\s+)${name} (is|are|has|loves|likes|wants|lives)\\b`)
            expect(narration(written.text), `${s.storyId}: ${name}`).not.toMatch(present)
          }
        }
      }
    }
  })

  it('gives speech to the right speaker: nobody calls out their own name', () => {
    for (const { stories } of runs) {
      for (const s of stories) {
        for (const { written } of s.chapters) {
          for (const name of s.names.filter(Boolean)) {
            const selfAddress = new RegExp(`\\b${name}[,!?.]"\\s+(said|asked|whispered|called|shouted)\\s+${name}\\b`)
            expect(written.text, `${s.storyId}: ${name}`).not.toMatch(selfAddress)
            expect(written.text, `${s.storyId}: ${name}`).not.toMatch(new RegExp(`"${name}[,!?.]?\\s[^"]*"\\s+(said|asked|whispered)\\s+${name}\\b`))
          }
        }
      }
    }
  })

  it('says "a" and "an" as they are spoken, in titles, text and options ("An October Trip", "An owl!")', () => {
    // Initialisms are said letter by letter: "a U.S. park" (spoken "a you-ess").
    const wrong = (text: string) =>
      [...text.matchAll(/\b([Aa]n?) ([\p{L}'’-]+)/gu)]
        .filter(([, article, word]) => !/^U\.?S\b/.test(word) && article.toLowerCase() !== articleFor(word))
        .map(([found]) => found)
    for (const { stories } of runs) {
      for (const s of stories) {
        for (const { written } of s.chapters) {
          for (const text of [written.title ?? '', written.text, ...written.options]) expect(wrong(text), `${s.storyId}: ${text.slice(0, 80)}`).toEqual([])
        }
      }
    }
  })

  it("names the goal's place a few times a chapter, then calls it the ruins, the geyser, the island", () => {
    const most = { young: 4, middle: 6, older: 8 }
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    for (const { stories } of runs) {
      for (const s of stories) {
        for (const { request, written } of s.chapters) {
          const goal = traceStory(request).plan.goal
          if (goal.kind !== 'place' || !goal.target) continue
          // "Lehman Caves Visitor Center" is another place, not a mention of Lehman Caves.
          const said = written.text.match(new RegExp(`${escape(refOf(goal.target))}(?![\\p{L}]|\\s+\\p{Lu})`, 'gu'))?.length ?? 0
          expect(said, `${s.storyId} chapter ${request.chapterNumber}: ${refOf(goal.target)}`).toBeLessThanOrEqual(most[s.band])
        }
      }
    }
  })

  it("at the goal's place nobody is still on the way to it; away from a visitor center there is no desk and no door", () => {
    let atGoal = 0
    for (const { stories } of runs) {
      for (const s of stories) {
        for (const { request, written } of s.chapters) {
          const { plan, beat } = traceStory(request)
          const where = `${s.storyId} chapter ${request.chapterNumber}`
          if (beat.at.kind !== 'visitor-centre') expect(narration(written.text), where).not.toMatch(/\b(the desk|the door|when they came in)\b/)
          if (plan.goal.kind !== 'place' || plan.goal.target?.id !== beat.at.id) continue
          atGoal++
          const names = [refOf(plan.goal.target)].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
          expect(written.text, where).not.toMatch(new RegExp(`closer to (${names})|(${names}) was still waiting|before they got there|which way to (${names})|get to (${names})\\?`, 'i'))
        }
      }
    }
    expect(atGoal).toBeGreaterThan(0)
  })

  it('lists only catalogue facts, each really told in the chapter', () => {
    for (const { stories } of runs) {
      for (const s of stories) {
        const park = getPark(s.parkId)!
        for (const { written } of s.chapters) {
          for (const fact of written.facts) {
            const known = park.facts.find((f) => f.text === fact)
            expect(known, fact).toBeDefined()
            const forms = [known!.text, known!.young].filter((t): t is string => !!t).map((t) => t.replace(/"([^"]*)"/g, '‘$1’').replace(/[.!?]$/, ''))
            expect(forms.some((form) => written.text.includes(form)), `${s.storyId}: ${fact}`).toBe(true)
          }
        }
      }
    }
  })

  it('never offers a choice the characters already made, nor a trip to where they are', () => {
    for (const { stories } of runs) {
      for (const s of stories) {
        const chosen: string[] = []
        for (const { request, written } of s.chapters) {
          if (request.choice) chosen.push(request.choice.toLowerCase())
          for (const option of written.options) expect(chosen, `${s.storyId} chapter ${request.chapterNumber}`).not.toContain(option.toLowerCase())
          if (written.options.length) {
            const { plan, after } = traceStory(request)
            for (const action of optionActions(plan, after)) {
              if (action.kind === 'go') expect(action.place).not.toBe(after.at)
              expect(after.done.has(actionKey(action)), `${s.storyId}: ${actionKey(action)}`).toBe(false)
            }
          }
        }
      }
    }
  })
})

// ---------------------------------------------------------------------------------------------

const writer = createBuiltInWriter(contentFromSource, noAdventures)

async function writeStory(base: Omit<ChapterRequest, 'chapterNumber' | 'previousChapters' | 'choice' | 'isFinal' | 'seed'>, storyId: string, chapters: number, pickOption: (n: number) => number) {
  const out: { request: ChapterRequest; written: WrittenChapter }[] = []
  let choice: string | null = null
  for (let n = 1; n <= chapters; n++) {
    const previousChapters = out.map((c, k) => ({ title: c.written.title, text: c.written.text, choice: k + 1 < out.length ? out[k + 1].request.choice : choice }))
    const request: ChapterRequest = { ...base, chapterNumber: n, previousChapters, choice, isFinal: n === chapters, seed: `${storyId}:${n}` }
    const result = await writer.writeChapter(request)
    if (!result.ok) throw new Error(result.error)
    out.push({ request, written: result.value })
    choice = result.value.options[pickOption(n) % 3] ?? null
  }
  return out
}

describe('choices that matter', () => {
  it('reaches at least two different endings for every kind of goal, by different choices in the same story', async () => {
    const found = new Map<string, Set<string>>()
    // The same story (park, cast, seed) followed down different paths of choices.
    for (const park of parks.filter((_, i) => i % 4 === 0)) {
      for (const storyId of ['ends-a', 'ends-b', 'ends-c']) {
        const base = { park, character: characters[1], sidekick: sidekicks[2], child: { firstName: 'Robin', age: 8 } }
        const kind = traceStory({ ...base, chapterNumber: 1, previousChapters: [], choice: null, isFinal: false, seed: `${storyId}:1` }).plan.goal.kind
        const endings = found.get(kind) ?? new Set<string>()
        for (const path of [() => 0, () => 1, () => 2, (n: number) => n, (n: number) => 2 * n + 1]) {
          const story = await writeStory(base, storyId, 5, path)
          endings.add(traceStory(story[story.length - 1].request).beat.ending ?? 'none')
        }
        found.set(kind, endings)
      }
    }
    expect([...found.keys()].sort()).toEqual(['animal', 'lost', 'mystery', 'place'])
    for (const [kind, endings] of found) expect(endings.size, `${kind}: ${[...endings].join(', ')}`).toBeGreaterThanOrEqual(2)
  })
})

describe('voices', () => {
  /** What each kind of sidekick never does. */
  const NEVER: Record<SidekickShape, RegExp> = {
    turtle: /\b(hopped|hops|leapt|leaped|flew|perched|scampered|pounced|bounded|galloped|soared|scurried)\b/,
    otter: /\b(perched|flew|soared|fluttered)\b/,
    owl: /\b(swam|paddled|trotted|galloped|scampered|dug)\b/,
    eagle: /\b(swam|paddled|trotted|galloped|scampered|burrowed)\b/,
    fox: /\b(flew|soared|perched|fluttered)\b/,
    bear: /\b(flew|soared|perched|fluttered|hopped)\b/,
    rabbit: /\b(flew|soared|perched|fluttered|swam)\b/,
    squirrel: /\b(flew|soared|swam|paddled)\b/,
    deer: /\b(flew|soared|perched|fluttered|climbed up the tree)\b/,
    raccoon: /\b(flew|soared|perched|fluttered)\b/,
  }
  const NOISES = ['yipped', 'hooted', 'huffed', 'chittered', 'chirped', 'thumped a back foot', 'hummed', 'whistled', 'chattered', 'bleated']

  it('a sidekick moves and sounds like its animal', async () => {
    const park = getPark('yellowstone')!
    for (const sidekick of sidekicks) {
      for (const age of [5, 8, 11]) {
        const story = await writeStory({ park, character: characters[0], sidekick, child: { firstName: 'Robin', age } }, `voice-${sidekick.name}`, 5, (n) => n)
        for (const { written } of story) {
          for (const sentence of sentencesOf(narration(written.text))) {
            if (!sentence.startsWith(sidekick.name)) continue
            const verb = sentence.slice(sidekick.name.length, sidekick.name.length + 40)
            expect(verb, `${sidekick.name} the ${sidekick.shape}: ${sentence}`).not.toMatch(NEVER[sidekick.shape])
          }
          const own = { fox: 'yipped', owl: 'hooted', bear: 'huffed', raccoon: 'chittered', otter: 'chirped', rabbit: 'thumped a back foot', turtle: 'hummed', eagle: 'whistled', squirrel: 'chattered', deer: 'bleated' }[sidekick.shape]
          for (const noise of NOISES.filter((n) => n !== own)) expect(written.text, `${sidekick.name} the ${sidekick.shape}`).not.toContain(`${sidekick.name} ${noise}`)
        }
      }
    }
  })

  it('names the child only when the parent chose that the child joins the story', async () => {
    const park = getPark('acadia')!
    const base = { park, character: characters[2], sidekick: sidekicks[1], child: { firstName: 'Quincy', age: 7 } }
    const joined = await writeStory({ ...base, childJoins: true }, 'joins', 4, (n) => n)
    const alone = await writeStory(base, 'joins', 4, (n) => n)
    expect(joined.map((c) => c.written.text).join(' ')).toMatch(/\bQuincy\b/)
    expect(joined[0].written.text).toMatch(/\bQuincy\b/)
    for (const { written } of alone) expect(written.text).not.toMatch(/\bQuincy\b/)
  })

  it('a child who has read other stories meets fewer of the same sentences and facts', async () => {
    const park = getPark('zion')!
    const base = { park, character: characters[3], sidekick: sidekicks[4], child: { firstName: 'Robin', age: 9 } }
    const first = await writeStory(base, 'reader-1', 5, (n) => n)
    const alreadyRead = first.map(({ written }) => ({ text: written.text, facts: written.facts }))
    const fresh = await writeStory(base, 'reader-2', 5, (n) => n)
    const remembered = await writeStory({ ...base, alreadyRead }, 'reader-2', 5, (n) => n)
    const sentencesIn = (story: typeof first) => new Set(story.flatMap(({ written }) => sentencesOf(written.text)))
    const seen = sentencesIn(first)
    const overlap = (story: typeof first) => [...sentencesIn(story)].filter((s) => seen.has(s)).length
    expect(overlap(remembered)).toBeLessThanOrEqual(overlap(fresh))
    const factsSeen = new Set(first.flatMap(({ written }) => written.facts))
    const repeatedFacts = (story: typeof first) => story.flatMap(({ written }) => written.facts).filter((f) => factsSeen.has(f)).length
    expect(repeatedFacts(remembered)).toBeLessThanOrEqual(repeatedFacts(fresh))
    expect(repeatedFacts(remembered)).toBeLessThan(first.flatMap(({ written }) => written.facts).length)
  })
})
