import { err, ok, type Result } from '~/providers/result'

export interface RewrittenJpeg {
  /** The same picture, byte for byte in its image data, and nothing else: no EXIF, GPS, comments or add-ons. */
  bytes: Uint8Array
  width: number
  height: number
}

const SOI = 0xd8
const EOI = 0xd9
const SOS = 0xda
/** The segments a decoder needs besides the frame and the scans: quantization, Huffman, restart interval. */
const TABLES = new Set([0xdb, 0xc4, 0xdd])
/** Baseline, extended and progressive frames with Huffman coding: what canvases and cameras write. */
const FRAMES = new Set([0xc0, 0xc1, 0xc2])
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7
/** APP0 to APP15 and COM: where cameras and editors keep EXIF, GPS, XMP, ICC profiles, thumbnails and comments. */
const isMetadata = (marker: number) => (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe

const ascii = (bytes: Uint8Array, text: string) => [...text].every((char, i) => bytes[i] === char.charCodeAt(0))
/** A JFIF header with square pixels and no thumbnail: it tells a decoder the three components are YCbCr. */
const PLAIN_JFIF = Uint8Array.of(0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0)
/** Adobe's APP14 as Photoshop writes it, 12 bytes of flags and the colour transform: nothing personal. */
const isPlainAdobe = (payload: Uint8Array) => payload.length === 12 && ascii(payload, 'Adobe')

/**
 * Where the entropy-coded data that starts at `from` ends: the first 0xFF that begins a marker (not a
 * stuffed 0xFF00, not a restart marker inside the scan). -1 when the file ends first.
 */
function scanEnd(bytes: Uint8Array, from: number) {
  for (let i = bytes.indexOf(0xff, from); i >= 0; i = bytes.indexOf(0xff, i + 1)) {
    let next = i + 1
    while (bytes[next] === 0xff) next++ // fill bytes before a marker
    if (next >= bytes.length) return -1
    if (bytes[next] === 0x00 || isRestart(bytes[next])) {
      i = next
      continue
    }
    return i
  }
  return -1
}

/**
 * Writes a JPEG anew from the segments that draw it: the frame, its tables and its scans, copied as
 * they are, so the picture is the same pixel for pixel. Everything else is left behind: EXIF and GPS,
 * XMP, ICC profiles, thumbnails, comments and anything glued on after the end. The JFIF and Adobe
 * headers decide how the colours decode, so they stay, in their plain form only.
 *
 * It refuses what is not a whole 8-bit JPEG of one or three components. No decoder runs here, so the
 * size it gives is the one the frame declares (docs/decisions/020-uploads-keep-their-image-data.md).
 */
export function rewriteJpeg(input: Uint8Array): Result<RewrittenJpeg> {
  if (input[0] !== 0xff || input[1] !== SOI) return err('The picture does not start like a JPEG.')
  const parts: Uint8Array[] = [input.subarray(0, 2)]
  let frame: { width: number; height: number } | null = null
  const headers = new Set<'jfif' | 'adobe'>()
  let scans = 0
  let offset = 2

  for (;;) {
    if (input[offset] !== 0xff) return err(offset >= input.length ? 'The picture ends before its end marker.' : `There is no marker at byte ${offset}.`)
    while (input[offset] === 0xff) offset++
    if (offset >= input.length) return err('The picture ends before its end marker.')
    const marker = input[offset]
    const start = offset - 1
    offset++
    if (marker === EOI) {
      if (!frame || scans === 0) return err('The picture has no image data.')
      return ok({ bytes: concatBytes([...parts, Uint8Array.of(0xff, EOI)]), width: frame.width, height: frame.height })
    }
    if (offset + 2 > input.length) return err('The picture ends inside a segment.')
    const length = (input[offset] << 8) | input[offset + 1]
    if (length < 2 || offset + length > input.length) return err('A segment runs past the end of the picture.')
    const payload = input.subarray(offset + 2, offset + length)
    const segment = input.subarray(start, offset + length)
    offset += length

    if (isMetadata(marker)) {
      if (marker === 0xe0 && !headers.has('jfif') && ascii(payload, 'JFIF\0')) {
        parts.push(PLAIN_JFIF)
        headers.add('jfif')
      } else if (marker === 0xee && !headers.has('adobe') && isPlainAdobe(payload)) {
        parts.push(segment)
        headers.add('adobe')
      }
      continue
    }
    if (TABLES.has(marker)) {
      parts.push(segment)
      continue
    }
    if (FRAMES.has(marker)) {
      if (frame) return err('The picture has two frames.')
      const [precision, components] = [payload[0], payload[5]]
      if (precision !== 8 || (components !== 1 && components !== 3) || payload.length !== 6 + 3 * components) {
        return err('The picture is not an 8-bit greyscale or colour JPEG.')
      }
      frame = { height: (payload[1] << 8) | payload[2], width: (payload[3] << 8) | payload[4] }
      if (!frame.width || !frame.height) return err('The picture does not say how large it is.')
      parts.push(segment)
      continue
    }
    if (marker === SOS) {
      if (!frame) return err('The image data comes before the frame.')
      const end = scanEnd(input, offset)
      if (end < 0) return err('The picture ends inside its image data.')
      parts.push(input.subarray(start, end))
      scans++
      offset = end
      continue
    }
    return err(`The picture uses a JPEG feature Story Trails does not keep (marker 0xFF${marker.toString(16).toUpperCase()}).`)
  }
}

/** The parts one after another, in one new array. */
export function concatBytes(parts: Uint8Array[]) {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    bytes.set(part, at)
    at += part.length
  }
  return bytes
}
