/**
 * Scenery for the built-in illustrator: one drawing function per SCENERY tag, each returning an SVG
 * fragment of flat, layered storybook shapes. Gradients go into a shared `Defs` so a picture holds
 * each one once. Every number written is rounded to one decimal place.
 */

import type { Scenery } from '~/data/park-types'
import { fade, mix, shade, type Palette, type Shades } from './palette'
import { between, chance, intBetween, pick, type Random } from '~/utils/seeded-random'

export type Point = [number, number]

export const WIDTH = 800
export const HEIGHT = 500

/** A number rounded to one decimal, as attribute text. */
export const n = (v: number) => String(Math.round(v * 10) / 10)

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t

/** Straight-edged path data through `points`. */
export function lines(points: Point[], close = true): string {
  return 'M' + points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L') + (close ? 'Z' : '')
}

/** Smooth path data: quadratic curves through the midpoints of `points`. */
export function smooth(points: Point[], close = true): string {
  if (points.length < 3) return lines(points, close)
  let out = `M${n(points[0][0])} ${n(points[0][1])}`
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i]
    const [x2, y2] = points[i + 1]
    const last = i === points.length - 2
    out += `Q${n(x)} ${n(y)} ${n(last ? x2 : (x + x2) / 2)} ${n(last ? y2 : (y + y2) / 2)}`
  }
  return out + (close ? 'Z' : '')
}

/** Smooth closed path data through the midpoints of `points` (a soft blob with no corners). */
export function loop(points: Point[]): string {
  const mid = (a: Point, b: Point) => `${n((a[0] + b[0]) / 2)} ${n((a[1] + b[1]) / 2)}`
  let out = `M${mid(points[points.length - 1], points[0])}`
  for (let i = 0; i < points.length; i++) {
    out += `Q${n(points[i][0])} ${n(points[i][1])} ${mid(points[i], points[(i + 1) % points.length])}`
  }
  return out + 'Z'
}

export const path = (data: string, fill: string, extra = '') => `<path d="${data}" fill="${fill}"${extra}/>`
export const shape = (points: Point[], fill: string, extra = '') => path(lines(points), fill, extra)
export const blob = (points: Point[], fill: string, extra = '') => path(smooth(points), fill, extra)
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`
export const opacity = (v: number) => ` opacity="${n(v)}"`

export type Stop = [offset: number, colour: string, opacity?: number]

/** Gradients shared by every fragment of one picture; ids carry a per-picture prefix. */
export class Defs {
  private readonly items = new Map<string, { id: string; markup: string }>()
  constructor(private readonly prefix: string) {}

  private add(key: string, build: (id: string) => string): string {
    let item = this.items.get(key)
    if (!item) {
      const id = `${this.prefix}${this.items.size}`
      item = { id, markup: build(id) }
      this.items.set(key, item)
    }
    return `url(#${item.id})`
  }

  private static stops(stops: Stop[]): string {
    return stops
      .map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a)}"`}/>`)
      .join('')
  }

  /** A linear gradient, top to bottom unless told otherwise; returns `url(#id)`. */
  linear(stops: Stop[], x2 = 0, y2 = 1): string {
    const body = Defs.stops(stops)
    return this.add(`l${x2},${y2}${body}`, (id) => `<linearGradient id="${id}" x2="${n(x2)}" y2="${n(y2)}">${body}</linearGradient>`)
  }

  /** A clip path from path data; returns `url(#id)`. */
  clip(data: string): string {
    return this.add(`c${data}`, (id) => `<clipPath id="${id}"><path d="${data}"/></clipPath>`)
  }

  /** A radial gradient centred in its shape's box; returns `url(#id)`. */
  radial(stops: Stop[], cy = 0.5): string {
    const body = Defs.stops(stops)
    return this.add(`r${cy}${body}`, (id) => `<radialGradient id="${id}" cy="${n(cy)}">${body}</radialGradient>`)
  }

  toString(): string {
    return `<defs>${[...this.items.values()].map((i) => i.markup).join('')}</defs>`
  }
}

/** Where and how big a scenery element is drawn. */
export interface LayerInfo {
  defs: Defs
  /** 0 far away (small, hazy), 1 middle distance, 2 near (big, clear). */
  depth: 0 | 1 | 2
  /** The park's most characteristic tag: drawn larger and more prominently. */
  dominant: boolean
  /** y of the horizon. */
  horizon: number
  /** y of the ground line this element stands on. */
  base: number
  /** Horizontal focus of the element. */
  x: number
  /** All of the park's tags, so an element can fit its neighbours (snow on a volcano...). */
  tags: readonly Scenery[]
}

export type SceneryDrawer = (random: Random, palette: Palette, layer: LayerInfo) => string

const HAZE = [0.5, 0.2, 0] as const
const SCALE = [0.62, 1, 1.3] as const
export const hazeOf = (layer: LayerInfo) => HAZE[layer.depth]
export const scaleOf = (layer: LayerInfo) => SCALE[layer.depth] * (layer.dominant ? 1.2 : 1)
const has = (layer: LayerInfo, ...tags: Scenery[]) => tags.some((t) => layer.tags.includes(t))

/** Shades faded by the layer's distance. */
function faded(palette: Palette, s: Shades, haze: number): Shades {
  return [fade(palette, s[0], haze), fade(palette, s[1], haze), fade(palette, s[2], haze)]
}

/** A vertical gradient from `top` to `top` faded into the haze at the bottom. */
function hazeDown(layer: LayerInfo, palette: Palette, top: string, amount = 0.35): string {
  return layer.defs.linear([
    [0, top],
    [1, fade(palette, top, amount)],
  ])
}

// ---------------------------------------------------------------- mountains

interface MountainOptions {
  light: string
  dark: string
  snow?: string
  snowShade?: string
  fill?: string
}

/** One mountain with a sunlit left face, a shadowed right face and an optional snow cap. */
export function mountain(random: Random, cx: number, base: number, w: number, h: number, o: MountainOptions): string {
  const top: Point = [cx + between(random, -0.06, 0.06) * w, base - h]
  const slope = (side: -1 | 1, t: number): Point => [
    lerp(top[0], cx + (side * w) / 2, t) + between(random, -0.035, 0.035) * w,
    lerp(top[1], base, t) + between(random, -0.04, 0.04) * h,
  ]
  const left = [slope(-1, 0.3), slope(-1, 0.64)]
  const right = [slope(1, 0.3), slope(1, 0.64)]
  const outline: Point[] = [[cx - w / 2, base], left[1], left[0], top, right[0], right[1], [cx + w / 2, base]]
  const ridge: Point[] = [
    [top[0] + w * 0.02, top[1] + h * 0.22],
    [top[0] - w * 0.04, top[1] + h * 0.5],
    [top[0] + w * 0.06, base],
  ]
  let out = shape(outline, o.fill ?? o.light)
  out += shape([top, right[0], right[1], [cx + w / 2, base], ...ridge.slice().reverse()], o.dark)
  if (o.snow) {
    const zig: Point[] = []
    const steps = 5
    for (let i = 1; i < steps; i++) {
      const x = lerp(left[0][0], right[0][0], i / steps)
      const y = lerp(left[0][1], right[0][1], i / steps) + (i % 2 ? h * 0.09 : -h * 0.02)
      zig.push([x, y])
    }
    const mid = Math.floor(zig.length / 2)
    out += shape([top, ...zig.slice(0, mid + 1).reverse(), left[0]], o.snow)
    out += shape([top, right[0], ...zig.slice(mid).reverse()], o.snowShade ?? o.snow)
  }
  return out
}

/** A row of mountains across the picture, biggest near `focus`. */
function range(random: Random, palette: Palette, layer: LayerInfo, snowy: boolean, rock: Shades): string {
  const haze = hazeOf(layer)
  const s = scaleOf(layer)
  const [light, mid, dark] = faded(palette, rock, haze)
  const snow = fade(palette, palette.snow, haze)
  const snowShade = fade(palette, mix(palette.ice, palette.rock[0], 0.2), haze)
  const count = intBetween(random, 3, 5)
  const peaks: { x: number; h: number; w: number }[] = []
  for (let i = 0; i < count; i++) {
    const x = lerp(-60, WIDTH + 60, (i + between(random, 0.2, 0.8)) / count)
    const near = 1 - Math.min(1, Math.abs(x - layer.x) / 420)
    const h = (60 + 90 * near + between(random, 0, 40)) * s
    peaks.push({ x, h, w: h * between(random, 1.5, 2.2) })
  }
  peaks.sort((a, b) => a.h - b.h)
  const base = layer.base + 4
  let out = ''
  for (const p of peaks) {
    const capped = snowy && p.h > 70 * s
    out += mountain(random, p.x, base, p.w, p.h, {
      light: light,
      dark: mix(mid, dark, 0.5),
      fill: hazeDown(layer, palette, light, 0.3),
      snow: capped ? snow : undefined,
      snowShade: capped ? snowShade : undefined,
    })
  }
  return `<g>${out}</g>`
}

export const peaks: SceneryDrawer = (random, palette, layer) => range(random, palette, layer, false, palette.rock)

export const snowyPeaks: SceneryDrawer = (random, palette, layer) => {
  const rock: Shades = [mix(palette.rock[0], '#a9b3c9', 0.5), mix(palette.rock[1], '#7d87a3', 0.5), mix(palette.rock[2], '#59627e', 0.5)]
  return range(random, palette, layer, true, rock)
}

