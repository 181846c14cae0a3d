/**
 * Everything the built-in writer knows while it writes one chapter, and the helpers that keep a
 * story fresh: lines and places already used in earlier chapters are chosen last.
 */
import type { ChapterRequest } from '../writer'
import { ageBandFor, type AgeBand } from '~/utils/age-band'
import { createHero, createRanger, createSide, type Hero, type Ranger, type Side } from './cast'
import type { AnimalInfo, FeatureInfo, ParkWords, TrailInfo } from './park-words'
import { createRandom, type Random } from './random'
import { containsWords } from './text'

export type Band = AgeBand

export const bandFor = ageBandFor

/** Words per chapter for each age band (inclusive). */
export const WORD_RANGES: Record<Band, [number, number]> = {
  young: [150, 250],
  middle: [300, 450],
  older: [450, 650],
}

export interface Ctx {
  req: ChapterRequest
  band: Band
  young: boolean
  older: boolean
  w: ParkWords
  hero: Hero
  side: Side
  ranger: Ranger & { They: string }
  /** Per chapter (and per attempt). */
  rng: Random
  storySeed: string
  chapterNumber: number
  previousText: string
  previousParagraphs: Set<string>
  /** Lines used in this chapter so far. */
  used: Set<string>
  /** Names of animals, features and trails shown in this chapter. */
  featured: Set<string>
  /** Lower-cased text of the earlier chapters, and a cache of names found in it. */
  previousLower: string
  mentionCache: Map<string, boolean>
  /** Things this story keeps for its ending (the goal's animal and place), left out of other scenes. */
  reserved: Set<unknown>
  ownText?: string
}

/**
 * The part of the seed that names the story. Callers pass `${storyId}:${chapterNumber}` (or add more
 * after it), so the story seed is whatever comes before the chapter number; failing that, what comes
 * before the last colon.
 */
export function storySeedOf(seed: string, chapterNumber: number) {
  const parts = seed.split(':')
  const index = parts.lastIndexOf(String(chapterNumber))
  if (index > 0) return parts.slice(0, index).join(':')
  const last = seed.lastIndexOf(':')
  return last > 0 ? seed.slice(0, last) : seed
}

export function createCtx(req: ChapterRequest, w: ParkWords, attempt = 0): Ctx {
  const band = bandFor(req.child.age)
  const storySeed = storySeedOf(req.seed, req.chapterNumber)
  const previousText = req.previousChapters.map((chapter) => chapter.text).join('\n\n')
  const previousParagraphs = new Set(req.previousChapters.flatMap((chapter) => chapter.text.split(/\n\n+/).map((p) => p.trim())).filter(Boolean))
  const hero = createHero(req.character)
  const side = createSide(req.sidekick)
  const ranger = createRanger(createRandom(`${storySeed}|ranger`), [req.child.firstName, hero.name, side.name], previousText)
  return {
    req,
    band,
    young: band === 'young',
    older: band === 'older',
    w,
    hero,
    side,
    ranger: { ...ranger, They: ranger.they === 'she' ? 'She' : 'He' },
    rng: createRandom(`${req.seed}|${attempt}`),
    storySeed,
    chapterNumber: req.chapterNumber,
    previousText,
    previousParagraphs,
    used: new Set(),
    featured: new Set(),
    previousLower: previousText.toLowerCase(),
    mentionCache: new Map(),
    reserved: new Set(),
  }
}

/** Earlier chapters in lower case, without catalogue facts and feature descriptions: what the story itself showed. */
export function storyOwnText(c: Ctx): string {
  if (c.ownText === undefined) {
    let text = c.previousLower
    for (const fact of c.w.park.facts) text = text.split(fact.text.toLowerCase()).join(' ')
    for (const f of c.w.features) text = text.split(f.source.description.toLowerCase()).join(' ')
    c.ownText = text
  }
  return c.ownText
}

/** A random stream for the whole story, stable across chapters. */
export const storyRandom = (c: Ctx, label: string) => createRandom(`${c.storySeed}|${label}`)

/** In a park with no road in, the story's "visitor center" becomes a ranger station (see chapter.ts). */
export const localLine = (c: Ctx, line: string) => (c.w.arrivesBy ? line.replace(/visitor center/g, 'ranger station') : line)

const seenBefore = (c: Ctx, line: string) => c.used.has(line) || c.previousText.includes(localLine(c, line))

/** Picks a line not used earlier in the story or chapter when there is one, and remembers it. */
export function pick(c: Ctx, lines: readonly string[]): string {
  if (lines.length === 0) return ''
  const order = c.rng.shuffle(lines)
  const line = order.find((candidate) => !seenBefore(c, candidate)) ?? order[0]
  c.used.add(line)
  return line
}

/**
 * Picks one of `[key, line]` entries. The key is a fixed part of the line's wording: a key already
 * used in this chapter is avoided, and one found in earlier chapters is chosen only when nothing
 * else is left, so the same turn of phrase does not come back with new names in it.
 */
export function pickKeyed(c: Ctx, entries: readonly (readonly [string, string])[]): string {
  if (entries.length === 0) return ''
  const order = c.rng.shuffle(entries)
  const freshKey = (key: string) => !c.used.has(key) && !c.previousText.includes(localLine(c, key))
  const chosen =
    order.find(([key, line]) => freshKey(key) && !seenBefore(c, line)) ??
    order.find(([key, line]) => !c.used.has(key) && !seenBefore(c, line)) ??
    order.find(([, line]) => !seenBefore(c, line)) ??
    order[0]
  c.used.add(chosen[0])
  c.used.add(chosen[1])
  return chosen[1]
}

/** Like `pick`, but gives an empty string when every line was already used: for optional color. */
export function pickFresh(c: Ctx, lines: readonly string[]): string {
  const line = c.rng.shuffle(lines).find((candidate) => !seenBefore(c, candidate))
  if (!line) return ''
  c.used.add(line)
  return line
}

/** Whether a lower-case name appears as whole words in the earlier chapters (cached). */
export function wasMentioned(c: Ctx, key: string): boolean {
  const cached = c.mentionCache.get(key)
  if (cached !== undefined) return cached
  const found = containsWords(c.previousLower, key)
  c.mentionCache.set(key, found)
  return found
}

/** Items not yet in the story (nor in this chapter) first, each group shuffled. */
export function freshFirst<T extends { keys: string[] }>(c: Ctx, items: readonly T[]): T[] {
  const isFresh = (item: T) => !item.keys.some((key) => c.featured.has(key) || wasMentioned(c, key))
  const shuffled = c.rng.shuffle(items.filter((item) => !c.reserved.has(item)))
  return [...shuffled.filter(isFresh), ...shuffled.filter((item) => !isFresh(item))]
}

export function feature(c: Ctx, item: AnimalInfo | FeatureInfo | TrailInfo) {
  for (const key of item.keys) c.featured.add(key)
}

/** Fills {H}, {S}, {their}, {they} in a bank line. */
export function fill(c: Ctx, line: string) {
  return line
    .replace(/\{H\}/g, c.hero.name)
    .replace(/\{S\}/g, c.side.name)
    .replace(/\{their\}/g, c.hero.their)
    .replace(/\{they\}/g, c.hero.they)
}
