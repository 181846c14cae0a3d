/**
 * The adventure checker (`npm run story-check`): plays **every** path of every adventure in each age
 * band, with "end now" tried after every choice, and renders each chapter with several heroes (she,
 * he, they) and every sidekick. It fails on what a reader would trip over and a machine can see:
 * a dead end, a path shorter than 4 or longer than 6 chapters, a chapter without three choices of
 * three kinds, "end now" that does not end, a chapter outside its band's word range or reading level,
 * a fact tag not in the catalogue, a place not in the park's place model or not reachable that day or
 * season, a variable the engine left unset, a pronoun that does not agree, a sentence said twice on
 * one path or shared by two adventures, fewer than three endings, and chapter-2 branches that end the
 * same way. What it cannot see (is it good?) is for a reader: docs/story-reviews/.
 */
import { characters, type Character } from '~/data/characters'
import { getPark } from '~/data/parks'
import type { Park } from '~/data/park-types'
import { dayZones, inMonths, isVisitable, placesFor } from '~/data/places/park-places'
import type { ParkPlaces, Place } from '~/data/places/types'
import { sidekicks } from '~/data/sidekicks'
import { AGE_BANDS, type AgeBand } from '~/utils/age-band'
import { WORD_RANGES } from '../built-in/chapter'
import { countWords, normalizeSentence, readability, sentencesOfParagraph } from '../readability'
import type { AdventureCast } from './cast'
import { readChapter, setCast, startAdventure } from './play'
import type { CompiledAdventure, PlayedChapter } from './types'
import { SHARED_STORY_INK } from './shared-ink'

/** Chapters on a path that is not ended early. */
export const PATH_CHAPTERS = { min: 4, max: 6 } as const

/** The reading level (Flesch-Kincaid grade) each band's chapters keep to: one chapter's ceiling, and the adventure's average. */
export const GRADE: Record<AgeBand, { chapterMax: number; average: [number, number] }> = {
  young: { chapterMax: 4, average: [0, 3] },
  middle: { chapterMax: 6.5, average: [2.5, 5.5] },
  older: { chapterMax: 9, average: [4, 8] },
}

/** Sentences of at least this many words count when looking for repeats on one path. */
const REPEAT_MIN_WORDS = 5
/**
 * Across adventures a sentence counts from this many words, as long as the frames below: "Thank you,"
 * said the ranger is in every book; a seven-word sentence in two adventures is a frame.
 */
const SHARED_MIN_WORDS = 7

/** The heroes every chapter is rendered with: one of each pronoun. */
const SAMPLE_HEROES: Character[] = ['Maya', 'Ravi', 'Sam'].map((name) => characters.find((c) => c.name === name)!)

/** A reader's first name for the casts where the child joins the adventure. */
const SAMPLE_FRIEND = 'Noor'

// "as if it were" is good English, so only the hero's pronouns are held to it.
const PRONOUN_SLIPS = /\b(?:(?:she|he) (?:were|are|have|do|weren['’]t|aren['’]t|haven['’]t|don['’]t)\b|they (?:was|is|has|does|wasn['’]t|isn['’]t|hasn['’]t|doesn['’]t)\b|(?:she|he)['’]re\b|they['’]s\b)/i

// "a owl": the sidekicks whose word starts with a vowel need "an" ({a_kind()} in the shared ink).
const ARTICLE_SLIPS = /\b[Aa] (?:owl|otter|eagle)s?\b/

export interface Problem {
  parkId: string
  adventure: string
  band?: AgeBand
  /** The choices that lead to the chapter, as the child saw them, with "(end now)" where ticked. */
  path?: string[]
  message: string
}

export interface RenderedPath {
  adventure: string
  band: AgeBand
  /** Chapter texts for the first sample cast (Maya and a rotating sidekick), in order. */
  chapters: string[]
  choices: string[]
  endedEarly: boolean
  ending: string | null
}

export interface AdventureStats {
  parkId: string
  adventure: string
  title: string
  paths: number
  endings: string[]
  /** The kind of place chapter 1 opens at (its first place tag). */
  opening: Place['kind'] | null
  words: Record<AgeBand, { min: number; max: number; mean: number }>
  grade: Record<AgeBand, number>
}

export interface ParkCheck {
  problems: Problem[]
  stats: AdventureStats[]
  /** Every sentence rendered with the first cast, by adventure, for the checks across adventures. */
  sentences: Map<string, Set<string>>
  paths: RenderedPath[]
}

