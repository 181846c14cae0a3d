// How a script for the browser that the Remix build does not make is bundled: the service worker
// (build-sw.mjs) and the landing page's clean-up script (build-signed-out-page.mjs). One file for each,
// minified, with app/sw's tsconfig (both live in app/sw).
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * @param {{ entry: string, outfile: string, define?: Record<string, string> }} options
 * @returns {Promise<{ bytes: number, gzipBytes: number }>} the size of what was written
 */
export async function bundleBrowserScript({ entry, outfile, define = {} }) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    tsconfig: join(root, 'app', 'sw', 'tsconfig.json'),
    define,
    logLevel: 'warning',
  })
  const written = readFileSync(outfile)
  return { bytes: written.length, gzipBytes: gzipSync(written).length }
}
