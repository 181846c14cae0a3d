/**
 * Remix v2 classic compiler. The server build (build/index.js) is the whole Worker: `server` makes
 * workers/app.ts its entry, so the pages, the queue consumer and the Durable Objects share one copy of
 * the app and its packages. wrangler's entry, workers/main.ts, imports it; see
 * docs/decisions/001-remix-classic-compiler-on-one-worker.md.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
  server: './workers/app.ts',
  serverBuildPath: 'build/index.js',
  serverConditions: ['workerd', 'worker', 'browser'],
  // Every package is bundled except the runtime's own modules (cloudflare:workers), prettier, which
  // React Email imports only for its unused `pretty` option, and React's browser renderer `react-dom`
  // (not `react-dom/server`): wrangler.toml aliases those two to stubs in workers/stubs.
  serverDependenciesToBundle: [/^(?!cloudflare:|prettier(\/|$)|react-dom$)/],
  serverMainFields: ['browser', 'module', 'main'],
  // Minified, the Worker starts faster (and the test pool can load it: it sends modules over a
  // WebSocket whose messages are capped near 8 MB).
  serverMinify: true,
  serverModuleFormat: 'esm',
  serverPlatform: 'neutral',
  assetsBuildDirectory: 'public/build',
  publicPath: '/build/',
  tailwind: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
}
