import { and, eq, isNull, sql } from 'drizzle-orm'
import { getPark } from '~/data/parks'
import type { Db } from '~/db/client.server'
import { chapters, children, stories, users } from '~/db/schema'
import type { FriendRequestEmailProps } from '~/emails/friend-request'
import type { JobMessage } from '~/jobs/messages'
import { queueEmail } from './email.server'
import { composeEmail, loadEmailTemplate, sampleValues, type EmailTemplateKind } from './email-template.server'
import { storyDisplayTitle } from './story.server'

/**
 * The e-mails families get without asking: the welcome (first child), the story completion and
 * the friend request, each written from its template (stored or built-in) with values escaped.
 */

/** How an e-mail greets a parent who has not told us their name. */
export const greetingName = (firstName: string) => firstName.trim() || 'there'

interface Mail {
  db: Db
  jobs: Queue<JobMessage>
  /** Where links point (publicOrigin). */
  origin: string
}

/**
 * The welcome e-mail, when a parent has just added their first child: once per account, however
 * many children come and go later (claimed on the user row before anything is written).
 */
export async function emailWelcomeIfFirstChild({ db, jobs, origin }: Mail, { userId, childName }: { userId: string; childName: string }) {
  const [claimed] = await db
    .update(users)
    .set({ welcomeEmailedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.welcomeEmailedAt), sql`(select count(*) from ${children} where ${children.userId} = ${userId}) = 1`))
    .returning({ email: users.email, firstName: users.firstName })
  if (!claimed) return false
  try {
    const email = composeEmail(await loadEmailTemplate(db, 'welcome'), { firstName: greetingName(claimed.firstName), childName, exploreUrl: `${origin}/` })
    await queueEmail(db, jobs, { kind: 'welcome', to: claimed.email, ...email })
    return true
  } catch (error) {
    // Not written after all: the next first child may try again.
    await db.update(users).set({ welcomeEmailedAt: null }).where(eq(users.id, userId))
    throw error
  }
}

/**
 * The story-completion e-mail, after a chapter was written: only when it was the final chapter of a
 * story that is now complete, and once per story (its dedupe key).
 */
export async function emailStoryCompletionIfEnded({ db, jobs, origin }: Mail, chapterId: number) {
  const [row] = await db
    .select({
      storyId: stories.id,
      title: stories.title,
      parkId: stories.parkId,
      childName: children.name,
      email: users.email,
      firstName: users.firstName,
    })
    .from(chapters)
    .innerJoin(stories, eq(stories.id, chapters.storyId))
    .innerJoin(children, eq(children.id, stories.childId))
    .innerJoin(users, eq(users.id, stories.userId))
    .where(and(eq(chapters.id, chapterId), eq(chapters.isFinal, true), eq(chapters.status, 'ready'), eq(stories.isCompleted, true)))
  if (!row) return false
  const email = composeEmail(await loadEmailTemplate(db, 'story-completion'), {
    firstName: greetingName(row.firstName),
    childName: row.childName,
    storyTitle: storyDisplayTitle(row),
    parkName: getPark(row.parkId)?.name ?? 'a national park',
    storyUrl: `${origin}/story/${row.storyId}/summary`,
  })
  const id = await queueEmail(db, jobs, { kind: 'story-completion', to: row.email, ...email, dedupeKey: `story-completion:${row.storyId}` })
  return id !== null
}

/**
 * The friend-request e-mail to the receiving child's parent, from the stored template when an admin
 * changed it (for Trail Buddies to call when a request is sent).
 */
export async function emailFriendRequest({ db, jobs }: Mail, { to, ...props }: FriendRequestEmailProps & { to: string }) {
  const email = composeEmail(await loadEmailTemplate(db, 'friend-request'), { ...props })
  await queueEmail(db, jobs, { kind: 'friend-request', to, ...email })
}

/** A test e-mail of one kind with example values, marked as a test, to any address. */
export async function sendTestEmail({ db, jobs, origin }: Mail, { to, kind }: { to: string; kind: EmailTemplateKind }) {
  const email = composeEmail(await loadEmailTemplate(db, kind), sampleValues(kind, origin))
  return queueEmail(db, jobs, { kind: 'test', to, ...email, subject: `[Test] ${email.subject}` })
}