export const volcano: SceneryDrawer = (random, palette, layer) => {
  const haze = hazeOf(layer)
  const s = scaleOf(layer)
  const shield = has(layer, 'lava')
  const h = (shield ? 95 : 150) * s * between(random, 0.85, 1.1)
  const w = h * (shield ? between(random, 4.5, 5.5) : between(random, 2.4, 2.9))
  const cx = layer.x
  const base = layer.base + 4
  const crater = w * (shield ? 0.09 : 0.06)
  const rock = faded(palette, [palette.rock[0], palette.rock[1], palette.rock[2]], haze)
  const topY = base - h
  const cone = `M${n(cx - w / 2)} ${n(base)}Q${n(cx - w * 0.16)} ${n(base - h * 0.4)} ${n(cx - crater)} ${n(topY)}L${n(cx - crater * 0.4)} ${n(topY + 5)}L${n(cx + crater * 0.5)} ${n(topY + 4)}L${n(cx + crater)} ${n(topY)}Q${n(cx + w * 0.16)} ${n(base - h * 0.4)} ${n(cx + w / 2)} ${n(base)}Z`
  let out = path(cone, hazeDown(layer, palette, rock[0], 0.3))
  out += path(
    `M${n(cx + crater * 0.3)} ${n(topY + 4)}L${n(cx + crater)} ${n(topY)}Q${n(cx + w * 0.16)} ${n(base - h * 0.4)} ${n(cx + w / 2)} ${n(base)}L${n(cx + w * 0.08)} ${n(base)}Q${n(cx + w * 0.02)} ${n(base - h * 0.5)} ${n(cx + crater * 0.3)} ${n(topY + 4)}Z`,
    mix(rock[1], rock[2], 0.5),
  )
  // gullies down the flanks
  for (let i = 0; i < 5; i++) {
    const t = between(random, -0.8, 0.8)
    const x0 = cx + crater * t
    out += path(
      `M${n(x0)} ${n(topY + 6)}Q${n(x0 + t * w * 0.12)} ${n(base - h * 0.45)} ${n(x0 + t * w * 0.3)} ${n(base - h * between(random, 0.05, 0.25))}`,
      'none',
      ` stroke="${rock[2]}" stroke-width="${n(1.5 * s)}" stroke-linecap="round"${opacity(0.35)}`,
    )
  }
  if (has(layer, 'snowy-peaks', 'glacier') || (!shield && chance(random, 0.4))) {
    const sy = topY + h * 0.32
    const snow: Point[] = [[cx - crater, topY]]
    const edgeL = cx - crater - w * 0.11
    const edgeR = cx + crater + w * 0.11
    for (let i = 0; i <= 6; i++) snow.push([lerp(edgeL, edgeR, i / 6), sy + (i % 2 ? -h * 0.1 : h * 0.04)])
    snow.push([cx + crater, topY])
    out += shape([[cx - crater, topY], [cx + crater, topY], ...snow.slice(1, -1).reverse()], fade(palette, palette.snow, haze))
  }
  if (has(layer, 'lava') || has(layer, 'hot-springs') || chance(random, 0.3)) {
    const glow = has(layer, 'lava')
    for (let i = 0; i < 5; i++) {
      const r = (10 + i * 7) * s
      out += circle(cx + i * 10 * s + between(random, -4, 4), topY - 8 - i * 16 * s, r, glow && i === 0 ? mix(palette.cloud, palette.lava, 0.3) : palette.cloud, opacity(0.55 - i * 0.08))
    }
    if (glow && (palette.night || palette.time === 'dusk')) {
      out += ellipse(cx, topY + 2, crater * 2.2, 14 * s, layer.defs.radial([[0, palette.lavaGlow, 0.9], [1, palette.lava, 0]]))
    }
  }
  return `<g>${out}</g>`
}

// ---------------------------------------------------------------- rock country

/** The part of polygon `points` below the line y = `cut` (for stripes of rock). */
export function clipBelow(points: Point[], cut: number): Point[] {
  const out: Point[] = []
  for (let i = 0; i < points.length; i++) {
    const a = points[i]
    const b = points[(i + 1) % points.length]
    const inA = a[1] >= cut
    if (inA) out.push(a)
    if (inA !== b[1] >= cut) out.push([a[0] + ((b[0] - a[0]) * (cut - a[1])) / (b[1] - a[1]), cut])
  }
  return out
}

/** Horizontal stripes over a rock shape, between y = `top` and y = `bottom`. */
function stripes(random: Random, points: Point[], top: number, bottom: number, colours: string[], alpha = 1): string {
  let out = ''
  let y = top
  let i = 0
  while (y < bottom) {
    y += between(random, 0.08, 0.2) * (bottom - top)
    const part = clipBelow(points, y)
    if (part.length > 2) out += shape(part, colours[i % colours.length], alpha < 1 ? opacity(alpha) : '')
    i++
  }
  return out
}

/** A skyline of flat-topped, stepped buttes from x0 to x1. */
function terraces(random: Random, x0: number, x1: number, yMin: number, yMax: number, seg: number): Point[] {
  const pts: Point[] = []
  let x = x0
  let y = between(random, yMin, yMax)
  pts.push([x, y])
  while (x < x1) {
    const len = between(random, seg * 0.5, seg * 1.4)
    if (chance(random, 0.25) && y > yMin + 15) {
      pts.push([x + len * 0.3, y], [x + len * 0.36, y - 14], [x + len * 0.46, y - 16], [x + len * 0.52, y])
    }
    x += len
    pts.push([x, y])
    const ny = between(random, yMin, yMax)
    const dy = ny - y
    pts.push([x + 5, y + dy * 0.45], [x + 5 + len * 0.1, y + dy * 0.5], [x + 9 + len * 0.12, ny])
    x += 9 + len * 0.12
    y = ny
  }
  return pts
}

export const canyon: SceneryDrawer = (random, palette, layer) => {
  const rock = palette.rock
  const bands = [shade(rock[0], 0.25), rock[1], mix(rock[0], rock[1], 0.5), mix(rock[1], '#b08aa0', 0.35)]
  if (!layer.dominant) {
    const s = scaleOf(layer)
    const haze = hazeOf(layer)
    const top = layer.base - 70 * s
    const pts = [[-10, layer.base + 6] as Point, ...terraces(random, -10, WIDTH + 10, top, layer.base - 18 * s, 90 * s), [WIDTH + 10, layer.base + 6] as Point]
    return `<g>${shape(pts, hazeDown(layer, palette, fade(palette, rock[0], haze)))}${stripes(random, pts, top, layer.base, bands.map((c) => fade(palette, c, haze + 0.1)), 0.5)}</g>`
  }
  const h = layer.horizon
  let out = ''
  const rows = 5
  const side = layer.x < WIDTH / 2 ? 1 : -1
  for (let i = 0; i < rows; i++) {
    const t = i / (rows - 1)
    const haze = lerp(0.55, 0, t)
    const top = lerp(h - 26, h + 110, t)
    const rise = lerp(12, 70, Math.min(1, t * 1.6))
    let pts: Point[]
    if (i === rows - 1) {
      const edge = side > 0 ? WIDTH + 20 : -20
      const inner = edge - side * between(random, 300, 380)
      const rim = terraces(random, Math.min(edge, inner), Math.max(edge, inner), top - 10, top + 20, 90)
      pts = side > 0 ? [[inner - 40, HEIGHT + 5], ...rim, [edge, HEIGHT + 5]] : [[edge, HEIGHT + 5], ...rim, [inner + 40, HEIGHT + 5]]
    } else {
      pts = [[-20, HEIGHT + 5], ...terraces(random, -20, WIDTH + 20, top - rise, top + lerp(4, 26, t), lerp(60, 150, t)), [WIDTH + 20, HEIGHT + 5]]
    }
    // lit ledge, red cliff band, then the shadowed face: the same skyline shifted down
    const bands: [number, string][] = [
      [0, shade(rock[0], 0.12)],
      [lerp(4, 9, t), rock[1]],
      [lerp(10, 26, t), mix(rock[1], rock[2], 0.5)],
      [lerp(16, 44, t), mix(shade(rock[2], -0.1), '#5b3f78', 0.3)],
    ]
    for (const [dy, colour] of bands) {
      const deepest = dy === bands[bands.length - 1][0]
      const fill = fade(palette, colour, haze)
      out += path(lines(pts.map(([x, y]) => [x, y < HEIGHT ? y + dy : y] as Point)), deepest ? layer.defs.linear([[0, fill], [0.5, shade(fill, -0.18)]]) : fill)
    }
    if (i === rows - 1) {
      for (let k = 0; k < 5; k++) {
        const [jx, jy] = pick(random, pts.slice(2, -2))
        out += circle(jx, jy - 6, between(random, 7, 12), palette.foliage[2]) + circle(jx + 5, jy - 10, between(random, 5, 8), palette.foliage[1])
      }
    }
    if (i === rows - 2 && has(layer, 'river')) {
      const y = top + 46
      const x = layer.x
      out += path(`M${n(x - 300)} ${n(y + 16)}Q${n(x - 100)} ${n(y - 8)} ${n(x + 40)} ${n(y + 2)}T${n(x + 360)} ${n(y + 6)}L${n(x + 360)} ${n(y + 10)}Q${n(x + 200)} ${n(y + 2)} ${n(x + 40)} ${n(y + 7)}T${n(x - 300)} ${n(y + 22)}Z`, fade(palette, palette.water[1], 0.1))
    }
  }
  return `<g>${out}</g>`
}

/** Two valley walls meeting at a narrow gap, as in a gorge or a fjord. */
function valleyWalls(random: Random, palette: Palette, layer: LayerInfo, rock: Shades, green: number, gap: number): string {
  const cx = layer.x
  const bottom = layer.horizon + 20
  let out = ''
  for (const side of [-1, 1] as const) {
    const edge = side < 0 ? -10 : WIDTH + 10
    const inner = cx + (side * gap) / 2
    const topY = layer.horizon - between(random, 110, 170)
    const pts: Point[] = [[edge, HEIGHT + 5], [edge, topY]]
    const steps = 6
    for (let i = 1; i < steps; i++) {
      const t = i / steps
      pts.push([lerp(edge, inner, t) + between(random, -10, 10), lerp(topY, bottom, Math.pow(t, 1.8)) + between(random, -8, 8)])
    }
    pts.push([inner, bottom], [inner + side * 30, bottom + 40], [cx + side * 200, HEIGHT + 5])
    const light = side < 0 ? rock[0] : rock[1]
    out += shape(pts, layer.defs.linear([[0, light], [1, mix(light, rock[2], 0.6)]]))
    out += stripes(random, pts, topY, HEIGHT, [rock[2], rock[1]], 0.18)
    for (let i = 0; i < green; i++) {
      const t = between(random, 0.05, 0.75)
      const j = Math.min(pts.length - 2, 2 + Math.floor(t * (steps - 1)))
      const [x, y] = pts[j]
      const r = between(random, 8, 18)
      out += circle(x - side * between(random, 5, 60), y + between(random, 4, 40), r, pick(random, palette.foliage), opacity(0.9))
    }
  }
  return out
}

