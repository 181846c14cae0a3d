/**
 * What a family's open pages are told the moment it happens, instead of asking every second: a
 * chapter or a quiz is ready, or failed. Sent through the family's
 * Durable Object (workers/family-channel.ts); a page that cannot connect polls slowly instead.
 */
export type FamilyEvent =
  | { type: 'chapter'; storyId: string; chapterId: number; status: 'ready' | 'failed' }
  | { type: 'quiz'; quizId: number; status: 'ready' | 'failed' }

export type NotifyFamily = (userId: string, event: FamilyEvent) => Promise<void>
