/**
 * Draws our illustrator's SVG onto a pdf-lib page (pdf-lib cannot embed SVG images).
 *
 * A small, tolerant, DOM-free parser for the subset the built-in illustrator uses: <svg viewBox>,
 * nested <g transform>, <rect>, <circle>, <ellipse>, <path>, <polygon>, <polyline>, <line> and <use>,
 * with hex / rgb() / hsl() / named colours, url(#gradient) (drawn as the gradient's first stop
 * colour), fill, stroke and opacity attributes or style declarations. Every shape is turned into an
 * absolute path (arcs and quadratic curves become cubic Béziers), transformed into page space, and
 * drawn with page.drawSvgPath. <defs>, <text>, filters, masks and anything unparseable are skipped:
 * this module never throws. With `lineArt`, the same picture is drawn as a coloring page: black
 * outlines on white.
 */
import {
  appendBezierCurve,
  clip,
  closePath,
  endPath,
  LineCapStyle,
  LineJoinStyle,
  lineTo,
  moveTo,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setLineJoin,
  type RGB,
} from 'pdf-lib'

export interface SvgBox {
  /** Left edge, in PDF points. */
  x: number
  /** Bottom edge, in PDF points (PDF coordinates grow upwards). */
  y: number
  width: number
  height: number
}

export interface DrawSvgOptions extends SvgBox {
  /** How the viewBox fills the box; defaults to the SVG's preserveAspectRatio (usually 'contain'). */
  fit?: 'contain' | 'cover' | 'stretch'
  /** Clip the drawing to the box (default) or to the ellipse inscribed in it. */
  clip?: 'box' | 'ellipse' | 'none'
  /** Corner radius of the box clip, in points. */
  radius?: number
  /**
   * Draws the picture as line art for colouring in: black outlines on white. Each solid shape is
   * outlined `width` points wide and filled with the paper's white, so what it stands in front of
   * stays hidden, as in a drawing; lines stay lines, in black; see-through light and shading
   * (glows, haze, shadows, a vignette) and specks too small to colour are left out.
   */
  lineArt?: { width: number }
}

export interface ViewBox {
  x: number
  y: number
  width: number
  height: number
}

/* ----------------------------------------------------------------------------------------------
 * Parsing
 * -------------------------------------------------------------------------------------------- */

interface SvgNode {
  name: string
  attrs: Record<string, string>
  children: SvgNode[]
}

const TAG_RE = /<(\/?)([A-Za-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
const ATTR_RE = /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+))/g

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeEntities(value: string) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : ''
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

function parseAttributes(source: string) {
  const attrs: Record<string, string> = {}
  ATTR_RE.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = ATTR_RE.exec(source))) {
    const name = match[1].toLowerCase().replace(/^xlink:/, '')
    attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attrs
}

/** Parses an SVG document into a tree. Unclosed or stray tags are tolerated. */
function parseSvgTree(svg: string): SvgNode | null {
  const source = svg
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g, '')
    .replace(/<\?[\s\S]*?(?:\?>|$)/g, '')
    .replace(/<![^>]*>/g, '')
  const root: SvgNode = { name: '#root', attrs: {}, children: [] }
  const stack: SvgNode[] = [root]
  TAG_RE.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = TAG_RE.exec(source))) {
    const closing = match[1] === '/'
    const name = match[2].toLowerCase().replace(/^svg:/, '')
    if (closing) {
      const index = stack.map((node) => node.name).lastIndexOf(name)
      if (index > 0) stack.length = index
      continue
    }
    let rest = match[3]
    const selfClosing = /\/\s*$/.test(rest)
    if (selfClosing) rest = rest.replace(/\/\s*$/, '')
    const node: SvgNode = { name, attrs: parseAttributes(rest), children: [] }
    stack[stack.length - 1].children.push(node)
    if (!selfClosing) stack.push(node)
  }
  const find = (node: SvgNode): SvgNode | null => {
    if (node.name === 'svg') return node
    for (const child of node.children) {
      const found = find(child)
      if (found) return found
    }
    return null
  }
  return find(root)
}

function num(value: string | undefined, fallback = 0): number {
  if (value === undefined) return fallback
  const n = parseFloat(value)
  return Number.isFinite(n) ? n : fallback
}

/** A length that may be a percentage of `reference`. */
function length(value: string | undefined, reference: number, fallback = 0): number {
  if (value === undefined) return fallback
  const trimmed = value.trim()
  const n = parseFloat(trimmed)
  if (!Number.isFinite(n)) return fallback
  return trimmed.endsWith('%') ? (n / 100) * reference : n
}

function numberList(value: string | undefined): number[] {
  if (!value) return []
  const matches = value.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []
  return matches.map(Number).filter(Number.isFinite)
}

function parseViewBox(root: SvgNode): ViewBox | null {
  const parts = numberList(root.attrs.viewbox)
  if (parts.length === 4 && parts[2] > 0 && parts[3] > 0) {
    return { x: parts[0], y: parts[1], width: parts[2], height: parts[3] }
  }
  const width = num(root.attrs.width, NaN)
  const height = num(root.attrs.height, NaN)
  if (width > 0 && height > 0 && !/%/.test(root.attrs.width + root.attrs.height)) return { x: 0, y: 0, width, height }
  return null
}

