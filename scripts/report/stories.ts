/**
 * The story half of the content report (issue 12): writes N whole stories per age band with the
 * built-in writer, in seeded-random parks with seeded-random choices, and measures them. The figures
 * come back as data so that the quiz half and the printing can be wired in separately; nothing here
 * prints. The same measures back the floors in test/providers/built-in-writer*.test.ts.
 */
import { adventuresFromSource } from '~/providers/story-writer/adventure/compile'
import { characters } from '~/data/characters'
import { parks } from '~/data/parks'
import { sidekicks } from '~/data/sidekicks'
import { createBuiltInWriter } from '~/providers/story-writer/built-in'
import { traceStory } from '~/providers/story-writer/built-in/chapter'
import { contentFromSource } from '~/providers/story-writer/content-source'
import { checkStory, type Violation } from '~/providers/story-writer/place-check'
import { normalizeSentence, readability, sentencesOf } from '~/providers/story-writer/readability'
import type { ChapterRequest, WrittenChapter } from '~/providers/story-writer/writer'
import { AGE_BANDS, ageBandFor, type AgeBand } from '~/utils/age-band'
import { intBetween, pick, seededRandom, shuffled } from '~/utils/seeded-random'

export interface ReportStory {
  band: AgeBand
  age: number
  parkId: string
  storyId: string
  goal: string
  ending: string | null
  chapters: { request: ChapterRequest; written: WrittenChapter; ms: number }[]
  /** Names of this story's people, for name replacement. */
  names: string[]
  /** Names of its park, places and animals, for the strict replacement. */
  placeNames: string[]
}

export interface BandFigures {
  band: AgeBand
  stories: number
  chapters: number
  words: { min: number; mean: number; max: number }
  range: [number, number]
  chaptersOutOfRange: number
  /** Flesch-Kincaid grade of all the band's text together. */
  grade: number
  wordsPerSentence: number
}

export interface StoryFigures {
  stories: number
  chapters: number
  bands: BandFigures[]
  sentences: number
  /** Share of sentences that are distinct across all stories once people's names are replaced. */
  distinctRatio: number
  /** The same with park, place and animal names replaced too: how much of the wording is template. */
  distinctRatioStrict: number
  /** Sentences that come twice inside one story. */
  repeatedInside: { count: number; examples: string[] }
  /** Share of stories that contain each scaffold beat; the floor is at most 0.3 for each. */
  scaffold: Record<string, number>
  violations: { count: number; examples: Violation[] }
  /** Endings reached, by goal. */
  endings: Record<string, Record<string, number>>
  /** Generation time per chapter, mean and slowest: CPU time under Node (see `clock`). Budget 5 ms (DESIGN.md 8). */
  msPerChapter: number
  msPerChapterMax: number
  /** The same for other stories written straight after, with the code warm (set by storyReport). */
  msPerChapterWarm?: number
  /** What the times measure: CPU time where the runtime reports it (Node), else wall time. */
  clock: 'cpu' | 'wall'
  topRepeats: { sentence: string; stories: number }[]
}

let clock: 'cpu' | 'wall' = 'wall'

/** CPU time in ms where the runtime can tell it (Node), else wall time: the budget is CPU time. */
function cpuNow(): number {
  const proc = (globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } }).process
  try {
    if (proc?.cpuUsage) {
      const usage = proc.cpuUsage()
      clock = 'cpu'
      return (usage.user + usage.system) / 1000
    }
  } catch {
    // workerd has the method but not the measure.
  }
  return performance.now()
}

export const WORD_RANGES: Record<AgeBand, [number, number]> = { young: [150, 250], middle: [300, 450], older: [450, 650] }
const AGES: Record<AgeBand, [number, number]> = { young: [5, 6], middle: [7, 9], older: [10, 12] }

/** Scaffold beats: a story shape every story shares is a template showing through. */
export const SCAFFOLD: Record<string, { pattern: RegExp; finalOnly?: boolean }> = {
  lunch: { pattern: /\b(lunch|lunchtime|picnic|sandwich(es)?)\b/i },
  'sunset ending': { pattern: /\b(sunset|sun (went|was going) down|sun sank|setting sun|sank lower|turned soft shades)\b/i, finalOnly: true },
  'storm turn': { pattern: /\bthunder\b/i },
  'heat turn': { pattern: /\b(heat arrived|sun was blazing|it got very, very hot)\b/i },
  'fog turn': { pattern: /\bfog (rolled|came) in|wall of fog|fog rolled\b/i },
  'rain turn': { pattern: /\brain (came|started)|then it rained\b/i },
  'animal on the path': { pattern: /\b(on the path ahead|middle of the path|stopped short)\b/i },
  'closed place': { pattern: /\b(was closed|has been closed|needs? a permit|need a permit)\b/i },
  'wrong guess': { pattern: /\b(only a rock|was a stump|wrong turn|wrong shape|different kid|That was wrong)\b/i },
  'a friend goes missing': { pattern: /\bstay put\b/i },
  'kind hiker returns it': { pattern: /\bkind hiker\b/i },
  '"at last" sighting': { pattern: /\bat last\b/i },
  'The End only': { pattern: /$^/ },
}

