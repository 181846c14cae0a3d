import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm'
import type { Park } from '~/data/park-types'
import { parks } from '~/data/parks'
import type { Db } from '~/db/client.server'
import { chapters, familyMedia, stories } from '~/db/schema'
import type { ImageMaker } from '~/providers/image-maker/image-maker'
import { randomToken } from '~/utils/crypto.server'
import { rewriteJpeg } from '~/utils/jpeg-rewrite.server'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_DIMENSION } from '~/utils/upload-limits'
import { artKey, parkImageFiles } from './art.server'
import { grantCreditsStatements, spendStatements } from './credits.server'
import { familyMediaKeyFor, getFamilyMedia, mediaKey, mediaUrl, storeFamilyMedia } from './family-media.server'
import { hitRateLimit } from './rate-limit.server'

export const IMAGE_COST = 5
export const IMAGES_PER_HOUR = 20

const PARK_ART_URL = /^\/api\/images\/parks\/([a-z0-9-]+)\/(scene-\d\.svg)$/

/** The R2 key behind any picture a chapter may show: park art or a family picture. */
export function storedImageKeyFor(url: string) {
  const art = url.match(PARK_ART_URL)
  return art ? artKey.park(art[1], art[2]) : familyMediaKeyFor(url)
}

type Failure = { ok: false; status: 400 | 402 | 404 | 413 | 415 | 429; message: string }
const fail = (status: Failure['status'], message: string): Failure => ({ ok: false, status, message })

type UploadType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp'

/** The image type by its first bytes, whatever the browser claimed. SVG is never accepted from users. */
export function sniffImageType(bytes: Uint8Array): UploadType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte)
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif'
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp'
  return null
}

export const INVALID_FILE_MESSAGE = 'Please select an image file (PNG, JPG, GIF, WEBP).'
/** For a picture that reached the server some other way than the page, which always sends JPEG. */
export const JPEG_ONLY_MESSAGE = 'Please send the picture as a JPEG: Story Trails turns every photo into one before it uploads.'
/** Likewise: the page never sends a picture this large. */
export const TOO_MANY_PIXELS_MESSAGE = `Please send a smaller picture: Story Trails keeps photos up to ${MAX_UPLOAD_DIMENSION} pixels on their longest side.`

/**
 * Stores a family photo, private to the family. The page sends every picture as JPEG (it draws the
 * PNG, GIF, WebP or JPEG a parent picks onto a canvas), and nothing is kept as sent: the JPEG is written
 * anew from its image data alone (`rewriteJpeg`), which drops location data, comments and anything glued
 * on, and it counts against the family's storage quota.
 */
export async function storeUpload(
  db: Db,
  bucket: R2Bucket,
  { userId, childId, bytes }: { userId: string; childId: number | null; bytes: Uint8Array },
) {
  if (bytes.byteLength === 0) return fail(400, INVALID_FILE_MESSAGE)
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return fail(413, 'Please select an image smaller than 5MB.')
  const type = sniffImageType(bytes)
  if (!type) return fail(415, INVALID_FILE_MESSAGE)
  if (type !== 'image/jpeg') return fail(415, JPEG_ONLY_MESSAGE)
  const image = rewriteJpeg(bytes)
  if (!image.ok) {
    console.warn(`[uploads] refused a picture: ${image.error}`)
    return fail(415, INVALID_FILE_MESSAGE)
  }
  if (Math.max(image.value.width, image.value.height) > MAX_UPLOAD_DIMENSION) return fail(413, TOO_MANY_PIXELS_MESSAGE)
  const stored = await storeFamilyMedia(db, bucket, { userId, childId, bytes: image.value.bytes, contentType: 'image/jpeg', source: 'upload' })
  if (!stored.ok) return fail(stored.status, stored.message)
  return { ok: true as const, imageUrl: stored.url }
}

/** The house style every generated picture is asked for (spec section 5: the prompt is wrapped). */
export const wrapImagePrompt = (prompt: string, parkName: string) =>
  `${prompt.trim()}, in ${parkName}. A warm, friendly children's storybook illustration with soft colours and no text.`

export function findParkByName(name: string): Park | null {
  const wanted = name.trim().toLowerCase()
  return parks.find((park) => park.name.toLowerCase() === wanted) ?? null
}

/**
 * AI Generate: 5 credits, spent before the picture is made and refunded if making it fails.
 * Rate limited per family, since every picture costs real compute.
 */
