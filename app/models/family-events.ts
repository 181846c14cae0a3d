/**
 * What a family's open pages are told the moment it happens, instead of asking every second: a
 * chapter or a quiz is ready, or failed; a buddy asked, answered, left or wrote. Sent through the family's
 * Durable Object (workers/family-channel.ts); a page that cannot connect polls slowly instead.
 */
export type FamilyEvent =
  | { type: 'chapter'; storyId: string; chapterId: number; status: 'ready' | 'failed' }
  | { type: 'quiz'; quizId: number; status: 'ready' | 'failed' }
  | { type: 'buddies'; childId: number; change: BuddyChange }

/**
 * What changed on one of the family's children's Trail Buddies, done by the other family: a request
 * came, a request was answered, a buddy is gone (removed or blocked), or a buddy wrote while the
 * chat was closed. The pages then read the lists and counts again.
 */
export type BuddyChange = 'request' | 'answer' | 'removed' | 'message'

/**
 * What the family's channel sends a page: the event, and the D1 bookmark of the write behind it. The
 * page keeps the bookmark (app/utils/d1-bookmark.ts), so the read that follows the event is served by
 * a copy of the database that already holds what the event announces.
 */
export type LiveMessage = FamilyEvent & { bookmark?: string }

export type NotifyFamily = (userId: string, event: FamilyEvent) => Promise<void>
