import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path('./migrations'))
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            APP_ENV: 'test',
            ADMIN_EMAILS: 'ranger.admin@example.com',
            TEST_MIGRATIONS: migrations,
          },
        },
      }),
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
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      setupFiles: ['./test/setup/apply-migrations.ts'],
      // A few tests do a family's whole work (seeding every park's art, deleting an account with its
      // files, ten families' chapters at once): on a busy 2-core machine they pass 5 s. A hang still fails.
      testTimeout: 20_000,
      // Remix's Cloudflare packages are CommonJS with circular requires: pre-bundle them as ESM.
      deps: {
        optimizer: {
          ssr: { enabled: true, include: ['@remix-run/cloudflare', '@remix-run/server-runtime', 'cookie', 'set-cookie-parser'] },
        },
      },
    },
  }
})
