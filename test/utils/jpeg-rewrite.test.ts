import { describe, expect, it } from 'vitest'
import { rewriteJpeg } from '~/utils/jpeg-rewrite.server'
import { ascii, concat, decodePixels, latin1, makeJpeg, segment, withSegmentsAfterStart } from '../fixtures/jpeg'
import { JPEG_2X2 } from '../fixtures/pictures'

const rewritten = (bytes: Uint8Array) => {
  const result = rewriteJpeg(bytes)
  if (!result.ok) throw new Error(result.error)
  return result.value
}
const refusal = (bytes: Uint8Array) => {
  const result = rewriteJpeg(bytes)
  return result.ok ? 'kept' : result.error
}

/** The segments of a JPEG by marker, in order: what a decoder meets, image data aside. */
function markers(bytes: Uint8Array) {
  const found: string[] = []
  let offset = 2
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]
    found.push(marker.toString(16))
    if (marker === 0xd9) break
    offset += 2 + ((bytes[offset + 2] << 8) | bytes[offset + 3])
    if (marker === 0xda) {
      while (!(bytes[offset] === 0xff && bytes[offset + 1] !== 0 && (bytes[offset + 1] < 0xd0 || bytes[offset + 1] > 0xd7))) offset++
    }
  }
  return found
}

const FRAME_8BIT_RGB = Uint8Array.of(8, 0, 2, 0, 2, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1)
const SCAN_HEADER = Uint8Array.of(3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0)
const PLAIN_JFIF = segment(0xe0, Uint8Array.of(0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0))
const ADOBE = segment(0xee, concat(ascii('Adobe'), Uint8Array.of(0, 100, 0, 0, 0, 0, 1)))

/** A JPEG built from parts; its image data is made up, which is all the rewriter reads of it. */
const built = (...parts: Uint8Array[]) => concat(Uint8Array.of(0xff, 0xd8), ...parts, Uint8Array.of(0xff, 0xd9))

describe('rewriteJpeg keeps the picture and nothing else', () => {
  for (const baseline of [true, false]) {
    it(`a ${baseline ? 'baseline' : 'progressive'} photo decodes to the same pixels, without EXIF, XMP, ICC, comments or a tail`, async () => {
      const photo = await makeJpeg(48, 32, { baseline })
      const dressed = concat(
        withSegmentsAfterStart(
          photo,
          segment(0xe1, ascii('Exif\0\0GPSLatitude 44.4280 N')),
          segment(0xe1, ascii('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>Maya at home</x:xmpmeta>')),
          segment(0xe2, ascii('ICC_PROFILE\0\x01\x01 a colour profile')),
          segment(0xfe, ascii('Sofia, 12 Elm Street')),
        ),
        ascii('PK-zip a zip file glued on'),
      )
      const { bytes, width, height } = rewritten(dressed)
      expect([width, height]).toEqual([48, 32])
      expect(latin1(bytes)).not.toMatch(/Exif|GPS|xmpmeta|ICC_PROFILE|Elm Street|PK-zip/)
      expect(bytes.at(-2)).toBe(0xff)
      expect(bytes.at(-1)).toBe(0xd9)
      expect((await decodePixels(bytes)).data).toEqual((await decodePixels(photo)).data)
      expect(markers(bytes).filter((marker) => marker === 'da').length).toBe(baseline ? 1 : markers(photo).filter((m) => m === 'da').length)
    })
  }

  it('writes the JFIF header plainly, once, leaving its thumbnail behind', async () => {
    const thumbnail = concat(Uint8Array.of(0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 1, 0, 72, 0, 72, 2, 1), ascii('THUMB!'))
    const { bytes } = rewritten(withSegmentsAfterStart(JPEG_2X2, segment(0xe0, thumbnail)))
    expect(latin1(bytes)).not.toContain('THUMB!')
    expect(bytes.subarray(2, 2 + PLAIN_JFIF.length)).toEqual(PLAIN_JFIF)
    expect(markers(bytes).filter((marker) => marker === 'e0')).toEqual(['e0'])
    expect((await decodePixels(bytes)).data).toEqual((await decodePixels(JPEG_2X2)).data)
  })

  it("keeps Adobe's plain colour header, which decides how the colours decode, and drops a longer one", () => {
    const scan = concat(segment(0xda, SCAN_HEADER), Uint8Array.of(0x12, 0x34))
    expect(markers(rewritten(built(ADOBE, segment(0xc0, FRAME_8BIT_RGB), scan)).bytes)).toEqual(['ee', 'c0', 'da', 'd9'])
    const longer = segment(0xee, concat(ascii('Adobe'), Uint8Array.of(0, 100, 0, 0, 0, 0, 1), ascii('more')))
    expect(markers(rewritten(built(longer, segment(0xc0, FRAME_8BIT_RGB), scan)).bytes)).toEqual(['c0', 'da', 'd9'])
  })

  it('copies image data with stuffed bytes and restart markers whole, and skips fill bytes before a marker', () => {
    const data = Uint8Array.of(0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd1, 0x78)
    const jpeg = concat(
      Uint8Array.of(0xff, 0xd8),
      segment(0xdd, Uint8Array.of(0, 1)),
      segment(0xc0, FRAME_8BIT_RGB),
      segment(0xda, SCAN_HEADER),
      data,
      Uint8Array.of(0xff, 0xff, 0xff, 0xd9),
    )
    const { bytes } = rewritten(jpeg)
    expect(bytes).toEqual(concat(Uint8Array.of(0xff, 0xd8), segment(0xdd, Uint8Array.of(0, 1)), segment(0xc0, FRAME_8BIT_RGB), segment(0xda, SCAN_HEADER), data, Uint8Array.of(0xff, 0xd9)))
  })
})