interface Node {
  /** The story's state before this chapter is read. */
  state: string
  path: string[]
  /** Chapter number. */
  number: number
  endNow: boolean
  /** Chapter texts so far on this path (first cast). */
  texts: string[]
  /** Sentences so far on this path (first cast), for repeats. */
  seen: Set<string>
  /** Places so far on this path. */
  places: Place[]
  /** The chapter-1 choice index this path took (for the branch comparison). */
  branch: number | null
  /** Choice positions after chapter 1, for the branch comparison. */
  later: number[]
}

function castsFor(counter: number, band: AgeBand): AdventureCast[] {
  return SAMPLE_HEROES.map((hero, i) => {
    const sidekick = sidekicks[(counter * SAMPLE_HEROES.length + i) % sidekicks.length]
    return { hero, sidekick, band, friend: i === 2 ? SAMPLE_FRIEND : null }
  })
}

const chapterText = (chapter: PlayedChapter) => chapter.paragraphs.join('\n\n')

function sentencesIn(text: string): string[] {
  return text
    .split(/\n\n/)
    .flatMap(sentencesOfParagraph)
    .map(normalizeSentence)
    .filter((s) => s.split(' ').length >= REPEAT_MIN_WORDS)
}

/**
 * The phrases the shared ink's functions give ("swished its bushy tail", "on Maya's shoulder"): every
 * adventure may use them, so they are taken out before sentences are compared, like the names.
 */
const SHARED_PHRASES = sharedInkPhrases()

function sharedInkPhrases(): string[] {
  const phrases = new Set<string>()
  for (const match of SHARED_STORY_INK.matchAll(/~ return "([^"]+)"/g)) {
    const phrase = match[1].replace(/\{hero\}/g, 'X')
    if (!phrase.startsWith('UNSET_')) phrases.add(phrase)
  }
  return [...phrases].sort((a, b) => b.length - a.length)
}

/** Sentences with the cast's names and the shared ink's phrases taken out, so renders with different casts compare. */
function castFree(text: string, cast: AdventureCast): string {
  let t = text
  for (const name of [cast.hero.name, cast.sidekick.name, cast.friend ?? '']) if (name) t = t.split(name).join('X')
  for (const phrase of SHARED_PHRASES) t = t.split(phrase).join('F')
  return t
}

