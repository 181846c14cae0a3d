import type { RequestContext } from '~/context.server'

declare module '@remix-run/cloudflare' {
  interface AppLoadContext extends RequestContext {}
}
declare module '@remix-run/server-runtime' {
  interface AppLoadContext extends RequestContext {}
}

export {}
