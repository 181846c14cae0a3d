/**
 * The toolkit the landmark scenes are drawn with: the stage a scene is drawn on (lit true colours,
 * the horizon, the sun) and small shape helpers for ranges, hills, water, trees and rock bands.
 * Everything stays inside what our PDF converter draws: paths, rects, circles, ellipses, groups with
 * simple transforms, and gradients (the PDF shows a gradient as its first stop). No clip paths, masks,
 * filters or even-odd holes: a hole is drawn as its own shape, or a shape is built without one.
 */

import type { LandmarkColours } from '~/data/landmarks'
import { mix, shade, type Palette, type Shades } from '../palette'
import { between, chance, pick, type Random } from '~/utils/seeded-random'
import { broadleaf, clipBelow, conifer, HEIGHT, lerp, lines, mountain, n, opacity, path, shape, smooth, WIDTH, type Point } from '../scenery'
import type { Defs } from '../scenery'

export { broadleaf, conifer, HEIGHT, lerp, lines, mountain, n, opacity, path, shape, smooth, WIDTH, type Point }

/** Everything a landmark scene is drawn with. */
export interface Stage {
  random: Random
  /** Lit for the time of day; rock, ground, foliage and water are the park's true colours. */
  palette: Palette
  defs: Defs
  horizon: number
  sun: Point
  night: boolean
  /** Dusk or night: lights and glows show. */
  dark: boolean
  /** A daylight colour lit for the time of day. */
  lit: (hex: string) => string
  /** A named detail colour of the park (steel, brick, snow...), lit; `fallback` if the catalogue has none. */
  detail: (name: string, fallback: string) => string
  /** The park's colours as written in the catalogue, unlit. */
  colours: LandmarkColours
}

/** What a scene tells the rest of the picture: where figures stand and what is around them. */
export interface Landscape {
  svg: string
  /** y of the front ground, where animals and props stand. */
  ground: number
  /** Whether the bottom of the picture is water rather than land. */
  waterFront?: boolean
  /** y of a water surface where fish, whales and seals can swim, when there is one. */
  waterLine?: number
  /** Horizontal span animals should keep out of (the landmark itself). */
  clear?: [number, number]
  /** 'none': no animals (inside a cave); 'sky': only flying ones. */
  animals?: 'none' | 'sky'
}

export interface LandmarkArt {
  /** Range of the horizon's y. */
  horizon: [number, number]
  /** False for scenes with no sky at all (inside a cave). */
  sky?: boolean
  /** Detail colours the drawing reads from the catalogue. */
  needs: readonly string[]
  draw: (stage: Stage) => Landscape
}

// ------------------------------------------------------------------ colours

/** Fades a colour into the haze of the sky: 0 keeps it, 1 is all haze. */
export const haze = (st: Stage, hex: string, amount: number) => mix(hex, st.palette.haze, Math.min(1, Math.max(0, amount)))

export const hazed = (st: Stage, s: Shades, amount: number): Shades => [haze(st, s[0], amount), haze(st, s[1], amount), haze(st, s[2], amount)]

/** A vertical gradient through `stops` (offset, colour[, opacity]); returns the fill. */
export function vgrad(st: Stage, ...stops: [number, string, number?][]): string {
  return st.defs.linear(stops)
}

/** A horizontal gradient, left to right. */
export function hgrad(st: Stage, ...stops: [number, string, number?][]): string {
  return st.defs.linear(stops, 1, 0)
}

