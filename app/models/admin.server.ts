import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '~/db/client.server'
import { users, type EmailTemplateRow } from '~/db/schema'
import { deleteAccount } from './account.server'
import { auditAfterChangeStatement, auditStatement, type AuditActor } from './audit-log.server'
import { grantCreditsStatements } from './credits.server'
import { createDiscountCode, setDiscountCodeActive, type DiscountCodeView } from './discount.server'
import type { JobMessage } from '~/jobs/messages'
import type { DiscountCodeInput } from '~/utils/admin-forms'
import { deleteEmailTemplate, saveEmailTemplate, type EmailTemplateKind, type EmailTemplateUpdate } from './email-template.server'
import { sendTestEmail } from './family-email.server'
import { toNewsletterStatus } from './newsletter.server'
import { hitRateLimit } from './rate-limit.server'
import type { ChatRooms } from './buddy-chat.server'
import type { User } from './user.server'

/** The five summary cards (spec 2.20), each an SQL aggregate, all in one query. */
export interface AdminSummary {
  totalUsers: number
  admins: number
  activeDiscounts: number
  totalChildren: number
  totalCredits: number
}

export async function getAdminSummary(db: Db): Promise<AdminSummary> {
  const row = await db.$client
    .prepare(
      `select
         (select count(*) from users) as totalUsers,
         (select count(*) from users where is_admin = 1) as admins,
         (select count(*) from discount_codes where active = 1) as activeDiscounts,
         (select count(*) from children) as totalChildren,
         (select coalesce(sum(credits), 0) from users) as totalCredits`,
    )
    .first<AdminSummary>()
  return row ?? { totalUsers: 0, admins: 0, activeDiscounts: 0, totalChildren: 0, totalCredits: 0 }
}

/** A user as the admin's Users tab shows them (spec section 3: the user plus childrenCount). */
export interface AdminUserView extends User {
  childrenCount: number
}

export const USERS_PAGE_SIZE = 25

export const userListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
export type UserListQuery = z.infer<typeof userListQuerySchema>

export interface UserPage {
  users: AdminUserView[]
  /** Users matching the search, on every page. */
  total: number
  page: number
  pageCount: number
  q: string
}