export function checkAdventure(park: Park, model: ParkPlaces, adventure: CompiledAdventure): ParkCheck {
  const problems: Problem[] = []
  const sentences = new Map<string, Set<string>>([[adventure.id, new Set<string>()]])
  const paths: RenderedPath[] = []
  const factIds = new Set(park.facts.map((f) => f.id))
  const placeById = new Map(model.places.map((p) => [p.id, p]))
  const month = monthOf(adventure)
  const stats: AdventureStats = {
    parkId: park.id,
    adventure: adventure.id,
    title: adventure.title,
    paths: 0,
    endings: [],
    opening: null,
    words: {} as AdventureStats['words'],
    grade: {} as AdventureStats['grade'],
  }
  const endings = new Set<string>()
  const report = (band: AgeBand, path: string[] | undefined, message: string) => {
    if (problems.length < 400) problems.push({ parkId: park.id, adventure: adventure.id, band, path, message })
  }

  for (const band of AGE_BANDS) {
    const [minWords, maxWords] = WORD_RANGES[band]
    const wordCounts: number[] = []
    const grades: number[] = []
    // For the chapter-2 branch comparison: the ending text by (later positions) and chapter-1 branch.
    const branchEndings = new Map<string, Map<number, string>>()
    let counter = 0
    const story = startAdventure(adventure, castsFor(0, band)[0])
    const stack: Node[] = [{ state: story.state.toJson(), path: [], number: 1, endNow: false, texts: [], seen: new Set(), places: [], branch: null, later: [] }]

    while (stack.length) {
      const node = stack.pop()!
      const casts = castsFor(counter++, band)
      let primary: PlayedChapter | null = null
      let after = ''
      for (const [i, cast] of casts.entries()) {
        let chapter: PlayedChapter
        try {
          story.state.LoadJson(node.state)
          setCast(story, cast)
          chapter = readChapter(story)
        } catch (error) {
          report(band, node.path, `ink stopped: ${error instanceof Error ? error.message : String(error)}`)
          break
        }
        const text = chapterText(chapter)
        const who = `${cast.hero.name} and ${cast.sidekick.name} the ${cast.sidekick.shape}${cast.friend ? ` with ${cast.friend}` : ''}`
        if (/UNSET_|[{}]/.test(text) || chapter.choices.some((c) => /UNSET_|[{}]/.test(c.text))) {
          report(band, node.path, `a variable is unset or a brace is left in the text (${who}): "${(text.match(/[^.]*(UNSET_\w+|[{}])[^.]*/) ?? [''])[0]}"`)
        }
        const slip = text.match(PRONOUN_SLIPS) ?? chapter.choices.map((c) => c.text.match(PRONOUN_SLIPS)).find(Boolean)
        if (slip) report(band, node.path, `the pronoun and verb do not agree (${who}): "...${slip[0]}..."`)
        const article = text.match(ARTICLE_SLIPS) ?? chapter.choices.map((c) => c.text.match(ARTICLE_SLIPS)).find(Boolean)
        if (article) report(band, node.path, `"${article[0]}" needs "an": write {a_kind()} (${who})`)
        if (!cast.friend && /\bNoor\b/.test(text)) report(band, node.path, 'the reader is named although they did not join')
        if (i === 0) {
          primary = chapter
          after = story.state.toJson()
        } else if (chapter.choices.length !== primary!.choices.length) {
          report(band, node.path, `the choices change with the cast (${who})`)
        }
        if (i === 0) continue
        // The other casts' renders count for words too: a longer name must not push a chapter out.
        const words = countWords(text)
        const primaryWords = countWords(chapterText(primary!))
        if ((words < minWords || words > maxWords) && primaryWords >= minWords && primaryWords <= maxWords) {
          report(band, node.path, `chapter ${node.number} has ${words} words with ${who}; ${band} chapters have ${minWords} to ${maxWords}`)
        }
      }
      if (!primary) continue
      const text = chapterText(primary)
      const words = countWords(text)
      wordCounts.push(words)
      const grade = readability(text).grade
      grades.push(grade)
      const label = node.path
      if (!primary.paragraphs.length) report(band, label, `chapter ${node.number} is empty`)
      if (words < minWords || words > maxWords) report(band, label, `chapter ${node.number} has ${words} words; ${band} chapters have ${minWords} to ${maxWords}`)
      if (grade > GRADE[band].chapterMax) report(band, label, `chapter ${node.number} reads at grade ${grade.toFixed(1)}; ${band} chapters stay at or below ${GRADE[band].chapterMax}`)

      // Facts and places.
      for (const fact of primary.facts) if (!factIds.has(fact)) report(band, label, `the fact tag "${fact}" is not a fact of ${park.name}`)
      const places: Place[] = []
      for (const id of primary.places) {
        const place = placeById.get(id)
        if (!place) {
          report(band, label, `the place tag "${id}" is not a place of ${park.name}'s place model`)
          continue
        }
        if (!isVisitable(place)) report(band, label, `${place.name} cannot be visited (${place.access}); a story may see it or talk about it, not tag it as where they are`)
        if (place.months && month === null) report(band, label, `${place.name} is open only in months ${place.months.join('-')}: give the adventure a "# month:" tag`)
        if (month !== null && !inMonths(place.months, month)) report(band, label, `${place.name} is not open in month ${month}`)
        places.push(place)
      }
      if (node.number === 1) {
        if (!primary.places.length) report(band, label, 'chapter 1 has no "# place:" tag')
        stats.opening = places[0]?.kind ?? null
      }
      const allPlaces = [...node.places, ...places]
      if (!reachableInOneDay(model, allPlaces)) {
        report(band, label, `places cannot be reached together in one day: ${[...new Set(allPlaces.map((p) => p.name))].join(', ')}`)
      }

      // Repeats on the path, and sentences for the checks across adventures.
      const seen = new Set(node.seen)
      for (const sentence of sentencesIn(castFree(text, castsFor(counter - 1, band)[0]))) {
        if (seen.has(sentence)) report(band, label, `a sentence is said twice on this path: "${sentence}"`)
        seen.add(sentence)
        sentences.get(adventure.id)!.add(sentence)
      }
      const texts = [...node.texts, text]

      if (primary.ending) {
        if (!node.endNow && (node.number < PATH_CHAPTERS.min || node.number > PATH_CHAPTERS.max)) {
          report(band, label, `this path ends after ${node.number} chapters; a path has ${PATH_CHAPTERS.min} to ${PATH_CHAPTERS.max}`)
        }
        const ending = primary.endingName
        if (!ending) report(band, label, 'an ending chapter has no "# ending:" tag')
        if (!node.endNow && ending) endings.add(ending)
        stats.paths++
        paths.push({ adventure: adventure.id, band, chapters: texts, choices: node.path, endedEarly: node.endNow, ending })
        if (!node.endNow && node.branch !== null) {
          const key = node.later.join(',')
          const byBranch = branchEndings.get(key) ?? new Map<number, string>()
          byBranch.set(node.branch, text)
          branchEndings.set(key, byBranch)
        }
        continue
      }
      if (node.endNow) {
        report(band, label, `"end now" was ticked but chapter ${node.number} goes on with choices`)
        continue
      }
      if (node.number >= PATH_CHAPTERS.max) {
        report(band, label, `chapter ${node.number} still offers choices; every path ends by chapter ${PATH_CHAPTERS.max}`)
        continue
      }
      const choices = primary.choices
      if (choices.length !== 3) report(band, label, `chapter ${node.number} offers ${choices.length} choices; every chapter but an ending offers three`)
      if (new Set(choices.map((c) => c.text.toLowerCase())).size !== choices.length) report(band, label, `chapter ${node.number} offers the same choice twice`)
      const acts = choices.map((c) => c.act)
      if (acts.some((a) => !a)) report(band, label, `a choice of chapter ${node.number} has no "# act:" tag (go, look, ask, wait, help)`)
      else if (new Set(acts).size !== acts.length) report(band, label, `the choices of chapter ${node.number} are not three different kinds of act: ${acts.join(', ')}`)

      for (const [index, choice] of choices.entries()) {
        for (const endNow of [false, true]) {
          story.state.LoadJson(after)
          story.variablesState.$('end_now', endNow)
          story.ChooseChoiceIndex(index)
          stack.push({
            state: story.state.toJson(),
            path: [...node.path, `${choice.text}${endNow ? ' (end now)' : ''}`],
            number: node.number + 1,
            endNow,
            texts,
            seen,
            places: allPlaces,
            branch: node.number === 1 ? index : node.branch,
            later: node.number === 1 ? [] : [...node.later, index],
          })
        }
      }
    }

    // Chapter-2 branches: taking the same later choices after each first choice must end differently.
    for (const [later, byBranch] of branchEndings) {
      const entries = [...byBranch.entries()]
      for (let a = 0; a < entries.length; a++) {
        for (let b = a + 1; b < entries.length; b++) {
          const shared = overlap(entries[a][1], entries[b][1])
          if (shared > 0.5) {
            report(band, undefined, `first choices ${entries[a][0] + 1} and ${entries[b][0] + 1} end alike after the same later choices (${later || 'none'}): ${Math.round(shared * 100)}% of the last chapter's sentences are the same`)
          }
        }
      }
    }

    const mean = wordCounts.reduce((a, b) => a + b, 0) / Math.max(1, wordCounts.length)
    stats.words[band] = { min: Math.min(...wordCounts), max: Math.max(...wordCounts), mean: Math.round(mean) }
    const averageGrade = grades.reduce((a, b) => a + b, 0) / Math.max(1, grades.length)
    stats.grade[band] = Math.round(averageGrade * 10) / 10
    const [low, high] = GRADE[band].average
    if (averageGrade < low || averageGrade > high) report(band, undefined, `the ${band} chapters read at grade ${averageGrade.toFixed(1)} on average; ${band} aims for ${low} to ${high}`)
  }
  stats.endings = [...endings].sort()
  if (endings.size < 3) problems.push({ parkId: park.id, adventure: adventure.id, message: `only ${endings.size} different endings (${stats.endings.join(', ')}); an adventure has at least three` })
  if (!(stats.grade.young < stats.grade.middle && stats.grade.middle < stats.grade.older)) {
    problems.push({ parkId: park.id, adventure: adventure.id, message: `the reading level does not rise with the band: ${AGE_BANDS.map((b) => `${b} ${stats.grade[b]}`).join(', ')}` })
  }
  return { problems, stats: [stats], sentences, paths }
}

