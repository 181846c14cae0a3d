// Seeds the local stack: reference art into R2, the default story template, e-mail templates and
// discount codes into D1.
// Uses wrangler's platform proxy, so it writes exactly where `wrangler dev` reads.
//   npm run seed                       -> .wrangler/state (what `npm start` serves)
//   npm run seed -- --persist-to DIR   -> the directory `wrangler dev --persist-to DIR` uses
import { join, resolve } from 'node:path'
import { getPlatformProxy } from 'wrangler'
import { createDb } from '~/db/client.server'
import { seedArt } from '~/models/art.server'
import { seedDefaultDiscountCodes } from '~/models/discount.server'
import { seedDefaultEmailTemplates } from '~/models/email-template.server'
import { seedDefaultTemplate } from '~/models/story-template.server'

const persistIndex = process.argv.indexOf('--persist-to')
const persistTo = persistIndex > -1 ? process.argv[persistIndex + 1] : undefined

const proxy = await getPlatformProxy<WorkerBindings>({
  persist: persistTo ? { path: join(resolve(persistTo), 'v3') } : true,
  remoteBindings: false,
})
try {
  const started = Date.now()
  const art = await seedArt(proxy.env.MEDIA)
  console.log(`Seeded art: ${art.written} written, ${art.kept} already current (${Date.now() - started} ms)`)
  const template = await seedDefaultTemplate(createDb(proxy.env.DB))
  console.log(template ? 'Seeded the default story template' : 'The story templates were already seeded')
  await seedDefaultDiscountCodes(createDb(proxy.env.DB))
  console.log('Seeded the default discount codes (WELCOME10)')
  const emailTemplates = await seedDefaultEmailTemplates(createDb(proxy.env.DB))
  console.log(emailTemplates ? `Seeded ${emailTemplates} default e-mail templates` : 'The e-mail templates were already seeded')
} finally {
  await proxy.dispose()
}
