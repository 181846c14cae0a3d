import OpenAI from 'openai'
import { err, ok } from '../result'
import type { ImageMaker } from './image-maker'

/** Pictures from OpenAI images; the prompt is moderated first, and the reply checked. */
export function createOpenAiImageMaker(options: { apiKey: string; model: string; baseURL?: string; fetch?: typeof fetch }): ImageMaker {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, fetch: options.fetch, maxRetries: 0, timeout: 120_000 })
  return {
    name: 'openai',
    async makeImage({ prompt }) {
      try {
        const moderation = await client.moderations.create({ model: 'omni-moderation-latest', input: prompt })
        if (moderation.results.some((result) => result.flagged)) return err('The picture description did not pass moderation')
        const image = await client.images.generate({ model: options.model, prompt, size: '1024x1024', n: 1 })
        const base64 = image.data?.[0]?.b64_json
        if (!base64) return err('OpenAI answered without an image')
        return ok({ bytes: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)), contentType: 'image/png' })
      } catch (error) {
        return err(`OpenAI image request failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  }
}
