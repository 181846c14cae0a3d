/**
 * Colours for the built-in illustrator. A palette is a set of daylight "materials" (rock, ground,
 * foliage, water...) lit by one of four times of day, with a small seeded hue shift so no two parks
 * share exactly the same colours.
 */

import { mix, toHex } from './colour'
import { between, type Random } from '~/utils/seeded-random'

export const TIMES = ['morning', 'afternoon', 'dusk', 'night'] as const
export type TimeOfDay = (typeof TIMES)[number]

/** Three shades of one material: light (sunlit), mid, dark (shadow). */
export type Shades = [string, string, string]

export type RockTone = 'red' | 'tan' | 'grey' | 'granite' | 'basalt' | 'pink'
export type GroundTone = 'grass' | 'sand' | 'tundra' | 'prairie' | 'marsh' | 'ash' | 'forest'
export type WaterTone = 'blue' | 'tropical' | 'glacial' | 'dark'

export interface Palette {
  time: TimeOfDay
  night: boolean
  /** Sky gradient from the top of the picture down to the horizon. */
  skyTop: string
  skyMid: string
  skyBottom: string
  /** The sun by day, the moon by night. */
  sun: string
  sunGlow: string
  cloud: string
  cloudShade: string
  /** The colour distant things fade into. */
  haze: string
  rock: Shades
  ground: Shades
  sand: Shades
  foliage: Shades
  trunk: string
  water: Shades
  snow: string
  ice: string
  lava: string
  lavaGlow: string
  /** Warm, very dark tone for animal silhouettes and deep shadows. */
  silhouette: string
  star: string
}

const ROCKS: Record<RockTone, Shades> = {
  red: ['#ec9566', '#cf6a43', '#9c4731'],
  tan: ['#efc98f', '#d6a066', '#a87442'],
  grey: ['#bcc3d0', '#939bb0', '#6a7289'],
  granite: ['#e2ddd3', '#b9b1a6', '#8b837a'],
  basalt: ['#85787e', '#5e5460', '#3d3541'],
  pink: ['#f4b08a', '#e0845f', '#b8614a'],
}

const GROUNDS: Record<GroundTone, Shades> = {
  grass: ['#b2dc78', '#84c05a', '#589647'],
  sand: ['#f6d9a0', '#e8b978', '#cc9356'],
  tundra: ['#d4c98a', '#aeab66', '#838a50'],
  prairie: ['#e0d98a', '#bec464', '#8fa04f'],
  marsh: ['#a9cf80', '#7fab60', '#578049'],
  ash: ['#8d8088', '#655b66', '#433b47'],
  forest: ['#98cc70', '#6aaa55', '#467e45'],
}

const WATERS: Record<WaterTone, Shades> = {
  blue: ['#8fd8ea', '#45a8d0', '#28739f'],
  tropical: ['#8ef2e0', '#34c9c6', '#1a91ab'],
  glacial: ['#aee9ea', '#5cc0c8', '#2f8a9c'],
  dark: ['#86b9b0', '#4d8a82', '#2f5f5c'],
}

interface Light {
  skyTop: string
  skyMid: string
  skyBottom: string
  sun: string
  sunGlow: string
  cloud: string
  /** Colour the materials are tinted towards, and how much. */
  tint: string
  amount: number
  /** 0 keeps the brightness; 0.3 darkens by 30%. */
  dim: number
}

const LIGHTS: Record<TimeOfDay, Light> = {
  morning: {
    skyTop: '#7cc6ee',
    skyMid: '#b5e1f3',
    skyBottom: '#fde9cf',
    sun: '#fff6c9',
    sunGlow: '#fff1b8',
    cloud: '#ffffff',
    tint: '#ffe6cf',
    amount: 0.1,
    dim: 0,
  },
  afternoon: {
    skyTop: '#5aa9df',
    skyMid: '#9fd0ea',
    skyBottom: '#ffdca0',
    sun: '#ffe27a',
    sunGlow: '#ffd36b',
    cloud: '#fff8ea',
    tint: '#ffc46b',
    amount: 0.16,
    dim: 0,
  },
  dusk: {
    skyTop: '#40397f',
    skyMid: '#c8648a',
    skyBottom: '#ffb06a',
    sun: '#ffcf7a',
    sunGlow: '#ff9a5c',
    cloud: '#f7a3a0',
    tint: '#b65a86',
    amount: 0.26,
    dim: 0.14,
  },
  night: {
    skyTop: '#0e1a40',
    skyMid: '#1f3268',
    skyBottom: '#3e5a94',
    sun: '#fbf4d6',
    sunGlow: '#c9d6ff',
    cloud: '#53689c',
    tint: '#22336e',
    amount: 0.5,
    dim: 0.3,
  },
}

