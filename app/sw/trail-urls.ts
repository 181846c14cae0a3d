import { fieldKitParkOf, fieldKitUrl } from '~/utils/field-kit-url'
import { chapterSceneUrl } from '~/utils/scene-url'
import { pagePathOf, routeDataUrl } from './single-fetch'

/**
 * What a story saved for the trail consists of, as addresses: the pages a family opens with no
 * signal, the loader data a Remix client navigation asks for (`<path>.data`, single fetch), the pictures, the
 * storybook and its park's field kit. The page that saves and the service worker that answers offline
 * both use these, so what is stored is exactly what is looked up.
 */

/** The Remix route ids whose data a saved story needs (file names under app/routes). */
export const ROUTE_IDS = {
  root: 'root',
  story: 'routes/story.$storyId',
  summary: 'routes/story.$storyId_.summary',
  library: 'routes/library._index',
} as const

/**
 * One route's loader data is saved at `<path>.data?_routes=<route id>` (what the server answers for that
 * route alone); offline, the service worker puts together the routes a data request asks for.
 */
export const dataUrl = routeDataUrl

/** The root loader's data (the parent, the children) is the same on every page: one copy is kept. */
export const ROOT_DATA = dataUrl('/', ROUTE_IDS.root)
export const LIBRARY_PAGES = ['/library', '/library?tab=trail'] as const
export const LIBRARY_DATA = dataUrl('/library', ROUTE_IDS.library)

/** Story ids are unguessable random strings; nothing else is saved or looked up. */
const STORY_ID = /^[A-Za-z0-9_-]{6,64}$/
export const isStoryId = (value: unknown): value is string => typeof value === 'string' && STORY_ID.test(value)

/** The reader (newest chapter, and from chapter 1 as the library's Read Again opens it) and the summary. */
export const storyPages = (storyId: string) => [`/story/${storyId}`, `/story/${storyId}?chapter=1`, `/story/${storyId}/summary`]
export const storyReaderData = (storyId: string) => dataUrl(`/story/${storyId}`, ROUTE_IDS.story)
export const storySummaryData = (storyId: string) => dataUrl(`/story/${storyId}/summary`, ROUTE_IDS.summary)
export const storyPdfUrl = (storyId: string) => `/api/stories/${storyId}/pdf`

/** What the reader's loader returns, as far as saving needs it. */
export interface ReaderData {
  story: {
    id: string
    childId: number
    parkId: string
    sidekickId: string
    displayTitle: string
    isCompleted: boolean
    chapters: { id: number; number: number; status: string; imageUrls: { paragraphIndex: number; url: string }[] }[]
  } | null
  park: { id: string; name: string } | null
}

/** What the summary's loader returns, as far as saving needs it. */
export interface SummaryData {
  summary: { park: { name: string; imageUrl: string } | null }
}

/**
 * Every picture the saved pages show, the storybook and the park's field kit: each ready chapter's
 * opening picture (the family's own on the first paragraph, else the park's landmark scene, as the
 * reader draws it), the family's pictures on later paragraphs, the park photo of the library card,
 * and the two PDFs.
 */
export function storyMediaUrls(reader: ReaderData, summary: SummaryData) {
  const story = reader.story
  if (!story) return []
  const urls = new Set<string>()
  for (const chapter of story.chapters) {
    if (chapter.status !== 'ready') continue
    if (!chapter.imageUrls.some((image) => image.paragraphIndex === 0)) urls.add(chapterSceneUrl(story.parkId, story.sidekickId, chapter.id))
    for (const image of chapter.imageUrls) urls.add(image.url)
  }
  if (summary.summary.park?.imageUrl) urls.add(summary.summary.park.imageUrl)
  urls.add(storyPdfUrl(story.id))
  // A story is only ever made in a park the family has unlocked, so its kit is theirs to print.
  urls.add(fieldKitUrl(story.parkId))
  // Only our own addresses: a picture from anywhere else is not the family's to keep here.
  return [...urls].filter((url) => url.startsWith('/') && !url.startsWith('//'))
}

/** Requests whose answer may come from a family's saved pictures, storybooks and field kits when there is no signal. */
export function isMediaPath(pathname: string) {
  return /^\/api\/(?:images|media)\//.test(pathname) || /^\/api\/stories\/[^/]+\/pdf$/.test(pathname) || fieldKitParkOf(pathname) !== null
}

