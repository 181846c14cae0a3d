import { decode, encode, type DecodePlugin, type EncodePlugin } from 'turbo-stream'

/**
 * Remix's data requests with single fetch (`v3_singleFetch`): a page's loader data is asked for at
 * `<path>.data` (`/_root.data` for `/`), optionally limited to some routes by `?_routes=<id>,<id>`,
 * and answered with a turbo-stream, `{ [routeId]: { data } | { error } }`; an action's answer is one
 * `{ data }`, `{ error }` or `{ redirect, ... }`. Trail mode (the page that saves, the service worker
 * that answers offline) and the tests read and write them here, with the plugins Remix's own client
 * decodes with (@remix-run/react's single-fetch.js) and its server encodes with. `turbo-stream` is the
 * version @remix-run/react and @remix-run/server-runtime depend on, not a dependency of ours.
 */

/** The content type of a `.data` answer (Remix's, chosen so Cloudflare compresses it). */
export const DATA_TYPE = 'text/x-script'

/** Where a loader's redirect sits in a decoded GET answer (Remix uses a symbol of its own for it). */
export const SINGLE_FETCH_REDIRECT = Symbol('SingleFetchRedirect')

export interface SingleFetchRedirect {
  redirect: string
  status: number
  revalidate: boolean
  reload: boolean
  replace: boolean
}

/** What one route's loader (or the action) answered. */
export type RouteResult = { data: unknown } | { error: unknown } | SingleFetchRedirect

/** An ErrorResponse (a thrown Response, `throw json(..., { status: 404 })`) as the page's error boundary sees it. */
export interface DecodedErrorResponse {
  status: number
  statusText: string
  data: unknown
  internal: boolean
}

/** `/story/x` -> `/story/x.data`, `/` -> `/_root.data`, as Remix's client makes it (its singleFetchUrl). */
export function dataPathOf(pathname: string) {
  return pathname === '/' ? '/_root.data' : `${pathname.replace(/\/$/, '')}.data`
}

/** The page a `.data` path asks about (`/_root.data` -> `/`); null for any other path. */
export function pagePathOf(dataPath: string) {
  if (!dataPath.endsWith('.data')) return null
  const page = dataPath.slice(0, -'.data'.length)
  return page === '/_root' ? '/' : page
}

/** `<path>.data?_routes=<route id>`: one route's loader data, encoded the way Remix's client encodes it. */
export function routeDataUrl(pathname: string, routeId: string) {
  return `${dataPathOf(pathname)}?${new URLSearchParams({ _routes: routeId })}`
}

const decodePlugins: DecodePlugin[] = [
  (type, ...rest) => {
    if (type === 'SanitizedError') {
      const [name, message, stack] = rest as [string, string, string | undefined]
      const error = new Error(message)
      error.name = name
      error.stack = stack
      return { value: error }
    }
    if (type === 'ErrorResponse') {
      const [data, status, statusText] = rest as [unknown, number, string]
      return { value: { status, statusText, data, internal: false } satisfies DecodedErrorResponse }
    }
    if (type === 'SingleFetchRedirect') return { value: { [SINGLE_FETCH_REDIRECT]: rest[0] as SingleFetchRedirect } }
  },
  (type, value) => {
    if (type === 'SingleFetchFallback') return { value: undefined }
    if (type === 'SingleFetchClassInstance') return { value }
  },
]

/** Decodes a `.data` answer's body, waiting for every promise in it. */
export async function decodeData(body: ReadableStream<Uint8Array>) {
  const decoded = await decode(body, { plugins: decodePlugins })
  await decoded.done
  return decoded.value
}

const encodePlugins: EncodePlugin[] = [
  (value) => {
    if (value && typeof value === 'object' && SINGLE_FETCH_REDIRECT in value) {
      return ['SingleFetchRedirect', (value as { [SINGLE_FETCH_REDIRECT]: SingleFetchRedirect })[SINGLE_FETCH_REDIRECT]]
    }
  },
]
const encodePostPlugins: EncodePlugin[] = [
  (value) => (value && typeof value === 'object' ? ['SingleFetchClassInstance', Object.fromEntries(Object.entries(value))] : undefined),
  () => ['SingleFetchFallback'],
]

/** Encodes a `.data` answer's body as Remix's server does. */
export function encodeData(value: unknown) {
  return encode(value, { plugins: encodePlugins, postPlugins: encodePostPlugins })
}

/** What one route answered in a decoded GET answer (null if the answer holds nothing for it, or is a redirect). */
export function routeResult(decoded: unknown, routeId: string): RouteResult | null {
  if (!decoded || typeof decoded !== 'object' || SINGLE_FETCH_REDIRECT in decoded) return null
  const result = (decoded as Record<string, unknown>)[routeId]
  return result && typeof result === 'object' ? (result as RouteResult) : null
}

/** The redirect a decoded answer asks for: a loader's (GET) or an action's; null if it is none. */
export function redirectOf(decoded: unknown): SingleFetchRedirect | null {
  if (!decoded || typeof decoded !== 'object') return null
  if (SINGLE_FETCH_REDIRECT in decoded) return (decoded as { [SINGLE_FETCH_REDIRECT]: SingleFetchRedirect })[SINGLE_FETCH_REDIRECT]
  return 'redirect' in decoded && typeof decoded.redirect === 'string' ? (decoded as SingleFetchRedirect) : null
}
