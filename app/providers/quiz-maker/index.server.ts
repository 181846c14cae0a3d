import type { AppEnv } from '~/env.server'
import { createBuiltInQuizMaker } from './built-in'
import { createOpenAiQuizMaker } from './openai.server'
import type { QuizMaker } from './quiz-maker'

export function chooseQuizMaker(env: AppEnv): QuizMaker {
  if (!env.OPENAI_API_KEY) return createBuiltInQuizMaker()
  return createOpenAiQuizMaker({ apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL, baseURL: env.OPENAI_BASE_URL })
}
