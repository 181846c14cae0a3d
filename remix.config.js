/**
 * Remix v2 classic compiler. The server build is a plain module (build/index.js) that the Worker
 * entry, workers/app.ts, imports; see docs/decisions/001-remix-classic-compiler-on-one-worker.md.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
  serverBuildPath: 'build/index.js',
  serverConditions: ['workerd', 'worker', 'browser'],
  serverDependenciesToBundle: 'all',
  serverMainFields: ['browser', 'module', 'main'],
  serverMinify: false,
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
    v3_singleFetch: false,
  },
}