/** The SVG's viewBox (or width/height), or null when it has neither or cannot be parsed. */
export function svgViewBox(svg: string): ViewBox | null {
  try {
    const root = parseSvgTree(svg)
    return root ? parseViewBox(root) : null
  } catch {
    return null
  }
}

/* ----------------------------------------------------------------------------------------------
 * Colours
 * -------------------------------------------------------------------------------------------- */

interface Paint {
  color: RGB
  alpha: number
  /** A gradient that fades to see-through: light or shade rather than a thing (line art leaves it out). */
  fades?: boolean
}

type PaintValue = Paint | 'none'

const NAMED_COLORS: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  purple: '#800080',
  pink: '#ffc0cb',
  brown: '#a52a2a',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  navy: '#000080',
  teal: '#008080',
  olive: '#808000',
  maroon: '#800000',
  lime: '#00ff00',
  aqua: '#00ffff',
  cyan: '#00ffff',
  fuchsia: '#ff00ff',
  magenta: '#ff00ff',
  gold: '#ffd700',
  tan: '#d2b48c',
  beige: '#f5f5dc',
  ivory: '#fffff0',
  khaki: '#f0e68c',
  skyblue: '#87ceeb',
  lightblue: '#add8e6',
  darkblue: '#00008b',
  darkgreen: '#006400',
  forestgreen: '#228b22',
  lightgreen: '#90ee90',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  dimgray: '#696969',
  dimgrey: '#696969',
  sienna: '#a0522d',
  chocolate: '#d2691e',
  saddlebrown: '#8b4513',
  coral: '#ff7f50',
  salmon: '#fa8072',
  tomato: '#ff6347',
  crimson: '#dc143c',
  violet: '#ee82ee',
  indigo: '#4b0082',
  turquoise: '#40e0d0',
  steelblue: '#4682b4',
  slategray: '#708090',
  slategrey: '#708090',
  wheat: '#f5deb3',
  snow: '#fffafa',
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 1)

function hexPaint(hex: string): Paint | null {
  let h = hex.replace('#', '')
  if (!/^[0-9a-f]+$/i.test(h)) return null
  if (h.length === 3 || h.length === 4) h = h.split('').map((c) => c + c).join('')
  if (h.length !== 6 && h.length !== 8) return null
  const value = (i: number) => parseInt(h.slice(i, i + 2), 16) / 255
  return { color: rgb(value(0), value(2), value(4)), alpha: h.length === 8 ? value(6) : 1 }
}

function channel(value: string): number {
  const n = parseFloat(value)
  if (!Number.isFinite(n)) return 0
  return clamp01(value.trim().endsWith('%') ? n / 100 : n / 255)
}

function alphaValue(value: string | undefined): number {
  if (value === undefined) return 1
  const n = parseFloat(value)
  if (!Number.isFinite(n)) return 1
  return clamp01(value.trim().endsWith('%') ? n / 100 : n)
}

function hslToRgb(h: number, s: number, l: number): RGB {
  const hue = (((h % 360) + 360) % 360) / 360
  if (s === 0) return rgb(l, l, l)
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const convert = (t: number) => {
    let x = t
    if (x < 0) x += 1
    if (x > 1) x -= 1
    if (x < 1 / 6) return p + (q - p) * 6 * x
    if (x < 1 / 2) return q
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6
    return p
  }
  return rgb(clamp01(convert(hue + 1 / 3)), clamp01(convert(hue)), clamp01(convert(hue - 1 / 3)))
}