export const gorge: SceneryDrawer = (random, palette, layer) => {
  const cx = layer.x
  const y = layer.horizon + 20
  const water = path(
    `M${n(cx - 14)} ${n(y)}L${n(cx + 14)} ${n(y)}Q${n(cx + 60)} ${n(y + 100)} ${n(cx + 210)} ${n(HEIGHT)}L${n(cx - 190)} ${n(HEIGHT)}Q${n(cx - 50)} ${n(y + 100)} ${n(cx - 14)} ${n(y)}Z`,
    layer.defs.linear([[0, palette.water[0]], [1, palette.water[2]]]),
  )
  return `<g>${water}${valleyWalls(random, palette, layer, palette.rock, 26, 60)}</g>`
}

export const fjord: SceneryDrawer = (random, palette, layer) => {
  const rock: Shades = [mix(palette.rock[0], palette.foliage[1], 0.35), mix(palette.rock[1], palette.foliage[2], 0.35), palette.rock[2]]
  const haze = layer.dominant ? 0 : 0.3
  return `<g>${valleyWalls(random, palette, layer, faded(palette, rock, haze), 0, 260)}</g>`
}

export const badlands: SceneryDrawer = (random, palette, layer) => {
  const colours = ['#f6e5cc', '#d9825f', '#e3c08f', '#b8868f', '#f1d9b8', '#a99fb8'].map((c) => mix(c, palette.rock[0], 0.15))
  const rows = layer.dominant ? 3 : 2
  let out = ''
  for (let r = 0; r < rows; r++) {
    const t = r / (rows - 1)
    const haze = lerp(hazeOf(layer) + 0.2, hazeOf(layer) * 0.4, t)
    const base = lerp(layer.base - 10, layer.base + (layer.dominant ? 70 : 20), t)
    const tall = (layer.dominant ? 110 : 70) * lerp(0.7, 1, t)
    const pts: Point[] = [[-10, HEIGHT + 5]]
    let x = -10
    const gullies: number[] = []
    let shadows = ''
    while (x < WIDTH + 10) {
      const w = between(random, 60, 130) * lerp(0.7, 1, t)
      const peak = base - tall * between(random, 0.4, 1)
      pts.push([x + w * 0.3, lerp(peak, base, 0.4)], [x + w * 0.45, peak], [x + w * 0.55, peak + 2], [x + w * 0.7, lerp(peak, base, 0.45)], [x + w, base - between(random, 0, tall * 0.2)])
      shadows += lines([[x + w * 0.5, peak], [x + w * 0.75, lerp(peak, base, 0.45)], [x + w * 1.05, base + 40], [x + w * 0.55, base + 40], [x + w * 0.56, lerp(peak, base, 0.5)]])
      gullies.push(x + w * 0.35, x + w * 0.85)
      x += w
    }
    pts.push([WIDTH + 10, HEIGHT + 5])
    const c = colours.map((k) => fade(palette, k, haze))
    let inner = `<rect x="-10" y="${n(base - tall - 5)}" width="${WIDTH + 20}" height="${n(HEIGHT - base + tall + 10)}" fill="${c[0]}"/>`
    let y = base - tall
    let i = 1
    while (y < base + 40) {
      const hgt = between(random, 6, 16)
      inner += `<rect x="-10" y="${n(y)}" width="${WIDTH + 20}" height="${n(hgt)}" fill="${c[i % c.length]}"/>`
      y += hgt + between(random, 4, 14)
      i++
    }
    inner += `<rect x="-10" y="${n(base)}" width="${WIDTH + 20}" height="${n(HEIGHT - base)}" fill="${layer.defs.linear([[0, c[0], 0], [1, fade(palette, palette.rock[2], haze), 0.5]])}"/>`
    inner += path(shadows, fade(palette, mix(palette.rock[2], '#4a3a60', 0.3), haze), opacity(0.22))
    inner += path(gullies.map((gx) => `M${n(gx)} ${n(base - tall * 0.3)}l${n(between(random, -4, 4))} ${n(tall * 0.35)}`).join(''), 'none', ` stroke="${fade(palette, palette.rock[2], haze)}" stroke-width="2"${opacity(0.25)}`)
    out += `<g clip-path="${layer.defs.clip(smooth(pts))}">${inner}</g>`
  }
  return `<g>${out}</g>`
}

/** A row of knobbly hoodoo spires as one outline, from the left edge to the right. */
function spireRow(random: Random, base: number, count: number, hMin: number, hMax: number): Point[] {
  const pts: Point[] = [[-20, HEIGHT + 5]]
  let x = -20
  const step = (WIDTH + 40) / count
  while (x < WIDTH + 10) {
    const w = step * between(random, 0.42, 0.62)
    const hs = between(random, hMin, hMax)
    const v = base - hs * between(random, 0, 0.15)
    pts.push([x, v], [x + w * 0.2, base - hs * 0.55], [x + w * 0.24, base - hs * 0.93], [x + w * 0.5, base - hs], [x + w * 0.76, base - hs * 0.93], [x + w * 0.8, base - hs * 0.55], [x + w, v])
    x += w + step * between(random, 0.08, 0.45)
  }
  pts.push([WIDTH + 20, base], [WIDTH + 20, HEIGHT + 5])
  return pts
}

export const hoodoos: SceneryDrawer = (random, palette, layer) => {
  const rock = palette.rock
  const rows = layer.dominant ? 3 : 2
  let out = ''
  if (layer.dominant) {
    const rim: Point[] = [[-10, layer.base + 10], ...terraces(random, -10, WIDTH + 10, layer.horizon - 60, layer.horizon - 30, 120), [WIDTH + 10, layer.base + 10]]
    out += shape(rim, layer.defs.linear([[0, fade(palette, rock[0], 0.3)], [1, fade(palette, rock[1], 0.3)]]))
    out += stripes(random, rim, layer.horizon - 60, layer.horizon, [fade(palette, '#fbeee0', 0.3), fade(palette, rock[1], 0.3)], 0.4)
  }
  for (let r = 0; r < rows; r++) {
    const t = r / Math.max(1, rows - 1)
    const haze = lerp(0.35, 0, t)
    const base = lerp(layer.base - 6, layer.base + (layer.dominant ? 150 : 40), t)
    const s = scaleOf(layer) * lerp(0.45, 1.1, t)
    const pts = spireRow(random, base, Math.round(lerp(26, 11, t)), 55 * s, 120 * s)
    const d = r === rows - 1 ? smooth(pts) : lines(pts)
    const top = base - 120 * s
    const deep = fade(palette, mix(rock[2], '#6a4070', 0.3), haze)
    let inner = `<rect x="-20" y="${n(top - 10)}" width="${WIDTH + 40}" height="${n(base - top + 15)}" fill="${layer.defs.linear([[0, fade(palette, shade(rock[0], 0.12), haze)], [0.45, fade(palette, rock[1], haze)], [1, deep]])}"/>`
    inner += `<rect x="-20" y="${n(base + 4)}" width="${WIDTH + 40}" height="${n(HEIGHT - base)}" fill="${deep}"/>`
    for (const [k, colour, alpha] of [[0.3, '#fff4e6', 0.45], [0.5, rock[2], 0.18], [0.75, '#fff4e6', 0.3], [0.88, rock[2], 0.3]] as [number, string, number][]) {
      inner += `<rect x="-20" y="${n(lerp(top, base, k))}" width="${WIDTH + 40}" height="${n(lerp(3, 9, t) * (k > 0.8 ? 3 : 1))}" fill="${colour}"${opacity(alpha)}/>`
    }
    out += `<g clip-path="${layer.defs.clip(d)}">${inner}</g>`
  }
  return `<g>${out}</g>`
}

/** A sandstone arch with an opening cut through it. */
function arch(cx: number, base: number, w: number, h: number, t: number, fill: string, dark: string): string {
  const curve = (x0: number, x1: number, height: number) =>
    `M${n(x0)} ${n(base)}C${n(x0)} ${n(base - height * 1.33)} ${n(x1)} ${n(base - height * 1.33)} ${n(x1)} ${n(base)}`
  const outer = curve(cx - w / 2, cx + w / 2, h) + 'Z'
  const inner = curve(cx - w / 2 + t, cx + w / 2 - t * 1.2, h - t * 1.5) + 'Z'
  let out = path(outer + inner, fill, ' fill-rule="evenodd"')
  out += path(curve(cx - w / 2 + t, cx + w / 2 - t * 1.2, h - t * 1.5), 'none', ` stroke="${dark}" stroke-width="${n(t * 0.35)}"${opacity(0.5)}`)
  return out
}

