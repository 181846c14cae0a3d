import { env } from 'cloudflare:test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { readingFontsFromAssets } from '~/pdf/reading-fonts'
import { buildStorybookPdf, storybookFileName, type StorybookInput } from '~/pdf/storybook'
import { toWinAnsi } from '~/pdf/win-ansi'
import { shownPdfHex } from '../pdf-text'

// A valid 1x1 PNG (one orange pixel).
const PNG_1X1 = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08,
  0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xde, 0x00, 0x00, 0x00, 0x0c, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x78, 0x50, 0x65, 0x05, 0x00, 0x03,
  0xd2, 0x01, 0x95, 0x13, 0xff, 0xb5, 0x25, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
])

const SCENE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500">
  <defs><linearGradient id="sky"><stop offset="0" stop-color="#9fd3f0"/><stop offset="1" stop-color="#fbe3c2"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#sky)"/>
  <g transform="translate(100 50) scale(2)"><circle cx="200" cy="60" r="30" fill="#e07a3a" opacity="0.8"/></g>
  <path d="M0 400 L200 220 L330 330 L480 180 L800 400 Z" fill="rgb(47, 93, 58)" stroke="#1d3b25" stroke-width="3"/>
  <polygon points="100,450 130,380 160,450" fill="#24492d"/>
  <ellipse cx="400" cy="470" rx="300" ry="30" fill="#c8a16a" fill-opacity="0.6"/>
  <line x1="0" y1="480" x2="800" y2="480" stroke="white"/>
  <text x="10" y="20">ignored</text>
