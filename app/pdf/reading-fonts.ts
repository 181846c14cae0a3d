/**
 * The reading font embedded in the storybook PDF with @pdf-lib/fontkit: Lexend. The font files are
 * not in the Worker's script: `npm run build` takes the .woff files of @fontsource/lexend, unwraps the
 * TrueType font inside (scripts/woff-to-sfnt.ts: pdf-lib embeds the bytes it is given, and no PDF
 * reader draws a WOFF) into public/_content/reading-fonts/, and the first PDF that needs it reads it
 * from the static assets, once per isolate (decision 024).
 *
 * OpenDyslexic is not embedded: @fontsource ships it as OpenType/CFF with a colour table, and fontkit
 * gets it wrong (its subsets are invalid, poppler cannot draw them; embedded whole, the letters come
 * out spaced apart, and reading its glyphs' boxes overflows fontkit's stack). A child who reads in
 * OpenDyslexic gets their size and spacing in the book's clean sans-serif (Helvetica) instead.
 */
import type { PDFDocument, PDFFont } from 'pdf-lib'
import type { ReadingFont } from '~/utils/reading-settings'
import { STATIC_CONTENT_DIR } from '~/utils/static-content'

export type EmbeddedReadingFont = 'lexend'

/** Each reading font's regular and bold files (@fontsource's .woff files, unwrapped by the build). */
export const READING_FONT_FILES: Record<EmbeddedReadingFont, { regular: string; bold: string }> = {
  lexend: { regular: 'lexend-latin-400-normal.ttf', bold: 'lexend-latin-700-normal.ttf' },
}

export const READING_FONTS_DIR = `${STATIC_CONTENT_DIR}/reading-fonts`

export interface ReadingFontFiles {
  regular: Uint8Array
  bold: Uint8Array
}

/** Where a reading font's files come from: the Worker's static assets (`readingFontsFromAssets`). */
export type ReadingFontsSource = (font: EmbeddedReadingFont) => Promise<ReadingFontFiles>

async function readBytes(assets: Fetcher, path: string) {
  const response = await assets.fetch(new URL(path, 'https://assets.invalid'))
  if (!response.ok) throw new Error(`The reading font ${path} is missing from the static assets (${response.status}): run npm run build`)
  return new Uint8Array(await response.arrayBuffer())
}

/** Each font's files are read once per isolate; a failed read is forgotten, so the next PDF tries again. */
const loadedFrom = new WeakMap<Fetcher, Map<EmbeddedReadingFont, Promise<ReadingFontFiles>>>()

export function readingFontsFromAssets(assets: Fetcher): ReadingFontsSource {
  const loaded = loadedFrom.get(assets) ?? new Map<EmbeddedReadingFont, Promise<ReadingFontFiles>>()
  loadedFrom.set(assets, loaded)
  return (font) => {
    let files = loaded.get(font)
    if (!files) {
      const { regular, bold } = READING_FONT_FILES[font]
      files = Promise.all([readBytes(assets, `${READING_FONTS_DIR}/${regular}`), readBytes(assets, `${READING_FONTS_DIR}/${bold}`)]).then(
        ([regularBytes, boldBytes]) => ({ regular: regularBytes, bold: boldBytes }),
      )
      files.catch(() => loaded.delete(font))
      loaded.set(font, files)
    }
    return files
  }
}

/** The child's reading font in `doc` (regular and bold), or null when the book uses a standard font for it. */
export async function embedReadingFont(doc: PDFDocument, font: ReadingFont, source: ReadingFontsSource | undefined) {
  if (font !== 'lexend' || !source) return null
  const files = await source(font)
  // fontkit is a large module: an isolate evaluates it for its first book in Lexend, not at start-up.
  const { default: fontkit } = await import('@pdf-lib/fontkit')
  doc.registerFontkit(fontkit)
  const [regular, bold]: PDFFont[] = await Promise.all([doc.embedFont(files.regular, { subset: true }), doc.embedFont(files.bold, { subset: true })])
  return { regular, bold }
}
