import { and, eq, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { buddies, buddyBlocks, buddyRequests, children, users } from '~/db/schema'
import { FriendRequestEmail, friendRequestSubject } from '~/emails/friend-request'
import { renderEmail } from '~/emails/render.server'
import type { JobMessage } from '~/jobs/messages'
import { randomToken } from '~/utils/crypto.server'
import { firstNameOf } from '~/utils/names'
import { closeRooms, type ChatRooms } from './buddy-chat.server'
import { queueEmail } from './email.server'
import { prepareForChild, type ChildScope } from './child-scope.server'
import type { NotifyFamily } from './family-events'
import { hitRateLimit } from './rate-limit.server'

/**
 * Trail Buddies: friendships between children, always mutual and held by parents (DESIGN.md
 * section 6). A child's parent sends a request by username; only the receiving child's parent can
 * accept it, in their own session; either side can remove the buddy, and a parent can block a
 * username. Children of the same family are never each other's buddies. Every function takes a
 * child the caller has already proved to be the signed-in parent's (requireChildOf).
 */

/** Buddy requests a child may send in an hour. */
export const BUDDY_REQUESTS_PER_HOUR = 10
/** Username suggestions a parent may ask for in an hour: enough for typing, too few to list everyone. */
export const USERNAME_LOOKUPS_PER_HOUR = 120
/** Suggestions start with the first typed character (spec 2.19 and 5). */
export const SUGGESTION_MIN_LENGTH = 1
export const SUGGESTION_LIMIT = 10
/** As USERNAME_PATTERN allows. */
const USERNAME_MAX_LENGTH = 20

export interface BuddyView {
  /** The buddy's child id: the friendId of the API paths. */
  id: number
  username: string
  /** First name only: a buddy never sees another child's full name. */
  name: string
  since: string
  unreadCount: number
  lastMessageAt: string | null
}

export interface ReceivedRequestView {
  id: number
  createdAt: string
  senderChild: { id: number; name: string; username: string }
}

export interface SentRequestView {
  id: number
  createdAt: string
  receiverUsername: string
  status: 'pending'
}

export interface BlockedView {
  childId: number
  username: string
  since: string
}

export interface BuddiesView {
  buddies: BuddyView[]
  received: ReceivedRequestView[]
  sent: SentRequestView[]
  blocked: BlockedView[]
  unreadCount: number
}

interface BuddyPageRow {
  kind: 'buddy' | 'received' | 'sent' | 'blocked'
  other_id: number
  username: string
  name: string | null
  at: number
  unread: number
  last_at: number | null
  request_id: number | null
}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Everything the Trail Buddies page shows for one child, in one query: buddies (with unread
 * counts), requests received and sent (pending), and blocked usernames. Newest first.
 */
export async function loadBuddies(db: Db, childId: number): Promise<BuddiesView> {
  const { results } = await db.$client
    .prepare(
      `select 'buddy' as kind, b.buddy_child_id as other_id, c.username, c.name, b.created_at as at, b.unread_count as unread,
          b.last_message_at as last_at, null as request_id
         from buddies b join children c on c.id = b.buddy_child_id where b.child_id = ?1
       union all
       select 'received', r.sender_child_id, c.username, c.name, r.created_at, 0, null, r.id
         from buddy_requests r join children c on c.id = r.sender_child_id where r.receiver_child_id = ?1 and r.status = 'pending'
       union all
       select 'sent', r.receiver_child_id, c.username, null, r.created_at, 0, null, r.id
         from buddy_requests r join children c on c.id = r.receiver_child_id where r.sender_child_id = ?1 and r.status = 'pending'
       union all
       select 'blocked', k.blocked_child_id, c.username, null, k.created_at, 0, null, null
         from buddy_blocks k join children c on c.id = k.blocked_child_id where k.child_id = ?1
       order by at desc`,
    )
    .bind(childId)
    .all<BuddyPageRow>()
  const view: BuddiesView = { buddies: [], received: [], sent: [], blocked: [], unreadCount: 0 }
  for (const row of results) {
    if (row.kind === 'buddy') {
      view.buddies.push({
        id: row.other_id,
        username: row.username,
        name: firstNameOf(row.name ?? ''),
        since: iso(row.at),
        unreadCount: row.unread,
        lastMessageAt: row.last_at === null ? null : iso(row.last_at),
      })
      view.unreadCount += row.unread
    } else if (row.kind === 'received') {
      view.received.push({ id: row.request_id!, createdAt: iso(row.at), senderChild: { id: row.other_id, name: firstNameOf(row.name ?? ''), username: row.username } })
    } else if (row.kind === 'sent') {
      view.sent.push({ id: row.request_id!, createdAt: iso(row.at), receiverUsername: row.username, status: 'pending' })
    } else {
      view.blocked.push({ childId: row.other_id, username: row.username, since: iso(row.at) })
    }
  }
  // Buddies with something new come first, then the most recent conversations.
  view.buddies.sort((a, b) => b.unreadCount - a.unreadCount || (b.lastMessageAt ?? b.since).localeCompare(a.lastMessageAt ?? a.since))
  return view
}

export type BuddyResult<T = object> = ({ ok: true } & T) | { ok: false; status: 400 | 403 | 404 | 409 | 422 | 429; message: string }

export const BUDDY_TEXT = {
  usernameRequired: 'Please enter a username.',
  tooManyRequests: 'That is a lot of buddy requests for one hour. Please try again later.',
  ownUsername: "That's your own username! Try a friend's username instead.",
  unknownUsername: "We couldn't find an explorer with that username. Please check the spelling.",
  sameFamily: 'That explorer is in your own family, so you are already on the same team!',
  alreadyBuddies: (username: string) => `You're already Trail Buddies with @${username}.`,
  alreadySent: (username: string) => `You already sent @${username} a buddy request. Their grown-up will answer it soon.`,
  theySent: (username: string) => `@${username} already sent you a buddy request. You can accept it on the Requests tab.`,
  blockedThem: (username: string) => `You blocked @${username}. A grown-up can unblock them first.`,
  blockedYou: (username: string) => `You can't send a buddy request to @${username}.`,
  requestNotFound: 'Friend request not found',
  alreadyAnswered: 'This friend request was already answered.',
  buddyNotFound: 'Buddy not found',
  blockNotFound: 'That username is not blocked.',
  tooManyLookups: 'Too many username searches. Please try again in a little while.',
} as const

/** What waits for a child on Trail Buddies: messages not read yet, and requests to answer. */
export interface BuddyNews {
  unread: number
  requests: number
}

/** The child's buddy news as one statement, so a page can send it with the session's read. */
export function buddyNewsStatement(db: Db, scope: ChildScope): D1PreparedStatement {
  return prepareForChild(
    db,
    scope,
    `select coalesce((select sum(b.unread_count) from buddies b where b.child_id = me.child_id), 0) as unread,
       (select count(*) from buddy_requests r where r.receiver_child_id = me.child_id and r.status = 'pending') as requests
     from me`,
  )
}

export function toBuddyNews(result: D1Result): BuddyNews {
  const row = result.results[0] as Partial<BuddyNews> | undefined
  return { unread: Number(row?.unread ?? 0), requests: Number(row?.requests ?? 0) }
}

export async function loadBuddyNews(db: Db, scope: { userId: string; childId: number }) {
  return toBuddyNews(await buddyNewsStatement(db, scope).all())
}

/**
 * What the buddy actions work with: the database, the chat rooms, the job queue (the request e-mail)
 * and the families' live channels, which tell the other family's open pages what just changed.
 */
export interface BuddyDeps {
  db: Db
  rooms: ChatRooms
  jobs: Queue<JobMessage>
  notify: NotifyFamily
}

async function parentOf(db: Db, childId: number) {
  const [row] = await db.select({ userId: children.userId }).from(children).where(eq(children.id, childId))
  return row?.userId ?? null
}

/** Usernames are stored lowercase; a leading @ and spaces are forgiven. */
export const normaliseUsername = (value: string) => value.trim().replace(/^@+/, '').trim().toLowerCase()

async function findChildByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ id: children.id, userId: children.userId, username: children.username, parentEmail: users.email })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .where(eq(children.username, username))
  return row ?? null
}

