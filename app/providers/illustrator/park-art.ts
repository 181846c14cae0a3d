/**
 * Park scenes for the built-in illustrator: sky, far landforms, the ground or water, features in
 * the middle distance, plants and animals in front. Everything is seeded by the park id (colours)
 * and by the picture's seed (composition), so a picture is the same every time it is drawn.
 */

import { landmarksOf, type LandmarkDrawing, type ParkLandmarks } from '~/data/landmarks'
import type { Park, Scenery } from '~/data/park-types'
import { animalColour, animalHabitat, animalKeyFor, drawAnimal } from './animals'
import { LANDMARK_ART } from './landmarks'
import type { LandmarkArt, Landscape, Stage } from './landmarks/kit'
import { lightFor, makePalette, mix, shade, type GroundTone, type Materials, type Palette, type RockTone, type TimeOfDay, type WaterTone } from './palette'
import { between, chance, hashString, intBetween, pick, seededRandom, shuffled, type Random } from '~/utils/seeded-random'
import { caveFrame, circle, Defs, ellipse, groundPlane, HEIGHT, n, opacity, path, SCENERY_DRAWERS, smooth, WIDTH, type LayerInfo, type Point } from './scenery'

const BACK: Scenery[] = ['peaks', 'snowy-peaks', 'volcano', 'mesa', 'glacier', 'canyon', 'badlands']
const OVER: Scenery[] = ['canyon', 'badlands', 'gorge', 'fjord']
const WATERY: Scenery[] = ['coast', 'reef', 'island', 'lake', 'fjord']
const FLAT: Scenery[] = ['lava', 'swamp', 'dunes', 'lake', 'river', 'coast']
const STANDING: Scenery[] = ['island', 'arches', 'hoodoos', 'caves', 'waterfall', 'geyser', 'hot-springs']
const SCATTER: Scenery[] = ['desert', 'prairie', 'tundra']

/** Everything a prop drawer needs to fit into a scene. */
export interface PropContext {
  random: Random
  palette: Palette
  defs: Defs
  horizon: number
  /** y of the front ground, where props and figures stand. */
  ground: number
  /** Whether the bottom of the picture is water rather than land. */
  waterFront: boolean
  sun: Point
  /** Horizontal span the landmark stands in, which props should leave free. */
  clear?: [number, number]
}

export interface SceneOptions {
  /** Composition seed: the same seed gives the same picture. */
  seed: string
  time: TimeOfDay
  /** Which of the park's landmark scenes to draw; by default its first landmark's. */
  drawing?: LandmarkDrawing
  /** Animal names to draw; by default one or two of the park's own animals. */
  animals?: string[]
  /** Extra scenery tags to add to the park's own. */
  extraScenery?: Scenery[]
  /** Stars in the sky even when it is not night (dusk). */
  stars?: boolean
  clouds?: 'few' | 'many' | 'storm'
  /** Drawn after the scenery, before the animals. */
  props?: (ctx: PropContext) => string
  /** Drawn last, over everything (weather). */
  overlay?: (ctx: PropContext) => string
}

function materialsFor(tags: readonly Scenery[], random: Random): Materials {
  const rockOf: Partial<Record<Scenery, RockTone[]>> = {
    arches: ['red'],
    canyon: ['red', 'tan', 'pink'],
    hoodoos: ['pink', 'red'],
    mesa: ['red', 'tan'],
    badlands: ['tan', 'pink'],
    gorge: ['grey', 'tan'],
    volcano: ['basalt'],
    lava: ['basalt'],
    'snowy-peaks': ['grey', 'granite'],
    glacier: ['grey'],
    fjord: ['grey'],
    peaks: ['grey', 'granite', 'tan'],
    desert: ['tan', 'red'],
    dunes: ['tan'],
    caves: ['tan', 'grey'],
  }
  const groundOf: Partial<Record<Scenery, GroundTone>> = {
    desert: 'sand',
    dunes: 'sand',
    cactus: 'sand',
    arches: 'sand',
    tundra: 'tundra',
    prairie: 'prairie',
    badlands: 'prairie',
    swamp: 'marsh',
    lava: 'ash',
    forest: 'forest',
    'giant-trees': 'forest',
  }
  const rockTag = tags.find((t) => rockOf[t])
  const groundTag = tags.find((t) => groundOf[t])
  const water: WaterTone = tags.includes('reef') ? 'tropical' : tags.some((t) => t === 'glacier' || t === 'fjord') ? 'glacial' : tags.includes('swamp') ? 'dark' : 'blue'
  return {
    rock: rockTag ? pick(random, rockOf[rockTag]!) : pick(random, ['grey', 'granite'] as RockTone[]),
    ground: groundTag ? groundOf[groundTag]! : 'grass',
    water,
    foliageShift: tags.includes('swamp') ? 10 : 0,
  }
}

