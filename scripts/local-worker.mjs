// Serves the built Worker with `wrangler dev` on a free port, over a fresh local database that is
// migrated and seeded. Used by the browser journeys and the benchmark.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)

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

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, CI: 'true' }, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
}

/**
 * `vars` are extra Worker variables for this run (e.g. STAND_IN_MODEL_MS for the load benchmark);
 * `config` a wrangler configuration other than wrangler.toml, relative to the project.
 */
/** A fresh local database, migrated and seeded, in a scratch folder. */
export function freshDatabase(configArgs = []) {
  const persistTo = mkdtempSync(join(tmpdir(), 'story-trails-'))
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo, ...configArgs])
  run(bin('tsx'), ['scripts/seed.ts', '--persist-to', persistTo])
  return persistTo
}

/**
 * `copyOf`: a folder from `freshDatabase()` to start from a copy of (the journeys' servers each take
 * one, instead of migrating and seeding their own).
 */
export async function startLocalWorker({ vars = {}, config, copyOf } = {}) {
  const configArgs = config ? ['--config', config] : []
  let persistTo
  if (copyOf) {
    persistTo = mkdtempSync(join(tmpdir(), 'story-trails-'))
    cpSync(copyOf, persistTo, { recursive: true })
  } else {
    persistTo = freshDatabase(configArgs)
  }
  const port = await freePort()
  const inspectorPort = await freePort()
  const baseUrl = `http://localhost:${port}`
  const server = spawn(
    bin('wrangler'),
    ['dev', ...configArgs, '--local', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', persistTo, '--var', 'APP_ENV:development', '--show-interactive-dev-session=false', '--inspector-port', String(inspectorPort), ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`])],
    // Each server keeps its own dev registry (wrangler's list of local Workers by name, watched by every
    // `wrangler dev`): servers of the same Worker started side by side must not see each other.
    { cwd: root, env: { ...process.env, CI: 'true', WRANGLER_REGISTRY_PATH: join(persistTo, 'dev-registry') }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  let log = ''
  server.stdout.on('data', (chunk) => (log += chunk))
  server.stderr.on('data', (chunk) => (log += chunk))
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    rmSync(persistTo, { recursive: true, force: true })
  }
  process.on('exit', stop)

  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`wrangler exited with ${server.exitCode}\n${log}`)
    try {
      if ((await fetch(`${baseUrl}/privacy-policy`)).ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`The Worker did not answer at ${baseUrl}\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return { baseUrl, persistTo, inspectorPort, stop, log: () => log }
}

/**
 * The same Worker and database through wrangler's API, with the devtools inspector off. `wrangler dev`
 * attaches one to follow the Worker's network activity, and every D1 query (a subrequest to the local
 * database) is then also reported to it, which costs the machine more CPU per query than the query
 * itself. For measuring the app apart from that (docs/performance.md).
 */
export async function startQuietLocalWorker() {
  const persistTo = freshDatabase()
  const port = await freePort()
  const { unstable_startWorker } = await import('wrangler')
  const worker = await unstable_startWorker({
    config: join(root, 'wrangler.toml'),
    bindings: { APP_ENV: { type: 'plain_text', value: 'development' } },
    dev: { inspector: false, server: { hostname: '127.0.0.1', port }, persist: persistTo, watch: false, logLevel: 'warn' },
  })
  await worker.ready
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await worker.dispose()
      rmSync(persistTo, { recursive: true, force: true })
    },
  }
}