/** What stands between two children: blocks either way, a friendship, pending requests either way. */
async function relationship(db: Db, a: number, b: number) {
  const [row] = await db.$client
    .prepare(
      `select
         exists(select 1 from buddy_blocks where child_id = ?1 and blocked_child_id = ?2) as a_blocked_b,
         exists(select 1 from buddy_blocks where child_id = ?2 and blocked_child_id = ?1) as b_blocked_a,
         exists(select 1 from buddies where child_id = ?1 and buddy_child_id = ?2) as buddies,
         exists(select 1 from buddy_requests where sender_child_id = ?1 and receiver_child_id = ?2 and status = 'pending') as a_asked_b,
         exists(select 1 from buddy_requests where sender_child_id = ?2 and receiver_child_id = ?1 and status = 'pending') as b_asked_a`,
    )
    .bind(a, b)
    .raw<[number, number, number, number, number]>()
  const [aBlockedB, bBlockedA, areBuddies, aAskedB, bAskedA] = row.map(Boolean)
  return { aBlockedB, bBlockedA, areBuddies, aAskedB, bAskedA }
}

/**
 * A buddy request from `sender` to the child with `username`, and an e-mail to that child's parent
 * (usernames only); that family's open pages show it at once. Every refusal changes nothing.
 */
export async function sendBuddyRequest(
  { db, jobs, notify }: Pick<BuddyDeps, 'db' | 'jobs' | 'notify'>,
  { sender, username, buddiesUrl }: { sender: { id: number; userId: string; username: string }; username: string; buddiesUrl: string },
): Promise<BuddyResult<{ request: SentRequestView }>> {
  const target = normaliseUsername(username)
  if (!target) return { ok: false, status: 400, message: BUDDY_TEXT.usernameRequired }
  const limit = await hitRateLimit(db, { key: `buddy-request:${sender.id}`, limit: BUDDY_REQUESTS_PER_HOUR, windowMs: 60 * 60 * 1000 })
  if (!limit.allowed) return { ok: false, status: 429, message: BUDDY_TEXT.tooManyRequests }
  if (target === sender.username) return { ok: false, status: 422, message: BUDDY_TEXT.ownUsername }
  const receiver = await findChildByUsername(db, target)
  if (!receiver) return { ok: false, status: 404, message: BUDDY_TEXT.unknownUsername }
  if (receiver.userId === sender.userId) return { ok: false, status: 422, message: BUDDY_TEXT.sameFamily }

  const between = await relationship(db, sender.id, receiver.id)
  if (between.aBlockedB) return { ok: false, status: 409, message: BUDDY_TEXT.blockedThem(receiver.username) }
  if (between.bBlockedA) return { ok: false, status: 403, message: BUDDY_TEXT.blockedYou(receiver.username) }
  if (between.areBuddies) return { ok: false, status: 409, message: BUDDY_TEXT.alreadyBuddies(receiver.username) }
  if (between.aAskedB) return { ok: false, status: 409, message: BUDDY_TEXT.alreadySent(receiver.username) }
  if (between.bAskedA) return { ok: false, status: 409, message: BUDDY_TEXT.theySent(receiver.username) }

  let created: { id: number; createdAt: Date }
  try {
    ;[created] = await db
      .insert(buddyRequests)
      .values({ senderChildId: sender.id, receiverChildId: receiver.id })
      .returning({ id: buddyRequests.id, createdAt: buddyRequests.createdAt })
  } catch (error) {
    // Two clicks at once: the partial unique index lets one request through.
    if (String(error).includes('UNIQUE')) return { ok: false, status: 409, message: BUDDY_TEXT.alreadySent(receiver.username) }
    throw error
  }

  const props = { senderUsername: sender.username, receiverUsername: receiver.username, buddiesUrl }
  const { html, text } = await renderEmail(FriendRequestEmail(props))
  await queueEmail(db, jobs, { kind: 'friend-request', to: receiver.parentEmail, subject: friendRequestSubject(props), html, text })
  await notify(receiver.userId, { type: 'buddies', childId: receiver.id, change: 'request' })
  return { ok: true, request: { id: created.id, createdAt: created.createdAt.toISOString(), receiverUsername: receiver.username, status: 'pending' } }
}

