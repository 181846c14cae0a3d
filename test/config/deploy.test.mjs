// What `wrangler deploy` would ship, read the way wrangler reads it: the checked-in configuration
// must be production, whatever the local commands and the test harness set for themselves.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { unstable_readConfig } from 'wrangler'

const root = join(import.meta.dirname, '..', '..')

test('wrangler.toml deploys with APP_ENV = production', () => {
  const config = unstable_readConfig({ config: join(root, 'wrangler.toml') })
  assert.equal(config.vars.APP_ENV, 'production')
  // No environment section may switch a deploy back to development either.
  for (const [name, env] of Object.entries(config.env ?? {})) {
    assert.notEqual(env.vars?.APP_ENV, 'development', `[env.${name}] sets development`)
  }
})

test('wrangler.toml turns on Smart Placement (DESIGN.md section 8)', () => {
  const config = unstable_readConfig({ config: join(root, 'wrangler.toml') })
  assert.equal(config.placement?.mode, 'smart')
})

test("wrangler.toml keeps the Worker's content (adventures, quiz banks, reading fonts) from browsers: /_content/* runs the Worker first", () => {
  const config = unstable_readConfig({ config: join(root, 'wrangler.toml') })
  assert.deepEqual(config.assets?.run_worker_first, ['/_content/*'])
})

test('the dry run of a deploy binds APP_ENV to "production" and bundles the stubs, not React DOM, prettier or an image codec', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'story-trails-dry-run-'))
  try {
    const result = spawnSync(join(root, 'node_modules', '.bin', 'wrangler'), ['deploy', '--dry-run', '--outdir', outdir], {
      cwd: root,
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
      encoding: 'utf8',
    })
    const output = `${result.stdout}\n${result.stderr}`
    assert.equal(result.status, 0, output)
    assert.match(output, /env\.APP_ENV \("production"\)/)
    assert.doesNotMatch(output, /"development"/)
    // What it bundles: React's server renderer, not its browser one (workers/stubs/react-dom.ts), and no
    // formatter (workers/stubs/prettier.ts).
    const worker = readFileSync(join(outdir, 'main.js'), 'utf8')
    assert.match(worker, /runs only in the browser/)
    assert.doesNotMatch(worker, /__reactFiber\$/)
    assert.match(worker, /prettier is not bundled/)
    // The writers' content rides in the script (decision 029): the prose banks and the parks' places.
    assert.match(worker, /wore \{his\} compass on a string/)
    assert.match(worker, /the cars on it looked like toys/)
    // Nor any WebAssembly: an upload keeps its image data, so no image codec runs on the server (decision 020).
    assert.deepEqual(readdirSync(outdir).filter((name) => name.endsWith('.wasm')), [])
    assert.doesNotMatch(worker, /mozjpeg|squoosh/i)
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
})
