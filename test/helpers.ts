import { env, SELF } from 'cloudflare:test'
import { desc, eq } from 'drizzle-orm'
import { createDb } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { dataPathOf, decodeData, redirectOf, routeResult, type SingleFetchRedirect } from '~/sw/single-fetch'
import { BOOKMARK_COOKIE_NAME } from '~/utils/d1-bookmark'

export const ORIGIN = 'https://story-trails.test'
export const db = () => createDb(env.DB)

let counter = 0
export const uniqueEmail = (prefix = 'parent') => `${prefix}-${Date.now()}-${++counter}@example.com`

/** A same-origin request as our pages send it. */
export function request(path: string, init: RequestInit & { cookie?: string; form?: Record<string, string>; json?: unknown } = {}) {
  const headers = new Headers(init.headers)
  // A browser always sends Host; Remix compares it with Origin before a page action runs.
  headers.set('host', new URL(ORIGIN).host)
  if (init.cookie) headers.set('cookie', init.cookie)
  let body = init.body
  if (init.form) body = new URLSearchParams(init.form)
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(init.json)
  }
  if (init.method && init.method !== 'GET') headers.set('origin', ORIGIN)
  return SELF.fetch(`${ORIGIN}${path}`, { ...init, headers, body, redirect: 'manual' })
}

/**
 * A page's data address as Remix's client asks for it (single fetch): `<path>.data`, `/_root.data` for
 * `/`, the page's query kept. With `routeId`, `?_routes=` limits the loaders that run to that route's.
 */
export function dataUrl(path: string, routeId?: string) {
  const url = new URL(path, ORIGIN)
  url.pathname = dataPathOf(url.pathname)
  if (routeId) url.searchParams.set('_routes', routeId)
  return url.pathname + url.search
}

/** A data request's answer, decoded as Remix's client decodes it: what one loader or the action answered. */
export interface DataAnswer<T> {
  response: Response
  status: number
  headers: Headers
  /** What the loader or action returned (undefined if it threw or redirected). */
  data: T
  /** What it threw (a thrown `json()` or Response arrives as `{ status, statusText, data }`). */
  error: unknown
  /** The redirect it answered with (`{ redirect, status, revalidate, reload, replace }`), else null. */
  redirect: SingleFetchRedirect | null
}

/**
 * A page's data as our pages fetch it: GET runs `routeId`'s loader alone (`<path>.data?_routes=<id>`);
 * any other method runs the page's action (`<path>.data`; `?index` in the path picks an index route's).
 */
export async function dataRequest<T = unknown>(path: string, routeId: string, init: Parameters<typeof request>[1] = {}): Promise<DataAnswer<T>> {
  const loader = !init.method || init.method === 'GET'
  const response = await request(dataUrl(path, loader ? routeId : undefined), init)
  const decoded = response.body ? await decodeData(response.clone().body!) : undefined
  const redirect = redirectOf(decoded)
  const result = redirect ? null : loader ? routeResult(decoded, routeId) : (decoded as { data?: unknown; error?: unknown } | undefined)
  return {
    response,
    status: response.status,
    headers: response.headers,
    data: (result && 'data' in result ? result.data : undefined) as T,
    error: result && 'error' in result ? result.error : undefined,
    redirect,
  }
}

export async function latestCodeFor(email: string) {
  const row = await db().query.emailOutbox.findFirst({ where: eq(emailOutbox.to, email.toLowerCase()), orderBy: desc(emailOutbox.id) })
  const code = row?.subject.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`No sign-in code e-mailed to ${email}`)
  return code
}

/** Each sign-in comes from its own address unless a test says otherwise, so the per-IP limit stays out of the way. */
const nextIp = () => `198.51.${(counter >> 8) & 255}.${++counter & 255}`

export const requestCode = (email: string, ip = nextIp()) =>
  dataRequest<{ error?: string }>('/sign-in', 'routes/sign-in', { method: 'POST', form: { intent: 'send-code', email }, headers: { 'cf-connecting-ip': ip } })

export const submitCode = (email: string, code: string) =>
  dataRequest<{ error?: string }>('/sign-in', 'routes/sign-in', { method: 'POST', form: { intent: 'verify', email, code } })

export function sessionCookieFrom(response: { headers: Headers }) {
  const setCookie = response.headers.get('set-cookie') ?? ''
  const match = setCookie.match(/__Host-session=[^;]+/)
  if (!match) throw new Error(`No session cookie in: ${setCookie}`)
  return match[0]
}

/**
 * The cookies a response sets, leaving out D1's read-replica bookmark, which any answer that read or
 * wrote the database may carry (test/routes/d1-bookmark.test.ts).
 */
export const cookiesSet = (response: { headers: Headers }) => response.headers.getSetCookie().filter((cookie) => !cookie.startsWith(`${BOOKMARK_COOKIE_NAME}=`))

/** Signs a parent in through the real sign-in form and returns the session cookie. */
export async function signIn(email = uniqueEmail()) {
  const sent = await requestCode(email)
  if (sent.status !== 200) throw new Error(`Code request failed: ${sent.status}`)
  const { response } = await submitCode(email, await latestCodeFor(email))
  return { email, cookie: sessionCookieFrom(response), response }
}

export interface ChildJson {
  id: number
  name: string
  birthday: string
  username: string
  age: number
  reading: { size: string; font: string; spacing: string; calm: boolean }
}

/** Adds a child through the API, as the parent behind `cookie`. */
export async function addChild(cookie: string, child: { name: string; birthday: string } = { name: 'Ada Park', birthday: '2017-05-04' }) {
  const response = await request('/api/children', { method: 'POST', cookie, json: { ...child, consent: true } })
  if (response.status !== 201) throw new Error(`Adding a child failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as ChildJson
}
