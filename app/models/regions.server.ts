import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { userRegions } from '~/db/schema'
import type { RegionName } from '~/data/park-types'

/** Every account starts with this region unlocked. */
export const FREE_REGION: RegionName = 'Intermountain'

export function unlockRegionStatement(db: Db, userId: string, region: RegionName, source: 'signup' | 'purchase') {
  return db.insert(userRegions).values({ userId, region, source }).onConflictDoNothing()
}

export async function listUnlockedRegions(db: Db, userId: string): Promise<RegionName[]> {
  const rows = await db
    .select({ region: userRegions.region })
    .from(userRegions)
    .where(eq(userRegions.userId, userId))
    .orderBy(userRegions.createdAt)
  return rows.map((row) => row.region as RegionName)
}
