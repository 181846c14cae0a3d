/** Colour helpers shared by the illustrator's drawings: safe hex colours, blends and hues. */

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/** A safe '#rrggbb' colour: anything that is not a hex colour becomes `fallback`. */
export function colour(value: string, fallback: string): string {
  const hex = HEX_COLOUR.test(value) ? value : fallback
  const digits = hex.slice(1)
  const full = digits.length === 3 ? digits.split('').map((d) => d + d).join('') : digits
  return `#${full.toLowerCase()}`
}

export function channels(hex: string): [number, number, number] {
  const value = parseInt(colour(hex, '#808080').slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

export function toHex(r: number, g: number, b: number): string {
  const part = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0')
  return `#${part(r)}${part(g)}${part(b)}`
}

/** Blends `a` towards `b`; `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = channels(a)
  const [r2, g2, b2] = channels(b)
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t)
}

export const darken = (hex: string, t: number) => mix(hex, '#000000', t)
export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t)

/** Relative brightness in [0, 1]. */
export function brightness(hex: string): number {
  const [r, g, b] = channels(hex)
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100
  const l = lightness / 100
  const k = (n: number) => (n + hue / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return toHex(f(0) * 255, f(8) * 255, f(4) * 255)
}
