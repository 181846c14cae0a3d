/**
 * A chapter of a written adventure, as the writers hand it to the story: which adventure (chosen once,
 * for chapter 1), the cast from the request, the choices from the chapters so far, and the text, facts
 * and three options of the scene the choices lead to.
 */
import type { Park } from '~/data/park-types'
import { ageBandFor } from '~/utils/age-band'
import { pick, seededRandom } from '~/utils/seeded-random'
import type { ChapterRequest, WrittenChapter } from '../writer'
import type { AdventureCast } from './cast'
import { replay } from './play'
import type { CompiledAdventure, CompiledPark, PlayedChapter } from './types'

/**
 * The adventure a new story plays: one the child has not read in this park yet when there is one,
 * chosen by the story's seed, so the same story always gets the same adventure.
 */
export function pickAdventure(park: CompiledPark, { seed, read = [] }: { seed: string; read?: readonly string[] }): CompiledAdventure {
  const unread = park.adventures.filter((adventure) => !read.includes(adventure.id))
  const pool = unread.length ? unread : park.adventures
  return pick(seededRandom(`${seed}|adventure`), pool)
}

/** The adventure a request plays: the story's own from chapter 2, a new pick for chapter 1; null when it cannot be played. */
export function adventureFor(park: CompiledPark, request: Pick<ChapterRequest, 'chapterNumber' | 'adventure' | 'readAdventures' | 'storySeed' | 'seed'>) {
  if (request.adventure) return park.adventures.find((adventure) => adventure.id === request.adventure) ?? null
  // A story begun before its park had adventures keeps the writer it began with.
  if (request.chapterNumber > 1) return null
  return pickAdventure(park, { seed: request.storySeed ?? request.seed, read: request.readAdventures })
}

export function castFor(request: Pick<ChapterRequest, 'character' | 'sidekick' | 'child' | 'childJoins'>): AdventureCast {
  return {
    hero: request.character,
    sidekick: request.sidekick,
    band: ageBandFor(request.child.age),
    friend: request.childJoins && request.child.firstName.trim() ? request.child.firstName.trim() : null,
  }
}

/** The scene the child's choices lead to, played from the start. */
export function playScene(adventure: CompiledAdventure, request: ChapterRequest): PlayedChapter {
  const previous = request.previousChapters
  const choices = previous.map((chapter, i) => (i === previous.length - 1 ? request.choice : chapter.choice))
  const positions = previous.map((chapter, i) => (chapter.options ?? []).indexOf(choices[i] ?? ''))
  const { chapter } = replay(adventure, castFor(request), { choices, endNow: request.isFinal }, positions)
  if (request.isFinal && !chapter.ending) throw new Error(`The adventure ${adventure.id} did not end when the child asked it to`)
  return chapter
}

/** A played scene as a written chapter: its facts as the catalogue's sentences, its choices as the options. */
export function toWrittenChapter(park: Park, adventure: CompiledAdventure, scene: PlayedChapter, chapterNumber: number): WrittenChapter {
  return {
    title: chapterNumber === 1 ? adventure.title : null,
    text: scene.paragraphs.join('\n\n'),
    facts: scene.facts.map((id) => park.facts.find((fact) => fact.id === id)?.text).filter((text): text is string => Boolean(text)),
    options: scene.ending ? [] : scene.choices.map((choice) => choice.text),
    adventure: adventure.id,
    ending: scene.ending,
  }
}
