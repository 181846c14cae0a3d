import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode'
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode'
import decodePng, { init as initPngDecode } from '@jsquash/png/decode'
import encodePng, { init as initPngEncode } from '@jsquash/png/encode'
import resize, { initResize } from '@jsquash/resize'
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode'
import { GifReader } from 'omggif'
import { err, ok } from '../result'
import type { CodecModules, ImageCodec } from './image-codec'

/** JPEG quality for re-encoded photos: the client already sends 0.8 (spec section 5). */
const JPEG_QUALITY = 82
/** Refused before decoding: a picture this large would not fit a Worker's memory once decoded. */
const MAX_PIXELS = 40_000_000

type Pixels = { data: Uint8ClampedArray; width: number; height: number }

function readDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null
  if (bytes[0] === 0x47 && bytes[1] === 0x49) return bytes.length >= 10 ? { width: view.getUint16(6, true), height: view.getUint16(8, true) } : null
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    // Walk the JPEG segments to the first start-of-frame.
    let offset = 2
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null
      const marker = bytes[offset + 1]
      const length = view.getUint16(offset + 2)
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) }
      }
      offset += 2 + length
    }
    return null
  }
  return null
}

function decodeGif(bytes: Uint8Array): Pixels {
  const reader = new GifReader(bytes)
  const data = new Uint8ClampedArray(reader.width * reader.height * 4)
  // The first frame is the picture: an animation becomes its first still.
  reader.decodeAndBlitFrameRGBA(0, data)
  return { data, width: reader.width, height: reader.height }
}

const hasTransparency = ({ data }: Pixels) => {
  for (let i = 3; i < data.length; i += 4) if (data[i] < 255) return true
  return false
}

/** The codec on jSquash (Squoosh's WebAssembly codecs) and omggif for GIF, all inside the Worker. */
export function createJsquashCodec(modules: CodecModules): ImageCodec {
  let ready: Promise<unknown> | undefined
  const init = () =>
    (ready ??= Promise.all([
      initJpegDecode(modules.jpegDecode),
      initJpegEncode(modules.jpegEncode),
      initPngDecode(modules.png),
      initPngEncode(modules.png),
      initWebpDecode(modules.webpDecode),
      initResize(modules.resize),
    ]))

  async function decode(bytes: Uint8Array): Promise<Pixels> {
    const buffer = bytes.slice().buffer
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return decodeJpeg(buffer)
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return decodePng(buffer)
    if (bytes[0] === 0x47 && bytes[1] === 0x49) return decodeGif(bytes)
    if (bytes[0] === 0x52 && bytes[8] === 0x57) return decodeWebp(buffer)
    throw new Error('not an image we can read')
  }

  return {
    async reencode(bytes, { maxDimension }) {
      const declared = readDimensions(bytes)
      if (declared && declared.width * declared.height > MAX_PIXELS) return err('The picture has too many pixels.')
      try {
        await init()
        let pixels = await decode(bytes)
        if (!pixels.width || !pixels.height || pixels.width * pixels.height > MAX_PIXELS) return err('The picture has too many pixels.')
        const scale = Math.min(1, maxDimension / Math.max(pixels.width, pixels.height))
        if (scale < 1) {
          const width = Math.max(1, Math.round(pixels.width * scale))
          const height = Math.max(1, Math.round(pixels.height * scale))
          pixels = await resize(pixels as ImageData, { width, height, method: 'lanczos3', fitMethod: 'stretch' })
        }
        const image = pixels as ImageData
        const transparent = hasTransparency(pixels)
        const encoded = transparent ? await encodePng(image) : await encodeJpeg(image, { quality: JPEG_QUALITY })
        return ok({
          bytes: new Uint8Array(encoded),
          contentType: transparent ? ('image/png' as const) : ('image/jpeg' as const),
          width: pixels.width,
          height: pixels.height,
        })
      } catch (error) {
        return err(`The picture could not be read: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  }
}
