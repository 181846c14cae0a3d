import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { LANDMARK_DRAWINGS, landmarksOf, parkLandmarks } from '~/data/landmarks'
import { parks } from '~/data/parks'
import { sidekicks } from '~/data/sidekicks'
import { drawSvg } from '~/pdf/svg-to-pdf'
import { drawChapterArt, drawParkArt } from '~/providers/illustrator'
import { renderScene } from '~/providers/illustrator/park-art'
import { drawingForPlace } from '~/providers/illustrator/chapter-art'
import { LANDMARK_ART } from '~/providers/illustrator/landmarks'

/**
 * Bytes per scene. Before the landmark scenes the largest park scene was about 24 KB (median 14.5 KB);
 * with them the largest is about 37 KB (Bryce Canyon at night) and the average about 15 KB.
 */
const SCENE_BUDGET = 40 * 1024

// What app/pdf/svg-to-pdf.ts draws: these elements and presentation attributes, hex colours, and
// gradients by url(#id) (shown as their first stop). No clip paths, masks, filters, text, images,
// even-odd holes or CSS.
const ELEMENTS = new Set(['svg', 'defs', 'lineargradient', 'radialgradient', 'stop', 'g', 'path', 'rect', 'circle', 'ellipse', 'polygon', 'polyline', 'line'])
const ATTRIBUTES = new Set([
  'xmlns', 'viewbox', 'width', 'height', 'id', 'x', 'y', 'x2', 'y2', 'cy', 'offset', 'stop-color', 'stop-opacity',
  'd', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-dasharray', 'opacity', 'transform',
  'cx', 'r', 'rx', 'ry', 'points', 'x1', 'y1',
])

