import { applyD1Migrations, env } from 'cloudflare:test'
import type { SeedStatement } from './seed-statements'

// The same migration files as local development and production, applied to each test's database.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS as Parameters<typeof applyD1Migrations>[1])

// Reference data the seed script writes for `npm start` and for production (written once per run by
// test/setup/seed-statements.ts from the models' own insert builders).
const seed = env.TEST_SEED as SeedStatement[]
await env.DB.batch(seed.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)))
