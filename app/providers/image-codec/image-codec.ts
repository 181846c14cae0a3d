import type { Result } from '../result'

export type EncodedType = 'image/jpeg' | 'image/png'

export interface ReencodedImage {
  /** Freshly written pixels: no metadata (EXIF, GPS, text chunks) and nothing after the image. */
  bytes: Uint8Array
  contentType: EncodedType
  width: number
  height: number
}

/**
 * Decodes an uploaded picture and writes a new file from its pixels alone, at most `maxDimension`
 * pixels on its longest side. Whatever rode along in the upload (location data, text, a second file
 * glued on) does not survive.
 */
export interface ImageCodec {
  reencode(bytes: Uint8Array, options: { maxDimension: number }): Promise<Result<ReencodedImage>>
}

/** The WebAssembly modules the codec runs on; the Worker entry imports them (see workers/wasm.ts). */
export interface CodecModules {
  jpegDecode: WebAssembly.Module
  jpegEncode: WebAssembly.Module
  png: WebAssembly.Module
  webpDecode: WebAssembly.Module
  resize: WebAssembly.Module
}
