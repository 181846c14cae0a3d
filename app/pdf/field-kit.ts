/**
 * A park's printable field kit: five US Letter pages to take along, in black and white with big type.
 * A cover with the explorer's name line, a scavenger hunt, the park's landmark as a coloring page
 * (its built-in art drawn as outlines), a "draw what you saw" page, and the Explorer pledge with the
 * badge checklist. It is drawn from plain park data (app/models/field-kit.server.ts gathers it); the
 * words around that data are in app/content/shared/field-kit.ts. Runs inside the Worker: pdf-lib
 * only, no DOM.
 */
import { LineCapStyle, PDFDocument, type PDFFont, type PDFPage, popGraphicsState, pushGraphicsState, rgb, setCharacterSpacing, StandardFonts } from 'pdf-lib'
import { FIELD_KIT_PAGES, FIELD_KIT_WORDS as WORDS } from '~/content/shared/field-kit'
import { drawRoundedRect, starPath } from './shapes'
import { drawSvg } from './svg-to-pdf'
import { fitSize, type TextStyle, width, wrap } from './text-wrap'
import { toWinAnsi } from './win-ansi'

export type FieldKitItemKind = 'animal' | 'plant' | 'place'

export interface FieldKitInput {
  /** Official name: "Zion National Park". */
  parkName: string
  /** As a child says it: "Zion". */
  shortName: string
  /** The states it lies in, as a child reads them: "Wyoming, Montana and Idaho". */
  states: string
  /** One true sentence about the park. */
  about: string
  /** 8 to 12 things to find there, by kind; `season` when it can be found only part of the year. */
  hunt: { kind: FieldKitItemKind; name: string; season: string | null }[]
  /** The landmark of the coloring page: its name, a true sentence about it, and its built-in art (SVG). */
  landmark: { name: string; caption: string; artSvg: string }
  /** A few things from the park to draw. */
  ideas: string[]
  /** The park's Explorer badge and what earns it, as the app awards it. */
  badge: { name: string; steps: string[] }
}

/* ----------------------------------------------------------------------------------------------
 * Look: black ink on white paper, so it prints well on any printer
 * -------------------------------------------------------------------------------------------- */

const INK = rgb(0, 0, 0)
const GREY = rgb(0.33, 0.33, 0.33)
const RULE = rgb(0.55, 0.55, 0.55)

const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
const MARGIN = 48
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const CENTER = PAGE_WIDTH / 2
/** Baseline of a page's title, below its running header. */
const TITLE_BASELINE = PAGE_HEIGHT - 112
const FOOT = 56

interface Fonts {
  sans: PDFFont
  sansBold: PDFFont
  serifItalic: PDFFont
}

/** A small badge for the cover: mountains, a sun, pines and a path, to color in. */
const EMBLEM_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
  <circle cx="100" cy="100" r="96" fill="#ffffff"/>
  <circle cx="100" cy="100" r="86" fill="#ffffff"/>
  <circle cx="136" cy="66" r="15" fill="#f4c542"/>
  <path d="M26 138 L72 76 L94 104 L120 64 L174 138 Z" fill="#8a9a80"/>
  <path d="M63 88 L72 76 L82 89 L76 94 L70 88 Z M110 78 L120 64 L131 80 L124 84 L118 78 Z" fill="#ffffff"/>
  <path d="M22 150 Q100 124 178 150 Q170 170 150 176 Q100 190 50 176 Q30 170 22 150 Z" fill="#9cb37a"/>
  <polygon points="48,150 58,116 68,150" fill="#2f5d3a"/>
  <polygon points="134,148 146,110 158,148" fill="#2f5d3a"/>
  <path d="M100 186 Q92 170 106 160 Q118 150 104 140" fill="none" stroke="#7a5a3a" stroke-width="3"/>
