import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { rateLimits } from '~/db/schema'

export interface RateLimit {
  key: string
  limit: number
  windowMs: number
}

/**
 * Counts one hit against a fixed window and says whether it is still within the limit.
 * A single upsert, so concurrent requests cannot both slip under the limit.
 */
export async function hitRateLimit(db: Db, { key, limit, windowMs }: RateLimit, now = Date.now()) {
  const windowStart = now - (now % windowMs)
  const [row] = await db
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
  return { allowed: row.count <= limit, retryAfterMs: windowStart + windowMs - now }
}
