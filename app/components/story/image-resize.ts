import { MAX_UPLOAD_DIMENSION, UPLOAD_WIDTH } from '~/utils/upload-limits'

export const UPLOAD_QUALITY = 0.8

/** The size a picture of `width` x `height` is uploaded at: never larger, and its shape kept. */
export function uploadSize(width: number, height: number) {
  const scale = Math.min(1, UPLOAD_WIDTH / width, MAX_UPLOAD_DIMENSION / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * Resizes a picture in the browser to at most 800 px wide (and 1600 px tall) and re-encodes it as JPEG
 * at 0.8 (spec section 5), whatever it was: PNG, GIF, WebP or JPEG. The server keeps JPEG only, and
 * keeps its image data as this encoder wrote it. JPEG has no transparency, so a see-through picture is
 * laid on white paper, not on the canvas's black.
 */
export async function resizeForUpload(source: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(source)
  const canvas = document.createElement('canvas')
  const size = uploadSize(bitmap.width, bitmap.height)
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas is not available')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the picture'))), 'image/jpeg', UPLOAD_QUALITY),
  )
}
