import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { familyMedia } from '~/db/schema'
import { FAMILY_STORAGE_QUOTA_BYTES } from '~/models/family-media.server'
import { createAndWrite, family, readJson, type StoryJson } from '../factories'
import { ascii, concat, decodePixels, latin1 as text, makeJpeg as jpeg, segment, withSegmentsAfterStart } from '../fixtures/jpeg'
import { PNG_1X1 } from '../fixtures/pictures'
import { addChild, db, request } from '../helpers'

/** A JPEG carrying an EXIF segment with a GPS position, and a comment, right after its start marker. */
async function jpegWithLocation() {
  return withSegmentsAfterStart(
    await jpeg(),
    segment(0xe1, ascii('Exif\0\0GPSLatitude 44.4280 N GPSLongitude 110.5885 W Maya-home')),
    segment(0xfe, ascii('taken at 12 Elm Street')),
  )
}

// What the page never sends: it draws every picture onto a canvas and uploads that as JPEG.
const GIF_1X1 = Uint8Array.from(atob('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='), (c) => c.charCodeAt(0))
const WEBP_HEADER = concat(ascii('RIFF'), Uint8Array.of(0x1a, 0, 0, 0), ascii('WEBPVP8L'), Uint8Array.of(0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0))

function upload(cookie: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData()
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], 'photo.jpg', { type: 'image/jpeg' }))
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return request('/api/uploads', { method: 'POST', cookie, body: form })
}

async function stored(imageUrl: string) {
  const object = await env.MEDIA.get(`media/${imageUrl.split('/').pop()}`)
  return object ? { type: object.httpMetadata?.contentType, bytes: new Uint8Array(await object.arrayBuffer()) } : null
}

async function familyRows(userId: string) {
  return db().select().from(familyMedia).where(eq(familyMedia.userId, userId))
}

describe('uploads are written anew on the server', () => {
  it('drops EXIF, GPS and comments from a photo, and keeps its picture pixel for pixel', async () => {
    const { cookie } = await family()
    const original = await jpegWithLocation()
    expect(text(original)).toContain('GPSLatitude')
    const response = await upload(cookie, original)
    expect(response.status).toBe(201)
    const saved = (await stored((await readJson<{ imageUrl: string }>(response)).imageUrl))!
    expect(saved.type).toBe('image/jpeg')
    expect(text(saved.bytes)).not.toMatch(/Exif|GPS|Maya-home|Elm Street/)
    const [before, after] = await Promise.all([decodePixels(original), decodePixels(saved.bytes)])
    expect([after.width, after.height]).toEqual([40, 30])
    expect(after.data).toEqual(before.data)
  })

  it('refuses a PNG, GIF or WebP sent around the page, which always sends JPEG, storing nothing', async () => {
    const { cookie, userId } = await family()
    for (const picture of [PNG_1X1, GIF_1X1, WEBP_HEADER]) {
      const response = await upload(cookie, picture)
      expect(response.status).toBe(415)
      expect(await readJson(response)).toEqual({ message: 'Please send the picture as a JPEG: Story Trails turns every photo into one before it uploads.' })
    }
    expect(await familyRows(userId)).toEqual([])
  })

  it('defeats a polyglot: whatever is glued after the picture is gone', async () => {
    const { cookie } = await family()
    const polyglot = concat(await jpeg(), ascii('<html><script>alert(document.cookie)</script></html>'))
    const response = await upload(cookie, polyglot)
    expect(response.status).toBe(201)
    expect(text((await stored((await readJson<{ imageUrl: string }>(response)).imageUrl))!.bytes)).not.toContain('<script>')
  })

  it('refuses a picture over 1600 pixels on its longest side, wide or tall, storing nothing; 1600 is kept', async () => {
    const { cookie, userId } = await family()
    for (const [width, height] of [
      [1601, 40],
      [40, 1601],
    ]) {
      const response = await upload(cookie, await jpeg(width, height))
      expect(response.status).toBe(413)
      expect(await readJson(response)).toEqual({
        message: 'Please send a smaller picture: Story Trails keeps photos up to 1600 pixels on their longest side.',
      })
    }
    expect(await familyRows(userId)).toEqual([])
    const response = await upload(cookie, await jpeg(40, 1600, { baseline: true }))
    expect(response.status).toBe(201)
    const saved = await decodePixels((await stored((await readJson<{ imageUrl: string }>(response)).imageUrl))!.bytes)
    expect([saved.width, saved.height]).toEqual([40, 1600])
  })

  it('refuses a picture that only looks like one, storing nothing', async () => {
    const { cookie, userId } = await family()
    const broken = concat(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0), ascii('not really a jpeg at all'))
    const response = await upload(cookie, broken)
    expect(response.status).toBe(415)
    expect(await readJson(response)).toEqual({ message: 'Please select an image file (PNG, JPG, GIF, WEBP).' })
    expect(await familyRows(userId)).toEqual([])
    // So is a real photo cut off in the middle of its image data.
    const photo = await jpeg()
    expect((await upload(cookie, photo.subarray(0, photo.length - 40))).status).toBe(415)
    expect(await familyRows(userId)).toEqual([])
    expect((await upload(cookie, photo)).status).toBe(201)
    expect(await familyRows(userId)).toHaveLength(1)
  })

  it('stops at the family storage quota with a clear message, storing nothing', async () => {
    const { cookie, userId } = await family()
    await db().insert(familyMedia).values({ key: `media/quota-${userId}.jpg`, userId, source: 'upload', contentType: 'image/jpeg', bytes: FAMILY_STORAGE_QUOTA_BYTES - 100 })
    const listedBefore = (await env.MEDIA.list({ prefix: 'media/' })).objects.length
    const response = await upload(cookie, await jpeg())
    expect(response.status).toBe(413)
    expect(await readJson(response)).toEqual({ message: expect.stringContaining("Your family's picture space is full") })
    expect(await familyRows(userId)).toHaveLength(1)
    expect((await env.MEDIA.list({ prefix: 'media/' })).objects.length).toBe(listedBefore)
  })

  it("refuses another family's child as the owner of an upload", async () => {
    const other = await family()
    const { cookie, userId } = await family()
    const response = await upload(cookie, await jpeg(), { childId: String(other.child.id) })
    expect(response.status).toBe(404)
    expect(await familyRows(userId)).toEqual([])
  })
})

