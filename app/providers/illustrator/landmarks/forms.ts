/**
 * Shapes several landmark scenes share: skylines of buttes, rows of hoodoos, rounded domes, snowy
 * massifs, arches drawn as one band (no hole to cut), and cave formations.
 */

import type { Random } from '~/utils/seeded-random'
import { bands, between, blob, circle, haze, HEIGHT, lerp, line, lines, mix, n, opacity, path, shade, shape, smooth, vgrad, WIDTH, type Point, type Stage } from './kit'

/** A skyline of flat-topped buttes and benches from x0 to x1, tops between yTop and yLow. */
export function buttes(random: Random, x0: number, x1: number, yTop: number, yLow: number, seg: number): Point[] {
  const pts: Point[] = []
  let x = x0
  let y = between(random, yTop, yLow)
  pts.push([x, y])
  while (x < x1) {
    const len = between(random, seg * 0.5, seg * 1.4)
    x += len
    pts.push([x, y])
    const ny = between(random, yTop, yLow)
    const step = Math.abs(ny - y) * between(random, 0.15, 0.4)
    pts.push([x + step * 0.3, lerp(y, ny, 0.3)], [x + step * 0.5, lerp(y, ny, 0.7)], [x + step, ny])
    x += step
    y = ny
  }
  return pts
}

/** A row of hoodoo spires as one outline across the picture, standing on y = base. */
export function spireRow(random: Random, base: number, count: number, hMin: number, hMax: number, x0 = -20, x1 = WIDTH + 20): Point[] {
  const pts: Point[] = [[x0, HEIGHT + 5]]
  let x = x0
  const step = (x1 - x0) / count
  while (x < x1 - 10) {
    const w = step * between(random, 0.45, 0.7)
    const h = between(random, hMin, hMax)
    const foot = base - h * between(random, 0, 0.2)
    const waist = between(random, 0.12, 0.2)
    pts.push(
      [x, foot],
      [x + w * waist, base - h * 0.3],
      [x + w * 0.1, base - h * 0.55],
      [x + w * waist, base - h * 0.75],
      [x + w * 0.16, base - h * 0.95],
      [x + w * 0.5, base - h],
      [x + w * 0.84, base - h * 0.95],
      [x + w * (1 - waist), base - h * 0.75],
      [x + w * 0.9, base - h * 0.55],
      [x + w * (1 - waist), base - h * 0.3],
      [x + w, foot],
    )
    x += w + step * between(random, 0.05, 0.35)
  }
  pts.push([x1, base], [x1, HEIGHT + 5])
  return pts
}

/**
 * Layers of coloured rock across a shape, like the bands of a canyon wall: `layers` are
 * [fraction from top to bottom, colour] over the span from `top` to `bottom`.
 */
export function strata(points: Point[], top: number, bottom: number, layers: [number, string][], extra = ''): string {
  return bands(
    points,
    layers.map(([t, c]) => [lerp(top, bottom, t), c] as [number, string]),
    extra,
  )
}

/**
 * An arch as one band with no hole: out along the outer curve, back along the inner one. Curves are
 * cubic Béziers through `outer` and `inner` (each: foot, control, control, other foot).
 */
export function archBand(outer: [Point, Point, Point, Point], inner: [Point, Point, Point, Point]): string {
  const p = (q: Point) => `${n(q[0])} ${n(q[1])}`
  return `M${p(outer[0])}C${p(outer[1])} ${p(outer[2])} ${p(outer[3])}L${p(inner[3])}C${p(inner[2])} ${p(inner[1])} ${p(inner[0])}Z`
}

/** A snowy mountain massif: a broad body with lit and shaded snow, dark rock ribs and a few glaciers. */
export interface MassifOptions {
  /** Outline from the left foot over the summits to the right foot. */
  outline: Point[]
  /** x of the ridge that divides the lit face from the shaded one, at each outline point's height. */
  light: string
  shadow: string
  rock: string
  /** How far into the haze. */
  fade: number
  ribs?: number
}

export function massif(st: Stage, o: MassifOptions): string {
  const lit = haze(st, o.light, o.fade)
  const dim = haze(st, o.shadow, o.fade)
  const rock = haze(st, o.rock, o.fade)
  const pts = o.outline
  let out = path(smooth(pts, true), vgrad(st, [0, lit], [1, haze(st, lit, 0.25)]))
  // shaded faces: from each summit down and to the right
  const tops = pts.filter((q, i) => i > 0 && i < pts.length - 1 && q[1] < pts[i - 1][1] && q[1] <= pts[i + 1][1])
  const foot = Math.max(...pts.map((q) => q[1]))
  for (const [tx, ty] of tops) {
    const right = pts.find((q) => q[0] > tx && q[1] >= foot - 2) ?? pts[pts.length - 1]
    const h = foot - ty
    out += path(smooth([[tx, ty], [tx + h * 0.35, ty + h * 0.3], [tx + h * 0.55, ty + h * 0.7], [Math.min(right[0], tx + h * 1.2), foot], [tx + h * 0.18, foot], [tx + h * 0.12, ty + h * 0.5], [tx + 2, ty + h * 0.2]]), dim, opacity(0.85))
  }
  // dark rock ribs showing through the snow
  const ribs = o.ribs ?? 7
  let d = ''
  for (let i = 0; i < ribs; i++) {
    const [tx, ty] = tops[i % Math.max(1, tops.length)] ?? pts[Math.floor(pts.length / 2)]
    const h = foot - ty
    const side = i % 2 ? 1 : -1
    const x = tx + side * between(st.random, 0.15, 1.1) * h * 0.6
    const y = ty + between(st.random, 0.25, 0.6) * h
    const len = between(st.random, 0.15, 0.35) * h
    d += `M${n(x)} ${n(y)}q${n(side * len * 0.3)} ${n(len * 0.5)} ${n(side * len * 0.5)} ${n(len)}l${n(-side * 4)} 0q${n(-side * len * 0.1)} ${n(-len * 0.5)} ${n(-side * len * 0.45)} ${n(-len)}Z`
  }
  out += path(d, rock, opacity(0.55))
  return out
}

