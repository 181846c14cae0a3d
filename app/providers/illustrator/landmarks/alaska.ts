/** Landmark scenes of the Alaska parks. */

import type { LandmarkDrawing } from '~/data/landmarks'
import { drawAnimal } from '../animals'
import { massif, mound } from './forms'
import {
  between,
  blob,
  circle,
  edgeConifers,
  ellipse,
  flowers,
  groundBand,
  haze,
  hgrad,
  hillRow,
  HEIGHT,
  lerp,
  line,
  lines,
  mix,
  n,
  opacity,
  path,
  range,
  rect,
  ripples,
  shade,
  shape,
  shrubs,
  smooth,
  steam,
  treeline,
  tufts,
  vgrad,
  waterBody,
  WIDTH,
  wobble,
  type LandmarkArt,
  type Point,
  type Stage,
} from './kit'

const P = (st: Stage) => st.palette

/** A wall of glacier ice meeting the water: seracs along the top, blue cracks down the face. */
export function iceFace(st: Stage, x0: number, x1: number, top: number, water: number): string {
  const ice = st.detail('ice', '#eef8fc')
  const blue = st.detail('iceBlue', '#95d4ea')
  const deep = st.detail('iceDeep', '#3f9fc8')
  const crest = wobble(st.random, x0, x1, top, 9, 16)
  let out = path(lines([[x0, water], ...crest, [x1, water]]), vgrad(st, [0, ice], [0.5, blue], [1, mix(blue, deep, 0.5)]))
  let cracks = ''
  for (let i = 0; i < Math.round((x1 - x0) / 14); i++) {
    const x = between(st.random, x0 + 6, x1 - 6)
    const y = top + between(st.random, 6, 30)
    cracks += `M${n(x)} ${n(y)}l${n(between(st.random, -4, 4))} ${n(between(st.random, 20, water - y - 4))}`
  }
  out += line(cracks, deep, 2.4, opacity(0.55))
  let shadows = ''
  for (let i = 0; i < 8; i++) {
    const x = between(st.random, x0 + 20, x1 - 40)
    const w = between(st.random, 14, 34)
    shadows += lines([[x, water], [x + w * 0.2, top + 20], [x + w, top + 26], [x + w * 1.1, water]])
  }
  out += path(shadows, deep, opacity(0.25))
  return out
}

/** Floating chunks of ice on the water between y0 and y1. */
export function icebergs(st: Stage, x0: number, x1: number, y0: number, y1: number, count: number): string {
  const ice = st.detail('ice', '#eef8fc')
  const blue = st.detail('iceBlue', '#95d4ea')
  let out = ''
  for (let i = 0; i < count; i++) {
    const y = between(st.random, y0, y1)
    const k = lerp(0.4, 1.5, (y - y0) / Math.max(1, y1 - y0))
    const x = between(st.random, x0, x1)
    const w = between(st.random, 14, 40) * k
    const ht = between(st.random, 5, 14) * k
    out += shape([[x - w / 2, y], [x - w * 0.3, y - ht], [x + w * 0.1, y - ht * 1.2], [x + w * 0.4, y - ht * 0.7], [x + w / 2, y]], ice)
    out += shape([[x + w * 0.1, y - ht * 1.2], [x + w * 0.4, y - ht * 0.7], [x + w / 2, y], [x + w * 0.05, y]], blue)
    out += ellipse(x, y + 2, w * 0.55, 2.5 * k, mix(blue, '#ffffff', 0.3), opacity(0.5))
  }
  return out
}

// ------------------------------------------------------------------ Denali

