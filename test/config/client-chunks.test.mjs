// How the browser build is split into files (scripts/chunk-groups.mjs, applied after `remix build` by
// scripts/merge-client-chunks.mjs; docs/decisions/022-fewer-larger-browser-chunks.md). The first
// tests are the grouping rules on small graphs; the last ones read the build `npm run build` made.
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { chunkGroups } from '../../scripts/chunk-groups.mjs'

/** A graph from `{ module: [imports] }`, each module `sizes[module]` bytes (100 unless given). */
function graph(imports, { entries, shellEntries, sizes = {} }) {
  return { entries, shellEntries, staticImports: (id) => imports[id] ?? [], size: (id) => sizes[id] ?? 100 }
}
const groupsOf = (names) => {
  const byGroup = {}
  for (const [id, name] of names) (byGroup[name] ??= []).push(id)
  return Object.values(byGroup)
    .map((ids) => ids.sort())
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
}

test('whatever the entry script or root needs shares one file; a module one route needs stays with it', () => {
  const names = chunkGroups(
    graph(
      { entry: ['react', 'remix'], root: ['remix', 'button'], remix: ['react'], a: ['button', 'only-a'], b: ['button'] },
      { entries: ['entry', 'root', 'a', 'b'], shellEntries: ['entry', 'root'] },
    ),
    { smallBytes: 0, maxExtraEntries: 0, shellBudgetBytes: 0 },
  )
  assert.deepEqual(Object.fromEntries(names), { react: 'shell', remix: 'shell', button: 'shell' })
})

test('a small group joins the smallest group its routes all load already, never one they do not', () => {
  const imports = {
    entry: ['react'],
    root: ['react'],
    a: ['icon-ab', 'ui-abc'],
    b: ['icon-ab', 'ui-abc'],
    c: ['ui-abc', 'icon-cd'],
    d: ['icon-cd'],
  }
  const sizes = { 'ui-abc': 5000, 'icon-ab': 300, 'icon-cd': 300 }
  const merged = chunkGroups(graph(imports, { entries: ['entry', 'root', 'a', 'b', 'c', 'd'], shellEntries: ['entry', 'root'], sizes }), {
    smallBytes: 1000,
    maxExtraEntries: 5,
    shellBudgetBytes: 0,
  })
  // a and b load ui-abc anyway, so icon-ab rides with it; no group holds c and d's icon, so it stays alone.
  assert.deepEqual(groupsOf(merged), [['icon-ab', 'ui-abc'], ['icon-cd'], ['react']])

  const strict = chunkGroups(graph(imports, { entries: ['entry', 'root', 'a', 'b', 'c', 'd'], shellEntries: ['entry', 'root'], sizes }), {
    smallBytes: 1000,
    maxExtraEntries: 0,
    shellBudgetBytes: 0,
  })
  assert.deepEqual(groupsOf(strict), [['icon-ab'], ['icon-cd'], ['react'], ['ui-abc']], 'c would load icon-ab for nothing')
})

test('the shell takes small groups only up to its budget, smallest first', () => {
  const imports = { entry: ['react'], root: [], a: ['tiny', 'small'], b: ['tiny', 'small', 'other'], c: ['other'] }
  const sizes = { tiny: 200, small: 900, other: 700 }
  const names = chunkGroups(graph(imports, { entries: ['entry', 'root', 'a', 'b', 'c'], shellEntries: ['entry', 'root'], sizes }), {
    smallBytes: 1000,
    maxExtraEntries: 0,
    shellBudgetBytes: 1000,
  })
  // tiny and small share a group (a and b both reach them): 1,100 bytes is over the budget, and not
  // small. `other` (700) fits.
  assert.equal(names.get('other'), 'shell')
  assert.notEqual(names.get('tiny'), 'shell')
  assert.equal(names.get('tiny'), names.get('small'))
})

test('two small groups that nothing contains pair up when few bytes are loaded for nothing', () => {
  const imports = { entry: [], root: [], a: ['x'], b: ['x', 'y'], c: ['y'], d: ['z'], e: ['z', 'w'], f: ['w'] }
  const sizes = { x: 300, y: 200, z: 900, w: 100 }
  const entries = ['entry', 'root', 'a', 'b', 'c', 'd', 'e', 'f']
  const limits = { smallBytes: 1000, maxExtraEntries: 0, shellBudgetBytes: 0 }
  const apart = chunkGroups(graph(imports, { entries, shellEntries: ['entry', 'root'], sizes }), limits)
  assert.deepEqual(groupsOf(apart), [['w'], ['x'], ['y'], ['z']])
  // w with y: e and f load y's 200 bytes each for nothing, b and c load w's 100: 600 in all. Pairing
  // x with them next would cost 1,200.
  const paired = chunkGroups(graph(imports, { entries, shellEntries: ['entry', 'root'], sizes }), { ...limits, pairCostBytes: 1000 })
  assert.deepEqual(groupsOf(paired), [['w', 'y'], ['x'], ['z']])
})

const root = join(import.meta.dirname, '..', '..')
const buildDir = join(root, 'public', 'build')
const manifestFile = readdirSync(buildDir).find((name) => /^manifest-[A-Z0-9]{8}\.js$/.test(name))
const manifest = JSON.parse(readFileSync(join(buildDir, manifestFile), 'utf8').replace(/^window\.__remixManifest=/, '').replace(/;$/, ''))
const fileOf = (url) => join(root, 'public', decodeURIComponent(url))

test('the manifest names files that exist, and the server build carries the same manifest', () => {
  const urls = [manifest.entry.module, ...(manifest.entry.imports ?? [])]
  for (const route of Object.values(manifest.routes)) urls.push(route.module, ...(route.imports ?? []))
  for (const url of urls) assert.ok(existsSync(fileOf(url)), `${url} is missing`)
  const server = readFileSync(join(root, 'build', 'index.js'), 'utf8')
  assert.ok(server.includes(`url:"${manifest.url}"`) && server.includes(`version:"${manifest.version}"`))
  for (const route of Object.values(manifest.routes)) {
    assert.ok(server.includes(`module:"${route.module}",imports:${route.imports ? JSON.stringify(route.imports) : 'void 0'}`), route.id)
  }
})

test('every file a page script imports is in the build, and every page starts from a handful of files', () => {
  const scripts = readdirSync(buildDir, { recursive: true }).map(String).filter((path) => path.endsWith('.js'))
  for (const path of scripts) {
    const code = readFileSync(join(buildDir, path), 'utf8')
    for (const [, spec] of code.matchAll(/(?:from\s*|import\s*\(?\s*)"(\.{1,2}\/[^"]+)"/g)) {
      assert.ok(existsSync(join(buildDir, path, '..', spec)), `${path} imports ${spec}, which is not there`)
    }
  }
  const shell = new Set([manifest.entry.module, ...(manifest.entry.imports ?? []), manifest.routes.root.module, ...(manifest.routes.root.imports ?? [])])
  assert.ok(shell.size <= 4, `the entry and root load ${shell.size} files`)
  for (const id of ['routes/_index', 'routes/sign-in', 'routes/library._index', 'routes/story.$storyId', 'routes/account']) {
    const route = manifest.routes[id]
    const files = new Set([...shell, route.module, ...(route.imports ?? [])])
    assert.ok(files.size <= 14, `${id} names ${files.size} scripts`)
  }
})