// ------------------------------------------------------------------ shapes

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`

export const blob = (points: Point[], fill: string, extra = '') => path(smooth(points), fill, extra)

/** A stroked line (no fill). */
export const line = (d: string, colour: string, width: number, extra = '') =>
  path(d, 'none', ` stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}`)

/** The part of polygon `points` above the line y = `cut`. */
export function clipAbove(points: Point[], cut: number): Point[] {
  return clipBelow(
    points.map(([x, y]) => [x, -y] as Point),
    -cut,
  ).map(([x, y]) => [x, -y] as Point)
}

/**
 * Horizontal bands of colour across a shape, without clip paths: each band is the shape cut below
 * its top line, drawn over the one before. `bands` are [top y, colour] from the top down.
 */
export function bands(points: Point[], layers: [number, string][], extra = ''): string {
  let out = ''
  for (const [y, colour] of layers) {
    const part = clipBelow(points, y)
    if (part.length > 2) out += shape(part, colour, extra)
  }
  return out
}

/** A wobbly line of points from x0 to x1 around y, for skylines and shores. */
export function wobble(random: Random, x0: number, x1: number, y: number, amp: number, step: number): Point[] {
  const pts: Point[] = []
  const count = Math.max(2, Math.round((x1 - x0) / step))
  for (let i = 0; i <= count; i++) pts.push([lerp(x0, x1, i / count), y + between(random, -amp, amp)])
  return pts
}

/** Ground from y down to the bottom of the picture, in a soft gradient. */
export function groundBand(st: Stage, y: number, top: string, bottom: string, wave = 0): string {
  const fill = vgrad(st, [0, top], [1, bottom])
  if (!wave) return rect(-5, y, WIDTH + 10, HEIGHT - y + 5, fill)
  return blob([[-20, HEIGHT + 10], ...wobble(st.random, -20, WIDTH + 20, y, wave, 140), [WIDTH + 20, HEIGHT + 10]], fill)
}

/** A ridge of rolling hills from edge to edge with its top around y. */
export function hillRow(st: Stage, y: number, amp: number, fill: string, step = 120): string {
  return blob([[-30, HEIGHT + 10], [-30, y], ...wobble(st.random, -30, WIDTH + 30, y, amp, step), [WIDTH + 30, y], [WIDTH + 30, HEIGHT + 10]], fill)
}

export interface RangeOptions {
  x0?: number
  x1?: number
  /** y of the range's foot. */
  base: number
  /** Tallest and shortest peak heights. */
  high: number
  low: number
  count: number
  rock: Shades
  /** How far into the haze (0 clear, 1 gone). */
  fade: number
  snow?: boolean
  /** Width of a peak as a multiple of its height. */
  spread?: [number, number]
}

/** A row of mountains with lit and shadowed faces (and snow caps when asked). */
export function range(st: Stage, o: RangeOptions): string {
  const [light, mid, dark] = hazed(st, o.rock, o.fade)
  const snow = haze(st, st.detail('snow', '#f6f8fc'), o.fade * 0.8)
  const snowShade = haze(st, mix(st.palette.ice, mid, 0.25), o.fade * 0.8)
  const x0 = o.x0 ?? -60
  const x1 = o.x1 ?? WIDTH + 60
  const peaks: { x: number; h: number }[] = []
  for (let i = 0; i < o.count; i++) peaks.push({ x: lerp(x0, x1, (i + between(st.random, 0.25, 0.75)) / o.count), h: between(st.random, o.low, o.high) })
  peaks.sort((a, b) => a.h - b.h)
  const [s0, s1] = o.spread ?? [1.6, 2.3]
  let out = ''
  for (const p of peaks) {
    out += mountain(st.random, p.x, o.base + 3, p.h * between(st.random, s0, s1), p.h, {
      light,
      dark: mix(mid, dark, 0.45),
      fill: vgrad(st, [0, light], [1, haze(st, light, 0.35)]),
      snow: o.snow ? snow : undefined,
      snowShade: o.snow ? snowShade : undefined,
    })
  }
  return out
}

// ------------------------------------------------------------------ water

/** Still water from `top` to `bottom` with a sky-coloured sheen, ripples and the sun's glitter. */
export function waterBody(st: Stage, top: number, bottom: number, water: Shades, glintX?: number): string {
  const p = st.palette
  let out = rect(-5, top, WIDTH + 10, bottom - top, vgrad(st, [0, mix(water[0], p.skyBottom, 0.45)], [0.4, water[1]], [1, water[2]]))
  for (let i = 0; i < 10; i++) {
    const t = st.random()
    const y = lerp(top + 4, bottom - 4, t)
    const w = lerp(14, 50, t)
    const x = between(st.random, -10, WIDTH)
    out += line(`M${n(x)} ${n(y)}q${n(w / 4)} ${n(-w / 8)} ${n(w / 2)} 0t${n(w / 2)} 0`, '#ffffff', lerp(1, 2, t), opacity(lerp(0.25, 0.45, t)))
  }
  if (glintX !== undefined) {
    const glow = p.night ? p.sun : p.sunGlow
    for (let i = 0; i < 5; i++) {
      const w = (60 - i * 9) * between(st.random, 0.7, 1.2)
      out += rect(glintX - w / 2 + between(st.random, -8, 8), top + 4 + i * 7, w, 2.4, glow, ` rx="1.2"${opacity(0.55 - i * 0.08)}`)
    }
  }
  return out
}

/** A few white ripple strokes in an area. */
export function ripples(st: Stage, x0: number, x1: number, y0: number, y1: number, count: number, colour = '#ffffff', alpha = 0.5): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const x = between(st.random, x0, x1)
    const y = between(st.random, y0, y1)
    const w = lerp(12, 40, (y - y0) / Math.max(1, y1 - y0))
    d += `M${n(x)} ${n(y)}q${n(w / 4)} ${n(-w / 6)} ${n(w / 2)} 0t${n(w / 2)} 0`
  }
  return d ? line(d, colour, 1.6, opacity(alpha)) : ''
}

// ------------------------------------------------------------------ plants

/** A far treeline of small pointed conifers along y, two shades, one path each (keeps files small). */
export function treeline(st: Stage, x0: number, x1: number, y: number, hMin: number, hMax: number, count: number, colours: [string, string]): string {
  const rows = ['', '']
  for (let i = 0; i < count; i++) {
    const x = lerp(x0, x1, (i + st.random()) / count)
    const h = between(st.random, hMin, hMax)
    const w = h * 0.42
    const b = y + between(st.random, -2, 4)
    rows[i % 2] += lines([[x, b - h], [x + w * 0.3, b - h * 0.5], [x + w * 0.16, b - h * 0.5], [x + w * 0.5, b], [x - w * 0.5, b], [x - w * 0.16, b - h * 0.5], [x - w * 0.3, b - h * 0.5]])
  }
  return path(rows[0], colours[0]) + path(rows[1], colours[1])
}

/** A far row of round-topped leafy trees along y, as one path per shade. */
export function leafline(st: Stage, x0: number, x1: number, y: number, rMin: number, rMax: number, count: number, colours: [string, string]): string {
  const rows = ['', '']
  for (let i = 0; i < count; i++) {
    const x = lerp(x0, x1, (i + st.random()) / count)
    const r = between(st.random, rMin, rMax)
    rows[i % 2] += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 0.9)} 0 1 1 ${n(2 * r)} 0Z`
  }
  return path(rows[0], colours[0]) + path(rows[1], colours[1])
}

