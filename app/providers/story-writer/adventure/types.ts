/**
 * A park's written adventures as the Worker plays them: each `.ink` file of the park's content folder
 * (app/content/parks/<park-id>/), compiled by `npm run build` (scripts/build-adventures.ts) into the
 * ink runtime's JSON. See docs/decisions/023-written-adventures-in-ink.md.
 */

export interface CompiledAdventure {
  /** The file's name without `.ink`, unique within the park: what a story records. */
  id: string
  /** The story's title, from the file's `# title:` tag. */
  title: string
  /** The ink runtime's JSON (`Story.ToJson()`), parsed. */
  ink: object
}

export interface CompiledPark {
  parkId: string
  adventures: CompiledAdventure[]
}

/** What kind of act a choice is (its `# act:` tag): the checker wants three different kinds. */
export const ACTS = ['go', 'look', 'ask', 'wait', 'help'] as const
export type Act = (typeof ACTS)[number]

export interface AdventureChoice {
  text: string
  act: Act | null
}

/** One chapter as the adventure wrote it: the text up to the next choice point, or an ending. */
export interface PlayedChapter {
  /** Paragraphs (one ink line each), in order. */
  paragraphs: string[]
  /** Catalogue fact ids of the `# fact:` tags on lines that were shown, in order, once each. */
  facts: string[]
  /** Place ids of the `# place:` tags met in this chapter, in order. */
  places: string[]
  /** The three choices at its end; none when it is an ending. */
  choices: AdventureChoice[]
  ending: boolean
  /** The name of the ending (its `# ending:` tag), when this chapter is one. */
  endingName: string | null
}
