// How the static-asset server names a file: Cloudflare's asset handling (the same code runs in
// `wrangler dev`) answers a path that is not in its canonical, percent-encoded form with a 307 to
// that form. Remix names route modules after their files, so `routes/story.$storyId.tsx` becomes
// `/build/routes/story.$storyId-HASH.js`, and every `$` in a URL a page loads cost a redirect before
// the module itself. Pure, so the rules are tested (test/sw/asset-urls.test.ts) apart from the files.

/** A path under public/ (`build/routes/story.$storyId-X.js`) as the asset server's canonical URL. */
export function assetUrl(path) {
  return `/${path.split('/').map(encodeURIComponent).join('/')}`
}

/** Quoted `/build/...` URLs in a build file (the client manifest, the server build), each made canonical. */
const BUILD_URL = /(["'])(\/build\/[^"'\s]+)\1/g

/**
 * @param {string} text the text of a build file
 * @returns {{ text: string, changed: number }} the text with every quoted build URL in canonical form
 */
export function encodeBuildUrls(text) {
  let changed = 0
  const encoded = text.replace(BUILD_URL, (match, quote, url) => {
    const canonical = assetUrl(decodeURIComponent(url.slice(1)))
    if (canonical === url) return match
    changed += 1
    return `${quote}${canonical}${quote}`
  })
  return { text: encoded, changed }
}
