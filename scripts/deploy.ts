// `npm run deploy`: a production deploy from a fresh Cloudflare account in one command, after
// `npx wrangler login`. Each step does only what is missing, so running it again changes nothing:
//   1. checks the login;
//   2. creates the D1 database, the R2 bucket and the two queues if absent, and writes the database's id
//      into wrangler.deploy.toml, a copy of wrangler.toml that every later step uses (wrangler.toml keeps
//      its placeholder id: local commands and the tests read it, and no account's id belongs in git);
//   3. builds; 4. applies the D1 migrations; 5. seeds the reference data (scripts/seed.ts: art, default
//   story template, WELCOME10, e-mail templates) into the remote D1 and R2; 6. deploys;
//   7. lists the secrets still unset, as `npx wrangler secret put NAME` lines.
// Wrangler 4.86 would create a D1 database or R2 bucket named in the config at `wrangler deploy` itself
// (automatic provisioning), but not queues, and only at deploy: the migrations and the seed come first.
//
//   npm run deploy -- --local [--persist-to DIR] [--skip-build]
// runs the same steps against the local stack, which makes its own database, bucket and queues: no
// login, migrations and seed into `.wrangler/state` (or DIR), and `wrangler deploy --dry-run` in place
// of the deploy, so the configuration that would ship is checked (test/config/deploy-command.test.mjs).
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { unstable_readConfig } from 'wrangler'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

const { values: options } = parseArgs({
  options: {
    local: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
})
if (options['persist-to'] && !options.local) throw new Error('--persist-to goes with --local')
const local = options.local
const persistTo = options['persist-to'] ? resolve(options['persist-to']) : undefined
const target = local ? ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])] : ['--remote']

const DEPLOY_CONFIG = 'wrangler.deploy.toml'
const PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000000'

// The secrets production reads (app/env.server.ts): without SESSION_SECRET or RESEND_API_KEY the Worker
// refuses every request, and without the three Stripe keys it sells nothing (one or two alone refuse too).
const REQUIRED_SECRETS = {
  SESSION_SECRET: 'a random string of 32+ characters (openssl rand -base64 48)',
  RESEND_API_KEY: 'sign-in codes reach real inboxes',
  STRIPE_SECRET_KEY: 'sk_live_... (or sk_test_...)',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_...',
  STRIPE_WEBHOOK_SECRET: 'whsec_... of a Stripe webhook at https://YOUR-DOMAIN/api/webhooks/payments',
}
const OPTIONAL_SECRETS = { ADMIN_EMAILS: 'comma-separated addresses that become admins at sign-in', OPENAI_API_KEY: 'chapters, quizzes and pictures by OpenAI' }

function step(text: string) {
  console.log(`\n==> ${text}`)
}

