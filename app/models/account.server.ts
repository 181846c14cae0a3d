import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { badges, chapters, children, creditLedger, familyMedia, loginCodes, purchases, quizzes, stories, userRegions, users } from '~/db/schema'
import { closeRooms, roomsOfChildren, type ChatRooms } from './buddy-chat.server'
import { storyPdfKey } from './story-pdf.server'
import { toUser } from './user.server'

/**
 * Deletes a family for good: every row of theirs (children, stories, chapters, quizzes, badges,
 * Trail Buddies and their requests and blocks, credits, sessions, codes: by cascade or here), their
 * pictures and PDFs in R2, every message of their children's chats (in the chat rooms), and with
 * the sessions every signed-in device. Purchases stay only as accounting rows with no owner. The
 * same path serves a parent deleting their own account and an admin deleting a user.
 */
export async function deleteAccount(db: Db, bucket: R2Bucket, userId: string, rooms: ChatRooms) {
  const [media, storyIds, kids] = await Promise.all([
    db.select({ key: familyMedia.key }).from(familyMedia).where(eq(familyMedia.userId, userId)),
    db.select({ id: stories.id }).from(stories).where(eq(stories.userId, userId)),
    db.select({ id: children.id }).from(children).where(eq(children.userId, userId)),
  ])
  const roomIds = await roomsOfChildren(db, kids.map((kid) => kid.id))
  const [, deleted] = await db.batch([
    db.delete(loginCodes).where(eq(loginCodes.userId, userId)),
    db.delete(users).where(eq(users.id, userId)).returning({ id: users.id, email: users.email }),
  ])
  if (deleted.length === 0) return false
  // Codes e-mailed to the address (sign-in) go too: nothing of the family is left to find.
  await db.delete(loginCodes).where(eq(loginCodes.email, deleted[0].email))
  await closeRooms(rooms, roomIds)
  const keys = [...media.map((row) => row.key), ...storyIds.map((row) => storyPdfKey(row.id))]
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000))
  return true
}

/**
 * Everything we hold about a family, as one JSON document a parent can download: profile, children,
 * stories with every chapter, quizzes, badges, purchases and the credit history.
 */
export async function exportFamilyData(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) return null
  const [kids, storyRows, quizRows, ledger, bought, regions] = await Promise.all([
    db.select().from(children).where(eq(children.userId, userId)).orderBy(asc(children.id)),
    db.select().from(stories).where(eq(stories.userId, userId)).orderBy(asc(stories.createdAt)),
    db.select().from(quizzes).where(eq(quizzes.userId, userId)).orderBy(asc(quizzes.id)),
    db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id)),
    db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(desc(purchases.createdAt)),
    db.select().from(userRegions).where(eq(userRegions.userId, userId)),
  ])
  const childIds = kids.map((kid) => kid.id)
  const [chapterRows, badgeRows] = await Promise.all([
    storyRows.length ? db.select().from(chapters).where(inArray(chapters.storyId, storyRows.map((story) => story.id))).orderBy(asc(chapters.number)) : [],
    childIds.length ? db.select().from(badges).where(inArray(badges.childId, childIds)) : [],
  ])
  const profile = toUser(user)
  return {
    exportedAt: new Date().toISOString(),
    profile: { ...profile, unlockedRegions: regions.map((row) => row.region) },
    children: kids.map((kid) => ({
      id: kid.id,
      name: kid.name,
      birthday: kid.birthday,
      username: kid.username,
      consentedAt: kid.consentedAt.toISOString(),
      createdAt: kid.createdAt.toISOString(),
      stories: storyRows
        .filter((story) => story.childId === kid.id)
        .map((story) => ({
          id: story.id,
          parkId: story.parkId,
          title: story.title,
          characterId: story.characterId,
          sidekickId: story.sidekickId,
          isCompleted: story.isCompleted,
          shared: story.sharedAt !== null,
          createdAt: story.createdAt.toISOString(),
          chapters: chapterRows
            .filter((chapter) => chapter.storyId === story.id)
            .map((chapter) => ({
              number: chapter.number,
              status: chapter.status,
              choice: chapter.choice,
              text: chapter.text,
              facts: chapter.facts,
              imageUrls: chapter.imageUrls,
              previousPath: chapter.archivedAt !== null,
            })),
        })),
      quizzes: quizRows
        .filter((quiz) => quiz.childId === kid.id)
        .map((quiz) => ({ id: quiz.id, parkId: quiz.parkId, status: quiz.status, score: quiz.score, passed: quiz.passed, questions: quiz.questions, userAnswers: quiz.userAnswers })),
      badges: badgeRows
        .filter((badge) => badge.childId === kid.id)
        .map((badge) => ({ parkId: badge.parkId, badgeName: badge.badgeName, quizScore: badge.quizScore, earnedAt: badge.earnedAt.toISOString() })),
    })),
    purchases: bought.map((row) => ({
      id: row.id,
      kind: row.kind,
      region: row.region,
      credits: row.credits,
      amount: (row.amountCents / 100).toFixed(2),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    creditHistory: ledger.map((row) => ({ delta: row.delta, reason: row.reason, createdAt: row.createdAt.toISOString() })),
  }
}

/**
 * Why an account may not delete itself from /account, or null: an admin is removed by another admin
 * first (the portal never lets an admin delete their own row either), and an address listed in
 * ADMIN_EMAILS would only come back as an admin at its next sign-in.
 */
export function ownDeletionRefusal(user: { email: string; isAdmin: boolean }, listedAdmins: readonly string[]): string | null {
  if (listedAdmins.includes(user.email)) return 'This address is listed in ADMIN_EMAILS: remove it there first, then delete the account.'
  if (user.isAdmin) return 'An admin account cannot delete itself. Ask another admin to remove your admin status first.'
  return null
}