/** Parses a colour; `undefined` means "not understood" (the inherited value is kept). */
function parseColor(value: string, gradients: Map<string, PaintValue>, currentColor: PaintValue): PaintValue | undefined {
  const v = value.trim().toLowerCase()
  if (!v || v === 'inherit') return undefined
  if (v === 'none' || v === 'transparent') return 'none'
  if (v === 'currentcolor') return currentColor
  if (v.startsWith('url(')) {
    const id = v.match(/url\(\s*['"]?#([^'")\s]+)/)?.[1]
    const gradient = id ? gradients.get(id) : undefined
    if (gradient) return gradient
    // An unknown paint server: SVG falls back to the colour after the url(), if any.
    const fallback = v.replace(/url\([^)]*\)/, '').trim()
    return fallback ? parseColor(fallback, gradients, currentColor) : undefined
  }
  if (v.startsWith('#')) return hexPaint(v) ?? undefined
  const fn = v.match(/^(rgba?|hsla?)\(([^)]*)\)$/)
  if (fn) {
    const parts = fn[2].split(/[\s,/]+/).filter(Boolean)
    if (parts.length < 3) return undefined
    if (fn[1].startsWith('rgb')) {
      return { color: rgb(channel(parts[0]), channel(parts[1]), channel(parts[2])), alpha: alphaValue(parts[3]) }
    }
    const s = clamp01(parseFloat(parts[1]) / 100)
    const l = clamp01(parseFloat(parts[2]) / 100)
    return { color: hslToRgb(parseFloat(parts[0]) || 0, s, l), alpha: alphaValue(parts[3]) }
  }
  const named = NAMED_COLORS[v]
  return named ? (hexPaint(named) ?? undefined) : undefined
}

/** Gradient id → its first stop's colour (following href chains between gradients). */
function collectGradients(root: SvgNode): Map<string, PaintValue> {
  const nodes = new Map<string, SvgNode>()
  const walk = (node: SvgNode) => {
    if ((node.name === 'lineargradient' || node.name === 'radialgradient') && node.attrs.id) nodes.set(node.attrs.id, node)
    node.children.forEach(walk)
  }
  walk(root)
  const result = new Map<string, PaintValue>()
  const black: Paint = { color: rgb(0, 0, 0), alpha: 1 }
  for (const [id, node] of nodes) {
    let current: SvgNode | undefined = node
    const seen = new Set<string>()
    while (current && !current.children.some((child) => child.name === 'stop')) {
      const href = current.attrs.href?.replace(/^#/, '')
      if (!href || seen.has(href)) break
      seen.add(href)
      current = nodes.get(href)
    }
    const stops = current?.children.filter((child) => child.name === 'stop') ?? []
    const stop = stops[0]
    if (!stop) continue
    const style = parseStyle(stop.attrs.style)
    const colorText = style['stop-color'] ?? stop.attrs['stop-color'] ?? 'black'
    const paint = parseColor(colorText, new Map(), black) ?? black
    if (paint === 'none') {
      result.set(id, 'none')
      continue
    }
    const stopOpacity = (node: SvgNode) => alphaValue(parseStyle(node.attrs.style)['stop-opacity'] ?? node.attrs['stop-opacity'])
    const fades = stops.some((node) => stopOpacity(node) < LINE_ART_SOLID)
    result.set(id, { color: paint.color, alpha: paint.alpha * stopOpacity(stop), ...(fades ? { fades } : {}) })
  }
  return result
}

function parseStyle(style: string | undefined): Record<string, string> {
  const result: Record<string, string> = {}
  if (!style) return result
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const key = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration.slice(colon + 1).replace(/!important/i, '').trim()
    if (key && value) result[key] = value
  }
  return result
}

/* ----------------------------------------------------------------------------------------------
 * Geometry
 * -------------------------------------------------------------------------------------------- */

/** An affine matrix [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
type Matrix = [number, number, number, number, number, number]

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ]
}

const translation = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y]

function parseTransform(value: string | undefined): Matrix {
  let matrix: Matrix = IDENTITY
  if (!value) return matrix
  const re = /(matrix|translate|scale|rotate|skewx|skewy)\s*\(([^)]*)\)/gi
  let match: RegExpExecArray | null
  while ((match = re.exec(value))) {
    const args = numberList(match[2])
    let step: Matrix | null = null
    switch (match[1].toLowerCase()) {
      case 'matrix':
        if (args.length >= 6) step = [args[0], args[1], args[2], args[3], args[4], args[5]]
        break
      case 'translate':
        if (args.length >= 1) step = translation(args[0], args[1] ?? 0)
        break
      case 'scale':
        if (args.length >= 1) step = [args[0], 0, 0, args[1] ?? args[0], 0, 0]
        break
      case 'rotate': {
        if (args.length < 1) break
        const a = (args[0] * Math.PI) / 180
        const r: Matrix = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0]
        step = args.length >= 3 ? multiply(multiply(translation(args[1], args[2]), r), translation(-args[1], -args[2])) : r
        break
      }
      case 'skewx':
        if (args.length >= 1) step = [1, 0, Math.tan((args[0] * Math.PI) / 180), 1, 0, 0]
        break
      case 'skewy':
        if (args.length >= 1) step = [1, Math.tan((args[0] * Math.PI) / 180), 0, 1, 0, 0]
        break
    }
    if (step && step.every(Number.isFinite)) matrix = multiply(matrix, step)
  }
  return matrix
}

type Segment =
  | { type: 'M'; x: number; y: number }
  | { type: 'L'; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' }

const PATH_ARGS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 }

/** Splits path data into commands and numbers (arc flags may be written without separators). */
function tokenizePath(d: string): (string | number)[] {
  const tokens: (string | number)[] = []
  const re = /([MmLlHhVvCcSsQqTtAaZz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/g
  let match: RegExpExecArray | null
  let command = ''
  let argIndex = 0
  while ((match = re.exec(d))) {
    if (match[1]) {
      command = match[1].toLowerCase()
      argIndex = 0
      tokens.push(match[1])
      continue
    }
    let text = match[2]
    // Arc flags (4th and 5th arguments) are single digits: "a5 5 0 0110 10" is legal SVG.
    const position = command === 'a' ? argIndex % 7 : -1
    if ((position === 3 || position === 4) && text.length > 1 && /^[01]/.test(text)) {
      re.lastIndex = match.index + 1
      text = text[0]
    }
    tokens.push(Number(text))
    argIndex++
  }
  return tokens
}

/** Converts an SVG arc to cubic Bézier segments (endpoint → centre parameterisation). */
function arcToCurves(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  largeArc: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): Segment[] {
  if (x1 === x2 && y1 === y2) return []
  let rx = Math.abs(rxIn)
  let ry = Math.abs(ryIn)
  if (rx === 0 || ry === 0) return [{ type: 'L', x: x2, y: y2 }]
  const phi = (angle * Math.PI) / 180
  const cos = Math.cos(phi)
  const sin = Math.sin(phi)
  const dx = (x1 - x2) / 2
  const dy = (y1 - y2) / 2
  const x1p = cos * dx + sin * dy
  const y1p = -sin * dx + cos * dy
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
  if (lambda > 1) {
    rx *= Math.sqrt(lambda)
    ry *= Math.sqrt(lambda)
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
  const denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p
  let factor = denominator === 0 ? 0 : Math.sqrt(Math.max(0, numerator / denominator))
  if (largeArc === sweep) factor = -factor
  const cxp = (factor * rx * y1p) / ry
  const cyp = (-factor * ry * x1p) / rx
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2
  const vectorAngle = (ux: number, uy: number, vx: number, vy: number) => {
    const sign = ux * vy - uy * vx < 0 ? -1 : 1
    const dot = (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy))
    return sign * Math.acos(Math.min(1, Math.max(-1, dot)))
  }
  const theta1 = vectorAngle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
  let delta = vectorAngle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
  if (!sweep && delta > 0) delta -= 2 * Math.PI
  if (sweep && delta < 0) delta += 2 * Math.PI
  const pieces = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2)))
  const step = delta / pieces
  const k = (4 / 3) * Math.tan(step / 4)
  const point = (t: number) => {
    const ex = rx * Math.cos(t)
    const ey = ry * Math.sin(t)
    return { x: cos * ex - sin * ey + cx, y: sin * ex + cos * ey + cy }
  }
  const derivative = (t: number) => {
    const ex = -rx * Math.sin(t)
    const ey = ry * Math.cos(t)
    return { x: cos * ex - sin * ey, y: sin * ex + cos * ey }
  }
  const segments: Segment[] = []
  for (let i = 0; i < pieces; i++) {
    const a = theta1 + i * step
    const b = a + step
    const p0 = point(a)
    const p3 = point(b)
    const d0 = derivative(a)
    const d3 = derivative(b)
    segments.push({
      type: 'C',
      x1: p0.x + k * d0.x,
      y1: p0.y + k * d0.y,
      x2: p3.x - k * d3.x,
      y2: p3.y - k * d3.y,
      x: i === pieces - 1 ? x2 : p3.x,
      y: i === pieces - 1 ? y2 : p3.y,
    })
  }
  return segments
}

