import type { Park } from '~/data/park-types'
import type { Result } from '../result'

export interface QuizQuestion {
  question: string
  /** Exactly 4 options. */
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
}

export interface QuizMaker {
  name: 'built-in' | 'openai'
  makeQuiz(request: QuizRequest): Promise<Result<QuizQuestion[]>>
}