export const arches: SceneryDrawer = (random, palette, layer) => {
  const s = scaleOf(layer)
  const haze = hazeOf(layer)
  const [light, mid, dark] = faded(palette, palette.rock, haze)
  const cx = layer.x
  const base = layer.base + 6 * s
  let out = ''
  // fins behind
  for (let i = 0; i < 6; i++) {
    const x = cx + between(random, -300, 300)
    const fw = between(random, 16, 30) * s
    const fh = between(random, 40, 80) * s
    out += path(`M${n(x - fw / 2)} ${n(base)}L${n(x - fw / 2)} ${n(base - fh + fw / 2)}Q${n(x)} ${n(base - fh - fw / 3)} ${n(x + fw / 2)} ${n(base - fh + fw / 2)}L${n(x + fw / 2)} ${n(base)}Z`, fade(palette, mid, 0.35))
  }
  // slickrock mound
  out += blob([[cx - 230 * s, base + 12], [cx - 150 * s, base - 14 * s], [cx, base - 22 * s], [cx + 150 * s, base - 12 * s], [cx + 240 * s, base + 12]], layer.defs.linear([[0, light], [1, mid]]))
  const w = between(random, 110, 150) * s
  const h = between(random, 120, 160) * s
  out += arch(cx, base - 14 * s, w, h, 20 * s, layer.defs.linear([[0, light], [0.6, mid], [1, dark]], 1, 0.4), dark)
  if (layer.dominant) {
    const bx = cx + (chance(random, 0.5) ? -1 : 1) * between(random, 200, 260) * s
    out += shape([[bx - 10 * s, base], [bx - 7 * s, base - 50 * s], [bx + 7 * s, base - 50 * s], [bx + 11 * s, base]], mid)
    out += ellipse(bx, base - 64 * s, 26 * s, 18 * s, light)
    out += path(`M${n(bx)} ${n(base - 82 * s)}a${n(26 * s)} ${n(18 * s)} 0 0 1 0 ${n(36 * s)}Z`, dark, opacity(0.35))
  }
  return `<g>${out}</g>`
}

export const caves: SceneryDrawer = (random, palette, layer) => {
  const s = scaleOf(layer)
  const haze = hazeOf(layer)
  const [light, mid, dark] = faded(palette, palette.rock, haze)
  const cx = layer.x
  const base = layer.base + 4
  const hill: Point[] = [[cx - 220 * s, base], [cx - 140 * s, base - 70 * s], [cx - 30 * s, base - 110 * s], [cx + 90 * s, base - 95 * s], [cx + 200 * s, base - 40 * s], [cx + 240 * s, base]]
  let out = blob(hill, layer.defs.linear([[0, light], [1, mid]]))
  out += stripes(random, [[cx - 220 * s, base], [cx - 30 * s, base - 110 * s], [cx + 240 * s, base]], base - 110 * s, base, [mid, light], 0.3)
  const mw = 60 * s
  const mh = 55 * s
  const mouth = `M${n(cx - mw)} ${n(base)}C${n(cx - mw)} ${n(base - mh * 1.3)} ${n(cx + mw)} ${n(base - mh * 1.3)} ${n(cx + mw)} ${n(base)}Z`
  out += path(mouth, layer.defs.radial([[0, '#120c10'], [0.7, shade(dark, -0.5)], [1, dark]], 0.8))
  for (let i = 0; i < 6; i++) {
    const x = cx - mw * 0.7 + (i * mw * 1.4) / 5
    const y = base - mh * (1 - Math.pow((x - cx) / mw, 2)) * 0.96
    out += shape([[x - 4 * s, y - 2], [x + 4 * s, y - 2], [x, y + between(random, 8, 16) * s]], mid)
  }
  return `<g>${out}</g>`
}

/** For a park whose first tag is caves: the picture is seen from inside a cave mouth. */
export function caveFrame(random: Random, palette: Palette, defs: Defs): string {
  const cx = WIDTH / 2 + between(random, -40, 40)
  const cy = 235
  const opening: Point[] = []
  const count = 16
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2
    const rx = 330 * between(random, 0.9, 1.05)
    const ry = 200 * between(random, 0.88, 1.05)
    opening.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry])
  }
  const rockDark = shade(mix(palette.rock[2], '#3a2a2a', 0.5), -0.35)
  let out = path(`M-5 -5H805V505H-5Z${loop(opening)}`, defs.linear([[0, rockDark], [0.5, shade(rockDark, 0.12)], [1, rockDark]], 1, 0), ' fill-rule="evenodd"')
  out += path(loop(opening), 'none', ` stroke="${mix(palette.rock[1], palette.sunGlow, 0.3)}" stroke-width="10"${opacity(0.3)}`)
  for (let i = 0; i < 14; i++) {
    const x = cx + between(random, -280, 280)
    const top = cy - 200 * Math.sqrt(Math.max(0, 1 - Math.pow((x - cx) / 330, 2))) - 40
    const len = 30 + between(random, 20, 70) * (1 - Math.abs(x - cx) / 400)
    const w = between(random, 6, 12)
    out += shape([[x - w, top], [x + w, top], [x + 1, top + len], [x - 1, top + len]], rockDark)
  }
  for (let i = 0; i < 6; i++) {
    const x = cx + between(random, -300, 300)
    const bottom = cy + 200 * Math.sqrt(Math.max(0, 1 - Math.pow((x - cx) / 330, 2))) + 40
    const len = 30 + between(random, 14, 40)
    out += shape([[x - 9, bottom], [x - 1, bottom - len], [x + 1, bottom - len], [x + 9, bottom]], rockDark)
  }
  return `<g>${out}</g>`
}

// ---------------------------------------------------------------- ground and water

const wave = (x: number, y: number, w: number, colour: string, alpha: number, width = 1.5) =>
  path(`M${n(x)} ${n(y)}q${n(w / 4)} ${n(-w / 5)} ${n(w / 2)} 0t${n(w / 2)} 0`, 'none', ` stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round"${opacity(alpha)}`)

/**
 * The ground from the horizon down: a band of water down to `shore` when there is one (a beach
 * edge when `beach`), then rolling bands of land that get clearer towards the viewer.
 */
export function groundPlane(random: Random, palette: Palette, layer: LayerInfo, shore: number | null, beach: boolean): string {
  const h = layer.horizon
  const g = palette.ground
  let out = ''
  if (shore !== null) {
    out += `<rect x="0" y="${n(h)}" width="${WIDTH}" height="${n(HEIGHT - h)}" fill="${layer.defs.linear([[0, mix(palette.water[0], palette.skyBottom, 0.45)], [0.35, palette.water[1]], [1, palette.water[2]]])}"/>`
    for (let i = 0; i < 12; i++) {
      const t = random()
      const y = lerp(h + 5, shore - 4, t)
      out += wave(between(random, -20, WIDTH), y, lerp(12, 46, t), '#ffffff', lerp(0.3, 0.5, t), lerp(1, 2.2, t))
    }
  }
  const top = shore ?? h
  const bands = shore === null ? 3 : 2
  for (let i = 0; i < bands; i++) {
    const t = i / bands
    const y = lerp(top, HEIGHT - 40, t * (shore === null ? 1 : 0.8))
    const haze = shore === null ? lerp(0.5, 0.05, t) : lerp(0.15, 0, t)
    const base = beach && i === 0 ? palette.sand : g
    const colour = fade(palette, i % 2 ? base[0] : base[1], haze)
    const pts: Point[] = [[-30, HEIGHT + 10]]
    for (let k = 0; k <= 6; k++) pts.push([lerp(-30, WIDTH + 30, k / 6), y + (i === 0 && shore === null ? 0 : between(random, -14, 10))])
    pts.push([WIDTH + 30, HEIGHT + 10])
    const fill = layer.defs.linear([[0, colour], [1, fade(palette, mix(base[1], base[2], 0.6), haze)]])
    out += i === 0 && shore === null ? `<rect x="0" y="${n(h)}" width="${WIDTH}" height="${n(HEIGHT - h)}" fill="${fill}"/>` : blob(pts, fill)
    if (beach && i === 0) out += path(smooth(pts.slice(1, -1), false), 'none', ` stroke="#ffffff" stroke-width="3"${opacity(0.7)}`)
  }
  return `<g>${out}</g>`
}

export const coast: SceneryDrawer = (random, palette, layer) => {
  const h = layer.horizon
  const side = layer.x < WIDTH / 2 ? -1 : 1
  const edge = side < 0 ? -10 : WIDTH + 10
  const reach = between(random, 170, 250)
  const top = h - between(random, 30, 80)
  const foot = h + between(random, 40, 70)
  const rock = faded(palette, palette.rock, 0.15)
  const pts: Point[] = [[edge, foot + 20], [edge, top], [edge - side * reach * 0.45, top + 4], [edge - side * reach * 0.8, top + 18], [edge - side * reach, lerp(top, foot, 0.6)], [edge - side * (reach + 12), foot]]
  let out = shape(pts, layer.defs.linear([[0, rock[0]], [1, rock[2]]]))
  out += stripes(random, pts, top + 10, foot, [rock[1], rock[0]], 0.35)
  out += blob([[edge, top + 14], [edge, top - 14], [edge - side * reach * 0.5, top - 10], [edge - side * reach * 0.85, top + 12], [edge - side * reach * 0.7, top + 16]], fade(palette, palette.foliage[1], 0.1))
  for (let i = 0; i < 2; i++) {
    const x = edge - side * (reach + between(random, 30, 110))
    const sh = between(random, 18, 40)
    const y = foot - between(random, 0, 20)
    out += shape([[x - 12, y], [x - 9, y - sh], [x - 2, y - sh - 4], [x + 8, y - sh + 2], [x + 13, y]], rock[1])
    out += ellipse(x, y, 20, 3, '#ffffff', opacity(0.6))
  }
  if (chance(random, 0.4)) {
    const lx = edge - side * reach * 0.5
    const ly = top - 6
    out += shape([[lx - 7, ly], [lx - 5, ly - 40], [lx + 5, ly - 40], [lx + 7, ly]], '#fbf7ef')
    out += shape([[lx - 6.2, ly - 14], [lx - 5.6, ly - 26], [lx + 5.6, ly - 26], [lx + 6.2, ly - 14]], '#d9534f')
    out += `<rect x="${n(lx - 6)}" y="${n(ly - 50)}" width="12" height="10" fill="${palette.night ? '#ffe9a0' : '#f6e7b0'}"/>` + shape([[lx - 8, ly - 50], [lx, ly - 58], [lx + 8, ly - 50]], '#d9534f')
    if (palette.night || palette.time === 'dusk') out += circle(lx, ly - 45, 30, layer.defs.radial([[0, '#fff3b0', 0.8], [1, '#fff3b0', 0]]))
  }
  for (let i = 0; i < 6; i++) out += wave(edge - side * between(random, reach, reach + 240), between(random, foot - 10, foot + 30), between(random, 18, 34), '#ffffff', 0.6, 2)
  return `<g>${out}</g>`
}