/** Path data → absolute M/L/C/Z segments. Stops quietly at the first malformed command. */
function parsePathData(d: string): Segment[] {
  const tokens = tokenizePath(d)
  const segments: Segment[] = []
  let x = 0
  let y = 0
  let startX = 0
  let startY = 0
  let lastControl: { x: number; y: number; kind: 'c' | 'q' } | null = null
  let i = 0
  let command = ''
  while (i < tokens.length) {
    const token = tokens[i]
    if (typeof token === 'string') {
      command = token
      i++
      if (command === 'z' || command === 'Z') {
        segments.push({ type: 'Z' })
        x = startX
        y = startY
        lastControl = null
        continue
      }
    } else if (!command || command === 'z' || command === 'Z') {
      break
    }
    const lower = command.toLowerCase()
    const count = PATH_ARGS[lower]
    const args = tokens.slice(i, i + count)
    if (args.length < count || args.some((arg) => typeof arg !== 'number')) break
    i += count
    const n = args as number[]
    const relative = command !== command.toUpperCase()
    const ox = relative ? x : 0
    const oy = relative ? y : 0
    switch (lower) {
      case 'm':
        x = ox + n[0]
        y = oy + n[1]
        startX = x
        startY = y
        segments.push({ type: 'M', x, y })
        command = relative ? 'l' : 'L' // Further pairs are line-tos.
        lastControl = null
        break
      case 'l':
        x = ox + n[0]
        y = oy + n[1]
        segments.push({ type: 'L', x, y })
        lastControl = null
        break
      case 'h':
        x = ox + n[0]
        segments.push({ type: 'L', x, y })
        lastControl = null
        break
      case 'v':
        y = oy + n[0]
        segments.push({ type: 'L', x, y })
        lastControl = null
        break
      case 'c': {
        const segment: Segment = { type: 'C', x1: ox + n[0], y1: oy + n[1], x2: ox + n[2], y2: oy + n[3], x: ox + n[4], y: oy + n[5] }
        segments.push(segment)
        lastControl = { x: segment.x2, y: segment.y2, kind: 'c' }
        x = segment.x
        y = segment.y
        break
      }
      case 's': {
        const x1: number = lastControl?.kind === 'c' ? 2 * x - lastControl.x : x
        const y1: number = lastControl?.kind === 'c' ? 2 * y - lastControl.y : y
        const segment: Segment = { type: 'C', x1, y1, x2: ox + n[0], y2: oy + n[1], x: ox + n[2], y: oy + n[3] }
        segments.push(segment)
        lastControl = { x: segment.x2, y: segment.y2, kind: 'c' }
        x = segment.x
        y = segment.y
        break
      }
      case 'q':
      case 't': {
        let qx: number
        let qy: number
        let ex: number
        let ey: number
        if (lower === 'q') {
          qx = ox + n[0]
          qy = oy + n[1]
          ex = ox + n[2]
          ey = oy + n[3]
        } else {
          qx = lastControl?.kind === 'q' ? 2 * x - lastControl.x : x
          qy = lastControl?.kind === 'q' ? 2 * y - lastControl.y : y
          ex = ox + n[0]
          ey = oy + n[1]
        }
        segments.push({
          type: 'C',
          x1: x + (2 / 3) * (qx - x),
          y1: y + (2 / 3) * (qy - y),
          x2: ex + (2 / 3) * (qx - ex),
          y2: ey + (2 / 3) * (qy - ey),
          x: ex,
          y: ey,
        })
        lastControl = { x: qx, y: qy, kind: 'q' }
        x = ex
        y = ey
        break
      }
      case 'a': {
        const ex = ox + n[5]
        const ey = oy + n[6]
        segments.push(...arcToCurves(x, y, n[0], n[1], n[2], n[3] !== 0, n[4] !== 0, ex, ey))
        x = ex
        y = ey
        lastControl = null
        break
      }
    }
  }
  return segments
}

