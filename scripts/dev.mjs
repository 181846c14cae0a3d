// `npm run dev`: the app on the embedded local stack (D1, R2, Queues and Durable Objects in workerd),
// rebuilt and reloaded in the browser when a file changes.
//   PORT=8899 npm run dev   -> http://localhost:8899 (8787 by default)
//
// Remix's own dev server, as its documentation sets it up for the classic compiler and a Worker:
// `remix dev --manual` watches app/ and workers/ and rebuilds into build/ and public/build/ (a new route
// file included); its app server, `wrangler dev` (scripts/dev-worker.mjs), restarts the Worker on each
// finished build, and the Worker says "[REMIX DEV] <hash> ready" (logDevReady in workers/app.ts); the
// dev server then tells the page (<LiveReload /> in app/root.tsx) to reload. The database keeps its data
// between runs.
//
// What a build adds after `remix build` (fewer, larger browser chunks, canonical URLs, licence comments
// in one file, the service worker) is for production and left out; the content the app reads (fonts,
// map data, the reading fonts, the compiled adventures and quiz banks, the signed-out page's script)
// is built once here, and a changed adventure (.ink) or quiz bank (quiz.ts) is built again as it is saved.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync, watch } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const port = process.env.PORT || '8787'

function step(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

step('npm', ['run', '--silent', 'build:content'])
// A service worker from an earlier `npm start` would cache what the dev server rebuilds; none is served.
for (const file of ['sw.js', 'sw.js.map']) if (existsSync(join(root, 'public', file))) rmSync(join(root, 'public', file))
step('npm', ['run', '--silent', 'setup'])

// The written content is read by the Worker from public/, which wrangler serves as it changes.
const contentBuilds = { '.ink': 'scripts/build-adventures.ts', 'quiz.ts': 'scripts/build-quiz-banks.ts' }
const pending = new Map()
watch(join(root, 'app', 'content'), { recursive: true }, (_event, file) => {
  const script = Object.entries(contentBuilds).find(([ending]) => file?.endsWith(ending))?.[1]
  if (!script) return
  clearTimeout(pending.get(script))
  pending.set(
    script,
    setTimeout(() => {
      const result = spawnSync(bin('tsx'), [script], { cwd: root, encoding: 'utf8' })
      console.log(result.status === 0 ? `[content] ${file} built again` : `[content] ${file} did not build:\n${result.stdout}${result.stderr}`)
    }, 300),
  )
})

let dev
let stopping = false
function stopGroup(child, signal = 'SIGTERM') {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}
function startDevServer() {
  // Its own process group, so that wrangler and workerd stop with it.
  dev = spawn(bin('remix'), ['dev', '--manual', '-c', 'node scripts/dev-worker.mjs'], { cwd: root, stdio: 'inherit', detached: true, env: { ...process.env, NODE_ENV: 'development' } })
  dev.on('exit', (code) => {
    stopGroup(dev)
    if (stopping) process.exit(code ?? 0)
    // Remix's dev server can stop on a rebuild cancelled by the next save: it starts again.
    console.log('[dev] the dev server stopped; starting it again')
    setTimeout(startDevServer, 1000)
  })
}
startDevServer()
console.log(`\nStory Trails (development) at http://localhost:${port}: edits reload the page.\n`)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true
    stopGroup(dev, signal)
  })
