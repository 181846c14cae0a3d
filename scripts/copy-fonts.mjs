// Self-hosted fonts: copies the few font files the design uses from @fontsource into public/fonts.
import { copyFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const target = join(root, 'public', 'fonts')
const files = [
  ['nunito', 'nunito-latin-400-normal.woff2'],
  ['nunito', 'nunito-latin-600-normal.woff2'],
  ['nunito', 'nunito-latin-700-normal.woff2'],
  ['nunito', 'nunito-latin-800-normal.woff2'],
  ['fredoka', 'fredoka-latin-500-normal.woff2'],
  ['fredoka', 'fredoka-latin-600-normal.woff2'],
  // Reading fonts a parent can choose for a child (app/styles/reading.css).
  ['lexend', 'lexend-latin-400-normal.woff2'],
  ['lexend', 'lexend-latin-700-normal.woff2'],
  ['opendyslexic', 'opendyslexic-latin-400-normal.woff2'],
  ['opendyslexic', 'opendyslexic-latin-700-normal.woff2'],
]
mkdirSync(target, { recursive: true })
for (const [family, file] of files) {
  copyFileSync(join(root, 'node_modules', '@fontsource', family, 'files', file), join(target, file))
}