/** The share of the shorter text's sentences that the other text has too. */
function overlap(a: string, b: string): number {
  const sa = new Set(a.split(/\n\n/).flatMap(sentencesOfParagraph).map(normalizeSentence))
  const sb = new Set(b.split(/\n\n/).flatMap(sentencesOfParagraph).map(normalizeSentence))
  const shared = [...sa].filter((s) => sb.has(s)).length
  return shared / Math.max(1, Math.min(sa.size, sb.size))
}

function reachableInOneDay(model: ParkPlaces, places: Place[]): boolean {
  const zones = new Set(places.map((p) => p.zone))
  if (zones.size <= 1) return true
  return model.zones.some((zone) => {
    const day = dayZones(model, zone)
    return [...zones].every((z) => day.has(z))
  })
}

/** The month an adventure is set in, from its `# month:` tag (1-12), or null. */
function monthOf(adventure: CompiledAdventure): number | null {
  const story = startAdventure(adventure, castsFor(0, 'middle')[0])
  const tag = (story.globalTags ?? []).find((t) => t.trim().startsWith('month:'))
  if (!tag) return null
  const month = Number(tag.trim().slice('month:'.length))
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : null
}

/** Runs of this many words shared with another park's adventure make a sentence a "frame". */
export const FRAME_WORDS = 7

