// `react-dom` (not `react-dom/server`) is React's browser renderer: about 220 KB of the Worker for
// nothing, since a Worker only renders to HTML. Radix and React Router import it for `createPortal`
// and `flushSync`, which they call once a page runs in the browser. wrangler.toml and vitest.config.ts
// alias `react-dom` alone to this module (remix.config.js leaves it out of the server build); what a
// server could reach does the same as React's own, and the browser-only calls fail loudly.
import { version as reactVersion } from 'react'

const browserOnly = (name: string) => (): never => {
  throw new Error(`react-dom's ${name} runs only in the browser`)
}

export const version = reactVersion
/** What React DOM does outside a render: run the update now. */
export const flushSync = <R>(fn: () => R): R => fn()
export const unstable_batchedUpdates = <A, R>(fn: (a: A) => R, a: A): R => fn(a)
export const createPortal = browserOnly('createPortal')
export const createRoot = browserOnly('createRoot')
export const hydrateRoot = browserOnly('hydrateRoot')
export const render = browserOnly('render')
export const hydrate = browserOnly('hydrate')
export const findDOMNode = browserOnly('findDOMNode')
export const unmountComponentAtNode = browserOnly('unmountComponentAtNode')
export const unstable_renderSubtreeIntoContainer = browserOnly('unstable_renderSubtreeIntoContainer')
export const __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED = {}

// Some packages import it whole (`import ReactDOM from 'react-dom'`), as CommonJS allowed.
export default {
  version,
  flushSync,
  unstable_batchedUpdates,
  createPortal,
  createRoot,
  hydrateRoot,
  render,
  hydrate,
  findDOMNode,
  unmountComponentAtNode,
  unstable_renderSubtreeIntoContainer,
  __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED,
}