/** Runs a command in the project; `capture` returns its output instead of showing it as it goes. */
function run(command: string, args: string[], { capture = false, allowFailure = false } = {}) {
  // What runs is shown, so a step that fails can be run again by hand.
  if (!capture) console.log(`$ ${command.replace(`${root}/node_modules/.bin/`, 'npx ')} ${args.join(' ')}`)
  const spawnOptions: SpawnSyncOptions = { cwd: root, encoding: 'utf8', stdio: capture ? ['inherit', 'pipe', 'pipe'] : 'inherit' }
  const result = spawnSync(command, args, spawnOptions)
  const output = { status: result.status, stdout: String(result.stdout ?? ''), stderr: String(result.stderr ?? '') }
  if (result.status !== 0 && !allowFailure) {
    if (capture) process.stderr.write(`${output.stdout}${output.stderr}`)
    throw new Error(`${command.replace(`${root}/node_modules/.bin/`, 'npx ')} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
  }
  return output
}

const wrangler = (args: string[], runOptions?: Parameters<typeof run>[2]) => run(bin('wrangler'), args, runOptions)

// 1. The login: every later remote step needs it, and wrangler's own message comes mid-way otherwise.
if (!local) {
  step('Checking the Cloudflare login')
  const whoami = wrangler(['whoami', '--json'], { capture: true, allowFailure: true })
  if (whoami.status !== 0) {
    console.error('Not logged in to Cloudflare: run npx wrangler login first (or set CLOUDFLARE_API_TOKEN), then npm run deploy again.')
    process.exit(1)
  }
  const user = JSON.parse(whoami.stdout) as { email?: string; accounts?: { name: string }[] }
  console.log(`Logged in${user.email ? ` as ${user.email}` : ''}${user.accounts?.length ? ` (${user.accounts.map((a) => a.name).join(', ')})` : ''}`)
}

// 2. What the Worker binds to, created where missing.
// wrangler's declarations leave the config's type unresolved (it lives in an uninstalled package): the fields used here.
interface DeployConfig {
  d1_databases: { binding: string; database_name?: string }[]
  r2_buckets: { binding: string; bucket_name?: string }[]
  queues: { producers?: { queue: string }[]; consumers?: { queue: string }[] }
}
const config: DeployConfig = unstable_readConfig({ config: join(root, 'wrangler.toml') })
const database = config.d1_databases.find((binding) => binding.binding === 'DB')!
const bucket = config.r2_buckets.find((binding) => binding.binding === 'MEDIA')!
const queues = [...new Set([...(config.queues.producers ?? []), ...(config.queues.consumers ?? [])].map((q) => q.queue))]

function databaseId(name: string) {
  const list = JSON.parse(wrangler(['d1', 'list', '--json'], { capture: true }).stdout) as { uuid: string; name: string }[]
  return list.find((db) => db.name === name)?.uuid
}

/** `info` succeeds only for what exists; otherwise `create` makes it, or fails with wrangler's reason (a token without the right, say). */
function ensure(kind: string, info: string[], create: string[]) {
  if (wrangler(info, { capture: true, allowFailure: true }).status === 0) {
    console.log(`${kind} exists`)
    return
  }
  wrangler(create)
  console.log(`${kind} created`)
}

let id = PLACEHOLDER_ID
if (local) {
  step('Local stack: the D1 database, R2 bucket and queues are made on first use')
} else {
  step('Creating what is missing: D1 database, R2 bucket, queues')
  const name = database.database_name!
  id = databaseId(name) ?? ''
  if (id) {
    console.log(`D1 database ${name} exists (${id})`)
  } else {
    wrangler(['d1', 'create', name])
    id = databaseId(name) ?? ''
    if (!id) throw new Error(`wrangler d1 create ${name} ran, but d1 list does not show it`)
    console.log(`Created D1 database ${name} (${id}): nothing to paste, the next step writes its id into ${DEPLOY_CONFIG}`)
  }
  ensure(`R2 bucket ${bucket.bucket_name}`, ['r2', 'bucket', 'info', bucket.bucket_name!], ['r2', 'bucket', 'create', bucket.bucket_name!])
  for (const queue of queues) ensure(`Queue ${queue}`, ['queues', 'info', queue], ['queues', 'create', queue])
}

// The deploy's configuration: wrangler.toml with the database's id, and DB and MEDIA marked remote so
// the seed's platform proxy writes to Cloudflare (`wrangler deploy` and local commands ignore the mark).
// It sits next to wrangler.toml because wrangler resolves main, assets and migrations from the config's folder.
const source = readFileSync(join(root, 'wrangler.toml'), 'utf8')
const idLine = `database_id = "${PLACEHOLDER_ID}"`
const bucketLine = `bucket_name = "${bucket.bucket_name}"`
if (source.split(idLine).length !== 2 || source.split(bucketLine).length !== 2) {
  throw new Error(`wrangler.toml should have one \`${idLine}\` and one \`${bucketLine}\` line`)
}
writeFileSync(
  join(root, DEPLOY_CONFIG),
  `# Written by \`npm run deploy\` (scripts/deploy.ts) from wrangler.toml at every run: edit wrangler.toml instead.\n${source
    .replace(idLine, `database_id = "${id}"\nremote = true`)
    .replace(bucketLine, `${bucketLine}\nremote = true`)}`,
)
const configArgs = ['--config', DEPLOY_CONFIG]
console.log(`Wrote ${DEPLOY_CONFIG}${local ? '' : ` (database_id ${id})`}`)

// 3. The build.
if (options['skip-build']) {
  if (!existsSync(join(root, 'build', 'index.js'))) throw new Error('--skip-build, but there is no build: run npm run build')
} else {
  step('Building')
  run('npm', ['run', 'build'])
}

// 4. Migrations: wrangler records the applied ones in d1_migrations and applies only the rest.
step('Applying the D1 migrations')
wrangler(['d1', 'migrations', 'apply', 'DB', ...target, ...configArgs])

// 5. The seed: the same script as `npm run seed`, through the deploy's configuration.
step('Seeding the reference data (only what is missing)')
run(bin('tsx'), ['scripts/seed.ts', ...configArgs, ...(local ? (persistTo ? ['--persist-to', persistTo] : []) : ['--remote'])])

// 6. The deploy.
if (local) {
  step('Checking what would ship (wrangler deploy --dry-run)')
  const outdir = mkdtempSync(join(tmpdir(), 'story-trails-deploy-'))
  try {
    wrangler(['deploy', '--dry-run', '--outdir', outdir, ...configArgs])
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
} else {
  step('Deploying')
  wrangler(['deploy', ...configArgs])
}

// 7. Secrets: set apart from the deploy, with `wrangler secret put`.
step('Secrets')
let set: string[]
if (local) {
  // Locally only .dev.vars gives secrets, and development needs none of them.
  const devVars = join(root, '.dev.vars')
  set = existsSync(devVars) ? [...readFileSync(devVars, 'utf8').matchAll(/^\s*([A-Z0-9_]+)\s*=\s*\S/gm)].map((match) => match[1]) : []
} else {
  const list = wrangler(['secret', 'list', '--format', 'json', ...configArgs], { capture: true })
  set = (JSON.parse(list.stdout) as { name: string }[]).map((secret) => secret.name)
}
const unset = (secrets: Record<string, string>) => Object.entries(secrets).filter(([name]) => !set.includes(name))
const putLines = (secrets: [string, string][]) => secrets.map(([name, hint]) => `  npx wrangler secret put ${name.padEnd(22)} # ${hint}`).join('\n')
const missing = unset(REQUIRED_SECRETS)
const missingOptional = unset(OPTIONAL_SECRETS)
if (local) console.log(`Looked in .dev.vars: the local stack runs without these, production reads them from \`wrangler secret put\`.`)
if (missing.length) console.log(`${local ? 'Required in production' : 'Required, still unset'}:\n${putLines(missing)}`)
if (missingOptional.length) console.log(`Optional, unset:\n${putLines(missingOptional)}`)
if (!missing.length && !missingOptional.length) console.log('Every secret is set.')
console.log(local ? '\nLocal deploy steps done.' : '\nDeployed.')