export function palm(x: number, base: number, h: number, lean: number, trunk: string, leaf: string): string {
  const tx = x + lean * h * 0.35
  const ty = base - h
  let out = path(`M${n(x)} ${n(base)}Q${n(x + lean * h * 0.05)} ${n(base - h * 0.6)} ${n(tx)} ${n(ty)}`, 'none', ` stroke="${trunk}" stroke-width="${n(h * 0.07)}" stroke-linecap="round"`)
  for (const a of [-2.6, -1.9, -1.2, -0.4, 0.3]) {
    const len = h * 0.5
    const ex = tx + Math.cos(a) * len
    const ey = ty + Math.sin(a) * len * 0.5 + len * 0.35
    const mx = tx + Math.cos(a) * len * 0.5
    const my = ty + Math.sin(a) * len * 0.6 - len * 0.08
    out += path(`M${n(tx)} ${n(ty)}Q${n(mx)} ${n(my - len * 0.12)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + len * 0.1)} ${n(tx)} ${n(ty)}Z`, leaf)
  }
  return out
}

export const island: SceneryDrawer = (random, palette, layer) => {
  const tropical = has(layer, 'reef')
  const count = layer.dominant ? 2 : intBetween(random, 1, 2)
  const s = scaleOf(layer)
  let out = ''
  for (let i = 0; i < count; i++) {
    const far = i > 0
    const haze = far ? 0.4 : hazeOf(layer)
    const k = far ? 0.55 : 1
    const cx = far ? layer.x + (layer.x < WIDTH / 2 ? 1 : -1) * between(random, 220, 320) : layer.x
    const base = far ? layer.horizon + 8 : layer.base
    const w = between(random, 170, 250) * s * k
    const ih = between(random, 30, 55) * s * k
    out += ellipse(cx, base + 2, w * 0.55, 6 * k, '#ffffff', opacity(0.45))
    out += ellipse(cx, base, w * 0.52, 6 * k, fade(palette, palette.sand[0], haze))
    out += blob([[cx - w / 2, base], [cx - w * 0.3, base - ih * 0.7], [cx - w * 0.05, base - ih], [cx + w * 0.25, base - ih * 0.75], [cx + w / 2, base]], layer.defs.linear([[0, fade(palette, palette.foliage[0], haze)], [1, fade(palette, palette.foliage[2], haze)]]))
    const trees = intBetween(random, 2, 4)
    for (let j = 0; j < trees; j++) {
      const tx = cx + between(random, -0.3, 0.3) * w
      const ty = base - ih * 0.55
      out += tropical
        ? palm(tx, ty + 4, between(random, 36, 60) * s * k, between(random, -0.5, 0.5), fade(palette, palette.trunk, haze), fade(palette, palette.foliage[1], haze))
        : conifer(tx, ty + 6, 16 * s * k, between(random, 34, 50) * s * k, fade(palette, palette.foliage[2], haze), fade(palette, shade(palette.foliage[2], -0.2), haze))
    }
  }
  return `<g>${out}</g>`
}

const CORALS = ['#ff8a7a', '#ffb15c', '#c77dd8', '#ff6f9c', '#f6d365', '#7fd6a0']

export const reef: SceneryDrawer = (random, palette, layer) => {
  const top = layer.dominant ? between(random, 385, 405) : 430
  const water = palette.water
  let out = path(`M-5 ${n(top)}${Array.from({ length: 9 }, (_, i) => `Q${n(i * 100 + 25)} ${n(top - 6)} ${n(i * 100 + 50)} ${n(top)}T${n(i * 100 + 100)} ${n(top)}`).join('')}V505H-5Z`, layer.defs.linear([[0, shade(water[0], 0.15)], [1, water[1]]]), opacity(0.95))
  out += path(`M-5 ${n(top)}${Array.from({ length: 9 }, (_, i) => `Q${n(i * 100 + 25)} ${n(top - 6)} ${n(i * 100 + 50)} ${n(top)}T${n(i * 100 + 100)} ${n(top)}`).join('')}`, 'none', ` stroke="#ffffff" stroke-width="3"${opacity(0.8)}`)
  for (let i = 0; i < 3; i++) {
    const x = between(random, 60, 740)
    out += shape([[x, top + 4], [x + 30, top + 4], [x + 70, HEIGHT], [x + 10, HEIGHT]], '#ffffff', opacity(0.12))
  }
  out += blob([[-10, HEIGHT + 5], [-10, HEIGHT - 22], [200, HEIGHT - 30], [420, HEIGHT - 18], [620, HEIGHT - 30], [810, HEIGHT - 20], [810, HEIGHT + 5]], mix(palette.sand[0], water[1], 0.35))
  const tint = (c: string) => mix(c, palette.skyMid, palette.night ? 0.45 : 0.1)
  for (let i = 0; i < 9; i++) {
    const x = lerp(20, 780, (i + between(random, 0.1, 0.9)) / 9)
    const y = HEIGHT - between(random, 14, 26)
    const c = tint(pick(random, CORALS))
    const kind = intBetween(random, 0, 2)
    if (kind === 0) {
      out += path(`M${n(x - 22)} ${n(y)}a22 18 0 0 1 44 0Z`, c)
      out += path(`M${n(x - 14)} ${n(y - 6)}q7 -8 14 0t14 0`, 'none', ` stroke="${shade(c, -0.2)}" stroke-width="2"`)
    } else if (kind === 1) {
      let d = ''
      for (let b = 0; b < 4; b++) {
        const bx = x + (b - 1.5) * 8
        d += `M${n(x)} ${n(y)}Q${n(bx)} ${n(y - 20)} ${n(bx + between(random, -6, 6))} ${n(y - between(random, 30, 46))}`
      }
      out += path(d, 'none', ` stroke="${c}" stroke-width="6" stroke-linecap="round"`)
    } else {
      out += path(`M${n(x - 24)} ${n(y)}Q${n(x - 26)} ${n(y - 40)} ${n(x)} ${n(y - 44)}Q${n(x + 26)} ${n(y - 40)} ${n(x + 24)} ${n(y)}Z`, c, opacity(0.9))
    }
  }
  for (let i = 0; i < 5; i++) {
    const x = between(random, 40, 760)
    const y = between(random, top + 20, HEIGHT - 50)
    const c = tint(pick(random, ['#ffd23f', '#3fa7ff', '#ff7b54', '#b388ff']))
    const dir = chance(random, 0.5) ? 1 : -1
    out += ellipse(x, y, 9, 5, c) + shape([[x - dir * 7, y], [x - dir * 15, y - 5], [x - dir * 15, y + 5]], c) + circle(x + dir * 4, y - 1, 1.2, '#1d2a3a')
  }
  for (let i = 0; i < 6; i++) out += circle(between(random, 20, 780), between(random, top + 10, HEIGHT - 40), between(random, 1.5, 4), 'none', ` stroke="#ffffff" stroke-width="1"${opacity(0.7)}`)
  return `<g>${out}</g>`
}

export const lake: SceneryDrawer = (random, palette, layer) => {
  let out = ''
  const glow = palette.night ? palette.sun : palette.sunGlow
  for (let i = 0; i < 7; i++) {
    const w = (70 - i * 8) * between(random, 0.7, 1.2)
    out += `<rect x="${n(layer.x - w / 2 + between(random, -8, 8))}" y="${n(layer.horizon + 5 + i * 7)}" width="${n(w)}" height="2.5" rx="1.2" fill="${glow}"${opacity(0.6 - i * 0.06)}/>`
  }
  if (chance(random, 0.5)) {
    const cx = between(random, 120, 680)
    const cy = layer.horizon + between(random, 22, 40)
    out += path(`M${n(cx - 24)} ${n(cy)}Q${n(cx)} ${n(cy + 9)} ${n(cx + 24)} ${n(cy)}Z`, '#c8553d')
    out += path(`M${n(cx - 4)} ${n(cy - 10)}l12 14`, 'none', ` stroke="${palette.trunk}" stroke-width="2"`)
    out += circle(cx - 5, cy - 8, 3.2, palette.silhouette) + ellipse(cx - 5, cy - 2.5, 3.2, 4, palette.silhouette)
  }
  return `<g>${out}</g>`
}

export const river: SceneryDrawer = (random, palette, layer) => {
  const left: Point[] = []
  const right: Point[] = []
  const phase = between(random, 0, Math.PI * 2)
  const amp = between(random, 120, 220)
  for (let i = 0; i <= 10; i++) {
    const t = i / 10
    const y = lerp(layer.base, HEIGHT + 10, t)
    const x = layer.x + Math.sin(phase + t * 4) * amp * t
    const w = lerp(3, 190, Math.pow(t, 1.6))
    left.push([x - w / 2, y])
    right.unshift([x + w / 2, y])
  }
  const pts = [...left, ...right]
  let out = path(smooth(pts), palette.water[2])
  out += path(smooth(pts), layer.defs.linear([[0, mix(palette.water[0], palette.skyBottom, 0.4)], [1, palette.water[1]]]), ` transform="translate(0 -3)"`)
  for (let i = 3; i < 10; i++) {
    const [lx, y] = left[i]
    const w = right[10 - i][0] - lx
    out += wave(lx + w * between(random, 0.2, 0.6), y, w * 0.25, '#ffffff', 0.5, 1 + i * 0.2)
  }
  return `<g>${out}</g>`
}

