import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { rateLimits } from '~/db/schema'

export interface RateLimit {
  key: string
  limit: number
  windowMs: number
}

/**
 * The upsert that counts one hit against a fixed window and returns the window's count; run it alone
 * (hitRateLimit) or inside a batch with other statements.
 */
export function rateLimitQuery(db: Db, { key, windowMs }: RateLimit, now = Date.now()) {
  const windowStart = now - (now % windowMs)
  return db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`${windowStart}`,
      },
    })
    .returning({ count: rateLimits.count })
}

/**
 * Counts one hit against a fixed window and says whether it is still within the limit.
 * A single upsert, so concurrent requests cannot both slip under the limit.
 */
export async function hitRateLimit(db: Db, limit: RateLimit, now = Date.now()) {
  const [row] = await rateLimitQuery(db, limit, now)
  const windowStart = now - (now % limit.windowMs)
  return { allowed: row.count <= limit.limit, retryAfterMs: windowStart + limit.windowMs - now }
}
