import { Font, FontNames } from '@pdf-lib/standard-fonts'
import { env } from 'cloudflare:test'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { fontsFromAssets, PDF_FONTS_PATH, STORYBOOK_FONTS, type StandardFontMetrics } from '~/pdf/standard-fonts'
import { buildStorybookPdf, type StorybookInput } from '~/pdf/storybook'

// The tests of this file run in order, in one isolate: the metrics are installed once, by the first
// load that succeeds, so the failures come first.

const input: StorybookInput = {
  title: 'Wren and the Hidden Arch',
  parkName: 'Arches National Park',
  parkRegion: 'Intermountain',
  childFirstName: 'Wren',
  characterName: 'Maya',
  sidekickName: 'Pip',
  coverArtSvg: null,
  characterArtSvg: null,
  sidekickArtSvg: null,
  chapters: [{ number: 1, text: 'The arch glowed orange in the evening light.', facts: ['Arches has more than 2,000 natural stone arches.'], images: [] }],
  completed: false,
  badgeName: null,
  createdAt: '2026-11-24T10:00:00.000Z',
}

/** The assets as the Worker sees them, with `PDF_FONTS_PATH` answered by `answer` and its reads counted. */
function assetsAnswering(answer: () => Promise<Response>) {
  const reads = { count: 0 }
  const assets = {
    fetch: async (url: string | URL) => {
      if (new URL(url).pathname !== PDF_FONTS_PATH) return env.ASSETS.fetch(url)
      reads.count++
      return answer()
    },
  } as unknown as Fetcher
  return { assets, reads }
}

const notInstalled = "The standard font Helvetica's metrics are not installed"

const realMetrics = async () => (await env.ASSETS.fetch(new URL(PDF_FONTS_PATH, 'https://assets.invalid'))).json<StandardFontMetrics>()

describe('the storybook reads its font metrics from the static assets, once', () => {
  it('fails with a clear error when the file is missing, and installs nothing', async () => {
    const { assets } = assetsAnswering(async () => new Response('Not Found', { status: 404 }))
    await expect(buildStorybookPdf(input, fontsFromAssets(assets))).rejects.toThrow(
      "The file of the storybook's font metrics is missing from the static assets (404 for /_content/pdf-fonts.json): run npm run build",
    )
    expect(() => Font.load(FontNames.Helvetica)).toThrow(notInstalled)
  })

  it('refuses a file that lacks one of the fonts it embeds, and installs none of them', async () => {
    const metrics: Partial<StandardFontMetrics> = await realMetrics()
    delete metrics['Helvetica-Bold']
    const { assets } = assetsAnswering(async () => Response.json(metrics))
    await expect(buildStorybookPdf(input, fontsFromAssets(assets))).rejects.toThrow("The storybook's font metrics have no Helvetica-Bold: run npm run build")
    expect(() => Font.load(FontNames.Helvetica)).toThrow(notInstalled)
  })

  it('builds the PDF once the file is there, reading it once for downloads at the same time and none after', async () => {
    const { assets, reads } = assetsAnswering(async () => Response.json(await realMetrics()))
    const fonts = fontsFromAssets(assets)
    const [first, second] = await Promise.all([buildStorybookPdf(input, fonts), buildStorybookPdf({ ...input, title: 'Second' }, fonts)])
    await buildStorybookPdf(input, fonts)
    expect(reads.count).toBe(1)
    expect((await PDFDocument.load(first)).getTitle()).toBe('Wren and the Hidden Arch')
    expect((await PDFDocument.load(second)).getTitle()).toBe('Second')
  })

  it('holds the metrics of every font the storybook embeds, in the form @pdf-lib/standard-fonts ships them', async () => {
    const metrics = await realMetrics()
    expect(Object.keys(metrics).sort()).toEqual([...STORYBOOK_FONTS].sort())
    for (const name of STORYBOOK_FONTS) expect(metrics[name]).toMatch(/^eJ[A-Za-z0-9+/]+=*$/)
  })
})
