// After `remix build`: every client build file's licence comment moves into one content-named file,
// public/build/licenses-HASH.txt, and the entry module starts by naming it (license-comments.mjs says
// why). Run twice, it changes nothing more.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LICENSES_POINTER_START, licensesPointer, licensesText, takeLicenseComments } from './license-comments.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const buildDir = join(root, 'public', 'build')

const entry = readdirSync(buildDir).find((name) => /^entry\.client-[A-Z0-9]+\.js$/.test(name))
if (!entry) throw new Error('public/build has no entry.client module: run remix build first')
const entryPath = join(buildDir, entry)
if (readFileSync(entryPath, 'utf8').startsWith(LICENSES_POINTER_START)) {
  console.log('[licenses] already gathered')
  process.exit(0)
}

const notices = []
let files = 0
const scripts = readdirSync(buildDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
  .map((entry) => join(entry.parentPath, entry.name))
for (const file of scripts) {
  const found = takeLicenseComments(readFileSync(file, 'utf8'))
  if (found.notices.length === 0) continue
  writeFileSync(file, found.text)
  notices.push(...found.notices)
  files += 1
}

const text = licensesText(notices)
const name = `licenses-${createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase()}.txt`
writeFileSync(join(buildDir, name), text)
writeFileSync(entryPath, licensesPointer(`/build/${name}`) + readFileSync(entryPath, 'utf8'))
console.log(`[licenses] ${notices.length} notices from ${files} files moved to public/build/${name}`)