const denaliMassif: LandmarkArt = {
  horizon: [318, 328],
  needs: ['snow', 'snowShadow', 'fireweed', 'tundraRed', 'spruce'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const snow = st.detail('snow', '#f6f8fc')
    const snowShadow = st.detail('snowShadow', '#c4d2e6')
    // Denali: one enormous snowy massif with its South and North Peaks, far above everything else
    let out = massif(st, {
      outline: [[-20, h - 30], [80, h - 110], [180, h - 170], [250, h - 220], [320, h - 262], [358, h - 270], [400, h - 252], [440, h - 240], [470, h - 246], [520, h - 208], [600, h - 160], [700, h - 120], [WIDTH + 20, h - 90], [WIDTH + 20, h - 30]],
      light: snow,
      shadow: snowShadow,
      rock: p.rock[2],
      fade: 0.18,
      ribs: 10,
    })
    // the dark foothills in front of it, with snow in their gullies
    out += path(smooth([[-20, h + 10], [-20, h - 60], [110, h - 90], [230, h - 50], [340, h - 80], [470, h - 40], [600, h - 84], [720, h - 60], [WIDTH + 20, h - 70], [WIDTH + 20, h + 10]]), vgrad(st, [0, haze(st, p.rock[1], 0.15)], [1, haze(st, p.rock[2], 0.1)]))
    let gullies = ''
    for (let i = 0; i < 10; i++) {
      const x = between(st.random, 20, 780)
      gullies += `M${n(x)} ${n(h - 66)}l${n(between(st.random, -6, 6))} ${n(between(st.random, 14, 30))}l4 -3Z`
    }
    out += path(gullies, snow, opacity(0.8))
    // tundra in autumn colours, spruce, and the braided river on its gravel bar
    out += groundBand(st, h - 6, p.ground[0], p.ground[1], 6)
    const red = st.detail('tundraRed', '#c25a3c')
    for (let i = 0; i < 14; i++) out += ellipse(between(st.random, 0, WIDTH), between(st.random, h + 10, HEIGHT), between(st.random, 30, 80), between(st.random, 5, 11), mix(red, p.ground[1], 0.35), opacity(0.7))
    out += treeline(st, -10, WIDTH + 10, h + 6, 12, 26, 30, [st.detail('spruce', '#3e6448'), shade(st.detail('spruce', '#3e6448'), -0.15)])
    const gravel = mix(p.rock[0], p.ground[0], 0.4)
    out += path(smooth([[-10, 392], [200, 380], [420, 396], [620, 378], [WIDTH + 10, 390], [WIDTH + 10, 452], [600, 446], [380, 460], [160, 444], [-10, 456]]), gravel)
    let channels = ''
    for (let i = 0; i < 4; i++) {
      const y = 396 + i * 14
      channels += `M-10 ${y + 4}C150 ${y - 10} 260 ${y + 16} 400 ${y}S650 ${y - 8} ${WIDTH + 10} ${y + 6}`
    }
    out += line(channels, p.water[0], 5)
    out += flowers(st, 0, WIDTH, 460, HEIGHT, 26, [st.detail('fireweed', '#d14c8c')], 7)
    return { svg: out, ground: 480, waterLine: 410 }
  },
}

// ------------------------------------------------------------------ Gates of the Arctic