describe('family pictures are private and deleted only when nothing shows them', () => {
  async function place(cookie: string, story: StoryJson, imageUrl: string) {
    const response = await request(`/api/chapters/${story.chapters[0].id}/image`, { method: 'PUT', cookie, json: { imageUrl, paragraphIndex: 0 } })
    expect(response.status).toBe(200)
  }

  it('a signed-out visitor gets 404 for an uploaded photo; the family sees it, revalidated every time', async () => {
    const { cookie } = await family()
    const { imageUrl } = await readJson<{ imageUrl: string }>(await upload(cookie, await jpeg()))
    expect((await request(imageUrl)).status).toBe(404)
    const mine = await request(imageUrl, { cookie })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('a picture placed in two stories survives deleting one and goes with the second', async () => {
    const { cookie, child, userId } = await family()
    const first = await createAndWrite(cookie, child.id, 'zion')
    const second = await createAndWrite(cookie, child.id, 'arches')
    const { imageUrl } = await readJson<{ imageUrl: string }>(await upload(cookie, await jpeg(), { childId: String(child.id) }))
    await place(cookie, first, imageUrl)
    await place(cookie, second, imageUrl)

    expect((await request(`/api/stories/${first.id}`, { method: 'DELETE', cookie })).status).toBe(200)
    expect(await stored(imageUrl)).not.toBeNull()
    expect((await request(imageUrl, { cookie })).status).toBe(200)

    expect((await request(`/api/stories/${second.id}`, { method: 'DELETE', cookie })).status).toBe(200)
    expect(await stored(imageUrl)).toBeNull()
    expect(await familyRows(userId)).toEqual([])
  })

  it("removing a child removes the child's pictures, placed or never placed, but not a sibling's", async () => {
    const { cookie, child, userId } = await family()
    const sibling = await addChild(cookie, { name: 'Theo Park', birthday: '2015-02-03' })
    const placed = await readJson<{ imageUrl: string }>(await upload(cookie, await jpeg(), { childId: String(child.id) }))
    const unplaced = await readJson<{ imageUrl: string }>(await upload(cookie, await jpeg(), { childId: String(child.id) }))
    const siblings = await readJson<{ imageUrl: string }>(await upload(cookie, await jpeg(), { childId: String(sibling.id) }))
    await place(cookie, await createAndWrite(cookie, child.id, 'zion'), placed.imageUrl)

    expect((await request(`/api/children/${child.id}`, { method: 'DELETE', cookie })).status).toBe(200)
    expect(await stored(placed.imageUrl)).toBeNull()
    expect(await stored(unplaced.imageUrl)).toBeNull()
    expect(await stored(siblings.imageUrl)).not.toBeNull()
    const rows = await db().select().from(familyMedia).where(and(eq(familyMedia.userId, userId)))
    expect(rows.map((row) => row.childId)).toEqual([sibling.id])
  })
})
