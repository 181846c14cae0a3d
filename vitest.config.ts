import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

// Files that test what an isolate does the first time (the writers' content read once per isolate) need
// a runtime no other file has used.
const OWN_RUNTIME_TESTS = ['test/providers/writer-content.test.ts']

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
      // A fresh runtime per test file costs more than most files' tests (about 2 s of start-up and
      // imports each): the files share one runtime per test worker and run one after another in it, each
      // from fresh storage (test/setup/apply-migrations.ts). See docs/decisions/028-shared-test-runtimes.md.
      projects: [
        { extends: true as const, test: { name: 'workers', include: ['test/**/*.test.{ts,tsx}'], exclude: OWN_RUNTIME_TESTS, isolate: false } },
        { extends: true as const, test: { name: 'own-runtime', include: OWN_RUNTIME_TESTS } },
      ],
      // Every spy is restored before the next test starts, so no file's spy on a binding or the console
      // reaches the next file's tests.
      restoreMocks: true,
      globalSetup: ['./test/setup/seed-statements.ts'],
      setupFiles: ['./test/setup/apply-migrations.ts'],
      // A few tests do a family's whole work (seeding every park's art, deleting an account with its
      // files, ten families' chapters at once): on a busy 2-core machine they pass 5 s. A hang still fails.
      testTimeout: 20_000,
      // One runtime per core: vitest's default keeps one core for itself, which on a 2-core machine means
      // one file at a time, while the main process mostly waits.
      maxWorkers: availableParallelism(),
      // Remix's Cloudflare packages are CommonJS with circular requires: pre-bundle them as ESM. The other
      // libraries most test files load are pre-bundled too, so a runtime fetches one module for each
      // instead of one per source file (React Email alone is dozens).
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