/**
 * The receiving child's parent accepts or rejects a request; anyone else gets a 404. Accepting
 * makes both children buddies in one transaction, with a new room of their own. The asking family's
 * open pages hear the answer at once.
 */
export async function answerBuddyRequest(
  { db, notify }: Pick<BuddyDeps, 'db' | 'notify'>,
  { userId, requestId, status }: { userId: string; requestId: number; status: 'accepted' | 'rejected' },
): Promise<BuddyResult<{ status: 'accepted' | 'rejected'; buddyChildId: number }>> {
  const [request] = Number.isSafeInteger(requestId)
    ? await db
        .select({ id: buddyRequests.id, status: buddyRequests.status, senderChildId: buddyRequests.senderChildId, receiverChildId: buddyRequests.receiverChildId })
        .from(buddyRequests)
        .innerJoin(children, eq(children.id, buddyRequests.receiverChildId))
        .where(and(eq(buddyRequests.id, requestId), eq(children.userId, userId)))
    : []
  if (!request) return { ok: false, status: 404, message: BUDDY_TEXT.requestNotFound }
  if (request.status !== 'pending') return { ok: false, status: 409, message: BUDDY_TEXT.alreadyAnswered }

  const d1 = db.$client
  const answer = d1
    .prepare(`update buddy_requests set status = ?2, responded_at = ?3 where id = ?1 and status = 'pending' returning id`)
    .bind(request.id, status, Date.now())
  if (status === 'rejected') {
    const done = await answer.first()
    if (!done) return { ok: false, status: 409, message: BUDDY_TEXT.alreadyAnswered }
    await tellAsker(db, notify, request.senderChildId)
    return { ok: true, status, buddyChildId: request.senderChildId }
  }
  // One transaction: the two rows are written only if this batch is the one that accepted the request.
  const roomId = randomToken(24)
  const addSide = (childId: number, buddyChildId: number) =>
    d1
      .prepare(
        `insert into buddies (child_id, buddy_child_id, room_id)
         select ?1, ?2, ?3 where exists (select 1 from buddy_requests where id = ?4 and status = 'accepted')
         on conflict do nothing`,
      )
      .bind(childId, buddyChildId, roomId, request.id)
  const [done] = await d1.batch([answer, addSide(request.senderChildId, request.receiverChildId), addSide(request.receiverChildId, request.senderChildId)])
  if (done.results.length === 0) return { ok: false, status: 409, message: BUDDY_TEXT.alreadyAnswered }
  await tellAsker(db, notify, request.senderChildId)
  return { ok: true, status, buddyChildId: request.senderChildId }
}

