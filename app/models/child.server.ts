import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { children, users, type ChildRow } from '~/db/schema'
import { ageOn, todayIso, type ChildUpdateInput, type NewChildInput } from '~/utils/child-schema'
import { hitRateLimit } from './rate-limit.server'
import { generateUniqueUsername, usernameProblem, usernameRefusal, type FamilyWords, type UsernameProblem } from './username.server'
import { isUniqueViolation } from '~/db/errors'
import { DEFAULT_READING, type ReadingSettings, type ReadingSize } from '~/utils/reading-settings'

export interface Child {
  id: number
  name: string
  birthday: string
  username: string
  age: number
  reading: ReadingSettings
}

export function toChild(row: ChildRow, today = todayIso()): Child {
  return { id: row.id, name: row.name, birthday: row.birthday, username: row.username, age: ageOn(row.birthday, today), reading: readingOf(row) }
}

/** A row's reading settings; a value the app no longer knows falls back to the default. */
function readingOf(row: ChildRow): ReadingSettings {
  return {
    size: row.readingSize ?? DEFAULT_READING.size,
    font: row.readingFont ?? DEFAULT_READING.font,
    spacing: row.readingSpacing ?? DEFAULT_READING.spacing,
    calm: Boolean(row.readingCalm),
  }
}

/** The columns that hold reading settings. */
function readingColumns(reading: ReadingSettings) {
  return { readingSize: reading.size, readingFont: reading.font, readingSpacing: reading.spacing, readingCalm: reading.calm }
}

/** The parent's children, oldest profile first. */
export async function listChildren(db: Db, userId: string) {
  const rows = await db.select().from(children).where(eq(children.userId, userId)).orderBy(asc(children.id))
  return rows.map((row) => toChild(row))
}

/** One child, only if it belongs to this parent (the owner is part of the query). */
export async function getChild(db: Db, { id, userId }: { id: number; userId: string }) {
  const row = await db.query.children.findFirst({ where: and(eq(children.id, id), eq(children.userId, userId)) })
  return row ? toChild(row) : null
}

/** What a family's usernames must not give away: the parent's and the children's names, the e-mail. */
async function familyWords(db: Db, userId: string, extraNames: string[] = []): Promise<FamilyWords> {
  const [parent, kids] = await Promise.all([
    db.query.users.findFirst({ columns: { firstName: true, lastName: true, email: true }, where: eq(users.id, userId) }),
    db.select({ name: children.name }).from(children).where(eq(children.userId, userId)),
  ])
  return {
    firstName: parent?.firstName ?? '',
    lastName: parent?.lastName ?? '',
    email: parent?.email ?? '',
    childNames: [...kids.map((kid) => kid.name), ...extraNames],
  }
}

export async function createChild(db: Db, userId: string, input: NewChildInput) {
  const username = await generateUniqueUsername(db, await familyWords(db, userId, [input.name]))
  const [row] = await db
    .insert(children)
    .values({ userId, name: input.name, birthday: input.birthday, username, consentedAt: new Date(), ...readingColumns(input.reading ?? DEFAULT_READING) })
    .returning()
  return toChild(row)
}

/** Username changes a parent may try in an hour: enough to find a nice one, too few to probe. */
export const USERNAME_TRIES_PER_HOUR = 10

export type ChildUpdateResult =
  | { ok: true; child: Child }
  | { ok: false; status: 404 }
  | { ok: false; status: 409 | 429; field: 'username'; message: string; suggestion?: string }

/**
 * Updates a child's name and birthday, and their username when the parent picks a new one. A
 * username that is unsafe, reserved, or already someone else's gets the same answer (a 409 with a
 * safe suggestion), so nobody can find out which usernames exist by trying them; tries are limited.
 */
export async function updateChild(db: Db, { id, userId }: { id: number; userId: string }, input: ChildUpdateInput): Promise<ChildUpdateResult> {
  const current = await db.query.children.findFirst({ where: and(eq(children.id, id), eq(children.userId, userId)) })
  if (!current) return { ok: false, status: 404 }
  const newUsername = input.username && input.username !== current.username ? input.username : undefined
  if (newUsername) {
    const limit = await hitRateLimit(db, { key: `username:${userId}`, limit: USERNAME_TRIES_PER_HOUR, windowMs: 60 * 60 * 1000 })
    if (!limit.allowed) return { ok: false, status: 429, field: 'username', message: 'Too many username changes. Please try again in an hour.' }
    const family = await familyWords(db, userId, [input.name])
    const refuse = async (problem: UsernameProblem | 'taken'): Promise<ChildUpdateResult> => {
      const suggestion = await generateUniqueUsername(db, family)
      return { ok: false, status: 409, field: 'username', message: usernameRefusal(problem, suggestion), suggestion }
    }
    const problem = usernameProblem(newUsername, family)
    if (problem) return refuse(problem)
    const taken = await db.query.children.findFirst({ columns: { id: true }, where: and(eq(children.username, newUsername), ne(children.id, id)) })
    if (taken) return refuse('taken')
    try {
      return await saveChild(db, { id, userId }, input, newUsername)
    } catch (error) {
      // Two families claiming the same username at once: the unique index lets one win.
      if (isUniqueViolation(error)) return refuse('taken')
      throw error
    }
  }
  return saveChild(db, { id, userId }, input)
}

async function saveChild(db: Db, { id, userId }: { id: number; userId: string }, input: ChildUpdateInput, username?: string): Promise<ChildUpdateResult> {
  const [row] = await db
    .update(children)
    .set({
      name: input.name,
      birthday: input.birthday,
      ...(username ? { username } : {}),
      ...(input.reading ? readingColumns(input.reading) : {}),
      updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))`,
    })
    .where(and(eq(children.id, id), eq(children.userId, userId)))
    .returning()
  return row ? { ok: true, child: toChild(row) } : { ok: false, status: 404 }
}

/**
 * The child's text size, changed from the reader (A- / A+). The owner is part of the `where`: another
 * family's child is simply not found, and nothing changes.
 */
export async function setReadingSize(db: Db, { id, userId }: { id: number; userId: string }, size: ReadingSize) {
  const [row] = await db
    .update(children)
    .set({ readingSize: size, updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))` })
    .where(and(eq(children.id, id), eq(children.userId, userId)))
    .returning()
  return row ? toChild(row) : null
}

/** Removes a child and, through the database's cascades, everything that belongs to it. */
export async function deleteChild(db: Db, { id, userId }: { id: number; userId: string }) {
  const deleted = await db
    .delete(children)
    .where(and(eq(children.id, id), eq(children.userId, userId)))
    .returning({ id: children.id })
  return deleted.length === 1
}