function story(band: AgeBand, index: number, seed: string, writerSeed: string, park: (typeof parks)[number]): Omit<ReportStory, 'chapters' | 'goal' | 'ending' | 'names' | 'placeNames'> & { count: number; pickSeed: string; character: number; sidekick: number } {
  const random = seededRandom(`${seed}|${band}|${index}`)
  const [from, to] = AGES[band]
  return {
    band,
    age: intBetween(random, from, to),
    parkId: park.id,
    storyId: `${writerSeed}-${band}-${index}`,
    count: intBetween(random, 5, 6),
    pickSeed: `${seed}|choices|${band}|${index}`,
    character: Math.floor(random() * characters.length),
    sidekick: Math.floor(random() * sidekicks.length),
  }
}

/** Writes the stories. Each chapter's choice is a seeded-random one of the three options offered. */
export async function writeReportStories({ perBand = 10, seed = 'report', childJoins = false }: { perBand?: number; seed?: string; childJoins?: boolean } = {}): Promise<ReportStory[]> {
  const writer = createBuiltInWriter(contentFromSource, adventuresFromSource())
  const out: ReportStory[] = []
  // Parks in a seeded-random order, none twice until every park has had a story: the report
  // measures how the writing varies, not how often one park's facts come round again.
  const order = shuffled(seededRandom(`${seed}|parks`), parks)
  let next = 0
  for (const band of AGE_BANDS) {
    for (let i = 0; i < perBand; i++) {
      const s = story(band, i, seed, seed, order[next++ % order.length])
      const park = parks.find((p) => p.id === s.parkId)!
      const choose = seededRandom(s.pickSeed)
      const chapters: ReportStory['chapters'] = []
      let choice: string | null = null
      for (let n = 1; n <= s.count; n++) {
        const previousChapters = chapters.map((c, k) => ({ title: c.written.title, text: c.written.text, choice: k + 1 < chapters.length ? chapters[k + 1].request.choice : choice }))
        const request: ChapterRequest = {
          park,
          character: characters[s.character],
          sidekick: sidekicks[s.sidekick],
          child: { firstName: 'Robin', age: s.age },
          chapterNumber: n,
          previousChapters,
          choice,
          isFinal: n === s.count,
          seed: `${s.storyId}:${n}:${n * 7}`,
          childJoins,
        }
        const started = cpuNow()
        const result = await writer.writeChapter(request)
        const ms = cpuNow() - started
        if (!result.ok) throw new Error(`${s.storyId} chapter ${n}: ${result.error}`)
        chapters.push({ request, written: result.value, ms })
        choice = result.value.options.length ? pick(choose, result.value.options) : null
      }
      const last = chapters[chapters.length - 1].request
      const trace = traceStory(last)
      const cast = trace.cast
      out.push({
        band,
        age: s.age,
        parkId: park.id,
        storyId: s.storyId,
        goal: trace.plan.goal.kind,
        ending: trace.beat.ending,
        chapters,
        names: [cast.hero.name, cast.sidekick.name, cast.ranger.title, cast.ranger.name, cast.grownUp.title, cast.owner.name, ...(cast.child ? [cast.child] : [])],
        placeNames: [
          park.name,
          park.name.replace(/ National (and State )?Parks?( and Preserve)?$/, '').replace(/^National Park of /, ''),
          ...trace.plan.model.places.flatMap((p) => [p.name, p.ref ?? p.name]),
          ...park.trails.map((t) => t.name),
          ...park.geology.map((g) => g.name),
          ...trace.plan.animals.flatMap((a) => [a.name, a.plural]),
          ...trace.plan.model.places.flatMap((p) => p.plants),
        ],
      })
    }
  }
  return out
}

function replaceNames(sentence: string, names: string[]) {
  let out = sentence
  for (const name of [...names].filter(Boolean).sort((a, b) => b.length - a.length)) out = out.split(name).join('_')
  return normalizeSentence(out)
}

