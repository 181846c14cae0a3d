// Builds the one script of a page sent without React (app/sw/signed-out-page.ts) into
// public/signed-out.js, a step of `npm run build`. The name has no hash, since the Worker's build is
// written before it: public/_headers serves it with Cache-Control: no-cache, so a visit checks it
// with the server (a 304 when unchanged). public/signed-out.js is generated, not committed.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleBrowserScript } from './bundle-browser-script.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { bytes, gzipBytes } = await bundleBrowserScript({
  entry: join(root, 'app', 'sw', 'signed-out-page.ts'),
  outfile: join(root, 'public', 'signed-out.js'),
})
console.log(`[signed-out] public/signed-out.js: ${bytes} bytes (${gzipBytes} gzip)`)