</svg>`

/** Little signs beside the scavenger hunt's groups (24 x 24), drawn as outlines. */
const KIND_ICONS: Record<FieldKitItemKind, string> = {
  animal: `<svg viewBox="0 0 24 24"><ellipse cx="12" cy="16" rx="5.5" ry="4.5" fill="#000"/><circle cx="5" cy="10" r="2.4" fill="#000"/><circle cx="9.5" cy="6" r="2.4" fill="#000"/><circle cx="14.5" cy="6" r="2.4" fill="#000"/><circle cx="19" cy="10" r="2.4" fill="#000"/></svg>`,
  plant: `<svg viewBox="0 0 24 24"><path d="M4 20 C4 9 11 4 21 3 C20 13 15 20 4 20 Z" fill="#000"/><path d="M4 20 L15 9" fill="none" stroke="#000" stroke-width="1.4"/></svg>`,
  place: `<svg viewBox="0 0 24 24"><path d="M12 22 C7 15 5 12 5 9 A7 7 0 0 1 19 9 C19 12 17 15 12 22 Z" fill="#000"/><circle cx="12" cy="9" r="2.8" fill="#000"/></svg>`,
}

/* ----------------------------------------------------------------------------------------------
 * Drawing helpers
 * -------------------------------------------------------------------------------------------- */

function drawText(page: PDFPage, text: string, x: number, y: number, style: TextStyle) {
  if (text) page.drawText(text, { x, y, font: style.font, size: style.size, color: style.color ?? INK })
}

function drawCentered(page: PDFPage, text: string, y: number, style: TextStyle, spacing = 0) {
  if (!text) return
  const w = width(text, style) + spacing * Math.max(0, text.length - 1)
  if (spacing) page.pushOperators(pushGraphicsState(), setCharacterSpacing(spacing))
  drawText(page, text, CENTER - w / 2, y, style)
  if (spacing) page.pushOperators(popGraphicsState())
}

/** Wrapped lines from `y` (the first baseline) downwards; returns the baseline after the last one. */
function drawLines(page: PDFPage, text: string, x: number, y: number, style: TextStyle, room: number, leading: number, centered = false) {
  let baseline = y
  for (const line of wrap(text, style, room)) {
    if (centered) drawCentered(page, line, baseline, style)
    else drawText(page, line, x, baseline, style)
    baseline -= leading
  }
  return baseline
}

/** A line to write on, from x1 to x2, just under `y`. */
function writingLine(page: PDFPage, x1: number, x2: number, y: number) {
  page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness: 1, color: RULE })
}

/** A box to check, with its bottom-left corner at (x, y). */
function checkbox(page: PDFPage, x: number, y: number, size = 18) {
  drawRoundedRect(page, { x, y, width: size, height: size, radius: 3 }, { border: INK, borderWidth: 1.6 })
}

function hollowStar(page: PDFPage, cx: number, cy: number, radius: number) {
  page.drawSvgPath(starPath(radius), { x: cx, y: cy, borderColor: INK, borderWidth: 1.3, borderLineCap: LineCapStyle.Round })
}

class Kit {
  readonly pages: PDFPage[] = []

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly input: FieldKitInput,
  ) {}

  /** A page of the kit after the cover: the park's name above, the page's title, its number below. */
  addPage(title: string) {
    const page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    this.pages.push(page)
    const header = { font: this.fonts.sansBold, size: 9, color: GREY }
    page.pushOperators(pushGraphicsState(), setCharacterSpacing(1.4))
    drawText(page, this.input.parkName.toUpperCase(), MARGIN, PAGE_HEIGHT - 44, header)
    const kit = WORDS.kit.toUpperCase()
    drawText(page, kit, PAGE_WIDTH - MARGIN - width(kit, header) - 1.4 * (kit.length - 1), PAGE_HEIGHT - 44, header)
    page.pushOperators(popGraphicsState())
    page.drawLine({ start: { x: MARGIN, y: PAGE_HEIGHT - 54 }, end: { x: PAGE_WIDTH - MARGIN, y: PAGE_HEIGHT - 54 }, thickness: 0.8, color: RULE })
    const titleStyle = { font: this.fonts.sansBold, size: fitSize(title, this.fonts.sansBold, [32, 28, 24], CONTENT_WIDTH, 1) }
    drawText(page, title, MARGIN, TITLE_BASELINE, titleStyle)
    return page
  }

  /** Page numbers, once every page exists: "2 of 5". */
  finish() {
    const style = { font: this.fonts.sans, size: 9.5, color: GREY }
    this.pages.forEach((page, index) => {
      if (index > 0) drawCentered(page, `Story Trails  ·  ${index + 1} of ${this.pages.length}`, 30, style)
    })
  }
}

/* ----------------------------------------------------------------------------------------------
 * The pages
 * -------------------------------------------------------------------------------------------- */

function drawCover(kit: Kit) {
  const { fonts, input } = kit
  const page = kit.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
  kit.pages.push(page)
  drawRoundedRect(page, { x: 24, y: 24, width: PAGE_WIDTH - 48, height: PAGE_HEIGHT - 48, radius: 18 }, { border: INK, borderWidth: 2.4 })
  drawRoundedRect(page, { x: 31, y: 31, width: PAGE_WIDTH - 62, height: PAGE_HEIGHT - 62, radius: 13 }, { border: INK, borderWidth: 0.8 })

  // The foot first, as it is the same on every kit: the note for grown-ups, what is inside, the
  // explorer's own lines. The park's part then fits between it and the label at the top.
  const room = CONTENT_WIDTH - 40
  const note = { font: fonts.sans, size: 10.5, color: GREY }
  const noteLines = wrap(WORDS.cover.grownUps, note, room)
  let foot = 50 + noteLines.length * 14
  noteLines.forEach((line, index) => drawCentered(page, line, foot - 14 * (index + 1) + 4, note))
  foot += 24
  const item = { font: fonts.sans, size: 14 }
  const number = { font: fonts.sansBold, size: 14 }
  for (const [index, title] of [...FIELD_KIT_PAGES].reverse().entries()) {
    const baseline = foot + index * 21
    drawText(page, String(FIELD_KIT_PAGES.length - index + 1), MARGIN + 20, baseline, number)
    drawText(page, title, MARGIN + 44, baseline, item)
  }
  foot += FIELD_KIT_PAGES.length * 21 + 2
  drawText(page, WORDS.cover.insideHeading.toUpperCase(), MARGIN + 20, foot, { font: fonts.sansBold, size: 11, color: GREY })
  const label = { font: fonts.sansBold, size: 18 }
  const lineX = MARGIN + 20 + Math.max(...[WORDS.cover.explorer, WORDS.cover.visit].map((text) => width(`${text}:`, label))) + 12
  for (const [index, text] of [WORDS.cover.visit, WORDS.cover.explorer].entries()) {
    const baseline = foot + 50 + index * 42
    drawText(page, `${text}:`, MARGIN + 20, baseline, label)
    writingLine(page, lineX, PAGE_WIDTH - MARGIN - 20, baseline - 3)
  }
  const footTop = foot + 50 + 42 + 18

  const labelY = PAGE_HEIGHT - 78
  drawCentered(page, WORDS.label, labelY, { font: fonts.sansBold, size: 12 }, 3)
  const nameSize = fitSize(input.parkName, fonts.sansBold, [44, 40, 36, 32, 28], room, 2)
  const nameStyle = { font: fonts.sansBold, size: nameSize }
  const nameLead = nameSize * 1.12
  const nameLines = wrap(input.parkName, nameStyle, room).length
  const aboutStyle = { font: fonts.serifItalic, size: 16 }
  const aboutLines = wrap(input.about, aboutStyle, room - 30).length
  // From the top of the name to the foot of the sentence about the park.
  const text = nameSize * 0.75 + nameLines * nameLead + 6 + 36 + (aboutLines - 1) * 21 + 6
  const free = labelY - 22 - footTop
  // The badge shrinks to make room for a long name; what is left over goes around the text.
  const emblem = Math.max(70, Math.min(150, free - text - 60))
  const slack = Math.max(0, free - emblem - text - 60)
  const emblemTop = labelY - 22
  drawSvg(page, EMBLEM_SVG, { x: CENTER - emblem / 2, y: emblemTop - emblem, width: emblem, height: emblem, clip: 'none', lineArt: { width: 1.8 } })
  let y = emblemTop - emblem - 30 - slack / 2 - nameSize * 0.75
  y = drawLines(page, input.parkName, 0, y, nameStyle, room, nameLead, true)
  y -= 6
  drawCentered(page, input.states, y, { font: fonts.sans, size: 17, color: GREY })
  drawLines(page, input.about, 0, y - 36, aboutStyle, room - 30, 21, true)
}

function drawHunt(kit: Kit) {
  const { fonts, input } = kit
  const page = kit.addPage(WORDS.hunt.title)
  let y = drawLines(page, WORDS.hunt.intro(input.shortName), MARGIN, TITLE_BASELINE - 32, { font: fonts.sans, size: 16 }, CONTENT_WIDTH, 21) + 21
  const groups = (['animal', 'plant', 'place'] as const).map((kind) => ({ kind, items: input.hunt.filter((item) => item.kind === kind) })).filter((group) => group.items.length)
  const noteStyle = { font: fonts.serifItalic, size: 14, color: GREY }
  const noteLines = wrap(WORDS.hunt.note, noteStyle, CONTENT_WIDTH)
  // Each group: a gap, its heading, its first item; the other items share what is left above the note.
  const gap = 40
  const firstItem = 34
  const room = y - (FOOT + noteLines.length * 18 + 44)
  const others = input.hunt.length - groups.length
  const row = Math.max(30, Math.min(42, (room - groups.length * (gap + firstItem)) / Math.max(1, others)))
  const nameSize = row >= 36 ? 19 : 17
  const seasonStyle = { font: fonts.serifItalic, size: 14, color: GREY }
  const headingStyle = { font: fonts.sansBold, size: 14 }
  for (const group of groups) {
    y -= gap
    drawSvg(page, KIND_ICONS[group.kind], { x: MARGIN, y: y - 5, width: 22, height: 22, clip: 'none', lineArt: { width: 1.3 } })
    page.pushOperators(pushGraphicsState(), setCharacterSpacing(1.2))
    drawText(page, WORDS.hunt.groups[group.kind].toUpperCase(), MARGIN + 30, y, headingStyle)
    page.pushOperators(popGraphicsState())
    group.items.forEach((item, index) => {
      y -= index === 0 ? firstItem : row
      checkbox(page, MARGIN + 4, y - 3)
      const x = MARGIN + 36
      const season = item.season ? `(${item.season})` : ''
      const nameRoom = CONTENT_WIDTH - 36 - (season ? width(season, seasonStyle) + 10 : 0)
      const name = { font: fonts.sans, size: fitSize(item.name, fonts.sans, [nameSize, 15, 13, 11], nameRoom, 1) }
      const shown = wrap(item.name, name, nameRoom)[0] ?? ''
      drawText(page, shown, x, y, name)
      if (season) drawText(page, season, x + width(shown, name) + 10, y, seasonStyle)
    })
  }
  let noteY = FOOT + noteLines.length * 18
  for (const line of noteLines) {
    drawText(page, line, MARGIN, noteY, noteStyle)
    noteY -= 18
  }
}

function drawColoring(kit: Kit) {
  const { fonts, input } = kit
  const page = kit.addPage(WORDS.coloring.title)
  const artWidth = CONTENT_WIDTH
  const artHeight = artWidth / 1.6
  const top = TITLE_BASELINE - 26
  const box = { x: MARGIN, y: top - artHeight, width: artWidth, height: artHeight }
  drawSvg(page, input.landmark.artSvg, { ...box, fit: 'cover', radius: 10, lineArt: { width: 1.5 } })
  drawRoundedRect(page, { ...box, radius: 10 }, { border: INK, borderWidth: 2.4 })
  let y = box.y - 42
  const nameSize = fitSize(input.landmark.name, fonts.sansBold, [26, 22, 18], CONTENT_WIDTH, 1)
  drawCentered(page, input.landmark.name, y, { font: fonts.sansBold, size: nameSize })
  y -= 28
  y = drawLines(page, input.landmark.caption, 0, y, { font: fonts.serifItalic, size: 16 }, CONTENT_WIDTH - 40, 21, true)
  y -= 22
  drawLines(page, WORDS.coloring.hint, 0, y, { font: fonts.sans, size: 15, color: GREY }, CONTENT_WIDTH - 40, 20, true)
}

function drawDrawPage(kit: Kit) {
  const { fonts, input } = kit
  const page = kit.addPage(WORDS.draw.title)
  let y = drawLines(page, WORDS.draw.intro(input.shortName), MARGIN, TITLE_BASELINE - 32, { font: fonts.sans, size: 16 }, CONTENT_WIDTH, 21)
  // From the foot upwards: the questions to answer, the ideas, then the frame takes the rest.
  const label = { font: fonts.sansBold, size: 15 }
  let foot = FOOT + 4
  for (const question of [...WORDS.draw.questions].reverse()) {
    drawText(page, question, MARGIN, foot, label)
    writingLine(page, MARGIN + width(question, label) + 10, PAGE_WIDTH - MARGIN, foot - 3)
    foot += 34
  }
  const ideaStyle = { font: fonts.sans, size: 14 }
  const ideasLabel = `${WORDS.draw.ideas} `
  const ideas = input.ideas.join('  ·  ')
  const ideaLines = wrap(ideas, ideaStyle, CONTENT_WIDTH - width(ideasLabel, label))
  foot += (ideaLines.length - 1) * 18 + 4
  drawText(page, ideasLabel, MARGIN, foot, { ...label, size: 14 })
  ideaLines.forEach((line, index) => drawText(page, line, MARGIN + width(ideasLabel, { ...label, size: 14 }), foot - index * 18, ideaStyle))
  y -= 10
  const bottom = foot + 28
  drawRoundedRect(page, { x: MARGIN, y: bottom, width: CONTENT_WIDTH, height: y - bottom, radius: 16 }, { border: INK, borderWidth: 2.4 })
  for (const [cx, cy] of [
    [MARGIN + 20, y - 20],
    [PAGE_WIDTH - MARGIN - 20, y - 20],
    [MARGIN + 20, bottom + 20],
    [PAGE_WIDTH - MARGIN - 20, bottom + 20],
  ]) {
    hollowStar(page, cx, cy, 8)
  }
}

function drawPledge(kit: Kit) {
  const { fonts, input } = kit
  const page = kit.addPage(WORDS.pledge.title)
  let y = TITLE_BASELINE - 44
  drawText(page, WORDS.pledge.intro, MARGIN, y, { font: fonts.sansBold, size: 20 })
  y -= 38
  const promise = { font: fonts.sans, size: 17 }
  for (const line of WORDS.pledge.promises) {
    hollowStar(page, MARGIN + 11, y + 6, 10)
    y = drawLines(page, line, MARGIN + 34, y, promise, CONTENT_WIDTH - 34, 22) - 16
  }
  y -= 30
  const label = { font: fonts.sansBold, size: 16 }
  const half = CONTENT_WIDTH * 0.58
  drawText(page, `${WORDS.pledge.signed}:`, MARGIN, y, label)
  writingLine(page, MARGIN + width(`${WORDS.pledge.signed}:`, label) + 10, MARGIN + half - 16, y - 3)
  drawText(page, `${WORDS.pledge.date}:`, MARGIN + half, y, label)
  writingLine(page, MARGIN + half + width(`${WORDS.pledge.date}:`, label) + 10, PAGE_WIDTH - MARGIN, y - 3)

  // The badge checklist, in a box at the foot of the page.
  const pad = 22
  const inner = CONTENT_WIDTH - 2 * pad
  const seal = 36
  const titleText = WORDS.badge.title(input.badge.name)
  const titleSize = fitSize(titleText, fonts.sansBold, [21, 19, 17, 15], inner - 2 * seal - 12, 2)
  const titleStyle = { font: fonts.sansBold, size: titleSize }
  const titleLines = wrap(titleText, titleStyle, inner - 2 * seal - 12)
  const step = { font: fonts.sans, size: 15 }
  const stepLines = input.badge.steps.map((text) => wrap(text, step, inner - 30))
  const earned = { font: fonts.sansBold, size: 15 }
  const earnedLines = wrap(WORDS.badge.earned(input.badge.name), earned, inner)
  const height = pad + titleLines.length * titleSize * 1.15 + 8 + 22 + stepLines.reduce((sum, lines) => sum + lines.length * 19 + 12, 0) + 6 + earnedLines.length * 19 + pad
  const bottom = FOOT
  const boxTop = bottom + height
  drawRoundedRect(page, { x: MARGIN, y: bottom, width: CONTENT_WIDTH, height, radius: 16 }, { border: INK, borderWidth: 2.4 })
  // A badge to color, at the top right.
  const sealX = PAGE_WIDTH - MARGIN - pad - seal
  const sealY = boxTop - pad - seal + 4
  page.drawCircle({ x: sealX, y: sealY, size: seal, borderColor: INK, borderWidth: 2 })
  page.drawCircle({ x: sealX, y: sealY, size: seal - 6, borderColor: INK, borderWidth: 1, borderDashArray: [3, 3] })
  hollowStar(page, sealX, sealY, seal * 0.55)
  let line = boxTop - pad - titleSize * 0.8
  for (const text of titleLines) {
    drawText(page, text, MARGIN + pad, line, titleStyle)
    line -= titleSize * 1.15
  }
  line -= 8 - titleSize * 0.35
  drawText(page, WORDS.badge.intro, MARGIN + pad, line, { font: fonts.sans, size: 13, color: GREY })
  line -= 30
  for (const lines of stepLines) {
    checkbox(page, MARGIN + pad, line - 3)
    for (const text of lines) {
      drawText(page, text, MARGIN + pad + 30, line, step)
      line -= 19
    }
    line -= 12
  }
  line -= 2
  for (const text of earnedLines) {
    drawText(page, text, MARGIN + pad, line, earned)
    line -= 19
  }
}

/* ----------------------------------------------------------------------------------------------
 * Entry point
 * -------------------------------------------------------------------------------------------- */

/** Every shown string made encodable by the standard fonts (ā → a, ʻ → ') and kept on one line. */
function cleanInput(input: FieldKitInput): FieldKitInput {
  const line = (text: string) => toWinAnsi(text).replace(/\s+/g, ' ').trim()
  return {
    parkName: line(input.parkName),
    shortName: line(input.shortName),
    states: line(input.states),
    about: line(input.about),
    hunt: input.hunt.map((item) => ({ kind: item.kind, name: line(item.name), season: item.season ? line(item.season) : null })),
    landmark: { name: line(input.landmark.name), caption: line(input.landmark.caption), artSvg: input.landmark.artSvg },
    ideas: input.ideas.map(line),
    badge: { name: line(input.badge.name), steps: input.badge.steps.map(line) },
  }
}

export async function buildFieldKitPdf(input: FieldKitInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  // The metadata keeps the names as written (ā and ʻ included): it is not drawn with the standard fonts.
  doc.setTitle(`${input.parkName} ${WORDS.kit}`, { showInWindowTitleBar: true })
  doc.setAuthor('Story Trails')
  doc.setSubject(`A printable field kit for ${input.parkName}: a scavenger hunt, a coloring page, a drawing page and the Explorer pledge`)
  doc.setKeywords(['Story Trails', 'field kit', 'national parks', input.parkName])
  doc.setCreator('Story Trails')
  doc.setProducer('Story Trails')
  doc.setLanguage('en-US')

  const [sans, sansBold, serifItalic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.TimesRomanItalic),
  ])
  const kit = new Kit(doc, { sans, sansBold, serifItalic }, cleanInput(input))
  drawCover(kit)
  drawHunt(kit)
  drawColoring(kit)
  drawDrawPage(kit)
  drawPledge(kit)
  kit.finish()
  return doc.save({ useObjectStreams: false })
}