</svg>`

const PORTRAIT_SVG = `<svg viewBox="0 0 320 320"><rect width="320" height="320" rx="40" fill="#f4e1c1"/><circle cx="160" cy="150" r="80" fill="#8d5524"/><polyline points="120,200 160,230 200,200" fill="none" stroke="#000" stroke-width="6"/></svg>`

function story(overrides: Partial<StorybookInput> = {}): StorybookInput {
  const chapter = (number: number, facts: string[]) => ({
    number,
    text: [
      `Maya and Pip reached the trailhead of chapter ${number} just as the sun came up over Haleakalā.`,
      'They walked and walked, counting birds and clouds, until the path turned into a ribbon of red rock that wound up the side of the crater. '.repeat(6),
      '“Look!” said Pip. “A nēnē goose!” They watched it waddle across the cinders in Hawaiʻi.',
    ].join('\n'),
    facts,
    images: number === 1 ? [{ paragraphIndex: 0, bytes: PNG_1X1, contentType: 'image/png' }] : [],
  })
  return {
    title: 'Maya and the Sleeping Volcano',
    parkName: 'Haleakalā National Park',
    parkRegion: 'Pacific',
    childFirstName: 'Ava',
    characterName: 'Maya',
    sidekickName: 'Pip',
    coverArtSvg: SCENE_SVG,
    characterArtSvg: PORTRAIT_SVG,
    sidekickArtSvg: null,
    chapters: [
      chapter(1, ['Haleakalā rises 10,023 feet above the sea.', 'The nēnē is the state bird of Hawaiʻi.']),
      {
        ...chapter(2, ['Silverswords grow only in a few high places in Hawaiʻi.']),
        images: [{ paragraphIndex: 1, bytes: new TextEncoder().encode(SCENE_SVG), contentType: 'image/svg+xml' }],
      },
      chapter(3, ['Sunrise at the summit is so popular that visitors reserve a spot.']),
    ],
    completed: true,
    badgeName: 'Volcano Explorer',
    createdAt: '2025-06-03T10:00:00.000Z',
    ...overrides,
  }
}

const hexOf = (text: string) =>
  Array.from(text, (ch) => ch.charCodeAt(0).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()

describe('the printable storybook', () => {
  it('builds a cover, one section per chapter and a closing page', async () => {
    const bytes = await buildStorybookPdf(story())
    expect(bytes).toBeInstanceOf(Uint8Array)
    const raw = new TextDecoder('latin1').decode(bytes)
    expect(raw.startsWith('%PDF-')).toBe(true)
    // Saved without object streams, so the document information is readable in the bytes.
    expect(raw).toContain('/Title')
    expect(raw).toContain('/Author')

    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(5)
    expect(doc.getTitle()).toBe('Maya and the Sleeping Volcano')
    expect(doc.getAuthor()).toBe('Story Trails')
    expect(doc.getSubject()).toContain('Haleakalā National Park')
    for (const page of doc.getPages()) {
      const { width, height } = page.getSize()
      expect([Math.round(width), Math.round(height)]).toEqual([612, 792])
    }

    const shown = shownPdfHex(doc)
    const has = (text: string) => shown.some((hex) => hex.includes(hexOf(text)))
    expect(has('Maya and the Sleeping Volcano')).toBe(true)
    expect(has('An adventure in Haleakala National Park')).toBe(true)
    expect(has('Starring Maya and Pip')).toBe(true)
    expect(has('Told for Ava')).toBe(true)
    for (const n of [1, 2, 3]) expect(has(`Chapter ${n}`)).toBe(true)
    expect(has('Park facts in this chapter')).toBe(true)
    expect(has('The End')).toBe(true)
    expect(has('Everything we learned')).toBe(true)
    expect(has('Volcano Explorer')).toBe(true)
    expect(has('This certifies that')).toBe(true)
    expect(has('Ava')).toBe(true)
  })

  it('says "To be continued..." for an unfinished story and leaves out the certificate without a badge', async () => {
    const bytes = await buildStorybookPdf(story({ completed: false, badgeName: null, coverArtSvg: null, characterArtSvg: null }))
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(5)
    const shown = shownPdfHex(doc)
    const has = (text: string) => shown.some((hex) => hex.includes(hexOf(text)))
    expect(has('To be continued...')).toBe(true)
    expect(has('The End')).toBe(false)
    expect(has('EXPLORER CERTIFICATE')).toBe(false)
  })

  it('flows long chapters onto more pages and survives odd input', async () => {
    const long = 'The trail went on and on past hoodoos, arches and sleepy lizards. '.repeat(60)
    const bytes = await buildStorybookPdf(
      story({
        title: '',
        chapters: [
          {
            number: 1,
            text: `${long}\n${long}\n\n${long}`,
            facts: ['Emoji are dropped 🦎 but the words stay.'],
            images: [
              { paragraphIndex: 7, bytes: PNG_1X1, contentType: 'image/png' },
              { paragraphIndex: 0, bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' },
              { paragraphIndex: 1, bytes: new TextEncoder().encode('<svg viewBox="0 0 10 10"><path d="M0 0 L10 zz 5 Q"/><rect/></svg>'), contentType: 'image/svg+xml' },
            ],
          },
        ],
        coverArtSvg: '<svg><g><<<not really svg',
      }),
    )
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(5)
    expect(doc.getTitle()).toBe('Haleakalā National Park Adventure')
  })

  it('names the file after the title', () => {
    expect(storybookFileName('Maya & Pip: The Geyser!')).toBe('Maya___Pip__The_Geyser_.pdf')
    expect(storybookFileName('Yellowstone')).toBe('Yellowstone.pdf')
  })
})

describe('toWinAnsi', () => {
  it('maps letters the standard fonts lack to their closest ASCII', () => {
    expect(toWinAnsi('Haleakalā')).toBe('Haleakala')
    expect(toWinAnsi('Hawaiʻi Volcanoes')).toBe("Hawai'i Volcanoes")
    expect(toWinAnsi('Kīlauea, nēnē and ʻōhiʻa')).toBe("Kilauea, nene and 'ohi'a")
    expect(toWinAnsi('Łukasz · Dvořák')).toBe('Lukasz · Dvorák')
  })

  it('keeps what WinAnsi can show and drops the rest', () => {
    expect(toWinAnsi('“Curly” ‘quotes’ — café, naïve, 10° … €5')).toBe('“Curly” ‘quotes’ — café, naïve, 10° … €5')
    expect(toWinAnsi('Bison 🦬 ahead ✓')).toBe('Bison  ahead ')
    expect(toWinAnsi('line one\nline two')).toBe('line one\nline two')
    expect(toWinAnsi('zero\u200Bwidth')).toBe('zerowidth')
  })

  it('always yields text the standard fonts can encode', async () => {
    const doc = await PDFDocument.create()
    const fonts = await Promise.all([StandardFonts.Helvetica, StandardFonts.TimesRoman, StandardFonts.TimesRomanBoldItalic].map((name) => doc.embedFont(name)))
    let sample = ''
    for (let code = 0; code < 0x3000; code++) sample += String.fromCharCode(code)
    sample += '🦎🏔️ ﬁsh ² ½ Ωmega'
    const text = toWinAnsi(sample).replace(/\n/g, ' ')
    for (const font of fonts) {
      expect(() => font.encodeText(text)).not.toThrow()
      expect(font.widthOfTextAtSize(text, 12)).toBeGreaterThan(0)
    }
  })
})

describe("the storybook in a child's reading settings", () => {
  const readingFonts = readingFontsFromAssets(env.ASSETS)
  const fontNames = (bytes: Uint8Array) => [...new TextDecoder('latin1').decode(bytes).matchAll(/\/BaseFont\s*\/([\w+-]+)/g)].map((match) => match[1])
  const pages = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount()

  // A long chapter: the pages it takes show how big its text is.
  const long = (reading: StorybookInput['reading']) =>
    story({ reading, chapters: [{ number: 1, text: Array(80).fill('Maya and Pip walked along the rim of the canyon, counting ravens and lizards and clouds, until the sun went down behind the red mesa.').join('\n'), facts: [], images: [] }] })

  it('sets the story in bigger text for Large and Largest: the same words take more pages', async () => {
    const [standard, large, largest] = await Promise.all(
      (['standard', 'large', 'largest'] as const).map((size) => buildStorybookPdf(long({ size, font: 'house', spacing: 'standard' }))),
    )
    expect(await pages(large)).toBeGreaterThan(await pages(standard))
    expect(await pages(largest)).toBeGreaterThan(await pages(large))
    // Relaxed line spacing takes more room too.
    const relaxed = await buildStorybookPdf(long({ size: 'standard', font: 'house', spacing: 'relaxed' }))
    expect(await pages(relaxed)).toBeGreaterThan(await pages(standard))
  })

  it('embeds Lexend (only the letters used) for a child who reads in it; OpenDyslexic readers get Helvetica; Times otherwise', async () => {
    const house = await buildStorybookPdf(story(), readingFonts)
    expect(fontNames(house)).not.toContainEqual(expect.stringMatching(/Lexend|OpenDyslexic/))
    const lexend = await buildStorybookPdf(story({ reading: { size: 'standard', font: 'lexend', spacing: 'standard' } }), readingFonts)
    expect(fontNames(lexend)).toContainEqual(expect.stringMatching(/Lexend-Regular/))
    expect(fontNames(lexend)).toContainEqual(expect.stringMatching(/Lexend-Bold/))
    // Subset: the whole Lexend files are 64 KB, the book carries only what it shows.
    expect(lexend.length - house.length).toBeLessThan(30_000)
    const dyslexic = await buildStorybookPdf(story({ reading: { size: 'large', font: 'opendyslexic', spacing: 'relaxed' } }), readingFonts)
    expect(fontNames(dyslexic)).not.toContainEqual(expect.stringMatching(/Lexend|OpenDyslexic/))
    expect(fontNames(dyslexic)).toContain('Helvetica')
  })

  it('fails with a clear error when a reading font file is missing, and the next try can succeed', async () => {
    const missing = readingFontsFromAssets({ fetch: async () => new Response('nope', { status: 404 }) } as unknown as Fetcher)
    await expect(buildStorybookPdf(story({ reading: { size: 'standard', font: 'lexend', spacing: 'standard' } }), missing)).rejects.toThrow(
      /reading font .*lexend-latin-400-normal\.ttf is missing from the static assets/,
    )
    const lexend = await buildStorybookPdf(story({ reading: { size: 'standard', font: 'lexend', spacing: 'standard' } }), readingFonts)
    expect(fontNames(lexend)).toContainEqual(expect.stringMatching(/Lexend-Regular/))
  })
})