function sky(random: Random, palette: Palette, defs: Defs, horizon: number, sun: Point, stars: boolean, clouds: 'few' | 'many' | 'storm'): string {
  const storm = clouds === 'storm'
  const top = storm ? mix(palette.skyTop, '#6b7280', 0.55) : palette.skyTop
  const mid = storm ? mix(palette.skyMid, '#8b93a3', 0.55) : palette.skyMid
  let out = `<rect width="${WIDTH}" height="${n(horizon + 20)}" fill="${defs.linear([[0, top], [0.55, mid], [1, palette.skyBottom]])}"/>`
  if (stars || palette.night) {
    // tiny stars as round-capped zero-length strokes: three sizes, one path each
    const dots = ['', '', '']
    for (let i = 0; i < 66; i++) dots[i % 3] += `M${n(between(random, 0, WIDTH))} ${n(Math.pow(random(), 1.4) * (horizon - 40))}h0`
    dots.forEach((d, i) => {
      out += path(d, 'none', ` stroke="${palette.star}" stroke-width="${[1.2, 2, 3][i]}" stroke-linecap="round"${opacity((palette.night ? 1 : 0.6) * [0.6, 0.8, 1][i])}`)
    })
    for (let i = 0; i < 6; i++) {
      const x = between(random, 20, WIDTH - 20)
      const y = between(random, 15, horizon * 0.55)
      const r = between(random, 3, 6)
      out += path(`M${n(x)} ${n(y - r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + r)}Q${n(x)} ${n(y)} ${n(x - r)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - r)}Z`, palette.star)
    }
  }
  const [sx, sy] = sun
  const glowR = palette.time === 'dusk' ? 150 : palette.night ? 90 : 120
  if (!storm) {
    out += circle(sx, sy, glowR, defs.radial([[0, palette.sunGlow, palette.night ? 0.35 : 0.7], [1, palette.sunGlow, 0]]))
    const r = palette.time === 'dusk' ? 38 : palette.night ? 24 : 30
    out += circle(sx, sy, r, palette.sun)
    if (palette.night) {
      out += circle(sx - 7, sy - 5, 5, shade(palette.sun, -0.08)) + circle(sx + 8, sy + 6, 3.5, shade(palette.sun, -0.08)) + circle(sx + 3, sy - 11, 2.5, shade(palette.sun, -0.08))
    }
  }
  const count = storm ? 7 : clouds === 'many' ? 5 : palette.night ? 1 : intBetween(random, 2, 3)
  for (let i = 0; i < count; i++) {
    let cx = storm ? lerpSpread(i, count) : between(random, 40, WIDTH - 40)
    const cy = storm ? between(random, 30, 90) : between(random, 40, horizon - 130)
    if (!storm && Math.abs(cx - sx) < 150 && Math.abs(cy - sy) < 110) cx = (cx + 330) % (WIDTH - 80) + 40
    const w = between(random, 70, 130) * (storm ? 1.8 : 1)
    const body = storm ? mix(palette.cloud, '#7d8596', 0.6) : palette.cloud
    const under = storm ? mix(palette.cloudShade, '#5d6475', 0.6) : palette.cloudShade
    let c = ellipse(cx, cy + w * 0.06, w * 0.55, w * 0.14, under)
    c += circle(cx - w * 0.25, cy, w * 0.18, body) + circle(cx, cy - w * 0.1, w * 0.26, body) + circle(cx + w * 0.26, cy - w * 0.02, w * 0.17, body)
    c += ellipse(cx, cy + w * 0.02, w * 0.52, w * 0.12, body)
    out += `<g${opacity(palette.night ? 0.6 : 0.95)}>${c}</g>`
  }
  if (!palette.night && !storm) {
    for (let i = 0; i < intBetween(random, 1, 3); i++) {
      const x = between(random, 100, 700)
      const y = between(random, 70, horizon - 120)
      out += path(`M${n(x - 7)} ${n(y - 3)}q4 -1 7 3q3 -4 7 -3`, 'none', ` stroke="${palette.silhouette}" stroke-width="1.6" stroke-linecap="round"${opacity(0.6)}`)
    }
  }
  return out
}