export async function generateChapterImage(
  db: Db,
  media: R2Bucket,
  maker: ImageMaker,
  input: { userId: string; childId: number | null; prompt: string; parkName: string },
) {
  const prompt = input.prompt.trim()
  if (!prompt) return fail(400, 'Please enter a description for your image.')
  if (prompt.length > 300) return fail(400, 'Please keep the description under 300 characters.')
  const park = findParkByName(input.parkName)
  if (!park) return fail(400, 'Please choose a park for the picture.')
  const limit = await hitRateLimit(db, { key: `images:${input.userId}`, limit: IMAGES_PER_HOUR, windowMs: 60 * 60 * 1000 })
  if (!limit.allowed) return fail(429, 'That is a lot of pictures! Please wait a little before making more.')

  const reference = `image:${randomToken(12)}`
  const d1 = db.$client
  const [, ledger] = await d1.batch([...spendStatements(db, { userId: input.userId, amount: IMAGE_COST, reason: 'ai-image', reference })])
  if (ledger.meta.changes !== 1) return fail(402, `You need ${IMAGE_COST} credits to create a picture.`)

  const made = await maker.makeImage({ park, prompt: wrapImagePrompt(prompt, park.name), seed: reference }).catch((error: unknown) => ({
    ok: false as const,
    error: String(error),
  }))
  if (!made.ok) {
    // This request made the spend, so it gives it back: once, with its own ledger row.
    await db.batch([...grantCreditsStatements(db, { userId: input.userId, amount: IMAGE_COST, reason: 'refund', reference: `refund:${reference}` })])
    console.warn(`[images] generation failed: ${made.error}`)
    return fail(400, 'Failed to generate image. Please try again.')
  }
  const stored = await storeFamilyMedia(db, media, {
    userId: input.userId,
    childId: input.childId,
    bytes: made.value.bytes,
    contentType: made.value.contentType,
    source: maker.name,
  })
  if (!stored.ok) {
    await db.batch([...grantCreditsStatements(db, { userId: input.userId, amount: IMAGE_COST, reason: 'refund', reference: `refund:${reference}` })])
    return fail(stored.status, stored.message)
  }
  return { ok: true as const, imageUrl: stored.url }
}

/** Whether this family may show this image in a chapter: park art, or media of their own. */
async function mayUseImage(db: Db, media: R2Bucket, userId: string, url: string) {
  const art = url.match(PARK_ART_URL)
  if (art) return parks.some((park) => park.id === art[1] && parkImageFiles(park).includes(art[2])) && (await media.head(artKey.park(art[1], art[2]))) !== null
  const key = familyMediaKeyFor(url)
  return key !== null && (await getFamilyMedia(db, { key, userId })) !== null
}

/** PUT /api/chapters/{id}/image: sets (or, with null, removes) the picture of one paragraph. */
export async function setChapterImage(
  db: Db,
  media: R2Bucket,
  input: { userId: string; chapterId: number; paragraphIndex: number; imageUrl: string | null },
) {
  const [row] = await db
    .select({ chapter: chapters, storyUserId: stories.userId })
    .from(chapters)
    .innerJoin(stories, eq(stories.id, chapters.storyId))
    .where(and(eq(chapters.id, input.chapterId), eq(stories.userId, input.userId)))
  if (!row) return fail(404, 'Chapter not found')
  const paragraphs = row.chapter.text.split(/\n+/).filter((p) => p.trim()).length
  if (!Number.isInteger(input.paragraphIndex) || input.paragraphIndex < 0 || input.paragraphIndex >= paragraphs) {
    return fail(400, 'Please select a paragraph first.')
  }
  if (input.imageUrl !== null && !(await mayUseImage(db, media, input.userId, input.imageUrl))) return fail(400, 'That picture cannot be used here.')
  const others = row.chapter.imageUrls.filter((image) => image.paragraphIndex !== input.paragraphIndex)
  const imageUrls = input.imageUrl === null ? others : [...others, { paragraphIndex: input.paragraphIndex, url: input.imageUrl }]
  imageUrls.sort((a, b) => a.paragraphIndex - b.paragraphIndex)
  await db.batch([
    db.update(chapters).set({ imageUrls }).where(eq(chapters.id, input.chapterId)),
    db.update(stories).set({ updatedAt: new Date() }).where(eq(stories.id, row.chapter.storyId)),
  ])
  return { ok: true as const, imageUrls }
}

/**
 * A family picture may be seen by its family, and by anyone reading a story the family shared with
 * that picture placed in it (an uploaded photo only when the parent shared the family's photos too);
 * nobody else learns that it exists.
 */
export async function mayViewMedia(db: Db, { file, userId }: { file: string; userId: string | null }) {
  const key = mediaKey(file)
  if (userId && (await getFamilyMedia(db, { key, userId }))) return true
  const shared = await db
    .select({ id: chapters.id })
    .from(chapters)
    .innerJoin(stories, eq(stories.id, chapters.storyId))
    .innerJoin(familyMedia, and(eq(familyMedia.key, key), eq(familyMedia.userId, stories.userId)))
    .where(
      and(
        isNotNull(stories.sharedAt),
        isNull(chapters.archivedAt),
        sql`instr(${chapters.imageUrls}, ${mediaUrl(file)}) > 0`,
        // An uploaded photo is seen by others only if the parent chose to share the family's photos.
        or(ne(familyMedia.source, 'upload'), eq(stories.sharePhotos, true)),
      ),
    )
    .limit(1)
  return shared.length > 0
}
