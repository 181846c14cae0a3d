import { applyD1Migrations, env } from 'cloudflare:test'
import type { SeedStatement } from './seed-statements'

// Test files share a runtime, one after another (vitest.config.ts), so each file starts by putting the
// storage back as a fresh one: the same migration files as local development and production (applied
// once per runtime), then no rows but the reference data, and an empty bucket.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS as Parameters<typeof applyD1Migrations>[1])
const tables = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'",
).all<{ name: string }>()
// One transaction; foreign keys are checked at its end, when every table is empty.
await env.DB.batch([env.DB.prepare('PRAGMA defer_foreign_keys = true'), ...tables.results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`))])

// Reference data the seed script writes for `npm start` and for production (written once per run by
// test/setup/seed-statements.ts from the models' own insert builders).
const seed = env.TEST_SEED as SeedStatement[]
await env.DB.batch(seed.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)))

for (let listed = await env.MEDIA.list(); listed.objects.length > 0; listed = await env.MEDIA.list()) {
  await env.MEDIA.delete(listed.objects.map((object) => object.key))
}
