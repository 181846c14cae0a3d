import type { Db } from '~/db/client.server'
import type { AppEnv } from '~/env.server'
import { getDefaultTemplate } from '~/models/story-template.server'
import { slowWriter } from '../stand-in-latency'
import { createBuiltInWriter } from './built-in'
import { createOpenAiWriter } from './openai.server'
import type { StoryWriter } from './writer'

/** The built-in writer (as slow as a model with STAND_IN_MODEL_MS) unless an OpenAI key is configured. */
export function chooseStoryWriter(env: AppEnv, db: Db): StoryWriter {
  if (!env.OPENAI_API_KEY) return slowWriter(createBuiltInWriter(), env.STAND_IN_MODEL_MS)
  return createOpenAiWriter({
    apiKey: env.OPENAI_API_KEY,
    model: env.OPENAI_MODEL,
    baseURL: env.OPENAI_BASE_URL,
    loadTemplate: () => getDefaultTemplate(db),
  })
}
