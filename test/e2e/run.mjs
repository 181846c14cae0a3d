// Runs the browser journeys: the built Worker on a fresh local stack, then every *.test.mjs here with
// node's test runner against it.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { root, startLocalWorker } from '../../scripts/local-worker.mjs'

let status = 1
let worker
try {
  worker = await startLocalWorker()
  // `node test/e2e/run.mjs story explore` runs only the journeys whose file names contain those words.
  const only = process.argv.slice(2)
  const files = readdirSync(join(root, 'test', 'e2e'))
    .filter((file) => file.endsWith('.test.mjs') && (only.length === 0 || only.some((word) => file.includes(word))))
    .map((file) => join('test', 'e2e', file))
  const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], {
    cwd: root,
    env: { ...process.env, BASE_URL: worker.baseUrl, D1_PERSIST_TO: worker.persistTo },
    stdio: 'inherit',
  })
  status = result.status ?? 1
  if (status !== 0) console.error('--- wrangler log (tail) ---\n' + worker.log().slice(-3000))
} catch (error) {
  console.error(error)
} finally {
  worker?.stop()
}
process.exit(status)