const lerpSpread = (i: number, count: number) => ((i + 0.5) / count) * WIDTH

/** Soft rolling hills on the horizon, for parks without any landform behind them. */
function hills(random: Random, palette: Palette, horizon: number): string {
  let out = ''
  for (let r = 0; r < 2; r++) {
    const pts: Point[] = [[-20, horizon + 6]]
    for (let k = 0; k <= 5; k++) pts.push([lerpSpread(k, 6) + between(random, -40, 40), horizon - between(random, 10, 40) * (r ? 0.6 : 1)])
    pts.push([WIDTH + 20, horizon + 6])
    out += path(smooth(pts), mix(mix(palette.ground[2], palette.foliage[2], 0.5), palette.haze, r ? 0.35 : 0.55))
  }
  return out
}

/** The sizes animals are drawn at, by silhouette. */
const SIZE: Record<string, number> = { bear: 92, bison: 96, deer: 98, sheep: 78, canine: 72, cat: 74, seal: 62, owl: 52, squirrel: 44, rabbit: 44, turtle: 44, reptile: 50, frog: 34, songbird: 36, bird: 60, bat: 54, butterfly: 30, fish: 48, whale: 80 }

function pickAnimals(park: Park, random: Random, water: boolean, reefFront: boolean): string[] {
  const fits = (name: string) => {
    const key = animalKeyFor(name)
    if (!key) return false
    if (reefFront) return key === 'fish' || key === 'turtle' || key === 'whale' || key === 'seal'
    return animalHabitat(key) !== 'water' || water
  }
  const good = shuffled(random, park.animals.filter((a) => fits(a.name)))
  const count = chance(random, 0.55) ? 2 : 1
  if (good.length) return good.slice(0, count).map((a) => a.name)
  return [pick(random, park.animals).name]
}

/** One complete SVG picture of `park`: its landmark scene, or a scene built from its scenery tags. */
export function renderScene(park: Park, options: SceneOptions): string {
  const own = landmarksOf(park.id)
  return own ? landmarkScene(park, own, options) : tagScene(park, options)
}

const sunFor = (random: Random, time: TimeOfDay, horizon: number): Point =>
  time === 'dusk' ? [between(random, 120, 680), horizon - between(random, 20, 60)] : time === 'afternoon' ? [between(random, 80, 720), between(random, 70, 120)] : [between(random, 80, 720), between(random, 60, horizon - 150)]

const vignette = (defs: Defs, palette: Palette) => `<rect width="${WIDTH}" height="${HEIGHT}" fill="${defs.radial([[0.6, '#000000', 0], [1, '#1a0f1f', palette.night ? 0.45 : 0.22]])}"/>`

