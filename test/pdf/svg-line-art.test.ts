import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { drawSvg } from '~/pdf/svg-to-pdf'
import { drawParkArt } from '~/providers/illustrator'
import { getPark } from '~/data/parks'

// A sky, a glow that fades out, a see-through shadow, a solid hill with a stroke, a drawn line and a
// speck: what a colouring page keeps of each is the point of line art.
const SCENE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500">
  <defs>
    <linearGradient id="sky"><stop offset="0" stop-color="#9fd3f0"/><stop offset="1" stop-color="#fbe3c2"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff1b8" stop-opacity="0.7"/><stop offset="1" stop-color="#fff1b8" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="800" height="300" fill="url(#sky)"/>
  <circle cx="600" cy="120" r="110" fill="url(#glow)"/>
  <ellipse cx="400" cy="460" rx="300" ry="30" fill="#2b2823" fill-opacity="0.3"/>
  <path d="M0 400 L200 220 L330 330 L480 180 L800 400 Z" fill="#2f5d3a" stroke="#1d3b25" stroke-width="3"/>
  <line x1="100" y1="480" x2="700" y2="480" stroke="#7a5a3a" stroke-width="40"/>
  <circle cx="50" cy="50" r="0.5" fill="#ffffff"/>
</svg>`

/** The first page's content, as operator text. */
function operatorsOf(doc: PDFDocument) {
  const contents = doc.getPage(0).node.Contents()
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : []
  return refs
    .map((ref) => doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .join('\n')
}

async function draw(svg: string, lineArt: boolean) {
  const doc = await PDFDocument.create()
  const page = doc.addPage([612, 792])
  expect(drawSvg(page, svg, { x: 46, y: 200, width: 520, height: 325, ...(lineArt ? { lineArt: { width: 1.5 } } : {}) })).toBe(true)
  return operatorsOf(await PDFDocument.load(await doc.save()))
}

const fillColours = (ops: string) => [...ops.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g)].map((m) => m.slice(1, 4).map(Number))
const strokeColours = (ops: string) => [...ops.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) RG/g)].map((m) => m.slice(1, 4).map(Number))
/** Paths painted: filled and stroked (B), stroked only (S), filled only (f). */
const painted = (ops: string) => ({ B: (ops.match(/^B$/gm) ?? []).length, S: (ops.match(/^S$/gm) ?? []).length, f: (ops.match(/^f$/gm) ?? []).length })

describe('line art (a colouring page from our SVG)', () => {
  it('draws solid shapes as white shapes outlined in black and lines in black, leaving out light, shade and specks', async () => {
    const ops = await draw(SCENE, true)
    // The sky and the hill are outlined shapes; the line is a line; the glow, the shadow and the speck are gone.
    expect(painted(ops)).toEqual({ B: 2, S: 1, f: 0 })
    expect(fillColours(ops).every((colour) => colour.every((channel) => channel === 1))).toBe(true)
    expect(strokeColours(ops).length).toBe(3)
    expect(strokeColours(ops).every((colour) => colour.every((channel) => channel === 0))).toBe(true)
    // The line keeps no more than one and a half outlines' width: no black bands to colour around.
    const widths = [...ops.matchAll(/([\d.]+) w/g)].map((m) => Number(m[1]))
    expect(Math.max(...widths)).toBeLessThanOrEqual(2.25)
  })

  it('leaves the picture in colour without it', async () => {
    const ops = await draw(SCENE, false)
    expect(fillColours(ops).some((colour) => colour.some((channel) => channel > 0 && channel < 1))).toBe(true)
    expect(painted(ops).f).toBeGreaterThan(0)
  })

  it('outlines a park picture of the built-in illustrator in black on white only', async () => {
    const ops = await draw(drawParkArt(getPark('zion')!, 0), true)
    expect(painted(ops).B).toBeGreaterThan(10)
    expect(fillColours(ops).every((colour) => colour.every((channel) => channel === 1))).toBe(true)
    expect(strokeColours(ops).every((colour) => colour.every((channel) => channel === 0))).toBe(true)
  })
})
