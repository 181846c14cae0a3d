// Types for scripts/license-comments.mjs (used by test/sw/license-comments.test.ts).

/** A bundled package file and the licence comment esbuild kept from it. */
export interface LicenseNotice {
  file: string
  notice: string
}

/** A client build file's text without its licence block, and the notices the block held. */
export function takeLicenseComments(text: string): { text: string; notices: LicenseNotice[] }

/** One text for all the notices: each distinct notice once, under the files that carried it. */
export function licensesText(notices: LicenseNotice[]): string

/** How the entry module's comment naming the licences file begins. */
export const LICENSES_POINTER_START: string

/** The comment the entry module starts with, naming the licences file. */
export function licensesPointer(url: string): string
