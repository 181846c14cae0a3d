import type { Park } from '~/data/park-types'
import { ageBandFor } from '~/utils/age-band'
import type { Result } from '../result'

/** Options per question: three for the youngest band (ages 5-6, the stories' cut-off), four after. */
export function optionCountFor(age: number): 3 | 4 {
  return ageBandFor(age) === 'young' ? 3 : 4
}

export interface QuizQuestion {
  question: string
  /** Three options for the youngest band, four for the others (see `optionCountFor`). */
  options: string[]
  /** Zero-based index of the correct option. */
  correctAnswer: number
  /** One or two sentences that teach something, shown after answering. */
  explanation: string
  kind: 'animals' | 'geology' | 'trails' | 'history' | 'location' | 'fun-fact'
}

export interface QuizRequest {
  park: Park
  /** Every park in the catalogue, for plausible wrong answers. */
  allParks: readonly Park[]
  child: { firstName: string; age: number }
  seed: string
  /** The questions this child met in earlier quizzes of the park: a retake asks them last. */
  askedBefore?: string[]
}

export interface QuizMaker {
  name: 'built-in' | 'openai'
  makeQuiz(request: QuizRequest): Promise<Result<QuizQuestion[]>>
}