const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v))

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)]
}

export { mix }

/** Lighten (amount > 0, towards white) or darken (amount < 0, towards black). */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount)
}

function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = parse(hex).map((v) => v / 255)
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  let h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  h *= 60
  return [h, s, l]
}

function fromHsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return toHex(f(0) * 255, f(8) * 255, f(4) * 255)
}

/** Rotate the hue of a colour by `degrees`, keeping saturation and lightness. */
export function shiftHue(hex: string, degrees: number): string {
  const [h, s, l] = toHsl(hex)
  return fromHsl((((h + degrees) % 360) + 360) % 360, s, l)
}

/** A small seeded hue offset in [-max, max] degrees. */
export function seededHueShift(random: Random, max = 10): number {
  return between(random, -max, max)
}

export interface Materials {
  rock: RockTone
  ground: GroundTone
  water: WaterTone
  /** Foliage hue offset in degrees (autumn-ish parks can pass a warm shift). */
  foliageShift?: number
}

/** A park's own daylight colours: when given, they replace the generic materials, with no hue shift. */
export interface TrueColours {
  rock: Readonly<Shades>
  ground: Readonly<Shades>
  plants: Readonly<Shades>
  water: Readonly<Shades>
}

/** Lights a daylight colour for `time`: tinted towards the light and dimmed, but never hue-shifted. */
export function lightFor(time: TimeOfDay): (hex: string) => string {
  const light = LIGHTS[time]
  return (hex) => shade(mix(hex, light.tint, light.amount), -light.dim)
}

/**
 * A palette for `time`. `random` should be seeded by the park so its colours stay the same in
 * every picture of it; it shifts every material's hue a little.
 */
export function makePalette(time: TimeOfDay, materials: Materials, random: Random, own?: TrueColours): Palette {
  const light = LIGHTS[time]
  const hue = seededHueShift(random, 9)
  const skyHue = seededHueShift(random, 12)
  const lit = (hex: string, extraHue = 0) =>
    shade(mix(shiftHue(hex, hue + extraHue), light.tint, light.amount), -light.dim)
  const litShades = (s: Shades, extraHue = 0): Shades => [lit(s[0], extraHue), lit(s[1], extraHue), lit(s[2], extraHue)]
  const sky = (hex: string) => shiftHue(hex, skyHue)
  const foliageShift = (materials.foliageShift ?? 0) + between(random, -8, 8)
  const skyBottom = sky(light.skyBottom)
  const trueLit = lightFor(time)
  const trueShades = (s: Readonly<Shades>): Shades => [trueLit(s[0]), trueLit(s[1]), trueLit(s[2])]
  return {
    time,
    night: time === 'night',
    skyTop: sky(light.skyTop),
    skyMid: sky(light.skyMid),
    skyBottom,
    sun: light.sun,
    sunGlow: light.sunGlow,
    cloud: light.cloud,
    cloudShade: mix(light.cloud, sky(light.skyMid), 0.45),
    haze: mix(skyBottom, sky(light.skyMid), 0.35),
    rock: own ? trueShades(own.rock) : litShades(ROCKS[materials.rock]),
    ground: own ? trueShades(own.ground) : litShades(GROUNDS[materials.ground]),
    sand: litShades(GROUNDS.sand),
    foliage: own ? trueShades(own.plants) : litShades(['#7cc46e', '#42995a', '#256b4b'], foliageShift),
    trunk: lit('#8a5a3b'),
    water: own ? trueShades(own.water) : litShades(WATERS[materials.water]),
    snow: lit('#ffffff'),
    ice: lit('#bfeaf7'),
    lava: time === 'night' || time === 'dusk' ? '#ff7a2f' : '#f26a2a',
    lavaGlow: '#ffd25a',
    silhouette: shade(mix('#4a3530', light.tint, light.amount * 0.6), -light.dim * 0.5),
    star: '#fff7d6',
  }
}

/** Fade a colour towards the palette's haze: depth 0 is far (hazy), 1 is near (clear). */
export function fade(palette: Palette, hex: string, haze: number): string {
  return mix(hex, palette.haze, clamp(haze))
}
