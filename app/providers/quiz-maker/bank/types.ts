/**
 * A park's quiz bank: the questions a ranger would set for that park, written per age band and kept
 * beside the park's adventures (app/content/parks/<park-id>/quiz.ts). The quiz maker only draws from
 * it. See app/content/README.md ("Quiz banks").
 */
import type { AgeBand } from '~/utils/age-band'

export const QUIZ_TOPICS = ['animals', 'plants', 'land', 'visit', 'history', 'safety', 'care'] as const
/** Animals and plants and where they live; how the land was made; what a visitor sees and does; history and people; staying safe; caring for the park. */
export type QuizTopic = (typeof QUIZ_TOPICS)[number]

export interface BankQuestion {
  band: AgeBand
  topic: QuizTopic
  /** The stem, as a parent would read it aloud. */
  question: string
  answer: string
  /** Two wrong answers for the youngest band (three options), three for the others (four options). */
  wrong: string[]
  /** One or two sentences that teach one more true thing about the question's own subject. */
  explanation: string
  /**
   * What the answer and explanation rest on, at least one: `fact:<id>` (a catalogue fact of the park),
   * `place:<id>` (a place of its place model), `animal:<name>` or `feature:<name>` (catalogue names).
   */
  cites: string[]
}

export interface QuizBank {
  parkId: string
  questions: BankQuestion[]
}

/** How many questions each band needs at least, so a retake draws a different ten. */
export const MIN_QUESTIONS_PER_BAND = 15
