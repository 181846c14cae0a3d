/**
 * Storybook portraits of the animal sidekicks for the built-in illustrator: one cute drawing per
 * `shape`, painted in the sidekick's `look` colours on a round badge.
 * Pure string building, so it runs anywhere (no DOM, no Node APIs).
 */

import type { Sidekick, SidekickShape } from '~/data/sidekicks'
import { hashString } from '~/utils/seeded-random'
import { brightness, colour, darken, hsl, lighten, mix } from './colour'

// ---------------------------------------------------------------------------------------------
// Colours

/** An outline colour that reads against `fill`. */
function lineFor(fill: string): string {
  return brightness(fill) < 0.2 ? darken(fill, 0.6) : darken(fill, 0.45)
}

// ---------------------------------------------------------------------------------------------
// Shape helpers

const INK = '#1E1A18'
const PINK = '#F49AA8'
const BEAK = '#F2B33D'
const BARK = '#6B4A2F'

function path(d: string, fill: string, line?: string, width = 3): string {
  const stroke = line ? ` stroke="${line}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"` : ''
  return `<path d="${d}" fill="${fill}"${stroke}/>`
}

function stroke(d: string, line: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${line}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`
}

function circle(cx: number, cy: number, r: number, fill: string, line?: string, width = 3): string {
  const s = line ? ` stroke="${line}" stroke-width="${width}"` : ''
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${s}/>`
}

