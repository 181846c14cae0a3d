/**
 * The printable storybook: a US Letter PDF with a cover, one section per chapter (wrapped text,
 * pictures after their paragraphs, a park-facts box) and a closing page with everything learned and,
 * when a badge was earned, an Explorer certificate. Runs inside the Worker: pdf-lib only, no DOM.
 */
import {
  type Color,
  LineCapStyle,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSpacing,
  StandardFonts,
} from 'pdf-lib'
import { drawRoundedRect, starPath } from './shapes'
import { drawSvg, svgViewBox } from './svg-to-pdf'
import { embedReadingFont, type ReadingFontsSource } from './reading-fonts'
import { fitSize, type TextStyle, width, wrap } from './text-wrap'
import { toWinAnsi } from './win-ansi'
import type { ReadingSettings, ReadingSize, ReadingSpacing } from '~/utils/reading-settings'

export interface StorybookInput {
  title: string
  parkName: string
  parkRegion: string
  childFirstName: string
  characterName: string
  sidekickName: string
  /** SVG documents (strings) made by our own illustrator: trusted, simple shapes. */
  coverArtSvg: string | null // park scene, 800x500 viewBox
  characterArtSvg: string | null // 320x320
  sidekickArtSvg: string | null // 320x320
  chapters: {
    number: number
    text: string // paragraphs separated by newlines
    facts: string[] // true park facts woven into the chapter
    images: { paragraphIndex: number; bytes: Uint8Array; contentType: string }[] // jpeg/png/svg (svg as UTF-8 bytes); others may be skipped
  }[]
  completed: boolean
  /** When the story is completed and the child has earned the park's badge, the closing page includes an Explorer certificate. */
  badgeName: string | null
  createdAt: string // ISO date
  /** The child's reading settings: the story's text in their size, spacing and font (house: Times; Lexend embedded; OpenDyslexic: Helvetica). */
  reading?: Pick<ReadingSettings, 'size' | 'font' | 'spacing'>
}

/** Spec rule: the title with every non-alphanumeric character replaced by an underscore, plus .pdf */
export function storybookFileName(title: string): string {
  return `${title.replace(/[^A-Za-z0-9]/g, '_')}.pdf`
}

/* ----------------------------------------------------------------------------------------------
 * Look
 * -------------------------------------------------------------------------------------------- */

function hex(value: string): Color {
  const h = value.replace('#', '')
  return rgb(parseInt(h.slice(0, 2), 16) / 255, parseInt(h.slice(2, 4), 16) / 255, parseInt(h.slice(4, 6), 16) / 255)
}

const COLORS = {
  forest: hex('#2f5d3a'),
  forestLight: hex('#e6efe2'),
  forestMid: hex('#8fb08f'),
  sunset: hex('#e07a3a'),
  sunsetLight: hex('#f8dcc6'),
  sand: hex('#fbf7ef'),
  sandDark: hex('#efe3cc'),
  ink: hex('#2b2823'),
  muted: hex('#7a6f60'),
  white: rgb(1, 1, 1),
}

const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
const MARGIN_X = 64
const MARGIN_TOP = 72
const MARGIN_BOTTOM = 72
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X

/** The story text's size for each of a child's text sizes, in points. */
const BODY_SIZES: Record<ReadingSize, number> = { standard: 13.5, large: 16, largest: 18.5 }
/** Line height as a multiple of the size (13.5 on 20.5 for standard spacing, as the book always had). */
const BODY_LEADINGS: Record<ReadingSpacing, number> = { standard: 20.5 / 13.5, relaxed: 1.85 }
const PARAGRAPH_GAP = 9

/** How the story's paragraphs are set: the child's font (or Times), size and line height. */
interface BodyStyle {
  font: PDFFont
  bold: PDFFont
  size: number
  leading: number
}

/** Built-in scene for a cover without art: hills, pines and a sun in the app's colours. */
const FALLBACK_SCENE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500">
  <rect width="800" height="500" fill="#f6e7cf"/>
  <circle cx="590" cy="170" r="70" fill="#e07a3a" opacity="0.85"/>
  <path d="M0 360 L160 200 L270 300 L400 150 L560 330 L660 250 L800 360 L800 500 L0 500 Z" fill="#8fb08f"/>
  <path d="M0 420 Q200 360 400 410 T800 400 L800 500 L0 500 Z" fill="#2f5d3a"/>
  <polygon points="120,430 150,340 180,430" fill="#24492d"/>
  <polygon points="650,430 680,330 710,430" fill="#24492d"/>
