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

/** Seeds the default codes where missing (`npm run seed`, the tests' setup); how many it added. */
export async function seedDefaultDiscountCodes(db: Db) {
  const inserted = await insertDefaultDiscountCodes(db).returning({ id: discountCodes.id })
  return inserted.length
}

/** The default codes' rows where missing, as the seed writes them (also replayed into every test database). */
export const insertDefaultDiscountCodes = (db: Db) =>
  db
    .insert(discountCodes)
    .values(DEFAULT_DISCOUNT_CODES.map((code) => ({ ...code })))
    .onConflictDoNothing()

/** Cents off a price for a code, never more than the price. */
export function discountFor(row: Pick<DiscountCodeRow, 'discountCents' | 'discountPercent'>, listCents: number) {
  const off = row.discountCents ?? Math.round((listCents * (row.discountPercent ?? 0)) / 100)
  return Math.max(0, Math.min(listCents, off))
}

/** How a discount reads on the page: "You saved $2 with the WELCOME10 code." */
export const savedMessage = (code: string, cents: number) => `You saved $${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)} with the ${code} code.`

export type DiscountCheck =
  | { ok: true; code: string; discountCents: number; description: string; limited: boolean }
  | { ok: false; title: 'Enter Discount Code' | 'Invalid Code'; message: string }

/** How long a checkout holds one use of a limited code while the parent pays (renewed just before the card is charged). */
export const DISCOUNT_HOLD_MS = 30 * 60 * 1000

export const CODE_USED_UP = 'This discount code has been used up. Remove it to pay the full price.'

/** The SQL count of other checkouts holding a use of `code` right now. */
const heldElsewhere = "(select count(*) from purchases held where held.discount_code = ?1 and held.status = 'pending' and held.hold_until > ?2 and held.id <> ?3)"

/**
 * Checks a code for a price: case-insensitive, active, with a use left. A use is counted when a
 * purchase with the code is fulfilled; until then a checkout holds one (DISCOUNT_HOLD_MS), so a code
 * is never promised to more checkouts than it has uses left.
 */
export async function checkDiscountCode(db: Db, rawCode: unknown, listCents: number, { now = Date.now() }: { now?: number } = {}): Promise<DiscountCheck> {
  const code = typeof rawCode === 'string' ? normalizeCode(rawCode) : ''
  if (!code) return { ok: false, title: 'Enter Discount Code', message: 'Please enter a discount code to apply.' }
  const row = code.length <= 40 ? await db.query.discountCodes.findFirst({ where: and(eq(discountCodes.code, code), eq(discountCodes.active, true)) }) : undefined
  if (!row) return { ok: false, title: 'Invalid Code', message: 'The discount code you entered is not valid.' }
  if (row.maxUsage !== null) {
    const held = await db.$client.prepare(`select ${heldElsewhere} as held`).bind(row.code, now, '').first<{ held: number }>()
    if (row.usageCount + (held?.held ?? 0) >= row.maxUsage) return { ok: false, title: 'Invalid Code', message: CODE_USED_UP }
  }
  const discountCents = discountFor(row, listCents)
  return { ok: true, code: row.code, discountCents, description: savedMessage(row.code, discountCents), limited: row.maxUsage !== null }
}

/**
 * The statement that makes (or renews) a checkout's hold on one use of its limited code: it changes a
 * row only if the purchase already holds one, or the uses counted plus the other checkouts' holds
 * leave one free. One statement, so two checkouts racing for the last use cannot both get it.
 */
export function holdDiscountUseStatement(db: Db, { purchaseId, code, now }: { purchaseId: string; code: string; now: number }) {
  return db.$client
    .prepare(
      `update purchases set hold_until = ?4 where id = ?3 and status = 'pending' and discount_code = ?1 and (
         hold_until > ?2
         or exists (select 1 from discount_codes where code = ?1 and max_usage is null)
         or (select usage_count from discount_codes where code = ?1) + ${heldElsewhere} < (select max_usage from discount_codes where code = ?1)
       )`,
    )
    .bind(code, now, purchaseId, now + DISCOUNT_HOLD_MS)
}

/** The SQL condition "a use of the purchase's code is still free" for the fulfilment batch. */
export const codeHasUseLeft = (code: string) =>
  `exists (select 1 from discount_codes where code = '${code.replace(/'/g, "''")}' and (max_usage is null or usage_count < max_usage))`

/** The statement that counts one use at fulfilment; `condition` is "this event fulfilled it". */
export function countDiscountUseStatement(db: Db, code: string, condition: string) {
  return db.$client.prepare(`update discount_codes set usage_count = usage_count + 1 where code = ?1 and ${condition}`).bind(code)
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
