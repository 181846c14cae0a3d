import { createDb, type Db } from '~/db/client.server'
import { parseEnv, type AppEnv } from '~/env.server'
import { getSessionUser } from '~/models/session.server'
import type { User } from '~/models/user.server'
import { chooseMailer } from '~/providers/mailer/index.server'
import type { Mailer } from '~/providers/mailer/mailer'
import { readSessionToken } from '~/utils/session.server'

/** What every loader, action and job gets: built once per request (or batch) in workers/app.ts. */
export interface AppContext {
  env: AppEnv
  db: Db
  bindings: WorkerBindings
  providers: { mailer: Mailer }
  waitUntil: (promise: Promise<unknown>) => void
}

export interface RequestContext extends AppContext {
  cspNonce: string
  /** The signed-in user, looked up at most once per request however many loaders ask. */
  currentUser: () => Promise<User | null>
}

export function createAppContext(bindings: WorkerBindings, executionCtx: ExecutionContext): AppContext {
  const env = parseEnv(bindings)
  return {
    env,
    db: createDb(bindings.DB),
    bindings,
    providers: { mailer: chooseMailer(env) },
    waitUntil: (promise) => executionCtx.waitUntil(promise),
  }
}

export function createRequestContext(app: AppContext, request: Request, cspNonce: string): RequestContext {
  let user: Promise<User | null> | undefined
  return {
    ...app,
    cspNonce,
    currentUser: () => {
      user ??= readSessionToken(request, app.env).then((token) => (token ? getSessionUser(app.db, token) : null))
      return user
    },
  }
}
