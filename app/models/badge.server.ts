import { and, desc, eq, lt } from 'drizzle-orm'
import { getPark } from '~/data/parks'
import type { Db } from '~/db/client.server'
import { badges, children } from '~/db/schema'
import { shortParkName } from '~/utils/story-stats'

/** The park's name without "National Park", plus "Explorer" (spec section 3). */
export function badgeNameFor(parkName: string) {
  return `${shortParkName(parkName)} Explorer`
}

/**
 * Awards the park's Explorer badge when the child has both a completed story and a passed quiz for
 * it, whichever came second. One statement: the conditions and the insert cannot be split by a race,
 * and the unique (child, park) index makes it happen once.
 */
export async function awardBadgeIfEarned(db: Db, { childId, parkId }: { childId: number; parkId: string }) {
  const park = getPark(parkId)
  if (!park) return false
  const result = await db.$client
    .prepare(
      `insert into badges (child_id, park_id, badge_name, quiz_score)
       select ?1, ?2, ?3, max(score) from quizzes
       where child_id = ?1 and park_id = ?2 and passed = 1
         and exists (select 1 from stories where child_id = ?1 and park_id = ?2 and is_completed = 1)
       having max(score) is not null
       on conflict (child_id, park_id) do nothing`,
    )
    .bind(childId, parkId, badgeNameFor(park.name))
    .run()
  return result.meta.changes === 1
}

/** A later, better pass raises the score shown on an earned badge: the best passed result counts. */
export async function raiseBadgeScore(db: Db, { childId, parkId, score }: { childId: number; parkId: string; score: number }) {
  await db
    .update(badges)
    .set({ quizScore: score })
    .where(and(eq(badges.childId, childId), eq(badges.parkId, parkId), lt(badges.quizScore, score)))
}

export async function listBadges(db: Db, { childId, userId }: { childId: number; userId: string }) {
  const rows = await db
    .select({ badge: badges })
    .from(badges)
    .innerJoin(children, eq(children.id, badges.childId))
    .where(and(eq(badges.childId, childId), eq(children.userId, userId)))
    .orderBy(desc(badges.earnedAt))
  return rows.map(({ badge }) => ({
    id: badge.id,
    parkId: badge.parkId,
    badgeName: badge.badgeName,
    quizScore: badge.quizScore,
    earnedAt: badge.earnedAt.toISOString(),
  }))
}
export type BadgeView = Awaited<ReturnType<typeof listBadges>>[number]
