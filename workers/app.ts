import { createRequestHandler, logDevReady, type AppLoadContext, type ServerBuild } from '@remix-run/cloudflare'
import * as build from '@remix-run/dev/server-build'
import { createAppContext, createRequestContext } from '~/context.server'
import { openD1Session, withBookmarkCookie } from '~/db/d1-session.server'
import { DEAD_LETTER_QUEUE } from '~/jobs/messages'
import { runScheduledMaintenance } from '~/models/maintenance.server'
import { randomToken } from '~/utils/crypto.server'
import { clearSessionCookie, hasUnreadableSessionCookie } from '~/utils/session.server'
import { routeDeadLetterBatch, routeJobBatch } from './jobs/router'
import { isCrossOriginWrite, withSecurityHeaders } from './security'

// This module is the Remix compiler's server entry (`server` in remix.config.js): the compiler bundles
// it with the app into build/index.js, so the pages, the queue consumer and the Durable Objects share
// one copy of every module. workers/main.ts is wrangler's entry.
export { ChatRoom } from './chat-room'
export { FamilyChannel } from './family-channel'

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild)

// `npm run dev`: tells the Remix dev server that the Worker runs the new build, so the page reloads.
// A build (`npm run build`) is made for production, where this line is compiled away.
if (process.env.NODE_ENV === 'development') logDevReady(build as unknown as ServerBuild)

/**
 * An unknown `/api/...` path reaches the catch-all page route, which answers the HTML 404 page: a
 * client of the API gets JSON `{ message }` instead, like every other API error.
 */
function apiNotFoundAsJson(request: Request, response: Response) {
  if (response.status !== 404 || !new URL(request.url).pathname.startsWith('/api/')) return response
  if (!response.headers.get('content-type')?.includes('text/html')) return response
  return Response.json({ message: 'Not found' }, { status: 404 })
}

/** The Worker's handlers. */
export const worker = {
  async fetch(request, bindings, executionCtx) {
    const nonce = randomToken(16)
    if (isCrossOriginWrite(request)) {
      return withSecurityHeaders(new Response('Cross-origin request refused', { status: 403 }), nonce)
    }
    try {
      const d1 = openD1Session(bindings.DB, request)
      const app = createAppContext(bindings, executionCtx, d1)
      const response = apiNotFoundAsJson(request, await handleRemixRequest(request, createRequestContext(app, request, nonce) as AppLoadContext))
      // A chat room accepted the WebSocket upgrade: its 101 answer goes back untouched.
      if (response.status === 101) return response
      const secured = withBookmarkCookie(withSecurityHeaders(response, nonce, request), request, d1)
      // A forged or broken session cookie was read as signed out; the browser is told to drop it.
      if (await hasUnreadableSessionCookie(request, app.env)) secured.headers.append('Set-Cookie', await clearSessionCookie(app.env))
      // The page budget is 4 D1 queries (DESIGN.md section 8): tests and the benchmark read this.
      if (!app.env.isProduction) secured.headers.set('X-D1-Queries', String(app.queries.count))
      return secured
    } catch (error) {
      // The last line of defence: log it, show no stack trace.
      console.error('[worker] unhandled error', error)
      return withSecurityHeaders(new Response('Something went wrong', { status: 500 }), nonce)
    }
  },

  async queue(batch, bindings, executionCtx) {
    const app = createAppContext(bindings, executionCtx)
    if (batch.queue === DEAD_LETTER_QUEUE) await routeDeadLetterBatch(batch, app)
    else await routeJobBatch(batch, app)
    // What a batch cost D1, for `npm run bench:load` (which reads the local server's log).
    if (!app.env.isProduction) console.log(`[d1] queue batch of ${batch.messages.length}: ${app.queries.count} queries`)
  },

  async scheduled(_controller, bindings, executionCtx) {
    const app = createAppContext(bindings, executionCtx)
    const { chaptersFailed, quizzesFailed, chaptersRequeued, quizzesRequeued } = await runScheduledMaintenance(app.db, bindings.JOBS)
    if (chaptersRequeued.length || quizzesRequeued.length) console.warn(`[cron] sent ${chaptersRequeued.length} chapters and ${quizzesRequeued.length} quizzes again`)
    if (chaptersFailed.length || quizzesFailed.length) console.warn(`[cron] gave up ${chaptersFailed.length} chapters and ${quizzesFailed.length} quizzes`)
    await Promise.all([
      ...chaptersFailed.map(({ userId, storyId, chapterId }) => app.notifyFamily(userId, { type: 'chapter', storyId, chapterId, status: 'failed' })),
      ...quizzesFailed.map(({ userId, quizId }) => app.notifyFamily(userId, { type: 'quiz', quizId, status: 'failed' })),
    ])
  },
} satisfies ExportedHandler<WorkerBindings>