function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  line?: string,
  rotate = 0,
  width = 3,
): string {
  const s = line ? ` stroke="${line}" stroke-width="${width}"` : ''
  const t = rotate ? ` transform="rotate(${rotate} ${cx} ${cy})"` : ''
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${s}${t}/>`
}

/** A shiny friendly eye; on dark fur it gets a pale ring so it still shows. */
function eye(cx: number, cy: number, r: number, fur: string): string {
  const ring = brightness(fur) < 0.38 ? circle(cx, cy, r + 3, lighten(fur, 0.55)) : ''
  return (
    ring +
    circle(cx, cy, r, INK) +
    circle(cx + r * 0.32, cy - r * 0.36, r * 0.36, '#FFFFFF') +
    circle(cx - r * 0.3, cy + r * 0.38, r * 0.15, '#FFFFFF')
  )
}

function cheeks(xs: number[], cy: number, rx = 11, ry = 7): string {
  return xs.map((x) => ellipse(x, cy, rx, ry, '#FF6F7D').replace('/>', ' opacity="0.35"/>')).join('')
}

function whiskers(cx: number, cy: number, spread: number, length: number, line: string): string {
  const out: string[] = []
  for (const side of [-1, 1]) {
    for (const dy of [-8, 0, 8]) {
      const x1 = cx + side * spread
      const x2 = x1 + side * length
      out.push(stroke(`M${x1} ${cy + dy / 2} Q${(x1 + x2) / 2} ${cy + dy - 2} ${x2} ${cy + dy * 1.6}`, line, 2.2))
    }
  }
  return out.join('')
}

/** Overlapping circles drawn twice, so they merge into one fluffy blob with a bumpy outline. */
function fluff(points: number[][], fill: string, line: string, rim?: string): string {
  const outline = points.map(([x, y, r]) => circle(x, y, r, rim ?? fill, line, 6)).join('')
  const fillIn = rim ? points.map(([x, y, r]) => circle(x, y, r - 7, fill)).join('') : points.map(([x, y, r]) => circle(x, y, r, fill)).join('')
  return outline + fillIn
}

// ---------------------------------------------------------------------------------------------
// Palette and backdrop

interface Palette {
  body: string
  shade: string
  light: string
  pale: string
  line: string
  accent: string
  accentLine: string
}

function paletteFor(sidekick: Sidekick): Palette {
  const body = colour(sidekick.look.body, '#9C7A5B')
  const accent = colour(sidekick.look.accent, '#F5F0E6')
  return {
    body,
    shade: darken(body, 0.22),
    light: lighten(body, 0.3),
    pale: lighten(body, 0.78),
    line: lineFor(body),
    accent,
    accentLine: lineFor(accent),
  }
}

type Ground = 'grass' | 'water' | 'branch'

const GROUND: Record<SidekickShape, Ground> = {
  fox: 'grass',
  owl: 'branch',
  bear: 'grass',
  raccoon: 'grass',
  otter: 'water',
  rabbit: 'grass',
  turtle: 'grass',
  eagle: 'branch',
  squirrel: 'grass',
  deer: 'grass',
}

function cloud(x: number, y: number, fill: string): string {
  return (
    `<g opacity="0.85">` +
    circle(x, y, 12, fill) +
    circle(x + 16, y - 8, 16, fill) +
    circle(x + 34, y - 2, 12, fill) +
    `<rect x="${x}" y="${y - 2}" width="${34}" height="14" rx="7" fill="${fill}"/>` +
    '</g>'
  )
}

function backdrop(hue: number, clipId: string, ground: Ground): { back: string; front: string; ring: string } {
  const sky = hsl(hue, 65, 88)
  const glow = lighten(sky, 0.55)
  const hill = hsl(95 + (hue % 40), 38, 72)
  const parts = [
    `<defs><clipPath id="${clipId}"><circle cx="160" cy="160" r="148"/></clipPath></defs>`,
    circle(160, 160, 152, sky),
    `<g clip-path="url(#${clipId})">`,
    circle(hue % 2 === 0 ? 74 : 246, 82, 28, glow),
    cloud(hue % 2 === 0 ? 214 : 58, hue % 3 === 0 ? 58 : 118, lighten(sky, 0.7)),
  ]
  let front = ''
  if (ground === 'grass') {
    parts.push(path('M0 262 C70 236 130 246 170 258 C220 242 280 238 320 252 L320 320 L0 320 Z', hill))
    parts.push(path('M0 292 C80 276 220 276 320 290 L320 320 L0 320 Z', darken(hill, 0.1)))
  } else if (ground === 'water') {
    parts.push(path('M0 250 C60 236 120 244 160 248 C220 236 280 238 320 248 L320 320 L0 320 Z', hill))
    const water = '#7CC4E0'
    front =
      path('M0 262 Q20 252 40 262 T80 262 T120 262 T160 262 T200 262 T240 262 T280 262 T320 262 L320 320 L0 320 Z', water) +
      stroke('M30 286 Q45 278 60 286 M120 298 Q135 290 150 298 M220 284 Q235 276 250 284', lighten(water, 0.55), 4) +
      stroke('M0 262 Q20 252 40 262 T80 262 T120 262 T160 262 T200 262 T240 262 T280 262 T320 262', darken(water, 0.25), 3)
  } else {
    parts.push(path('M0 290 C80 276 220 276 320 290 L320 320 L0 320 Z', hill))
    const leaf = hsl(110, 40, 48)
    front =
      stroke('M8 296 Q160 268 312 290', darken(BARK, 0.3), 22) +
      stroke('M8 296 Q160 268 312 290', BARK, 16) +
      stroke('M250 284 Q262 268 282 262', BARK, 8) +
      ellipse(286, 258, 14, 7, leaf, darken(leaf, 0.35), -30, 2.5) +
      ellipse(60, 282, 13, 6.5, leaf, darken(leaf, 0.35), -150, 2.5)
  }
  return {
    back: parts.join(''),
    front,
    ring: `</g><circle cx="160" cy="160" r="149" fill="none" stroke="${hsl(hue, 45, 62)}" stroke-width="6"/>`,
  }
}

// ---------------------------------------------------------------------------------------------
// The animals. Each returns [behind the ground decoration, in front of it].

type Drawing = { back: string; front: string }

function fox(p: Palette): Drawing {
  const tip = p.accent
  const back = [
    // tail, sweeping up on the right, with a white tip
    path('M196 292 C252 300 292 256 284 200 C280 172 262 160 248 172 C256 214 240 250 196 258 Z', p.body, p.line),
    path('M284 200 C280 172 262 160 248 172 C252 186 254 196 253 206 C264 210 276 208 284 200 Z', tip, p.line),
    // body and chest
    path('M110 320 C100 258 124 212 160 212 C196 212 220 258 210 320 Z', p.body, p.line),
    path('M134 222 C146 248 174 248 186 222 C184 262 172 290 160 300 C148 290 136 262 134 222 Z', p.accent),
    ellipse(134, 306, 17, 11, darken(p.body, 0.6), undefined),
    ellipse(186, 306, 17, 11, darken(p.body, 0.6), undefined),
    // ears
    path('M100 142 L98 58 L152 102 Z', p.body, p.line),
    path('M220 142 L222 58 L168 102 Z', p.body, p.line),
    path('M108 126 L106 76 L140 104 Z', darken(p.body, 0.55)),
    path('M212 126 L214 76 L180 104 Z', darken(p.body, 0.55)),
    // head with fluffy cheeks
    path(
      'M98 140 C98 106 126 92 160 92 C194 92 222 106 222 140 C222 158 236 176 248 186 C218 198 190 214 160 214 C130 214 102 198 72 186 C84 176 98 158 98 140 Z',
      p.body,
      p.line,
    ),
    path(
      'M74 186 C96 178 122 168 138 176 C148 184 172 184 182 176 C198 168 224 178 246 186 C218 198 190 212 160 212 C130 212 102 198 74 186 Z',
      p.accent,
    ),
    path('M148 150 C150 166 152 176 160 182 C168 176 170 166 172 150 C168 160 152 160 148 150 Z', lighten(p.accent, 0.3)),
    eye(134, 148, 9, p.body),
    eye(186, 148, 9, p.body),
    ellipse(160, 182, 9, 6.5, INK),
    circle(157, 180, 2, '#FFFFFF'),
    stroke('M160 188 L160 193 M151 194 Q156 199 160 193 Q164 199 169 194', INK, 2.6),
    cheeks([118, 202], 172),
  ]
  return { back: back.join(''), front: '' }
}

function owl(p: Palette): Drawing {
  const disc = lighten(p.body, 0.35)
  const belly = lighten(p.body, 0.6)
  const feet = mix(p.accent, '#E07B24', 0.4)
  const chevrons: string[] = []
  for (const [x, y] of [
    [142, 214],
    [178, 214],
    [160, 232],
    [136, 250],
    [184, 250],
    [160, 266],
  ]) {
    chevrons.push(stroke(`M${x - 8} ${y - 4} L${x} ${y + 3} L${x + 8} ${y - 4}`, p.shade, 3))
  }
  const back = [
    // ear tufts
    path('M98 116 L86 50 L136 94 Z', p.body, p.line),
    path('M222 116 L234 50 L184 94 Z', p.body, p.line),
    path('M100 100 L94 66 L122 92 Z', p.shade),
    path('M220 100 L226 66 L198 92 Z', p.shade),
    // body
    ellipse(160, 184, 84, 104, p.body, p.line),
    ellipse(160, 234, 52, 50, belly),
    ...chevrons,
    // wings
    path('M80 164 C60 206 70 258 112 282 C104 242 100 200 80 164 Z', p.shade, p.line),
    path('M240 164 C260 206 250 258 208 282 C216 242 220 200 240 164 Z', p.shade, p.line),
    // facial disc
    circle(126, 140, 38, disc, p.line, 2.5),
    circle(194, 140, 38, disc, p.line, 2.5),
    path('M110 150 C130 168 146 160 160 150 C174 160 190 168 210 150 C206 176 188 186 160 186 C132 186 114 176 110 150 Z', disc),
    // big round eyes
    circle(126, 140, 27, p.accent, p.accentLine, 3),
    circle(194, 140, 27, p.accent, p.accentLine, 3),
    circle(128, 142, 15, INK),
    circle(192, 142, 15, INK),
    circle(133, 136, 5.5, '#FFFFFF'),
    circle(197, 136, 5.5, '#FFFFFF'),
    circle(124, 148, 2.2, '#FFFFFF'),
    circle(188, 148, 2.2, '#FFFFFF'),
    // beak
    path('M149 166 Q160 160 171 166 L160 188 Z', BEAK, darken(BEAK, 0.4), 2.5),
    cheeks([106, 214], 176, 10, 6),
  ]
  const front = [
    ...[138, 182].flatMap((x) => [
      ellipse(x - 9, 278, 6, 10, feet, darken(feet, 0.4), 0, 2.5),
      ellipse(x, 280, 6, 10, feet, darken(feet, 0.4), 0, 2.5),
      ellipse(x + 9, 278, 6, 10, feet, darken(feet, 0.4), 0, 2.5),
    ]),
  ]
  return { back: back.join(''), front: front.join('') }
}

function bear(p: Palette): Drawing {
  const back = [
    // body and paws
    ellipse(160, 292, 92, 64, p.body, p.line),
    ellipse(160, 300, 46, 34, lighten(p.body, 0.12)),
    // ears
    circle(100, 104, 28, p.body, p.line),
    circle(220, 104, 28, p.body, p.line),
    circle(100, 104, 15, p.accent),
    circle(220, 104, 15, p.accent),
    // head
    ellipse(160, 164, 80, 70, p.body, p.line),
    // muzzle
    ellipse(160, 192, 38, 29, p.accent, p.accentLine, 0, 2.5),
    path('M145 178 Q160 170 175 178 Q173 190 160 194 Q147 190 145 178 Z', INK),
    ellipse(156, 177, 4, 2.5, '#FFFFFF').replace('/>', ' opacity="0.8"/>'),
    stroke('M160 194 L160 202 M148 204 Q154 211 160 202 Q166 211 172 204', INK, 2.8),
    eye(126, 152, 8.5, p.body),
    eye(194, 152, 8.5, p.body),
    cheeks([108, 212], 178).replace(/opacity="0.35"/g, 'opacity="0.5"'),
    // paws with pads
    ...[108, 212].flatMap((x) => [
      ellipse(x, 302, 26, 20, p.body, p.line),
      ellipse(x, 306, 11, 8, p.accent),
      circle(x - 11, 292, 4, p.accent),
      circle(x, 289, 4, p.accent),
      circle(x + 11, 292, 4, p.accent),
    ]),
  ]
  return { back: back.join(''), front: '' }
}

function raccoon(p: Palette): Drawing {
  const white = lighten(p.body, 0.82)
  const tail = 'M200 292 C250 300 284 270 284 222 C284 196 276 178 266 164'
  const back = [
    // ringed tail
    stroke(tail, p.line, 50),
    stroke(tail, p.body, 44),
    `<path d="${tail}" fill="none" stroke="${p.accent}" stroke-width="44" stroke-dasharray="0 10 16 7"/>`,
    circle(266, 164, 22, p.accent),
    // body and belly
    path('M110 320 C100 258 124 212 160 212 C196 212 220 258 210 320 Z', p.body, p.line),
    ellipse(160, 282, 32, 40, white),
    // ears
    path('M96 138 C86 104 96 80 110 78 C124 78 140 96 144 110 Z', white, p.line),
    path('M224 138 C234 104 224 80 210 78 C196 78 180 96 176 110 Z', white, p.line),
    path('M104 126 C98 104 104 90 112 90 C120 92 130 102 134 112 Z', p.shade),
    path('M216 126 C222 104 216 90 208 90 C200 92 190 102 186 112 Z', p.shade),
    // head with cheek fluff
    path(
      'M92 150 C92 112 124 94 160 94 C196 94 228 112 228 150 C232 162 242 172 252 178 C222 200 190 214 160 214 C130 214 98 200 68 178 C78 172 88 162 92 150 Z',
      p.body,
      p.line,
    ),
    path('M104 140 Q130 116 158 138 L162 138 Q190 116 216 140 Q190 130 160 146 Q130 130 104 140 Z', white),
    // bandit mask
    path(
      'M90 162 C94 138 126 130 148 148 Q160 156 172 148 C194 130 226 138 230 162 C224 180 200 182 186 174 Q172 168 160 172 Q148 168 134 174 C120 182 96 180 90 162 Z',
      p.accent,
    ),
    eye(128, 158, 8.5, p.accent),
    eye(192, 158, 8.5, p.accent),
    // muzzle
    path('M132 186 Q160 160 188 186 Q188 208 160 212 Q132 208 132 186 Z', white),
    ellipse(160, 180, 10, 7, INK),
    circle(157, 178, 2, '#FFFFFF'),
    stroke('M160 187 L160 193 M151 194 Q156 199 160 193 Q164 199 169 194', INK, 2.6),
    cheeks([112, 208], 190),
    // paws
    ellipse(140, 304, 15, 11, p.accent),
    ellipse(180, 304, 15, 11, p.accent),
  ]
  return { back: back.join(''), front: '' }
}

function otter(p: Palette): Drawing {
  const back = [
    // body rising from the water
    ellipse(160, 272, 72, 66, p.body, p.line),
    ellipse(160, 270, 44, 44, p.accent),
    // ears
    circle(94, 140, 14, p.body, p.line),
    circle(226, 140, 14, p.body, p.line),
    circle(94, 140, 7, p.shade),
    circle(226, 140, 7, p.shade),
    // head
    ellipse(160, 164, 72, 60, p.body, p.line),
    ellipse(160, 176, 50, 36, lighten(p.accent, 0.15)),
    eye(130, 152, 8.5, p.body),
    eye(190, 152, 8.5, p.body),
    // muzzle: two puffy cheeks, a wide nose and whiskers
    circle(146, 190, 18, p.accent, p.accentLine, 2.5),
    circle(174, 190, 18, p.accent, p.accentLine, 2.5),
    path('M146 174 Q160 168 174 174 Q172 186 160 188 Q148 186 146 174 Z', INK),
    ellipse(155, 174, 4, 2, '#FFFFFF').replace('/>', ' opacity="0.8"/>'),
    stroke('M160 188 L160 196', INK, 2.6),
    whiskers(160, 190, 26, 46, darken(p.body, 0.55)),
    cheeks([110, 210], 178, 10, 6),
    // paws holding a shell
    path('M146 232 L160 212 L174 232 Q160 240 146 232 Z', '#F6C6B4', '#C9826D', 2.5),
    stroke('M160 216 L160 234 M153 225 L155 234 M167 225 L165 234', '#C9826D', 2),
    ellipse(140, 238, 15, 11, p.shade, p.line),
    ellipse(180, 238, 15, 11, p.shade, p.line),
  ]
  return { back: back.join(''), front: '' }
}

function rabbit(p: Palette): Drawing {
  const back = [
    // long ears
    ellipse(128, 82, 20, 62, p.body, p.line, -10),
    ellipse(192, 82, 20, 62, p.body, p.line, 10),
    ellipse(128, 86, 10, 46, PINK, undefined, -10),
    ellipse(192, 86, 10, 46, PINK, undefined, 10),
    // body and belly
    path('M108 320 C98 260 124 214 160 214 C196 214 222 260 212 320 Z', p.body, p.line),
    ellipse(160, 284, 34, 40, p.accent),
    // head
    ellipse(160, 168, 66, 58, p.body, p.line),
    eye(134, 158, 9, p.body),
    eye(186, 158, 9, p.body),
    cheeks([114, 206], 184),
    // muzzle, pink nose and buck teeth
    path('M152 206 L152 218 Q156 220 160 218 Q164 220 168 218 L168 206 Z', '#FFFFFF', '#B8A89A', 2),
    stroke('M160 207 L160 218', '#B8A89A', 1.5),
    circle(150, 194, 15, p.accent, p.accentLine, 2.5),
    circle(170, 194, 15, p.accent, p.accentLine, 2.5),
    path('M152 180 Q160 176 168 180 Q166 188 160 190 Q154 188 152 180 Z', PINK, darken(PINK, 0.35), 2),
    whiskers(160, 194, 24, 34, lineFor(p.body)),
    // big feet
    ellipse(124, 308, 28, 13, p.light, p.line),
    ellipse(196, 308, 28, 13, p.light, p.line),
  ]
  return { back: back.join(''), front: '' }
}

function turtle(p: Palette): Drawing {
  const skin = mix(lighten(p.body, 0.3), p.accent, 0.25)
  const skinLine = lineFor(skin)
  const scute = lighten(p.body, 0.12)
  const hex = (cx: number, cy: number, r: number) => {
    const pts: string[] = []
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i
      pts.push(`${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a) * 0.85).toFixed(1)}`)
    }
    return path(`M${pts.join(' L')} Z`, scute, p.accent, 4) + circle(cx, cy, r * 0.3, p.accent).replace('/>', ' opacity="0.8"/>')
  }
  const shell = 'M68 250 C68 166 116 124 160 124 C204 124 252 166 252 250 Z'
  const head = [
    circle(258, 190, 32, skin, skinLine),
    circle(246, 178, 3, p.accent),
    circle(250, 204, 2.5, p.accent),
    circle(240, 194, 2.5, p.accent),
    eye(266, 182, 9, skin),
    cheeks([278], 200, 7, 5),
    stroke('M256 208 Q270 218 284 204', skinLine, 3),
  ]
  const back = [
    '<g transform="translate(-14 -14)">',
    // legs and tail
    path('M60 244 L40 256 L64 258 Z', skin, skinLine),
    ellipse(100, 262, 18, 24, skin, skinLine),
    ellipse(220, 262, 18, 24, skin, skinLine),
    // neck reaching out on the right
    path('M214 240 C222 214 234 200 250 198 L262 226 C246 236 234 242 214 240 Z', skin, skinLine),
    // shell with scutes, each drawn inside the shell's edge (no clip path: the PDF draws these too)
    path(shell, p.body),
    hex(160, 166, 24),
    hex(114, 200, 22),
    hex(206, 200, 22),
    hex(160, 222, 22),
    path(shell, 'none', p.line),
    path('M60 248 Q160 262 260 248 L262 258 Q160 276 58 258 Z', mix(p.body, p.accent, 0.55), p.line),
    // front feet
    ellipse(132, 272, 17, 14, skin, skinLine),
    ellipse(190, 272, 17, 14, skin, skinLine),
    ...head,
    '</g>',
  ]
  return { back: back.join(''), front: '' }
}

function eagle(p: Palette): Drawing {
  const eyeRing = '#F5D547'
  const back = [
    // white tail fan below the branch
    path('M138 270 L122 318 L198 318 L182 270 Z', p.accent, p.accentLine),
    stroke('M148 284 L142 316 M160 284 L160 316 M172 284 L178 316', p.accentLine, 2),
    // folded wings and body
    path('M160 150 C100 150 72 206 82 278 C100 292 130 294 160 294 C190 294 220 292 238 278 C248 206 220 150 160 150 Z', p.body, p.line),
    path('M88 188 C72 226 80 266 110 288 C112 248 106 214 88 188 Z', p.shade, p.line),
    path('M232 188 C248 226 240 266 210 288 C208 248 214 214 232 188 Z', p.shade, p.line),
    stroke('M90 236 Q96 252 106 262 M94 212 Q100 230 106 240 M230 236 Q224 252 214 262 M226 212 Q220 230 214 240', p.light, 3),
    stroke('M140 214 Q150 222 160 214 Q170 222 180 214 M134 240 Q147 250 160 240 Q173 250 186 240', p.light, 3),
    // white head with a feathery ruff
    path('M108 150 L112 178 L126 166 L136 186 L148 170 L160 190 L172 170 L184 186 L194 166 L208 178 L212 150 Z', p.accent, p.accentLine, 2.5),
    ellipse(160, 128, 60, 56, p.accent, p.accentLine),
    // eyes with yellow irises
    circle(134, 122, 12, eyeRing, darken(eyeRing, 0.45), 2.5),
    circle(186, 122, 12, eyeRing, darken(eyeRing, 0.45), 2.5),
    eye(135, 123, 7, eyeRing),
    eye(185, 123, 7, eyeRing),
    stroke('M120 104 Q134 100 148 106 M172 106 Q186 100 200 104', darken(p.accent, 0.35), 4),
    cheeks([114, 206], 144, 10, 6),
    // hooked yellow beak
    path('M142 140 C146 130 174 130 178 140 C182 154 174 168 162 178 C160 172 154 166 146 160 C142 154 140 146 142 140 Z', BEAK, darken(BEAK, 0.45), 2.5),
    stroke('M146 158 Q156 164 162 176', darken(BEAK, 0.45), 2.2),
    circle(152, 142, 2.2, darken(BEAK, 0.5)),
    circle(168, 142, 2.2, darken(BEAK, 0.5)),
  ]
  const front = [138, 182]
    .flatMap((x) => [
      ellipse(x - 9, 278, 5.5, 10, BEAK, darken(BEAK, 0.45), 10, 2.5),
      ellipse(x, 280, 5.5, 10, BEAK, darken(BEAK, 0.45), 0, 2.5),
      ellipse(x + 9, 278, 5.5, 10, BEAK, darken(BEAK, 0.45), -10, 2.5),
    ])
    .join('')
  return { back: back.join(''), front }
}

function squirrel(p: Palette): Drawing {
  const rim = mix(p.body, p.accent, 0.6)
  const belly = lighten(p.body, 0.8)
  const nut = '#C8893E'
  const cap = '#7A5230'
  const tail = [
    [212, 290, 30],
    [240, 262, 33],
    [258, 226, 35],
    [262, 186, 35],
    [256, 146, 32],
    [246, 110, 28],
    [230, 84, 20],
  ]
  const back = [
    // big bushy tail behind
    fluff(tail, p.body, p.line, rim),
    stroke('M222 280 C260 250 270 190 256 146 C252 126 244 104 232 90', rim, 8, ' opacity="0.6"'),
    // body and belly
    path('M96 320 C88 262 112 220 150 220 C188 220 212 262 204 320 Z', p.body, p.line),
    ellipse(150, 284, 34, 42, belly),
    // ears with rusty tufts
    path('M104 128 L100 78 L138 106 Z', p.body, p.line),
    path('M196 128 L200 78 L162 106 Z', p.body, p.line),
    path('M108 118 L106 90 L128 106 Z', p.accent),
    path('M192 118 L194 90 L172 106 Z', p.accent),
    // head
    ellipse(150, 166, 62, 56, p.body, p.line),
    ellipse(150, 190, 38, 26, belly),
    eye(126, 158, 10, p.body),
    eye(174, 158, 10, p.body),
    cheeks([104, 196], 184),
    path('M143 180 Q150 176 157 180 Q155 186 150 188 Q145 186 143 180 Z', INK),
    stroke('M150 188 L150 193 M142 194 Q146 199 150 193 Q154 199 158 194', INK, 2.6),
    // an acorn held in tiny paws
    ellipse(150, 246, 13, 16, nut, darken(nut, 0.45), 0, 2.5),
    path('M134 238 Q136 222 150 222 Q164 222 166 238 Z', cap, darken(cap, 0.4), 2.5),
    stroke('M150 222 L153 214', darken(cap, 0.4), 3),
    ellipse(132, 248, 10, 8, p.body, p.line, 0, 2.5),
    ellipse(168, 248, 10, 8, p.body, p.line, 0, 2.5),
    // feet
    ellipse(118, 310, 22, 11, p.body, p.line),
    ellipse(182, 310, 22, 11, p.body, p.line),
  ]
  return { back: back.join(''), front: '' }
}

function deer(p: Palette): Drawing {
  const antler = darken(p.body, 0.35)
  const spots = [
    [104, 262, 8, 6],
    [120, 286, 7, 5],
    [98, 300, 6, 5],
    [216, 262, 8, 6],
    [200, 286, 7, 5],
    [222, 300, 6, 5],
    [132, 308, 6, 4],
    [188, 308, 6, 4],
  ]
  const back = [
    // small antlers
    stroke('M138 108 L128 62 M131 76 L112 64 M129 68 L138 52', darken(antler, 0.3), 10),
    stroke('M182 108 L192 62 M189 76 L208 64 M191 68 L182 52', darken(antler, 0.3), 10),
    stroke('M138 108 L128 62 M131 76 L112 64 M129 68 L138 52', antler, 5),
    stroke('M182 108 L192 62 M189 76 L208 64 M191 68 L182 52', antler, 5),
    // body with white spots
    path('M76 320 C76 262 110 226 160 226 C210 226 244 262 244 320 Z', p.body, p.line),
    path('M136 228 C146 244 174 244 184 228 C184 262 174 290 160 300 C146 290 136 262 136 228 Z', p.accent),
    ...spots.map(([x, y, rx, ry]) => ellipse(x, y, rx, ry, p.accent)),
    // ears
    ellipse(90, 130, 36, 16, p.body, p.line, -22),
    ellipse(230, 130, 36, 16, p.body, p.line, 22),
    ellipse(94, 130, 24, 8, p.accent, undefined, -22),
    ellipse(226, 130, 24, 8, p.accent, undefined, 22),
    // head
    path('M106 138 C104 100 216 100 214 138 C214 176 192 222 160 226 C128 222 106 176 106 138 Z', p.body, p.line),
    ellipse(160, 200, 30, 24, p.accent),
    ellipse(152, 128, 4, 3, p.accent),
    ellipse(168, 128, 4, 3, p.accent),
    ellipse(160, 116, 4, 3, p.accent),
    // eyes with lashes
    eye(134, 154, 10, p.body),
    eye(186, 154, 10, p.body),
    stroke('M124 146 L118 141 M128 143 L124 137 M196 146 L202 141 M192 143 L196 137', INK, 2.4),
    cheeks([116, 204], 176),
    ellipse(160, 192, 12, 8, INK),
    circle(156, 190, 2.2, '#FFFFFF'),
    stroke('M160 200 L160 206 M151 208 Q156 213 160 206 Q164 213 169 208', INK, 2.6),
  ]
  return { back: back.join(''), front: '' }
}

function animal(shape: SidekickShape, p: Palette): Drawing {
  switch (shape) {
    case 'fox':
      return fox(p)
    case 'owl':
      return owl(p)
    case 'bear':
      return bear(p)
    case 'raccoon':
      return raccoon(p)
    case 'otter':
      return otter(p)
    case 'rabbit':
      return rabbit(p)
    case 'turtle':
      return turtle(p)
    case 'eagle':
      return eagle(p)
    case 'squirrel':
      return squirrel(p)
    case 'deer':
      return deer(p)
    default:
      return fox(p)
  }
}

// ---------------------------------------------------------------------------------------------

/** Salts the name before hashing it into a background hue; picked so today's sidekicks get well-spread hues. */
const HUE_SALT = 'sidekick-382:'

/** A standalone 320x320 SVG portrait of `sidekick`, the same every time for the same sidekick. */
export function drawSidekickArt(sidekick: Sidekick): string {
  const seed = hashString(sidekick.name)
  const hue = hashString(HUE_SALT + sidekick.name) % 360
  const clipId = `sidekick-${seed.toString(36)}`
  const p = paletteFor(sidekick)
  const shape: SidekickShape = GROUND[sidekick.shape] ? sidekick.shape : 'fox'
  const scene = backdrop(hue, clipId, GROUND[shape])
  const drawing = animal(shape, p)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320">',
    scene.back,
    drawing.back,
    scene.front,
    drawing.front,
    scene.ring,
    '</svg>',
  ].join('')
}

/**
 * The sidekick alone, without its badge and backdrop, in the portrait's 320 x 320 box: for placing
 * it in a scene. `perched` birds stand on their feet near y = 290; the others are drawn to the box's
 * bottom edge, to be tucked behind something in the scene.
 */
export function drawSidekickFigure(sidekick: Sidekick): { svg: string; perched: boolean } {
  const shape: SidekickShape = GROUND[sidekick.shape] ? sidekick.shape : 'fox'
  const drawing = animal(shape, paletteFor(sidekick))
  return { svg: drawing.back + drawing.front, perched: GROUND[shape] === 'branch' }
}
