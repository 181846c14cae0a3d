import { drawPromptArt } from '~/providers/illustrator'
import { ok } from '../result'
import type { ImageMaker } from './image-maker'

/** The built-in illustrator: storybook art drawn from the park and the words of the prompt. */
export function createBuiltInImageMaker(): ImageMaker {
  return {
    name: 'built-in',
    async makeImage({ park, prompt, seed }) {
      return ok({ bytes: new TextEncoder().encode(drawPromptArt({ park, prompt, seed })), contentType: 'image/svg+xml' })
    },
  }
}
