/**
 * Story Trails' service worker (trail mode): bundled by scripts/build-sw.mjs into public/sw.js, which
 * also fills in __TRAIL_BUILD__ (the build's version and precache list). Why Workbox modules and how
 * updates stay consistent: docs/decisions/009-service-worker.md.
 *
 * - The client build, fonts and icons of this version are precached; a saved page of an older
 *   version keeps its own build until it is saved again (files are named by their content hash, so
 *   versions never mix).
 * - Pages, loader data, pictures and every write go to the network first, always; only when it does
 *   not answer do saved copies of the signed-in family (or the offline page) answer instead.
 */
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types'
import { registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { offlinePageHtml, OFFLINE_PAGE_CSP, type OfflineReason } from './offline-page'
import { BUILD_CACHE_PREFIX, buildCacheName, buildCachesToClear } from './trail-names'
import { clearFamilies, FRESH_HEADER, openFamilyCache, savedVersions, setSignedInFamily, signedInFamily } from './trail-store'
import { DATA_TYPE, decodeData, encodeData, pagePathOf, routeResult, SINGLE_FETCH_REDIRECT, type RouteResult } from './single-fetch'
import { closestSavedPage, dataCacheKeys, isMediaPath, isRootOnlyPage, routesOfBuildManifest, type ManifestRoute } from './trail-urls'

declare const self: ServiceWorkerGlobalScope
declare const __TRAIL_BUILD__: { version: string; precache: PrecacheEntry[] }

/** What a write (or a page that needs the server) answers with no signal. */
export const NEEDS_CONNECTION = "You're offline, so this has to wait until you have signal. Nothing was changed."

const BUILD = __TRAIL_BUILD__
const precache = new PrecacheController({ cacheName: buildCacheName(BUILD.version) })
precache.addToCacheList(BUILD.precache)

self.addEventListener('install', (event) => {
  // Calls event.waitUntil itself: the new version is installed only once its whole build is stored.
  void precache.install(event)
})

self.addEventListener('activate', (event) => {
  void precache.activate(event)
  event.waitUntil(
    (async () => {
      // The page request starts while the worker wakes up, so network-first pages cost no extra wait.
      await self.registration.navigationPreload?.enable()
      await removeUnusedBuilds()
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type
  // workbox-window's messageSkipWaiting(), sent when the family chooses Reload on "New version available".
  if (type === 'SKIP_WAITING') void self.skipWaiting()
  // A page saved its stories again for this version: older builds may no longer be needed.
  if (type === 'TRAIL_CLEANUP') event.waitUntil(removeUnusedBuilds())
})

/** Build caches of versions neither running nor named by any saved page. */
async function removeUnusedBuilds() {
  const stale = buildCachesToClear(await caches.keys(), BUILD.version, await savedVersions().catch(() => new Set<string>()))
  await Promise.all(stale.map((name) => caches.delete(name)))
}

const isFresh = (request: Request) => request.headers.has(FRESH_HEADER)

async function familyCache(kind: 'pages' | 'media') {
  const userId = await signedInFamily().catch(() => null)
  return userId ? openFamilyCache(userId, kind) : null
}

function offlinePage(reason: OfflineReason) {
  return new Response(offlinePageHtml(reason), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': OFFLINE_PAGE_CSP, 'Cache-Control': 'no-store' },
  })
}

/** A saved page of the signed-in family, else the nearest saved one at that path, else the offline page. */
async function savedPage(request: Request) {
  const url = new URL(request.url)
  const cache = await familyCache('pages')
  if (cache) {
    const exact = await cache.match(url.href, { ignoreVary: true })
    if (exact?.headers.get('content-type')?.includes('text/html')) return exact
    const pages = (await cache.keys()).map((key) => new URL(key.url)).filter((saved) => pagePathOf(saved.pathname) === null)
    const closest = closestSavedPage(url, pages.map((saved) => saved.pathname + saved.search))
    if (closest) return Response.redirect(new URL(closest, url.origin).href, 302)
  }
  return offlinePage('page')
}

/** The routes of the build this worker precached (read once from its manifest file). */
let buildRoutes: Promise<Record<string, ManifestRoute> | null> | null = null
function routesOfThisBuild() {
  buildRoutes ??= (async () => {
    const cache = await caches.open(buildCacheName(BUILD.version))
    const manifest = (await cache.keys()).find((key) => /^\/build\/manifest-[A-Za-z0-9]+\.js$/.test(new URL(key.url).pathname))
    const file = manifest ? await cache.match(manifest) : undefined
    return file ? routesOfBuildManifest(await file.text()) : null
  })().catch(() => null)
  return buildRoutes
}

const dataAnswer = (body: unknown, status = 200) =>
  new Response(encodeData(body), { status, headers: { 'Content-Type': DATA_TYPE, 'X-Remix-Response': 'yes' } })

/**
 * A Remix data request (`<path>.data`, single fetch) with no signal: the saved data of each route it
 * asks for, put together in one answer, else a document reload of the page, which then gets the
 * offline page (Remix's client follows a redirect marked `reload`).
 */
async function savedData(request: Request) {
  if (isFresh(request)) return undefined
  const url = new URL(request.url)
  const page = pagePathOf(url.pathname) ?? '/'
  const routes = url.searchParams.has('_routes') ? null : await routesOfThisBuild()
  const keys = dataCacheKeys(url, { rootOnlyPage: routes ? isRootOnlyPage(page, routes) : false })
  const cache = keys ? await familyCache('pages') : null
  if (cache && keys) {
    const results: Record<string, RouteResult> = {}
    for (const { routeId, key } of keys) {
      const saved = await cache.match(new URL(key, url.origin).href, { ignoreVary: true })
      const result = saved?.body ? routeResult(await decodeData(saved.body).catch(() => null), routeId) : null
      if (!result || !('data' in result)) break
      results[routeId] = result
    }
    if (Object.keys(results).length === keys.length) return dataAnswer(results)
  }
  const target = new URL(page + url.search, url.origin)
  target.searchParams.delete('_routes')
  const redirect = target.pathname + target.search
  return dataAnswer({ [SINGLE_FETCH_REDIRECT]: { redirect, status: 302, revalidate: false, reload: true, replace: false } }, 202)
}

/** A saved picture or PDF; a PDF opened by a link (a navigation) that was not saved gets the offline page. */
async function savedMedia(request: Request) {
  if (isFresh(request)) return undefined
  const cache = await familyCache('media')
  const saved = await cache?.match(request.url, { ignoreVary: true })
  if (saved) return saved
  if (request.mode === 'navigate') return offlinePage('page')
  return new Response('Not saved for the trail', { status: 503, headers: { 'Content-Type': 'text/plain' } })
}

/** Remix's route discovery with no signal: every route of the build the page was made with. */
async function savedRoutes(request: Request) {
  const version = new URL(request.url).searchParams.get('version') ?? ''
  const name = buildCacheName(version)
  if (version && (await caches.has(name))) {
    const cache = await caches.open(name)
    const manifest = (await cache.keys()).find((key) => /^\/build\/manifest-[A-Za-z0-9]+\.js$/.test(new URL(key.url).pathname))
    const routes = manifest ? routesOfBuildManifest(await (await cache.match(manifest))!.text()) : null
    if (routes) return new Response(JSON.stringify(routes), { headers: { 'Content-Type': 'application/json' } })
  }
  // A build this device does not have: Remix loads the page as a document instead.
  return new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } })
}

