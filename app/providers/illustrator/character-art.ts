/**
 * Storybook portraits of the young explorers for the built-in illustrator: a head-and-shoulders
 * drawing on a round badge, built only from the colours and hair style in `character.look`.
 * Pure string building, so it runs anywhere (no DOM, no Node APIs).
 */

import type { Character, HairStyle } from '~/data/characters'
import { hashString } from '~/utils/seeded-random'
import { brightness, colour, darken, hsl, lighten, mix } from './colour'

// ---------------------------------------------------------------------------------------------
// Colours

// ---------------------------------------------------------------------------------------------
// Layout (viewBox 320 x 320)

const HEAD_X = 160
const HEAD_Y = 150
const HEAD_R = 62
const HAT_KHAKI = '#C9A66B'
const STRAP = '#7B5234'
const EYE = '#2A1C15'
/** Salts the name before hashing it into a background hue; picked so today's cast get well-spread hues. */
const HUE_SALT = 'explorer-139:'

interface Palette {
  skin: string
  skinShade: string
  line: string
  hair: string
  hairShade: string
  hairShine: string
  outfit: string
  outfitShade: string
  collar: string
  hat: string
  hatShade: string
  accent: string
}

function paletteFor(character: Character, hue: number): Palette {
  const skin = colour(character.look.skin, '#E0AC7E')
  const hair = colour(character.look.hair, '#3A2414')
  const outfit = colour(character.look.outfit, '#2E7D6B')
  const hat = mix(HAT_KHAKI, hsl(hue, 45, 60), 0.12)
  return {
    skin,
    skinShade: darken(skin, 0.14),
    line: darken(skin, 0.55),
    hair,
    hairShade: brightness(hair) < 0.15 ? lighten(hair, 0.12) : darken(hair, 0.25),
    hairShine: lighten(hair, brightness(hair) < 0.15 ? 0.28 : 0.3),
    outfit,
    outfitShade: darken(outfit, 0.25),
    collar: lighten(outfit, 0.55),
    hat,
    hatShade: darken(hat, 0.28),
    accent: hsl((hue + 150) % 360, 70, 55),
  }
}

// ---------------------------------------------------------------------------------------------
// Background

function background(hue: number, clipId: string, seed: number): { back: string; ring: string } {
  const sky = hsl(hue, 70, 88)
  const far = hsl((hue + 20) % 360, 45, 78)
  const near = hsl((hue + 40) % 360, 40, 70)
  const ring = hsl(hue, 50, 62)
  // Little sparkles whose places depend on the name.
  const spots = [
    [66, 92],
    [250, 78],
    [272, 150],
    [52, 160],
    [230, 40],
  ]
  const sparkles = spots
    .filter((_, i) => ((seed >> i) & 1) === 1 || i < 2)
    .map(([x, y]) => sparkle(x, y, 7, lighten(sky, 0.7)))
    .join('')
  const back = [
    `<defs><clipPath id="${clipId}"><circle cx="160" cy="160" r="148"/></clipPath></defs>`,
    `<circle cx="160" cy="160" r="152" fill="${sky}"/>`,
    `<g clip-path="url(#${clipId})">`,
    `<circle cx="${seed % 2 === 0 ? 238 : 82}" cy="96" r="30" fill="${lighten(sky, 0.55)}"/>`,
    sparkles,
    `<path d="M0 250 C60 200 110 210 160 236 C210 206 270 196 320 236 L320 320 L0 320 Z" fill="${far}"/>`,
    `<path d="M0 282 C70 256 120 262 170 282 C220 262 280 258 320 276 L320 320 L0 320 Z" fill="${near}"/>`,
  ].join('')
  return {
    back,
    ring: `</g><circle cx="160" cy="160" r="149" fill="none" stroke="${ring}" stroke-width="6"/>`,
  }
}

function sparkle(x: number, y: number, r: number, fill: string): string {
  const i = r * 0.28
  return (
    `<path d="M${x} ${y - r} L${x + i} ${y - i} L${x + r} ${y} L${x + i} ${y + i} L${x} ${y + r} ` +
    `L${x - i} ${y + i} L${x - r} ${y} L${x - i} ${y - i} Z" fill="${fill}"/>`
  )
}