/** A stalagmite rising from (x, base): a lumpy cone with a rounded top, lit from the left. */
export function stalagmite(x: number, base: number, w: number, h: number, lit: string, dark: string): string {
  const bumps = 3
  const left: Point[] = []
  const right: Point[] = []
  for (let i = 0; i <= bumps; i++) {
    const t = i / bumps
    const y = base - h * t * 0.92
    const half = (w / 2) * (1 - t * 0.8) * (i % 2 ? 0.9 : 1.05)
    left.push([x - half, y])
    right.unshift([x + half, y])
  }
  const top: Point = [x, base - h]
  const pts = [...left, top, ...right]
  return path(smooth([[x - w / 2 - 4, base + 2], ...pts, [x + w / 2 + 4, base + 2]]), lit) + path(smooth([top, ...right, [x + w / 2 + 4, base + 2], [x + w * 0.1, base + 2], [x + w * 0.08, base - h * 0.5]]), dark, opacity(0.6))
}

/** A cluster of stalactites hanging from a ceiling line at y between x0 and x1. */
export function stalactites(random: Random, x0: number, x1: number, y: number, count: number, maxLen: number, fill: string): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const x = lerp(x0, x1, (i + random()) / count)
    const w = between(random, 3, 9)
    const len = between(random, 0.25, 1) * maxLen
    d += `M${n(x - w)} ${n(y - 2)}Q${n(x - w * 0.3)} ${n(y + len * 0.5)} ${n(x)} ${n(y + len)}Q${n(x + w * 0.3)} ${n(y + len * 0.5)} ${n(x + w)} ${n(y - 2)}Z`
  }
  return path(d, fill)
}

/** A rounded, slightly lopsided mound of soft rock: its outline from the left foot to the right foot. */
export function mound(random: Random, cx: number, w: number, ht: number, base: number, steps = 10, round = 0.8): Point[] {
  const peak = cx + between(random, -w * 0.15, w * 0.15)
  const pts: Point[] = [[cx - w / 2 - 30, base + 16]]
  for (let i = 0; i <= steps; i++) {
    const x = cx - w / 2 + (w * i) / steps
    const u = x < peak ? (x - (cx - w / 2)) / (peak - (cx - w / 2)) : (cx + w / 2 - x) / (cx + w / 2 - peak)
    pts.push([x, base - ht * Math.pow(Math.max(0, Math.sin((Math.PI / 2) * u)), round) * between(random, 0.94, 1.04)])
  }
  pts.push([cx + w / 2 + 30, base + 16])
  return pts
}

/**
 * A skyline of jagged badland pinnacles: broad, steep formations each with a few spires, from x0
 * to x1, standing on y = base.
 */
export function pinnacles(random: Random, x0: number, x1: number, base: number, tall: number): Point[] {
  const pts: Point[] = [[x0, HEIGHT + 5], [x0, base - tall * 0.3]]
  let x = x0
  while (x < x1) {
    const w = between(random, 120, 220)
    const spires = 2 + Math.floor(random() * 2)
    for (let k = 0; k < spires; k++) {
      const sx = x + (w * (k + 0.5)) / spires
      const sw = w / spires
      const top = base - tall * between(random, 0.55, 1) * (k === Math.floor(spires / 2) ? 1 : 0.82)
      pts.push([sx - sw * 0.5, lerp(top, base, between(random, 0.45, 0.6))], [sx - sw * 0.3, lerp(top, base, 0.3)], [sx - sw * 0.12, top + 8], [sx, top], [sx + sw * 0.14, top + 10], [sx + sw * 0.32, lerp(top, base, 0.32)])
    }
    pts.push([x + w, base - tall * between(random, 0.1, 0.25)])
    x += w
  }
  pts.push([x1, HEIGHT + 5])
  return pts
}

