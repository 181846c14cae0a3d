// Runs the browser journeys: serves the built Worker with wrangler on a free port, with a fresh local
// database, then runs every *.test.mjs here with node's test runner against it.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const wrangler = join(root, 'node_modules', '.bin', 'wrangler')

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForServer(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited with ${child.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`The Worker did not answer at ${url} within ${timeoutMs} ms`)
}

const persistTo = mkdtempSync(join(tmpdir(), 'story-trails-e2e-'))
const port = await freePort()
const baseUrl = `http://localhost:${port}`

const migrate = spawnSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
  cwd: root,
  env: { ...process.env, CI: 'true' },
  encoding: 'utf8',
})
if (migrate.status !== 0) {
  console.error(migrate.stdout, migrate.stderr)
  process.exit(1)
}
const seed = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts', '--persist-to', persistTo], {
  cwd: root,
  env: { ...process.env, CI: 'true' },
  encoding: 'utf8',
})
if (seed.status !== 0) {
  console.error(seed.stdout, seed.stderr)
  process.exit(1)
}

const server = spawn(
  wrangler,
  ['dev', '--local', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', persistTo, '--var', 'APP_ENV:development', '--show-interactive-dev-session=false'],
  { cwd: root, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
)
let serverLog = ''
server.stdout.on('data', (chunk) => (serverLog += chunk))
server.stderr.on('data', (chunk) => (serverLog += chunk))

function stopServer() {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.on('exit', () => {
  stopServer()
  rmSync(persistTo, { recursive: true, force: true })
})

let status = 1
try {
  await waitForServer(`${baseUrl}/privacy-policy`, server)
  const files = readdirSync(join(root, 'test', 'e2e'))
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => join('test', 'e2e', file))
  const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], {
    cwd: root,
    env: { ...process.env, BASE_URL: baseUrl },
    stdio: 'inherit',
  })
  status = run.status ?? 1
} catch (error) {
  console.error(error)
  console.error(serverLog.slice(-4000))
} finally {
  if (status !== 0) console.error('--- wrangler log (tail) ---\n' + serverLog.slice(-3000))
  stopServer()
}
process.exit(status)