// ---------------------------------------------------------------------------------------------
// Body

function body(p: Palette): string {
  const stroke = `stroke="${p.outfitShade}" stroke-width="3" stroke-linejoin="round"`
  return [
    // neck
    `<path d="M140 190 L180 190 L182 252 L138 252 Z" fill="${p.skinShade}"/>`,
    // shirt / jacket
    `<path d="M54 330 C56 276 88 248 134 240 L160 262 L186 240 C232 248 264 276 266 330 Z" fill="${p.outfit}" ${stroke}/>`,
    // pocket
    `<path d="M186 282 L222 282 L222 312 Q204 318 186 312 Z" fill="${darken(p.outfit, 0.1)}" ${stroke}/>`,
    `<path d="M186 282 L222 282 L222 292 L186 292 Z" fill="${darken(p.outfit, 0.18)}"/>`,
    // collar flaps
    `<path d="M134 238 L160 262 L146 276 L124 246 Z" fill="${p.collar}" stroke="${darken(p.collar, 0.3)}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="M186 238 L160 262 L174 276 L196 246 Z" fill="${p.collar}" stroke="${darken(p.collar, 0.3)}" stroke-width="3" stroke-linejoin="round"/>`,
    // backpack straps
    `<path d="M98 330 C98 296 104 268 124 246" fill="none" stroke="${darken(STRAP, 0.25)}" stroke-width="22"/>`,
    `<path d="M98 330 C98 296 104 268 124 246" fill="none" stroke="${STRAP}" stroke-width="16"/>`,
    `<rect x="90" y="282" width="20" height="14" rx="3" fill="none" stroke="#E9C46A" stroke-width="4"/>`,
    `<path d="M236 330 C238 300 230 268 200 248" fill="none" stroke="${darken(STRAP, 0.25)}" stroke-width="16"/>`,
    `<path d="M236 330 C238 300 230 268 200 248" fill="none" stroke="${STRAP}" stroke-width="10"/>`,
    // explorer badge
    `<circle cx="150" cy="298" r="11" fill="${p.accent}" stroke="${darken(p.accent, 0.35)}" stroke-width="2.5"/>`,
    sparkle(150, 298, 7, '#FFF6D5'),
  ].join('')
}

// ---------------------------------------------------------------------------------------------
// Head and face

function ears(p: Palette): string {
  return [98, 222]
    .map(
      (x) =>
        `<circle cx="${x}" cy="156" r="13" fill="${p.skin}" stroke="${p.line}" stroke-width="2.5"/>` +
        `<circle cx="${x}" cy="156" r="6" fill="${p.skinShade}"/>`,
    )
    .join('')
}

function head(p: Palette): string {
  return `<circle cx="${HEAD_X}" cy="${HEAD_Y}" r="${HEAD_R}" fill="${p.skin}" stroke="${p.line}" stroke-width="2.5"/>`
}

function face(p: Palette, seed: number): string {
  const eyes = [137, 183]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="154" rx="7" ry="9" fill="${EYE}"/>` +
        `<circle cx="${x + 2.5}" cy="150" r="2.8" fill="#FFFFFF"/>` +
        `<circle cx="${x - 2}" cy="158" r="1.2" fill="#FFFFFF" opacity="0.8"/>`,
    )
    .join('')
  const lift = seed % 3 === 0 ? 3 : 0
  const brows =
    `<path d="M126 ${137 - lift} Q137 ${130 - lift} 148 ${135 - lift}" fill="none" stroke="${p.hairShade}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M172 135 Q183 130 194 ${137 - lift}" fill="none" stroke="${p.hairShade}" stroke-width="4" stroke-linecap="round"/>`
  const cheeks = [121, 199]
    .map((x) => `<ellipse cx="${x}" cy="176" rx="12" ry="7.5" fill="#FF6F7D" opacity="0.38"/>`)
    .join('')
  const nose = `<path d="M155 168 Q160 173 165 168" fill="none" stroke="${p.line}" stroke-width="2.5" stroke-linecap="round"/>`
  const mouth =
    `<path d="M143 182 Q160 202 177 182 Q160 188 143 182 Z" fill="#9E3D3D" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M152 191 Q160 186 168 191 Q160 196 152 191 Z" fill="#F08A8A"/>`
  const freckles =
    seed % 4 === 1
      ? [114, 122, 118, 198, 206, 202]
          .map((x, i) => `<circle cx="${x}" cy="${i % 3 === 2 ? 172 : 166}" r="1.6" fill="${p.line}" opacity="0.5"/>`)
          .join('')
      : ''
  return eyes + brows + cheeks + freckles + nose + mouth
}

