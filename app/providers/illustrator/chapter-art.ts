/**
 * The picture at the top of a story chapter: the park's landmark scene that fits the chapter's place
 * (or any of the park's scenes when none does) with the story's sidekick small in the foreground,
 * tucked behind a bush, a rock or a stump. The same seed always gives the same picture.
 */

import { landmarksOf, type LandmarkDrawing } from '~/data/landmarks'
import type { Park } from '~/data/park-types'
import type { Sidekick } from '~/data/sidekicks'
import { between, chance, pick, seededRandom } from '~/utils/seeded-random'
import { freeSpot, renderScene, type PropContext } from './park-art'
import { mix, shade, type TimeOfDay } from './palette'
import { circle, ellipse, n, path, smooth } from './scenery'
import { drawSidekickFigure } from './sidekick-art'

export interface ChapterArtInput {
  park: Park
  sidekick: Sidekick
  /** Where the chapter happens, e.g. "Old Faithful" or "the Grand Prismatic Spring overlook". */
  placeName?: string | null
  seed: string
}

/** Lower case, no accents or ʻokina, words separated by single spaces. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u02bb\u02bc'’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** The park's landmark scene whose landmark (or one of its other names) the place names; null if none. */
export function drawingForPlace(parkId: string, placeName: string | null | undefined): LandmarkDrawing | null {
  const own = landmarksOf(parkId)
  if (!own || !placeName) return null
  const place = ` ${plain(placeName)} `
  if (place.trim() === '') return null
  let best: { drawing: LandmarkDrawing; length: number } | null = null
  for (const landmark of own.landmarks) {
    for (const name of [landmark.name, ...(landmark.aliases ?? [])]) {
      const words = plain(name)
      // the place names the landmark ("the Old Faithful boardwalk"), or is a part of its name
      const hit = words && (place.includes(` ${words} `) || ` ${words} `.includes(place))
      if (hit && (!best || words.length > best.length)) best = { drawing: landmark.drawing, length: words.length }
    }
  }
  return best?.drawing ?? null
}

/** The sidekick, about `height` px tall, peeking out from behind something at (x, y). */
function sidekickInScene(ctx: PropContext, sidekick: Sidekick, x: number, y: number, height: number): string {
  const { svg, perched } = drawSidekickFigure(sidekick)
  const k = height / 320
  const p = ctx.palette
  const dim = p.night ? ' opacity="0.92"' : ''
  let out = ellipse(x, y + 2, 150 * k, 16 * k, '#000000', ' opacity="0.18"')
  // birds stand on a stump; the others sit behind a bush (or a rock, at the water's edge)
  const bottom = perched ? 290 : 320
  out += `<g transform="translate(${n(x - 160 * k)} ${n(y - bottom * k)}) scale(${Math.round(k * 1000) / 1000})"${dim}>${svg}</g>`
  if (perched) {
    // a stump to stand on, or a rock at the water's edge
    const side = ctx.waterFront ? p.rock[1] : shade(p.trunk, -0.1)
    const top = ctx.waterFront ? p.rock[0] : mix(p.trunk, '#e8c89a', 0.4)
    out += path(`M${n(x - 64 * k)} ${n(y)}L${n(x - 52 * k)} ${n(y - 4 * k)}L${n(x + 52 * k)} ${n(y - 4 * k)}L${n(x + 64 * k)} ${n(y)}Z`, side)
    out += ellipse(x, y - 4 * k, 52 * k, 12 * k, top)
    return out
  }
  const cover = ctx.waterFront ? p.rock : p.foliage
  const w = 150 * k
  const top = y - 62 * k
  out += path(smooth([[x - w, y + 4], [x - w * 0.9, top + 24 * k], [x - w * 0.5, top], [x, top + 14 * k], [x + w * 0.5, top - 4 * k], [x + w * 0.9, top + 20 * k], [x + w, y + 4]]), cover[1])
  out += circle(x - w * 0.45, top + 12 * k, 14 * k, cover[0]) + circle(x + w * 0.5, top + 8 * k, 12 * k, cover[0])
  return out
}

/** An 800 x 500 SVG picture for a chapter in `park` at `placeName`, with the story's sidekick in it. */
export function drawChapterArt(input: ChapterArtInput): string {
  const { park, sidekick, placeName, seed } = input
  const random = seededRandom(`${park.id}/chapter/${seed}`)
  const drawings = [...new Set(landmarksOf(park.id)?.landmarks.map((l) => l.drawing) ?? [])]
  const drawing = drawingForPlace(park.id, placeName) ?? (drawings.length ? pick(random, drawings) : undefined)
  const time = pick(random, ['morning', 'morning', 'afternoon', 'afternoon', 'dusk'] as TimeOfDay[])
  const right = chance(random, 0.5)
  const props = (ctx: PropContext) => {
    const height = 130
    const taken: number[] = []
    const preferred = right ? between(random, 520, 700) : between(random, 100, 280)
    const inClear = ctx.clear && preferred > ctx.clear[0] - 60 && preferred < ctx.clear[1] + 60
    const x = inClear ? (freeSpot(random, 130, ctx.clear, taken) ?? preferred) : preferred
    const y = Math.min(488, Math.max(ctx.ground + 8, 440))
    return sidekickInScene(ctx, sidekick, x, y, height)
  }
  return renderScene(park, { seed: `${park.id}/chapter/${seed}`, time, drawing, animals: [], props })
}