async function tellAsker(db: Db, notify: NotifyFamily, senderChildId: number) {
  const parent = await parentOf(db, senderChildId)
  if (parent) await notify(parent, { type: 'buddies', childId: senderChildId, change: 'answer' })
}

/** Ends a friendship for both children and deletes their chat; the other family's pages see it go. */
export async function removeBuddy(
  { db, rooms, notify }: Pick<BuddyDeps, 'db' | 'rooms' | 'notify'>,
  { childId, buddyChildId }: { childId: number; buddyChildId: number },
): Promise<BuddyResult> {
  const deleted = await db
    .delete(buddies)
    .where(
      or(and(eq(buddies.childId, childId), eq(buddies.buddyChildId, buddyChildId)), and(eq(buddies.childId, buddyChildId), eq(buddies.buddyChildId, childId))),
    )
    .returning({ roomId: buddies.roomId })
  if (deleted.length === 0) return { ok: false, status: 404, message: BUDDY_TEXT.buddyNotFound }
  await closeRooms(rooms, [...new Set(deleted.map((row) => row.roomId))])
  const parent = await parentOf(db, buddyChildId)
  if (parent) await notify(parent, { type: 'buddies', childId: buddyChildId, change: 'removed' })
  return { ok: true }
}

/**
 * A parent blocks a username for their child: no requests either way from now on; a friendship
 * with it ends (and its chat is deleted); pending requests between them are withdrawn.
 */