/** Low round shrubs scattered between y0 and y1. */
export function shrubs(st: Stage, x0: number, x1: number, y0: number, y1: number, count: number, colours: [string, string], size = 1): string {
  const items: [number, string][] = []
  for (let i = 0; i < count; i++) {
    const y = between(st.random, y0, y1)
    const k = lerp(0.5, 1.2, (y - y0) / Math.max(1, y1 - y0)) * size
    const x = between(st.random, x0, x1)
    const c = pick(st.random, colours)
    items.push([y, circle(x - 6 * k, y - 5 * k, 7 * k, c) + circle(x + 5 * k, y - 6 * k, 8 * k, shade(c, -0.12)) + circle(x, y - 10 * k, 7 * k, shade(c, 0.08))])
  }
  return items.sort((a, b) => a[0] - b[0]).map((i) => i[1]).join('')
}

/** Grass tufts between y0 and y1, three shades. */
export function tufts(st: Stage, x0: number, x1: number, y0: number, y1: number, count: number, colours: string[], size = 16): string {
  const rows = colours.map(() => '')
  for (let i = 0; i < count; i++) {
    const y = between(st.random, y0, y1)
    const x = between(st.random, x0, x1)
    const h = size * lerp(0.5, 1.2, (y - y0) / Math.max(1, y1 - y0))
    rows[i % rows.length] += `M${n(x - h * 0.5)} ${n(y - h * 0.8)}Q${n(x - h * 0.1)} ${n(y - h * 0.3)} ${n(x)} ${n(y)}Q${n(x + h * 0.05)} ${n(y - h * 0.6)} ${n(x + h * 0.1)} ${n(y - h)}Q${n(x + h * 0.2)} ${n(y - h * 0.4)} ${n(x + h * 0.55)} ${n(y - h * 0.75)}Q${n(x + h * 0.2)} ${n(y - h * 0.2)} ${n(x + h * 0.15)} ${n(y)}Z`
  }
  return rows.map((d, i) => (d ? path(d, colours[i]) : '')).join('')
}

