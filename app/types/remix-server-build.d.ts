// The Remix classic compiler's server build, aliased to build/index.js in wrangler.toml and vitest.config.ts.
declare module 'remix-server-build' {
  export const assets: import('@remix-run/cloudflare').ServerBuild['assets']
  export const assetsBuildDirectory: import('@remix-run/cloudflare').ServerBuild['assetsBuildDirectory']
  export const basename: import('@remix-run/cloudflare').ServerBuild['basename']
  export const entry: import('@remix-run/cloudflare').ServerBuild['entry']
  export const future: import('@remix-run/cloudflare').ServerBuild['future']
  export const isSpaMode: import('@remix-run/cloudflare').ServerBuild['isSpaMode']
  export const mode: import('@remix-run/cloudflare').ServerBuild['mode']
  export const publicPath: import('@remix-run/cloudflare').ServerBuild['publicPath']
  export const routes: import('@remix-run/cloudflare').ServerBuild['routes']
}

