import type { AppEnv } from '~/env.server'
import { createBuiltInImageMaker } from './built-in.server'
import type { ImageMaker } from './image-maker'
import { createOpenAiImageMaker } from './openai.server'

export function chooseImageMaker(env: AppEnv): ImageMaker {
  if (!env.OPENAI_API_KEY) return createBuiltInImageMaker()
  return createOpenAiImageMaker({ apiKey: env.OPENAI_API_KEY, model: env.OPENAI_IMAGE_MODEL, baseURL: env.OPENAI_BASE_URL })
}
