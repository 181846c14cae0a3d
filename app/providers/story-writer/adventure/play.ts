/**
 * Plays a written adventure: the ink runtime (no compiler, no `eval`) runs the compiled story with the
 * story's cast, replays the choices the child made so far, and reads the next chapter: the text up to
 * the next choice point, or an ending. Nothing but the choices is stored: the same adventure, cast and
 * choices always give the same chapter, so a redelivered queue message writes the same text and going
 * back to choose differently simply replays a different path.
 */
import { Story } from 'inkjs'
import { ACTS, type Act, type AdventureChoice, type CompiledAdventure, type PlayedChapter } from './types'
import { inkVariables, type AdventureCast } from './cast'

/**
 * Stories already built from their JSON, one per adventure and isolate: building one walks the whole
 * compiled graph (several milliseconds for an adventure), resetting it takes almost nothing. Playing
 * is synchronous, so two chapters never share one at the same time.
 */
const built = new WeakMap<object, Story>()

/** A running adventure at its start, with its cast set. */
export function startAdventure(adventure: CompiledAdventure, cast: AdventureCast): Story {
  let story = built.get(adventure.ink)
  if (story) story.ResetState()
  else {
    story = new Story(adventure.ink)
    built.set(adventure.ink, story)
  }
  setCast(story, cast)
  return story
}

/** Sets (or changes) the cast's variables on a running story. */
export function setCast(story: Story, cast: AdventureCast) {
  for (const [name, value] of Object.entries(inkVariables(cast))) story.variablesState.$(name, value)
}

function tagValues(tags: readonly string[] | null, key: string): string[] {
  const prefix = `${key}:`
  return (tags ?? []).filter((tag) => tag.trim().startsWith(prefix)).map((tag) => tag.trim().slice(prefix.length).trim())
}

const isAct = (value: string): value is Act => (ACTS as readonly string[]).includes(value)

/**
 * Reads one chapter from where the story stands: every line up to the next choice point (or the end).
 * Each ink line is a paragraph; tags on a line that printed nothing (a condition that was false) do
 * not count as used facts.
 */
export function readChapter(story: Story): PlayedChapter {
  const paragraphs: string[] = []
  const facts: string[] = []
  const places: string[] = []
  let endingName: string | null = null
  while (story.canContinue) {
    const line = story.Continue()?.replace(/\s+/g, ' ').trim() ?? ''
    const tags = story.currentTags
    for (const place of tagValues(tags, 'place')) places.push(place)
    endingName = tagValues(tags, 'ending')[0] ?? endingName
    if (!line) continue
    paragraphs.push(line)
    for (const fact of tagValues(tags, 'fact')) if (!facts.includes(fact)) facts.push(fact)
  }
  if (story.state.hasError) throw new Error(`The adventure stopped with an error: ${story.state.currentErrors?.join('; ')}`)
  const choices: AdventureChoice[] = story.currentChoices.map((choice) => {
    const act = tagValues(choice.tags, 'act')[0] ?? null
    return { text: choice.text.replace(/\s+/g, ' ').trim(), act: act && isAct(act) ? act : null }
  })
  return { paragraphs, facts, places, choices, ending: choices.length === 0, endingName: choices.length === 0 ? endingName : null }
}

/** Takes the choice whose text the child saw (or, failing that, the one at `fallbackIndex`). */
export function choose(story: Story, text: string | null, fallbackIndex = 0): boolean {
  const choices = story.currentChoices
  const wanted = text?.replace(/\s+/g, ' ').trim().toLowerCase()
  let index = wanted ? choices.findIndex((choice) => choice.text.replace(/\s+/g, ' ').trim().toLowerCase() === wanted) : -1
  const found = index >= 0
  if (!found) index = Math.min(Math.max(fallbackIndex, 0), choices.length - 1)
  if (index < 0) return false
  story.ChooseChoiceIndex(index)
  return found
}

export interface ReplayRequest {
  /** The options chosen so far, oldest first: the option text at the end of chapters 1, 2 ... */
  choices: (string | null)[]
  /** The child asked for the story to end with the last choice ("Make this the final chapter"). */
  endNow: boolean
}

export interface Replayed {
  chapter: PlayedChapter
  /** Every chapter's facts on the way, so a later chapter can tell which facts were used already. */
  earlierFacts: string[]
  /** Choices that were not among the offered ones (an adventure edited since): taken by position. */
  unmatched: number
}

/**
 * The chapter after `choices`: chapter 1 with no choices, chapter N+1 after N. With `endNow` the
 * last choice is taken with `end_now` set, so the scene it leads to ends the story. A choice that is
 * no longer offered (the adventure was rewritten after the story began) is taken by its old position.
 */
export function replay(adventure: CompiledAdventure, cast: AdventureCast, request: ReplayRequest, positions: number[] = []): Replayed {
  const story = startAdventure(adventure, cast)
  const earlierFacts: string[] = []
  let unmatched = 0
  let chapter = readChapter(story)
  for (let i = 0; i < request.choices.length; i++) {
    if (chapter.ending) break
    earlierFacts.push(...chapter.facts)
    if (i === request.choices.length - 1 && request.endNow) story.variablesState.$('end_now', true)
    if (!choose(story, request.choices[i], positions[i] ?? 0)) unmatched++
    chapter = readChapter(story)
  }
  return { chapter, earlierFacts, unmatched }
}

/** The adventure's title, from its `# title:` tag. */
export function adventureTitle(ink: object): string | null {
  return tagValues(new Story(ink).globalTags, 'title')[0] ?? null
}