const arcticGates: LandmarkArt = {
  horizon: [300, 310],
  needs: ['snow', 'spruce', 'willow'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const snow = st.detail('snow', '#f6f8fc')
    // the Brooks Range far up the valley
    let out = range(st, { base: h - 20, high: 80, low: 40, count: 6, rock: r, fade: 0.45, snow: true, spread: [1.4, 2] })
    // Frigid Crags on the left: a ragged ridge of spires
    const crags: Point[] = [[-20, h + 40], [-20, 80], [30, 60], [60, 92], [92, 40], [118, 86], [150, 66], [182, 110], [214, 92], [250, 160], [300, 220], [350, h + 10], [380, h + 40]]
    out += shape(crags, hgrad(st, [0, r[0]], [1, r[1]]))
    out += path(lines([[92, 40], [118, 86], [150, 66], [182, 110], [214, 92], [250, 160], [300, 220], [350, h + 10], [240, h + 10], [180, 180]]), r[2], opacity(0.45))
    // Boreal Mountain on the right: a great steep wall
    const boreal: Point[] = [[420, h + 40], [470, 220], [520, 150], [580, 96], [640, 72], [720, 76], [WIDTH + 20, 90], [WIDTH + 20, h + 40]]
    out += shape(boreal, hgrad(st, [0, r[1]], [1, r[2]]))
    out += shape([[520, 150], [580, 96], [640, 72], [600, 170], [540, 240], [480, h]], r[0], opacity(0.5))
    let snowD = ''
    for (const [x, y, len] of [[70, 100, 40], [140, 110, 50], [600, 120, 60], [680, 100, 50], [740, 120, 70], [560, 180, 40]] as number[][]) snowD += `M${x} ${y}l8 ${len}l6 ${-len * 0.4}l-4 ${-len * 0.5}Z`
    out += path(snowD, snow)
    // the valley between the gates: tundra, willows, spruce and the North Fork of the Koyukuk
    out += groundBand(st, h + 8, p.ground[0], p.ground[1], 4)
    out += treeline(st, -10, WIDTH + 10, h + 24, 10, 24, 30, [st.detail('spruce', '#3c5e46'), shade(st.detail('spruce', '#3c5e46'), -0.15)])
    const w = p.water
    out += path(smooth([[390, h + 14], [420, h + 14], [480, h + 70], [420, 420], [540, HEIGHT + 10], [300, HEIGHT + 10], [360, 420], [400, h + 60]]), vgrad(st, [0, mix(w[0], p.skyBottom, 0.35)], [1, w[1]]))
    out += ripples(st, 330, 500, h + 50, HEIGHT - 10, 6, '#ffffff', 0.45)
    out += shrubs(st, -10, 300, h + 40, HEIGHT, 14, [st.detail('willow', '#8e9e4e'), p.foliage[2]], 1.3)
    out += shrubs(st, 540, WIDTH + 10, h + 40, HEIGHT, 14, [st.detail('willow', '#8e9e4e'), p.foliage[2]], 1.3)
    out += tufts(st, -10, WIDTH + 10, h + 30, HEIGHT, 20, [p.foliage[0], p.foliage[1]], 14)
    return { svg: out, ground: 474, waterLine: 440, clear: [300, 520] }
  },
}

// ------------------------------------------------------------------ Glacier Bay

const margerieGlacier: LandmarkArt = {
  horizon: [298, 306],
  needs: ['ice', 'iceBlue', 'iceDeep', 'moraine', 'snow'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    // the Fairweather Range above the glacier
    let out = range(st, { base: h - 70, high: 190, low: 110, count: 5, rock: p.rock, fade: 0.25, snow: true, spread: [1.3, 1.8] })
    // the glacier: a river of ice coming down between the mountains
    const ice = st.detail('ice', '#eef8fc')
    out += path(smooth([[-10, h - 40], [120, h - 80], [300, h - 120], [400, h - 130], [520, h - 116], [680, h - 84], [WIDTH + 10, h - 50], [WIDTH + 10, h - 20], [-10, h - 20]]), vgrad(st, [0, ice], [1, st.detail('iceBlue', '#95d4ea')]))
    out += line(`M250 ${h - 100}C300 ${h - 70} 280 ${h - 50} 300 ${h - 30}M520 ${h - 110}C500 ${h - 80} 540 ${h - 60} 520 ${h - 30}`, st.detail('moraine', '#6b6561'), 5, opacity(0.7))
    // the rocky shore on each side
    out += path(smooth([[-20, h + 10], [-20, h - 60], [40, h - 50], [80, h - 20], [100, h + 10]]), p.rock[2])
    out += path(smooth([[WIDTH + 20, h + 10], [WIDTH + 20, h - 70], [760, h - 50], [720, h - 20], [700, h + 10]]), p.rock[2])
    // the ice cliff where it meets the sea, and the bay full of floating ice
    out += iceFace(st, 70, 730, h - 60, h + 4)
    out += waterBody(st, h + 4, HEIGHT, p.water)
    out += icebergs(st, 0, WIDTH, h + 14, HEIGHT - 10, 16)
    // a kayak, for scale
    out += ellipse(600, 440, 40, 5, '#f2c53a') + circle(596, 432, 6, '#c8503a') + line('M570 428L630 448', '#2e2e33', 2.5)
    return { svg: out, ground: 470, waterFront: true, clear: [540, 660] }
  },
}

