// The app server of `npm run dev` (scripts/dev.mjs), which Remix's dev server starts and watches:
// `wrangler dev` on a copy of the server build that is replaced whole after each build. Remix writes
// build/version.txt only once build/index.js is complete; wrangler watching build/index.js itself would
// meet half-written files (and stop). The Worker prints "[REMIX DEV] <hash> ready" (workers/app.ts)
// on this process's output, which is how the dev server knows to reload the page.
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, watchFile, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const built = join(root, 'build', 'index.js')
const served = join(root, '.cache', 'dev-worker', 'index.js')
const port = process.env.PORT || '8787'

function publish() {
  if (!existsSync(built)) return
  mkdirSync(dirname(served), { recursive: true })
  copyFileSync(built, `${served}.tmp`)
  renameSync(`${served}.tmp`, served)
}

publish()
watchFile(join(root, 'build', 'version.txt'), { interval: 200 }, publish)

// wrangler.toml, with the server build's alias pointing at the copy (a flag cannot override the file's).
const config = 'wrangler.dev.tmp.toml'
const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8')
const aliased = toml.replace('"remix-server-build" = "./build/index.js"', '"remix-server-build" = "./.cache/dev-worker/index.js"')
if (aliased === toml) throw new Error('wrangler.toml no longer aliases remix-server-build to ./build/index.js: update scripts/dev-worker.mjs')
writeFileSync(join(root, config), aliased)

const wrangler = spawn(
  join(root, 'node_modules', '.bin', 'wrangler'),
  ['dev', '--config', config, '--local', '--ip', '127.0.0.1', '--port', port, '--var', 'APP_ENV:development', '--show-interactive-dev-session=false'],
  { cwd: root, stdio: 'inherit' },
)
wrangler.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => wrangler.kill(signal))
