// The Worker's content as files in the static assets, a step of `npm run build`: the Worker reads each
// one the first time a job needs it instead of carrying it in its script (app/utils/static-content.ts).
// - the writers' content (prose banks and parks' places), for the first chapter of an isolate;
// - the reading fonts (Lexend, OpenDyslexic) as .woff, for the first PDF of a child who reads in one.
// Not committed; wrangler.toml keeps them from browsers.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { READING_FONT_FILES, READING_FONTS_DIR } from '~/pdf/reading-fonts'
import { WRITER_CONTENT_PATH, writerContentJson } from '~/providers/story-writer/content'
import { writerContentFromSource } from '~/providers/story-writer/content-source'
import { woffToSfnt } from './woff-to-sfnt'

function write(path: string, json: string) {
  const file = join(process.cwd(), 'public', path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, json)
  console.log(`[worker content] public${path}: ${(json.length / 1024).toFixed(0)} KB (${(gzipSync(json).length / 1024).toFixed(0)} KB gzip)`)
}

write(WRITER_CONTENT_PATH, writerContentJson(writerContentFromSource()))

// The reading fonts the storybook embeds for a child who reads in Lexend or OpenDyslexic
// (app/pdf/reading-fonts.ts): @fontsource's .woff files, unwrapped to the TrueType or OpenType font inside.
for (const [family, files] of Object.entries(READING_FONT_FILES)) {
  for (const file of Object.values(files)) {
    const target = join(process.cwd(), 'public', READING_FONTS_DIR, file)
    mkdirSync(dirname(target), { recursive: true })
    const woff = readFileSync(join(process.cwd(), 'node_modules', '@fontsource', family, 'files', file.replace(/\.(ttf|otf)$/, '.woff')))
    writeFileSync(target, woffToSfnt(woff))
  }
}
console.log(`[worker content] public${READING_FONTS_DIR}: ${Object.keys(READING_FONT_FILES).join(', ')}`)
