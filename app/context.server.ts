import { createDb, type Db, type QueryCounter } from '~/db/client.server'
import { parseEnv, type AppEnv } from '~/env.server'
import { listChildren, type Child } from '~/models/child.server'
import type { NotifyFamily } from '~/models/family-events'
import { getSessionUser } from '~/models/session.server'
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
  /** The signed-in user, looked up at most once per request however many loaders ask. */
  currentUser: () => Promise<User | null>
  /** The signed-in parent's children, also looked up at most once per request. */
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
  let user: Promise<User | null> | undefined
  let family: Promise<Child[]> | undefined
  const currentUser = () => {
    user ??= readSessionToken(request, app.env).then((token) => (token ? getSessionUser(app.db, token) : null))
    return user
  }
  return {
    ...app,
    cspNonce,
    currentUser,
    currentChildren: () => {
      family ??= currentUser().then((signedIn) => (signedIn ? listChildren(app.db, signedIn.id) : []))
      return family
    },
  }
}

let codec: { modules: CodecModules; codec: ImageCodec } | undefined

/** One codec per isolate: its WebAssembly is instantiated once, on the first picture. */
function codecFor(modules: CodecModules) {
  if (codec?.modules !== modules) codec = { modules, codec: createJsquashCodec(modules) }
  return codec.codec
}