export const waterfall: SceneryDrawer = (random, palette, layer) => {
  const s = scaleOf(layer)
  const cx = layer.x
  const base = layer.base
  const ch = between(random, 130, 170) * s
  const cw = between(random, 200, 260) * s
  const rock = faded(palette, palette.rock, hazeOf(layer))
  const cliff: Point[] = [[cx - cw * 1.1, base + 6], [cx - cw * 0.75, base - ch * 0.5], [cx - cw * 0.4, base - ch * 0.98], [cx, base - ch], [cx + cw * 0.4, base - ch * 1.02], [cx + cw * 0.75, base - ch * 0.55], [cx + cw * 1.1, base + 6]]
  let out = blob(cliff, layer.defs.linear([[0, rock[0]], [1, rock[2]]], 1, 0.3))
  out += stripes(random, cliff, base - ch, base, [rock[1], rock[0]], 0.3)
  for (let i = 0; i < 11; i++) {
    const t = between(random, -0.8, 0.8)
    out += circle(cx + t * cw, base - ch * (1 - Math.pow(Math.abs(t), 3) * 0.9) + between(random, 2, 10), between(random, 10, 20) * s, pick(random, palette.foliage))
  }
  const fw = between(random, 22, 34) * s
  const top = base - ch * 0.98
  out += path(`M${n(cx - fw / 2)} ${n(top)}L${n(cx + fw / 2)} ${n(top)}Q${n(cx + fw * 0.6)} ${n(lerp(top, base, 0.5))} ${n(cx + fw * 0.75)} ${n(base)}L${n(cx - fw * 0.75)} ${n(base)}Q${n(cx - fw * 0.6)} ${n(lerp(top, base, 0.5))} ${n(cx - fw / 2)} ${n(top)}Z`, layer.defs.linear([[0, '#ffffff'], [1, palette.water[0]]]))
  for (let i = 0; i < 5; i++) {
    const x = cx + lerp(-fw * 0.35, fw * 0.35, i / 4)
    out += path(`M${n(x)} ${n(top + between(random, 4, 20))}L${n(x + (x - cx) * 0.4)} ${n(base - between(random, 4, 20))}`, 'none', ` stroke="${palette.water[1]}" stroke-width="1.6"${opacity(0.45)}`)
  }
  out += ellipse(cx, base + 6 * s, fw * 2.6, 9 * s, palette.water[1])
  for (let i = 0; i < 8; i++) out += circle(cx + between(random, -fw * 1.6, fw * 1.6), base + between(random, -6, 4) * s, between(random, 5, 11) * s, '#ffffff', opacity(0.7))
  return `<g>${out}</g>`
}

export const geyser: SceneryDrawer = (random, palette, layer) => {
  const s = scaleOf(layer)
  const cx = layer.x
  const base = layer.base
  const sinter = fade(palette, mix('#efe6d2', palette.rock[0], 0.15), hazeOf(layer))
  let out = ellipse(cx, base, 95 * s, 16 * s, mix(sinter, '#e0a050', 0.35))
  out += ellipse(cx, base - 3 * s, 70 * s, 12 * s, sinter)
  out += ellipse(cx, base - 6 * s, 30 * s, 7 * s, shade(sinter, 0.3))
  const white = palette.night ? mix(palette.cloud, '#ffffff', 0.4) : '#ffffff'
  const tall = between(random, 150, 195) * s
  for (let i = 0; i < 9; i++) {
    const t = i / 8
    const r = lerp(8, 19, t) * s
    out += circle(cx + Math.sin(t * 4) * 4 * s * t, base - 10 * s - tall * 0.8 * t, r, white, opacity(0.92))
  }
  for (let i = 0; i < 8; i++) {
    const x = cx + between(random, -38, 38) * s
    const y = base - tall + between(random, -22, 22) * s
    const r = between(random, 17, 29) * s
    out += circle(x + r * 0.2, y + r * 0.25, r, palette.cloudShade, opacity(0.55))
    out += circle(x, y, r, white, opacity(0.9))
  }
  return `<g>${out}</g>`
}

export const hotSprings: SceneryDrawer = (random, palette, layer) => {
  const s = scaleOf(layer)
  const cx = layer.x
  const base = layer.base
  const rings = ['#e8833a', '#f2c14e', '#a6d67e', '#5ec8d8', '#2a80c0'].map((c) => fade(palette, mix(c, palette.ground[1], palette.night ? 0.35 : 0.05), hazeOf(layer)))
  const rx = between(random, 95, 125) * s
  let out = ''
  rings.forEach((c, i) => {
    const k = 1 - i * 0.17
    out += ellipse(cx, base - i * 0.6 * s, rx * k, rx * k * 0.26, c)
  })
  for (let i = 0; i < 3; i++) {
    const x = cx + between(random, -rx * 0.5, rx * 0.5)
    for (let k = 0; k < 4; k++) {
      out += circle(x + Math.sin(k + i) * 8 * s, base - (12 + k * 18) * s, (9 + k * 4) * s, '#ffffff', opacity(0.32 - k * 0.06))
    }
  }
  return `<g>${out}</g>`
}

// ---------------------------------------------------------------- ice and tablelands

export const glacier: SceneryDrawer = (random, palette, layer) => {
  const s = scaleOf(layer)
  const haze = hazeOf(layer)
  const cx = layer.x
  const base = layer.base + 4
  const grey: Shades = [mix(palette.rock[0], '#aab4c8', 0.6), mix(palette.rock[1], '#7c87a2', 0.6), mix(palette.rock[2], '#59627c', 0.6)]
  const [light, mid, dark] = faded(palette, grey, haze)
  const snow = fade(palette, palette.snow, haze)
  const ice = fade(palette, palette.ice, haze)
  const h = between(random, 130, 160) * s
  // an icefield behind a saddle, spilling down between two mountains as a tongue of ice
  const top = base - h * 0.62
  let out = ellipse(cx, base - h * 0.55, 130 * s, h * 0.3, layer.defs.linear([[0, snow], [1, ice]]))
  for (const side of [-1, 1]) {
    out += mountain(random, cx + side * 118 * s, base, 310 * s, h * between(random, 0.95, 1.15), { light, dark: mix(mid, dark, 0.5), snow, snowShade: ice })
  }
  const at = (k: number) => lerp(top, base + 6, k)
  out += blob(
    [[cx - 8 * s, top - 4], [cx - 26 * s, at(0.3)], [cx - 40 * s, at(0.7)], [cx - 100 * s, at(1)], [cx + 105 * s, at(1)], [cx + 46 * s, at(0.7)], [cx + 30 * s, at(0.3)], [cx + 10 * s, top - 4]],
    layer.defs.linear([[0, snow], [1, ice]]),
  )
  for (let i = 1; i < 5; i++) {
    const y = at(i / 5)
    const w = lerp(34, 120, i / 5) * s
    out += path(`M${n(cx - w * 0.45)} ${n(y - 3 * s)}Q${n(cx + 4 * s)} ${n(y + 6 * s)} ${n(cx + w * 0.5)} ${n(y - 3 * s)}`, 'none', ` stroke="${shade(ice, -0.18)}" stroke-width="${n(1.6 * s)}" stroke-linecap="round"${opacity(0.7)}`)
  }
  if (has(layer, 'fjord', 'coast', 'lake')) {
    const fh = 16 * s
    out += shape([[cx - 70 * s, base + 4], [cx - 66 * s, base - fh], [cx - 20 * s, base - fh - 3], [cx + 30 * s, base - fh + 2], [cx + 68 * s, base - fh], [cx + 72 * s, base + 4]], layer.defs.linear([[0, shade(ice, 0.3)], [1, shade(ice, -0.2)]]))
    for (let i = 0; i < 12; i++) {
      const x = cx + lerp(-62, 64, i / 11) * s
      out += path(`M${n(x)} ${n(base - fh + 3)}v${n(fh * between(random, 0.4, 0.9))}`, 'none', ` stroke="#ffffff" stroke-width="1.5"${opacity(0.6)}`)
    }
  }
  return `<g>${out}</g>`
}

export const mesa: SceneryDrawer = (random, palette, layer) => {
  const s = scaleOf(layer)
  const haze = hazeOf(layer)
  const rock = faded(palette, palette.rock, haze)
  const count = layer.dominant ? 2 : intBetween(random, 1, 2)
  const base = layer.base + 4
  let out = ''
  for (let i = 0; i < count; i++) {
    const w = between(random, 170, 280) * s * (i ? 0.7 : 1)
    const h = between(random, 45, 75) * s * (i ? 0.8 : 1)
    const cx = i ? layer.x + (layer.x < WIDTH / 2 ? 1 : -1) * between(random, 230, 330) : layer.x
    const x0 = cx - w / 2
    const x1 = cx + w / 2
    const pts: Point[] = [[x0, base], [x0 + w * 0.1, base - h * 0.45], [x0 + w * 0.15, base - h * 0.9], [x0 + w * 0.16, base - h], [x1 - w * 0.17, base - h], [x1 - w * 0.15, base - h * 0.88], [x1 - w * 0.1, base - h * 0.45], [x1, base]]
    out += shape(pts, layer.defs.linear([[0, rock[0]], [1, rock[1]]]))
    out += stripes(random, pts, base - h, base, [rock[1], mix(rock[0], '#fff0dc', 0.3), rock[0], mix(rock[1], rock[2], 0.5)], 0.6)
    out += shape([[x1 - w * 0.17, base - h], [x1 - w * 0.15, base - h * 0.88], [x1 - w * 0.1, base - h * 0.45], [x1, base], [x1 - w * 0.2, base]], rock[2], opacity(0.4))
    out += shape([[x0 + w * 0.16, base - h], [x1 - w * 0.17, base - h], [x1 - w * 0.165, base - h * 0.92], [x0 + w * 0.155, base - h * 0.92]], shade(rock[2], -0.1), opacity(0.6))
  }
  return `<g>${out}</g>`
}

// ---------------------------------------------------------------- plants

/** A tiered evergreen tree standing on (x, base). */
export function conifer(x: number, base: number, w: number, h: number, fill: string, dark: string): string {
  const right: Point[] = []
  for (let i = 1; i <= 3; i++) {
    const ty = base - h * 0.1 - (3 - i) * h * 0.27
    const tw = (w / 2) * (0.45 + (0.55 * i) / 3)
    right.push([x + tw * 0.4, ty - h * 0.09], [x + tw, ty])
  }
  const top: Point = [x, base - h]
  const left = right.map(([px, py]) => [2 * x - px, py] as Point).reverse()
  let out = `<rect x="${n(x - w * 0.06)}" y="${n(base - h * 0.14)}" width="${n(w * 0.12)}" height="${n(h * 0.14)}" fill="${dark}"/>`
  out += shape([top, ...right.slice(1), ...left.slice(0, -1)], fill)
  out += shape([top, ...right.slice(1), [x, base - h * 0.1]], dark, opacity(0.55))
  return out
}