/** Dots of flowers between y0 and y1, one path per colour. */
export function flowers(st: Stage, x0: number, x1: number, y0: number, y1: number, count: number, colours: string[], size = 5): string {
  const rows = colours.map(() => '')
  for (let i = 0; i < count; i++) {
    const y = between(st.random, y0, y1)
    rows[i % rows.length] += `M${n(between(st.random, x0, x1))} ${n(y)}h0`
  }
  return rows.map((d, i) => (d ? path(d, 'none', ` stroke="${colours[i]}" stroke-width="${n(size)}" stroke-linecap="round"`) : '')).join('')
}

/** Front conifers: `count` big trees at the left and right edges of the picture. */
export function edgeConifers(st: Stage, count: number, base: number, hMin: number, hMax: number, colours: [string, string]): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const left = i % 2 === 0
    const x = left ? between(st.random, -20, 90) : between(st.random, WIDTH - 90, WIDTH + 20)
    const h = between(st.random, hMin, hMax)
    out += conifer(x, base + between(st.random, 0, 12), h * between(st.random, 0.4, 0.5), h, colours[0], colours[1])
  }
  return out
}

// ------------------------------------------------------------------ air

/** A column of steam or spray: soft white puffs rising from (x, y). */
export function steam(st: Stage, x: number, y: number, height: number, width: number, alpha = 0.5, drift = 0.3): string {
  let out = ''
  const white = st.night ? mix(st.palette.cloud, '#ffffff', 0.4) : '#ffffff'
  const count = Math.max(3, Math.round(height / 18))
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1)
    const r = lerp(width * 0.35, width, t)
    out += circle(x + t * height * drift + between(st.random, -r * 0.2, r * 0.2), y - t * height, r, white, opacity(alpha * (1 - t * 0.6)))
  }
  return out
}

/** A soft glow: a few big translucent circles (a radial gradient would show as a disc in the PDF). */
export function glow(cx: number, cy: number, r: number, colour: string, alpha = 0.25): string {
  return [1, 0.84, 0.68, 0.52, 0.36, 0.2].map((k) => circle(cx, cy, r * k, colour, opacity(alpha / 2.5))).join('')
}

/** A tiny hiker for scale, standing at (x, y), `h` tall. */
export function hiker(x: number, y: number, h: number, colour: string, pack = '#c8503a'): string {
  const k = h / 30
  return (
    rect(x - 3 * k, y - 14 * k, 2.4 * k, 14 * k, colour) +
    rect(x + 0.6 * k, y - 14 * k, 2.4 * k, 14 * k, colour) +
    rect(x - 3.6 * k, y - 24 * k, 7.2 * k, 11 * k, pack, ` rx="${n(2 * k)}"`) +
    circle(x, y - 27 * k, 3.2 * k, colour)
  )
}

export { chance, between, pick, mix, shade }
