/** Landmark scenes of the East & Other parks. */

import type { LandmarkDrawing } from '~/data/landmarks'
import { block, boulders, mound, pinnacles, stalactites, windows } from './forms'
import { caveBackdrop } from './intermountain'
import {
  bands,
  between,
  blob,
  circle,
  conifer,
  ellipse,
  glow,
  groundBand,
  haze,
  hgrad,
  hillRow,
  HEIGHT,
  leafline,
  lerp,
  line,
  lines,
  mix,
  n,
  opacity,
  path,
  pick,
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

/** A leafy tree standing on (x, y): a trunk and a crown of three circles. */
function leafy(x: number, y: number, k: number, crown: [string, string, string], trunk: string): string {
  return line(`M${n(x)} ${n(y)}v${n(-30 * k)}`, trunk, 5 * k) + circle(x, y - 44 * k, 24 * k, crown[1]) + circle(x - 14 * k, y - 34 * k, 16 * k, crown[2]) + circle(x + 12 * k, y - 52 * k, 14 * k, crown[0])
}

/** A lighthouse tower standing on (x, y): white body, dark lantern, glowing when it is dark. */
function lighthouse(st: Stage, x: number, y: number, h: number, body: string, lantern: string, beam: string, taper = 0.16): string {
  const w = h * 0.3
  let out = shape([[x - w / 2, y], [x - w / 2 + w * taper, y - h], [x + w / 2 - w * taper, y - h], [x + w / 2, y]], hgrad(st, [0, shade(body, 0.05)], [0.6, body], [1, shade(body, -0.18)]))
  const top = y - h
  const lw = w * 0.62
  out += rect(x - lw / 2 - 3, top - 3, lw + 6, 4, lantern)
  out += rect(x - lw / 2, top - lw * 0.9, lw, lw * 0.9, st.dark ? beam : mix(lantern, '#9fb8c8', 0.4))
  out += line(`M${n(x - lw / 2)} ${n(top - lw * 0.45)}H${n(x + lw / 2)}M${n(x)} ${n(top - lw * 0.9)}V${n(top)}`, lantern, 1.5)
  out += path(`M${n(x - lw / 2 - 2)} ${n(top - lw * 0.9)}Q${n(x)} ${n(top - lw * 1.7)} ${n(x + lw / 2 + 2)} ${n(top - lw * 0.9)}Z`, lantern)
  if (st.dark) out += glow(x, top - lw * 0.45, 70, beam, 0.35)
  return out
}

// ------------------------------------------------------------------ Acadia

const bassHarborHead: LandmarkArt = {
  horizon: [292, 304],
  needs: ['tower', 'lantern', 'beam', 'roof', 'house'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    // the Atlantic, with islands far out
    let out = waterBody(st, h, HEIGHT, p.water, st.sun[0])
    out += path(smooth([[60, h + 2], [90, h - 10], [150, h - 12], [190, h + 2]]), haze(st, p.foliage[2], 0.5))
    // spruce and fir on the headland behind the light
    out += path(smooth([[330, h + 30], [360, 150], [500, 128], [660, 120], [WIDTH + 10, 140], [WIDTH + 10, h + 30]]), p.foliage[2])
    out += treeline(st, 340, WIDTH + 10, 160, 30, 60, 22, [p.foliage[1], p.foliage[2]])
    // the granite cliff: stacked, cracked blocks tumbling to the sea
    const cliff: Point[] = [[260, HEIGHT + 10], [280, 420], [330, 370], [360, 300], [420, 250], [520, 228], [640, 226], [WIDTH + 10, 222], [WIDTH + 10, HEIGHT + 10]]
    out += shape(cliff, vgrad(st, [0, r[0]], [0.6, r[1]], [1, r[2]]))
    let cracks = ''
    for (let i = 0; i < 14; i++) {
      const x = between(st.random, 340, 790)
      const y = between(st.random, 250, 440)
      cracks += `M${n(x)} ${n(y)}l${n(between(st.random, -30, 30))} ${n(between(st.random, 20, 50))}M${n(x - 20)} ${n(y + 10)}h${n(between(st.random, 30, 60))}`
    }
    out += line(cracks, r[2], 2.2, opacity(0.5))
    for (const [x, y, w, hh] of [[300, 420, 80, 50], [380, 360, 70, 40], [650, 330, 110, 60], [520, 400, 120, 70]] as number[][]) {
      out += shape([[x, y], [x + w * 0.1, y - hh], [x + w * 0.9, y - hh * 1.1], [x + w, y]], r[1], opacity(0.6))
      out += shape([[x + w * 0.9, y - hh * 1.1], [x + w, y], [x + w * 0.7, y]], r[2], opacity(0.5))
    }
    // the keeper's house and the tower
    const house = st.detail('house', '#f4f1ea')
    const roof = st.detail('roof', '#5f5d63')
    out += shape([[560, 236], [560, 196], [640, 196], [640, 236]], house) + shape([[552, 198], [600, 170], [648, 198]], roof)
    out += rect(575, 208, 10, 12, shade(roof, -0.2)) + rect(612, 208, 10, 12, shade(roof, -0.2))
    out += lighthouse(st, 530, 240, 78, st.detail('tower', '#f6f4ee'), st.detail('lantern', '#2b2b31'), st.detail('beam', '#ff5a4a'), 0.08)
    // surf on the rocks at the foot
    for (let i = 0; i < 8; i++) out += circle(between(st.random, 250, 420), between(st.random, 410, 480), between(st.random, 6, 16), '#ffffff', opacity(0.7))
    out += ripples(st, 0, 260, h + 20, HEIGHT - 10, 12, '#ffffff', 0.5)
    return { svg: out, ground: 470, waterFront: true, clear: [480, 660] }
  },
}

// ------------------------------------------------------------------ Badlands

const badlandsWall: LandmarkArt = {
  horizon: [302, 312],
  needs: ['red', 'grey', 'yellow', 'ochre'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const red = st.detail('red', '#c87c5c')
    const grey = st.detail('grey', '#b4aca8')
    // the prairie behind the wall
    let out = hillRow(st, h - 20, 6, haze(st, p.ground[0], 0.35))
    // the Wall: broad, steep formations crowned with spires, striped by their layers and fluted by rain
    const rows = 2
    for (let i = 0; i < rows; i++) {
      const t = i / (rows - 1)
      const fade = lerp(0.3, 0, t)
      const base = lerp(h + 30, h + 96, t)
      const tall = lerp(110, 200, t)
      const pts = pinnacles(st.random, -30, WIDTH + 30, base, tall)
      const f = (c: string) => haze(st, c, fade)
      const top = base - tall
      out += path(lines(pts), vgrad(st, [0, f(shade(r[0], 0.08))], [1, f(r[1])]))
      out += bands(pts, [[top + tall * 0.3, f(grey)], [top + tall * 0.36, f(r[0])], [top + tall * 0.52, f(red)], [top + tall * 0.56, f(r[0])], [top + tall * 0.7, f(grey)], [top + tall * 0.74, f(r[1])], [top + tall * 0.86, f(red)], [top + tall * 0.9, f(r[1])]], opacity(0.85))
      // shadowed east faces and rain-carved flutes
      let shadeD = ''
      let flutes = ''
      for (let k = 2; k < pts.length - 2; k++) {
        const [sx, sy] = pts[k]
        const [px, py] = pts[k - 1]
        const [qx, qy] = pts[k + 1]
        // a summit: higher than both neighbours
        if (sy >= py || sy >= qy) continue
        shadeD += lines([[sx, sy], [qx, qy], pts[k + 2], [pts[k + 2][0] + 10, base + 40], [sx + 4, base + 40]])
        flutes += `M${n(sx - 8)} ${n(sy + 24)}L${n(sx - 14)} ${n(base + 20)}M${n(sx + 6)} ${n(sy + 30)}L${n(sx + 10)} ${n(base + 20)}M${n(px)} ${n(py + 10)}L${n(px - 4)} ${n(base + 20)}`
      }
      out += path(shadeD, f(mix(r[2], '#5a4a66', 0.3)), opacity(0.3))
      out += line(flutes, f(r[2]), 1.5, opacity(0.35))
    }
    // the Yellow Mounds in front: rounded, bright yellow, with red bands
    const yellow = st.detail('yellow', '#e5ba4c')
    const ochre = st.detail('ochre', '#d68e4c')
    for (const [cx, w, ht, base] of [[140, 260, 70, h + 150], [470, 300, 60, h + 160], [720, 220, 64, h + 146]] as number[][]) {
      const pts: Point[] = [[cx - w / 2 - 20, base + 20], [cx - w / 2, base - ht * 0.3], [cx - w / 4, base - ht * 0.9], [cx, base - ht], [cx + w / 4, base - ht * 0.85], [cx + w / 2, base - ht * 0.25], [cx + w / 2 + 20, base + 20]]
      out += path(smooth(pts), vgrad(st, [0, yellow], [1, shade(yellow, -0.08)]))
      out += bands(pts, [[base - ht * 0.45, ochre], [base - ht * 0.35, yellow], [base - ht * 0.1, mix(ochre, red, 0.5)]], opacity(0.9))
      out += path(smooth([[cx, base - ht], [cx + w / 4, base - ht * 0.85], [cx + w / 2, base - ht * 0.25], [cx + w / 2 + 20, base + 20], [cx + w * 0.1, base + 20]]), shade(ochre, -0.2), opacity(0.2))
    }
    // mixed-grass prairie in front
    out += blob([[-20, HEIGHT + 10], [-20, 440], [240, 452], [520, 440], [WIDTH + 20, 448], [WIDTH + 20, HEIGHT + 10]], vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    out += tufts(st, -10, WIDTH + 10, 446, HEIGHT, 36, [p.foliage[0], p.foliage[1], p.foliage[2]], 18)
    return { svg: out, ground: 484 }
  },
}

// ------------------------------------------------------------------ Biscayne

const bocaChita: LandmarkArt = {
  horizon: [232, 242],
  needs: ['lantern', 'coral', 'coralPurple', 'coralGold', 'seagrass'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const w = p.water
    const surface = 320
    // far mangrove keys and a faint city skyline on the horizon
    let out = rect(-5, h, WIDTH + 10, surface - h, vgrad(st, [0, mix(w[0], p.skyBottom, 0.4)], [1, w[0]]))
    let towers = ''
    for (let i = 0; i < 14; i++) {
      const x = 560 + i * 14 + between(st.random, -3, 3)
      const ht = between(st.random, 10, 34)
      towers += `M${n(x)} ${n(h)}v${n(-ht)}h${n(between(st.random, 6, 11))}v${n(ht)}Z`
    }
    out += path(towers, haze(st, '#8a96a8', 0.55))
    out += path(smooth([[-10, h + 4], [40, h - 8], [160, h - 10], [240, h + 4]]), haze(st, p.foliage[2], 0.4))
    // Boca Chita Key: a low island of palms, a harbour wall and the coral-rock lighthouse
    const isle: Point[] = [[160, surface + 4], [190, 288], [300, 276], [460, 280], [560, 296], [600, surface + 4]]
    out += path(smooth(isle), vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    out += rect(180, surface - 10, 400, 10, p.rock[1])
    for (const [x, k] of [[230, 1], [270, 1.2], [500, 1.1], [540, 0.9]] as number[][]) {
      out += line(`M${x} ${surface - 16}q${n(6 * k)} ${n(-40 * k)} ${n(2 * k)} ${n(-80 * k)}`, p.trunk, 5 * k)
      for (const a of [-2.6, -1.9, -1.2, -0.4, 0.3]) {
        const len = 34 * k
        const tx = x + 2 * k
        const ty = surface - 16 - 80 * k
        out += path(`M${n(tx)} ${n(ty)}Q${n(tx + Math.cos(a) * len * 0.5)} ${n(ty + Math.sin(a) * len * 0.6 - len * 0.2)} ${n(tx + Math.cos(a) * len)} ${n(ty + Math.sin(a) * len * 0.5 + len * 0.3)}Q${n(tx + Math.cos(a) * len * 0.5)} ${n(ty + Math.sin(a) * len * 0.6)} ${n(tx)} ${n(ty)}Z`, p.foliage[1])
      }
    }
    const coralRock = p.rock
    const lx = 390
    const ly = 284
    out += shape([[lx - 16, ly], [lx - 11, ly - 130], [lx + 11, ly - 130], [lx + 16, ly]], hgrad(st, [0, coralRock[0]], [0.6, coralRock[1]], [1, coralRock[2]]))
    let courses = ''
    for (let y = ly - 10; y > ly - 128; y -= 10) courses += `M${lx - 15} ${y}h30`
    out += line(courses, coralRock[2], 1, opacity(0.4))
    out += rect(lx - 18, ly - 134, 36, 6, coralRock[2])
    out += lighthouse(st, lx, ly - 134, 6, coralRock[0], st.detail('lantern', '#3b3b42'), '#fff3b0', 0)
    // the water surface, then the reef below it
    out += path(`M-5 ${surface}${Array.from({ length: 9 }, (_, i) => `Q${i * 100 + 25} ${surface - 6} ${i * 100 + 50} ${surface}T${i * 100 + 100} ${surface}`).join('')}V505H-5Z`, vgrad(st, [0, shade(w[0], 0.1)], [0.5, w[1]], [1, w[2]]))
    out += line(`M-5 ${surface}${Array.from({ length: 9 }, (_, i) => `Q${i * 100 + 25} ${surface - 6} ${i * 100 + 50} ${surface}T${i * 100 + 100} ${surface}`).join('')}`, '#ffffff', 3, opacity(0.8))
    for (let i = 0; i < 4; i++) {
      const x = between(st.random, 40, 720)
      out += shape([[x, surface + 4], [x + 30, surface + 4], [x + 80, HEIGHT], [x + 10, HEIGHT]], '#ffffff', opacity(0.1))
    }
    out += blob([[-10, HEIGHT + 5], [-10, HEIGHT - 26], [200, HEIGHT - 34], [420, HEIGHT - 20], [620, HEIGHT - 34], [810, HEIGHT - 22], [810, HEIGHT + 5]], mix(p.ground[0], w[1], 0.3))
    const corals = [st.detail('coral', '#f28c6c'), st.detail('coralPurple', '#b578c8'), st.detail('coralGold', '#f2c45a')]
    const sea = st.detail('seagrass', '#5e9a5a')
    let grass = ''
    for (let i = 0; i < 40; i++) {
      const x = between(st.random, 0, WIDTH)
      grass += `M${n(x)} ${HEIGHT - 10}q${n(between(st.random, -6, 6))} -16 ${n(between(st.random, -8, 8))} ${n(-between(st.random, 18, 36))}`
    }
    out += line(grass, mix(sea, w[1], 0.3), 3)
    for (let i = 0; i < 10; i++) {
      const x = lerp(20, 780, (i + st.random()) / 10)
      const y = HEIGHT - between(st.random, 16, 30)
      const c = mix(corals[i % 3], w[1], 0.12)
      if (i % 3 === 0) out += path(`M${n(x - 26)} ${n(y)}a26 20 0 0 1 52 0Z`, c) + line(`M${n(x - 16)} ${n(y - 7)}q8 -8 16 0t16 0`, shade(c, -0.2), 2)
      else {
        let d = ''
        for (let b = 0; b < 4; b++) d += `M${n(x)} ${n(y)}Q${n(x + (b - 1.5) * 9)} ${n(y - 22)} ${n(x + (b - 1.5) * 12)} ${n(y - between(st.random, 30, 50))}`
        out += line(d, c, 6)
      }
    }
    for (let i = 0; i < 6; i++) out += circle(between(st.random, 20, 780), between(st.random, surface + 20, HEIGHT - 60), between(st.random, 1.5, 4), 'none', ` stroke="#ffffff" stroke-width="1"${opacity(0.7)}`)
    return { svg: out, ground: 470, waterFront: true, clear: [340, 440] }
  },
}

// ------------------------------------------------------------------ Congaree

const cypressKnees: LandmarkArt = {
  horizon: [318, 326],
  needs: ['boardwalk', 'rail', 'trunk'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const trunk = st.detail('trunk', '#8d6e58')
    // the forest behind: misty trunks and a green understory
    let out = rect(-5, -5, WIDTH + 10, h + 10, vgrad(st, [0, haze(st, p.foliage[1], 0.5)], [1, haze(st, p.foliage[2], 0.6)]))
    for (let i = 0; i < 14; i++) {
      const x = between(st.random, 0, WIDTH)
      out += rect(x, -5, between(st.random, 6, 14), h + 10, haze(st, trunk, 0.6))
    }
    out += leafline(st, -10, WIDTH + 10, h + 4, 14, 30, 30, [haze(st, p.foliage[1], 0.35), haze(st, p.foliage[2], 0.35)])
    // the dark floodplain water, reflecting the trunks
    out += rect(-5, h, WIDTH + 10, HEIGHT - h + 5, vgrad(st, [0, mix(p.water[0], p.skyBottom, 0.3)], [0.45, p.water[1]], [1, p.water[2]]))
    // bald cypresses: straight trunks on wide, fluted, flaring feet standing in the water
    const trees: [number, number, number][] = [[120, 30, 400], [300, 22, 370], [560, 40, 430], [720, 26, 386], [440, 16, 350]]
    for (const [x, w, base] of trees.sort((a, b) => a[2] - b[2])) {
      const flare = w * 1.8
      const bark = hgrad(st, [0, shade(trunk, 0.15)], [0.55, trunk], [1, shade(trunk, -0.3)])
      const trunkPath = `M${n(x - w * 0.4)} -5L${n(x + w * 0.4)} -5L${n(x + w * 0.5)} ${n(base - 90)}C${n(x + w * 0.55)} ${n(base - 40)} ${n(x + flare * 0.6)} ${n(base - 12)} ${n(x + flare)} ${n(base)}L${n(x - flare)} ${n(base)}C${n(x - flare * 0.6)} ${n(base - 12)} ${n(x - w * 0.55)} ${n(base - 40)} ${n(x - w * 0.5)} ${n(base - 90)}Z`
      out += path(trunkPath, bark)
      out += line(`M${n(x - w * 0.2)} 0V${n(base - 30)}M${n(x + w * 0.18)} 0V${n(base - 34)}M${n(x - flare * 0.7)} ${n(base)}Q${n(x - w * 0.5)} ${n(base - 20)} ${n(x - w * 0.35)} ${n(base - 80)}M${n(x + flare * 0.7)} ${n(base)}Q${n(x + w * 0.5)} ${n(base - 20)} ${n(x + w * 0.35)} ${n(base - 80)}`, shade(trunk, -0.35), 1.6, opacity(0.5))
      // its reflection, broken by ripples
      out += path(`M${n(x - flare)} ${n(base + 2)}L${n(x + flare)} ${n(base + 2)}C${n(x + flare * 0.6)} ${n(base + 14)} ${n(x + w * 0.55)} ${n(base + 40)} ${n(x + w * 0.5)} ${n(base + 80)}L${n(x - w * 0.5)} ${n(base + 80)}C${n(x - w * 0.55)} ${n(base + 40)} ${n(x - flare * 0.6)} ${n(base + 14)} ${n(x - flare)} ${n(base + 2)}Z`, shade(trunk, -0.3), opacity(0.3))
    }
    // cypress knees poking up out of the water around the trees
    let knees = ''
    let kneeShade = ''
    for (let i = 0; i < 34; i++) {
      const [tx, , tb] = pick(st.random, trees)
      const x = tx + between(st.random, -110, 110)
      const y = tb + between(st.random, 6, 70)
      if (y > HEIGHT - 4) continue
      const k = lerp(0.8, 1.8, (y - h) / (HEIGHT - h))
      const kh = between(st.random, 12, 28) * k
      const kw = between(st.random, 5, 9) * k
      knees += `M${n(x - kw)} ${n(y)}C${n(x - kw * 0.7)} ${n(y - kh * 0.6)} ${n(x - kw * 0.4)} ${n(y - kh)} ${n(x)} ${n(y - kh)}C${n(x + kw * 0.4)} ${n(y - kh)} ${n(x + kw * 0.7)} ${n(y - kh * 0.6)} ${n(x + kw)} ${n(y)}Z`
      kneeShade += `M${n(x)} ${n(y - kh)}C${n(x + kw * 0.4)} ${n(y - kh)} ${n(x + kw * 0.7)} ${n(y - kh * 0.6)} ${n(x + kw)} ${n(y)}L${n(x + kw * 0.2)} ${n(y)}Z`
    }
    out += path(knees, shade(trunk, 0.1)) + path(kneeShade, shade(trunk, -0.3), opacity(0.5))
    out += ripples(st, 0, WIDTH, h + 20, HEIGHT - 10, 12, '#ffffff', 0.25)
    // the boardwalk coming in from the lower left
    const wood = st.detail('boardwalk', '#a98c6a')
    const rail = st.detail('rail', '#7e6448')
    out += path(`M-10 452L330 386L350 392L-10 488Z`, wood)
    out += path(`M-10 488L350 392L350 398L-10 496Z`, shade(wood, -0.35))
    let planks = ''
    for (let i = 1; i < 12; i++) {
      const t = i / 12
      planks += `M${n(lerp(-10, 330, t))} ${n(lerp(452, 386, t))}L${n(lerp(-10, 350, t))} ${n(lerp(488, 392, t))}`
    }
    out += line(planks, shade(wood, -0.2), 1.2, opacity(0.5))
    let posts = ''
    for (let i = 0; i <= 5; i++) {
      const t = i / 5
      posts += `M${n(lerp(0, 340, t))} ${n(lerp(488, 396, t))}v${n(lerp(24, 12, t))}`
    }
    out += line(posts, shade(rail, -0.2), 5)
    // palmettos and green leaves at the edges
    out += shrubs(st, WIDTH - 160, WIDTH + 10, HEIGHT - 40, HEIGHT + 10, 5, [p.foliage[1], p.foliage[2]], 2)
    return { svg: out, ground: 448, clear: [-10, 360] }
    return { svg: out, ground: 438, clear: [-10, -10] }
  },
}

// ------------------------------------------------------------------ Cuyahoga Valley

const brandywineFalls: LandmarkArt = {
  horizon: [150, 160],
  needs: ['shale', 'boardwalk'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const shale = st.detail('shale', '#6e6660')
    // the wooded gorge: leafy trees rising on both sides
    let out = leafline(st, -10, WIDTH + 10, h + 20, 20, 40, 30, [haze(st, p.foliage[1], 0.3), haze(st, p.foliage[2], 0.3)])
    out += rect(-5, h + 18, WIDTH + 10, 400 - h, vgrad(st, [0, shade(p.foliage[2], -0.1)], [1, shade(p.foliage[2], -0.3)]))
    // the rock face: a sandstone cap above many thin, ragged ledges of darker shale
    const ledges = 7
    const edges: Point[][] = []
    for (let i = 0; i <= ledges; i++) {
      const t = i / ledges
      const y = lerp(h + 30, 392, t)
      const spread = lerp(0, 70, t)
      edges.push(wobble(st.random, 190 - spread, 630 + spread, y, 4, 40))
    }
    for (let i = 0; i < ledges; i++) {
      const top = edges[i]
      const bottom = edges[i + 1]
      const fill = i === 0 ? r[0] : mix(r[1], shale, (i % 2) * 0.4 + 0.2)
      out += path(lines([...top, ...bottom.slice().reverse()]), vgrad(st, [0, fill], [1, shade(fill, -0.18)]))
      out += path(lines(bottom, false), 'none', ` stroke="${shade(shale, -0.3)}" stroke-width="3"${opacity(0.5)}`)
    }
    // the falls: a bridal veil of white water spreading down the ledges
    const water = p.water
    const fall: Point[] = []
    const back: Point[] = []
    for (let i = 0; i <= ledges; i++) {
      const y = lerp(h + 28, 392, i / ledges)
      const half = lerp(44, 150, i / ledges) + (i % 2 ? 10 : 0)
      fall.push([410 - half, y])
      back.unshift([410 + half, y])
    }
    out += path(smooth([...fall, ...back]), vgrad(st, [0, '#ffffff'], [0.6, water[0]], [1, water[1]]), opacity(0.92))
    let streaks = ''
    for (let i = 0; i < 22; i++) {
      const x = between(st.random, 330, 490)
      const y = between(st.random, h + 40, 360)
      streaks += `M${n(x)} ${n(y)}l${n((x - 410) * 0.1)} ${n(between(st.random, 16, 40))}`
    }
    out += line(streaks, water[1], 1.6, opacity(0.5))
    // the splash pool
    out += ellipse(410, 404, 230, 24, water[1]) + ellipse(410, 398, 170, 12, '#ffffff', opacity(0.6))
    out += steam(st, 300, 396, 40, 20, 0.5, 0.2) + steam(st, 520, 396, 40, 20, 0.5, -0.2)
    // green banks and trees in front of the gorge walls
    out += blob([[-20, HEIGHT + 10], [-20, 140], [80, 180], [170, 260], [200, 420], [120, HEIGHT + 10]], vgrad(st, [0, p.foliage[1]], [1, p.foliage[2]]))
    out += blob([[WIDTH + 20, HEIGHT + 10], [WIDTH + 20, 130], [720, 170], [640, 260], [620, 420], [700, HEIGHT + 10]], vgrad(st, [0, p.foliage[1]], [1, p.foliage[2]]))
    for (const [x, y, k] of [[60, 230, 1.4], [130, 330, 1.2], [740, 220, 1.5], [680, 340, 1.1], [30, 420, 1.6]] as number[][]) out += leafy(x, y, k, [p.foliage[0], p.foliage[1], p.foliage[2]], p.trunk)
    // the boardwalk and its railing in the foreground
    const wood = st.detail('boardwalk', '#9c7b5b')
    out += path(`M-10 452L${WIDTH + 10} 440L${WIDTH + 10} 470L-10 480Z`, wood)
    out += line(`M-10 424L${WIDTH + 10} 412`, shade(wood, -0.25), 5)
    let posts = ''
    for (let x = 10; x < WIDTH; x += 90) posts += `M${x} ${n(452 - (x / WIDTH) * 12)}v-30`
    out += line(posts, shade(wood, -0.25), 6)
    out += groundBand(st, 476, p.ground[1], p.ground[2])
    return { svg: out, ground: 474, clear: [250, 560], waterLine: 404 }
  },
}

// ------------------------------------------------------------------ Dry Tortugas

const fortJefferson: LandmarkArt = {
  horizon: [240, 250],
  needs: ['brick', 'brickShadow', 'opening', 'seaWall', 'tower'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const brick = st.detail('brick', '#bd6a4e')
    const brickShade = st.detail('brickShadow', '#8c4636')
    const hole = st.detail('opening', '#3b2521')
    let out = waterBody(st, h, HEIGHT, p.water, st.sun[0])
    // the fort: two long walls meeting at a bastion that points towards us
    const corner = 430
    const top = h - 10
    const ground = h + 78
    const left: Point[] = [[40, top + 20], [corner - 36, top], [corner - 36, ground], [40, ground - 6]]
    const right: Point[] = [[corner + 36, top], [770, top + 24], [770, ground - 8], [corner + 36, ground]]
    out += shape(left, brick) + shape(right, brickShade)
    out += shape([[corner - 36, top], [corner, top - 6], [corner + 36, top], [corner + 36, ground], [corner, ground + 6], [corner - 36, ground]], mix(brick, brickShade, 0.4))
    // two tiers of arched openings along each wall
    for (const [x0, y0, x1, y1, side] of [[52, top + 20, corner - 44, top, 1], [corner + 44, top, 760, top + 24, -1]] as number[][]) {
      let d = ''
      for (let tier = 0; tier < 2; tier++) {
        for (let i = 0; i < 14; i++) {
          const t = (i + 0.5) / 14
          const x = lerp(x0, x1, t)
          const y = lerp(y0, y1, t) + 18 + tier * 30
          const w = 9 - (side < 0 ? t * 2 : (1 - t) * 2) + 2
          d += `M${n(x - w / 2)} ${n(y + 14)}V${n(y + 4)}Q${n(x)} ${n(y - 3)} ${n(x + w / 2)} ${n(y + 4)}V${n(y + 14)}Z`
        }
      }
      out += path(d, hole)
    }
    out += line(`M40 ${top + 20}L${corner - 36} ${top}M${corner + 36} ${top}L770 ${top + 24}`, shade(brick, 0.15), 4)
    // grass and palms on top, and the small harbour light on a bastion
    out += path(`M40 ${top + 18}L${corner} ${top - 8}L770 ${top + 22}L770 ${top + 14}L${corner} ${top - 16}L40 ${top + 10}Z`, p.foliage[1])
    for (const x of [160, 620]) out += line(`M${x} ${top + 8}q4 -30 0 -56`, p.trunk, 4) + circle(x, top - 52, 14, p.foliage[1]) + circle(x - 12, top - 46, 10, p.foliage[2]) + circle(x + 12, top - 46, 10, p.foliage[2])
    const tower = st.detail('tower', '#3a3a3c')
    out += shape([[700, top + 18], [704, top - 40], [716, top - 40], [720, top + 18]], tower)
    out += rect(699, top - 56, 22, 16, st.dark ? '#fff3b0' : mix(tower, '#9fb8c8', 0.5)) + path(`M697 ${top - 56}Q710 ${top - 70} 723 ${top - 56}Z`, tower)
    if (st.dark) out += glow(710, top - 48, 60, '#fff3b0', 0.3)
    // the moat and the sea wall around it, then a white beach
    const wall = st.detail('seaWall', '#dccfb2')
    out += path(`M20 ${ground + 10}L${corner} ${ground + 28}L780 ${ground + 8}`, 'none', ` stroke="${mix(p.water[0], '#ffffff', 0.2)}" stroke-width="16"`)
    out += line(`M10 ${ground + 24}L${corner} ${ground + 46}L790 ${ground + 22}`, wall, 7)
    out += blob([[-20, HEIGHT + 10], [-20, 420], [200, 410], [380, 436], [300, HEIGHT + 10]], vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    out += line(`M-20 420Q200 404 380 436`, '#ffffff', 3, opacity(0.7))
    out += ripples(st, 300, WIDTH, ground + 50, HEIGHT - 10, 10, '#ffffff', 0.45)
    return { svg: out, ground: 476, waterFront: false, waterLine: 440, clear: [300, 800] }
  },
}

// ------------------------------------------------------------------ Everglades

const riverOfGrass: LandmarkArt = {
  horizon: [318, 328],
  needs: ['hammock', 'hammockDark', 'egret'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const grass = p.foliage
    // tree islands (hammocks) dotting the flat horizon
    let out = rect(-5, h, WIDTH + 10, HEIGHT - h + 5, vgrad(st, [0, haze(st, grass[0], 0.35)], [1, grass[1]]))
    for (const [x, w, ht] of [[90, 120, 30], [330, 70, 18], [520, 160, 36], [720, 90, 22], [430, 40, 12]] as number[][]) {
      out += path(`M${n(x - w / 2)} ${n(h + 2)}Q${n(x - w * 0.4)} ${n(h - ht)} ${n(x)} ${n(h - ht)}Q${n(x + w * 0.45)} ${n(h - ht)} ${n(x + w / 2)} ${n(h + 2)}Z`, haze(st, st.detail('hammock', '#4c7c4a'), 0.35))
      out += path(`M${n(x)} ${n(h - ht)}Q${n(x + w * 0.45)} ${n(h - ht)} ${n(x + w / 2)} ${n(h + 2)}L${n(x + w * 0.1)} ${n(h + 2)}Z`, haze(st, st.detail('hammockDark', '#305a34'), 0.35), opacity(0.6))
    }
    // a slough of open water winding through the sawgrass, mirroring the sky
    const w = p.water
    out += path(smooth([[300, h + 10], [360, h + 12], [520, h + 60], [380, 400], [560, HEIGHT + 10], [200, HEIGHT + 10], [260, 420], [300, 360], [270, h + 20]]), vgrad(st, [0, mix(w[0], p.skyBottom, 0.5)], [1, w[1]]))
    out += ripples(st, 220, 520, h + 40, HEIGHT - 10, 8, '#ffffff', 0.4)
    // sawgrass: fine blades in bands, bigger and clearer towards us
    for (let row = 0; row < 4; row++) {
      const t = row / 3
      let d = ''
      const count = Math.round(lerp(60, 26, t))
      for (let i = 0; i < count; i++) {
        const x = between(st.random, -10, WIDTH + 10)
        const y = lerp(h + 10, HEIGHT + 4, t) + between(st.random, -6, 10)
        if (x > 220 && x < 520 && y > h + 30 && y < 470) continue
        const ht = lerp(10, 60, t) * between(st.random, 0.7, 1.2)
        d += `M${n(x)} ${n(y)}l${n(-ht * 0.2)} ${n(-ht)}l${n(ht * 0.22)} ${n(ht * 0.9)}l${n(ht * 0.15)} ${n(-ht * 0.95)}l${n(ht * 0.05)} ${n(ht * 1.05)}Z`
      }
      out += path(d, row % 2 ? grass[1] : grass[0])
    }
    return { svg: out, ground: 470, waterLine: 440, clear: [220, 520] }
  },
}

// ------------------------------------------------------------------ Gateway Arch

const gatewayArch: LandmarkArt = {
  horizon: [344, 352],
  needs: ['steel', 'steelShadow', 'courthouse', 'dome', 'skyline', 'skylineDark'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    // the St. Louis skyline behind the riverfront
    const sky = st.detail('skyline', '#8f99aa')
    const skyDark = st.detail('skylineDark', '#6c7688')
    let out = ''
    for (let i = 0; i < 26; i++) {
      const x = lerp(-10, WIDTH, i / 26) + between(st.random, -6, 6)
      const bw = between(st.random, 24, 44)
      const bh = between(st.random, 40, 130) * (Math.abs(x - 400) < 200 ? 1 : 0.7)
      out += block(x, h - bh, bw, bh, i % 2 ? sky : skyDark, shade(skyDark, -0.1), 0)
      out += windows(x + 4, h - bh + 6, bw - 8, bh - 10, 3, Math.floor(bh / 14), st.dark ? '#ffe6a0' : shade(skyDark, -0.2), [3, 4])
    }
    // the Old Courthouse with its dome, framed under the arch
    const ch = st.detail('courthouse', '#ece3d0')
    out += rect(340, h - 70, 120, 70, ch) + rect(330, h - 74, 140, 8, shade(ch, -0.1))
    out += rect(380, h - 104, 40, 30, ch) + path(`M376 ${h - 104}Q400 ${h - 150} 424 ${h - 104}Z`, st.detail('dome', '#7b978b'))
    out += rect(397, h - 160, 6, 14, st.detail('dome', '#7b978b'))
    let cols = ''
    for (let x = 350; x <= 450; x += 14) cols += `M${x} ${h - 60}v50`
    out += line(cols, shade(ch, -0.2), 3)
    // the riverfront park: lawn and trees
    out += rect(-5, h - 4, WIDTH + 10, 22, p.ground[1])
    out += leafline(st, -10, WIDTH + 10, h + 6, 12, 22, 30, [p.foliage[1], p.foliage[2]])
    // the Gateway Arch: a weighted catenary of stainless steel, its triangular legs lit on one facet
    const steel = st.detail('steel', '#dfe3e8')
    const steelShade = st.detail('steelShadow', '#8d95a1')
    // the centre line is the arch's own curve, y = 693.8597 - 68.7672 cosh(0.0100333 x) in feet
    const base = h + 6
    const k = 330 / 630
    const centre: Point[] = []
    const sides: number[] = []
    for (let i = 0; i <= 40; i++) {
      const x = -299.2239 + (598.4478 * i) / 40
      centre.push([400 + x * k, base - (693.8597 - 68.7672 * Math.cosh(0.0100333 * x)) * k])
      // each leg is a triangle 54 feet a side at the ground, 17 feet at the top
      sides.push(lerp(17, 54, Math.pow(Math.abs(x) / 299.2239, 2)) * k)
    }
    const edge = (offset: number) =>
      centre.map(([x, y], i) => {
        const [x0, y0] = centre[Math.max(0, i - 1)]
        const [x1, y1] = centre[Math.min(centre.length - 1, i + 1)]
        const len = Math.hypot(x1 - x0, y1 - y0)
        return [x + ((y1 - y0) / len) * sides[i] * offset, y - ((x1 - x0) / len) * sides[i] * offset] as Point
      })
    const outer = edge(0.5)
    const inner = edge(-0.5)
    const mid = edge(-0.05)
    out += path(lines([...outer, ...inner.slice().reverse()]), vgrad(st, [0, shade(steel, 0.1)], [1, steel]))
    out += path(lines([...mid, ...inner.slice().reverse()]), steelShade, opacity(0.55))
    // reflections running along the steel
    out += path(lines(edge(0.25), false), 'none', ` stroke="#ffffff" stroke-width="2"${opacity(0.6)}`)
    // the Mississippi River with a paddlewheel riverboat
    const w = p.water
    out += rect(-5, h + 20, WIDTH + 10, HEIGHT - h, vgrad(st, [0, mix(w[0], p.skyBottom, 0.3)], [1, w[2]]))
    out += ripples(st, 0, WIDTH, h + 30, HEIGHT - 10, 16, '#ffffff', 0.3)
    const bx = 610
    const by = 440
    out += shape([[bx - 90, by], [bx + 80, by], [bx + 96, by - 14], [bx - 96, by - 14]], '#f4f1ea')
    out += rect(bx - 80, by - 36, 150, 22, '#f4f1ea') + rect(bx - 60, by - 52, 100, 16, '#f4f1ea')
    out += windows(bx - 76, by - 34, 142, 18, 12, 1, '#4b5a6e', [6, 8])
    out += rect(bx - 92, by - 16, 188, 3, '#c8503a') + rect(bx - 30, by - 74, 8, 22, '#2e2e33') + rect(bx - 10, by - 74, 8, 22, '#2e2e33')
    out += circle(bx + 90, by - 16, 18, '#c8503a') + circle(bx + 90, by - 16, 10, '#f4f1ea')
    return { svg: out, ground: 486, waterFront: true, clear: [220, 580] }
  },
}

// ------------------------------------------------------------------ Great Smoky Mountains

const kuwohiTower: LandmarkArt = {
  horizon: [190, 200],
  needs: ['ridgeNear', 'ridgeFar', 'mist', 'tower', 'towerShadow'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const near = st.detail('ridgeNear', '#5d7fa8')
    const far = st.detail('ridgeFar', '#a9bcd8')
    const mist = st.detail('mist', '#dbe5f2')
    // ridge after ridge of the Smokies, bluer and paler with distance, mist lying in the valleys
    let out = ''
    const rows = 7
    for (let i = 0; i < rows; i++) {
      const t = i / (rows - 1)
      const y = lerp(h, 380, t)
      out += hillRow(st, y, lerp(10, 26, t), mix(far, near, t), lerp(110, 170, t))
      out += rect(-5, y + lerp(14, 30, t), WIDTH + 10, 18, mist, opacity(0.45))
    }
    // the summit of Kuwohi: spruce-fir forest
    const summit: Point[] = [[-20, HEIGHT + 10], [-20, 300], [120, 280], [260, 300], [420, 360], [560, 420], [700, 470], [WIDTH + 20, 480], [WIDTH + 20, HEIGHT + 10]]
    out += path(smooth(summit), vgrad(st, [0, p.foliage[2]], [1, shade(p.foliage[2], -0.2)]))
    for (let i = 0; i < 12; i++) {
      const x = between(st.random, -10, 560)
      const y = x < 260 ? 300 + between(st.random, 0, 20) : 300 + (x - 260) * 0.4 + between(st.random, 0, 20)
      out += conifer(x, y, 26, between(st.random, 60, 90), p.foliage[1], p.foliage[2])
    }
    // the observation tower: a concrete stem with a round deck, and its long ramp curving up to it
    const tower = st.detail('tower', '#dcd8cd')
    const towerShade = st.detail('towerShadow', '#a8a398')
    const tx = 250
    const deck = 150
    out += path(`M60 300C80 250 140 200 ${tx - 40} ${deck + 14}L${tx - 36} ${deck + 26}C150 212 96 262 78 302Z`, tower)
    for (const [x, y] of [[90, 262], [130, 224], [175, 194]] as Point[]) out += rect(x - 3, y, 6, 300 - y, towerShade)
    out += shape([[tx - 10, 300], [tx - 8, deck + 10], [tx + 8, deck + 10], [tx + 10, 300]], hgrad(st, [0, tower], [1, towerShade]))
    out += ellipse(tx, deck + 10, 52, 12, towerShade) + ellipse(tx, deck + 4, 52, 12, tower)
    out += line(`M${tx - 52} ${deck + 2}Q${tx} ${deck - 14} ${tx + 52} ${deck + 2}`, towerShade, 2)
    out += line(`M${tx - 52} ${deck - 6}Q${tx} ${deck - 22} ${tx + 52} ${deck - 6}`, towerShade, 2)
    return { svg: out, ground: 486, clear: [-10, 320] }
  },
}

// ------------------------------------------------------------------ Hot Springs

const bathhouseRow: LandmarkArt = {
  horizon: [214, 224],
  needs: ['stucco', 'brick', 'buff', 'roof', 'dome', 'windows', 'steam'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const stucco = st.detail('stucco', '#f1e6cc')
    const brick = st.detail('brick', '#b65f45')
    const buff = st.detail('buff', '#e1c795')
    const roof = st.detail('roof', '#bb5a3c')
    const dome = st.detail('dome', '#d6b45e')
    const glass = st.dark ? '#ffe6a0' : st.detail('windows', '#4b5a6e')
    // Hot Springs Mountain behind the row, wooded, with its observation tower
    let out = path(smooth([[-10, 330], [-10, h + 10], [160, h - 30], [360, h - 60], [520, h - 50], [700, h - 20], [WIDTH + 10, h], [WIDTH + 10, 330]]), vgrad(st, [0, p.foliage[1]], [1, p.foliage[2]]))
    out += leafline(st, -10, WIDTH + 10, h + 40, 14, 26, 40, [p.foliage[1], shade(p.foliage[2], 0.1)])
    out += rect(436, h - 130, 8, 76, '#9aa0a8') + rect(428, h - 140, 24, 12, '#9aa0a8')
    // the bathhouses, each in its own style
    const street = 356
    const houses: [number, number, number, string, string][] = [
      [10, 130, 96, stucco, 'towers'],
      [150, 140, 110, buff, 'hip'],
      [300, 150, 92, stucco, 'dome'],
      [460, 130, 104, brick, 'flat'],
      [600, 190, 96, buff, 'columns'],
    ]
    for (const [x, w, ht, wall, style] of houses) {
      const top = street - ht
      out += rect(x, top, w, ht, vgrad(st, [0, wall], [1, shade(wall, -0.1)]))
      out += windows(x + 8, top + 14, w - 16, ht - 44, Math.round(w / 24), 2, glass, [10, 16])
      out += path(`M${n(x + w / 2 - 12)} ${street}V${street - 26}Q${n(x + w / 2)} ${street - 40} ${n(x + w / 2 + 12)} ${street - 26}V${street}Z`, shade(wall, -0.45))
      if (style === 'towers') {
        for (const tx of [x + 4, x + w - 30]) out += rect(tx, top - 30, 26, 30, wall) + shape([[tx - 4, top - 30], [tx + 13, top - 48], [tx + 30, top - 30]], roof)
        out += shape([[x + 26, top], [x + w / 2, top - 20], [x + w - 26, top]], roof)
      } else if (style === 'hip') {
        out += shape([[x - 6, top], [x + 20, top - 28], [x + w - 20, top - 28], [x + w + 6, top]], roof)
      } else if (style === 'dome') {
        out += path(`M${n(x + w / 2 - 36)} ${top}Q${n(x + w / 2 - 34)} ${top - 50} ${n(x + w / 2)} ${top - 52}Q${n(x + w / 2 + 34)} ${top - 50} ${n(x + w / 2 + 36)} ${top}Z`, vgrad(st, [0, shade(dome, 0.2)], [1, dome]))
        out += line(`M${n(x + w / 2 - 30)} ${top - 14}Q${n(x + w / 2)} ${top - 22} ${n(x + w / 2 + 30)} ${top - 14}M${n(x + w / 2 - 20)} ${top - 34}Q${n(x + w / 2)} ${top - 40} ${n(x + w / 2 + 20)} ${top - 34}`, '#4a7ab0', 3, opacity(0.7))
        out += shape([[x - 4, top], [x + 20, top - 10], [x + w - 20, top - 10], [x + w + 4, top]], roof)
      } else if (style === 'flat') {
        out += rect(x - 4, top - 8, w + 8, 8, shade(brick, -0.2))
      } else {
        out += shape([[x - 6, top + 4], [x + w / 2, top - 22], [x + w + 6, top + 4]], shade(wall, 0.1))
        let cols = ''
        for (let cx = x + 14; cx < x + w - 4; cx += 22) cols += `M${cx} ${top + 10}V${street - 4}`
        out += line(cols, '#ffffff', 5, opacity(0.85))
      }
    }
    // Central Avenue's sidewalk, magnolias in front
    out += rect(-5, street, WIDTH + 10, 20, '#cfc8bb')
    out += groundBand(st, street + 18, p.ground[0], p.ground[1])
    for (const x of [120, 290, 440]) out += leafy(x, 420, 1.5, [p.foliage[0], p.foliage[1], p.foliage[2]], p.trunk)
    // the Hot Water Cascade: spring water tumbling over rocks, steaming
    const rocks = p.rock
    out += path(smooth([[560, HEIGHT + 10], [580, 400], [650, 370], [740, 372], [WIDTH + 10, 390], [WIDTH + 10, HEIGHT + 10]]), vgrad(st, [0, rocks[0]], [1, rocks[2]]))
    out += boulders(st.random, 640, 430, 30, [rocks[0], rocks[1], rocks[2]], 4)
    out += path(smooth([[680, 372], [700, 372], [712, 420], [690, 460], [720, HEIGHT + 10], [660, HEIGHT + 10], [676, 450], [690, 410]]), vgrad(st, [0, '#ffffff'], [1, p.water[1]]))
    out += steam(st, 690, 400, 140, 22, 0.5, 0.4) + steam(st, 660, 470, 90, 18, 0.4, 0.6)
    return { svg: out, ground: 480, clear: [560, 800] }
  },
}

// ------------------------------------------------------------------ Indiana Dunes

const mountBaldy: LandmarkArt = {
  horizon: [290, 300],
  needs: ['skyline', 'oak'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    // Lake Michigan to the horizon, the Chicago skyline faint across the water
    let out = waterBody(st, h, HEIGHT, p.water, st.sun[0])
    let towers = ''
    for (let i = 0; i < 16; i++) {
      const x = 40 + i * 11 + between(st.random, -3, 3)
      const ht = between(st.random, 6, 30) * (i === 6 ? 1.6 : 1)
      towers += `M${n(x)} ${n(h)}v${n(-ht)}h${n(between(st.random, 5, 9))}v${n(ht)}Z`
    }
    out += path(towers, haze(st, st.detail('skyline', '#9aa4b6'), 0.45))
    // Mount Baldy: a big dune rising from the beach, with marram grass and oaks on its back
    const sand = p.ground
    const dune: Point[] = [[250, HEIGHT + 10], [330, 400], [430, 280], [540, 190], [620, 170], [700, 190], [WIDTH + 10, 200], [WIDTH + 10, HEIGHT + 10]]
    out += path(smooth(dune), vgrad(st, [0, sand[0]], [1, sand[1]]))
    out += path(smooth([[540, 190], [620, 170], [700, 190], [WIDTH + 10, 200], [WIDTH + 10, 300], [700, 260], [600, 240]]), sand[2], opacity(0.35))
    out += leafline(st, 680, WIDTH + 10, 200, 14, 26, 7, [st.detail('oak', '#5e8e4e'), p.foliage[2]])
    out += tufts(st, 560, WIDTH, 200, 300, 30, [p.foliage[0], p.foliage[1], p.foliage[2]], 22)
    out += tufts(st, 330, 520, 330, 430, 12, [p.foliage[0], p.foliage[1]], 20)
    let wind = ''
    for (let i = 0; i < 10; i++) {
      const x = between(st.random, 360, 620)
      const y = between(st.random, 240, 420)
      wind += `M${n(x)} ${n(y)}q20 -5 40 0`
    }
    out += line(wind, sand[2], 1.4, opacity(0.35))
    // the beach and waves
    out += blob([[-20, HEIGHT + 10], [-20, 430], [200, 422], [360, 440], [420, HEIGHT + 10]], vgrad(st, [0, sand[0]], [1, sand[1]]))
    out += line(`M-20 430Q200 418 360 440`, '#ffffff', 3, opacity(0.8))
    return { svg: out, ground: 480, waterLine: h + 60, clear: [450, 800] }
  },
}

// ------------------------------------------------------------------ Isle Royale

const rockHarbor: LandmarkArt = {
  horizon: [282, 292],
  needs: ['tower', 'lantern', 'roof'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    let out = waterBody(st, h, HEIGHT, p.water, st.sun[0])
    // long low ridges of the island chain in the distance
    for (const [x0, x1, ht, fade] of [[-10, 300, 26, 0.5], [420, WIDTH + 10, 34, 0.45]] as number[][]) {
      out += path(smooth([[x0, h + 2], [x0 + 20, h - ht * 0.6], [(x0 + x1) / 2, h - ht], [x1 - 10, h - ht * 0.4], [x1, h + 2]]), haze(st, p.foliage[2], fade))
    }
    // the rocky point: tilted ridges of dark volcanic rock, spruce and fir behind
    out += path(smooth([[300, 400], [340, 300], [480, 260], [640, 250], [WIDTH + 10, 262], [WIDTH + 10, 400]]), p.foliage[2])
    out += treeline(st, 330, WIDTH + 10, 290, 30, 70, 20, [p.foliage[1], p.foliage[2]])
    const point: Point[] = [[220, HEIGHT + 10], [260, 400], [360, 350], [480, 330], [640, 330], [WIDTH + 10, 340], [WIDTH + 10, HEIGHT + 10]]
    out += shape(point, vgrad(st, [0, r[0]], [1, r[2]]))
    let ledges = ''
    for (let i = 0; i < 6; i++) {
      const y = 350 + i * 24
      ledges += `M${n(260 + i * 10)} ${n(y + 30)}L${WIDTH + 10} ${n(y)}`
    }
    out += line(ledges, r[2], 3, opacity(0.5))
    // the keeper's house and the lighthouse
    const tower = st.detail('tower', '#f3f1eb')
    const roof = st.detail('roof', '#8e3a30')
    out += rect(540, 300, 80, 34, tower) + shape([[534, 302], [580, 280], [626, 302]], roof)
    out += rect(560, 312, 10, 12, shade(roof, -0.3)) + rect(594, 312, 10, 12, shade(roof, -0.3))
    out += lighthouse(st, 512, 334, 110, tower, st.detail('lantern', '#2e2e33'), '#fff3b0', 0.12)
    out += ripples(st, 0, 260, h + 20, HEIGHT - 10, 10, '#ffffff', 0.4)
    for (let i = 0; i < 6; i++) out += circle(between(st.random, 230, 300), between(st.random, 420, 480), between(st.random, 4, 10), '#ffffff', opacity(0.6))
    return { svg: out, ground: 478, waterLine: h + 70, clear: [460, 640] }
  },
}

// ------------------------------------------------------------------ Mammoth Cave

const mammothPassage: LandmarkArt = {
  horizon: [300, 300],
  sky: false,
  needs: ['flowstone', 'flowstoneShadow', 'dark', 'lamp', 'rail'],
  draw(st) {
    const r = st.colours.rock
    const dark = st.detail('dark', '#221b17')
    const lamp = st.detail('lamp', '#ffd98a')
    let out = caveBackdrop(st, dark, r[2])
    // a long passage: one arched cross-section after another, shrinking towards the far end
    const vx = 470
    const vy = 230
    const rings = 9
    for (let i = rings - 1; i >= 0; i--) {
      const t = Math.pow(i / (rings - 1), 1.6)
      const w = lerp(30, 520, t)
      const ht = lerp(22, 330, t)
      const cx = lerp(vx, 400, t)
      const floor = lerp(vy + 10, 470, t)
      const fill = mix(dark, mix(r[1], lamp, 0.15), lerp(0.75, 0.3, t))
      out += path(`M${n(cx - w / 2)} ${n(floor)}C${n(cx - w / 2)} ${n(floor - ht * 1.2)} ${n(cx + w / 2)} ${n(floor - ht * 1.2)} ${n(cx + w / 2)} ${n(floor)}Z`, fill)
      out += path(`M${n(cx - w / 2)} ${n(floor)}C${n(cx - w / 2)} ${n(floor - ht * 1.2)} ${n(cx + w / 2)} ${n(floor - ht * 1.2)} ${n(cx + w / 2)} ${n(floor)}`, 'none', ` stroke="${shade(fill, -0.25)}" stroke-width="${n(lerp(1, 6, t))}"`)
      if (i % 2 === 0) out += glow(cx, floor - ht * 0.35, w * 0.3, lamp, 0.12)
    }
    // bedding lines of limestone along the walls
    let beds = ''
    for (let k = 0; k < 6; k++) {
      const y = 140 + k * 40
      beds += `M-10 ${n(y - 40)}Q200 ${n(y)} ${n(vx - 20)} ${n(vy + (y - 240) * 0.08)}M${WIDTH + 10} ${n(y - 50)}Q620 ${n(y - 10)} ${n(vx + 20)} ${n(vy + (y - 240) * 0.08)}`
    }
    out += line(beds, shade(r[2], -0.2), 2, opacity(0.35))
    // the walls of the near part of the passage, framing the view
    out += path(`M-10 -10H${WIDTH + 10}V${HEIGHT + 10}H700C760 380 760 120 400 60C80 110 40 360 90 ${HEIGHT + 10}H-10Z`, vgrad(st, [0, shade(dark, -0.1)], [1, mix(dark, r[2], 0.35)]))
    // Frozen Niagara: a cream and orange flowstone cascade down the right-hand wall
    const flow = st.detail('flowstone', '#ebc894')
    const flowShade = st.detail('flowstoneShadow', '#c99a62')
    const lobes: Point[] = []
    for (let i = 0; i <= 6; i++) lobes.push([lerp(790, 570, i / 6), 440 + (i % 2 ? -26 : 8)])
    out += path(smooth([[640, 120], [700, 126], [740, 200], [780, 320], ...lobes, [586, 330], [610, 210]]), vgrad(st, [0, mix(flow, lamp, 0.2)], [0.6, flow], [1, flowShade]))
    let drips = ''
    for (let i = 0; i < 12; i++) {
      const x = lerp(610, 770, i / 11)
      drips += `M${n(lerp(640, 720, i / 11))} ${n(150 + (i % 3) * 16)}Q${n(x - 4)} 300 ${n(x)} ${n(420 + (i % 2) * 12)}`
    }
    out += line(drips, flowShade, 5, opacity(0.5))
    out += glow(660, 300, 110, lamp, 0.12)
    // the trail and its handrail leading in
    out += path(`M260 ${HEIGHT + 10}Q330 380 ${vx - 6} ${vy + 14}L${vx + 6} ${vy + 14}Q420 380 520 ${HEIGHT + 10}Z`, mix(dark, r[1], 0.55))
    out += line(`M530 ${HEIGHT}Q450 380 ${vx + 8} ${vy + 6}`, st.detail('rail', '#6b5b4c'), 3)
    for (const [x, y] of [[526, 488], [494, 430], [480, 380]] as Point[]) out += line(`M${x} ${y}v-20`, st.detail('rail', '#6b5b4c'), 2.5)
    out += stalactites(st.random, 100, 700, 70, 10, 30, mix(dark, r[1], 0.4))
    return { svg: out, ground: 478, clear: [560, 780], animals: 'none' }
  },
}

// ------------------------------------------------------------------ New River Gorge

const gorgeBridge: LandmarkArt = {
  horizon: [120, 130],
  needs: ['steel', 'steelShadow', 'deck', 'rapids'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    // far ridges of the plateau
    let out = hillRow(st, h, 8, haze(st, p.foliage[2], 0.5)) + hillRow(st, h + 30, 10, haze(st, p.foliage[2], 0.3))
    // the two forested walls of the gorge, sandstone cliffs at the rim
    const leftWall: Point[] = [[-20, HEIGHT + 10], [-20, h + 40], [140, h + 50], [250, h + 140], [340, 380], [400, 460], [380, HEIGHT + 10]]
    const rightWall: Point[] = [[WIDTH + 20, HEIGHT + 10], [WIDTH + 20, h + 30], [660, h + 44], [560, h + 140], [470, 380], [430, 460], [450, HEIGHT + 10]]
    out += path(smooth(leftWall), vgrad(st, [0, p.foliage[1]], [1, p.foliage[2]]))
    out += path(smooth(rightWall), vgrad(st, [0, shade(p.foliage[1], -0.1)], [1, shade(p.foliage[2], -0.1)]))
    out += shape([[-20, h + 40], [140, h + 50], [160, h + 80], [-20, h + 74]], r[0]) + shape([[WIDTH + 20, h + 30], [660, h + 44], [650, h + 70], [WIDTH + 20, h + 62]], r[1])
    out += leafline(st, -20, 300, h + 120, 12, 22, 12, [p.foliage[0], p.foliage[1]]) + leafline(st, 520, WIDTH + 20, h + 110, 12, 22, 12, [p.foliage[1], p.foliage[2]])
    // the New River and its rapids, with a raft
    const w = p.water
    out += path(smooth([[380, 440], [430, 436], [470, 470], [520, HEIGHT + 10], [330, HEIGHT + 10], [370, 470]]), vgrad(st, [0, w[0]], [1, w[1]]))
    out += ripples(st, 350, 500, 446, HEIGHT - 6, 10, st.detail('rapids', '#ffffff'), 0.8)
    out += ellipse(420, 478, 22, 7, '#f2c53a') + circle(412, 470, 4, '#c8503a') + circle(428, 470, 4, '#3f7ab0')
    // the bridge: a steel arch under a long deck, joined by columns
    const steel = st.detail('steel', '#8d5c40')
    const steelShade = st.detail('steelShadow', '#5e3c2c')
    const deck = h + 62
    const arch = (dy: number) => `M90 ${n(360 + dy)}Q400 ${n(h - 60 + dy)} 710 ${n(360 + dy)}`
    out += line(arch(0), steel, 16) + line(arch(14), steelShade, 8)
    let truss = ''
    for (let i = 0; i <= 24; i++) {
      const t = i / 24
      const x = lerp(90, 710, t)
      const y = 360 * (1 - t) * (1 - t) + 2 * (1 - t) * t * (h - 60) + t * t * 360
      if (y > deck) truss += `M${n(x)} ${n(deck)}V${n(y)}`
      if (i % 2 === 0 && y > deck + 10) truss += `M${n(x)} ${n(y)}L${n(x + 26)} ${n(deck)}`
    }
    out += line(truss, steelShade, 4)
    for (const x of [40, 760]) out += rect(x - 6, deck, 12, 360 - deck, steelShade)
    out += rect(-10, deck - 14, WIDTH + 20, 14, st.detail('deck', '#6e6a66')) + rect(-10, deck, WIDTH + 20, 8, steel)
    return { svg: out, ground: 488, waterLine: 470, clear: [340, 500] }
  },
}

// ------------------------------------------------------------------ Shenandoah

const skylineDrive: LandmarkArt = {
  horizon: [228, 238],
  needs: ['wall', 'wallShadow', 'road', 'line', 'ridge', 'field'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const ridge = st.detail('ridge', '#7d94c2')
    // Massanutten and the far Alleghenies across the valley
    let out = hillRow(st, h - 16, 14, haze(st, ridge, 0.45), 140) + hillRow(st, h, 20, haze(st, ridge, 0.2), 100)
    // the Shenandoah Valley: fields and woods, with the river winding through
    const field = st.detail('field', '#b9c77c')
    out += rect(-5, h + 10, WIDTH + 10, 120, vgrad(st, [0, haze(st, field, 0.35)], [1, haze(st, field, 0.15)]))
    for (let i = 0; i < 26; i++) {
      const x = between(st.random, -20, WIDTH)
      const y = between(st.random, h + 16, h + 110)
      const w = between(st.random, 30, 70)
      out += shape([[x, y], [x + w, y - 4], [x + w + 10, y + 8], [x + 10, y + 12]], haze(st, pick(st.random, [p.foliage[1], field, shade(field, 0.15), p.ground[0]]), 0.25))
    }
    out += path(smooth([[-10, h + 60], [120, h + 40], [220, h + 70], [340, h + 50], [460, h + 80], [600, h + 60], [WIDTH + 10, h + 76]], false), 'none', ` stroke="${haze(st, p.water[1], 0.2)}" stroke-width="5"`)
    // the Blue Ridge falling away below the overlook
    out += hillRow(st, h + 120, 14, p.foliage[2], 160)
    out += leafline(st, -10, WIDTH + 10, h + 150, 16, 30, 30, [p.foliage[1], p.foliage[2]])
    // Skyline Drive curving along the crest, behind a stone wall
    const road = st.detail('road', '#5d5c61')
    out += path(`M-10 430Q300 392 ${WIDTH + 10} 400L${WIDTH + 10} 446Q300 430 -10 470Z`, road)
    out += path(`M-10 450Q300 412 ${WIDTH + 10} 422`, 'none', ` stroke="${st.detail('line', '#f2d35a')}" stroke-width="3" stroke-dasharray="22 16"`)
    const wall = st.detail('wall', '#a69c8d')
    const wallShade = st.detail('wallShadow', '#7a7266')
    out += path(`M-10 404Q300 370 ${WIDTH + 10} 378L${WIDTH + 10} 404Q300 396 -10 432Z`, wall)
    let stones = ''
    for (let i = 0; i < 40; i++) {
      const x = between(st.random, 0, WIDTH)
      const y = 404 - (x / WIDTH) * 26 + between(st.random, -20, 2) + ((x - 300) * (x - 300)) / 90000 * 8
      stones += `M${n(x)} ${n(y)}h${n(between(st.random, 10, 22))}`
    }
    out += line(stones, wallShade, 2, opacity(0.7))
    out += path(`M-10 404Q300 370 ${WIDTH + 10} 378`, 'none', ` stroke="${shade(wall, 0.15)}" stroke-width="4"`)
    out += groundBand(st, 466, p.ground[0], p.ground[1], 4)
    out += tufts(st, -10, WIDTH + 10, 470, HEIGHT, 16, [p.foliage[0], p.foliage[1]], 16)
    return { svg: out, ground: 486 }
  },
}

// ------------------------------------------------------------------ Theodore Roosevelt

const paintedCanyon: LandmarkArt = {
  horizon: [250, 260],
  needs: ['lignite', 'clinker', 'grey', 'juniper'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const lignite = st.detail('lignite', '#302b2b')
    const clinker = st.detail('clinker', '#b9513b')
    const grey = st.detail('grey', '#a9a9a7')
    const juniper = st.detail('juniper', '#4c6a4a')
    // the grassy tableland on the far side
    let out = groundBand(st, h - 6, haze(st, p.ground[0], 0.3), p.ground[1])
    // rows of rounded buttes, banded grey, tan and black lignite, some capped with red clinker
    for (let row = 0; row < 3; row++) {
      const t = row / 2
      const fade = lerp(0.35, 0, t)
      const base = lerp(h + 70, 440, t)
      const count = Math.round(lerp(5, 3, t))
      const f = (c: string) => haze(st, c, fade)
      for (let k = 0; k < count; k++) {
        const w = between(st.random, 200, 300) * lerp(0.7, 1.3, t)
        const cx = lerp(-40, WIDTH + 40, (k + between(st.random, 0.3, 0.7)) / count)
        const tall = between(st.random, 50, 90) * lerp(0.8, 1.4, t)
        const pts = mound(st.random, cx, w, tall, base, 10, 0.45)
        const top = base - tall
        out += path(smooth(pts), f(r[0]))
        out += bands(pts, [[top + tall * 0.25, f(mix(grey, r[0], 0.4))], [top + tall * 0.42, f(lignite)], [top + tall * 0.45, f(r[0])], [top + tall * 0.62, f(mix(grey, r[1], 0.3))], [top + tall * 0.8, f(lignite)], [top + tall * 0.83, f(r[1])]])
        const peak = pts.reduce((a, b) => (b[1] < a[1] ? b : a))
        if (st.random() < 0.5) out += path(smooth([[peak[0] - w * 0.22, top + tall * 0.2], [peak[0] - w * 0.1, top + 2], [peak[0] + w * 0.12, top + 2], [peak[0] + w * 0.24, top + tall * 0.22]]), f(clinker))
        out += path(smooth([[peak[0], top], [peak[0] + w * 0.3, top + tall * 0.4], [cx + w / 2 + 30, base + 16], [peak[0] + w * 0.05, base + 16]]), f(r[2]), opacity(0.2))
        let rills = ''
        for (let j = 3; j < pts.length - 3; j += 2) rills += `M${n(pts[j][0])} ${n(pts[j][1] + 10)}L${n(pts[j][0] + between(st.random, -5, 5))} ${n(base + 10)}`
        out += line(rills, f(r[2]), 1.4, opacity(0.3))
        for (let j = 0; j < 3; j++) out += circle(cx + between(st.random, -w * 0.3, w * 0.3), base - between(st.random, 4, tall * 0.3), between(st.random, 5, 9) * lerp(0.8, 1.4, t), f(juniper))
      }
    }
    // the prairie we look from
    out += blob([[-20, HEIGHT + 10], [-20, 440], [300, 452], [600, 438], [WIDTH + 20, 446], [WIDTH + 20, HEIGHT + 10]], vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    out += tufts(st, -10, WIDTH + 10, 444, HEIGHT, 30, [p.foliage[0], p.foliage[1], p.foliage[2]], 16)
    return { svg: out, ground: 482 }
  },
}

// ------------------------------------------------------------------ Virgin Islands

const trunkBay: LandmarkArt = {
  horizon: [200, 210],
  needs: ['seaGrape'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const w = p.water
    // the sea, turquoise over the sand, deep blue further out
    let out = rect(-5, h, WIDTH + 10, HEIGHT - h + 5, vgrad(st, [0, w[2]], [0.45, w[1]], [1, w[0]]))
    out += path(smooth([[500, h + 2], [560, h - 14], [680, h - 20], [760, h - 6], [WIDTH + 10, h + 2]]), haze(st, p.foliage[2], 0.45))
    // Trunk Cay: a small green island just offshore
    out += path(smooth([[250, 300], [270, 270], [320, 256], [370, 270], [390, 300]]), p.foliage[1])
    out += shape([[250, 300], [390, 300], [384, 306], [256, 306]], p.rock[1])
    // the green hills of St. John on the right
    out += path(smooth([[440, 500], [480, 330], [560, 250], [680, 210], [WIDTH + 10, 200], [WIDTH + 10, 500]]), vgrad(st, [0, p.foliage[1]], [1, p.foliage[2]]))
    out += leafline(st, 470, WIDTH + 10, 300, 12, 22, 16, [p.foliage[0], p.foliage[2]])
    // the curving white beach
    const sand = p.ground
    out += path(`M100 ${HEIGHT + 10}Q240 420 470 360L520 340Q500 420 520 ${HEIGHT + 10}Z`, vgrad(st, [0, sand[0]], [1, sand[1]]))
    out += path(`M100 ${HEIGHT + 10}Q240 420 470 360L520 340`, 'none', ` stroke="#ffffff" stroke-width="5"${opacity(0.8)}`)
    out += ripples(st, 0, 440, h + 40, 440, 14, '#ffffff', 0.45)
    // palms and sea grapes at the edge of the beach
    for (const [x, y, k, lean] of [[560, 420, 1.3, -0.5], [620, 440, 1.1, -0.3], [700, 460, 1.4, -0.6]] as number[][]) {
      const tx = x + lean * 60 * k
      const ty = y - 150 * k
      out += line(`M${x} ${y}Q${n(x + lean * 10)} ${n(y - 90 * k)} ${n(tx)} ${n(ty)}`, p.trunk, 7 * k)
      for (const a of [-2.7, -2.1, -1.5, -0.9, -0.3, 0.3]) {
        const len = 60 * k
        out += path(`M${n(tx)} ${n(ty)}Q${n(tx + Math.cos(a) * len * 0.5)} ${n(ty + Math.sin(a) * len * 0.6 - len * 0.2)} ${n(tx + Math.cos(a) * len)} ${n(ty + Math.sin(a) * len * 0.5 + len * 0.35)}Q${n(tx + Math.cos(a) * len * 0.5)} ${n(ty + Math.sin(a) * len * 0.6)} ${n(tx)} ${n(ty)}Z`, p.foliage[1])
      }
    }
    out += shrubs(st, 480, WIDTH + 10, 440, HEIGHT, 10, [st.detail('seaGrape', '#6fa54a'), p.foliage[2]], 1.6)
    return { svg: out, ground: 480, waterLine: h + 90, clear: [480, 800] }
  },
}

// ------------------------------------------------------------------ Voyageurs

const rainyLake: LandmarkArt = {
  horizon: [284, 294],
  needs: ['canoe', 'aurora'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    let out = ''
    // the northern lights on a dark night
    if (st.night) {
      const aurora = st.detail('aurora', '#6ef0a4')
      for (let i = 0; i < 4; i++) out += path(`M-10 ${60 + i * 22}Q200 ${10 + i * 30} 420 ${90 + i * 14}T${WIDTH + 10} ${40 + i * 20}L${WIDTH + 10} ${120 + i * 20}Q600 ${150 + i * 10} 420 ${170 + i * 12}T-10 ${150 + i * 20}Z`, aurora, opacity(0.12))
    }
    out += waterBody(st, h, HEIGHT, p.water, st.sun[0])
    // islands of rock and pine, far to near
    const islands: [number, number, number][] = [[120, 140, 0.5], [430, 90, 0.45], [640, 180, 0.35], [300, 200, 0.15]]
    for (const [x, w, fade] of islands) {
      const y = h + lerp(2, 40, 1 - fade * 2)
      const k = lerp(0.5, 1.2, 1 - fade * 2)
      out += path(smooth([[x - w / 2, y + 4], [x - w * 0.35, y - 8 * k], [x + w * 0.3, y - 10 * k], [x + w / 2, y + 4]]), haze(st, r[1], fade))
      out += treeline(st, x - w * 0.4, x + w * 0.4, y - 6 * k, 20 * k, 46 * k, Math.round(w / 12), [haze(st, p.foliage[2], fade), haze(st, p.foliage[1], fade)])
    }
    // a smooth whaleback of pink and grey granite in front, with a red canoe pulled up on it
    out += path(smooth([[-20, HEIGHT + 10], [-20, 400], [120, 380], [300, 396], [460, 430], [560, HEIGHT + 10]]), vgrad(st, [0, r[0]], [0.6, r[1]], [1, r[2]]))
    out += line(`M40 410Q160 392 300 410M20 440Q180 420 380 446`, shade(r[2], -0.1), 2, opacity(0.35))
    const canoe = st.detail('canoe', '#c8503a')
    out += path(`M140 420Q230 444 330 418Q320 430 300 436Q230 446 160 436Q146 430 140 420Z`, canoe)
    out += line(`M150 422Q230 438 320 420`, shade(canoe, 0.3), 2)
    // red pines on the near shore at the right
    for (const [x, y, k] of [[700, 420, 1.6], [760, 440, 1.3], [640, 450, 1]] as number[][]) {
      out += line(`M${x} ${y}v${n(-170 * k)}`, p.trunk, 5 * k)
      for (let j = 0; j < 4; j++) {
        const yy = y - (90 + j * 24) * k
        out += ellipse(x + (j % 2 ? 14 : -10) * k, yy, (30 - j * 4) * k, 9 * k, j % 2 ? p.foliage[1] : p.foliage[2])
      }
    }
    out += ripples(st, 300, 640, h + 60, HEIGHT - 10, 8, '#ffffff', 0.35)
    return { svg: out, ground: 470, waterLine: h + 70, clear: [130, 340] }
  },
}

// ------------------------------------------------------------------ Wind Cave

const boxwork: LandmarkArt = {
  horizon: [300, 300],
  sky: false,
  needs: ['boxwork', 'dark', 'lamp'],
  draw(st) {
    const r = st.colours.rock
    const dark = st.detail('dark', '#241a14')
    const lamp = st.detail('lamp', '#ffd98a')
    const fin = st.detail('boxwork', '#f0e2c6')
    let out = caveBackdrop(st, dark, r[2])
    // the low passage: ceiling and walls covered in boxwork, smaller towards the back
    const vx = 420
    const vy = 270
    out += path(`M-10 -10H${WIDTH + 10}V360L${vx + 60} ${vy + 10}L${vx - 60} ${vy + 10}L-10 380Z`, vgrad(st, [0, mix(dark, r[1], 0.5)], [1, mix(dark, r[2], 0.5)]))
    // a web of thin calcite fins: a jittered lattice in perspective, split into odd little boxes
    const rows = 13
    const cols = 20
    const lattice: Point[][] = []
    for (let i = 0; i <= rows; i++) {
      const t = Math.pow(i / rows, 1.4)
      const row: Point[] = []
      for (let j = 0; j <= cols; j++) {
        const u = j / cols
        const edgeX = lerp(-10, WIDTH + 10, u)
        const x = lerp(edgeX, vx + (u - 0.5) * 120, t)
        const topY = -10 + Math.pow(Math.abs(u - 0.5) * 2, 3) * 360
        const y = lerp(topY, vy, t)
        row.push([x + between(st.random, -14, 14) * (1 - t), y + between(st.random, -12, 12) * (1 - t)])
      }
      lattice.push(row)
    }
    const webs = ['', '', '']
    for (let i = 0; i < rows; i++) {
      const band = i < rows / 3 ? 0 : i < (rows * 2) / 3 ? 1 : 2
      for (let j = 0; j < cols; j++) {
        const a = lattice[i][j]
        const b = lattice[i][j + 1]
        const d = lattice[i + 1][j]
        const c = lattice[i + 1][j + 1]
        webs[band] += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}M${n(a[0])} ${n(a[1])}L${n(d[0])} ${n(d[1])}`
        if (st.random() < 0.45) webs[band] += st.random() < 0.5 ? `M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}` : `M${n(b[0])} ${n(b[1])}L${n(d[0])} ${n(d[1])}`
      }
    }
    const finLit = mix(fin, lamp, 0.1)
    webs.forEach((d, band) => {
      if (band < 2) out += line(d, mix(dark, r[2], 0.2), [6, 4, 2.5][band], ` transform="translate(2 3)"`)
      out += line(d, mix(finLit, dark, band * 0.25), [4, 2.6, 1.5][band])
    })
    // shading: the fins fade into darkness at the back of the passage
    out += ellipse(vx, vy - 10, 150, 90, dark, opacity(0.55))
    // the floor and the trail with its handrail, lit by a lamp
    out += path(`M-10 ${HEIGHT + 10}L-10 380L${vx - 60} ${vy + 10}L${vx + 60} ${vy + 10}L${WIDTH + 10} 360V${HEIGHT + 10}Z`, vgrad(st, [0, mix(dark, r[1], 0.3)], [1, mix(dark, r[1], 0.55)]))
    out += path(`M300 ${HEIGHT + 10}L${vx - 10} ${vy + 14}L${vx + 10} ${vy + 14}L520 ${HEIGHT + 10}Z`, mix(dark, st.lit(st.colours.ground[0]), 0.6))
    out += line(`M540 ${HEIGHT}L${vx + 18} ${vy + 4}`, shade(r[2], -0.2), 3)
    out += glow(vx, vy + 40, 200, lamp, 0.1)
    return { svg: out, ground: 478, animals: 'none' }
  },
}

export const eastArt = {
  'bass-harbor-head': bassHarborHead,
  'badlands-wall': badlandsWall,
  'boca-chita': bocaChita,
  'cypress-knees': cypressKnees,
  'brandywine-falls': brandywineFalls,
  'fort-jefferson': fortJefferson,
  'river-of-grass': riverOfGrass,
  'gateway-arch': gatewayArch,
  'kuwohi-tower': kuwohiTower,
  'bathhouse-row': bathhouseRow,
  'mount-baldy': mountBaldy,
  'rock-harbor': rockHarbor,
  'mammoth-passage': mammothPassage,
  'gorge-bridge': gorgeBridge,
  'skyline-drive': skylineDrive,
  'painted-canyon': paintedCanyon,
  'trunk-bay': trunkBay,
  'rainy-lake': rainyLake,
  boxwork,
} satisfies Partial<Record<LandmarkDrawing, LandmarkArt>>

