/**
 * Chapter illustrations for the built-in illustrator: the park's scenery plus things picked out of
 * the words of the prompt (animals, a campfire, rain, snow, a map, young explorers). Only keywords
 * steer the drawing; the prompt's text is never written into the picture.
 */

import type { Park, Scenery } from '~/data/park-types'
import { animalKeyFor } from './animals'
import { mix, shade, type TimeOfDay } from './palette'
import { renderScene, type PropContext } from './park-art'
import { between, chance, pick, seededRandom, type Random } from '~/utils/seeded-random'
import { circle, ellipse, HEIGHT, n, opacity, path, shape, WIDTH } from './scenery'

const words = (text: string, pattern: string) => new RegExp(`\\b(${pattern})\\b`, 'i').test(text)

/** Up to two animals named in the prompt, as names the animal library understands. */
function animalsIn(prompt: string, park: Park): string[] {
  const found = new Map<string, string>()
  const text = prompt.toLowerCase()
  for (const animal of park.animals) {
    const key = animalKeyFor(animal.name)
    const last = animal.name.toLowerCase().split(/\s+/).pop() ?? ''
    if (key && !found.has(key) && (text.includes(animal.name.toLowerCase()) || (last.length > 3 && words(text, `${last}s?`)))) found.set(key, animal.name)
  }
  const tokens = text.split(/[^a-z\u00c0-\u024f]+/).filter(Boolean)
  for (let i = 0; i < tokens.length; i++) {
    for (const phrase of [tokens[i], `${tokens[i]} ${tokens[i + 1] ?? ''}`.trim()]) {
      const key = animalKeyFor(phrase)
      if (key && !found.has(key)) {
        // prefer the park's own kind of animal ("bear" in Denali is a grizzly)
        const own = park.animals.find((a) => animalKeyFor(a.name) === key)
        found.set(key, own ? own.name : phrase)
      }
    }
  }
  return [...found.values()].slice(0, 2)
}

function tent(x: number, y: number, random: Random, night: boolean): string {
  const colour = pick(random, ['#e0703a', '#e6a23c', '#4f9fd6', '#d9534f'])
  const w = 130
  const h = 88
  let out = ellipse(x, y + 2, w * 0.62, 8, '#000000', opacity(0.2))
  out += shape([[x - w / 2, y], [x, y - h], [x + w / 2, y]], colour)
  out += shape([[x, y - h], [x + w / 2, y], [x + w * 0.18, y]], shade(colour, -0.22))
  out += shape([[x - 20, y], [x, y - h * 0.62], [x + 20, y]], night ? '#ffd36b' : shade(colour, -0.55))
  out += path(`M${n(x)} ${n(y - h)}l-6 -10M${n(x - w / 2)} ${n(y)}l-14 4M${n(x + w / 2)} ${n(y)}l14 4`, 'none', ' stroke="#6b4a34" stroke-width="2" stroke-linecap="round"')
  return out
}

function campfire(ctx: PropContext, x: number, y: number): string {
  const glow = ctx.palette.night || ctx.palette.time === 'dusk'
  let out = ''
  if (glow) {
    out += ellipse(x, y - 10, 190, 110, ctx.defs.radial([[0, '#ffb347', 0.55], [1, '#ffb347', 0]]))
  }
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2
    out += ellipse(x + Math.cos(a) * 30, y + Math.sin(a) * 7, 8, 5, '#8d8a94')
  }
  out += `<rect x="${n(x - 32)}" y="${n(y - 7)}" width="64" height="11" rx="5" fill="#7a4a2e" transform="rotate(14 ${n(x)} ${n(y)})"/>`
  out += `<rect x="${n(x - 32)}" y="${n(y - 7)}" width="64" height="11" rx="5" fill="#8f5a38" transform="rotate(-14 ${n(x)} ${n(y)})"/>`
  const flame = (s: number, colour: string) =>
    path(`M${n(x)} ${n(y - 62 * s)}C${n(x + 10 * s)} ${n(y - 40 * s)} ${n(x + 26 * s)} ${n(y - 26 * s)} ${n(x + 20 * s)} ${n(y - 6)}Q${n(x)} ${n(y + 4)} ${n(x - 20 * s)} ${n(y - 6)}C${n(x - 26 * s)} ${n(y - 26 * s)} ${n(x - 6 * s)} ${n(y - 36 * s)} ${n(x)} ${n(y - 62 * s)}Z`, colour)
  out += flame(1, '#f0533a') + flame(0.75, '#ff9f2e') + flame(0.45, '#ffe066')
  for (let i = 0; i < 6; i++) out += circle(x + between(ctx.random, -26, 26), y - between(ctx.random, 70, 120), between(ctx.random, 1.2, 2.4), '#ffd36b', opacity(0.8))
  return out
}

