import type { AppEnv } from '~/env.server'
import { slowQuizMaker } from '../stand-in-latency'
import { createBuiltInQuizMaker } from './built-in'
import { createOpenAiQuizMaker } from './openai.server'
import type { QuizBankSource } from './bank/source'
import type { QuizMaker } from './quiz-maker'

export function chooseQuizMaker(env: AppEnv, banks: QuizBankSource): QuizMaker {
  if (!env.OPENAI_API_KEY) return slowQuizMaker(createBuiltInQuizMaker(banks), env.STAND_IN_MODEL_MS)
  return createOpenAiQuizMaker({ apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL, baseURL: env.OPENAI_BASE_URL })
}
