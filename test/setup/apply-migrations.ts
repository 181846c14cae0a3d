import { applyD1Migrations, env } from 'cloudflare:test'
import { createDb } from '~/db/client.server'
import { seedDefaultDiscountCodes } from '~/models/discount.server'
import { seedDefaultEmailTemplates } from '~/models/email-template.server'
import { seedDefaultTemplate } from '~/models/story-template.server'

// The same migration files as local development and production, applied to each test's database.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS as Parameters<typeof applyD1Migrations>[1])

// Reference data the seed script writes for `npm start` and for production.
const db = createDb(env.DB)
await seedDefaultDiscountCodes(db)
await seedDefaultTemplate(db)
await seedDefaultEmailTemplates(db)
