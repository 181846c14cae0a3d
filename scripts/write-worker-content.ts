// The storybook's reading font (Lexend; OpenDyslexic is not embedded, app/pdf/reading-fonts.ts) in the
// static assets, a step of `npm run build`: the Worker reads it the first time a child who reads in it
// prints a storybook, instead of carrying it in its script (app/utils/static-content.ts). Not
// committed; wrangler.toml keeps it from browsers.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { READING_FONT_FILES, READING_FONTS_DIR } from '~/pdf/reading-fonts'
import { STATIC_CONTENT_DIR } from '~/utils/static-content'
import { woffToSfnt } from './woff-to-sfnt'

// Files earlier builds wrote and nothing reads now: the writers' content is carried in the script
// (decision 029), pdf-lib carries the standard fonts' metrics (decision 027).
for (const gone of ['writer.json', 'pdf-fonts.json']) rmSync(join(process.cwd(), 'public', STATIC_CONTENT_DIR, gone), { force: true })

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