const KAPPA = 0.5522847498

function ellipseSegments(cx: number, cy: number, rx: number, ry: number): Segment[] {
  const kx = rx * KAPPA
  const ky = ry * KAPPA
  return [
    { type: 'M', x: cx + rx, y: cy },
    { type: 'C', x1: cx + rx, y1: cy + ky, x2: cx + kx, y2: cy + ry, x: cx, y: cy + ry },
    { type: 'C', x1: cx - kx, y1: cy + ry, x2: cx - rx, y2: cy + ky, x: cx - rx, y: cy },
    { type: 'C', x1: cx - rx, y1: cy - ky, x2: cx - kx, y2: cy - ry, x: cx, y: cy - ry },
    { type: 'C', x1: cx + kx, y1: cy - ry, x2: cx + rx, y2: cy - ky, x: cx + rx, y: cy },
    { type: 'Z' },
  ]
}

function rectSegments(x: number, y: number, w: number, h: number, rxIn: number, ryIn: number): Segment[] {
  const rx = Math.min(Math.max(0, rxIn), w / 2)
  const ry = Math.min(Math.max(0, ryIn), h / 2)
  if (rx === 0 || ry === 0) {
    return [
      { type: 'M', x, y },
      { type: 'L', x: x + w, y },
      { type: 'L', x: x + w, y: y + h },
      { type: 'L', x, y: y + h },
      { type: 'Z' },
    ]
  }
  const kx = rx * KAPPA
  const ky = ry * KAPPA
  const r = x + w
  const b = y + h
  return [
    { type: 'M', x: x + rx, y },
    { type: 'L', x: r - rx, y },
    { type: 'C', x1: r - rx + kx, y1: y, x2: r, y2: y + ry - ky, x: r, y: y + ry },
    { type: 'L', x: r, y: b - ry },
    { type: 'C', x1: r, y1: b - ry + ky, x2: r - rx + kx, y2: b, x: r - rx, y: b },
    { type: 'L', x: x + rx, y: b },
    { type: 'C', x1: x + rx - kx, y1: b, x2: x, y2: b - ry + ky, x, y: b - ry },
    { type: 'L', x, y: y + ry },
    { type: 'C', x1: x, y1: y + ry - ky, x2: x + rx - kx, y2: y, x: x + rx, y },
    { type: 'Z' },
  ]
}

function pointsSegments(points: string | undefined, closed: boolean): Segment[] {
  const values = numberList(points)
  const segments: Segment[] = []
  for (let i = 0; i + 1 < values.length; i += 2) {
    segments.push({ type: i === 0 ? 'M' : 'L', x: values[i], y: values[i + 1] })
  }
  if (closed && segments.length > 2) segments.push({ type: 'Z' })
  return segments.length >= 2 ? segments : []
}

