import { applyD1Migrations, env } from 'cloudflare:test'

// The same migration files as local development and production, applied to each test's database.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS as Parameters<typeof applyD1Migrations>[1])
