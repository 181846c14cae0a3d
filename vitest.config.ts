import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

const PURE_TESTS = ['test/{utils,data,components,content,sw}/**/*.test.{ts,tsx}']

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path('./migrations'))
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            APP_ENV: 'test',
            ADMIN_EMAILS: 'ranger.admin@example.com',
            TEST_MIGRATIONS: migrations,
            TEST_SEED: inject('seedStatements'),
          },
        },
      })),
    ],
    resolve: {
      alias: [
        { find: /^~\//, replacement: `${path('./app')}/` },
        { find: 'remix-server-build', replacement: path('./build/index.js') },
        // As in wrangler.toml: React Email's `pretty` option is never used, and the Worker renders with
        // react-dom/server only (`react-dom` alone is the browser's renderer).
        { find: /^prettier\/(standalone|plugins\/html)$/, replacement: path('./workers/stubs/prettier.ts') },
        { find: /^react-dom$/, replacement: path('./workers/stubs/react-dom.ts') },
        // React Email's workerd build tries react-dom/server.edge (React 19) before the browser build.
        { find: 'react-dom/server.edge', replacement: 'react-dom/server.browser' },
      ],
    },
    test: {
      // The tests of pure code (no database, bucket, queue or Worker) share one workerd per test worker:
      // a fresh runtime for each of their files costs more than their tests. Everything else gets its own
      // workerd and a fresh, migrated and seeded database per file.
      projects: [
        { extends: true as const, test: { name: 'pure', include: PURE_TESTS, isolate: false } },
        { extends: true as const, test: { name: 'workers', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], exclude: PURE_TESTS } },
      ],
      globalSetup: ['./test/setup/seed-statements.ts'],
      setupFiles: ['./test/setup/apply-migrations.ts'],
      // A few tests do a family's whole work (seeding every park's art, deleting an account with its
      // files, ten families' chapters at once): on a busy 2-core machine they pass 5 s. A hang still fails.
      testTimeout: 20_000,
      // Each test file runs in its own workerd with a fresh database; vitest's default keeps one core for
      // itself, which on a 2-core machine means one file at a time, while the main process mostly waits.
      maxWorkers: availableParallelism(),
      // Remix's Cloudflare packages are CommonJS with circular requires: pre-bundle them as ESM. The other
      // libraries most test files load are pre-bundled too, so each file's fresh workerd fetches one module
      // for each instead of one per source file (React Email alone is dozens).
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              '@remix-run/cloudflare',
              '@remix-run/server-runtime',
              'cookie',
              'set-cookie-parser',
              'drizzle-orm',
              'drizzle-orm/d1',
              'drizzle-orm/sqlite-core',
              'zod',
              '@react-email/components',
              '@react-email/render',
              'react',
              'react/jsx-runtime',
              'inkjs',
            ],
          },
        },
      },
    },
  }
})
