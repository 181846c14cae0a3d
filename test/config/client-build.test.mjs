// What the browser build holds (run after `npm run build`). Remix gives the browser an empty module
// for every `.server` file and for `@remix-run/cloudflare`; our patch of its compiler marks those
// modules free of side effects, so an import that only loaders and actions use leaves no trace. One
// that is still in the build is a value a component reads from the server, and it is undefined there.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'

const root = join(import.meta.dirname, '..', '..')
const metafile = JSON.parse(readFileSync(join(root, 'build', 'metafile.js.json'), 'utf8'))

test('no browser chunk holds a server-only module', () => {
  const found = []
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    for (const input of Object.keys(inputs)) if (input.startsWith('empty-module:')) found.push(`${input.slice('empty-module:'.length)} in ${output}`)
  }
  assert.deepEqual(found, [], 'a component reads a value that exists only on the server')
})