// ------------------------------------------------------------------ Katmai

const brooksFalls: LandmarkArt = {
  horizon: [250, 260],
  needs: ['salmon', 'foam', 'bear'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const w = p.water
    // low hills and spruce forest on the far bank
    let out = hillRow(st, h - 20, 12, haze(st, p.foliage[2], 0.35))
    out += treeline(st, -10, WIDTH + 10, h + 30, 30, 56, 44, [p.foliage[2], p.foliage[1]])
    // the river above the falls
    out += rect(-5, h + 28, WIDTH + 10, 60, vgrad(st, [0, mix(w[0], p.skyBottom, 0.4)], [1, w[1]]))
    // the falls: a low ledge across the whole river, white water pouring over it
    const lip = h + 88
    out += path(`M-10 ${lip}${wobble(st.random, -10, WIDTH + 10, lip, 3, 40).map(([x, y]) => `L${n(x)} ${n(y)}`).join('')}L${WIDTH + 10} ${lip + 34}L-10 ${lip + 34}Z`, vgrad(st, [0, st.detail('foam', '#ffffff')], [1, w[0]]))
    let streaks = ''
    for (let i = 0; i < 40; i++) {
      const x = between(st.random, 0, WIDTH)
      streaks += `M${n(x)} ${n(lip + 2)}l${n(between(st.random, -2, 2))} ${n(between(st.random, 14, 30))}`
    }
    out += line(streaks, w[1], 1.6, opacity(0.5))
    // the river below, churning, then flowing towards us
    out += rect(-5, lip + 30, WIDTH + 10, HEIGHT - lip, vgrad(st, [0, w[0]], [0.4, w[1]], [1, w[2]]))
    for (let i = 0; i < 14; i++) out += circle(between(st.random, 0, WIDTH), lip + between(st.random, 30, 44), between(st.random, 6, 14), '#ffffff', opacity(0.7))
    out += ripples(st, 0, WIDTH, lip + 50, HEIGHT - 10, 18, '#ffffff', 0.45)
    // brown bears fishing on the lip, and a salmon leaping
    const bear = st.detail('bear', '#6f4a32')
    out += drawAnimal('Brown bear', 300, lip + 6, 96, bear, false)
    out += drawAnimal('Brown bear', 560, lip + 10, 84, shade(bear, -0.1), true)
    const salmon = st.detail('salmon', '#d24f3a')
    out += `<g transform="translate(${n(400)} ${n(lip - 24)}) rotate(-35)">` + ellipse(0, 0, 18, 6, salmon) + shape([[-16, 0], [-26, -7], [-26, 7]], salmon) + circle(11, -1, 1.4, '#1d2a3a') + '</g>'
    // the viewing platform at the right edge
    const wood = mix(p.trunk, '#8a7a6a', 0.3)
    out += rect(680, 300, 130, 10, wood) + line(`M680 280H810M690 280V340M730 280V340M770 280V340`, shade(wood, -0.2), 4)
    return { svg: out, ground: 486, waterFront: true, clear: [240, 640] }
  },
}

// ------------------------------------------------------------------ Kenai Fjords

