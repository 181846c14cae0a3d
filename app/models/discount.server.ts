import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { discountCodes, type DiscountCodeRow } from '~/db/schema'

/** The codes every installation starts with: WELCOME10 takes $2 off (spec section 9). */
export const DEFAULT_DISCOUNT_CODES = [{ code: 'WELCOME10', discountCents: 200, discountPercent: null, maxUsage: null }] as const

export const normalizeCode = (code: string) => code.trim().toUpperCase()

export interface DiscountCodeView {
  id: number
  code: string
  /** Fixed dollars off (spec: discountAmount), or null. */
  discountAmount: number | null
  discountPercent: number | null
  maxUsage: number | null
  usageCount: number
  active: boolean
}

export function toDiscountCodeView(row: DiscountCodeRow): DiscountCodeView {
  return {
    id: row.id,
    code: row.code,
    discountAmount: row.discountCents === null ? null : row.discountCents / 100,
    discountPercent: row.discountPercent,
    maxUsage: row.maxUsage,
    usageCount: row.usageCount,
    active: row.active,
  }
}

/** Seeds the default codes where missing (`npm run seed`, the tests' setup). */
export async function seedDefaultDiscountCodes(db: Db) {
  await db
    .insert(discountCodes)
    .values(DEFAULT_DISCOUNT_CODES.map((code) => ({ ...code })))
    .onConflictDoNothing()
}

/** Cents off a price for a code, never more than the price. */
export function discountFor(row: Pick<DiscountCodeRow, 'discountCents' | 'discountPercent'>, listCents: number) {
  const off = row.discountCents ?? Math.round((listCents * (row.discountPercent ?? 0)) / 100)
  return Math.max(0, Math.min(listCents, off))
}

/** How a discount reads on the page: "You saved $2 with the WELCOME10 code." */
export const savedMessage = (code: string, cents: number) => `You saved $${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)} with the ${code} code.`

export type DiscountCheck =
  | { ok: true; code: string; discountCents: number; description: string }
  | { ok: false; title: 'Enter Discount Code' | 'Invalid Code'; message: string }

/**
 * Checks a code for a price: case-insensitive, active, not used up. Usage is only counted when a
 * purchase with it is fulfilled (purchase.server.ts).
 */
export async function checkDiscountCode(db: Db, rawCode: unknown, listCents: number): Promise<DiscountCheck> {
  const code = typeof rawCode === 'string' ? normalizeCode(rawCode) : ''
  if (!code) return { ok: false, title: 'Enter Discount Code', message: 'Please enter a discount code to apply.' }
  const row = code.length <= 40 ? await db.query.discountCodes.findFirst({ where: and(eq(discountCodes.code, code), eq(discountCodes.active, true)) }) : undefined
  if (!row || (row.maxUsage !== null && row.usageCount >= row.maxUsage)) {
    return { ok: false, title: 'Invalid Code', message: 'The discount code you entered is not valid.' }
  }
  const discountCents = discountFor(row, listCents)
  return { ok: true, code: row.code, discountCents, description: savedMessage(row.code, discountCents) }
}

/** The statement that counts one use at fulfilment, never past the code's maximum. */
export function countDiscountUseStatement(db: Db, code: string, condition: string) {
  return db.$client
    .prepare(`update discount_codes set usage_count = usage_count + 1 where code = ?1 and (max_usage is null or usage_count < max_usage) and ${condition}`)
    .bind(code)
}

export async function listDiscountCodes(db: Db) {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt))
  return rows.map(toDiscountCodeView)
}

export interface NewDiscountCode {
  code: string
  discountCents: number | null
  discountPercent: number | null
  maxUsage: number | null
}

/** Creates a code (stored uppercase); false when the code exists already. */
export async function createDiscountCode(db: Db, input: NewDiscountCode) {
  const [row] = await db
    .insert(discountCodes)
    .values({ ...input, code: normalizeCode(input.code) })
    .onConflictDoNothing()
    .returning()
  return row ? toDiscountCodeView(row) : null
}

export async function setDiscountCodeActive(db: Db, id: number, active: boolean) {
  const [row] = await db
    .update(discountCodes)
    .set({ active, updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))` })
    .where(eq(discountCodes.id, id))
    .returning()
  return row ? toDiscountCodeView(row) : null
}

export async function countActiveDiscountCodes(db: Db) {
  const [row] = await db.select({ count: sql<number>`count(*)` }).from(discountCodes).where(eq(discountCodes.active, true))
  return row.count
}
