// Runs the browser journeys: each journey file with node's test runner against a built Worker on its
// own fresh local stack. Journey files do not depend on each other, so a few servers (each with its own
// database and bucket) take files from one queue, longest first: on a 2-core machine the journeys spend
// much of their time waiting for the page, so three servers finish in well under half the time of one.
//   node test/e2e/run.mjs                 every journey
//   node test/e2e/run.mjs story explore   the journeys whose file names contain those words
//   E2E_SERVERS=1 node test/e2e/run.mjs   one server, one file at a time
import { spawn } from 'node:child_process'
import { readdirSync, rmSync, statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { freshDatabase, root, startLocalWorker } from '../../scripts/local-worker.mjs'

const only = process.argv.slice(2)
const files = readdirSync(join(root, 'test', 'e2e'))
  .filter((file) => file.endsWith('.test.mjs') && (only.length === 0 || only.some((word) => file.includes(word))))
  .map((file) => join('test', 'e2e', file))
  // Longest first (by size, a fair stand-in for how long a file runs), so no server is left with a long
  // file at the end while the others wait.
  .sort((a, b) => statSync(join(root, b)).size - statSync(join(root, a)).size)

const servers = Math.max(1, Math.min(files.length, Number(process.env.E2E_SERVERS) || Math.min(3, availableParallelism() + 1)))

/** One journey file against one server; its output is kept and printed whole when it ends. */
function runFile(file, worker) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(process.execPath, ['--test', '--test-reporter=tap', file], {
      cwd: root,
      env: { ...process.env, BASE_URL: worker.baseUrl, D1_PERSIST_TO: worker.persistTo },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const count = (name) => Number(output.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0)
      resolve({ file, code: code ?? 1, output, tests: count('tests'), pass: count('pass'), fail: count('fail'), seconds: (Date.now() - started) / 1000 })
    })
  })
}

const results = []
let status = 1
const workers = []
let seeded
try {
  const queue = [...files]
  const started = Date.now()
  // One database migrated and seeded; each server starts from its own copy of it.
  seeded = freshDatabase()
  await Promise.all(
    Array.from({ length: servers }, async () => {
      const worker = await startLocalWorker({ copyOf: seeded })
      workers.push(worker)
      for (let file = queue.shift(); file; file = queue.shift()) {
        const result = await runFile(file, worker)
        results.push(result)
        console.log(`\n=== ${file} (${result.seconds.toFixed(1)} s on ${worker.baseUrl})\n${result.output.trimEnd()}`)
        if (result.code !== 0) console.error(`--- wrangler log of ${worker.baseUrl} (tail) ---\n${worker.log().slice(-3000)}`)
      }
    }),
  )
  const total = (key) => results.reduce((sum, result) => sum + result[key], 0)
  const failed = results.filter((result) => result.code !== 0)
  console.log(
    `\n# journeys: ${total('tests')} in ${results.length} files on ${servers} servers, ${total('pass')} passed, ${total('fail')} failed, ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
  for (const result of failed) console.log(`# failed: ${result.file}`)
  status = failed.length === 0 && results.length === files.length ? 0 : 1
} catch (error) {
  console.error(error)
} finally {
  for (const worker of workers) worker.stop()
  if (seeded) rmSync(seeded, { recursive: true, force: true })
}
process.exit(status)
