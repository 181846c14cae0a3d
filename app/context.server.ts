import { createDb, type Db, type QueryCounter } from '~/db/client.server'
import { parseEnv, type AppEnv } from '~/env.server'
import type { Child } from '~/models/child.server'
import type { NotifyFamily } from '~/models/family-events'
import { getSessionFamily, getSessionUser } from '~/models/session.server'
import type { User } from '~/models/user.server'
import { chooseMailer } from '~/providers/mailer/index.server'
import type { CodecModules, ImageCodec } from '~/providers/image-codec/image-codec'
import { createJsquashCodec } from '~/providers/image-codec/jsquash.server'
import { chooseImageMaker } from '~/providers/image-maker/index.server'
import { choosePaymentProvider } from '~/providers/payments/index.server'
import type { PaymentProvider } from '~/providers/payments/payments'
import type { ImageMaker } from '~/providers/image-maker/image-maker'
import type { Mailer } from '~/providers/mailer/mailer'
import { chooseQuizMaker } from '~/providers/quiz-maker/index.server'
import type { QuizMaker } from '~/providers/quiz-maker/quiz-maker'
import { chooseStoryWriter } from '~/providers/story-writer/index.server'
import type { StoryWriter } from '~/providers/story-writer/writer'
import { readSessionToken } from '~/utils/session.server'

/** What every loader, action and job gets: built once per request (or batch) in workers/app.ts. */
export interface AppContext {
  env: AppEnv
  db: Db
  bindings: WorkerBindings
  providers: { mailer: Mailer; writer: StoryWriter; quizMaker: QuizMaker; imageMaker: ImageMaker; imageCodec: ImageCodec; payments: PaymentProvider | null }
  waitUntil: (promise: Promise<unknown>) => void
  /** Trips to D1 so far with this context. */
  queries: QueryCounter
  /** Tells the family's open pages what just happened (never throws: they fall back to polling). */
  notifyFamily: NotifyFamily
}

export interface RequestContext extends AppContext {
  cspNonce: string
  /** The signed-in user: on a page, looked up once however many loaders ask. */
  currentUser: () => Promise<User | null>
  /** The signed-in parent's children: on a page, looked up with the user, in the same trip to D1. */
  currentChildren: () => Promise<Child[]>
}

/** Without its WebAssembly (a test that builds a context by hand) the codec reads no picture. */
const missingCodec: ImageCodec = { reencode: async () => ({ ok: false, error: 'The image codec was not given its WebAssembly modules' }) }

/**
 * `codecs` are the image codec's WebAssembly modules, which only the Worker entry can import
 * (workers/wasm.ts).
 */
export function createAppContext(bindings: WorkerBindings, executionCtx: ExecutionContext, codecs?: CodecModules): AppContext {
  const env = parseEnv(bindings)
  const queries: QueryCounter = { count: 0 }
  const db = createDb(bindings.DB, queries)
  return {
    env,
    db,
    queries,
    bindings,
    providers: {
      mailer: chooseMailer(env),
      writer: chooseStoryWriter(env, db),
      quizMaker: chooseQuizMaker(env),
      imageMaker: chooseImageMaker(env),
      imageCodec: codecs ? codecFor(codecs) : missingCodec,
      payments: choosePaymentProvider(env),
    },
    waitUntil: (promise) => executionCtx.waitUntil(promise),
    notifyFamily: async (userId, event) => {
      try {
        await bindings.FAMILY_CHANNEL.get(bindings.FAMILY_CHANNEL.idFromName(userId)).notify(event)
      } catch (error) {
        console.warn(`[live] could not tell the family: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  }
}

export function createRequestContext(app: AppContext, request: Request, cspNonce: string): RequestContext {
  const token = () => readSessionToken(request, app.env)
  const family = () => token().then((found) => (found ? getSessionFamily(app.db, found) : null))
  // A page (GET) reads the user and the children once, in one trip, however many loaders ask.
  if (request.method === 'GET' || request.method === 'HEAD') {
    let read: ReturnType<typeof family> | undefined
    return {
      ...app,
      cspNonce,
      currentUser: () => (read ??= family()).then((signedIn) => signedIn?.user ?? null),
      currentChildren: () => (read ??= family()).then((signedIn) => signedIn?.children ?? []),
    }
  }
  // A form post reads them afresh each time: without JavaScript, Remix runs the action and then the
  // page's loaders with this same context, and what the action changed (a child renamed, added or
  // removed, the parent's name, the credits) must show on the page it answers with.
  return {
    ...app,
    cspNonce,
    currentUser: () => token().then((found) => (found ? getSessionUser(app.db, found) : null)),
    currentChildren: () => family().then((signedIn) => signedIn?.children ?? []),
  }
}

let codec: { modules: CodecModules; codec: ImageCodec } | undefined

/** One codec per isolate: its WebAssembly is instantiated once, on the first picture. */
function codecFor(modules: CodecModules) {
  if (codec?.modules !== modules) codec = { modules, codec: createJsquashCodec(modules) }
  return codec.codec
}