const svgOf = (defs: Defs, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">${defs}${body}</svg>`

/** The park's landmark scene in its true colours, with the shared sky, animals and vignette. */
function landmarkScene(park: Park, own: ParkLandmarks, options: SceneOptions): string {
  const drawing = own.landmarks.some((l) => l.drawing === options.drawing) ? options.drawing! : own.landmarks[0].drawing
  const art: LandmarkArt = LANDMARK_ART[drawing]
  const random = seededRandom(options.seed)
  const look = seededRandom(`${park.id}/look`)
  const { rock, ground, plants, water, details } = own.colours
  const palette = makePalette(options.time, { rock: 'grey', ground: 'grass', water: 'blue' }, look, { rock, ground, plants, water })
  const defs = new Defs(`i${(hashString(options.seed) % 46656).toString(36)}`)
  const horizon = between(random, art.horizon[0], art.horizon[1])
  const sun = sunFor(random, options.time, horizon)
  const lit = lightFor(options.time)
  const stage: Stage = {
    random: seededRandom(`${options.seed}/${drawing}`),
    palette,
    defs,
    horizon,
    sun,
    night: palette.night,
    dark: palette.night || palette.time === 'dusk',
    lit,
    detail: (name, fallback) => lit(details[name] ?? fallback),
    colours: own.colours,
  }
  let body = art.sky === false ? '' : sky(random, palette, defs, horizon, sun, options.stars ?? false, options.clouds ?? 'few')
  const land = art.draw(stage)
  body += land.svg
  const ctx: PropContext = { random, palette, defs, horizon, ground: land.ground, waterFront: land.waterFront ?? false, sun, clear: land.clear }
  if (options.props) body += options.props(ctx)
  body += landmarkAnimals(park, random, palette, land, horizon, options.animals)
  if (options.overlay) body += options.overlay(ctx)
  return svgOf(defs, body + vignette(defs, palette))
}

/**
 * An x between the picture's edges for something `size` wide, outside `clear` and at least 130 px
 * from every x in `taken`; null when there is no such place.
 */
export function freeSpot(random: Random, size: number, clear: [number, number] | undefined, taken: number[]): number | null {
  const margin = size * 0.45
  const spans: [number, number][] = clear ? [[70, clear[0] - margin], [clear[1] + margin, WIDTH - 70]] : [[70, WIDTH - 70]]
  const open = spans.filter(([a, b]) => b > a)
  for (let tries = 0; tries < 16 && open.length; tries++) {
    const [a, b] = pick(random, open)
    const x = between(random, a, b)
    if (taken.every((t) => Math.abs(t - x) > 130)) return x
  }
  return null
}

/** Animals in a landmark scene: on its ground, in its water or sky, out of the landmark's way. */
function landmarkAnimals(park: Park, random: Random, palette: Palette, land: Landscape, horizon: number, asked?: string[]): string {
  const water = land.waterLine !== undefined || land.waterFront === true
  const allowed = (name: string) => {
    const habitat = animalHabitat(animalKeyFor(name))
    if (land.animals === 'none' || land.animals === 'sky') return habitat === 'sky' && (land.animals === 'sky' || asked !== undefined)
    return habitat !== 'water' || water
  }
  const names = (asked ?? pickAnimals(park, random, water, false)).filter(allowed).slice(0, 3)
  const taken: number[] = []
  let out = ''
  for (const name of names) {
    const key = animalKeyFor(name) ?? 'songbird'
    const habitat = animalHabitat(key)
    const size = (SIZE[key] ?? 50) * between(random, 0.9, 1.1)
    const x = freeSpot(random, size, habitat === 'sky' ? undefined : land.clear, taken)
    if (x === null) continue
    taken.push(x)
    let y = land.ground - between(random, 0, 8)
    if (habitat === 'sky') y = key === 'butterfly' ? between(random, land.ground - 90, land.ground - 50) : between(random, 80, Math.max(110, horizon - 110))
    if (habitat === 'water') y = land.waterFront ? between(random, Math.max(horizon + 60, 420), 470) : (land.waterLine ?? horizon) + size * 0.3
    const colour = mix(animalColour(name), palette.silhouette, palette.night ? 0.45 : palette.time === 'dusk' ? 0.25 : 0)
    out += drawAnimal(name, x, y, size, colour, x > WIDTH / 2)
  }
  return out
}

/** The older scene built only from the park's scenery tags, for a park without landmarks. */
function tagScene(park: Park, options: SceneOptions): string {
  const random = seededRandom(options.seed)
  const look = seededRandom(`${park.id}/look`)
  const tags: Scenery[] = [...park.scenery, ...(options.extraScenery ?? []).filter((t) => !park.scenery.includes(t))]
  const palette = makePalette(options.time, materialsFor(tags, look), look)
  const defs = new Defs(`i${(hashString(options.seed) % 46656).toString(36)}`)
  const first = tags[0]
  const horizon = first === 'canyon' || first === 'hoodoos' ? between(random, 245, 270) : between(random, 285, 318)
  const focus = between(random, 250, 550)
  const sun = sunFor(random, options.time, horizon)
  const layer = (depth: 0 | 1 | 2, dominant: boolean, base: number, x: number): LayerInfo => ({ defs, depth, dominant, horizon, base, x, tags })
  const draw = (tag: Scenery, info: LayerInfo) => SCENERY_DRAWERS[tag](seededRandom(`${options.seed}/${tag}/${info.depth}`), palette, info)
  const other = () => (focus < WIDTH / 2 ? between(random, 500, 700) : between(random, 100, 300))

  let body = sky(random, palette, defs, horizon, sun, options.stars ?? false, options.clouds ?? 'few')

  // far landforms
  const back = tags.filter((t) => BACK.includes(t) && !(OVER.includes(t) && t === first))
  const overTag = OVER.includes(first) ? first : (tags.find((t) => t === 'fjord' || t === 'gorge') ?? null)
  const desertish = tags.some((t) => t === 'desert' || t === 'arches' || t === 'dunes' || t === 'cactus')
  if (!back.length && !overTag && !WATERY.includes(first)) {
    body += desertish ? draw('canyon', layer(0, false, horizon, focus)) : hills(random, palette, horizon)
  }
  back
    .slice()
    .sort((a, b) => (tags.indexOf(a) < 2 ? 1 : 0) - (tags.indexOf(b) < 2 ? 1 : 0))
    .forEach((t, i, all) => {
      const near = tags.indexOf(t) < 2 && i === all.length - 1
      body += draw(t, layer(near ? 1 : 0, t === first, horizon, near || t === 'glacier' ? focus : between(random, 120, 680)))
    })

  // ground and water
  const wateryIndex = tags.findIndex((t) => WATERY.includes(t))
  const waterFront = wateryIndex === 0
  const shore = wateryIndex < 0 ? null : waterFront ? (first === 'reef' ? 440 : between(random, 395, 425)) : horizon + between(random, 30, 55)
  const beach = tags.some((t) => t === 'coast' || t === 'reef' || t === 'island')
  body += groundPlane(random, palette, layer(1, false, horizon, focus), shore, beach)
  if (overTag) body += draw(overTag, layer(1, overTag === first, horizon, focus))
  const land = shore !== null && !waterFront ? shore + 15 : horizon + 20
  const isOver = overTag === 'canyon' || overTag === 'gorge'
  const forestFirst = first === 'forest'
  if (tags.includes('forest') && (!isOver || overTag === 'gorge')) {
    body += draw('forest', layer(0, forestFirst, (shore !== null && !waterFront ? shore : horizon) + 2, focus))
  }

  // flat ground features, then standing ones, then scattered plants and stones
  for (const t of tags.filter((t) => FLAT.includes(t))) {
    if (t === 'river' && (isOver || waterFront)) continue
    const base = t === 'lake' ? horizon : t === 'river' ? land - 10 : t === 'dunes' ? horizon : land
    body += draw(t, layer(1, t === first, base, t === 'lake' ? sun[0] : t === 'coast' ? other() : between(random, 200, 600)))
  }
  let slot = 0
  for (const t of tags.filter((t) => STANDING.includes(t))) {
    if (t === 'caves' && first === 'caves') continue
    const dominant = t === first
    const x = slot++ === 0 ? focus : other()
    const base = t === 'island' ? horizon + (dominant ? between(random, 40, 70) : 12) : (shore !== null && !waterFront ? shore : horizon) + (dominant ? between(random, 70, 100) : between(random, 40, 70))
    body += draw(t, layer(1, dominant, base, x))
  }
  if (!isOver) for (const t of tags.filter((t) => SCATTER.includes(t))) body += draw(t, layer(1, t === first, land, focus))

  // trees and cacti
  if (tags.includes('forest')) {
    if (forestFirst && !waterFront) body += draw('forest', layer(1, true, land + 40, focus))
    if (forestFirst || chance(random, 0.5)) body += draw('forest', layer(2, forestFirst, HEIGHT, focus))
  }
  if (tags.includes('giant-trees')) body += draw('giant-trees', layer(first === 'giant-trees' ? 2 : 1, first === 'giant-trees', land + 20, focus))
  if (tags.includes('cactus')) body += draw('cactus', layer(first === 'cactus' || chance(random, 0.5) ? 2 : 1, first === 'cactus', land, focus))
  if (tags.includes('reef')) body += draw('reef', layer(2, first === 'reef', HEIGHT, focus))

  const ground = first === 'reef' ? 478 : between(random, 452, 480)
  const ctx: PropContext = { random, palette, defs, horizon, ground, waterFront, sun }
  if (first === 'caves') body += caveFrame(seededRandom(`${options.seed}/cave`), palette, defs)
  if (options.props) body += options.props(ctx)

  // animals
  const names = options.animals ?? pickAnimals(park, random, shore !== null || tags.includes('swamp'), first === 'reef')
  names.slice(0, 3).forEach((name, i) => {
    const key = animalKeyFor(name) ?? 'songbird'
    const habitat = animalHabitat(key)
    const left = (i % 2 === 0) === focus > WIDTH / 2
    let x = left ? between(random, 130, 300) : between(random, 500, 670)
    let y = ground - between(random, 0, 10)
    if (overTag === 'canyon' && first === 'canyon' && habitat === 'ground') {
      // on the near rim, which is on the side away from the focus
      x = focus < WIDTH / 2 ? between(random, 560, 720) : between(random, 80, 240)
      y = horizon + between(random, 118, 130)
    } else if (overTag === 'gorge' && habitat === 'ground') {
      x = left ? between(random, 50, 170) : between(random, 630, 750)
    }
    const size = (SIZE[key] ?? 50) * between(random, 0.9, 1.1)
    if (habitat === 'sky' && key !== 'butterfly') y = between(random, 120, Math.max(140, horizon - 100))
    if (key === 'butterfly') y = between(random, 380, 430)
    if (habitat === 'water') {
      if (key === 'whale' && shore !== null) y = horizon + between(random, 35, 60)
      else if (waterFront) y = between(random, Math.max(horizon + 60, 420), 470)
      else if (shore !== null) y = (horizon + shore) / 2 + size * 0.3
    }
    const colour = mix(animalColour(name), palette.silhouette, palette.night ? 0.45 : palette.time === 'dusk' ? 0.25 : 0)
    body += drawAnimal(name, x, y, size, colour, !left)
  })
  if (options.overlay) body += options.overlay(ctx)

  return svgOf(defs, body + vignette(defs, palette))
}

/**
 * A picture of `park` for its park card and pages. Variant 0 is a morning, 1 a golden afternoon and
 * 2 a dusk or a starry night; each variant also moves things around.
 */
export function drawParkArt(park: Park, variant: number): string {
  const v = ((Math.floor(variant) % 3) + 3) % 3
  const evening: TimeOfDay = chance(seededRandom(`${park.id}/evening`), 0.5) ? 'dusk' : 'night'
  const time: TimeOfDay = v === 0 ? 'morning' : v === 1 ? 'afternoon' : evening
  // the second picture shows the park's second landmark scene when it has one
  const drawings = [...new Set(landmarksOf(park.id)?.landmarks.map((l) => l.drawing) ?? [])]
  const drawing = drawings.length ? drawings[v === 1 ? drawings.length - 1 : 0] : undefined
  return renderScene(park, { seed: `${park.id}/${v}`, time, drawing, stars: time === 'dusk' && chance(seededRandom(park.id), 0.5) })
}