const fmt = (n: number) => {
  const rounded = Math.round(n * 100) / 100
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

/** Transforms segments by `m` and writes them as path data for drawSvgPath. */
function segmentsToPath(segments: Segment[], m: Matrix): string | null {
  const tx = (x: number, y: number) => `${fmt(m[0] * x + m[2] * y + m[4])} ${fmt(m[1] * x + m[3] * y + m[5])}`
  const parts: string[] = []
  for (const s of segments) {
    if (s.type === 'Z') parts.push('Z')
    else if (s.type === 'C') parts.push(`C ${tx(s.x1, s.y1)} ${tx(s.x2, s.y2)} ${tx(s.x, s.y)}`)
    else parts.push(`${s.type} ${tx(s.x, s.y)}`)
  }
  const d = parts.join(' ')
  return /NaN|Infinity/.test(d) || !parts.length ? null : d
}

/* ----------------------------------------------------------------------------------------------
 * Rendering
 * -------------------------------------------------------------------------------------------- */

interface RenderState {
  matrix: Matrix
  fill: PaintValue
  stroke: PaintValue
  color: PaintValue
  strokeWidth: number
  fillOpacity: number
  strokeOpacity: number
  opacity: number
  lineCap: string
  lineJoin: string
  dashArray: number[]
  /** Width and height of the viewBox, for percentages. */
  viewport: { width: number; height: number }
}

interface RenderContext {
  page: PDFPage
  gradients: Map<string, PaintValue>
  ids: Map<string, SvgNode>
  /** Page position of the box's top-left corner; drawSvgPath's y axis points down from here. */
  originX: number
  originY: number
  depth: number
  lineArt?: { width: number }
}

const SKIPPED = new Set([
  'defs',
  'clippath',
  'mask',
  'pattern',
  'symbol',
  'marker',
  'filter',
  'text',
  'style',
  'script',
  'title',
  'desc',
  'metadata',
  'foreignobject',
  'lineargradient',
  'radialgradient',
  'image',
  'switch',
])

function property(node: SvgNode, style: Record<string, string>, name: string): string | undefined {
  return style[name] ?? node.attrs[name]
}

/** The state for `node`'s content: its presentation attributes applied over the parent's. */
function childState(node: SvgNode, parent: RenderState, context: RenderContext): RenderState | null {
  const style = parseStyle(node.attrs.style)
  const get = (name: string) => property(node, style, name)
  if (get('display') === 'none' || get('visibility') === 'hidden') return null
  const state: RenderState = { ...parent }
  const colorValue = get('color')
  if (colorValue) state.color = parseColor(colorValue, context.gradients, parent.color) ?? parent.color
  const fill = get('fill')
  if (fill) state.fill = parseColor(fill, context.gradients, state.color) ?? parent.fill
  const stroke = get('stroke')
  if (stroke) state.stroke = parseColor(stroke, context.gradients, state.color) ?? parent.stroke
  const strokeWidth = get('stroke-width')
  if (strokeWidth !== undefined) state.strokeWidth = Math.max(0, length(strokeWidth, parent.viewport.width, parent.strokeWidth))
  const fillOpacity = get('fill-opacity')
  if (fillOpacity !== undefined) state.fillOpacity = alphaValue(fillOpacity)
  const strokeOpacity = get('stroke-opacity')
  if (strokeOpacity !== undefined) state.strokeOpacity = alphaValue(strokeOpacity)
  // Group opacity is approximated by multiplying it into every shape inside.
  const opacity = get('opacity')
  if (opacity !== undefined) state.opacity = parent.opacity * alphaValue(opacity)
  const lineCap = get('stroke-linecap')
  if (lineCap) state.lineCap = lineCap
  const lineJoin = get('stroke-linejoin')
  if (lineJoin) state.lineJoin = lineJoin
  const dash = get('stroke-dasharray')
  if (dash !== undefined) {
    const values = dash.trim() === 'none' ? [] : numberList(dash).filter((n) => n >= 0)
    state.dashArray = values.some((n) => n > 0) ? (values.length % 2 ? [...values, ...values] : values) : []
  }
  const transform = node.attrs.transform ?? style.transform
  if (transform) state.matrix = multiply(parent.matrix, parseTransform(transform))
  return state
}

function shapeSegments(node: SvgNode, state: RenderState): Segment[] {
  const { width: vw, height: vh } = state.viewport
  const a = node.attrs
  switch (node.name) {
    case 'rect': {
      const w = length(a.width, vw)
      const h = length(a.height, vh)
      if (!(w > 0 && h > 0)) return []
      const rxGiven = a.rx !== undefined && a.rx !== 'auto'
      const ryGiven = a.ry !== undefined && a.ry !== 'auto'
      const rx = rxGiven ? length(a.rx, vw) : ryGiven ? length(a.ry, vh) : 0
      const ry = ryGiven ? length(a.ry, vh) : rx
      return rectSegments(length(a.x, vw), length(a.y, vh), w, h, rx, ry)
    }
    case 'circle': {
      const r = length(a.r, Math.hypot(vw, vh) / Math.SQRT2)
      return r > 0 ? ellipseSegments(length(a.cx, vw), length(a.cy, vh), r, r) : []
    }
    case 'ellipse': {
      const rx = length(a.rx, vw, NaN)
      const ry = length(a.ry, vh, NaN)
      const rxx = Number.isFinite(rx) ? rx : ry
      const ryy = Number.isFinite(ry) ? ry : rx
      return rxx > 0 && ryy > 0 ? ellipseSegments(length(a.cx, vw), length(a.cy, vh), rxx, ryy) : []
    }
    case 'line':
      return [
        { type: 'M', x: length(a.x1, vw), y: length(a.y1, vh) },
        { type: 'L', x: length(a.x2, vw), y: length(a.y2, vh) },
      ]
    case 'polyline':
      return pointsSegments(a.points, false)
    case 'polygon':
      return pointsSegments(a.points, true)
    case 'path':
      return a.d ? parsePathData(a.d) : []
    default:
      return []
  }
}

function drawShape(node: SvgNode, state: RenderState, context: RenderContext) {
  const segments = shapeSegments(node, state)
  if (!segments.length) return
  const path = segmentsToPath(segments, state.matrix)
  if (!path) return
  const m = state.matrix
  const scale = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]))
  const open = node.name === 'line' || node.name === 'polyline'
  const fill = open && node.name === 'line' ? 'none' : state.fill
  const fillAlpha = fill === 'none' ? 0 : clamp01(fill.alpha * state.fillOpacity * state.opacity)
  const stroke = state.stroke
  const strokeWidth = state.strokeWidth * scale
  const strokeAlpha = stroke === 'none' ? 0 : clamp01(stroke.alpha * state.strokeOpacity * state.opacity)
  const hasFill = fill !== 'none' && fillAlpha > 0.001
  const hasStroke = stroke !== 'none' && strokeAlpha > 0.001 && strokeWidth > 0.01
  if (!hasFill && !hasStroke) return
  if (context.lineArt) {
    const as = fill !== 'none' && !fill.fades && fillAlpha >= LINE_ART_SOLID ? 'shape' : hasStroke && strokeAlpha >= LINE_ART_LINE ? 'line' : null
    if (as) drawLineArt(context, { path, segments, matrix: m, as, outline: context.lineArt.width, strokeWidth, dashArray: state.dashArray.map((n) => n * scale) })
    return
  }

  const options: Parameters<PDFPage['drawSvgPath']>[1] = { x: context.originX, y: context.originY }
  if (fill !== 'none' && hasFill) {
    options.color = fill.color
    if (fillAlpha < 0.999) options.opacity = fillAlpha
  }
  if (stroke !== 'none' && hasStroke) {
    options.borderColor = stroke.color
    options.borderWidth = strokeWidth
    if (strokeAlpha < 0.999) options.borderOpacity = strokeAlpha
    if (state.lineCap === 'round') options.borderLineCap = LineCapStyle.Round
    else if (state.lineCap === 'square') options.borderLineCap = LineCapStyle.Projecting
    if (state.dashArray.length) options.borderDashArray = state.dashArray.map((n) => n * scale)
  }
  const join = hasStroke ? state.lineJoin : 'miter'
  const joinStyle = join === 'round' ? LineJoinStyle.Round : join === 'bevel' ? LineJoinStyle.Bevel : null
  if (joinStyle !== null) context.page.pushOperators(pushGraphicsState(), setLineJoin(joinStyle))
  try {
    context.page.drawSvgPath(path, options)
  } finally {
    if (joinStyle !== null) context.page.pushOperators(popGraphicsState())
  }
}

