// Types for scripts/asset-urls.mjs (used by test/sw/asset-urls.test.ts).

/** A path under public/ as the asset server's canonical URL. */
export function assetUrl(path: string): string

/** The text of a build file with every quoted build URL in canonical form. */
export function encodeBuildUrls(text: string): { text: string; changed: number }