const SKIN = ['#f2c9a0', '#d9a27a', '#a8704a', '#7a4a2e', '#f5d5b8']
const HAIR = ['#2b1d16', '#6b3f22', '#c98a3a', '#1d1d24', '#8a4a2a']
const SHIRTS = ['#e4572e', '#4f9fd6', '#f2b134', '#59b36b', '#b36bd6', '#e86a9a']

/** A young explorer about 78 px tall standing at (x, y), with a backpack. */
function child(random: Random, x: number, y: number, flip: boolean, night: boolean): string {
  const skin = pick(random, SKIN)
  const hair = pick(random, HAIR)
  const shirt = pick(random, SHIRTS)
  const dim = (c: string) => (night ? mix(c, '#1f2d6b', 0.3) : c)
  const k = flip ? -1 : 1
  const X = (v: number) => n(x + k * v)
  let out = ellipse(x, y, 22, 5, '#000000', opacity(0.2))
  out += `<rect x="${n(x - 9)}" y="${n(y - 28)}" width="7" height="28" rx="3.5" fill="${dim('#3d4f7a')}"/><rect x="${n(x + 2)}" y="${n(y - 28)}" width="7" height="28" rx="3.5" fill="${dim('#3d4f7a')}"/>`
  out += `<rect x="${n(x - (flip ? -8 : 20))}" y="${n(y - 56)}" width="12" height="22" rx="4" fill="${dim('#8a5a3b')}"/>`
  out += `<rect x="${n(x - 12)}" y="${n(y - 58)}" width="24" height="34" rx="10" fill="${dim(shirt)}"/>`
  out += path(`M${X(10)} ${n(y - 52)}L${X(22)} ${n(y - 66)}`, 'none', ` stroke="${dim(skin)}" stroke-width="6" stroke-linecap="round"`)
  out += circle(x, y - 70, 13, dim(skin))
  out += path(`M${X(-13)} ${n(y - 70)}Q${X(-12)} ${n(y - 88)} ${X(2)} ${n(y - 85)}Q${X(14)} ${n(y - 84)} ${X(13)} ${n(y - 73)}Q${X(4)} ${n(y - 78)} ${X(-13)} ${n(y - 70)}Z`, dim(hair))
  out += circle(x + k * 5, y - 69, 1.8, '#241c1c') + path(`M${X(1)} ${n(y - 63)}q${n(k * 4)} 3 ${n(k * 8)} 0`, 'none', ' stroke="#241c1c" stroke-width="1.4" stroke-linecap="round"')
  return out
}

function map(x: number, y: number, night: boolean): string {
  const paper = night ? '#cdbf9a' : '#f3e3b8'
  let out = `<g transform="translate(${n(x)} ${n(y)}) rotate(-8)">`
  out += `<rect x="-46" y="-30" width="92" height="58" rx="3" fill="${paper}"/>`
  out += path('M-15 -30V28M16 -30V28', 'none', ` stroke="${shade(paper, -0.15)}" stroke-width="1.5"`)
  out += path('M-36 16Q-20 -10 0 4T34 -16', 'none', ' stroke="#c0392b" stroke-width="2" stroke-dasharray="4 4" stroke-linecap="round"')
  out += path('M28 -22l8 8M36 -22l-8 8', 'none', ' stroke="#c0392b" stroke-width="3" stroke-linecap="round"')
  out += path('M-34 -20l6 -8l6 8Z', '#59b36b') + path('M-24 -16l5 -7l5 7Z', '#3f8a52')
  out += '</g>'
  out += circle(x + 62, y + 10, 15, '#d9a441') + circle(x + 62, y + 10, 11, '#fdf6e3')
  out += path(`M${n(x + 62)} ${n(y + 1)}L${n(x + 65)} ${n(y + 10)}L${n(x + 62)} ${n(y + 19)}L${n(x + 59)} ${n(y + 10)}Z`, '#c0392b')
  return out
}

function rain(random: Random): string {
  let d = ''
  for (let i = 0; i < 90; i++) {
    const x = between(random, -40, WIDTH)
    const y = between(random, 0, HEIGHT)
    d += `M${n(x)} ${n(y)}l6 16`
  }
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#3a4660"${opacity(0.18)}/>` + path(d, 'none', ` stroke="#dfeaff" stroke-width="1.6" stroke-linecap="round"${opacity(0.6)}`)
}

