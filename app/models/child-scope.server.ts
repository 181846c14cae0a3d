import type { Db } from '~/db/client.server'
import { SESSION_CHILD_SQL, SESSION_NAMED_CHILD_SQL, type SessionKey } from './session.server'

/**
 * Whose records a read is for: a child already known to be the parent's, or, so that the read can go
 * to D1 in the session's own trip before the family is known, the active child of a page's session
 * or a child the page names (read only if they are the session's family's).
 */
export type ChildScope = { userId: string; childId: number } | { session: SessionKey; childId?: number }

/**
 * Prepares `sql` for one child: it reads the child and their parent from `me` (`child_id`,
 * `user_id`), a single row given here, or found through the session: the named child if theirs (no
 * row if not), else the active child as `resolveActiveChild` would choose.
 */
export function prepareForChild(db: Db, scope: ChildScope, sql: string): D1PreparedStatement {
  if (!('session' in scope)) return db.$client.prepare(`with me as (select ?1 as child_id, ?2 as user_id) ${sql}`).bind(scope.childId, scope.userId)
  const { session, childId } = scope
  const me = childId === undefined ? SESSION_CHILD_SQL : SESSION_NAMED_CHILD_SQL
  return db.$client.prepare(`with me as (${me}) ${sql}`).bind(session.id, session.now, childId ?? session.activeChildId)
}
