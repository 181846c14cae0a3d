import { describe, expect, it } from 'vitest'
import { uploadSize } from '~/components/story/image-resize'
import { MAX_UPLOAD_DIMENSION } from '~/utils/upload-limits'

describe('the size the page uploads a picture at', () => {
  it('is at most 800 px wide (spec section 5), keeping the shape', () => {
    expect(uploadSize(4032, 3024)).toEqual({ width: 800, height: 600 })
    expect(uploadSize(3024, 4032)).toEqual({ width: 800, height: 1067 })
  })

  it('is at most 1600 px tall, so a long screenshot fits what the server keeps', () => {
    expect(uploadSize(1080, 8000)).toEqual({ width: 216, height: 1600 })
    expect(uploadSize(600, 1601)).toEqual({ width: 600, height: 1600 })
    expect(Math.max(...Object.values(uploadSize(801, 100_000)))).toBeLessThanOrEqual(MAX_UPLOAD_DIMENSION)
  })

  it('never enlarges a small picture, and never rounds a thin one away', () => {
    expect(uploadSize(40, 30)).toEqual({ width: 40, height: 30 })
    expect(uploadSize(4000, 2)).toEqual({ width: 800, height: 1 })
  })
})