const aialikGlacier: LandmarkArt = {
  horizon: [272, 282],
  needs: ['ice', 'iceBlue', 'iceDeep', 'snow', 'puffinBeak'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    // the Harding Icefield, white across the top of the mountains
    let out = range(st, { base: h - 40, high: 150, low: 100, count: 5, rock: r, fade: 0.25, snow: true, spread: [1.4, 2] })
    const ice = st.detail('ice', '#eef8fc')
    out += path(smooth([[220, h - 30], [260, h - 90], [400, h - 110], [540, h - 96], [590, h - 30]]), vgrad(st, [0, ice], [1, st.detail('iceBlue', '#8fd0e6')]))
    // the glacier's blue face at the head of the bay
    out += iceFace(st, 240, 570, h - 46, h + 2)
    // dark, steep fjord walls closing in from both sides, with forest low down
    const leftWall: Point[] = [[-20, HEIGHT + 10], [-20, 40], [80, 70], [170, 140], [250, 230], [280, h + 4], [200, h + 60], [60, 420]]
    const rightWall: Point[] = [[WIDTH + 20, HEIGHT + 10], [WIDTH + 20, 60], [720, 80], [640, 150], [570, 230], [540, h + 4], [620, h + 60], [760, 420]]
    out += path(smooth(leftWall), vgrad(st, [0, r[0]], [1, r[2]]))
    out += path(smooth(rightWall), vgrad(st, [0, r[1]], [1, shade(r[2], -0.15)]))
    let snowD = ''
    for (const [x, y] of [[60, 80], [110, 110], [700, 100], [650, 150], [740, 90]] as Point[]) snowD += `M${x} ${y}l10 30l6 -12l-4 -20Z`
    out += path(snowD, st.detail('snow', '#f6f8fc'), opacity(0.9))
    out += treeline(st, 0, 260, h + 4, 16, 30, 16, [p.foliage[2], p.foliage[1]]) + treeline(st, 560, WIDTH, h + 4, 16, 30, 16, [p.foliage[2], p.foliage[1]])
    // the bay with floating ice
    out += path(`M-10 ${h + 2}H${WIDTH + 10}V${HEIGHT + 10}H-10Z`, vgrad(st, [0, mix(p.water[0], p.skyBottom, 0.3)], [0.5, p.water[1]], [1, p.water[2]]))
    out += icebergs(st, 200, 600, h + 10, 380, 10)
    out += ripples(st, 0, WIDTH, h + 30, HEIGHT - 10, 14, '#ffffff', 0.35)
    // a sea stack with tufted puffins on it
    out += path(smooth([[620, HEIGHT + 10], [640, 400], [670, 360], [720, 356], [760, 390], [780, HEIGHT + 10]]), vgrad(st, [0, r[1]], [1, r[2]]))
    out += path(smooth([[650, 372], [700, 350], [750, 372], [700, 364]]), p.foliage[1])
    const beak = st.detail('puffinBeak', '#f07a2a')
    for (const [x, y] of [[675, 368], [700, 360], [728, 366]] as Point[]) {
      out += ellipse(x, y - 12, 7, 11, '#26262b') + circle(x + 2, y - 22, 5.5, '#26262b') + ellipse(x + 3, y - 22, 3.5, 3, '#f4f1ea') + shape([[x + 6, y - 24], [x + 13, y - 21], [x + 6, y - 18]], beak)
    }
    return { svg: out, ground: 470, waterFront: true, clear: [600, 800] }
  },
}

// ------------------------------------------------------------------ Kobuk Valley

