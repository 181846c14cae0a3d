// Builds the one script of a page sent without React (app/sw/signed-out-page.ts) into
// public/signed-out.js, a step of `npm run build`. The name has no hash, since the Worker's build is
// written before it: public/_headers serves it with Cache-Control: no-cache, so a visit checks it
// with the server (a 304 when unchanged). public/signed-out.js is generated, not committed.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outfile = join(root, 'public', 'signed-out.js')

await build({
  entryPoints: [join(root, 'app', 'sw', 'signed-out-page.ts')],
  outfile,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2020'],
  minify: true,
  legalComments: 'none',
  tsconfig: join(root, 'app', 'sw', 'tsconfig.json'),
  logLevel: 'warning',
})

const script = readFileSync(outfile)
console.log(`[signed-out] public/signed-out.js: ${script.length} bytes (${gzipSync(script).length} gzip)`)
