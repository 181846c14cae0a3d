import type { Db } from '~/db/client.server'
import { SESSION_CHILD_SQL, type SessionKey } from './session.server'

/**
 * Whose records a read is for: a child already known to be the parent's, or the active child of a
 * page's session (so the read can go to D1 in the session's own trip, before the child is known).
 */
export type ChildScope = { userId: string; childId: number } | { session: SessionKey }

/**
 * Prepares `sql` for one child: it reads the child and their parent from `me` (`child_id`,
 * `user_id`), a single row given here, or found through the session as `resolveActiveChild` would.
 */
export function prepareForChild(db: Db, scope: ChildScope, sql: string): D1PreparedStatement {
  const me = 'session' in scope ? SESSION_CHILD_SQL : 'select ?1 as child_id, ?2 as user_id'
  const statement = db.$client.prepare(`with me as (${me}) ${sql}`)
  return 'session' in scope ? statement.bind(scope.session.id, scope.session.now, scope.session.activeChildId) : statement.bind(scope.childId, scope.userId)
}