interface UserListRow {
  id: string
  email: string
  first_name: string
  last_name: string
  profile_image_url: string | null
  credits: number
  is_admin: number
  created_at: number
  updated_at: number
  children_count: number
  total: number
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/**
 * One page of users, newest first, optionally searched by name or e-mail: the total is a count,
 * the page walks the created_at index, and only the page's rows get their children counted. One
 * query whatever the number of users, and it never loads them all.
 */
export async function listUsersPage(db: Db, { q, page }: UserListQuery): Promise<UserPage> {
  const offset = (page - 1) * USERS_PAGE_SIZE
  const matches = `(?1 = '' or u.email like ?2 escape '\\' or (u.first_name || ' ' || u.last_name) like ?2 escape '\\')`
  const { results } = await db.$client
    .prepare(
      `select t.total, p.*, (select count(*) from children c where c.user_id = p.id) as children_count
       from (select count(*) as total from users u where ${matches}) t
       left join (
         select u.id, u.email, u.first_name, u.last_name, u.profile_image_url, u.credits, u.is_admin, u.created_at, u.updated_at
         from users u
         where ${matches}
         order by u.created_at desc, u.id desc
         limit ?3 offset ?4
       ) p on 1 = 1
       order by p.created_at desc, p.id desc`,
    )
    .bind(q, likePattern(q), USERS_PAGE_SIZE, offset)
    .all<UserListRow>()
  const total = results[0]?.total ?? 0
  return {
    users: results
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        profileImageUrl: row.profile_image_url,
        credits: row.credits,
        isAdmin: row.is_admin === 1,
        childrenCount: row.children_count,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
    q,
  }
}

export type AdminChange<T = object> = ({ ok: true } & T) | { ok: false; status: 400 | 403 | 404 | 409 | 429; message: string }

/** A listed admin (ADMIN_EMAILS) is made an admin again at every sign-in: the portal cannot undo that. */
export const LISTED_ADMIN = 'This address is listed in ADMIN_EMAILS: remove it there first to take away its admin rights or delete it.'

const SELF_MESSAGES = {
  promote: 'You cannot change your own admin status.',
  delete: 'You cannot delete your own account from the admin portal.',
}

async function findTarget(db: Db, id: string) {
  const [row] = await db.select({ id: users.id, email: users.email, isAdmin: users.isAdmin, credits: users.credits }).from(users).where(eq(users.id, id))
  return row ?? null
}

/**
 * Makes a user an admin or takes it away; the change and its audit row are one batch. An admin never
 * changes their own row, and an address in ADMIN_EMAILS stays an admin (it would be made one again
 * at its next sign-in), so the portal says so instead of pretending.
 */
export async function setUserAdmin(
  db: Db,
  actor: AuditActor,
  { userId, isAdmin, listedAdmins }: { userId: string; isAdmin: boolean; listedAdmins: readonly string[] },
): Promise<AdminChange> {
  if (userId === actor.id) return { ok: false, status: 403, message: SELF_MESSAGES.promote }
  const target = await findTarget(db, userId)
  if (!target) return { ok: false, status: 404, message: 'User not found' }
  if (!isAdmin && listedAdmins.includes(target.email)) return { ok: false, status: 409, message: LISTED_ADMIN }
  if (target.isAdmin === isAdmin) return { ok: true }
  const d1 = db.$client
  await d1.batch([
    d1.prepare("update users set is_admin = ?2, updated_at = cast(unixepoch('subsec') * 1000 as integer) where id = ?1 and is_admin <> ?2").bind(userId, isAdmin ? 1 : 0),
    auditAfterChangeStatement(db, actor, { action: isAdmin ? 'user.make-admin' : 'user.remove-admin', targetType: 'user', targetId: userId }),
  ])
  return { ok: true }
}

/** Gives a user credits: balance, ledger row (reason admin-grant) and audit row in one batch. */
export async function grantCreditsAsAdmin(db: Db, actor: AuditActor, { userId, credits }: { userId: string; credits: number }): Promise<AdminChange<{ balance: number }>> {
  const target = await findTarget(db, userId)
  if (!target) return { ok: false, status: 404, message: 'User not found' }
  await db.batch([
    ...grantCreditsStatements(db, { userId, amount: credits, reason: 'admin-grant', reference: `admin:${actor.id}` }),
    auditStatement(db, actor, { action: 'user.add-credits', targetType: 'user', targetId: userId, details: { credits } }),
  ])
  return { ok: true, balance: target.credits + credits }
}

/**
 * Deletes a family through the same path a parent uses (rows, media, sessions, chat rooms: deleteAccount), then
 * records it. The audit row keeps only the account's id, no personal data.
 */
export async function deleteUserAsAdmin(
  db: Db,
  bucket: R2Bucket,
  rooms: ChatRooms,
  actor: AuditActor,
  { userId, listedAdmins }: { userId: string; listedAdmins: readonly string[] },
): Promise<AdminChange> {
  if (userId === actor.id) return { ok: false, status: 403, message: SELF_MESSAGES.delete }
  const target = await findTarget(db, userId)
  if (!target) return { ok: false, status: 404, message: 'User not found' }
  if (listedAdmins.includes(target.email)) return { ok: false, status: 409, message: LISTED_ADMIN }
  const deleted = await deleteAccount(db, bucket, userId, rooms)
  if (!deleted) return { ok: false, status: 404, message: 'User not found' }
  await auditStatement(db, actor, { action: 'user.delete', targetType: 'user', targetId: userId, details: { wasAdmin: target.isAdmin } })
  return { ok: true }
}

/** Creates a discount code (the server's own codes, the ones checkout checks) and records it. */
export async function createDiscountCodeAsAdmin(db: Db, actor: AuditActor, input: DiscountCodeInput): Promise<AdminChange<{ code: DiscountCodeView }>> {
  const created = await createDiscountCode(db, {
    code: input.code,
    discountCents: input.discountAmount === undefined ? null : Math.round(input.discountAmount * 100),
    discountPercent: input.discountPercent ?? null,
    maxUsage: input.maxUsage ?? null,
  })
  if (!created) return { ok: false, status: 409, message: `The code ${input.code} already exists.` }
  await auditStatement(db, actor, {
    action: 'discount-code.create',
    targetType: 'discount-code',
    targetId: created.id,
    details: { code: created.code, discountAmount: created.discountAmount, discountPercent: created.discountPercent, maxUsage: created.maxUsage },
  })
  return { ok: true, code: created }
}

export async function setDiscountCodeActiveAsAdmin(db: Db, actor: AuditActor, { id, active }: { id: number; active: boolean }): Promise<AdminChange<{ code: DiscountCodeView }>> {
  const updated = await setDiscountCodeActive(db, id, active)
  if (!updated) return { ok: false, status: 404, message: 'Discount code not found' }
  await auditStatement(db, actor, { action: active ? 'discount-code.activate' : 'discount-code.deactivate', targetType: 'discount-code', targetId: id, details: { code: updated.code } })
  return { ok: true, code: updated }
}

/**
 * The Email & Templates tab's data in one query: the stored templates and the latest newsletter
 * (the page budget is 4 queries, two of them the session and the family).
 */
export async function getEmailTabData(db: Db) {
  const row = await db.$client
    .prepare(
      `select
         (select json_group_array(json_object('id', id, 'kind', kind, 'name', name, 'subject', subject, 'description', description, 'html', html, 'updatedAt', updated_at))
            from email_templates) as templates,
         (select json_object('month', month, 'recipientCount', recipient_count, 'createdAt', created_at) from newsletters order by id desc limit 1) as newsletter`,
    )
    .first<{ templates: string; newsletter: string | null }>()
  const templates = (JSON.parse(row?.templates ?? '[]') as (Omit<EmailTemplateRow, 'updatedAt' | 'createdAt'> & { updatedAt: number })[]).map((template) => ({
    ...template,
    updatedAt: new Date(template.updatedAt),
  }))
  const newsletter = row?.newsletter ? (JSON.parse(row.newsletter) as { month: string; recipientCount: number; createdAt: number }) : null
  return {
    templates,
    latestNewsletter: newsletter ? toNewsletterStatus({ ...newsletter, createdAt: new Date(newsletter.createdAt) }) : null,
  }
}

/** Test e-mails an admin may send in an hour: enough to check every design, too few to spam anyone. */
export const TEST_EMAILS_PER_HOUR = 30

/** Sends a test e-mail of one kind (rate limited per admin) and records it. */
export async function sendTestEmailAsAdmin(
  mail: { db: Db; jobs: Queue<JobMessage>; origin: string },
  actor: AuditActor,
  input: { email: string; type: EmailTemplateKind },
): Promise<AdminChange> {
  const limit = await hitRateLimit(mail.db, { key: `test-email:${actor.id}`, limit: TEST_EMAILS_PER_HOUR, windowMs: 60 * 60 * 1000 })
  if (!limit.allowed) return { ok: false, status: 429, message: 'Too many test e-mails. Please try again in an hour.' }
  await sendTestEmail(mail, { to: input.email, kind: input.type })
  await auditStatement(mail.db, actor, { action: 'email.test', targetType: 'email', targetId: input.type, details: { to: input.email } })
  return { ok: true }
}

export async function saveEmailTemplateAsAdmin(db: Db, actor: AuditActor, kind: EmailTemplateKind, input: EmailTemplateUpdate): Promise<AdminChange<{ id: number }>> {
  const result = await saveEmailTemplate(db, kind, input)
  if (!result.ok) return result
  await auditStatement(db, actor, { action: 'email-template.update', targetType: 'email-template', targetId: result.id, details: { kind } })
  return { ok: true, id: result.id }
}

export async function deleteEmailTemplateAsAdmin(db: Db, actor: AuditActor, id: number): Promise<AdminChange> {
  const deleted = await deleteEmailTemplate(db, id)
  if (!deleted) return { ok: false, status: 404, message: 'Email template not found' }
  await auditStatement(db, actor, { action: 'email-template.delete', targetType: 'email-template', targetId: id, details: { kind: deleted.kind } })
  return { ok: true }
}