function svgProblems(svg: string): string[] {
  const problems: string[] = []
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"')) problems.push('not an 800 x 500 SVG')
  const ids = new Set([...svg.matchAll(/<(?:linearGradient|radialGradient) id="([^"]+)"/g)].map((m) => m[1]))
  for (const [, name, attrs] of svg.matchAll(/<([A-Za-z]+)((?:\s+[^\s=>/]+="[^"]*")*)\s*\/?>/g)) {
    if (!ELEMENTS.has(name.toLowerCase())) problems.push(`element <${name}>`)
    for (const [, attr, value] of attrs.matchAll(/([^\s=]+)="([^"]*)"/g)) {
      if (!ATTRIBUTES.has(attr.toLowerCase())) problems.push(`attribute ${attr} on <${name}>`)
      if (attr === 'fill' || attr === 'stroke' || attr === 'stop-color') {
        const gradient = value.match(/^url\(#([^)]+)\)$/)
        if (gradient ? !ids.has(gradient[1]) : !/^(#[0-9a-f]{3}|#[0-9a-f]{6}|none)$/i.test(value)) problems.push(`${attr}="${value}"`)
      }
      if (attr === 'transform' && !/^((translate|scale|rotate)\([-\d. ]+\)\s*)+$/.test(value)) problems.push(`transform="${value}"`)
      if (/^(d|points|x|y|cx|cy|r|rx|ry|width|height|opacity)$/.test(attr) && /NaN|Infinity/.test(value)) problems.push(`${attr}="${value}"`)
    }
  }
  return [...new Set(problems)]
}

describe('park landmarks', () => {
  it('gives every park of the catalogue one or two landmarks, and names no other park', () => {
    expect(Object.keys(parkLandmarks).sort()).toEqual(parks.map((park) => park.id).sort())
    for (const park of parks) {
      const own = landmarksOf(park.id)!
      expect(own.landmarks.length, park.id).toBeGreaterThanOrEqual(1)
      expect(own.landmarks.length, park.id).toBeLessThanOrEqual(2)
      for (const landmark of own.landmarks) {
        expect(landmark.name.trim(), park.id).not.toBe('')
        expect(landmark.what, landmark.name).toMatch(/^[A-Z].{20,}\.$/)
      }
    }
  })

  it('writes down true colours as hex for rock, ground, plants, water and every detail a drawing reads', () => {
    const hex = /^#[0-9a-f]{6}$/
    for (const park of parks) {
      const { colours, landmarks } = landmarksOf(park.id)!
      for (const material of ['rock', 'ground', 'plants', 'water'] as const) {
        expect(colours[material], `${park.id} ${material}`).toHaveLength(3)
        for (const c of colours[material]) expect(c, `${park.id} ${material}`).toMatch(hex)
      }
      for (const [name, c] of Object.entries(colours.details)) expect(c, `${park.id} ${name}`).toMatch(hex)
      for (const landmark of landmarks) {
        for (const need of LANDMARK_ART[landmark.drawing].needs) expect(colours.details, `${park.id}: ${landmark.drawing} reads ${need}`).toHaveProperty(need)
      }
    }
  })

  it('has a drawing for every landmark scene, and every scene is some park’s', () => {
    expect(Object.keys(LANDMARK_ART).sort()).toEqual([...LANDMARK_DRAWINGS].sort())
    const used = new Set(parks.flatMap((park) => landmarksOf(park.id)!.landmarks.map((l) => l.drawing)))
    expect([...used].sort()).toEqual([...LANDMARK_DRAWINGS].sort())
  })
})

describe('park scenes', () => {
  const scenes = parks.flatMap((park) => [0, 1, 2].map((variant) => ({ park, variant, svg: drawParkArt(park, variant) })))

  it('draws the same picture every time', () => {
    for (const park of parks) {
      for (const variant of [0, 1, 2]) expect(drawParkArt(park, variant)).toBe(scenes.find((s) => s.park === park && s.variant === variant)!.svg)
    }
    expect(new Set(scenes.map((s) => s.svg)).size).toBe(scenes.length)
  })

  it(`keeps every scene under ${SCENE_BUDGET / 1024} KB`, () => {
    const over = scenes.filter((s) => s.svg.length > SCENE_BUDGET).map((s) => `${s.park.id} ${s.variant}: ${s.svg.length}`)
    expect(over).toEqual([])
  })

  it('uses only what the storybook PDF converter draws', () => {
    for (const { park, variant, svg } of scenes) expect(svgProblems(svg), `${park.id} scene ${variant + 1}`).toEqual([])
  })

  it('draws into a PDF page through the converter', async () => {
    const doc = await PDFDocument.create()
    for (const park of parks) {
      const page = doc.addPage([400, 250])
      expect(drawSvg(page, drawParkArt(park, 0), { x: 0, y: 0, width: 400, height: 250 }), park.id).toBe(true)
    }
    expect((await doc.save()).length).toBeGreaterThan(63 * 1000)
  })

  it('shows the second landmark’s scene as the park’s second picture', () => {
    const yellowstone = parks.find((park) => park.id === 'yellowstone')!
    const afternoon = (drawing: 'old-faithful' | 'grand-prismatic') => renderScene(yellowstone, { seed: 'yellowstone/1', time: 'afternoon', drawing, stars: false })
    expect(drawParkArt(yellowstone, 1)).toBe(afternoon('grand-prismatic'))
    expect(afternoon('old-faithful')).not.toBe(afternoon('grand-prismatic'))
    expect(drawParkArt(yellowstone, 0)).toBe(renderScene(yellowstone, { seed: 'yellowstone/0', time: 'morning', drawing: 'old-faithful', stars: false }))
  })
})

describe('chapter pictures', () => {
  const yellowstone = parks.find((park) => park.id === 'yellowstone')!
  const pip = sidekicks[0]

  it('picks the landmark scene the chapter’s place names, by any of its names', () => {
    expect(drawingForPlace('yellowstone', 'the Old Faithful boardwalk')).toBe('old-faithful')
    expect(drawingForPlace('yellowstone', 'Grand Prismatic Spring')).toBe('grand-prismatic')
    expect(drawingForPlace('yellowstone', 'Midway Geyser Basin')).toBe('grand-prismatic')
    expect(drawingForPlace('great-smoky-mountains', 'Kuwohi (Clingmans Dome)')).toBe('kuwohi-tower')
    expect(drawingForPlace('haleakala', 'Haleakala Crater rim')).toBe('haleakala-crater')
    expect(drawingForPlace('yellowstone', 'Lamar Valley')).toBeNull()
    expect(drawingForPlace('yellowstone', '')).toBeNull()
    expect(drawingForPlace('nowhere', 'Old Faithful')).toBeNull()
  })

  it('draws the chosen scene with the sidekick in it, the same for the same seed', () => {
    const input = { park: yellowstone, sidekick: pip, placeName: 'Grand Prismatic Spring', seed: 'story-1/chapter-2' }
    const art = drawChapterArt(input)
    expect(drawChapterArt(input)).toBe(art)
    expect(drawChapterArt({ ...input, seed: 'story-1/chapter-3' })).not.toBe(art)
    // the sidekick is drawn in its own colours
    expect(art).toContain(pip.look.body.toLowerCase())
    // a different place in the same park gives a different scene
    expect(drawChapterArt({ ...input, placeName: 'Old Faithful' })).not.toBe(art)
    expect(drawChapterArt({ ...input, placeName: 'Midway Geyser Basin' })).toBe(art)
    expect(svgProblems(art)).toEqual([])
  })

  it('stays small and PDF-safe for every park and sidekick', () => {
    for (const [i, park] of parks.entries()) {
      const sidekick = sidekicks[i % sidekicks.length]
      const art = drawChapterArt({ park, sidekick, placeName: null, seed: `s${i}` })
      expect(art.length, park.id).toBeLessThanOrEqual(SCENE_BUDGET)
      expect(svgProblems(art), `${park.id} with ${sidekick.name}`).toEqual([])
    }
  })
})