</svg>`

interface Fonts {
  serif: PDFFont
  serifItalic: PDFFont
  serifBold: PDFFont
  serifBoldItalic: PDFFont
  sans: PDFFont
  sansBold: PDFFont
}

type Section = { kind: 'cover' } | { kind: 'chapter'; number: number; first: boolean } | { kind: 'closing'; first: boolean }

interface PageInfo {
  page: PDFPage
  section: Section
}

/* ----------------------------------------------------------------------------------------------
 * Text helpers
 * -------------------------------------------------------------------------------------------- */

function drawText(page: PDFPage, text: string, x: number, y: number, style: TextStyle) {
  if (!text) return
  page.drawText(text, { x, y, font: style.font, size: style.size, color: style.color ?? COLORS.ink })
}

function drawCentered(page: PDFPage, text: string, centerX: number, y: number, style: TextStyle, spacing = 0) {
  if (!text) return
  const w = width(text, style) + spacing * Math.max(0, text.length - 1)
  if (spacing) page.pushOperators(pushGraphicsState(), setCharacterSpacing(spacing))
  drawText(page, text, centerX - w / 2, y, style)
  if (spacing) page.pushOperators(popGraphicsState())
}

/** One centred line made of differently styled runs. */
function drawRuns(page: PDFPage, runs: { text: string; style: TextStyle }[], centerX: number, y: number) {
  const total = runs.reduce((sum, run) => sum + width(run.text, run.style), 0)
  let x = centerX - total / 2
  for (const run of runs) {
    drawText(page, run.text, x, y, run.style)
    x += width(run.text, run.style)
  }
}

/** A five-pointed star centred at (cx, cy). */
function drawStar(page: PDFPage, cx: number, cy: number, radius: number, color: Color) {
  page.drawSvgPath(starPath(radius), { x: cx, y: cy, color })
}

/** A little mountain range with a sun: the storybook's ornament. `x`, `y` = bottom-left. */
function drawMountains(page: PDFPage, x: number, y: number, w: number) {
  const s = w / 60
  page.drawCircle({ x: x + 44 * s, y: y + 17 * s, size: 6 * s, color: COLORS.sunset })
  page.drawSvgPath('M 0 26 L 16 6 L 26 18 L 36 2 L 60 26 Z', { x, y: y + 26 * s, scale: s, color: COLORS.forest })
  page.drawSvgPath('M 14 8.5 L 16 6 L 18.5 9 L 16.5 10.5 Z M 33.8 5 L 36 2 L 38.5 5.2 L 36 6.5 Z', {
    x,
    y: y + 26 * s,
    scale: s,
    color: COLORS.white,
  })
}

/** A centred row of three dots: green, orange, green. */
function drawDots(page: PDFPage, centerX: number, y: number) {
  page.drawCircle({ x: centerX - 14, y, size: 2.2, color: COLORS.forestMid })
  page.drawCircle({ x: centerX, y, size: 3, color: COLORS.sunset })
  page.drawCircle({ x: centerX + 14, y, size: 2.2, color: COLORS.forestMid })
}

function formatDate(iso: string): string | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

const paragraphsOf = (text: string) =>
  text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean)

/* ----------------------------------------------------------------------------------------------
 * Images
 * -------------------------------------------------------------------------------------------- */

type Picture = { kind: 'raster'; image: PDFImage; aspect: number } | { kind: 'svg'; svg: string; aspect: number }

async function embedPicture(doc: PDFDocument, bytes: Uint8Array, contentType: string): Promise<Picture | null> {
  try {
    const type = contentType.toLowerCase()
    const isPng = bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47
    const isJpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
    if (isPng || isJpeg) {
      const image = isPng ? await doc.embedPng(bytes) : await doc.embedJpg(bytes)
      if (!(image.width > 0 && image.height > 0)) return null
      return { kind: 'raster', image, aspect: image.width / image.height }
    }
    const text = new TextDecoder('utf-8').decode(bytes)
    if (type.includes('svg') || /<svg[\s>]/i.test(text.slice(0, 2000))) {
      const viewBox = svgViewBox(text)
      if (!viewBox && !/<svg[\s>]/i.test(text)) return null
      return { kind: 'svg', svg: text, aspect: viewBox ? viewBox.width / viewBox.height : 4 / 3 }
    }
  } catch {
    // An image we cannot read is left out of the book.
  }
  return null
}

/* ----------------------------------------------------------------------------------------------
 * The book
 * -------------------------------------------------------------------------------------------- */

class Book {
  readonly pages: PageInfo[] = []
  page!: PDFPage
  /** The baseline cursor: content is placed downwards from here. */
  y = 0
  section: Section = { kind: 'cover' }

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly title: string,
    readonly body: BodyStyle,
  ) {}

  addPage(section: Section) {
    const page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    page.drawRectangle({ x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT, color: COLORS.sand })
    this.pages.push({ page, section })
    this.page = page
    this.section = section
    this.y = PAGE_HEIGHT - MARGIN_TOP
    return page
  }

  /** Room left above the bottom margin. */
  get room() {
    return this.y - MARGIN_BOTTOM
  }

  /** Starts a continuation page of the current section when `height` does not fit. */
  ensure(height: number) {
    if (height <= this.room) return false
    const section = this.section
    if (section.kind === 'chapter') this.addPage({ kind: 'chapter', number: section.number, first: false })
    else this.addPage({ kind: 'closing', first: false })
    return true
  }

  /** Running headers and page numbers, drawn once every page exists. */
  finish() {
    const { sans, sansBold } = this.fonts
    this.pages.forEach(({ page, section }, index) => {
      if (section.kind === 'cover') return
      const number = String(index + 1)
      const numberStyle = { font: sansBold, size: 9.5, color: COLORS.forest }
      const y = 40
      drawCentered(page, number, PAGE_WIDTH / 2, y, numberStyle)
      const half = width(number, numberStyle) / 2
      page.drawLine({ start: { x: PAGE_WIDTH / 2 - half - 30, y: y + 3.2 }, end: { x: PAGE_WIDTH / 2 - half - 10, y: y + 3.2 }, thickness: 1, color: COLORS.sunset })
      page.drawLine({ start: { x: PAGE_WIDTH / 2 + half + 10, y: y + 3.2 }, end: { x: PAGE_WIDTH / 2 + half + 30, y: y + 3.2 }, thickness: 1, color: COLORS.sunset })
      if (section.kind === 'chapter' && !section.first) {
        const style = { font: sans, size: 8.5, color: COLORS.muted }
        const label = `Chapter ${section.number}`
        const room = CONTENT_WIDTH - width(label, style) - 24
        let title = this.title
        while (title.length > 4 && width(title, style) > room) title = `${title.slice(0, -2).trimEnd()}…`
        drawText(page, title, MARGIN_X, PAGE_HEIGHT - 42, style)
        drawText(page, label, PAGE_WIDTH - MARGIN_X - width(label, style), PAGE_HEIGHT - 42, style)
        page.drawLine({
          start: { x: MARGIN_X, y: PAGE_HEIGHT - 48 },
          end: { x: PAGE_WIDTH - MARGIN_X, y: PAGE_HEIGHT - 48 },
          thickness: 0.6,
          color: COLORS.sandDark,
        })
      }
    })
  }
}

/* ----------------------------------------------------------------------------------------------
 * Cover
 * -------------------------------------------------------------------------------------------- */

function drawPortrait(book: Book, svg: string | null, name: string, cx: number, cy: number, radius: number) {
  const page = book.page
  page.drawCircle({ x: cx + 1.5, y: cy - 2.5, size: radius + 6, color: COLORS.sandDark })
  page.drawCircle({ x: cx, y: cy, size: radius + 6, color: COLORS.white, borderColor: COLORS.sunset, borderWidth: 2.5 })
  page.drawCircle({ x: cx, y: cy, size: radius, color: COLORS.forestLight })
  const box = { x: cx - radius, y: cy - radius, width: radius * 2, height: radius * 2 }
  const drawn = svg ? drawSvg(page, svg, { ...box, fit: 'cover', clip: 'ellipse' }) : false
  if (!drawn) {
    const initial = name.trim().charAt(0).toUpperCase() || '?'
    const style = { font: book.fonts.serifBoldItalic, size: radius * 1.1, color: COLORS.forest }
    drawCentered(page, initial, cx, cy - radius * 0.38, style)
  }
}

function drawCover(book: Book, input: Clean) {
  const page = book.addPage({ kind: 'cover' })
  const { fonts } = book
  const centerX = PAGE_WIDTH / 2

  // A double frame around the whole cover.
  drawRoundedRect(page, { x: 22, y: 22, width: PAGE_WIDTH - 44, height: PAGE_HEIGHT - 44, radius: 18 }, { border: COLORS.forest, borderWidth: 2 })
  drawRoundedRect(page, { x: 29, y: 29, width: PAGE_WIDTH - 58, height: PAGE_HEIGHT - 58, radius: 13 }, { border: COLORS.sunset, borderWidth: 0.8 })

  // Top: label, title, park.
  let y = PAGE_HEIGHT - 68
  drawCentered(page, 'A STORY TRAILS STORYBOOK', centerX, y, { font: fonts.sansBold, size: 9, color: COLORS.sunset }, 2.2)
  y -= 16
  const titleWidth = CONTENT_WIDTH + 20
  const titleSize = fitSize(input.title, fonts.sansBold, [34, 31, 28, 25, 22, 20], titleWidth, 3)
  const titleStyle = { font: fonts.sansBold, size: titleSize, color: COLORS.forest }
  const titleLines = wrap(input.title, titleStyle, titleWidth).slice(0, 3)
  for (const line of titleLines) {
    y -= titleSize * 1.12
    drawCentered(page, line, centerX, y, titleStyle)
  }
  y -= 34
  const subtitleStyle = { font: fonts.serifItalic, size: 18, color: COLORS.sunset }
  for (const line of wrap(`An adventure in ${input.parkName}`, subtitleStyle, CONTENT_WIDTH).slice(0, 2)) {
    drawCentered(page, line, centerX, y, subtitleStyle)
    y -= 21
  }
  if (input.parkRegion) {
    drawCentered(page, `${input.parkRegion} region`.toUpperCase(), centerX, y - 1, { font: fonts.sans, size: 8, color: COLORS.muted }, 1.6)
    y -= 12
  }
  const artTop = y - 8

  // Bottom, from the page's foot upwards: date, "Told for" ribbon, "Starring" line, names, portraits.
  const date = formatDate(input.createdAt)
  if (date) drawCentered(page, date, centerX, 46, { font: fonts.sans, size: 8.5, color: COLORS.muted })
  const toldFor = `Told for ${input.childFirstName || 'you'}`
  const toldStyle = { font: fonts.sansBold, size: 14, color: COLORS.white }
  const ribbonWidth = Math.min(CONTENT_WIDTH, width(toldFor, toldStyle) + 48)
  drawRoundedRect(page, { x: centerX - ribbonWidth / 2, y: 64, width: ribbonWidth, height: 28, radius: 14 }, { fill: COLORS.sunset })
  drawCentered(page, toldFor, centerX, 73.5, toldStyle)
  const starring = `Starring ${input.characterName} and ${input.sidekickName}`
  const starringSize = fitSize(starring, fonts.serifItalic, [17, 15, 13, 12], CONTENT_WIDTH, 1)
  drawCentered(page, starring, centerX, 108, { font: fonts.serifItalic, size: starringSize, color: COLORS.ink })

  const radius = 50
  const portraitY = 108 + 26 + 14 + radius + 6
  const artBottom = portraitY + 6
  const maxArtWidth = PAGE_WIDTH - 2 * 50
  let artHeight = Math.max(120, artTop - artBottom)
  let artWidth = artHeight * 1.6
  if (artWidth > maxArtWidth) {
    artWidth = maxArtWidth
    artHeight = artWidth / 1.6
  }
  // Centre the art in its space; the portraits overlap its lower edge.
  const artY = artBottom + Math.max(0, (artTop - artBottom - artHeight) / 2)
  const artX = centerX - artWidth / 2
  drawRoundedRect(page, { x: artX - 6 + 2, y: artY - 6 - 3, width: artWidth + 12, height: artHeight + 12, radius: 20 }, { fill: COLORS.sandDark })
  drawRoundedRect(page, { x: artX - 6, y: artY - 6, width: artWidth + 12, height: artHeight + 12, radius: 20 }, { fill: COLORS.white, border: COLORS.forest, borderWidth: 1.2 })
  const artBox = { x: artX, y: artY, width: artWidth, height: artHeight }
  if (!(input.coverArtSvg && drawSvg(page, input.coverArtSvg, { ...artBox, fit: 'cover', radius: 15 }))) {
    drawSvg(page, FALLBACK_SCENE, { ...artBox, fit: 'cover', radius: 15 })
  }

  const spread = 92
  const nameStyle = { font: fonts.sansBold, size: 12, color: COLORS.forest }
  const portraitCenterY = artY + 4
  drawPortrait(book, input.characterArtSvg, input.characterName, centerX - spread, portraitCenterY, radius)
  drawPortrait(book, input.sidekickArtSvg, input.sidekickName, centerX + spread, portraitCenterY, radius)
  const nameY = portraitCenterY - radius - 24
  drawCentered(page, input.characterName, centerX - spread, nameY, nameStyle)
  drawCentered(page, input.sidekickName, centerX + spread, nameY, nameStyle)
  drawStar(page, centerX, nameY + 18, 6, COLORS.sunset)
}

/* ----------------------------------------------------------------------------------------------
 * Chapters
 * -------------------------------------------------------------------------------------------- */

function drawChapterHeading(book: Book, number: number) {
  const page = book.page
  const style = { font: book.fonts.sansBold, size: 30, color: COLORS.forest }
  const label = `Chapter ${number}`
  const baseline = PAGE_HEIGHT - MARGIN_TOP - 22
  drawText(page, label, MARGIN_X, baseline, style)
  // A dashed trail from the heading to a little mountain range.
  const trailStart = MARGIN_X + width(label, style) + 16
  const iconWidth = 46
  const trailEnd = PAGE_WIDTH - MARGIN_X - iconWidth - 10
  if (trailEnd > trailStart + 20) {
    page.drawLine({
      start: { x: trailStart, y: baseline + 8 },
      end: { x: trailEnd, y: baseline + 8 },
      thickness: 2,
      color: COLORS.sunset,
      dashArray: [2, 6],
      lineCap: LineCapStyle.Round,
    })
  }
  drawMountains(page, PAGE_WIDTH - MARGIN_X - iconWidth, baseline - 1, iconWidth)
  page.drawLine({ start: { x: MARGIN_X, y: baseline - 14 }, end: { x: MARGIN_X + 56, y: baseline - 14 }, thickness: 3, color: COLORS.sunset, lineCap: LineCapStyle.Round })
  book.y = baseline - 48
}

function drawParagraph(book: Book, text: string, dropCap: boolean) {
  const { size, leading } = book.body
  const body = { font: book.body.font, size, color: COLORS.ink }
  const first = text.charAt(0)
  const useDropCap = dropCap && /[A-Za-z0-9À-ÖØ-öø-ÿ]/.test(first) && text.length > 1
  if (!useDropCap) {
    const lines = wrap(text, body, CONTENT_WIDTH)
    // Keep at least two lines together at the foot of a page.
    book.ensure(Math.min(lines.length, 2) * leading)
    for (const line of lines) {
      book.ensure(leading)
      drawText(book.page, line, MARGIN_X, book.y - size, body)
      book.y -= leading
    }
    book.y -= PARAGRAPH_GAP
    return
  }
  // The drop cap spans two lines, in the body's bold face.
  const capStyle = { font: book.body.bold, size: Math.round(leading + size * 1.9), color: COLORS.forest }
  const capWidth = width(first, capStyle) + 6
  const rest = text.slice(1)
  const lines = wrap(rest, body, (index) => (index < 2 ? CONTENT_WIDTH - capWidth : CONTENT_WIDTH))
  book.ensure(2 * leading + 4)
  const firstBaseline = book.y - size
  drawText(book.page, first, MARGIN_X, firstBaseline - leading, capStyle)
  lines.forEach((line, index) => {
    if (index >= 2) book.ensure(leading)
    drawText(book.page, line, MARGIN_X + (index < 2 ? capWidth : 0), book.y - size, body)
    book.y -= leading
  })
  if (lines.length < 2) book.y -= (2 - lines.length) * leading
  book.y -= PARAGRAPH_GAP
}

function drawPicture(book: Book, picture: Picture) {
  const maxHeight = (PAGE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM) * 0.5
  let w = CONTENT_WIDTH - 12
  let h = w / picture.aspect
  if (h > maxHeight) {
    h = maxHeight
    w = h * picture.aspect
  }
  const needed = h + 12 + 18
  if (needed > book.room) {
    // Shrink a little rather than leave a big gap; otherwise move to the next page.
    const fitted = book.room - 30
    if (fitted >= Math.max(150, h * 0.7)) {
      h = fitted
      w = h * picture.aspect
    } else {
      book.ensure(Infinity)
    }
  }
  const page = book.page
  const x = PAGE_WIDTH / 2 - w / 2
  const top = book.y - 4
  const y = top - 6 - h
  page.drawRectangle({ x: x - 6 + 2, y: y - 6 - 3, width: w + 12, height: h + 12, color: COLORS.sandDark })
  page.drawRectangle({ x: x - 6, y: y - 6, width: w + 12, height: h + 12, color: COLORS.white, borderColor: COLORS.sandDark, borderWidth: 0.8 })
  if (picture.kind === 'raster') page.drawImage(picture.image, { x, y, width: w, height: h })
  else drawSvg(page, picture.svg, { x, y, width: w, height: h, fit: 'contain' })
  book.y = y - 6 - 20
}

function drawFactsBox(book: Book, facts: string[], heading: string) {
  const { fonts } = book
  const padding = 16
  const titleStyle = { font: fonts.sansBold, size: 11.5, color: COLORS.forest }
  const factStyle = { font: fonts.sans, size: 10.5, color: COLORS.ink }
  const leading = 14.5
  const textWidth = CONTENT_WIDTH - 2 * padding - 16
  const items = facts.map((fact) => wrap(fact, factStyle, textWidth))
  const titleHeight = 24
  const itemHeight = (lines: string[]) => lines.length * leading + 5
  let index = 0
  let firstPart = true
  book.y -= 6
  while (index < items.length) {
    // Fit as many facts as the page allows (at least one); move on when even one will not fit.
    const available = book.room - 2 * padding - (firstPart ? titleHeight : 0)
    let count = 0
    let used = 0
    while (index + count < items.length && used + itemHeight(items[index + count]) <= available) {
      used += itemHeight(items[index + count])
      count++
    }
    if (count === 0) {
      if (book.y < PAGE_HEIGHT - MARGIN_TOP - 1) {
        book.ensure(Infinity)
        continue
      }
      count = 1
      used = itemHeight(items[index])
    }
    const height = 2 * padding + (firstPart ? titleHeight : 0) + used - 5
    const page = book.page
    const bottom = book.y - height
    drawRoundedRect(page, { x: MARGIN_X, y: bottom, width: CONTENT_WIDTH, height, radius: 12 }, { fill: COLORS.forestLight, border: COLORS.forest, borderWidth: 0.9 })
    let y = book.y - padding
    if (firstPart) {
      drawStar(page, MARGIN_X + padding + 5, y - 6.5, 6, COLORS.sunset)
      drawText(page, heading, MARGIN_X + padding + 16, y - 10.5, titleStyle)
      y -= titleHeight
    }
    for (const lines of items.slice(index, index + count)) {
      page.drawCircle({ x: MARGIN_X + padding + 5, y: y - 7, size: 2.6, color: COLORS.sunset })
      for (const line of lines) {
        drawText(page, line, MARGIN_X + padding + 16, y - 10, factStyle)
        y -= leading
      }
      y -= 5
    }
    index += count
    firstPart = false
    book.y = bottom - 14
    if (index < items.length) book.ensure(Infinity)
  }
}

async function drawChapter(book: Book, chapter: StorybookInput['chapters'][number], clean: (text: string) => string) {
  book.addPage({ kind: 'chapter', number: chapter.number, first: true })
  drawChapterHeading(book, chapter.number)
  const paragraphs = paragraphsOf(clean(chapter.text))
  const pictures = new Map<number, Picture[]>()
  for (const image of chapter.images ?? []) {
    const picture = await embedPicture(book.doc, image.bytes, image.contentType ?? '')
    if (!picture) continue
    // Pictures for paragraphs that do not exist go after the last one.
    const at = Number.isInteger(image.paragraphIndex) && image.paragraphIndex >= 0 && image.paragraphIndex < paragraphs.length ? image.paragraphIndex : paragraphs.length - 1
    pictures.set(at, [...(pictures.get(at) ?? []), picture])
  }
  if (!paragraphs.length) {
    for (const picture of pictures.get(-1) ?? []) drawPicture(book, picture)
  }
  paragraphs.forEach((paragraph, index) => {
    drawParagraph(book, paragraph, index === 0)
    for (const picture of pictures.get(index) ?? []) drawPicture(book, picture)
  })
  const facts = (chapter.facts ?? []).map(clean).map((fact) => fact.replace(/\s+/g, ' ').trim()).filter(Boolean)
  if (facts.length) drawFactsBox(book, facts, 'Park facts in this chapter')
}

/* ----------------------------------------------------------------------------------------------
 * Closing
 * -------------------------------------------------------------------------------------------- */

const CERTIFICATE_HEIGHT = 262

function drawCertificate(book: Book, input: Clean) {
  const { fonts } = book
  book.ensure(CERTIFICATE_HEIGHT + 8)
  const page = book.page
  const h = CERTIFICATE_HEIGHT
  const w = CONTENT_WIDTH
  const x = MARGIN_X
  const y = book.y - h
  const centerX = x + w / 2

  drawRoundedRect(page, { x: x + 2, y: y - 3, width: w, height: h, radius: 16 }, { fill: COLORS.sandDark })
  drawRoundedRect(page, { x, y, width: w, height: h, radius: 16 }, { fill: COLORS.white, border: COLORS.sunset, borderWidth: 3 })
  drawRoundedRect(page, { x: x + 9, y: y + 9, width: w - 18, height: h - 18, radius: 10 }, { border: COLORS.forest, borderWidth: 1, dash: [4, 3] })
  for (const [sx, sy] of [
    [x + 22, y + 22],
    [x + w - 22, y + 22],
    [x + 22, y + h - 22],
    [x + w - 22, y + h - 22],
  ]) {
    drawStar(page, sx, sy, 7, COLORS.sunset)
  }

  let line = y + h - 44
  drawCentered(page, 'EXPLORER CERTIFICATE', centerX, line, { font: fonts.sansBold, size: 17, color: COLORS.forest }, 3)
  line -= 16
  drawDots(page, centerX, line)
  line -= 26
  drawCentered(page, 'This certifies that', centerX, line, { font: fonts.serifItalic, size: 14, color: COLORS.muted })
  line -= 40
  const name = input.childFirstName || 'our explorer'
  const nameSize = fitSize(name, fonts.serifBoldItalic, [34, 28, 22, 18], w - 80, 1)
  const nameStyle = { font: fonts.serifBoldItalic, size: nameSize, color: COLORS.forest }
  drawCentered(page, name, centerX, line, nameStyle)
  const underline = Math.min(w - 80, Math.max(160, width(name, nameStyle) + 40))
  page.drawLine({ start: { x: centerX - underline / 2, y: line - 9 }, end: { x: centerX + underline / 2, y: line - 9 }, thickness: 1.2, color: COLORS.sunset })
  line -= 34
  const plain = { font: fonts.serif, size: 15, color: COLORS.ink }
  const bold = { font: fonts.serifBold, size: 15, color: COLORS.sunset }
  const badge = input.badgeName ?? ''
  const runs = [
    { text: 'earned the ', style: plain },
    { text: badge, style: bold },
    { text: ' badge', style: plain },
  ]
  if (runs.reduce((sum, run) => sum + width(run.text, run.style), 0) <= w - 60) {
    drawRuns(page, runs, centerX, line)
  } else {
    drawCentered(page, 'earned the', centerX, line + 4, plain)
    line -= 18
    drawCentered(page, `${wrap(badge, bold, w - 60)[0] ?? ''} badge`, centerX, line + 4, bold)
  }
  line -= 20
  const where = `for exploring ${input.parkName}`
  const whereStyle = { font: fonts.serifItalic, size: 12, color: COLORS.muted }
  drawCentered(page, wrap(where, whereStyle, w - 180)[0] ?? '', centerX, line, whereStyle)

  // Foot: date on the left, signature on the right, a seal in the middle.
  const footY = y + 34
  const small = { font: fonts.sans, size: 8.5, color: COLORS.muted }
  const date = formatDate(input.createdAt)
  const leftX = x + 48
  const rightX = x + w - 48
  page.drawLine({ start: { x: leftX, y: footY + 12 }, end: { x: leftX + 130, y: footY + 12 }, thickness: 0.7, color: COLORS.muted })
  drawCentered(page, date ?? '', leftX + 65, footY + 16, { font: fonts.serif, size: 11, color: COLORS.ink })
  drawCentered(page, 'Date', leftX + 65, footY, small)
  page.drawLine({ start: { x: rightX - 130, y: footY + 12 }, end: { x: rightX, y: footY + 12 }, thickness: 0.7, color: COLORS.muted })
  drawCentered(page, 'The Story Trails Rangers', rightX - 65, footY + 16, { font: fonts.serifItalic, size: 11, color: COLORS.ink })
  drawCentered(page, 'Signed', rightX - 65, footY, small)
  const sealY = footY + 12
  page.drawCircle({ x: centerX, y: sealY, size: 27, color: COLORS.sunset })
  page.drawCircle({ x: centerX, y: sealY, size: 22, borderColor: COLORS.white, borderWidth: 1.2, borderDashArray: [2, 2] })
  drawStar(page, centerX, sealY, 13, COLORS.white)
  book.y = y - 16
}

function drawClosing(book: Book, input: Clean) {
  const { fonts } = book
  book.addPage({ kind: 'closing', first: true })
  const page = book.page
  const centerX = PAGE_WIDTH / 2
  drawMountains(page, centerX - 30, PAGE_HEIGHT - MARGIN_TOP - 24, 60)
  let y = PAGE_HEIGHT - MARGIN_TOP - 70
  if (input.completed) {
    drawCentered(page, 'The End', centerX, y, { font: fonts.serifBoldItalic, size: 46, color: COLORS.forest })
  } else {
    drawCentered(page, 'To be continued...', centerX, y, { font: fonts.serifBoldItalic, size: 38, color: COLORS.sunset })
  }
  y -= 30
  const message = input.completed
    ? `Thank you for exploring ${input.parkName} with ${input.characterName} and ${input.sidekickName}, ${input.childFirstName || 'explorer'}!`
    : `${input.characterName} and ${input.sidekickName} have more to discover in ${input.parkName}. Come back soon for the next chapter!`
  const messageStyle = { font: fonts.serifItalic, size: 13.5, color: COLORS.muted }
  for (const line of wrap(message, messageStyle, CONTENT_WIDTH - 40)) {
    drawCentered(page, line, centerX, y, messageStyle)
    y -= 18
  }
  y -= 4
  drawDots(page, centerX, y)
  book.y = y - 22

  const seen = new Set<string>()
  const facts: string[] = []
  for (const chapter of input.chapters) {
    for (const fact of chapter.facts) {
      const key = fact.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      facts.push(fact)
    }
  }
  const certificate = Boolean(input.badgeName)
  const sizes = [12, 11.5, 11, 10.5, 10, 9.5]
  const measure = (size: number) =>
    facts.reduce((sum, fact) => sum + wrap(fact, { font: fonts.serif, size }, CONTENT_WIDTH - 24).length * size * 1.35 + 5, 0)
  // The largest type at which the list, then the certificate, fit on this page. When they cannot,
  // the certificate comes first so that the closing page always holds it, and the list flows on.
  const listRoom = book.room - 52 - (certificate ? CERTIFICATE_HEIGHT + 12 : 0)
  const fitting = facts.length ? sizes.find((s) => measure(s) <= listRoom) : sizes[0]
  const certificateFirst = certificate && fitting === undefined
  if (certificateFirst) drawCertificate(book, input)
  if (facts.length) drawLearned(book, input, facts, fitting ?? sizes[0])
  if (certificate && !certificateFirst) drawCertificate(book, input)
}

/** The numbered list of every fact in the story. */
function drawLearned(book: Book, input: Clean, facts: string[], size: number) {
  const { fonts } = book
  const headingStyle = { font: fonts.sansBold, size: 17, color: COLORS.forest }
  const introStyle = { font: fonts.serifItalic, size: 12, color: COLORS.muted }
  const factStyle = { font: fonts.serif, size, color: COLORS.ink }
  const numberStyle = { font: fonts.sansBold, size: size - 2.5, color: COLORS.white }
  const leading = size * 1.35
  book.ensure(52 + 2 * leading)
  drawText(book.page, 'Everything we learned', MARGIN_X, book.y - 17, headingStyle)
  const intro = `${facts.length} true ${facts.length === 1 ? 'fact' : 'facts'} about ${input.parkName} from this story`
  drawText(book.page, intro, MARGIN_X, book.y - 35, introStyle)
  book.y -= 52
  facts.forEach((fact, index) => {
    const lines = wrap(fact, factStyle, CONTENT_WIDTH - 24)
    book.ensure(Math.min(2, lines.length) * leading)
    const badgeY = book.y - size * 0.37
    book.page.drawCircle({ x: MARGIN_X + 7, y: badgeY, size: 7.5, color: index % 2 ? COLORS.sunset : COLORS.forest })
    drawCentered(book.page, String(index + 1), MARGIN_X + 7, badgeY - numberStyle.size * 0.36, numberStyle)
    lines.forEach((line, lineIndex) => {
      if (lineIndex > 0) book.ensure(leading)
      drawText(book.page, line, MARGIN_X + 24, book.y - size * 0.7, factStyle)
      book.y -= leading
    })
    book.y -= 5
  })
  book.y -= 14
}

/* ----------------------------------------------------------------------------------------------
 * Entry point
 * -------------------------------------------------------------------------------------------- */

type Clean = StorybookInput

/** The input with every shown string made encodable and collapsed to one line where it must be. */
function cleanInput(input: StorybookInput): Clean {
  const line = (text: string | null | undefined) => toWinAnsi(text ?? '').replace(/\s+/g, ' ').trim()
  const parkName = line(input.parkName) || 'a national park'
  return {
    ...input,
    title: line(input.title) || `${parkName} Adventure`,
    parkName,
    parkRegion: line(input.parkRegion),
    childFirstName: line(input.childFirstName),
    characterName: line(input.characterName) || 'Our explorer',
    sidekickName: line(input.sidekickName) || 'a friend',
    badgeName: input.badgeName ? line(input.badgeName) || null : null,
    chapters: (input.chapters ?? []).map((chapter) => ({
      ...chapter,
      facts: (chapter.facts ?? []).map(line).filter(Boolean),
    })),
  }
}

/** `readingFonts` gives the reading font's files for a child who reads in Lexend (reading-fonts.ts; OpenDyslexic is not embedded). */
export async function buildStorybookPdf(input: StorybookInput, readingFonts?: ReadingFontsSource): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const clean = cleanInput(input)
  const metadataTitle = (input.title ?? '').trim() || `${(input.parkName ?? '').trim() || clean.parkName} Adventure`
  doc.setTitle(metadataTitle, { showInWindowTitleBar: true })
  doc.setAuthor('Story Trails')
  doc.setSubject(`An adventure in ${(input.parkName ?? '').trim() || clean.parkName}${clean.childFirstName ? `, told for ${(input.childFirstName ?? '').trim()}` : ''}`)
  doc.setKeywords(['Story Trails', 'storybook', 'national parks', (input.parkName ?? '').trim()].filter(Boolean))
  doc.setCreator('Story Trails')
  doc.setProducer('Story Trails')
  doc.setLanguage('en-US')
  const created = new Date(input.createdAt)
  if (!Number.isNaN(created.getTime())) doc.setCreationDate(created)

  const [serif, serifItalic, serifBold, serifBoldItalic, sans, sansBold] = await Promise.all([
    doc.embedFont(StandardFonts.TimesRoman),
    doc.embedFont(StandardFonts.TimesRomanItalic),
    doc.embedFont(StandardFonts.TimesRomanBold),
    doc.embedFont(StandardFonts.TimesRomanBoldItalic),
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ])
  const reading = input.reading ?? { size: 'standard', font: 'house', spacing: 'standard' }
  const readingFont = await embedReadingFont(doc, reading.font, readingFonts)
  const bodySize = BODY_SIZES[reading.size] ?? BODY_SIZES.standard
  // OpenDyslexic cannot be embedded (reading-fonts.ts): its readers get the book's sans-serif.
  const dyslexic = reading.font === 'opendyslexic'
  const body: BodyStyle = {
    font: readingFont?.regular ?? (dyslexic ? sans : serif),
    bold: readingFont?.bold ?? (dyslexic ? sansBold : serifBold),
    size: bodySize,
    leading: Math.round(bodySize * (BODY_LEADINGS[reading.spacing] ?? BODY_LEADINGS.standard) * 2) / 2,
  }
  const book = new Book(doc, { serif, serifItalic, serifBold, serifBoldItalic, sans, sansBold }, clean.title, body)

  drawCover(book, clean)
  const chapters = [...clean.chapters].sort((a, b) => a.number - b.number)
  for (const chapter of chapters) await drawChapter(book, chapter, toWinAnsi)
  drawClosing(book, clean)
  book.finish()

  return doc.save({ useObjectStreams: false })
}