/** A round-topped leafy tree standing on (x, base). */
export function broadleaf(x: number, base: number, w: number, h: number, fill: string, dark: string, trunk: string): string {
  let out = path(`M${n(x - w * 0.07)} ${n(base)}L${n(x - w * 0.04)} ${n(base - h * 0.5)}L${n(x + w * 0.04)} ${n(base - h * 0.5)}L${n(x + w * 0.07)} ${n(base)}Z`, trunk)
  out += circle(x + w * 0.12, base - h * 0.56, w * 0.34, dark)
  out += circle(x - w * 0.2, base - h * 0.55, w * 0.3, fill)
  out += circle(x, base - h * 0.75, w * 0.36, fill)
  out += circle(x + w * 0.22, base - h * 0.62, w * 0.26, dark, opacity(0.6))
  return out
}

const leafy = (layer: LayerInfo) => has(layer, 'swamp', 'caves', 'gorge', 'prairie') || (has(layer, 'river') && !has(layer, 'peaks', 'snowy-peaks', 'glacier'))

export const forest: SceneryDrawer = (random, palette, layer) => {
  const haze = hazeOf(layer)
  const [light, mid, dark] = faded(palette, palette.foliage, haze)
  const trunk = fade(palette, palette.trunk, haze)
  const broad = leafy(layer)
  const tree = (x: number, base: number, h: number) =>
    broad && chance(random, 0.6)
      ? broadleaf(x, base, h * 0.75, h, pick(random, [light, mid]), dark, trunk)
      : conifer(x, base, h * between(random, 0.42, 0.52), h, pick(random, [mid, dark]), shade(dark, -0.2))
  let out = ''
  if (layer.depth === 0) {
    // one path per colour keeps a long treeline small
    const [, m0, d0] = faded(palette, palette.foliage, 0.22)
    const rows = ['', '']
    for (let i = 0; i < 44; i++) {
      const x = lerp(-10, WIDTH + 10, (i + random()) / 44)
      const h = between(random, 22, 40) * (layer.dominant ? 1.2 : 1)
      const w = h * 0.42
      const y = layer.base + between(random, 0, 8)
      rows[i % 2] += lines([[x, y - h], [x + w * 0.3, y - h * 0.48], [x + w * 0.14, y - h * 0.48], [x + w * 0.5, y], [x - w * 0.5, y], [x - w * 0.14, y - h * 0.48], [x - w * 0.3, y - h * 0.48]])
    }
    out += path(rows[0], d0) + path(rows[1], m0)
  } else if (layer.depth === 1) {
    const items: [number, number, number][] = []
    const count = layer.dominant ? 16 : 10
    for (let i = 0; i < count; i++) {
      const side = i % 2 ? 1 : -1
      const x = layer.x + side * between(random, 110, 420)
      items.push([x, layer.base + between(random, -6, 16), between(random, 46, 86) * (layer.dominant ? 1.2 : 1)])
    }
    items.sort((a, b) => a[1] - b[1])
    for (const [x, y, h] of items) out += tree(x, y, h)
  } else {
    const count = layer.dominant ? intBetween(random, 3, 4) : 2
    for (let i = 0; i < count; i++) {
      const x = i % 2 ? between(random, WIDTH - 110, WIDTH + 20) : between(random, -20, 110)
      out += tree(x, HEIGHT + 8, between(random, 170, 250))
    }
  }
  return `<g>${out}</g>`
}

export const giantTrees: SceneryDrawer = (random, palette, layer) => {
  const bark = mix(palette.trunk, '#b4532f', 0.55)
  let out = ''
  if (!layer.dominant) {
    for (let i = 0; i < 6; i++) {
      const x = layer.x + (i % 2 ? 1 : -1) * between(random, 140, 380)
      const h = between(random, 150, 210) * scaleOf(layer)
      const base = layer.base + between(random, 0, 14)
      out += `<rect x="${n(x - 5)}" y="${n(base - h * 0.5)}" width="10" height="${n(h * 0.5)}" fill="${fade(palette, bark, hazeOf(layer))}"/>`
      out += conifer(x, base - h * 0.32, h * 0.3, h * 0.7, fade(palette, palette.foliage[2], hazeOf(layer)), shade(palette.foliage[2], -0.2))
    }
    return `<g>${out}</g>`
  }
  const trunks: [number, number, number][] = []
  for (let i = 0; i < 5; i++) trunks.push([between(random, 60, 740), 0.45, between(random, 22, 34)])
  for (let i = 0; i < 3; i++) trunks.push([i === 1 ? between(random, 40, 140) : between(random, 560, 770), 0, between(random, 60, 95)])
  for (const [x, haze, w] of trunks) {
    const bx = x
    const base = haze ? layer.base + 20 : HEIGHT + 5
    const colour = fade(palette, bark, haze)
    out += path(`M${n(bx - w * 0.4)} -5L${n(bx + w * 0.4)} -5L${n(bx + w * 0.5)} ${n(base - 30)}Q${n(bx + w * 0.55)} ${n(base)} ${n(bx + w * 0.85)} ${n(base)}L${n(bx - w * 0.85)} ${n(base)}Q${n(bx - w * 0.55)} ${n(base)} ${n(bx - w * 0.5)} ${n(base - 30)}Z`, haze ? colour : layer.defs.linear([[0, shade(colour, 0.12)], [0.6, colour], [1, shade(colour, -0.3)]], 1, 0))
    if (!haze) {
      for (let k = 0; k < 5; k++) {
        const lx = bx + lerp(-0.3, 0.3, k / 4) * w
        out += path(`M${n(lx)} ${n(between(random, 0, 80))}L${n(lx + between(random, -3, 3))} ${n(base - between(random, 10, 60))}`, 'none', ` stroke="${shade(colour, -0.25)}" stroke-width="2"${opacity(0.5)}`)
      }
      for (let k = 0; k < 3; k++) {
        const fx = bx + between(random, -w, w)
        out += path(`M${n(fx)} ${n(base)}q-18 -22 -30 -20M${n(fx)} ${n(base)}q0 -28 -4 -36M${n(fx)} ${n(base)}q16 -22 28 -22`, 'none', ` stroke="${palette.foliage[0]}" stroke-width="4" stroke-linecap="round"`)
      }
    }
  }
  for (let i = 0; i < 10; i++) out += circle(between(random, -20, WIDTH + 20), between(random, -30, 20), between(random, 40, 70), pick(random, [palette.foliage[1], palette.foliage[2]]))
  return `<g>${out}</g>`
}

/** A saguaro cactus with one to three arms. */
function saguaro(random: Random, x: number, base: number, h: number, fill: string, light: string): string {
  const w = h * 0.16
  const stroke = (d: string, c: string, width: number) => path(d, 'none', ` stroke="${c}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"`)
  let d = `M${n(x)} ${n(base)}V${n(base - h + w / 2)}`
  const arms = intBetween(random, 1, 3)
  for (let i = 0; i < arms; i++) {
    const side = i % 2 ? 1 : -1
    const y = base - h * between(random, 0.35, 0.6)
    const reach = h * between(random, 0.16, 0.22)
    d += `M${n(x)} ${n(y)}H${n(x + side * reach)}V${n(y - h * between(random, 0.2, 0.32))}`
  }
  return stroke(d, fill, w) + stroke(`M${n(x - w * 0.18)} ${n(base - 4)}V${n(base - h + w * 0.6)}`, light, w * 0.18)
}

export const cactus: SceneryDrawer = (random, palette, layer) => {
  const haze = hazeOf(layer)
  const green = fade(palette, mix(palette.foliage[1], '#6f9a55', 0.5), haze)
  const light = fade(palette, shade(green, 0.25), haze)
  let out = ''
  if (layer.depth < 2) {
    for (let i = 0; i < 7; i++) out += saguaro(random, between(random, 20, 780), layer.base + between(random, 0, 40), between(random, 24, 46) * scaleOf(layer), green, light)
  } else {
    const left = chance(random, 0.5)
    out += saguaro(random, left ? between(random, 40, 120) : between(random, 680, 760), HEIGHT + 10, between(random, 170, 220), green, light)
    const px = left ? between(random, 640, 740) : between(random, 60, 160)
    for (const [dx, dy, r] of [[0, -18, 16], [-16, -40, 13], [15, -44, 12], [-2, -62, 10]]) {
      out += ellipse(px + dx, HEIGHT + dy, r * 0.8, r, green) + circle(px + dx, HEIGHT + dy - r, 3, '#ff6f91')
    }
  }
  return `<g>${out}</g>`
}

// ---------------------------------------------------------------- open ground

/** y between the layer's base and the bottom, biased towards the front. */
const groundY = (random: Random, layer: LayerInfo) => lerp(layer.base + 10, HEIGHT - 6, Math.sqrt(random()))
const sizeAt = (layer: LayerInfo, y: number) => lerp(0.4, 1.2, (y - layer.horizon) / (HEIGHT - layer.horizon))

export const desert: SceneryDrawer = (random, palette, layer) => {
  let out = ''
  const bush = mix(palette.foliage[1], '#9aa58a', 0.55)
  const items: { y: number; draw: string }[] = []
  for (let i = 0; i < 16; i++) {
    const y = groundY(random, layer)
    const k = sizeAt(layer, y)
    const x = between(random, 0, WIDTH)
    const draw = chance(random, 0.7)
      ? circle(x - 6 * k, y - 5 * k, 7 * k, bush) + circle(x + 5 * k, y - 6 * k, 8 * k, shade(bush, -0.12)) + circle(x, y - 10 * k, 7 * k, shade(bush, 0.1))
      : ellipse(x, y - 4 * k, 11 * k, 7 * k, palette.rock[1]) + ellipse(x - 3 * k, y - 6 * k, 6 * k, 3 * k, palette.rock[0])
    items.push({ y, draw })
  }
  items.sort((a, b) => a.y - b.y)
  for (const item of items) out += item.draw
  return `<g>${out}</g>`
}