describe('rewriteJpeg refuses what is not a whole JPEG it can keep', () => {
  const frame = segment(0xc0, FRAME_8BIT_RGB)
  const scan = concat(segment(0xda, SCAN_HEADER), Uint8Array.of(0x12, 0x34))

  it('a file that does not start like a JPEG, or has no image data', () => {
    expect(refusal(ascii('GIF89a'))).toBe('The picture does not start like a JPEG.')
    expect(refusal(built(frame))).toBe('The picture has no image data.')
    expect(refusal(built(PLAIN_JFIF))).toBe('The picture has no image data.')
  })

  it('a photo cut off inside its image data, inside a segment, or before its end marker', async () => {
    const photo = await makeJpeg()
    expect(refusal(photo.subarray(0, photo.length - 30))).toBe('The picture ends inside its image data.')
    expect(refusal(photo.subarray(0, 30))).toMatch(/^A segment runs past the end of the picture\.$|^The picture ends/)
    expect(refusal(concat(Uint8Array.of(0xff, 0xd8), frame))).toBe('The picture ends before its end marker.')
  })

  it('image data before the frame, two frames, or bytes where a marker belongs', () => {
    expect(refusal(built(scan))).toBe('The image data comes before the frame.')
    expect(refusal(built(frame, frame, scan))).toBe('The picture has two frames.')
    expect(refusal(built(frame, ascii('junk'), scan))).toMatch(/^There is no marker at byte \d+\.$/)
  })

  it('12-bit pictures, four-colour (CMYK) pictures and pictures without a size', () => {
    expect(refusal(built(segment(0xc0, Uint8Array.of(12, ...FRAME_8BIT_RGB.subarray(1))), scan))).toBe('The picture is not an 8-bit greyscale or colour JPEG.')
    const cmyk = Uint8Array.of(8, 0, 2, 0, 2, 4, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0, 4, 0x11, 0)
    expect(refusal(built(segment(0xc0, cmyk), scan))).toBe('The picture is not an 8-bit greyscale or colour JPEG.')
    expect(refusal(built(segment(0xc0, Uint8Array.of(8, 0, 0, 0, 2, ...FRAME_8BIT_RGB.subarray(5))), scan))).toBe('The picture does not say how large it is.')
  })

  it('arithmetic coding and other JPEG features no canvas writes', () => {
    expect(refusal(built(segment(0xc9, FRAME_8BIT_RGB), scan))).toBe('The picture uses a JPEG feature Story Trails does not keep (marker 0xFFC9).')
    expect(refusal(built(frame, segment(0xdc, Uint8Array.of(0, 2)), scan))).toBe('The picture uses a JPEG feature Story Trails does not keep (marker 0xFFDC).')
  })
})
