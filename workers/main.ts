// wrangler's entry (`main` in wrangler.toml). Everything else lives in build/index.js, which the Remix
// compiler builds from workers/app.ts and the app; the WebAssembly codecs are imported here because
// wrangler (and the test pool) compile `.wasm` imports into modules, while the Remix compiler would
// turn them into asset URLs.
import { createWorker } from 'remix-server-build'
import { codecModules } from './wasm'

// Only the handlers and Durable Object classes may be exported from the Worker entry.
export { ChatRoom, FamilyChannel } from 'remix-server-build'

export default createWorker(codecModules)