// ---------------------------------------------------------------------------------------------
// Hair

interface HairLayers {
  /** Drawn behind the head and body. */
  back: string
  /** Drawn over the head. */
  front: string
}

function hairPath(d: string, p: Palette): string {
  return `<path d="${d}" fill="${p.hair}" stroke="${p.hairShade}" stroke-width="3" stroke-linejoin="round"/>`
}

/** A cap of hair over the top of the head with a fringe. */
function cap(p: Palette, parted: boolean): string {
  const d = parted
    ? 'M96 160 C88 104 118 80 160 80 C202 80 232 104 224 160 C216 140 208 126 196 116 C186 118 170 114 160 102 C150 114 134 118 124 116 C112 126 104 140 96 160 Z'
    : 'M96 160 C88 102 120 78 162 80 C204 82 232 106 224 160 C218 140 212 128 204 118 C184 128 154 126 132 110 C118 124 104 138 96 160 Z'
  const shine = parted
    ? `<path d="M124 96 Q138 88 152 88" fill="none" stroke="${p.hairShine}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`
    : `<path d="M130 94 Q146 86 164 86" fill="none" stroke="${p.hairShine}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`
  return hairPath(d, p) + shine
}

function braid(p: Palette, x: number, side: -1 | 1): string {
  const parts: string[] = []
  for (let i = 0; i < 5; i++) {
    const cx = x + side * (i * 1.5)
    const cy = 186 + i * 19
    const rx = 13 - i * 0.8
    parts.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="12" fill="${p.hair}" stroke="${p.hairShade}" stroke-width="2.5"/>`,
    )
    parts.push(
      `<path d="M${cx - rx * 0.6} ${cy - 3} Q${cx} ${cy + 5} ${cx + rx * 0.6} ${cy - 3}" fill="none" stroke="${p.hairShine}" stroke-width="2" opacity="0.6"/>`,
    )
  }
  const endX = x + side * 8
  parts.push(
    `<circle cx="${endX}" cy="280" r="7" fill="${p.accent}" stroke="${darken(p.accent, 0.35)}" stroke-width="2"/>`,
  )
  parts.push(
    `<path d="M${endX - 7} 286 L${endX - 10} 304 L${endX} 296 L${endX + 10} 304 L${endX + 7} 286 Z" fill="${p.hair}" stroke="${p.hairShade}" stroke-width="2.5" stroke-linejoin="round"/>`,
  )
  return parts.join('')
}

function curls(p: Palette, points: number[][]): string {
  return points
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.hair}" stroke="${p.hairShade}" stroke-width="3"/>`,
    )
    .join('')
}

