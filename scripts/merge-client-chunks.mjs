// After `remix build`: the browser build's JavaScript is bundled
// again by rollup, so that a page loads a few files instead of dozens (chunk-groups.mjs says which
// modules share a file, and why). Each route module and lazy chunk keeps its name and its exports;
// every file gets a new content hash, and the Remix manifest (the browser's file and the copy in the
// server build) names the new files and what each route imports. See
// docs/decisions/022-fewer-larger-browser-chunks.md.
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rollup } from 'rollup'
import { chunkGroups } from './chunk-groups.mjs'

/** Tuned on the signed-in home and `/sign-in`: see the decision for the figures. */
export const LIMITS = { smallBytes: 4000, maxExtraEntries: Infinity, shellBudgetBytes: 8000, pairCostBytes: 40_000 }

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const buildDir = join(root, 'public', 'build')
const serverBuild = join(root, 'build', 'index.js')
const ESBUILD_NAME = /-[A-Z0-9]{8}(\.js)?$/

const manifestName = readdirSync(buildDir).find((name) => /^manifest-[A-Z0-9]{8}\.js$/.test(name))
if (!manifestName) throw new Error('public/build has no manifest: run remix build first')
const manifestText = readFileSync(join(buildDir, manifestName), 'utf8')
const PREFIX = 'window.__remixManifest='
if (!manifestText.startsWith(PREFIX)) throw new Error(`${manifestName} is not a Remix manifest`)
const manifest = JSON.parse(manifestText.slice(PREFIX.length).replace(/;\s*$/, ''))

const scripts = readdirSync(buildDir, { recursive: true })
  .map(String)
  .filter((path) => path.endsWith('.js') && path !== manifestName && !path.startsWith('_assets'))
const source = new Map(scripts.map((path) => [join(buildDir, path), readFileSync(join(buildDir, path), 'utf8')]))
if (scripts.some((path) => source.get(join(buildDir, path)).includes('//# sourceMappingURL'))) {
  throw new Error('the browser build has source maps, which this step would leave stale')
}

/** A manifest URL (`/build/routes/x-HASH.js`) as the file's path. */
const fileOf = (url) => join(buildDir, decodeURIComponent(url.slice('/build/'.length)))
const entryFile = fileOf(manifest.entry.module)
const routeFiles = new Map(Object.values(manifest.routes).map((route) => [route.id, fileOf(route.module)]))
/** rollup's input names: the paths without esbuild's hash, so the outputs keep their names. */
const input = Object.fromEntries(
  [entryFile, ...routeFiles.values()].map((file) => [relative(buildDir, file).replace(ESBUILD_NAME, ''), file]),
)

let groups = new Map()
const warnings = []
const bundle = await rollup({
  input,
  preserveEntrySignatures: 'strict',
  onwarn: (warning) => warnings.push(warning.message),
  plugins: [
    {
      name: 'story-trails-build-urls',
      resolveId(id) {
        if (source.has(id)) return id
        if (id.startsWith('/build/') && source.has(join(buildDir, id.slice('/build/'.length)))) return join(buildDir, id.slice('/build/'.length))
        throw new Error(`unexpected import ${id} in the browser build`)
      },
      load: (id) => source.get(id) ?? null,
      buildEnd(error) {
        if (error) return
        const ids = [...this.getModuleIds()]
        const entries = ids.filter((id) => {
          const info = this.getModuleInfo(id)
          return info.isEntry || info.dynamicImporters.length > 0
        })
        groups = chunkGroups(
          {
            entries,
            shellEntries: [entryFile, routeFiles.get('root')],
            staticImports: (id) => this.getModuleInfo(id).importedIds,
            size: (id) => source.get(id).length,
          },
          LIMITS,
        )
      },
    },
  ],
})
const { output } = await bundle.generate({
  format: 'es',
  hashCharacters: 'base36',
  entryFileNames: '[name]-[hash].js',
  chunkFileNames: (chunk) => `_shared/${chunk.name.replace(ESBUILD_NAME, '')}-[hash].js`,
  // Keep `$` and dots of route names (story.$storyId): the asset URLs encode them.
  sanitizeFileName: (name) => name.replace(/[\0?*]/g, '_'),
  manualChunks: (id) => groups.get(id),
})
await bundle.close()
if (warnings.length > 0) throw new Error(`rollup warned:\n${warnings.join('\n')}`)