const kobukDunes: LandmarkArt = {
  horizon: [282, 292],
  needs: ['spruce', 'spruceDark'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const sand = p.ground
    // the Baird Mountains on the horizon, boreal forest below them
    let out = range(st, { base: h, high: 70, low: 40, count: 6, rock: p.rock, fade: 0.35, spread: [2, 2.8] })
    const spruce = st.detail('spruce', '#3d644a')
    const spruceDark = st.detail('spruceDark', '#294a36')
    out += groundBand(st, h, p.foliage[1], p.foliage[2])
    out += treeline(st, -10, WIDTH + 10, h + 12, 14, 30, 70, [spruce, spruceDark])
    // golden dunes rising out of the forest
    for (const [cx, w, ht, base] of [[240, 420, 110, h + 70], [590, 360, 90, h + 80], [420, 600, 60, h + 150]] as number[][]) {
      const pts = mound(st.random, cx, w, ht, base, 8, 1.4)
      out += path(smooth(pts), vgrad(st, [0, sand[0]], [1, sand[1]]))
      const peak = pts.reduce((a, b) => (b[1] < a[1] ? b : a))
      out += path(smooth([peak, [peak[0] + w * 0.2, peak[1] + ht * 0.4], [cx + w / 2 + 30, base + 16], [peak[0] + w * 0.05, base + 16]]), sand[2], opacity(0.35))
    }
    let rip = ''
    for (let i = 0; i < 16; i++) rip += `M${n(between(st.random, 60, 740))} ${n(between(st.random, h + 40, 460))}q18 -4 36 0t36 0`
    out += line(rip, sand[2], 1.3, opacity(0.4))
    // spruce islands at the dunes' edges
    out += treeline(st, -10, 120, h + 110, 30, 60, 6, [spruce, spruceDark]) + treeline(st, 680, WIDTH + 10, h + 120, 30, 60, 6, [spruce, spruceDark])
    // caribou crossing the sand in a line
    for (let i = 0; i < 5; i++) out += drawAnimal('Caribou', 260 + i * 64, 400 + (i % 2) * 6, 54, '#8a6a4a', false)
    out += groundBand(st, 470, sand[0], sand[1])
    return { svg: out, ground: 486, clear: [220, 580] }
  },
}

// ------------------------------------------------------------------ Lake Clark

