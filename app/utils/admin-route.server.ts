import { json } from '@remix-run/cloudflare'
import type { z } from 'zod'
import type { AuditActor } from '~/models/audit-log.server'
import type { User } from '~/models/user.server'
import { fieldMessages } from './admin-forms'

/** The admin acting, as audit rows record them. */
export const actorOf = (user: User): AuditActor => ({ id: user.id, email: user.email })

/** A positive whole-number id from a URL or a form, or null. */
export function parseId(raw: unknown) {
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** A page action's answer (AdminActionData): the notice to show. */
export const actionSuccess = (intent: string, message: string, extra: { title?: string; data?: unknown } = {}) =>
  json({ ok: true as const, intent, title: extra.title ?? 'Success', message, ...(extra.data === undefined ? {} : { data: extra.data }) })

export const actionFailure = (intent: string, status: number, message: string, fieldErrors?: Record<string, string>, extra: { stepUp?: boolean } = {}) =>
  json({ ok: false as const, intent, message, ...(fieldErrors ? { fieldErrors } : {}), ...(extra.stepUp ? { stepUp: true } : {}) }, { status })

/** A schema failure as a page action's answer: its first message, and one per field. */
export function invalidAction(intent: string, error: z.ZodError) {
  const fieldErrors = fieldMessages(error)
  return actionFailure(intent, 400, Object.values(fieldErrors)[0] ?? 'Please check the form.', fieldErrors)
}

/** A schema failure as an /api/admin answer. */
export function invalidApi(error: z.ZodError) {
  const fieldErrors = fieldMessages(error)
  return json({ message: Object.values(fieldErrors)[0] ?? 'Please check the request.', fieldErrors }, { status: 400 })
}