/** A saguaro: a ribbed column with arms that bend upwards, standing on (x, base), `h` tall. */
export function saguaro(random: Random, x: number, base: number, h: number, fill: string, light: string, dark: string, arms: number, blooms?: string): string {
  const w = h * 0.13
  const armPath = (side: number, y: number, reach: number, up: number) =>
    `M${n(x)} ${n(y)}H${n(x + side * (reach - w * 0.5))}Q${n(x + side * reach)} ${n(y)} ${n(x + side * reach)} ${n(y - w * 0.6)}V${n(y - up)}`
  let arm = ''
  for (let i = 0; i < arms; i++) {
    const side = i % 2 ? 1 : -1
    arm += armPath(side, base - h * between(random, 0.38, 0.62), h * between(random, 0.17, 0.24), h * between(random, 0.18, 0.34))
  }
  const stroke = (d: string, c: string, width: number, extra = '') => line(d, c, width, extra)
  let out = stroke(arm, dark, w * 0.85) + stroke(`M${n(x)} ${n(base)}V${n(base - h + w / 2)}`, fill, w)
  out += stroke(arm, fill, w * 0.8)
  out += stroke(`M${n(x - w * 0.22)} ${n(base - 3)}V${n(base - h + w * 0.7)}`, light, w * 0.16, opacity(0.8))
  out += stroke(`M${n(x + w * 0.22)} ${n(base - 3)}V${n(base - h + w * 0.7)}`, dark, w * 0.14, opacity(0.6))
  if (blooms) out += circle(x - w * 0.2, base - h + w * 0.15, w * 0.18, blooms) + circle(x + w * 0.2, base - h + w * 0.2, w * 0.16, blooms)
  return out
}

/** A rounded boulder pile: a few overlapping boulders lit from the upper left. */
export function boulders(random: Random, x: number, base: number, size: number, colours: [string, string, string], count = 5): string {
  let out = ''
  const items: [number, number, number][] = []
  for (let i = 0; i < count; i++) {
    const r = size * between(random, 0.35, 0.6)
    items.push([x + between(random, -size, size), base - r * 0.7 - (i > 2 ? size * 0.5 : 0), r])
  }
  items.sort((a, b) => a[1] - b[1])
  for (const [bx, by, r] of items) {
    out += path(smooth([[bx - r, by + r * 0.6], [bx - r * 1.02, by - r * 0.2], [bx - r * 0.5, by - r * 0.9], [bx + r * 0.4, by - r * 0.85], [bx + r * 1.02, by - r * 0.1], [bx + r, by + r * 0.6]]), colours[1])
    out += path(smooth([[bx - r * 0.9, by + r * 0.2], [bx - r * 0.8, by - r * 0.45], [bx - r * 0.3, by - r * 0.8], [bx + r * 0.3, by - r * 0.7], [bx - r * 0.1, by - r * 0.2]]), colours[0], opacity(0.9))
    out += path(smooth([[bx + r * 0.95, by - r * 0.1], [bx + r * 0.9, by + r * 0.5], [bx + r * 0.2, by + r * 0.6], [bx + r * 0.6, by + r * 0.2]]), colours[2], opacity(0.55))
  }
  return out
}

/** A lit building block: a front face, a side in shadow and an optional roof line. */
export function block(x: number, y: number, w: number, h: number, face: string, side: string, depth = 0): string {
  let out = shape([[x, y], [x + w, y], [x + w, y + h], [x, y + h]], face)
  if (depth) out += shape([[x + w, y], [x + w + depth, y - depth * 0.4], [x + w + depth, y + h - depth * 0.4], [x + w, y + h]], side)
  return out
}

/** Tiny dark windows or doorways in a grid inside a wall. */
export function windows(x: number, y: number, w: number, h: number, cols: number, rows: number, colour: string, size: [number, number]): string {
  let d = ''
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x + (w * (c + 0.5)) / cols
      const cy = y + (h * (r + 0.5)) / rows
      d += lines([[cx - size[0] / 2, cy - size[1] / 2], [cx + size[0] / 2, cy - size[1] / 2], [cx + size[0] / 2, cy + size[1] / 2], [cx - size[0] / 2, cy + size[1] / 2]])
    }
  }
  return path(d, colour)
}

/** Dark-green juniper or pinyon bushes: small rounded clumps on short trunks. */
export function junipers(random: Random, x0: number, x1: number, y0: number, y1: number, count: number, green: string, trunk: string, size = 1): string {
  const items: [number, string][] = []
  for (let i = 0; i < count; i++) {
    const y = between(random, y0, y1)
    const k = lerp(0.5, 1.3, (y - y0) / Math.max(1, y1 - y0)) * size
    const x = between(random, x0, x1)
    let s = line(`M${n(x)} ${n(y)}l${n(between(random, -3, 3) * k)} ${n(-10 * k)}`, trunk, 2.5 * k)
    s += circle(x - 7 * k, y - 12 * k, 8 * k, green) + circle(x + 6 * k, y - 14 * k, 9 * k, shade(green, -0.1)) + circle(x, y - 20 * k, 8 * k, shade(green, 0.06))
    items.push([y, s])
  }
  return items.sort((a, b) => a[0] - b[0]).map((i) => i[1]).join('')
}

export { mix, blob, haze }
