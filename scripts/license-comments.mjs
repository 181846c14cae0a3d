// esbuild ends every client build file that bundles a licensed package with a "Bundled license
// information" comment. Remix splits shared code into many small chunks (each lucide icon is one), so
// the same notice rides along with each of them: about 2.7 KB gzip of a signed-out page's first load.
// After `remix build` the notices move into one file, public/build/licenses-HASH.txt (named by its
// content, like every build file, so it can be cached for good), which the app's entry module names. Pure, so the rules are tested (test/sw/license-comments.test.ts) apart from the files.

/** esbuild's end-of-file block: a header line, then `path:` lines each followed by the comment it kept. */
const BLOCK = /\n?\/\*! Bundled license information:\n([\s\S]*?)\n\*\/\n?/g

/**
 * @typedef {{ file: string, notice: string }} LicenseNotice a bundled package file and the licence comment
 *   esbuild kept from it, as written there (without esbuild's indentation and re-escaped comment marks)
 */

/**
 * @param {string} text the text of a client build file
 * @returns {{ text: string, notices: LicenseNotice[] }} the text without its licence block, and the notices
 */
export function takeLicenseComments(text) {
  /** @type {LicenseNotice[]} */
  const notices = []
  const rest = text.replace(BLOCK, (_, body) => {
    // Entries are separated by blank lines: `lucide-react/dist/esm/icons/x.js:` and the indented comment.
    for (const entry of body.trim().split(/\n\n+/)) {
      const [first, ...lines] = entry.split('\n')
      const file = first.replace(/:$/, '').trim()
      const notice = lines
        .map((line) => line.replace(/^ {2}/, ''))
        .join('\n')
        .replace(/^\(\*\*/gm, '/**')
        .replace(/\*\)$/gm, '*/')
        .trim()
      notices.push({ file, notice })
    }
    return ''
  })
  return { text: rest, notices }
}

/**
 * One text for all the notices: each distinct notice once, under the package files that carried it.
 * @param {LicenseNotice[]} notices
 */
export function licensesText(notices) {
  /** @type {Map<string, Set<string>>} */
  const filesByNotice = new Map()
  for (const { file, notice } of notices) {
    const files = filesByNotice.get(notice) ?? new Set()
    files.add(file)
    filesByNotice.set(notice, files)
  }
  const sections = [...filesByNotice]
    .map(([notice, files]) => ({ notice, files: [...files].sort() }))
    .sort((a, b) => (a.files[0] < b.files[0] ? -1 : a.files[0] > b.files[0] ? 1 : 0))
    .map(({ notice, files }) => `${files.join('\n')}\n\n${notice}\n`)
  return `Licences of the packages bundled into Story Trails' client build.\n\n${sections.join('\n')}`
}

/** How the one line the entry module starts with begins: it names the file, so the notices stay findable. */
export const LICENSES_POINTER_START = '/*! Licences of bundled packages: '

/** @param {string} url the licences file, as `/build/licenses-HASH.txt` */
export function licensesPointer(url) {
  return `${LICENSES_POINTER_START}${url} */\n`
}
