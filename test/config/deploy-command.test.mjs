// `npm run deploy -- --local` (scripts/deploy.ts) run twice over a fresh local stack: the same steps a
// production deploy takes, minus the account (no login, no resources to create, a dry run in place of
// the upload). The first run migrates and seeds; the second finds everything done and changes nothing.
// Uses the build `npm run build` made (--skip-build), as the other config tests do.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'

// The platform proxy warns that the Durable Objects are not served locally: true, and not what this test
// reads. The deploy itself runs with wrangler's usual output, which the test reads.
const deployEnv = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' }
process.env.WRANGLER_LOG = 'error'
const { getPlatformProxy } = await import('wrangler')

const root = join(import.meta.dirname, '..', '..')
const persistTo = mkdtempSync(join(tmpdir(), 'story-trails-deploy-test-'))
after(() => rmSync(persistTo, { recursive: true, force: true }))

function deploy() {
  const result = spawnSync('npm', ['run', 'deploy', '--', '--local', '--persist-to', persistTo, '--skip-build'], {
    cwd: root,
    env: deployEnv,
    encoding: 'utf8',
  })
  const output = `${result.stdout}\n${result.stderr}`
  assert.equal(result.status, 0, output)
  return output
}

/** What the deploy leaves in the local D1 and R2: the rows it seeds and migrates, and every art object. */
async function state() {
  const proxy = await getPlatformProxy({ configPath: join(root, 'wrangler.toml'), persist: { path: join(persistTo, 'v3') }, remoteBindings: false })
  try {
    const rows = async (sql) => (await proxy.env.DB.prepare(sql).all()).results
    const art = []
    let cursor
    do {
      const page = await proxy.env.MEDIA.list({ prefix: 'art/', cursor, include: ['customMetadata'] })
      art.push(...page.objects.map((object) => ({ key: object.key, etag: object.etag, uploaded: object.uploaded.toISOString(), meta: object.customMetadata })))
      cursor = page.truncated ? page.cursor : undefined
    } while (cursor)
    const parkScene = await proxy.env.MEDIA.get('art/parks/denali/scene-1.svg')
    return {
      migrations: await rows('select name, applied_at from d1_migrations order by id'),
      storyTemplates: await rows('select * from story_templates order by id'),
      discountCodes: await rows('select * from discount_codes order by id'),
      emailTemplates: await rows('select * from email_templates order by id'),
      art,
      parkScene: parkScene && { type: parkScene.httpMetadata?.contentType, start: (await parkScene.text()).slice(0, 4) },
    }
  } finally {
    await proxy.dispose()
  }
}

test('npm run deploy -- --local migrates, seeds once and dry-runs the deploy; a second run changes nothing', async () => {
  const first = deploy()
  const seeded = await state()

  assert.deepEqual(
    seeded.migrations.map((row) => row.name),
    readdirSync(join(root, 'migrations')).filter((name) => name.endsWith('.sql')).sort(),
  )
  assert.deepEqual(seeded.storyTemplates.map((row) => row.is_default), [1], 'one story template, the default')
  assert.deepEqual(seeded.discountCodes.map((row) => [row.code, row.discount_cents]), [['WELCOME10', 200]])
  assert.deepEqual(seeded.emailTemplates.map((row) => row.kind).sort(), ['friend-request', 'newsletter', 'story-completion', 'welcome'])
  assert.deepEqual(seeded.parkScene, { type: 'image/svg+xml', start: '<svg' })
  assert.ok(seeded.art.some((object) => object.key === 'art/characters/maya.svg'))
  assert.match(first, new RegExp(`Seeded art: ${seeded.art.length} written, 0 already current`))
  assert.match(first, /--dry-run: exiting now/)
  assert.match(first, /env\.APP_ENV \("production"\)/)
  // No .dev.vars in a fresh checkout: every secret is listed with the command that sets it.
  if (!existsSync(join(root, '.dev.vars'))) {
    for (const name of ['SESSION_SECRET', 'RESEND_API_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'ADMIN_EMAILS', 'OPENAI_API_KEY']) {
      assert.match(first, new RegExp(`npx wrangler secret put ${name} `))
    }
  }

  const second = deploy()
  assert.match(second, /No migrations to apply/)
  assert.match(second, new RegExp(`Seeded art: 0 written, ${seeded.art.length} already current`))
  assert.match(second, /The story templates were already seeded/)
  assert.match(second, /The default discount code \(WELCOME10\) was already seeded/)
  assert.match(second, /The e-mail templates were already seeded/)
  assert.match(second, /--dry-run: exiting now/)
  assert.deepEqual(await state(), seeded, 'the second run changed the database or the bucket')
})

test("the deploy's configuration is wrangler.toml with DB and MEDIA marked remote (and, remotely, the database's id)", () => {
  const source = readFileSync(join(root, 'wrangler.toml'), 'utf8')
  const generated = readFileSync(join(root, 'wrangler.deploy.toml'), 'utf8')
  const lines = generated.split('\n')
  assert.match(lines[0], /^# Written by `npm run deploy`/)
  assert.deepEqual(lines.slice(1).filter((line) => line !== 'remote = true').join('\n'), source)
  assert.equal(lines.filter((line) => line === 'remote = true').length, 2)
  assert.match(generated, /database_id = "[^"]+"\nremote = true\n/)
  assert.match(generated, /bucket_name = "story-trails-media"\nremote = true\n/)
})