function snow(random: Random, horizon: number): string {
  let out = `<rect y="${n(horizon)}" width="${WIDTH}" height="${n(HEIGHT - horizon)}" fill="#ffffff"${opacity(0.22)}/>`
  const flakes = ['', '', '']
  for (let i = 0; i < 72; i++) flakes[i % 3] += `M${n(between(random, 0, WIDTH))} ${n(between(random, 0, HEIGHT))}h0`
  flakes.forEach((d, i) => {
    out += path(d, 'none', ` stroke="#ffffff" stroke-width="${[3, 5, 7][i]}" stroke-linecap="round"${opacity([0.95, 0.85, 0.7][i])}`)
  })
  for (let i = 0; i < 6; i++) {
    const x = between(random, 20, WIDTH - 20)
    const y = between(random, 20, HEIGHT - 40)
    const r = between(random, 6, 10)
    out += path(`M${n(x - r)} ${n(y)}h${n(r * 2)}M${n(x)} ${n(y - r)}v${n(r * 2)}M${n(x - r * 0.7)} ${n(y - r * 0.7)}l${n(r * 1.4)} ${n(r * 1.4)}M${n(x + r * 0.7)} ${n(y - r * 0.7)}l${n(-r * 1.4)} ${n(r * 1.4)}`, 'none', ` stroke="#ffffff" stroke-width="1.8" stroke-linecap="round"${opacity(0.9)}`)
  }
  return out
}

/** An 800 x 500 SVG illustration for one story page, the same every time for the same seed. */
export function drawPromptArt(input: { park: Park; prompt: string; seed: string }): string {
  const { park, prompt, seed } = input
  const random = seededRandom(`${seed}/prompt`)
  const night = words(prompt, 'night|nights|stars?|starry|moon|moonlight|midnight|dark')
  const dusk = words(prompt, 'sunrise|sunset|dusk|dawn|evening|twilight')
  const camp = words(prompt, 'campfire|camp|camping|campsite|tent|tents|fire')
  const wet = words(prompt, 'rain|rainy|raining|storm|stormy|thunder|thunderstorm')
  const snowy = words(prompt, 'snow|snowy|snowing|snowflakes?|blizzard')
  const mapped = words(prompt, 'maps?|compass|treasure')
  const kids = words(prompt, 'friends?|explorers?|hike|hikes|hiking|hikers?|kids|children|together')
  const time: TimeOfDay = night ? 'night' : dusk ? 'dusk' : camp ? pick(random, ['dusk', 'night'] as TimeOfDay[]) : pick(random, ['morning', 'afternoon'] as TimeOfDay[])
  const extra: Scenery[] = []
  if (words(prompt, 'rivers?|streams?|creek')) extra.push('river')
  if (words(prompt, 'lakes?|pond')) extra.push('lake')
  if (words(prompt, 'waterfalls?')) extra.push('waterfall')
  const animals = animalsIn(prompt, park)
  const side = chance(random, 0.5) ? 1 : -1
  const fireX = WIDTH / 2 + between(random, -40, 40)

  const props = (ctx: PropContext) => {
    const darkish = ctx.palette.night
    let out = ''
    const y = ctx.waterFront ? Math.max(ctx.ground, 470) : ctx.ground
    if (camp) {
      const patch = mix(ctx.palette.ground[2], '#7a5a3e', 0.5)
      out += ellipse(fireX, y + 2, 80, 16, patch) + ellipse(WIDTH / 2 + side * 305, y, 95, 14, patch)
      out += tent(WIDTH / 2 + side * between(random, 290, 320), y - 4, random, darkish)
      out += campfire(ctx, fireX, y)
    }
    if (mapped) out += map(camp ? fireX - side * 150 : WIDTH / 2 + between(random, -60, 60), Math.min(HEIGHT - 40, y + 6), darkish)
    if (kids) {
      const kx = camp ? fireX - side * 95 : WIDTH / 2 + between(random, -80, 80)
      // over water, the explorers stand on a flat rock at the shore
      if (ctx.waterFront) out += ellipse(kx, y + 6, 80, 14, ctx.palette.rock[1]) + ellipse(kx - 6, y + 2, 66, 9, ctx.palette.rock[0])
      out += child(random, kx - 22, y + 4, false, darkish) + child(random, kx + 24, y + 6, true, darkish)
    }
    return out
  }
  const overlay = (ctx: PropContext) => (wet ? rain(ctx.random) : '') + (snowy ? snow(ctx.random, ctx.horizon) : '')

  return renderScene(park, {
    seed: `${park.id}/prompt/${seed}`,
    time,
    animals: animals.length ? animals : undefined,
    extraScenery: extra,
    stars: night,
    clouds: wet ? 'storm' : snowy ? 'many' : 'few',
    props,
    overlay,
  })
}