/** Line art keeps a fill this opaque as a shape to colour in, and a stroke this opaque as a line. */
const LINE_ART_SOLID = 0.5
const LINE_ART_LINE = 0.35
/** Shapes smaller than this (in points, both ways) are specks, not something to colour. */
const LINE_ART_SPECK = 3
const INK = rgb(0, 0, 0)
const PAPER = rgb(1, 1, 1)

/** The size of segments' bounding box once transformed by `m`, in points. */
function extent(segments: Segment[], m: Matrix) {
  const xs: number[] = []
  const ys: number[] = []
  for (const s of segments) {
    if (s.type === 'Z') continue
    const points = s.type === 'C' ? [[s.x1, s.y1], [s.x2, s.y2], [s.x, s.y]] : [[s.x, s.y]]
    for (const [x, y] of points) {
      xs.push(m[0] * x + m[2] * y + m[4])
      ys.push(m[1] * x + m[3] * y + m[5])
    }
  }
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) }
}

/** One shape of a colouring page: a white shape outlined in black, or a black line. */
function drawLineArt(
  context: RenderContext,
  shape: { path: string; segments: Segment[]; matrix: Matrix; as: 'shape' | 'line'; outline: number; strokeWidth: number; dashArray: number[] },
) {
  const { outline } = shape
  const size = extent(shape.segments, shape.matrix)
  if (shape.as === 'shape' && size.width < LINE_ART_SPECK && size.height < LINE_ART_SPECK) return
  const options: Parameters<PDFPage['drawSvgPath']>[1] = { x: context.originX, y: context.originY, borderColor: INK, borderLineCap: LineCapStyle.Round }
  if (shape.as === 'shape') {
    options.color = PAPER
    options.borderWidth = outline
  } else {
    // A drawn line keeps about its width, within reason: no hairlines, no black bands.
    options.borderWidth = Math.min(Math.max(shape.strokeWidth, outline * 0.5), outline * 1.5)
    if (shape.dashArray.length) options.borderDashArray = shape.dashArray
  }
  context.page.pushOperators(pushGraphicsState(), setLineJoin(LineJoinStyle.Round))
  try {
    context.page.drawSvgPath(shape.path, options)
  } finally {
    context.page.pushOperators(popGraphicsState())
  }
}

