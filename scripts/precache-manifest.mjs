// The service worker's precache list, from the files `npm run build` leaves in public/: pure, so the
// rules are tested (test/sw/precache-manifest.test.ts) apart from the file system.
/**
 * @typedef {{ path: string, size: number, hash: string }} PublicFile a file under public/, its path with
 *   forward slashes relative to public/, its size in bytes and a hash of its content
 * @typedef {{ url: string, revision: string | null }} PrecacheEntry
 */

/** The Remix client build names its files by their content (`root-7ZOLYDDM.js`): the name is the revision. */
const CONTENT_HASHED = /-[A-Z0-9]{8}\.[a-z0-9]+$/

/** The app shell: the whole client build, the fonts, the icons, the web app manifest and the favicon. */
const SHELL = [/^build\/.+/, /^fonts\/[^/]+\.woff2$/, /^icons\/[^/]+\.png$/, /^manifest\.webmanifest$/, /^favicon\.svg$/]

/**
 * Never precached: source maps, the service worker itself, header rules, dot-files, the client
 * modules of resource routes (`api.*`), which no page loads: they answer data, not screens.
 */
const NEVER = [/\.map$/, /(^|\/)\./, /^sw\.js$/, /^_headers$/, /^_redirects$/, /^build\/routes\/api\./]

/**
 * @param {PublicFile[]} files
 * @returns {{ entries: PrecacheEntry[], bytes: number }}
 */
export function precacheManifest(files) {
  const chosen = files
    .filter((file) => SHELL.some((rule) => rule.test(file.path)) && !NEVER.some((rule) => rule.test(file.path)))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return {
    entries: chosen.map((file) => ({
      // As pages ask for it, under the name Remix gave it (`story.$storyId-X.js`).
      url: `/${file.path}`,
      // A content-hashed build file never changes under its name; anything else is re-fetched when its bytes change.
      revision: file.path.startsWith('build/') && CONTENT_HASHED.test(file.path) ? null : file.hash,
    })),
    bytes: chosen.reduce((sum, file) => sum + file.size, 0),
  }
}

/**
 * The client build the server build serves: the manifest file it names (`/build/manifest-44D0C77C.js`)
 * and that manifest's version, which Remix pages and route discovery carry.
 * @param {string} serverBuild the text of build/index.js
 * @param {(url: string) => string} readPublic reads a file under public/ by its URL
 */
export function clientBuildVersion(serverBuild, readPublic) {
  const url = serverBuild.match(/["']?url["']?\s*:\s*["'](\/build\/manifest-[A-Za-z0-9]+\.js)["']/)?.[1]
  if (!url) throw new Error('The server build names no client manifest: run remix build first')
  const source = readPublic(url)
  const version = source.match(/"version"\s*:\s*"([A-Za-z0-9]+)"/)?.[1]
  if (!version) throw new Error(`${url} has no version`)
  return { version, manifestUrl: url }
}
