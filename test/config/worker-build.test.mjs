// What the Worker's build holds (run after `npm run build`): nothing that only a browser runs, and only
// React's streaming server renderer. Browser-only code reaches pages through `.client` modules, which
// Remix leaves empty in the server build.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'

const root = join(import.meta.dirname, '..', '..')
const metafile = JSON.parse(readFileSync(join(root, 'build', 'metafile.server.json'), 'utf8'))
const worker = metafile.outputs['build/index.js']
const inputs = Object.keys(worker.inputs)
const packageOf = (input) => input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1]

test('the Worker bundles no package that only runs in the browser', () => {
  const browserOnly = ['workbox-window', 'partysocket', 'idb', '@stripe/react-stripe-js', '@stripe/stripe-js', 'leaflet', 'leaflet.markercluster']
  // A stylesheet import is only its URL (the map's page links Leaflet's CSS); code is what counts.
  const code = inputs.filter((input) => !input.endsWith('.css'))
  const found = [...new Set(code.map(packageOf).filter((name) => browserOnly.includes(name)))]
  assert.deepEqual(found, [], 'a page module imports a browser-only package outside a `.client` module')
})

test("the Worker bundles React's streaming server renderer and not the legacy one (patches/react-dom+18.3.1.patch)", () => {
  const renderers = inputs.filter((input) => /react-dom\/cjs\/react-dom-server/.test(input)).map((input) => input.replace(/^.*react-dom\/cjs\//, ''))
  assert.deepEqual(renderers, ['react-dom-server.browser.production.min.js'])
})
