import { createDb, type Db, type QueryCounter } from '~/db/client.server'
import { parseEnv, type AppEnv } from '~/env.server'
import type { JobMessage } from '~/jobs/messages'
import type { Child } from '~/models/child.server'
import type { NotifyFamily } from '~/models/family-events'
import { familyNotifier } from '~/models/family-notify.server'
import { getSessionFamily, getSessionUser, type SessionKey } from '~/models/session.server'
import type { User } from '~/models/user.server'
import { chooseMailer } from '~/providers/mailer/index.server'
import { chooseImageMaker } from '~/providers/image-maker/index.server'
import { choosePaymentProvider } from '~/providers/payments/index.server'
import type { PaymentProvider } from '~/providers/payments/payments'
import type { ImageMaker } from '~/providers/image-maker/image-maker'
import type { Mailer } from '~/providers/mailer/mailer'
import { quizBanksFromAssets } from '~/providers/quiz-maker/bank/source'
import { chooseQuizMaker } from '~/providers/quiz-maker/index.server'
import type { QuizMaker } from '~/providers/quiz-maker/quiz-maker'
import { adventuresFromAssets, type AdventureSource } from '~/providers/story-writer/adventure/source'
import type { WriterContentSource } from '~/providers/story-writer/content'
import { contentFromSource } from '~/providers/story-writer/content-source'
import { chooseStoryWriter } from '~/providers/story-writer/index.server'
import type { StoryWriter } from '~/providers/story-writer/writer'
import { readActiveChildCookie } from '~/utils/active-child'
import { publicOrigin } from '~/utils/public-url.server'
import { readSessionToken } from '~/utils/session.server'

/** What every loader, action and job gets: built once per request (or batch) in workers/app.ts. */
export interface AppContext {
  env: AppEnv
  db: Db
  bindings: WorkerBindings
  providers: {
    mailer: Mailer
    writer: StoryWriter
    /** The writers' prose banks and parks' places, read from the static assets (content.ts). */
    writerContent: WriterContentSource
    /** The parks' written adventures, read from the static assets (adventure/source.ts). */
    adventures: AdventureSource
    quizMaker: QuizMaker
    imageMaker: ImageMaker
    payments: PaymentProvider | null
  }
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
  /**
   * Sends a page's own reads to D1 in the same trip as the session's read (at the edge, a round trip
   * saved). Asked for before that read goes out (a page's loaders all start before it does, so a
   * loader asks first thing), `statements` are given the session's key and the promise their results.
   * Asked later, on a form post, or with no live session, it gives null: read on your own then.
   */
  readWithSession: (statements: (key: SessionKey) => D1PreparedStatement[]) => Promise<D1Result[] | null>
}

/**
 * `d1` is the D1 session the context reads and writes through: a request's comes from
 * `openD1Session`; a queue batch, the cron and a test start on the primary.
 */
export function createAppContext(
  bindings: WorkerBindings,
  executionCtx: ExecutionContext,
  d1: D1DatabaseSession = bindings.DB.withSession('first-primary'),
): AppContext {
  const env = parseEnv(bindings)
  const queries: QueryCounter = { count: 0 }
  const db = createDb(d1, queries)
  const writerContent = contentFromSource
  const adventures = adventuresFromAssets(bindings.ASSETS)
  return {
    env,
    db,
    queries,
    bindings,
    providers: {
      mailer: chooseMailer(env),
      writer: chooseStoryWriter(env, db, writerContent, adventures),
      writerContent,
      adventures,
      quizMaker: chooseQuizMaker(env, quizBanksFromAssets(bindings.ASSETS)),
      imageMaker: chooseImageMaker(env),
      payments: choosePaymentProvider(env),
    },
    waitUntil: (promise) => executionCtx.waitUntil(promise),
    // With the bookmark of what this context wrote, the family's pages read at least that far.
    notifyFamily: familyNotifier(bindings.FAMILY_CHANNEL, () => d1.getBookmark()),
  }
}

/**
 * The jobs a request queues carry its origin, so a job that e-mails a link (the story-finished
 * e-mail) points at the address the family uses, with or without APP_URL.
 */
function jobsWithOrigin(jobs: Queue<JobMessage>, origin: string): Queue<JobMessage> {
  const stamp = (body: JobMessage): JobMessage => (body.kind === 'write-chapter' ? { ...body, origin } : body)
  return {
    // Options pass through only when given: the queue sees the same call the route made.
    send: (body, ...options: [QueueSendOptions?]) => jobs.send(stamp(body), ...options),
    sendBatch: (messages, ...options: [QueueSendBatchOptions?]) => jobs.sendBatch([...messages].map((message) => ({ ...message, body: stamp(message.body) })), ...options),
  } as Queue<JobMessage>
}

export function createRequestContext(base: AppContext, request: Request, cspNonce: string): RequestContext {
  const app: AppContext = { ...base, bindings: { ...base.bindings, JOBS: jobsWithOrigin(base.bindings.JOBS, publicOrigin(base.env, request)) } }
  const token = () => readSessionToken(request, app.env)
  // A page (GET) reads the user and the children once, in one trip, however many loaders ask; the
  // statements its loaders join go out in that trip too.
  if (request.method === 'GET' || request.method === 'HEAD') {
    const joins: { statements: (key: SessionKey) => D1PreparedStatement[]; count: number; settle: (results: D1Result[] | null) => void }[] = []
    let sent = false
    const activeChildId = readActiveChildCookie(request.headers.get('cookie'))
    const joined = (key: SessionKey) => {
      sent = true
      return joins.flatMap((join) => {
        const statements = join.statements(key)
        join.count = statements.length
        return statements
      })
    }
    const family = async () => {
      const found = await token()
      return found ? getSessionFamily(app.db, found, { activeChildId, joined }) : null
    }
    let read: ReturnType<typeof family> | undefined
    const readOnce = () => {
      if (read) return read
      read = family()
      // Each join gets its own slice of the batch's results; null if the session is over (or the read failed).
      read.then(
        (signedIn) => {
          sent = true
          let at = 0
          for (const join of joins) {
            join.settle(signedIn ? signedIn.joined.slice(at, at + join.count) : null)
            at += join.count
          }
        },
        () => {
          sent = true
          joins.forEach((join) => join.settle(null))
        },
      )
      return read
    }
    return {
      ...app,
      cspNonce,
      currentUser: () => readOnce().then((signedIn) => signedIn?.user ?? null),
      currentChildren: () => readOnce().then((signedIn) => signedIn?.children ?? []),
      readWithSession: (statements) => {
        if (sent) return Promise.resolve(null)
        const results = new Promise<D1Result[] | null>((settle) => joins.push({ statements, count: 0, settle }))
        void readOnce()
        return results
      },
    }
  }
  // A form post reads them afresh each time: without JavaScript, Remix runs the action and then the
  // page's loaders with this same context, and what the action changed (a child renamed, added or
  // removed, the parent's name, the credits) must show on the page it answers with.
  return {
    ...app,
    cspNonce,
    currentUser: () => token().then((found) => (found ? getSessionUser(app.db, found) : null)),
    currentChildren: () => token().then(async (found) => (found ? ((await getSessionFamily(app.db, found))?.children ?? []) : [])),
    readWithSession: () => Promise.resolve(null),
  }
}