// Our names end in an upper-case hash like esbuild's (`-[A-Z0-9]{8}`), which the precache list and the
// tests read as "content-hashed".
const chunks = output.filter((item) => item.type === 'chunk')
const finalName = new Map(chunks.map((chunk) => [chunk.fileName, chunk.fileName.replace(/-([a-z0-9]{8})\.js$/, (_, hash) => `-${hash.toUpperCase()}.js`)]))
const baseNames = new Map([...finalName].map(([from, to]) => [from.split('/').pop(), to.split('/').pop()]))
const IMPORT_PATH = /(["'])(\.{1,2}\/(?:[^"'/]+\/)*)([^"'/]+\.js)\1/g
const rename = (code) => code.replace(IMPORT_PATH, (match, quote, dir, base) => (baseNames.has(base) ? `${quote}${dir}${baseNames.get(base)}${quote}` : match))

// No chunk may import itself round a cycle: ES modules would run one before what it needs.
const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]))
const state = new Map()
const visit = (name, path) => {
  if (state.get(name) === 'done') return
  if (state.get(name) === 'open') throw new Error(`the merged chunks import each other: ${[...path, name].join(' -> ')}`)
  state.set(name, 'open')
  for (const next of importsOf.get(name)) visit(next, [...path, name])
  state.set(name, 'done')
}
for (const chunk of chunks) visit(chunk.fileName, [])

for (const path of scripts) rmSync(join(buildDir, path))
for (const chunk of chunks) {
  const to = join(buildDir, finalName.get(chunk.fileName))
  mkdirSync(dirname(to), { recursive: true })
  writeFileSync(to, rename(chunk.code))
}

// The manifest: each route's module and every file it imports, directly or not (the page preloads them).
const chunkOfInput = new Map(chunks.filter((chunk) => chunk.isEntry).map((chunk) => [chunk.facadeModuleId, chunk.fileName]))
const allImports = (fileName, seen = new Set()) => {
  for (const next of importsOf.get(fileName)) {
    if (seen.has(next)) continue
    seen.add(next)
    allImports(next, seen)
  }
  return seen
}
const describe = (file) => {
  const fileName = chunkOfInput.get(file)
  if (!fileName) throw new Error(`rollup made no chunk for ${relative(buildDir, file)}`)
  const imports = [...allImports(fileName)].map((name) => `/build/${finalName.get(name)}`)
  return { module: `/build/${finalName.get(fileName)}`, imports: imports.length > 0 ? imports : undefined }
}
const entry = describe(entryFile)
const routes = new Map([...routeFiles].map(([id, file]) => [id, describe(file)]))

const newManifest = {
  ...manifest,
  entry: { ...manifest.entry, ...entry },
  routes: Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, { ...route, ...routes.get(id) }])),
}
delete newManifest.url
delete newManifest.version
const version = createHash('sha256').update(JSON.stringify(newManifest)).digest('hex').slice(0, 8)
newManifest.version = version
newManifest.url = `/build/manifest-${version.toUpperCase()}.js`
rmSync(join(buildDir, manifestName))
writeFileSync(join(buildDir, `manifest-${version.toUpperCase()}.js`), `${PREFIX}${JSON.stringify(newManifest)};`)

// The server build holds the same manifest as an object literal: each `module:"…",imports:…` pair, the
// version and the manifest's URL are replaced where they stand.
let server = readFileSync(serverBuild, 'utf8')
const replaceOnce = (pattern, replacement, what) => {
  let count = 0
  // A function, so that `$` in a route's name is not read as a replacement pattern.
  server = server.replace(pattern, () => {
    count += 1
    return replacement
  })
  if (count !== 1) throw new Error(`the server build names ${what} ${count} times, not once`)
}
const quoteList = (imports) => (imports ? JSON.stringify(imports) : 'void 0')
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const pairs = [
  [manifest.entry.module, entry],
  ...Object.values(manifest.routes).map((route) => [route.module, routes.get(route.id)]),
]
for (const [oldModule, now] of pairs) {
  replaceOnce(
    new RegExp(`module:"${escape(oldModule)}",imports:(?:\\[[^\\]]*\\]|void 0)`, 'g'),
    `module:${JSON.stringify(now.module)},imports:${quoteList(now.imports)}`,
    oldModule,
  )
}
replaceOnce(new RegExp(`version:"${manifest.version}"`, 'g'), `version:"${version}"`, `version ${manifest.version}`)
replaceOnce(new RegExp(`url:"${escape(manifest.url)}"`, 'g'), `url:"${newManifest.url}"`, manifest.url)
writeFileSync(serverBuild, server)

const before = scripts.length
const named = (id) => 1 + (routes.get(id).imports?.length ?? 0)
console.log(
  `[chunks] ${before} browser scripts made ${chunks.length}; the root and entry now load ${new Set([...(entry.imports ?? []), ...(routes.get('root').imports ?? [])]).size + 2} (was ${new Set([...(manifest.entry.imports ?? []), ...(manifest.routes.root.imports ?? [])]).size + 2}); the home route ${named('routes/_index')}`,
)
