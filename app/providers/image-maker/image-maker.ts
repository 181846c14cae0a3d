import type { Park } from '~/data/park-types'
import type { Result } from '../result'

export interface ImageRequest {
  park: Park
  /** The child's words, already wrapped with the park name and the house style. */
  prompt: string
  seed: string
}

export interface MadeImage {
  bytes: Uint8Array
  contentType: 'image/svg+xml' | 'image/png' | 'image/jpeg' | 'image/webp'
}

export interface ImageMaker {
  name: 'built-in' | 'openai'
  makeImage(request: ImageRequest): Promise<Result<MadeImage>>
}
