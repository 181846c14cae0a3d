import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode'
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode'
import resize, { initResize } from '@jsquash/resize'
import { err, ok } from '../result'
import type { CodecModules, ImageCodec } from './image-codec'

/** JPEG quality for re-encoded photos: the client already sends 0.8 (spec section 5). */
const JPEG_QUALITY = 82
/** Refused before decoding: a picture this large would not fit a Worker's memory once decoded. */
const MAX_PIXELS = 40_000_000

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff

/** The size a JPEG declares in its first start-of-frame segment, read before decoding anything. */
function declaredSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1]
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) }
    }
    offset += 2 + view.getUint16(offset + 2)
  }
  return null
}

/**
 * What went wrong, for the log. MozJPEG's WebAssembly throws its C++ exceptions as plain objects, which
 * `String()` turns into "[object Object]".
 */
function describeFailure(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null) {
    const { message, name } = error as { message?: unknown; name?: unknown }
    if (typeof message === 'string' && message) return message
    const kind = typeof name === 'string' && name ? name : (error.constructor?.name ?? 'object')
    let detail = ''
    try {
      detail = JSON.stringify(error) ?? ''
    } catch {
      // a cycle: the kind alone will do
    }
    return detail && detail !== '{}' ? `${kind} ${detail.slice(0, 200)}` : `${kind} thrown by the codec`
  }
  return String(error)
}

/** The codec on jSquash (Squoosh's WebAssembly codecs: MozJPEG and its resizer), inside the Worker. */
export function createJsquashCodec(modules: CodecModules): ImageCodec {
  let ready: Promise<unknown> | undefined
  const init = () => (ready ??= Promise.all([initJpegDecode(modules.jpegDecode), initJpegEncode(modules.jpegEncode), initResize(modules.resize)]))

  return {
    async reencode(bytes, { maxDimension }) {
      if (!isJpeg(bytes)) return err('The picture is not a JPEG.')
      const declared = declaredSize(bytes)
      if (declared && declared.width * declared.height > MAX_PIXELS) return err('The picture has too many pixels.')
      try {
        await init()
        let pixels: ImageData = await decodeJpeg(bytes.slice().buffer)
        if (!pixels.width || !pixels.height || pixels.width * pixels.height > MAX_PIXELS) return err('The picture has too many pixels.')
        const scale = Math.min(1, maxDimension / Math.max(pixels.width, pixels.height))
        if (scale < 1) {
          const width = Math.max(1, Math.round(pixels.width * scale))
          const height = Math.max(1, Math.round(pixels.height * scale))
          pixels = await resize(pixels, { width, height, method: 'lanczos3', fitMethod: 'stretch' })
        }
        const encoded = await encodeJpeg(pixels, { quality: JPEG_QUALITY })
        return ok({ bytes: new Uint8Array(encoded), contentType: 'image/jpeg' as const, width: pixels.width, height: pixels.height })
      } catch (error) {
        return err(`The picture could not be read: ${describeFailure(error)}`)
      }
    },
  }
}