const redoubt: LandmarkArt = {
  horizon: [300, 310],
  needs: ['snow', 'snowShadow', 'floatPlane'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    // Redoubt Volcano: a big snowy cone with a wisp of steam from its summit
    let out = steam(st, 420, h - 236, 120, 26, 0.55, 0.8)
    out += massif(st, {
      outline: [[60, h - 10], [160, h - 80], [270, h - 160], [360, h - 220], [400, h - 236], [440, h - 234], [480, h - 216], [570, h - 150], [680, h - 80], [780, h - 20], [800, h - 10]],
      light: st.detail('snow', '#f6f8fc'),
      shadow: st.detail('snowShadow', '#c8d6e8'),
      rock: p.rock[2],
      fade: 0.12,
      ribs: 9,
    })
    out += range(st, { base: h, high: 60, low: 30, count: 5, rock: p.rock, fade: 0.15, snow: true, spread: [2, 3] })
    out += treeline(st, -10, WIDTH + 10, h + 6, 16, 34, 60, [p.foliage[2], p.foliage[1]])
    // the turquoise lake, reflecting the volcano
    const w = p.water
    out += waterBody(st, h + 6, HEIGHT, w)
    out += path(`M200 ${h + 8}L420 ${h + 110}L640 ${h + 8}Z`, st.detail('snow', '#f6f8fc'), opacity(0.18))
    // a float plane on the water
    const plane = st.detail('floatPlane', '#f2c53a')
    const px = 560
    const py = 420
    out += ellipse(px, py + 16, 58, 5, '#e8e8ea') + line(`M${px - 30} ${py + 12}V${py}M${px + 20} ${py + 12}V${py}`, '#7a7a80', 3)
    out += path(`M${px - 60} ${py - 6}Q${px - 40} ${py - 18} ${px + 40} ${py - 14}L${px + 50} ${py - 4}Q${px} ${py + 4} ${px - 60} ${py - 6}Z`, plane)
    out += rect(px - 70, py - 24, 130, 6, shade(plane, -0.1)) + shape([[px - 60, py - 6], [px - 78, py - 26], [px - 66, py - 26], [px - 50, py - 10]], shade(plane, -0.15))
    out += rect(px + 12, py - 14, 16, 7, '#4b5a6e')
    out += blob([[-20, HEIGHT + 10], [-20, 440], [160, 450], [260, HEIGHT + 10]], vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    out += edgeConifers(st, 2, 480, 150, 200, [p.foliage[1], p.foliage[2]])
    return { svg: out, ground: 476, waterFront: true, clear: [480, 660] }
  },
}

// ------------------------------------------------------------------ Wrangell-St. Elias

const kennecott: LandmarkArt = {
  horizon: [220, 230],
  needs: ['red', 'redShadow', 'trim', 'roof', 'rubble', 'ice', 'snow'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    let out = range(st, { base: h, high: 150, low: 90, count: 5, rock: r, fade: 0.25, snow: true, spread: [1.4, 1.9] })
    // the mountainside the mill town climbs, green with alder and willow
    out += path(smooth([[-20, HEIGHT + 10], [-20, 120], [120, 140], [260, 200], [420, 300], [520, 380], [560, HEIGHT + 10]]), vgrad(st, [0, mix(r[1], p.foliage[1], 0.5)], [1, p.foliage[2]]))
    out += shrubs(st, 0, 420, 160, 420, 18, [p.foliage[1], p.foliage[2]], 1.2)
    // the red mill: sections stepping down the slope, white trim, many windows
    const red = st.detail('red', '#a93429')
    const redShade = st.detail('redShadow', '#7c2520')
    const trim = st.detail('trim', '#f1ebe0')
    const roof = st.detail('roof', '#5f5752')
    const steps: [number, number, number, number][] = [[80, 150, 70, 60], [140, 190, 80, 70], [210, 230, 90, 80], [290, 280, 80, 70], [360, 320, 70, 56]]
    for (const [x, y, w, ht] of steps) {
      out += rect(x, y, w, ht, red) + rect(x + w, y + 6, 14, ht - 6, redShade)
      out += shape([[x - 6, y + 2], [x + w / 2, y - 26], [x + w + 6, y + 2]], roof) + shape([[x + w / 2, y - 26], [x + w + 6, y + 2], [x + w + 20, y + 8], [x + w / 2 + 10, y - 20]], shade(roof, -0.2))
      let win = ''
      for (let row = 0; row < 3; row++) for (let c = 0; c < Math.floor(w / 16); c++) win += `M${x + 6 + c * 16} ${y + 8 + row * 18}h8v10h-8Z`
      out += path(win, trim)
      out += line(`M${x} ${y}H${x + w}M${x} ${y + ht}H${x + w}`, trim, 2)
    }
    // the moraine-covered Kennicott Glacier: grey rubble hummocks with ice showing through
    const rubble = st.detail('rubble', '#7c7672')
    out += path(smooth([[380, HEIGHT + 10], [420, 330], [520, 300], [640, 290], [WIDTH + 20, 296], [WIDTH + 20, HEIGHT + 10]]), vgrad(st, [0, shade(rubble, 0.1)], [1, rubble]))
    for (let i = 0; i < 22; i++) {
      const x = between(st.random, 440, 800)
      const y = between(st.random, 310, 490)
      const k = lerp(0.5, 1.5, (y - 300) / 200)
      out += ellipse(x, y, 30 * k, 10 * k, shade(rubble, between(st.random, -0.15, 0.1)))
      if (st.random() < 0.35) out += ellipse(x + 6 * k, y - 3 * k, 12 * k, 4 * k, st.detail('ice', '#e8f2f6'))
    }
    return { svg: out, ground: 480, clear: [60, 440] }
  },
}

export const alaskaArt = {
  'denali-massif': denaliMassif,
  'arctic-gates': arcticGates,
  'margerie-glacier': margerieGlacier,
  'brooks-falls': brooksFalls,
  'aialik-glacier': aialikGlacier,
  'kobuk-dunes': kobukDunes,
  redoubt,
  kennecott,
} satisfies Partial<Record<LandmarkDrawing, LandmarkArt>>
