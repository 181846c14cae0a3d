import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { children, type ChildRow } from '~/db/schema'
import { ageOn, todayIso, type ChildUpdateInput, type NewChildInput } from '~/utils/child-schema'
import { generateUniqueUsername } from './username.server'

export interface Child {
  id: number
  name: string
  birthday: string
  username: string
  age: number
}

export function toChild(row: ChildRow, today = todayIso()): Child {
  return { id: row.id, name: row.name, birthday: row.birthday, username: row.username, age: ageOn(row.birthday, today) }
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

export async function createChild(db: Db, userId: string, input: NewChildInput) {
  const username = await generateUniqueUsername(db)
  const [row] = await db
    .insert(children)
    .values({ userId, name: input.name, birthday: input.birthday, username, consentedAt: new Date() })
    .returning()
  return toChild(row)
}

export type ChildUpdateResult = { ok: true; child: Child } | { ok: false; status: 404 } | { ok: false; status: 409; field: 'username'; message: string }

export async function updateChild(db: Db, { id, userId }: { id: number; userId: string }, input: ChildUpdateInput): Promise<ChildUpdateResult> {
  if (input.username) {
    const taken = await db.query.children.findFirst({
      columns: { id: true },
      where: and(eq(children.username, input.username), ne(children.id, id)),
    })
    if (taken) return { ok: false, status: 409, field: 'username', message: 'That username is taken. Please try another.' }
  }
  const [row] = await db
    .update(children)
    .set({
      name: input.name,
      birthday: input.birthday,
      ...(input.username ? { username: input.username } : {}),
      updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))`,
    })
    .where(and(eq(children.id, id), eq(children.userId, userId)))
    .returning()
  return row ? { ok: true, child: toChild(row) } : { ok: false, status: 404 }
}

/** Removes a child and, through the database's cascades, everything that belongs to it. */
export async function deleteChild(db: Db, { id, userId }: { id: number; userId: string }) {
  const deleted = await db
    .delete(children)
    .where(and(eq(children.id, id), eq(children.userId, userId)))
    .returning({ id: children.id })
  return deleted.length === 1
}
