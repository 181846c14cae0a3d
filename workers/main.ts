// wrangler's entry (`main` in wrangler.toml). Everything else lives in build/index.js, which the Remix
// compiler builds from workers/app.ts and the app.
import { worker } from 'remix-server-build'

// Only the handlers and Durable Object classes may be exported from the Worker entry.
export { ChatRoom, FamilyChannel } from 'remix-server-build'

export default worker
