import type { Db } from '~/db/client.server'
import type { AppEnv } from '~/env.server'
import { getDefaultTemplate } from '~/models/story-template.server'
import { slowWriter } from '../stand-in-latency'
import { createBuiltInWriter } from './built-in'
import type { AdventureSource } from './adventure/source'
import type { WriterContentSource } from './content'
import { createOpenAiWriter } from './openai.server'
import type { StoryWriter } from './writer'

/**
 * The built-in writer (as slow as a model with STAND_IN_MODEL_MS) unless an OpenAI key is configured.
 * `content` is where both read the parks' places and the built-in writer's banks (content.ts).
 */
export function chooseStoryWriter(env: AppEnv, db: Db, content: WriterContentSource, adventures: AdventureSource): StoryWriter {
  if (!env.OPENAI_API_KEY) return slowWriter(createBuiltInWriter(content, adventures), env.STAND_IN_MODEL_MS)
  return createOpenAiWriter({
    apiKey: env.OPENAI_API_KEY,
    model: env.OPENAI_MODEL,
    baseURL: env.OPENAI_BASE_URL,
    loadTemplate: () => getDefaultTemplate(db),
    content,
    adventures,
  })
}
