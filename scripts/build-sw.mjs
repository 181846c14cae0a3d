// Builds the service worker (app/sw/sw.ts) into public/sw.js, the last step of `npm run build`: it
// reads the Remix client build that `remix build` just wrote, lists the app shell to precache with a
// revision for each file, and bundles the worker with Workbox's modules through esbuild. public/sw.js
// is generated (not committed); public/_headers serves it with Cache-Control: no-cache.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleBrowserScript } from './bundle-browser-script.mjs'
import { clientBuildVersion, precacheManifest } from './precache-manifest.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const publicDir = join(root, 'public')
const outfile = join(publicDir, 'sw.js')

const publicFiles = readdirSync(publicDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))

const files = publicFiles.map((path) => {
  const bytes = readFileSync(path)
  return { path: relative(publicDir, path).split(sep).join('/'), size: statSync(path).size, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16) }
})
const { entries, bytes } = precacheManifest(files)
const { version } = clientBuildVersion(readFileSync(join(root, 'build', 'index.js'), 'utf8'), (url) => readFileSync(join(publicDir, url), 'utf8'))

const { bytes: swBytes, gzipBytes } = await bundleBrowserScript({
  entry: join(root, 'app', 'sw', 'sw.ts'),
  outfile,
  define: {
    'process.env.NODE_ENV': '"production"',
    __TRAIL_BUILD__: JSON.stringify({ version, precache: entries }),
  },
})

console.log(
  `[sw] public/sw.js for build ${version}: ${(swBytes / 1024).toFixed(1)} KB (${(gzipBytes / 1024).toFixed(1)} KB gzip); ` +
    `precache ${entries.length} files, ${(bytes / 1024 / 1024).toFixed(2)} MB`,
)