export const dunes: SceneryDrawer = (random, palette, layer) => {
  const rows = layer.dominant ? 3 : 1
  let out = ''
  for (let r = 0; r < rows; r++) {
    const t = rows === 1 ? 0.5 : r / (rows - 1)
    const haze = lerp(0.4, 0, t)
    const base = lerp(layer.base + 30, HEIGHT + 20, t)
    const height = lerp(50, 120, t) * (layer.dominant ? 1 : 0.7)
    const [light, mid, dark] = faded(palette, palette.sand, haze)
    let x = between(random, -200, -60)
    while (x < WIDTH + 60) {
      const w = between(random, 200, 340) * lerp(0.7, 1.3, t)
      const xc = x + w * between(random, 0.4, 0.6)
      const yc = base - height * between(random, 0.6, 1)
      out += path(`M${n(x)} ${n(base)}Q${n(xc - w * 0.2)} ${n(yc + 4)} ${n(xc)} ${n(yc)}Q${n(xc + w * 0.25)} ${n(yc + 6)} ${n(x + w * 1.1)} ${n(base)}Z`, layer.defs.linear([[0, light], [1, mid]]))
      out += path(`M${n(xc)} ${n(yc)}Q${n(xc + w * 0.25)} ${n(yc + 6)} ${n(x + w * 1.1)} ${n(base)}L${n(xc + w * 0.05)} ${n(base)}Q${n(xc + w * 0.1)} ${n(lerp(yc, base, 0.5))} ${n(xc)} ${n(yc)}Z`, dark, opacity(0.55))
      for (let k = 1; k <= 2; k++) out += path(`M${n(xc - w * 0.35)} ${n(lerp(yc, base, k * 0.3))}q${n(w * 0.12)} -5 ${n(w * 0.28)} 0`, 'none', ` stroke="${dark}" stroke-width="1.2"${opacity(0.35)}`)
      x += w * between(random, 0.55, 0.8)
    }
  }
  return `<g>${out}</g>`
}

export const prairie: SceneryDrawer = (random, palette, layer) => {
  const greens = [palette.ground[1], palette.ground[2], palette.foliage[1]]
  const flowers = ['#ffd23f', '#b983ff', '#ffffff', '#ff8fab']
  const tufts = ['', '', '']
  const blooms = ['', '', '', '']
  for (let i = 0; i < 30; i++) {
    const y = groundY(random, layer)
    const k = sizeAt(layer, y)
    const x = between(random, 0, WIDTH)
    const h = 16 * k
    tufts[i % 3] += `M${n(x - h * 0.5)} ${n(y - h * 0.8)}Q${n(x - h * 0.1)} ${n(y - h * 0.3)} ${n(x)} ${n(y)}Q${n(x + h * 0.05)} ${n(y - h * 0.6)} ${n(x + h * 0.1)} ${n(y - h)}Q${n(x + h * 0.2)} ${n(y - h * 0.4)} ${n(x + h * 0.55)} ${n(y - h * 0.75)}Q${n(x + h * 0.2)} ${n(y - h * 0.2)} ${n(x + h * 0.15)} ${n(y)}Z`
    if (chance(random, 0.45)) blooms[i % 4] += `M${n(x + 4 * k)} ${n(y - 15 * k)}h0`
  }
  return `<g>${tufts.map((d, i) => (d ? path(d, greens[i]) : '')).join('')}${blooms.map((d, i) => (d ? path(d, 'none', ` stroke="${flowers[i]}" stroke-width="5" stroke-linecap="round"`) : '')).join('')}</g>`
}

export const tundra: SceneryDrawer = (random, palette, layer) => {
  let out = ''
  const patches = ['#d86a4a', '#e8a93a', '#b25a5a', '#9aa35a'].map((c) => mix(c, palette.ground[1], 0.35))
  for (let i = 0; i < 10; i++) {
    const y = groundY(random, layer)
    const k = sizeAt(layer, y)
    out += ellipse(between(random, 0, WIDTH), y, between(random, 30, 70) * k, between(random, 4, 9) * k, pick(random, patches), opacity(0.7))
  }
  for (let i = 0; i < 8; i++) {
    const y = groundY(random, layer)
    const k = sizeAt(layer, y)
    const x = between(random, 0, WIDTH)
    out += chance(random, 0.5)
      ? ellipse(x, y - 5 * k, 12 * k, 8 * k, palette.rock[1]) + ellipse(x - 3 * k, y - 8 * k, 6 * k, 3 * k, palette.rock[0])
      : path(`M${n(x)} ${n(y)}v${n(-14 * k)}`, 'none', ` stroke="${palette.ground[2]}" stroke-width="1.2"`) + circle(x, y - 15 * k, 3 * k, '#ffffff')
  }
  return `<g>${out}</g>`
}

/** A bald cypress with a flat crown and grey moss hanging from it. */
function cypress(random: Random, x: number, base: number, h: number, trunk: string, crown: string, moss: string): string {
  let out = path(`M${n(x - h * 0.12)} ${n(base)}Q${n(x - h * 0.03)} ${n(base - h * 0.15)} ${n(x - h * 0.03)} ${n(base - h * 0.8)}L${n(x + h * 0.03)} ${n(base - h * 0.8)}Q${n(x + h * 0.03)} ${n(base - h * 0.15)} ${n(x + h * 0.12)} ${n(base)}Z`, trunk)
  for (let i = 0; i < 4; i++) out += ellipse(x + (i - 1.5) * h * 0.12, base - h * (0.8 + (i % 2) * 0.08), h * 0.2, h * 0.09, crown)
  for (let i = 0; i < 5; i++) {
    const mx = x + (i - 2) * h * 0.1
    out += path(`M${n(mx - 3)} ${n(base - h * 0.76)}L${n(mx + 3)} ${n(base - h * 0.76)}L${n(mx)} ${n(base - h * between(random, 0.5, 0.65))}Z`, moss)
  }
  return out
}

export const swamp: SceneryDrawer = (random, palette, layer) => {
  const top = layer.dominant ? layer.base + 40 : layer.base + 70
  const water = mix(palette.water[2], palette.foliage[2], 0.4)
  let out = blob([[-20, HEIGHT + 5], [-20, top + 30], [200, top], [450, top + 12], [640, top - 4], [820, top + 20], [820, HEIGHT + 5]], layer.defs.linear([[0, mix(water, palette.skyBottom, 0.3)], [1, water]]))
  for (let i = 0; i < 6; i++) out += wave(between(random, 0, WIDTH), between(random, top + 20, HEIGHT - 20), between(random, 20, 40), '#ffffff', 0.3)
  const trees = layer.dominant ? 4 : 2
  for (let i = 0; i < trees; i++) {
    const x = i % 2 ? between(random, 560, 780) : between(random, 20, 240)
    out += cypress(random, x, top + between(random, 10, 40), between(random, 120, 200), shade(palette.trunk, -0.1), palette.foliage[2], mix(palette.rock[0], '#a8b0a0', 0.6))
  }
  for (let i = 0; i < 9; i++) {
    const x = between(random, 40, 760)
    const y = between(random, top + 30, HEIGHT - 10)
    out += path(`M${n(x)} ${n(y)}m-12 0a12 4 0 1 0 24 0a12 4 0 1 0 -24 0`, palette.foliage[0])
    if (chance(random, 0.3)) out += circle(x + 2, y - 3, 3.5, '#ffb3d1')
  }
  for (let i = 0; i < 12; i++) {
    const x = i < 6 ? between(random, -10, 200) : between(random, 600, 810)
    out += path(`M${n(x)} ${n(HEIGHT)}q${n(between(random, -8, 8))} -40 ${n(between(random, -14, 14))} ${n(-between(random, 50, 90))}`, 'none', ` stroke="${pick(random, palette.foliage)}" stroke-width="3" stroke-linecap="round"`)
  }
  return `<g>${out}</g>`
}

export const lava: SceneryDrawer = (random, palette, layer) => {
  const glowy = palette.night || palette.time === 'dusk'
  const top = layer.base + 40
  const dark = shade(mix(palette.rock[2], '#2c2530', 0.6), palette.night ? -0.2 : 0)
  let out = blob([[-20, HEIGHT + 5], [-20, top + 20], [180, top], [400, top + 18], [620, top - 6], [820, top + 14], [820, HEIGHT + 5]], layer.defs.linear([[0, shade(dark, 0.15)], [1, dark]]))
  for (let i = 0; i < 7; i++) {
    const pts: Point[] = []
    let x = between(random, 0, WIDTH)
    let y = between(random, top + 20, HEIGHT - 10)
    for (let k = 0; k < 4; k++) {
      pts.push([x, y])
      x += between(random, 20, 50)
      y += between(random, -8, 8)
    }
    const d = lines(pts, false)
    if (glowy) out += path(d, 'none', ` stroke="${palette.lava}" stroke-width="7" stroke-linecap="round"${opacity(0.3)}`)
    out += path(d, 'none', ` stroke="${glowy ? palette.lavaGlow : palette.lava}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"`)
  }
  return `<g>${out}</g>`
}

export const SCENERY_DRAWERS: Record<Scenery, SceneryDrawer> = {
  peaks,
  'snowy-peaks': snowyPeaks,
  canyon,
  arches,
  hoodoos,
  mesa,
  glacier,
  fjord,
  coast,
  island,
  reef,
  lake,
  river,
  waterfall,
  geyser,
  'hot-springs': hotSprings,
  desert,
  dunes,
  cactus,
  forest,
  'giant-trees': giantTrees,
  swamp,
  prairie,
  tundra,
  caves,
  volcano,
  lava,
  badlands,
  gorge,
}
