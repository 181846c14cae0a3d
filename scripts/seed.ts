// Seeds the reference data: reference art into R2, the default story template, e-mail templates and
// discount codes into D1. Every step writes only what is missing, so running it again changes nothing.
// Uses wrangler's platform proxy, so it writes exactly where `wrangler dev` reads.
//   npm run seed                       -> .wrangler/state (what `npm start` serves)
//   npm run seed -- --persist-to DIR   -> the directory `wrangler dev --persist-to DIR` uses
//   tsx scripts/seed.ts --config wrangler.deploy.toml --remote
//                                      -> the production D1 and R2 (`npm run deploy` does this; the
//                                         config's DB and MEDIA bindings must say `remote = true`)
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { getPlatformProxy, unstable_readConfig } from 'wrangler'
import { createDb } from '~/db/client.server'
import { seedArt } from '~/models/art.server'
import { seedDefaultDiscountCodes } from '~/models/discount.server'
import { seedDefaultEmailTemplates } from '~/models/email-template.server'
import { seedDefaultTemplate } from '~/models/story-template.server'

const { values: options } = parseArgs({
  options: { 'persist-to': { type: 'string' }, config: { type: 'string' }, remote: { type: 'boolean', default: false } },
})
const configPath = options.config ? resolve(options.config) : undefined

if (options.remote) {
  // Without `remote = true` the proxy would quietly write into a local copy instead of production.
  // wrangler's declarations leave the config's type unresolved (it lives in an uninstalled package): the fields used here.
  const config: { configPath: string; d1_databases: { binding: string; remote?: boolean }[]; r2_buckets: { binding: string; remote?: boolean }[] } =
    unstable_readConfig({ config: configPath })
  const local = [
    ...config.d1_databases.filter((binding) => binding.binding === 'DB' && !binding.remote).map(() => 'DB'),
    ...config.r2_buckets.filter((binding) => binding.binding === 'MEDIA' && !binding.remote).map(() => 'MEDIA'),
  ]
  if (local.length) throw new Error(`--remote needs \`remote = true\` on ${local.join(' and ')} in ${config.configPath}`)
}

const proxy = await getPlatformProxy<WorkerBindings>({
  configPath,
  // Remote: only DB and MEDIA reach Cloudflare; the queue and Durable Objects the seed never touches stay in memory.
  persist: options.remote ? false : options['persist-to'] ? { path: join(resolve(options['persist-to']), 'v3') } : true,
  remoteBindings: options.remote,
})
try {
  const started = Date.now()
  const art = await seedArt(proxy.env.MEDIA)
  console.log(`Seeded art: ${art.written} written, ${art.kept} already current (${Date.now() - started} ms)`)
  const template = await seedDefaultTemplate(createDb(proxy.env.DB))
  console.log(template ? 'Seeded the default story template' : 'The story templates were already seeded')
  const codes = await seedDefaultDiscountCodes(createDb(proxy.env.DB))
  console.log(codes ? `Seeded ${codes} default discount code (WELCOME10)` : 'The default discount code (WELCOME10) was already seeded')
  const emailTemplates = await seedDefaultEmailTemplates(createDb(proxy.env.DB))
  console.log(emailTemplates ? `Seeded ${emailTemplates} default e-mail templates` : 'The e-mail templates were already seeded')
} finally {
  await proxy.dispose()
}