function needsConnection(request: Request) {
  if (request.mode === 'navigate') return offlinePage('page')
  const answer = { ok: false, offline: true, message: NEEDS_CONNECTION }
  // A page action (`<path>.data`): Remix's client hands this to the page as the action's data, not as a crash.
  if (pagePathOf(new URL(request.url).pathname) !== null) return dataAnswer({ data: answer }, 503)
  return new Response(JSON.stringify(answer), {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Remix-Response': 'yes' },
  })
}

/** Files of an older build that a saved page still names (this version's come from the precache). */
async function olderBuildFile({ request }: RouteHandlerCallbackOptions) {
  for (const name of (await caches.keys()).filter((cacheName) => cacheName.startsWith(BUILD_CACHE_PREFIX))) {
    const hit = await (await caches.open(name)).match(request)
    if (hit) return hit
  }
  return fetch(request)
}

const network = new NetworkOnly()
const fallback = (answer: (request: Request) => Promise<Response | undefined> | Response) =>
  new NetworkOnly({ plugins: [{ handlerDidError: async ({ request }) => answer(request) }] })

/** Signing out ends the family's trail mode on this device: everything saved goes. */
async function signOut(options: RouteHandlerCallbackOptions) {
  let response: Response
  try {
    response = await network.handle(options)
  } catch {
    return options.request.mode === 'navigate' ? offlinePage('sign-out') : needsConnection(options.request)
  }
  // The family's caches and records go; the next page, signed out, deletes the database itself.
  await clearFamilies(null)
  await setSignedInFamily(null)
  return response
}

registerRoute(new PrecacheRoute(precache))
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/build/'), olderBuildFile)
for (const method of ['GET', 'POST'] as const) registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/logout', signOut, method)
// A field kit is opened by a link, so it comes as a navigation: it is answered from the saved media.
registerRoute(({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && !isMediaPath(url.pathname), fallback(savedPage))
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === '/__manifest', fallback(savedRoutes))
registerRoute(({ url, sameOrigin }) => sameOrigin && pagePathOf(url.pathname) !== null, fallback(savedData))
registerRoute(({ url, sameOrigin }) => sameOrigin && isMediaPath(url.pathname), fallback(savedMedia))
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) registerRoute(({ sameOrigin }) => sameOrigin, fallback(needsConnection), method)
