import type { Result } from '../result'

export interface ReencodedImage {
  /** Freshly written pixels: no metadata (EXIF, GPS, comments) and nothing after the image. */
  bytes: Uint8Array
  contentType: 'image/jpeg'
  width: number
  height: number
}

/**
 * Decodes an uploaded JPEG and writes a new one from its pixels alone, at most `maxDimension` pixels
 * on its longest side. Whatever rode along in the upload (location data, text, a second file glued
 * on) does not survive. JPEG is what the page sends: it draws every picture a parent picks (PNG, GIF,
 * WebP or JPEG) onto a canvas and uploads that as JPEG (spec section 5), so the Worker carries the
 * JPEG codec alone (docs/decisions/016-the-server-reads-the-jpeg-the-page-sends.md).
 */
export interface ImageCodec {
  reencode(bytes: Uint8Array, options: { maxDimension: number }): Promise<Result<ReencodedImage>>
}

/** The WebAssembly modules the codec runs on; the Worker entry imports them (see workers/wasm.ts). */
export interface CodecModules {
  jpegDecode: WebAssembly.Module
  jpegEncode: WebAssembly.Module
  resize: WebAssembly.Module
}