export async function blockUsername(
  { db, rooms, notify }: Pick<BuddyDeps, 'db' | 'rooms' | 'notify'>,
  { child, username }: { child: { id: number; userId: string }; username: string },
): Promise<BuddyResult<{ username: string }>> {
  const target = normaliseUsername(username)
  if (!target) return { ok: false, status: 400, message: BUDDY_TEXT.usernameRequired }
  const other = await findChildByUsername(db, target)
  if (!other || other.id === child.id) return { ok: false, status: 404, message: BUDDY_TEXT.unknownUsername }
  if (other.userId === child.userId) return { ok: false, status: 422, message: BUDDY_TEXT.sameFamily }
  // One statement per direction: SQLite's planner fails on an OR across the pending-request index.
  const withdraw = (sender: number, receiver: number) =>
    db
      .delete(buddyRequests)
      .where(and(eq(buddyRequests.senderChildId, sender), eq(buddyRequests.receiverChildId, receiver), eq(buddyRequests.status, 'pending')))
  const endSide = (childId: number, buddyChildId: number) =>
    db.delete(buddies).where(and(eq(buddies.childId, childId), eq(buddies.buddyChildId, buddyChildId))).returning({ roomId: buddies.roomId })
  const [, asked, wasAsked, ended] = await db.batch([
    db.insert(buddyBlocks).values({ childId: child.id, blockedChildId: other.id }).onConflictDoNothing(),
    withdraw(child.id, other.id).returning({ id: buddyRequests.id }),
    withdraw(other.id, child.id).returning({ id: buddyRequests.id }),
    endSide(child.id, other.id),
    endSide(other.id, child.id),
  ])
  if (ended.length) await closeRooms(rooms, [...new Set(ended.map((row) => row.roomId))])
  // The blocked child's family sees the buddy or the request go, and is not told why.
  if (ended.length || asked.length || wasAsked.length) await notify(other.userId, { type: 'buddies', childId: other.id, change: 'removed' })
  return { ok: true, username: other.username }
}

export async function unblockChild(db: Db, { childId, blockedChildId }: { childId: number; blockedChildId: number }): Promise<BuddyResult> {
  const deleted = await db
    .delete(buddyBlocks)
    .where(and(eq(buddyBlocks.childId, childId), eq(buddyBlocks.blockedChildId, blockedChildId)))
    .returning({ id: buddyBlocks.blockedChildId })
  return deleted.length ? { ok: true } : { ok: false, status: 404, message: BUDDY_TEXT.blockNotFound }
}

/**
 * Up to 10 usernames that hold what the child typed, from the first character, anywhere in the name
 * (spec 2.19 and 5), closest to the start first: usernames only, never the family's own, rate
 * limited per parent. A query longer than any username asks nothing.
 */
export async function suggestUsernames(db: Db, { userId, query }: { userId: string; query: string }): Promise<BuddyResult<{ usernames: string[] }>> {
  const typed = normaliseUsername(query)
  // Longer than any username, or a character no username has: nothing can match, and nothing is asked.
  if (typed.length < SUGGESTION_MIN_LENGTH || typed.length > USERNAME_MAX_LENGTH || !/^[a-z0-9_.]+$/.test(typed)) return { ok: true, usernames: [] }
  const limit = await hitRateLimit(db, { key: `usernames:${userId}`, limit: USERNAME_LOOKUPS_PER_HOUR, windowMs: 60 * 60 * 1000 })
  if (!limit.allowed) return { ok: false, status: 429, message: BUDDY_TEXT.tooManyLookups }
  // Anywhere in the name, case-insensitive (usernames are stored lower case), at most 10, never the family's own.
  const pattern = `%${typed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const rows = await db
    .select({ username: children.username })
    .from(children)
    .where(and(sql`${children.username} like ${pattern} escape '\\'`, sql`${children.userId} <> ${userId}`))
    .orderBy(sql`instr(${children.username}, ${typed})`, children.username)
    .limit(SUGGESTION_LIMIT)
  return { ok: true, usernames: rows.map((row) => row.username) }
}
