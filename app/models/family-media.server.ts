import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { familyMedia, type FamilyMediaRow } from '~/db/schema'
import { randomToken } from '~/utils/crypto.server'

/** Pictures a family keeps in R2, all together (uploads and AI pictures). */
export const FAMILY_STORAGE_QUOTA_BYTES = 200 * 1024 * 1024
export const QUOTA_FULL_MESSAGE = "Your family's picture space is full (200 MB). Remove pictures from stories you no longer need to make room."

/** Family media lives under a random key; its row says whose it is. */
export const mediaKey = (file: string) => `media/${file}`
export const mediaUrl = (file: string) => `/api/media/${file}`
export const MEDIA_FILE = /^[A-Za-z0-9_-]{16,}\.(?:jpg|png|gif|webp|svg)$/
const MEDIA_URL = /^\/api\/media\/([A-Za-z0-9_-]{16,}\.(?:jpg|png|gif|webp|svg))$/

/** The R2 key of a family picture placed in a chapter, or null for anything else. */
export function familyMediaKeyFor(url: string) {
  const own = url.match(MEDIA_URL)
  return own ? mediaKey(own[1]) : null
}

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg' }

export type StoreResult = { ok: true; key: string; url: string } | { ok: false; status: 413; message: string }

/**
 * Keeps a family picture: a row that counts it against the family's quota (written only if it fits,
 * in one statement, so racing uploads cannot pass the quota together), then the object itself.
 */
export async function storeFamilyMedia(
  db: Db,
  bucket: R2Bucket,
  input: { userId: string; childId: number | null; bytes: Uint8Array; contentType: string; source: FamilyMediaRow['source'] },
): Promise<StoreResult> {
  const file = `${randomToken(18)}.${EXTENSION[input.contentType] ?? 'bin'}`
  const key = mediaKey(file)
  const d1 = db.$client
  const inserted = await d1
    .prepare(
      `insert into family_media (key, user_id, child_id, source, content_type, bytes)
       select ?1, ?2, ?3, ?4, ?5, ?6
       where (select coalesce(sum(bytes), 0) from family_media where user_id = ?2) + ?6 <= ?7`,
    )
    .bind(key, input.userId, input.childId, input.source, input.contentType, input.bytes.byteLength, FAMILY_STORAGE_QUOTA_BYTES)
    .run()
  if (inserted.meta.changes !== 1) return { ok: false, status: 413, message: QUOTA_FULL_MESSAGE }
  try {
    await bucket.put(key, input.bytes, { httpMetadata: { contentType: input.contentType }, customMetadata: { userId: input.userId, source: input.source } })
  } catch (error) {
    await db.delete(familyMedia).where(eq(familyMedia.key, key))
    throw error
  }
  return { ok: true, key, url: mediaUrl(file) }
}

/** A picture of this family, or null. */
export async function getFamilyMedia(db: Db, { key, userId }: { key: string; userId: string }) {
  return (await db.query.familyMedia.findFirst({ where: and(eq(familyMedia.key, key), eq(familyMedia.userId, userId)) })) ?? null
}

/** Bytes a family uses, for the quota line on the image dialog. */
export async function familyStorageUsed(db: Db, userId: string) {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${familyMedia.bytes}), 0)` })
    .from(familyMedia)
    .where(eq(familyMedia.userId, userId))
  return row.bytes
}

/** Keys of the family's pictures made for one child (placed anywhere or not at all). */
export async function childMediaKeys(db: Db, { userId, childId }: { userId: string; childId: number }) {
  const rows = await db
    .select({ key: familyMedia.key })
    .from(familyMedia)
    .where(and(eq(familyMedia.userId, userId), eq(familyMedia.childId, childId)))
  return rows.map((row) => row.key)
}

/**
 * Removes those of `keys` that no chapter of the family shows any more (on any path, archived ones
 * too), from R2 and from the quota. A picture placed in two stories stays until both are gone.
 */
export async function deleteUnreferencedMedia(db: Db, bucket: R2Bucket, { userId, keys }: { userId: string; keys: string[] }) {
  const candidates = [...new Set(keys)]
  if (candidates.length === 0) return []
  const { results } = await db.$client
    .prepare(
      `select k.value as key from json_each(?1) k
       where not exists (
         select 1 from chapters c join stories s on s.id = c.story_id
         where s.user_id = ?2 and instr(c.image_urls, '/api/' || k.value) > 0
       )`,
    )
    .bind(JSON.stringify(candidates), userId)
    .all<{ key: string }>()
  const unused = results.map((row) => row.key)
  if (unused.length === 0) return []
  await db.delete(familyMedia).where(and(eq(familyMedia.userId, userId), inArray(familyMedia.key, unused)))
  await bucket.delete(unused)
  return unused
}

/** Which of these picture addresses are photos the family uploaded (not park art or a generated picture). */
export async function uploadedPhotoUrls(db: Db, userId: string, urls: string[]): Promise<Set<string>> {
  const keys = new Map<string, string>()
  for (const url of urls) {
    const file = url.startsWith('/api/media/') ? url.slice('/api/media/'.length) : null
    if (file && MEDIA_FILE.test(file)) keys.set(mediaKey(file), url)
  }
  if (!keys.size) return new Set()
  const rows = await db
    .select({ key: familyMedia.key })
    .from(familyMedia)
    .where(and(eq(familyMedia.userId, userId), eq(familyMedia.source, 'upload'), inArray(familyMedia.key, [...keys.keys()])))
  return new Set(rows.map((row) => keys.get(row.key)!))
}