/** Measures written stories. */
export function measureStories(stories: ReportStory[]): StoryFigures {
  const bands: BandFigures[] = AGE_BANDS.map((band) => {
    const mine = stories.filter((s) => s.band === band)
    const chapters = mine.flatMap((s) => s.chapters)
    const counts = chapters.map((c) => c.written.text.split(/\s+/).filter(Boolean).length)
    const [min, max] = WORD_RANGES[band]
    const all = chapters.map((c) => c.written.text).join('\n\n')
    const r = readability(all)
    return {
      band,
      stories: mine.length,
      chapters: chapters.length,
      words: { min: Math.min(...counts), mean: Math.round(counts.reduce((a, b) => a + b, 0) / Math.max(1, counts.length)), max: Math.max(...counts) },
      range: [min, max],
      chaptersOutOfRange: counts.filter((n) => n < min || n > max).length,
      grade: Math.round(r.grade * 100) / 100,
      wordsPerSentence: Math.round((r.words / Math.max(1, r.sentences)) * 10) / 10,
    }
  })

  // Distinct sentences across stories, once names are replaced.
  const seen = new Map<string, number>()
  const seenStrict = new Set<string>()
  let total = 0
  let strictTotal = 0
  const storiesBySentence = new Map<string, Set<string>>()
  const repeatedExamples: string[] = []
  let repeatedCount = 0
  for (const s of stories) {
    const inside = new Set<string>()
    for (const { written } of s.chapters) {
      for (const sentence of sentencesOf(written.text)) {
        if (sentence === 'The End.') continue
        const plain = normalizeSentence(sentence)
        if (inside.has(plain)) {
          repeatedCount++
          if (repeatedExamples.length < 10) repeatedExamples.push(`${s.storyId}: ${sentence}`)
        }
        inside.add(plain)
        const key = replaceNames(sentence, s.names)
        seen.set(key, (seen.get(key) ?? 0) + 1)
        total++
        if (!storiesBySentence.has(key)) storiesBySentence.set(key, new Set())
        storiesBySentence.get(key)!.add(s.storyId)
        seenStrict.add(replaceNames(sentence, [...s.names, ...s.placeNames]))
        strictTotal++
      }
    }
  }

  const scaffold: Record<string, number> = {}
  for (const [beat, { pattern, finalOnly }] of Object.entries(SCAFFOLD)) {
    if (beat === 'The End only') continue
    const hits = stories.filter((s) => {
      const texts = finalOnly ? [s.chapters[s.chapters.length - 1].written.text] : s.chapters.map((c) => c.written.text)
      return texts.some((t) => pattern.test(t))
    }).length
    scaffold[beat] = Math.round((hits / Math.max(1, stories.length)) * 1000) / 1000
  }

  const violations: Violation[] = []
  for (const s of stories) {
    const park = parks.find((p) => p.id === s.parkId)!
    const sidekick = s.chapters[0].request.sidekick
    violations.push(...checkStory(park, s.chapters.map((c) => c.written.text), { ignoreSpecies: [sidekick.species] }).map((v) => ({ ...v, detail: `${s.storyId} (${s.parkId}): ${v.detail}` })))
  }

  const endings: Record<string, Record<string, number>> = {}
  for (const s of stories) {
    endings[s.goal] ??= {}
    endings[s.goal][s.ending ?? 'none'] = (endings[s.goal][s.ending ?? 'none'] ?? 0) + 1
  }

  const allChapters = stories.flatMap((s) => s.chapters)
  const topRepeats = [...storiesBySentence.entries()]
    .map(([sentence, ids]) => ({ sentence, stories: ids.size }))
    .filter((r) => r.stories > 1)
    .sort((a, b) => b.stories - a.stories)
    .slice(0, 60)
  return {
    stories: stories.length,
    chapters: allChapters.length,
    bands,
    sentences: total,
    distinctRatio: Math.round((seen.size / Math.max(1, total)) * 1000) / 1000,
    distinctRatioStrict: Math.round((seenStrict.size / Math.max(1, strictTotal)) * 1000) / 1000,
    repeatedInside: { count: repeatedCount, examples: repeatedExamples },
    scaffold,
    violations: { count: violations.length, examples: violations.slice(0, 20) },
    endings,
    msPerChapter: Math.round((allChapters.reduce((sum, c) => sum + c.ms, 0) / Math.max(1, allChapters.length)) * 100) / 100,
    msPerChapterMax: Math.round(Math.max(0, ...allChapters.map((c) => c.ms)) * 100) / 100,
    clock,
    topRepeats,
  }
}

/** Writes and measures: the figures `npm run story-report` prints. */
export async function storyReport(options: { perBand?: number; seed?: string } = {}) {
  const stories = await writeReportStories(options)
  const figures = measureStories(stories)
  // A second pass, other stories (no cache hits), once the code is warm: a Worker isolate serves
  // many chapters, so this is the usual cost; the first pass above includes the cold start.
  const warm = (await writeReportStories({ ...options, seed: `${options.seed ?? 'report'}|warm` })).flatMap((s) => s.chapters)
  figures.msPerChapterWarm = Math.round((warm.reduce((sum, c) => sum + c.ms, 0) / Math.max(1, warm.length)) * 100) / 100
  return { stories, figures }
}

/** The figures alone, for a report that prints them beside others (the quiz half). */
export async function storyFigures(options: { perBand?: number; seed?: string } = {}): Promise<StoryFigures> {
  return (await storyReport(options)).figures
}

/** The whole text of a report story, for reading. */
export function storyText(s: ReportStory): string {
  const head = `### ${s.storyId}: ${s.parkId}, age ${s.age} (${s.band}), goal ${s.goal}, ending ${s.ending}`
  const body = s.chapters.map(({ written, request }, i) => {
    const title = written.title ? `"${written.title}"\n` : ''
    const chose = request.choice ? `(chose: ${request.choice})\n` : ''
    const options = written.options.length ? `\nOptions: ${written.options.join(' | ')}` : ''
    return `-- Chapter ${i + 1} (${written.text.split(/\s+/).length} words)\n${title}${chose}\n${written.text}${options}`
  })
  return [head, ...body].join('\n\n')
}

export { ageBandFor }
