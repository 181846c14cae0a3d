import type { AppEnv } from '~/env.server'

/** Where the app lives when no request says so (a queue job) and APP_URL is not set. */
const FALLBACK_ORIGIN = { development: 'http://localhost:8787', other: 'https://storytrails.app' }

/**
 * The address links in e-mails point to: APP_URL when it is set, else the origin of the request
 * being served; a queue job has no request, so production should set APP_URL.
 */
export function publicOrigin(env: AppEnv, request?: Request) {
  if (env.APP_URL) return env.APP_URL.replace(/\/+$/, '')
  if (request) return new URL(request.url).origin
  return env.isDevelopment ? FALLBACK_ORIGIN.development : FALLBACK_ORIGIN.other
}