function hair(style: HairStyle, p: Palette, hat: boolean): HairLayers {
  switch (style) {
    case 'long':
      return {
        back: hairPath('M98 150 C86 92 126 76 160 76 C194 76 234 92 222 150 C228 190 236 226 240 262 C210 276 110 276 80 262 C84 226 92 190 98 150 Z', p),
        front:
          cap(p, true) +
          hairPath('M98 150 C96 132 104 118 120 114 C112 150 112 200 120 250 C108 254 96 254 86 250 C92 216 98 184 98 150 Z', p) +
          hairPath('M222 150 C224 132 216 118 200 114 C208 150 208 200 200 250 C212 254 224 254 234 250 C228 216 222 184 222 150 Z', p),
      }
    case 'curly': {
      const ring: number[][] = [
        [100, 182, 18],
        [92, 156, 20],
        [96, 126, 21],
        [112, 100, 22],
        [136, 84, 22],
        [162, 78, 23],
        [188, 84, 22],
        [210, 100, 22],
        [224, 126, 21],
        [228, 156, 20],
        [220, 182, 18],
      ]
      const fringe: number[][] = [
        [114, 118, 15],
        [134, 106, 16],
        [158, 102, 16],
        [182, 106, 16],
        [204, 118, 15],
      ]
      return {
        back: curls(p, ring),
        front: curls(p, hat ? fringe.filter(([x]) => x < 120 || x > 200) : fringe),
      }
    }
    case 'braids':
      return {
        back: '',
        front: cap(p, true) + braid(p, 100, -1) + braid(p, 220, 1),
      }
    case 'bun': {
      const bun = hat
        ? `<circle cx="218" cy="190" r="22" fill="${p.hair}" stroke="${p.hairShade}" stroke-width="3"/>`
        : `<circle cx="160" cy="70" r="28" fill="${p.hair}" stroke="${p.hairShade}" stroke-width="3"/>` +
          `<path d="M144 62 Q158 50 172 58" fill="none" stroke="${p.hairShine}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>` +
          `<path d="M138 92 Q160 100 182 92" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>`
      return {
        back: bun,
        front: hairPath(
          'M96 160 C88 102 120 80 160 80 C200 80 232 102 224 160 C218 134 200 114 176 110 C168 116 152 116 144 110 C120 114 102 134 96 160 Z',
          p,
        ) +
          `<path d="M128 96 Q144 88 160 88" fill="none" stroke="${p.hairShine}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`,
      }
    }
    case 'ponytail':
      return {
        back:
          hairPath('M200 96 C246 92 262 130 256 170 C252 200 262 226 272 244 C246 248 226 230 222 200 C218 170 228 140 206 118 Z', p) +
          `<path d="M236 150 C234 180 240 206 252 228" fill="none" stroke="${p.hairShine}" stroke-width="3" stroke-linecap="round" opacity="0.6"/>`,
        front:
          cap(p, false) +
          `<ellipse cx="214" cy="104" rx="9" ry="12" transform="rotate(40 214 104)" fill="${p.accent}" stroke="${darken(p.accent, 0.35)}" stroke-width="2.5"/>`,
      }
    case 'short':
    default:
      return {
        back: '',
        front: hat
          ? cap(p, false)
          : cap(p, false) + hairPath('M120 92 L112 72 L134 84 Z', p) + hairPath('M150 82 L152 62 L168 80 Z', p),
      }
  }
}

// ---------------------------------------------------------------------------------------------
// Hat

function bucketHat(p: Palette): string {
  const stroke = `stroke="${p.hatShade}" stroke-width="3" stroke-linejoin="round"`
  return [
    `<path d="M106 120 C104 92 118 62 160 62 C202 62 216 92 214 120 Z" fill="${p.hat}" ${stroke}/>`,
    `<path d="M107 104 Q160 94 213 104 L214 120 Q160 110 106 120 Z" fill="${p.outfitShade}"/>`,
    `<path d="M74 128 C90 108 130 104 160 104 C190 104 230 108 246 128 C250 136 240 140 232 136 C210 124 186 120 160 120 C134 120 110 124 88 136 C80 140 70 136 74 128 Z" fill="${lighten(p.hat, 0.1)}" ${stroke}/>`,
    `<path d="M136 72 Q150 66 166 67" fill="none" stroke="${lighten(p.hat, 0.45)}" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="126" cy="110" r="6" fill="${p.accent}" stroke="${darken(p.accent, 0.35)}" stroke-width="2"/>`,
  ].join('')
}

// ---------------------------------------------------------------------------------------------

/** A standalone 320x320 SVG portrait of `character`, the same every time for the same character. */
export function drawCharacterArt(character: Character): string {
  const seed = hashString(character.name)
  const hue = hashString(HUE_SALT + character.name) % 360
  const clipId = `character-${seed.toString(36)}`
  const p = paletteFor(character, hue)
  const layers = hair(character.look.hairStyle, p, character.look.hat)
  const bg = background(hue, clipId, seed >>> 3)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320">',
    bg.back,
    layers.back,
    body(p),
    ears(p),
    head(p),
    face(p, seed),
    layers.front,
    character.look.hat ? bucketHat(p) : '',
    bg.ring,
    '</svg>',
  ].join('')
}
