/**
 * The metrics of the standard PDF fonts the storybook embeds (Times in its four styles, Helvetica and
 * Helvetica Bold; the field kit uses three of them): pdf-lib measures and lays out every line with
 * them. They are about 60 KB gzip that only a PDF download needs, so they do not ride in the Worker's
 * script: `npm run build` writes them to public/_content/pdf-fonts.json, and `buildStorybookPdf` and
 * `buildFieldKitPdf` install them from there once per isolate
 * (app/utils/static-content.ts). Our patch of @pdf-lib/standard-fonts imports no metrics and adds
 * `Font.install`. See docs/decisions/019-pdf-font-metrics-outside-the-script.md.
 */
import { Font, FontNames } from '@pdf-lib/standard-fonts'
import { installOnce, readStaticContent, STATIC_CONTENT_DIR } from '~/utils/static-content'

/** Every font storybook.ts and field-kit.ts embed: a font missing here fails the PDF loudly, in the tests too. */
export const STORYBOOK_FONTS = [
  FontNames.TimesRoman,
  FontNames.TimesRomanItalic,
  FontNames.TimesRomanBold,
  FontNames.TimesRomanBoldItalic,
  FontNames.Helvetica,
  FontNames.HelveticaBold,
] as const

/** Each font's metrics as @pdf-lib/standard-fonts ships them: deflated JSON, in base64. */
export type StandardFontMetrics = Record<(typeof STORYBOOK_FONTS)[number], string>

/** Where the metrics come from: the Worker's static assets (`fontsFromAssets`). */
export type StandardFontsSource = () => Promise<StandardFontMetrics>

export const PDF_FONTS_PATH = `${STATIC_CONTENT_DIR}/pdf-fonts.json`

const installer = installOnce<StandardFontMetrics>((metrics) => {
  for (const name of STORYBOOK_FONTS) {
    if (typeof metrics[name] !== 'string') throw new Error(`The storybook's font metrics have no ${name}: run npm run build`)
  }
  for (const name of STORYBOOK_FONTS) Font.install(name, metrics[name])
})

/** Installs the metrics once per isolate; a failed load is forgotten, so the next download tries again. */
export const loadStandardFonts: (source: StandardFontsSource) => Promise<void> = installer.load

/** The metrics from the Worker's static assets (`env.ASSETS`), where `npm run build` put them. */
export function fontsFromAssets(assets: Fetcher): StandardFontsSource {
  return async () => JSON.parse(await readStaticContent(assets, PDF_FONTS_PATH, "The file of the storybook's font metrics")) as StandardFontMetrics
}