/**
 * Across adventures: a sentence in two adventures is a failure, blamed on the later one in `all` (the
 * checker passes them oldest file first, so a new adventure never fails an older one); within the
 * park, and across parks, the share of sentences that share a 7-word run with another park's
 * adventure is reported.
 */
export function checkAcross(all: { parkId: string; adventure: string; sentences: Set<string> }[]) {
  const problems: Problem[] = []
  const owner = new Map<string, string>()
  for (const { parkId, adventure, sentences } of all) {
    for (const sentence of sentences) {
      if (sentence.split(' ').length < SHARED_MIN_WORDS) continue
      const key = `${parkId}/${adventure}`
      const first = owner.get(sentence)
      if (first && first !== key) problems.push({ parkId, adventure, message: `a sentence is in two adventures (${first} and ${key}): "${sentence}"` })
      else owner.set(sentence, key)
    }
  }
  const runsByPark = new Map<string, Map<string, number>>()
  for (const { parkId, sentences } of all) {
    for (const sentence of sentences) {
      const words = sentence.split(' ')
      for (let i = 0; i + FRAME_WORDS <= words.length; i++) {
        const run = words.slice(i, i + FRAME_WORDS).join(' ')
        const parks = runsByPark.get(run) ?? new Map<string, number>()
        parks.set(parkId, (parks.get(parkId) ?? 0) + 1)
        runsByPark.set(run, parks)
      }
    }
  }
  const frames = new Map<string, { sentences: number; framed: number }>()
  for (const { parkId, sentences } of all) {
    const entry = frames.get(parkId) ?? { sentences: 0, framed: 0 }
    for (const sentence of sentences) {
      entry.sentences++
      const words = sentence.split(' ')
      for (let i = 0; i + FRAME_WORDS <= words.length; i++) {
        const parks = runsByPark.get(words.slice(i, i + FRAME_WORDS).join(' '))
        if (parks && [...parks.keys()].some((p) => p !== parkId)) {
          entry.framed++
          break
        }
      }
    }
    frames.set(parkId, entry)
  }
  return { problems, frames }
}

export function checkParkAdventures(parkId: string, adventures: CompiledAdventure[]): ParkCheck {
  const park = getPark(parkId)
  const model = park ? placesFor(parkId) : null
  if (!park || !model) {
    return { problems: [{ parkId, adventure: '*', message: park ? `${park.name} has no place model` : `"${parkId}" is not a park of the catalogue` }], stats: [], sentences: new Map(), paths: [] }
  }
  const result: ParkCheck = { problems: [], stats: [], sentences: new Map(), paths: [] }
  if (adventures.length < 2) result.problems.push({ parkId, adventure: '*', message: `${park.name} has ${adventures.length} adventure(s); a park has at least two` })
  for (const adventure of adventures) {
    const checked = checkAdventure(park, model, adventure)
    result.problems.push(...checked.problems)
    result.stats.push(...checked.stats)
    for (const [key, value] of checked.sentences) result.sentences.set(key, value)
    result.paths.push(...checked.paths)
  }
  return result
}
