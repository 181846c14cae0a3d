import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { adminAuditLog, users } from '~/db/schema'

/** Everything an admin can change, as the Audit Log names it. */
export const AUDIT_ACTIONS = {
  'user.make-admin': 'Made admin',
  'user.remove-admin': 'Removed admin',
  'user.add-credits': 'Added credits',
  'user.delete': 'Deleted user',
  'discount-code.create': 'Created discount code',
  'discount-code.activate': 'Activated discount code',
  'discount-code.deactivate': 'Deactivated discount code',
  'email-template.update': 'Updated e-mail template',
  'email-template.delete': 'Deleted e-mail template',
  'email.test': 'Sent test e-mail',
  'newsletter.send': 'Sent newsletter',
  'story-template.create': 'Created story template',
  'story-template.update': 'Updated story template',
  'story-template.set-default': 'Set default story template',
  'story-template.delete': 'Deleted story template',
  // Written by the payment webhook, not by an admin: what it refused or left alone, for the admins to see.
  'payment.refused': 'Refused a purchase (refunded)',
  'payment.ignored': 'Ignored a payment event',
  'payment.refund-failed': 'Could not refund a refused purchase',
} as const
export type AuditAction = keyof typeof AUDIT_ACTIONS

export type AuditTargetType = 'user' | 'discount-code' | 'email-template' | 'story-template' | 'newsletter' | 'email' | 'purchase'

/** The admin acting, as the audit row records them. */
export interface AuditActor {
  /** Null for what the system did on its own (the payment webhook). */
  id: string | null
  email: string
}

export interface AuditEntry {
  action: AuditAction
  targetType: AuditTargetType
  targetId?: string | number | null
  details?: Record<string, string | number | boolean | null>
}

/** The statement that records one admin change, to run in the same batch as the change itself. */
export function auditStatement(db: Db, actor: AuditActor, entry: AuditEntry) {
  return db.insert(adminAuditLog).values({
    adminId: actor.id,
    adminEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ?? {},
  })
}

/**
 * The same, written only if the statement just before it in the batch changed a row: a refused or
 * lost change leaves no audit row claiming it happened.
 */
export function auditAfterChangeStatement(db: Db, actor: AuditActor, entry: AuditEntry) {
  return db.$client
    .prepare(
      'insert into admin_audit_log (admin_id, admin_email, action, target_type, target_id, details) select ?1, ?2, ?3, ?4, ?5, ?6 where changes() > 0',
    )
    .bind(actor.id, actor.email, entry.action, entry.targetType, entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId), JSON.stringify(entry.details ?? {}))
}

export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry) {
  await auditStatement(db, actor, entry)
}

export interface AuditLogView {
  id: number
  adminEmail: string
  action: AuditAction
  actionLabel: string
  targetType: string
  targetId: string | null
  /** The target user's current e-mail while the account exists; null once it is gone. */
  targetEmail: string | null
  details: Record<string, string | number | boolean | null>
  createdAt: string
}

export const AUDIT_PAGE_SIZE = 50

/** A page of the audit log, newest first (one query; `hasMore` from one extra row). */
export async function listAuditLog(db: Db, { page = 1 }: { page?: number } = {}) {
  const offset = (Math.max(1, page) - 1) * AUDIT_PAGE_SIZE
  const rows = await db
    .select({
      id: adminAuditLog.id,
      adminEmail: adminAuditLog.adminEmail,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
      targetEmail: sql<string | null>`case when ${adminAuditLog.targetType} = 'user' then ${users.email} end`,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.targetId))
    .orderBy(desc(adminAuditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset(offset)
  const entries: AuditLogView[] = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
    ...row,
    action: row.action as AuditAction,
    actionLabel: AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
    createdAt: row.createdAt.toISOString(),
  }))
  return { entries, page: Math.max(1, page), hasMore: rows.length > AUDIT_PAGE_SIZE }
}