function renderNode(node: SvgNode, parent: RenderState, context: RenderContext) {
  if (SKIPPED.has(node.name) || context.depth > 64) return
  try {
    const state = childState(node, parent, context)
    if (!state) return
    if (node.name === 'g' || node.name === 'a' || node.name === 'svg') {
      // A nested <svg> is treated as a group placed at its x/y.
      if (node.name === 'svg' && (node.attrs.x || node.attrs.y)) {
        state.matrix = multiply(state.matrix, translation(num(node.attrs.x), num(node.attrs.y)))
      }
      context.depth++
      for (const child of node.children) renderNode(child, state, context)
      context.depth--
      return
    }
    if (node.name === 'use') {
      const target = context.ids.get((node.attrs.href ?? '').replace(/^#/, ''))
      if (!target || target === node) return
      state.matrix = multiply(state.matrix, translation(num(node.attrs.x), num(node.attrs.y)))
      context.depth++
      if (target.name === 'symbol') {
        for (const child of target.children) renderNode(child, state, context)
      } else {
        renderNode(target, state, context)
      }
      context.depth--
      return
    }
    drawShape(node, state, context)
  } catch {
    // Unparseable or undrawable: skip this element, keep going.
  }
}

function clipOperators(box: SvgBox, shape: 'box' | 'ellipse', radius = 0): PDFOperator[] {
  const r = Math.min(Math.max(0, radius), box.width / 2, box.height / 2)
  if (shape === 'box' && r <= 0) return [rectangle(box.x, box.y, box.width, box.height), clip(), endPath()]
  if (shape === 'box') {
    const k = r * KAPPA
    const left = box.x
    const bottom = box.y
    const right = box.x + box.width
    const top = box.y + box.height
    return [
      moveTo(left + r, bottom),
      lineTo(right - r, bottom),
      appendBezierCurve(right - r + k, bottom, right, bottom + r - k, right, bottom + r),
      lineTo(right, top - r),
      appendBezierCurve(right, top - r + k, right - r + k, top, right - r, top),
      lineTo(left + r, top),
      appendBezierCurve(left + r - k, top, left, top - r + k, left, top - r),
      lineTo(left, bottom + r),
      appendBezierCurve(left, bottom + r - k, left + r - k, bottom, left + r, bottom),
      closePath(),
      clip(),
      endPath(),
    ]
  }
  const rx = box.width / 2
  const ry = box.height / 2
  const cx = box.x + rx
  const cy = box.y + ry
  const kx = rx * KAPPA
  const ky = ry * KAPPA
  return [
    moveTo(cx + rx, cy),
    appendBezierCurve(cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry),
    appendBezierCurve(cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy),
    appendBezierCurve(cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry),
    appendBezierCurve(cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy),
    closePath(),
    clip(),
    endPath(),
  ]
}

/**
 * Draws `svg` into the box (PDF coordinates, bottom-left origin). Returns false when the document
 * could not be understood at all (nothing drawn); never throws.
 */
export function drawSvg(page: PDFPage, svg: string, options: DrawSvgOptions): boolean {
  const { x, y, width, height } = options
  if (![x, y, width, height].every(Number.isFinite) || width <= 0 || height <= 0) return false
  let root: SvgNode | null
  try {
    root = parseSvgTree(svg)
  } catch {
    return false
  }
  if (!root) return false
  const viewBox = parseViewBox(root) ?? { x: 0, y: 0, width, height }
  const aspect = (root.attrs.preserveaspectratio ?? '').trim()
  const fit = options.fit ?? (aspect.startsWith('none') ? 'stretch' : aspect.includes('slice') ? 'cover' : 'contain')
  let sx = width / viewBox.width
  let sy = height / viewBox.height
  if (fit !== 'stretch') sx = sy = fit === 'cover' ? Math.max(sx, sy) : Math.min(sx, sy)
  // Centre the drawing in the box (xMidYMid).
  const offsetX = (width - viewBox.width * sx) / 2
  const offsetY = (height - viewBox.height * sy) / 2
  const base: Matrix = [sx, 0, 0, sy, offsetX - viewBox.x * sx, offsetY - viewBox.y * sy]

  const ids = new Map<string, SvgNode>()
  const index = (node: SvgNode) => {
    if (node.attrs.id && !ids.has(node.attrs.id)) ids.set(node.attrs.id, node)
    node.children.forEach(index)
  }
  index(root)
  const context: RenderContext = {
    page,
    gradients: collectGradients(root),
    ids,
    originX: x,
    originY: y + height,
    depth: 0,
    ...(options.lineArt ? { lineArt: options.lineArt } : {}),
  }
  const black: Paint = { color: rgb(0, 0, 0), alpha: 1 }
  const state: RenderState = {
    matrix: base,
    fill: black,
    stroke: 'none',
    color: black,
    strokeWidth: 1,
    fillOpacity: 1,
    strokeOpacity: 1,
    opacity: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    dashArray: [],
    viewport: { width: viewBox.width, height: viewBox.height },
  }
  const clipShape = options.clip ?? 'box'
  let clipped = false
  try {
    if (clipShape !== 'none') {
      page.pushOperators(pushGraphicsState(), ...clipOperators(options, clipShape, options.radius))
      clipped = true
    }
    // The root's own presentation attributes apply; its x/y/width/height do not move the drawing.
    const rootState = childState({ ...root, attrs: { ...root.attrs, transform: '' } }, state, context)
    if (rootState) {
      for (const child of root.children) renderNode(child, rootState, context)
    }
  } catch {
    // Never throw: whatever was drawn stays.
  } finally {
    if (clipped) page.pushOperators(popGraphicsState())
  }
  return true
}