/** The route below the root whose data a saved page needs (null for a page trail mode never saves). */
export function savedPageRouteId(pathname: string) {
  if (pathname === '/library') return ROUTE_IDS.library
  const story = pathname.match(/^\/story\/([^/]+)(\/summary)?$/)
  if (!story || !isStoryId(story[1])) return null
  return story[2] ? ROUTE_IDS.summary : ROUTE_IDS.story
}

/**
 * The saved copies a Remix data request (`<path>.data`) is answered with offline, one per route it
 * asks for (`?_routes=`, else the root and the page's route, as a navigation asks): the root's one
 * copy for any page, else the route's data at that path (the reader's `?chapter=` is read in the
 * browser, so every chapter shares one copy). Null for anything that is not a data request, or that
 * asks for a route no saved page has.
 */
export function dataCacheKeys(url: URL, { rootOnlyPage = false } = {}) {
  const page = pagePathOf(url.pathname)
  if (page === null) return null
  const pageRoute = savedPageRouteId(page)
  // Without `_routes` the request is for every loader at the path: known for saved pages, and for a
  // page whose only loader is the root's (a navigation there asks for the root's data alone).
  if (!url.searchParams.has('_routes') && !pageRoute && !rootOnlyPage) return null
  const asked = url.searchParams.get('_routes')?.split(',') ?? [ROUTE_IDS.root, ...(pageRoute ? [pageRoute] : [])]
  const keys: { routeId: string; key: string }[] = []
  for (const routeId of asked) {
    if (routeId === ROUTE_IDS.root) keys.push({ routeId, key: ROOT_DATA })
    else if (routeId === pageRoute) keys.push({ routeId, key: dataUrl(page, routeId) })
    else return null
  }
  return keys.length ? keys : null
}

/**
 * The saved page to open for an address that was not saved exactly: one at the same path whose query
 * asks nothing the address does not (`/library?tab=trail&q=zion` opens `/library?tab=trail`;
 * `/story/x?chapter=3` opens `/story/x`, never `/story/x?chapter=1`), the closest such one first.
 * The browser is sent there, so the page it shows is the page its address names.
 */
export function closestSavedPage(requested: URL, saved: string[]) {
  let best: { url: string; score: number } | null = null
  for (const candidate of saved) {
    const url = new URL(candidate, requested.origin)
    if (url.pathname !== requested.pathname) continue
    const params = [...url.searchParams]
    if (!params.every(([name, value]) => requested.searchParams.getAll(name).includes(value))) continue
    if (!best || params.length > best.score) best = { url: url.pathname + url.search, score: params.length }
  }
  return best?.url ?? null
}

/** The client build a Remix page was rendered for: its manifest's hash (`/build/manifest-44D0C77C.js`). */
export function buildVersionOf(html: string) {
  return html.match(/\/build\/manifest-([A-Za-z0-9]+)\.js/)?.[1]?.toLowerCase() ?? null
}

/** What trail mode reads of a route in a client build's manifest. */
export interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  hasLoader?: boolean
}

/**
 * A page whose only loader is the root's: a route right under the root at exactly that static path,
 * with no loader and no child routes (`/travel`). Offline, its data request is the root's saved data.
 */
export function isRootOnlyPage(pathname: string, routes: Record<string, ManifestRoute>) {
  const all = Object.values(routes)
  const route = all.find((candidate) => candidate.parentId === 'root' && !candidate.index && candidate.path && `/${candidate.path}` === pathname)
  return Boolean(route && !/[:*]/.test(route.path ?? '') && !route.hasLoader && !all.some((child) => child.parentId === route.id))
}

/**
 * The routes of a client build, read from its manifest file (`window.__remixManifest={...};`), so the
 * service worker can answer Remix's route discovery (`/__manifest`) offline from the precached build.
 */
export function routesOfBuildManifest(source: string): Record<string, ManifestRoute> | null {
  const json = source.trim().replace(/^window\.__remixManifest\s*=\s*/, '').replace(/;\s*$/, '')
  try {
    const manifest = JSON.parse(json) as { routes?: Record<string, ManifestRoute> }
    return manifest.routes && typeof manifest.routes === 'object' ? manifest.routes : null
  } catch {
    return null
  }
}
