import { json, type AppLoadContext } from '@remix-run/cloudflare'
import { findBuddyLink } from '~/models/buddy-chat.server'
import type { BuddyDeps } from '~/models/buddies.server'
import { requireChildOf, requireUser } from './auth.server'

/**
 * For the buddy API routes: the signed-in parent, their child (404 if not theirs) and, when a
 * friendId is given, that child's buddy link (404 unless the two are buddies). Another family's
 * child and a child who is not a buddy answer the same.
 */
export async function requireChildParams(context: AppLoadContext, params: { id?: string }) {
  const user = await requireUser(context)
  const child = await requireChildOf(context, params.id)
  return { user, child }
}

export async function requireBuddyLink(context: AppLoadContext, params: { id?: string; friendId?: string }) {
  const { user, child } = await requireChildParams(context, params)
  const link = await findBuddyLink(context.db, { childId: child.id, buddyChildId: Number(params.friendId) })
  if (!link) throw json({ message: 'Buddy not found' }, { status: 404 })
  return { user, child, link }
}

/** Where the friend-request e-mail sends the receiving parent. */
export function buddiesUrl(context: AppLoadContext, request: Request) {
  return `${context.env.APP_URL ?? new URL(request.url).origin}/trail-buddies`
}

/** What the buddy actions work with, from the request's context. */
export function buddyDeps(context: AppLoadContext): BuddyDeps {
  return { db: context.db, rooms: context.bindings.CHAT_ROOM, jobs: context.bindings.JOBS, notify: context.notifyFamily }
}
