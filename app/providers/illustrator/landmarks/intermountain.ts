/** Landmark scenes of the Intermountain parks. */

import type { LandmarkDrawing } from '~/data/landmarks'
import { boulders, buttes, junipers, mound, saguaro, spireRow, stalactites, stalagmite, strata } from './forms'
import {
  bands,
  between,
  blob,
  circle,
  edgeConifers,
  ellipse,
  flowers,
  glow,
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
  pick,
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

// ------------------------------------------------------------------ Arches

const delicateArch: LandmarkArt = {
  horizon: [292, 306],
  needs: ['slickrock', 'mountains', 'snow', 'varnish'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const rock = p.rock
    const slick = st.detail('slickrock', '#eab98e')
    let out = range(st, { base: h + 4, high: 62, low: 30, count: 5, rock: [st.detail('mountains', '#7f8fb2'), shade(st.detail('mountains', '#7f8fb2'), -0.12), shade(st.detail('mountains', '#7f8fb2'), -0.25)], fade: 0.35, snow: true, spread: [2.2, 3] })
    // far red fins and cliffs
    out += path(lines([[-10, h + 12], ...buttes(st.random, -10, WIDTH + 10, h - 14, h + 2, 60), [WIDTH + 10, h + 12]]), haze(st, rock[1], 0.45))
    // the slickrock bowl, dropping away to the left of the arch
    out += groundBand(st, h + 8, haze(st, slick, 0.2), shade(slick, -0.12))
    out += blob([[-30, h + 30], [120, h + 22], [330, h + 40], [470, h + 70], [420, h + 130], [200, h + 150], [-30, h + 140]], vgrad(st, [0, shade(slick, -0.22)], [1, shade(slick, -0.05)]))
    out += path(smooth([[-30, h + 60], [150, h + 56], [330, h + 80], [380, h + 110]], false), 'none', ` stroke="${shade(slick, 0.12)}" stroke-width="3"${opacity(0.6)}`)
    // the near rim the arch stands on
    const cx = 560
    const base = h + 96
    out += blob([[330, HEIGHT + 10], [360, base + 20], [470, base - 8], [620, base - 14], [760, base + 4], [830, base + 30], [830, HEIGHT + 10]], vgrad(st, [0, shade(slick, 0.05)], [1, shade(rock[1], 0.05)]))
    // Delicate Arch: a heavy, rounded top on two legs; the left leg pinched thin near its foot
    const s = 4.3
    const at = ([x, y]: number[]): Point => [cx + x * s, base - y * s]
    const outer: Point[] = [[-14.5, -1], [-14, 4], [-13.2, 7], [-15.5, 13], [-17.5, 25], [-19.2, 38], [-18.6, 46], [-13, 52], [-2, 54], [10, 53], [17.5, 48], [19.5, 38], [18.4, 22], [17.2, 9], [18, -1]]
    const inner: Point[] = [[10, -1], [9.2, 10], [9.8, 24], [9.2, 35], [6.5, 41.5], [0, 43.5], [-6, 42.6], [-9.6, 37], [-10.8, 26], [-10.4, 14], [-9.6, 8], [-9.9, 4], [-9.2, -1]]
    const band = [...outer, ...inner].map(at)
    out += ellipse(cx, base + 2, 34 * s, 4 * s, shade(rock[2], -0.1), opacity(0.35))
    out += path(smooth(band), vgrad(st, [0, shade(rock[0], 0.12)], [0.3, rock[0]], [1, rock[1]]))
    // shade on the sides turned away from the sun: inside the left leg, the right leg's outer face
    out += path(smooth([[-9.6, 37], [-10.8, 26], [-10.4, 14], [-9.6, 8], [-9.9, 4], [-9.2, -1], [-11.5, -1], [-11.8, 8], [-12.6, 20], [-12.4, 34]].map(at)), rock[2], opacity(0.45))
    out += path(smooth([[17.5, 48], [19.5, 38], [18.4, 22], [17.2, 9], [18, -1], [13.5, -1], [13.6, 14], [14.4, 30], [14, 42]].map(at)), rock[2], opacity(0.5))
    out += path(smooth([[6.5, 41.5], [0, 43.5], [-6, 42.6], [-3, 45.5], [4, 45.5]].map(at)), rock[2], opacity(0.35))
    // the darker, softer rock the arch stands on
    out += blob([[-26, -3], [-20, 2], [-12, 1.5], [-9, -0.5], [10, -0.5], [14, 2], [22, 2.5], [28, -3]].map(at), shade(rock[1], -0.12))
    out += line(`M${n(at([12, 50])[0])} ${n(at([12, 50])[1])}l-2 44M${n(at([16, 45])[0])} ${n(at([16, 45])[1])}l2 50M${n(at([-8, 52])[0])} ${n(at([-8, 52])[1])}l1 22`, st.detail('varnish', '#6e3a2a'), 3, opacity(0.3))
    // a juniper clinging to the rim, and a few more in front
    out += junipers(st.random, 20, 300, 420, 480, 4, shade(p.foliage[2], 0.05), p.trunk)
    return { svg: out, ground: 478, clear: [cx - 110, cx + 110] }
  },
}

// ------------------------------------------------------------------ Big Bend

const santaElena: LandmarkArt = {
  horizon: [300, 312],
  needs: ['cane'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const gap = 430
    let out = ''
    // the two cliffs with the canyon mouth between them
    const left: Point[] = [[-10, h + 40], [-10, 112], [120, 108], [240, 100], [330, 104], [gap - 24, 96], [gap - 20, 110], [gap - 16, h + 20], [gap - 10, h + 40]]
    const right: Point[] = [[gap + 26, h + 40], [gap + 30, h + 14], [gap + 34, 118], [gap + 38, 100], [560, 94], [680, 104], [WIDTH + 10, 98], [WIDTH + 10, h + 40]]
    // deep inside the canyon: darker walls going back
    out += shape([[gap - 22, 100], [gap + 40, 100], [gap + 30, h + 30], [gap - 16, h + 30]], vgrad(st, [0, shade(r[2], -0.25)], [1, shade(r[2], -0.4)]))
    out += shape([[gap - 8, 140], [gap + 18, 150], [gap + 14, h + 30], [gap - 2, h + 30]], shade(r[1], -0.2))
    for (const [pts, lightSide] of [[left, true], [right, false]] as [Point[], boolean][]) {
      const fill = hgrad(st, [0, lightSide ? r[0] : r[1]], [1, lightSide ? r[1] : shade(r[1], -0.08)])
      out += shape(pts, fill)
      out += strata(pts, 96, h + 40, [[0.12, mix(r[0], '#ffffff', 0.15)], [0.18, lightSide ? r[0] : r[1]], [0.5, mix(r[1], r[2], 0.25)], [0.56, lightSide ? r[0] : r[1]], [0.85, mix(r[1], r[2], 0.35)]], opacity(0.45))
      let d = ''
      for (let i = 0; i < 16; i++) {
        const x = between(st.random, pts[1][0] + 10, pts[pts.length - 2][0] - 10)
        const y = between(st.random, 120, 180)
        d += `M${n(x)} ${n(y)}l${n(between(st.random, -3, 3))} ${n(between(st.random, 60, 160))}`
      }
      out += line(d, r[2], 2.2, opacity(0.35))
    }
    // the inside edge of the right cliff in shadow
    out += shape([[gap + 26, h + 40], [gap + 30, h + 14], [gap + 34, 118], [gap + 38, 100], [gap + 62, 104], [gap + 54, h + 40]], r[2], opacity(0.7))
    // the Rio Grande coming out of the canyon towards us
    const w = p.water
    out += path(smooth([[gap - 6, h + 30], [gap + 24, h + 30], [gap + 90, h + 70], [560, 420], [640, HEIGHT + 10], [170, HEIGHT + 10], [300, 420], [gap - 40, h + 70]]), vgrad(st, [0, mix(w[0], p.skyBottom, 0.3)], [1, w[2]]))
    out += ripples(st, 260, 560, h + 70, HEIGHT - 10, 10, '#ffffff', 0.35)
    // river cane and sandy banks
    const ground = p.ground
    out += blob([[-20, HEIGHT + 10], [-20, h + 60], [150, h + 46], [300, h + 70], [200, 440], [120, HEIGHT + 10]], vgrad(st, [0, ground[0]], [1, ground[1]]))
    out += blob([[WIDTH + 20, HEIGHT + 10], [WIDTH + 20, h + 56], [640, h + 48], [540, h + 78], [620, 440], [700, HEIGHT + 10]], vgrad(st, [0, ground[0]], [1, ground[1]]))
    const cane = st.detail('cane', '#9fb464')
    out += tufts(st, 0, 300, h + 52, h + 90, 30, [cane, shade(cane, -0.15), p.foliage[1]], 26)
    out += tufts(st, 530, 800, h + 52, h + 90, 30, [cane, shade(cane, -0.15), p.foliage[1]], 26)
    out += shrubs(st, 0, 220, 420, 490, 6, [p.foliage[1], p.foliage[2]], 1.6)
    out += shrubs(st, 600, 800, 420, 490, 6, [p.foliage[1], p.foliage[2]], 1.6)
    return { svg: out, ground: 470, clear: [230, 600], waterLine: 440 }
  },
}

// ------------------------------------------------------------------ Black Canyon of the Gunnison

const paintedWall: LandmarkArt = {
  horizon: [150, 162],
  needs: ['pegmatite', 'pegmatiteShadow'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    let out = ''
    // the far rim: a rough skyline with pinyon and juniper on top
    const rim: Point[] = [[-10, h + 14], [60, h + 6], [140, h + 12], [230, h - 2], [330, h + 8], [430, h - 6], [540, h + 6], [640, h - 2], [720, h + 10], [WIDTH + 10, h + 4]]
    // the Painted Wall: a huge dark wall falling to the river
    out += path(smooth(rim, false) + `L${WIDTH + 10} ${HEIGHT + 10}L-10 ${HEIGHT + 10}Z`, vgrad(st, [0, r[1]], [0.55, r[2]], [1, shade(r[2], -0.25)]))
    out += treeline(st, -10, WIDTH + 10, h + 14, 5, 11, 60, [haze(st, p.foliage[2], 0.25), haze(st, p.foliage[1], 0.25)])
    // buttresses down the wall, lit on their left sides
    let ribs = ''
    for (let i = 0; i < 8; i++) {
      const x = lerp(30, 780, (i + between(st.random, 0.2, 0.8)) / 8)
      const w = between(st.random, 30, 56)
      ribs += `M${n(x)} ${n(h + 20)}C${n(x - w * 0.3)} ${n(h + 120)} ${n(x - w * 0.6)} 300 ${n(x - w * 0.2)} 440L${n(x + w * 0.1)} 440C${n(x - w * 0.1)} 300 ${n(x + w * 0.1)} ${n(h + 120)} ${n(x + 10)} ${n(h + 20)}Z`
    }
    out += path(ribs, r[0], opacity(0.3))
    // the pegmatite: pale pink veins that swell and thin as they wander down across the face, and
    // branch, as veins run through marble (zigzag strokes read as lightning or cracks)
    const peg = st.detail('pegmatite', '#ecc9bf')
    const pegShade = st.detail('pegmatiteShadow', '#bb9590')
    const top = h + 26
    const bottom = 420
    const vein = (x0: number, y0: number, length: number, angle: number, thickest: number): [string, Point] => {
      const steps = Math.max(4, Math.round(length / 28))
      const wave = between(st.random, 30, 60)
      const phase = between(st.random, 0, Math.PI * 2)
      const amp = between(st.random, 3, 8)
      const upper: Point[] = []
      const lower: Point[] = []
      let mid: Point = [x0, y0]
      for (let k = 0; k <= steps; k++) {
        const t = k / steps
        const x = x0 + Math.cos(angle) * length * t
        const y = Math.min(bottom, Math.max(top, y0 + Math.sin(angle) * length * t + Math.sin((t * length) / wave + phase) * amp))
        const w = thickest * Math.pow(Math.sin(Math.PI * t), 0.5) * between(st.random, 0.35, 1) + 0.8
        upper.push([x, y - w / 2])
        lower.push([x, y + w / 2])
        if (k === Math.round(steps * 0.45)) mid = [x, y]
      }
      const outline = smooth([...upper, ...lower.reverse()])
      return [path(outline, pegShade, ` transform="translate(1.5 3)"${opacity(0.3)}`) + path(outline, peg, opacity(0.72)), mid]
    }
    // each vein heads across the middle of the wall and stops short of the rim and the gorge
    const veins = 9
    for (let i = 0; i < veins; i++) {
      const x0 = lerp(-20, 760, (i + between(st.random, 0.1, 0.9)) / veins)
      const y0 = between(st.random, h + 50, 380)
      const down = y0 < (h + 50 + 380) / 2
      const tilt = between(st.random, 0.45, 0.95)
      // downward or upward, to the right or (mirrored) to the left
      const rise = down ? tilt : -tilt
      const angle = st.random() < 0.5 ? rise : Math.PI - rise
      const room = (Math.sin(angle) > 0 ? bottom - 16 - y0 : y0 - top - 16) / Math.abs(Math.sin(angle))
      const [svg, mid] = vein(x0, y0, Math.min(room, between(st.random, 240, 480)), angle, between(st.random, 6, 15))
      out += svg
      if (st.random() < 0.6) out += vein(mid[0], mid[1], between(st.random, 80, 160), angle + (st.random() < 0.5 ? 1 : -1) * between(st.random, 0.5, 0.9), between(st.random, 3, 5))[0]
    }
    // deep in the gorge the wall is in shadow for most of the day: the foot of the wall darkens
    out += path(`M-10 330L${WIDTH + 10} 330L${WIDTH + 10} 480L-10 480Z`, vgrad(st, [0, shade(r[2], -0.5), 0], [1, shade(r[2], -0.5), 0.85]))
    // the near wall on the left, in deep shadow, falling steeply to make the V of the gorge
    out += path(smooth([[-10, HEIGHT + 10], [-10, 210], [70, 250], [170, 330], [270, 410], [350, 458], [400, 480], [420, HEIGHT + 10]]), vgrad(st, [0, shade(r[2], -0.1)], [1, shade(r[2], -0.45)]))
    // the Gunnison River far below: a thin green thread at the bottom of the V, catching the light
    const river = smooth([[300, 456], [360, 452], [430, 455], [520, 450], [620, 453], [WIDTH + 10, 449], [WIDTH + 10, 454], [620, 458], [520, 455], [430, 460], [360, 458], [300, 461]])
    out += path(river, vgrad(st, [0, p.water[0]], [1, p.water[1]]))
    out += line(smooth([[350, 454.5], [400, 454], [440, 456], [500, 452.5]], false), shade(p.water[0], 0.45), 1.5, opacity(0.9))
    // the overlook we stand on: rock ledges, junipers and a railing
    out += blob([[380, HEIGHT + 10], [420, 462], [560, 450], [700, 452], [WIDTH + 20, 446], [WIDTH + 20, HEIGHT + 10]], vgrad(st, [0, p.ground[1]], [1, p.ground[2]]))
    out += junipers(st.random, 430, 790, 470, 496, 3, p.foliage[2], shade(r[2], -0.1), 1.2)
    const railC = shade(r[2], -0.2)
    out += line(`M520 470H790M520 484H790`, railC, 3)
    for (let x = 530; x <= 790; x += 52) out += line(`M${x} 464V498`, railC, 3)
    return { svg: out, ground: 486, clear: [0, 440] }
  },
}

// ------------------------------------------------------------------ Bryce Canyon

const brycedrawing: LandmarkArt = {
  horizon: [222, 236],
  needs: ['white', 'pink', 'cap'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const white = st.detail('white', '#f7e8d8')
    const pink = st.detail('pink', '#eeb0a2')
    let out = ''
    // far plateau and the Pink Cliffs on the far side of the bowl
    out += path(lines([[-10, h + 10], [-10, h - 8], [300, h - 12], [520, h - 16], [WIDTH + 10, h - 10], [WIDTH + 10, h + 10]]), haze(st, '#8d8aa8', 0.3))
    const rim: Point[] = [[-10, h + 70], ...buttes(st.random, -10, WIDTH + 10, h - 2, h + 22, 90), [WIDTH + 10, h + 70]]
    out += strata(rim, h - 2, h + 70, [[0, haze(st, white, 0.3)], [0.2, haze(st, pink, 0.3)], [0.45, haze(st, r[0], 0.3)], [0.75, haze(st, r[1], 0.3)]])
    out += treeline(st, -10, WIDTH + 10, h + 2, 5, 10, 60, [haze(st, p.foliage[2], 0.35), haze(st, p.foliage[1], 0.35)])
    // rows of hoodoos, far to near, banded white, orange and pink like the rock layers, with
    // shadowed gaps and small trees between the rows
    const rows = 4
    for (let i = 0; i < rows; i++) {
      const t = i / (rows - 1)
      const fade = lerp(0.45, 0, t)
      const base = lerp(h + 60, 446, t)
      const hMax = lerp(56, 170, t)
      const pts = spireRow(st.random, base, Math.round(lerp(19, 11, t)), hMax * 0.45, hMax)
      const f = (c: string) => haze(st, c, fade)
      const deep = f(mix(r[2], '#5e3a66', 0.35))
      // the row's shadow: the same spires, a little to the right, in the colour of the shade
      if (i > 0) out += path(lines(pts.map(([x, y]) => [x + lerp(3, 9, t), y + 2] as Point)), deep)
      const fill = vgrad(st, [0, f(r[0])], [0.08, f(white)], [0.18, f(r[0])], [0.4, f(pink)], [0.55, f(r[0])], [0.75, f(r[1])], [0.82, f(white)], [0.88, f(r[1])], [1, deep])
      out += path(i === rows - 1 ? smooth(pts) : lines(pts), fill)
      if (i < rows - 1) out += treeline(st, -10, WIDTH + 10, base + lerp(8, 16, t), lerp(6, 14, t), lerp(12, 28, t), Math.round(lerp(24, 10, t)), [f(p.foliage[2]), f(p.foliage[1])])
      if (i === 2) {
        // Thor's Hammer: a slim neck with a block balanced on top
        const tx = 300
        const tb = base + 30
        const neck: Point[] = [[tx - 18, tb], [tx - 12, tb - 60], [tx - 15, tb - 100], [tx - 7, tb - 134], [tx + 7, tb - 134], [tx + 14, tb - 100], [tx + 11, tb - 60], [tx + 19, tb]]
        out += path(lines(neck.map(([x, y]) => [x + 7, y + 2] as Point)), deep)
        out += path(smooth(neck), vgrad(st, [0, r[0]], [0.3, pink], [0.55, r[0]], [0.7, white], [0.78, r[0]], [1, r[1]]))
        const cap = st.detail('cap', '#e6d2bc')
        out += shape([[tx - 30, tb - 128], [tx + 28, tb - 132], [tx + 30, tb - 156], [tx - 26, tb - 158]], cap)
        out += shape([[tx + 6, tb - 130], [tx + 28, tb - 132], [tx + 30, tb - 156], [tx + 8, tb - 157]], shade(cap, -0.22))
      }
    }
    // the rim we stand on, with ponderosa pines
    out += blob([[-20, HEIGHT + 10], [-20, 452], [260, 470], [560, 462], [WIDTH + 20, 448], [WIDTH + 20, HEIGHT + 10]], vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    out += edgeConifers(st, 3, 488, 170, 230, [p.foliage[1], p.foliage[2]])
    return { svg: out, ground: 486, clear: [250, 350] }
  },
}

// ------------------------------------------------------------------ Canyonlands

const mesaArch: LandmarkArt = {
  horizon: [262, 272],
  needs: ['whiteRim', 'mountains', 'snow', 'glow'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const mountains = st.detail('mountains', '#8e98ba')
    let out = range(st, { base: h + 2, high: 50, low: 24, count: 5, rock: [mountains, shade(mountains, -0.12), shade(mountains, -0.25)], fade: 0.3, snow: true, spread: [2.4, 3.2] })
    // the canyon below the arch: far mesas, the White Rim bench, and buttes
    const far: Point[] = [[-10, h + 60], ...buttes(st.random, -10, WIDTH + 10, h - 2, h + 8, 120), [WIDTH + 10, h + 60]]
    out += shape(far, haze(st, r[1], 0.5))
    const white = st.detail('whiteRim', '#ece2cc')
    const bench: Point[] = [[-10, 360], [-10, h + 34], ...buttes(st.random, 0, WIDTH, h + 30, h + 40, 160), [WIDTH + 10, h + 34], [WIDTH + 10, 360]]
    out += strata(bench, h + 30, 360, [[0, haze(st, white, 0.25)], [0.12, haze(st, r[1], 0.3)], [0.4, haze(st, mix(r[2], '#6a5a8a', 0.3), 0.3)]])
    for (const [bx, bw, bh] of [[180, 40, 70], [560, 30, 80], [610, 16, 52]] as [number, number, number][]) {
      const pts: Point[] = [[bx - bw, h + 50], [bx - bw * 0.7, h + 40 - bh], [bx + bw * 0.6, h + 40 - bh], [bx + bw, h + 50]]
      out += strata(pts, h + 40 - bh, h + 50, [[0, haze(st, r[0], 0.25)], [0.5, haze(st, r[1], 0.25)]])
    }
    // the rim rock in front and Mesa Arch spanning the view
    out += blob([[-20, HEIGHT + 10], [-20, 380], [200, 372], [420, 380], [620, 368], [WIDTH + 20, 378], [WIDTH + 20, HEIGHT + 10]], vgrad(st, [0, r[0]], [1, r[1]]))
    const glowC = st.detail('glow', '#ff9a4c')
    const top = wobble(st.random, 10, 790, 0, 5, 60).map(([x, dy]) => [x, 150 + Math.pow((x - 400) / 400, 2) * 90 + dy] as Point)
    const under: Point[] = [[690, 420], [700, 300], [650, 236], [520, 214], [400, 210], [280, 214], [150, 236], [100, 300], [104, 420]]
    out += path(smooth([[-30, 430], [-30, 250], ...top, [WIDTH + 30, 250], [WIDTH + 30, 430], ...under]), vgrad(st, [0, shade(r[0], 0.05)], [0.4, r[1]], [1, r[2]]))
    // the underside glows with light bounced up from the canyon
    const lip = (dy: number): Point[] => under.slice(1, -1).map(([x, y]) => [x, y - dy] as Point)
    out += path(smooth([...lip(0), ...lip(16).reverse()], false) + 'Z', mix(glowC, r[0], 0.35))
    out += path(smooth([...lip(0), ...lip(7).reverse()], false) + 'Z', shade(glowC, 0.25), opacity(0.9))
    // bedding lines along the lintel
    out += line(`M20 270Q400 150 780 270`, r[2], 2, opacity(0.25)) + line(`M30 300Q400 190 770 300`, r[2], 2, opacity(0.2))
    out += junipers(st.random, 20, 780, 420, 490, 5, p.foliage[2], p.trunk, 1.1)
    return { svg: out, ground: 480, clear: [340, 460] }
  },
}

// ------------------------------------------------------------------ Capitol Reef

const capitolDome: LandmarkArt = {
  horizon: [318, 330],
  needs: ['navajo', 'navajoShadow', 'chinle', 'blossom'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const navajo = st.detail('navajo', '#f2e7d2')
    const navajoShade = st.detail('navajoShadow', '#cdbfa8')
    let out = ''
    // white Navajo Sandstone on top, weathered into rounded domes; Capitol Dome the biggest and roundest
    const tops: Point[] = [[-20, 215], [-20, 176]]
    for (let x = 20; x < WIDTH; x += between(st.random, 60, 110)) {
      if (Math.abs(x - 420) < 110) continue
      tops.push([x, between(st.random, 150, 190)], [x + between(st.random, 25, 45), between(st.random, 178, 200)])
    }
    tops.push([WIDTH + 20, 180], [WIDTH + 20, 215])
    const ridge = tops.slice().sort((q, r2) => q[0] - r2[0])
    out += path(smooth(ridge), vgrad(st, [0, navajo], [1, navajoShade]))
    let shading = ''
    for (let i = 2; i < ridge.length - 2; i++) if (ridge[i][1] < ridge[i - 1][1] && ridge[i][1] < ridge[i + 1][1]) shading += smooth([[ridge[i][0] + 4, ridge[i][1] + 4], [ridge[i + 1][0], ridge[i + 1][1] + 8], [ridge[i + 1][0] + 20, 214], [ridge[i][0] + 10, 214]])
    out += path(shading, navajoShade, opacity(0.7))
    const dome = `M300 215C300 70 540 70 540 215Z`
    out += path(dome, vgrad(st, [0, navajo], [1, navajoShade]))
    out += path(`M430 102C500 110 540 150 540 215L460 215C480 170 470 130 430 102Z`, navajoShade, opacity(0.75))
    out += line(`M320 196Q420 186 520 196M338 170Q420 160 506 170`, shade(navajoShade, -0.1), 1.6, opacity(0.5))
    // the red Wingate cliff band with vertical joints, Kayenta ledges on top
    const cliff: Point[] = [[-10, 214], [WIDTH + 10, 214], [WIDTH + 10, h - 10], [-10, h - 10]]
    out += shape(cliff, vgrad(st, [0, r[0]], [1, r[1]]))
    out += rect(-10, 212, WIDTH + 20, 10, shade(r[1], -0.05))
    let joints = ''
    for (let i = 0; i < 26; i++) {
      const x = between(st.random, 0, WIDTH)
      joints += `M${n(x)} 226l${n(between(st.random, -3, 3))} ${n(between(st.random, 40, h - 250))}`
    }
    out += line(joints, r[2], 2.2, opacity(0.4))
    // purple-grey Chinle slopes below the cliff
    const chinle = st.detail('chinle', '#a0909f')
    out += blob([[-20, h + 40], [-20, h - 14], [200, h - 20], [400, h - 8], [620, h - 22], [WIDTH + 20, h - 12], [WIDTH + 20, h + 40]], vgrad(st, [0, chinle], [1, shade(chinle, -0.1)]))
    // Fruita: the Fremont River, cottonwoods and orchard rows
    out += groundBand(st, h + 10, p.ground[0], p.ground[1])
    out += path(smooth([[-10, h + 40], [200, h + 32], [420, h + 50], [640, h + 36], [WIDTH + 10, h + 44], [WIDTH + 10, h + 54], [640, h + 46], [420, h + 60], [200, h + 42], [-10, h + 50]]), p.water[1])
    out += shrubs(st, -10, WIDTH + 10, h + 14, h + 38, 24, [p.foliage[1], p.foliage[2]], 1.6)
    const blossom = st.detail('blossom', '#fbe3ea')
    for (let row = 0; row < 3; row++) {
      const y = lerp(h + 80, 480, row / 2)
      const k = lerp(0.8, 1.4, row / 2)
      for (let i = 0; i < 9 - row * 2; i++) {
        const x = lerp(30, 770, (i + 0.5 + (row % 2) * 0.3) / (9 - row * 2))
        out += line(`M${n(x)} ${n(y)}v${n(-14 * k)}`, p.trunk, 3 * k)
        out += circle(x, y - 20 * k, 16 * k, p.foliage[1]) + circle(x + 5 * k, y - 23 * k, 10 * k, p.foliage[0])
        if (st.random() < 0.5) out += circle(x - 6 * k, y - 24 * k, 3 * k, blossom) + circle(x + 8 * k, y - 16 * k, 3 * k, blossom)
      }
    }
    return { svg: out, ground: 488, clear: [360, 480] }
  },
}

// ------------------------------------------------------------------ Carlsbad Caverns

/** A dark cave chamber: the frame shared by the cave scenes. */
export function caveBackdrop(st: Stage, dark: string, wall: string): string {
  return rect(-5, -5, WIDTH + 10, HEIGHT + 10, vgrad(st, [0, shade(dark, -0.2)], [0.55, dark], [1, mix(dark, wall, 0.25)]))
}

const bigRoom: LandmarkArt = {
  horizon: [300, 300],
  sky: false,
  needs: ['dark', 'lamp', 'path', 'rail'],
  draw(st) {
    const r = st.colours.rock
    const lamp = st.detail('lamp', '#ffdca0')
    const dark = st.detail('dark', '#231a17')
    const lit = (hex: string, glowAmount: number) => mix(hex, lamp, glowAmount)
    let out = caveBackdrop(st, dark, r[2])
    // the far side of the great room: dim walls of formations
    out += path(smooth([[-10, 330], [-10, 170], [80, 150], [170, 190], [260, 150], [380, 176], [470, 140], [600, 182], [700, 150], [WIDTH + 10, 170], [WIDTH + 10, 330]]), mix(dark, r[2], 0.45))
    for (let i = 0; i < 12; i++) out += stalagmite(between(st.random, 0, WIDTH), 330, between(st.random, 20, 44), between(st.random, 40, 110), mix(dark, r[1], 0.55), mix(dark, r[2], 0.3))
    // the ceiling with its stalactites and draperies
    out += path(smooth([[-10, -10], [-10, 90], [120, 70], [240, 104], [360, 64], [500, 96], [640, 60], [WIDTH + 10, 96], [WIDTH + 10, -10]]), shade(dark, -0.15))
    out += stalactites(st.random, 0, WIDTH, 78, 40, 70, mix(dark, r[1], 0.5))
    out += stalactites(st.random, 60, 740, 84, 18, 40, lit(r[1], 0.2))
    // the floor and the paved trail with its railing
    out += path(smooth([[-10, HEIGHT + 10], [-10, 360], [200, 340], [420, 356], [640, 338], [WIDTH + 10, 352], [WIDTH + 10, HEIGHT + 10]]), vgrad(st, [0, mix(dark, r[2], 0.5)], [1, mix(dark, r[2], 0.25)]))
    const trail = mix(st.detail('path', '#8c7b6a'), lamp, 0.15)
    out += path(smooth([[470, HEIGHT + 10], [500, 440], [430, 400], [470, 372], [540, 366], [560, 380], [500, 400], [570, 440], [640, HEIGHT + 10]]), trail)
    const rail = st.detail('rail', '#5b4a3e')
    out += line(`M636 ${HEIGHT}C600 450 540 420 566 392C580 378 560 364 540 362`, rail, 3)
    for (const [x, y] of [[628, 486], [596, 448], [568, 416], [572, 388]] as Point[]) out += line(`M${x} ${y}v-22`, rail, 2.5)
    // warm lamps lighting the big formations from below
    out += glow(250, 360, 170, lamp, 0.08) + glow(640, 330, 140, lamp, 0.07)
    // the big stalagmites, Rock of Ages among them, and a column
    out += stalagmite(250, 380, 92, 250, lit(r[0], 0.1), r[2])
    out += stalagmite(170, 392, 46, 120, lit(r[1], 0.15), r[2])
    out += stalagmite(330, 396, 40, 96, lit(r[1], 0.1), r[2])
    out += stalagmite(680, 372, 70, 170, lit(r[0], 0.05), r[2])
    out += path(`M596 92Q606 170 600 240Q592 300 606 372L640 372Q652 300 636 240Q628 170 640 92Z`, hgrad(st, [0, lit(r[0], 0.1)], [1, r[2]]))
    out += stalactites(st.random, 560, 680, 90, 8, 60, lit(r[1], 0.1))
    // a still pool reflecting the light
    out += ellipse(110, 452, 110, 18, mix(st.detail('dark', '#231a17'), st.lit(st.colours.water[1]), 0.6))
    out += ellipse(110, 448, 70, 5, lamp, opacity(0.3))
    // rimstone and small formations in front
    for (let i = 0; i < 8; i++) out += stalagmite(between(st.random, 0, WIDTH), between(st.random, 470, 505), between(st.random, 16, 30), between(st.random, 20, 50), lit(r[1], 0.05), r[2])
    return { svg: out, ground: 470, clear: [180, 320], animals: 'none' }
  },
}

// ------------------------------------------------------------------ Glacier

const lakeMcDonald: LandmarkArt = {
  horizon: [268, 280],
  needs: ['pebbleRed', 'pebbleGreen', 'pebbleBlue', 'pebbleGold', 'snow'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    let out = range(st, { base: h, high: 150, low: 90, count: 5, rock: r, fade: 0.25, snow: true, spread: [1.3, 1.8] })
    // layered, reddish Belt rock shows as stripes on the nearest peaks
    out += range(st, { base: h + 6, high: 90, low: 60, count: 3, rock: [mix(r[0], '#b07a6e', 0.3), mix(r[1], '#8a5a54', 0.3), r[2]], fade: 0.12, snow: false, spread: [1.8, 2.4] })
    // forested slopes down to the far shore
    out += hillRow(st, h - 8, 10, haze(st, p.foliage[2], 0.2), 90)
    out += treeline(st, -10, WIDTH + 10, h + 6, 12, 26, 60, [p.foliage[2], p.foliage[1]])
    // the lake, clear enough to show the pebbles on its floor
    out += waterBody(st, h + 6, HEIGHT, p.water, st.sun[0])
    const cols = ['pebbleRed', 'pebbleGreen', 'pebbleBlue', 'pebbleGold'].map((c, i) => st.detail(c, ['#b5544a', '#6f9c7b', '#6d88aa', '#d5a65c'][i]))
    const pebbles: [number, string][] = []
    for (let i = 0; i < 110; i++) {
      const y = lerp(h + 70, HEIGHT + 6, Math.sqrt(st.random()))
      const t = (y - h - 70) / (HEIGHT - h - 70)
      const x = between(st.random, -10, WIDTH + 10)
      const rx = lerp(6, 24, t) * between(st.random, 0.7, 1.2)
      const c = mix(pick(st.random, cols), p.water[1], lerp(0.5, 0.15, t))
      pebbles.push([y, ellipse(x, y, rx, rx * 0.55, c) + (t > 0.5 ? ellipse(x - rx * 0.3, y - rx * 0.2, rx * 0.35, rx * 0.15, '#ffffff', opacity(0.25)) : '')])
    }
    out += pebbles.sort((a, b) => a[0] - b[0]).map((q) => q[1]).join('')
    out += ripples(st, 0, WIDTH, h + 20, 440, 14, '#ffffff', 0.4)
    return { svg: out, ground: 484, waterLine: h + 30 }
  },
}

// ------------------------------------------------------------------ Grand Canyon

/** A row of canyon temples: flat-topped buttes with stepped cliffs, standing on a bench at y. */
function temples(random: Stage['random'], bench: number, tall: number, count: number): Point[] {
  const pts: Point[] = [[-20, HEIGHT + 5], [-20, bench]]
  const w = (WIDTH + 40) / count
  for (let i = 0; i < count; i++) {
    const x = -20 + i * w + between(random, -w * 0.1, w * 0.1)
    const top = bench - tall * between(random, 0.6, 1)
    const at = (fx: number, fy: number): Point => [x + w * fx, lerp(bench, top, fy)]
    pts.push(at(0.08, 0.1), at(0.14, 0.38), at(0.24, 0.42), at(0.3, 0.8), at(0.36, 0.84), at(0.38, 1), at(0.58, 1), at(0.6, 0.82), at(0.7, 0.78), at(0.78, 0.36), at(0.9, 0.3), at(0.98, 0.05))
  }
  pts.push([WIDTH + 20, bench], [WIDTH + 20, HEIGHT + 5])
  return pts
}


const grandCanyon: LandmarkArt = {
  horizon: [188, 200],
  needs: ['kaibab', 'coconino', 'redwall', 'tonto', 'vishnu'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const kaibab = st.detail('kaibab', '#efe3c9')
    const coconino = st.detail('coconino', '#f4e9d3')
    const redwall = st.detail('redwall', '#b5543d')
    const tonto = st.detail('tonto', '#9d9a7e')
    const vishnu = st.detail('vishnu', '#4b3f49')
    // the North Rim, flat and forested
    let out = rect(-5, h - 4, WIDTH + 10, 14, haze(st, '#7d8a70', 0.5))
    out += treeline(st, -10, WIDTH + 10, h, 3, 6, 90, [haze(st, p.foliage[2], 0.5), haze(st, p.foliage[1], 0.5)])
    // rows of temples and buttes, far to near, each striped with the canyon's layers
    const rows = 4
    for (let i = 0; i < rows; i++) {
      const t = i / (rows - 1)
      const fade = lerp(0.6, 0.02, t)
      const bench = lerp(h + 40, 440, t)
      const tall = lerp(40, 170, t)
      const pts = temples(st.random, bench, tall, Math.round(lerp(7, 3, t)))
      const f = (c: string) => haze(st, c, fade)
      const top = bench - tall
      out += strata(pts, top, bench + tall * 0.5, [
        [0, f(kaibab)],
        [0.08, f(coconino)],
        [0.15, f(r[0])],
        [0.3, f(r[1])],
        [0.45, f(redwall)],
        [0.6, f(mix(r[1], r[2], 0.5))],
        [0.7, f(tonto)],
        [0.85, f(vishnu)],
      ])
      // the shadowed east side of every temple
      let d = ''
      for (let k = 2; k + 11 < pts.length; k += 12) {
        const side = pts.slice(k + 6, k + 12)
        d += lines([...side, [side[5][0], bench + 40], [side[0][0] + 4, bench + 40]])
      }
      out += path(d, f(mix(r[2], '#4a3a60', 0.35)), opacity(0.4))
      if (i === 2) {
        // the Colorado River glinting in the inner gorge
        out += path(smooth([[-10, bench + 18], [160, bench + 8], [380, bench + 22], [560, bench + 12], [WIDTH + 10, bench + 20], [WIDTH + 10, bench + 26], [560, bench + 20], [380, bench + 30], [160, bench + 16], [-10, bench + 26]]), f(p.water[1]))
      }
    }
    // the South Rim in front: a rocky point with pinyon pines
    out += blob([[-20, HEIGHT + 10], [-20, 410], [160, 420], [300, 452], [380, HEIGHT + 10]], vgrad(st, [0, kaibab], [1, shade(kaibab, -0.2)]))
    out += blob([[WIDTH + 20, HEIGHT + 10], [WIDTH + 20, 430], [680, 446], [600, HEIGHT + 10]], vgrad(st, [0, kaibab], [1, shade(kaibab, -0.2)]))
    out += junipers(st.random, 0, 260, 440, 492, 4, p.foliage[2], p.trunk, 1.3)
    out += junipers(st.random, 660, 800, 460, 496, 2, p.foliage[2], p.trunk, 1.3)
    return { svg: out, ground: 486, clear: [300, 640] }
  },
}

// ------------------------------------------------------------------ Grand Teton

const grandTeton: LandmarkArt = {
  horizon: [306, 318],
  needs: ['sage', 'snow', 'wood', 'roof'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const snow = st.detail('snow', '#f6f8fc')
    // the Teton skyline: South and Middle Teton, the Grand, Mount Owen, Teewinot
    const sky: Point[] = [
      [-20, h], [40, h - 60], [110, h - 110], [170, h - 150], [205, h - 138], [240, h - 182], [275, h - 160], [300, h - 178], [330, h - 214],
      [362, h - 240], [386, h - 262], [402, h - 236], [418, h - 244], [448, h - 196], [478, h - 204], [500, h - 186], [528, h - 200], [556, h - 170],
      [588, h - 188], [610, h - 150], [660, h - 120], [720, h - 96], [780, h - 70], [WIDTH + 20, h - 60], [WIDTH + 20, h],
    ]
    let s = shape(sky, vgrad(st, [0, r[0]], [1, haze(st, r[1], 0.2)]))
    // shadowed right faces of each summit
    let d = ''
    for (let i = 1; i < sky.length - 2; i++) {
      const [x, y] = sky[i]
      if (y < sky[i - 1][1] && y <= sky[i + 1][1]) d += lines([[x, y], [x + (h - y) * 0.28, y + (h - y) * 0.55], [x + (h - y) * 0.38, h], [x + 4, h], [x + (h - y) * 0.06, y + (h - y) * 0.4]])
    }
    s += path(d, r[2], opacity(0.55))
    // snowfields and couloirs
    let snowD = ''
    for (let i = 0; i < 22; i++) {
      const k = Math.floor(between(st.random, 4, sky.length - 6))
      const [x, y] = sky[k]
      const len = between(st.random, 16, 50)
      const yy = y + between(st.random, 10, 60)
      snowD += `M${n(x)} ${n(yy)}l${n(between(st.random, -12, 12))} ${n(len)}l${n(between(st.random, 3, 8))} ${n(-len * 0.3)}Z`
    }
    s += path(snowD, snow, opacity(0.9))
    s += path(`M380 ${h - 250}l-8 20l12 -6l6 14l6 -20Z`, snow)
    // the valley floor: a dark band of forest, then the sagebrush flats
    s += treeline(st, -10, WIDTH + 10, h + 10, 14, 26, 70, [p.foliage[2], p.foliage[1]])
    const sage = st.detail('sage', '#aab596')
    s += groundBand(st, h + 10, mix(sage, p.ground[0], 0.3), p.ground[1])
    s += shrubs(st, -10, WIDTH + 10, h + 20, HEIGHT, 46, [sage, shade(sage, -0.15)], 0.9)
    // Moulton Barn on Mormon Row
    const wood = st.detail('wood', '#8d6146')
    const roof = st.detail('roof', '#6f5d52')
    const bx = 150
    const by = 420
    s += shape([[bx - 70, by], [bx - 70, by - 50], [bx - 38, by - 64], [bx + 38, by - 64], [bx + 70, by - 50], [bx + 70, by]], shade(wood, -0.12))
    s += shape([[bx - 38, by], [bx - 38, by - 74], [bx, by - 112], [bx + 38, by - 74], [bx + 38, by]], wood)
    s += shape([[bx - 46, by - 70], [bx, by - 118], [bx + 46, by - 70], [bx + 40, by - 66], [bx, by - 106], [bx - 40, by - 66]], roof)
    s += shape([[bx - 76, by - 46], [bx - 40, by - 66], [bx - 38, by - 60], [bx - 70, by - 42]], roof) + shape([[bx + 76, by - 46], [bx + 40, by - 66], [bx + 38, by - 60], [bx + 70, by - 42]], roof)
    s += rect(bx - 14, by - 40, 28, 40, shade(wood, -0.35)) + rect(bx - 8, by - 90, 16, 14, shade(wood, -0.35))
    let planks = ''
    for (let x = bx - 34; x < bx + 34; x += 8) planks += `M${x} ${by - 70}V${by}`
    s += line(planks, shade(wood, -0.2), 1, opacity(0.5))
    return { svg: s, ground: 480, clear: [70, 230] }
  },
}

// ------------------------------------------------------------------ Great Sand Dunes

const starDune: LandmarkArt = {
  horizon: [236, 248],
  needs: ['snow', 'cottonwood'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const sand = p.ground
    // the Sangre de Cristo Mountains, high and snowy behind the dunes
    let out = range(st, { base: h + 20, high: 160, low: 100, count: 6, rock: p.rock, fade: 0.15, snow: true, spread: [1.4, 2] })
    out += treeline(st, -10, WIDTH + 10, h + 22, 8, 16, 60, [haze(st, p.foliage[2], 0.2), haze(st, p.foliage[1], 0.2)])
    // the dunes: big soft shapes with sharp crests and shaded lee faces
    const dunes: [number, number, number, number][] = [[90, 300, 80, 300], [330, 200, 150, 330], [560, 160, 120, 320], [720, 250, 90, 310]]
    for (const [cx, top, w, base] of dunes.slice().sort((a, b) => a[3] - b[3])) {
      const crest = `M${n(cx - w * 2.4)} ${n(base)}Q${n(cx - w * 0.9)} ${n(top + 20)} ${n(cx)} ${n(top)}Q${n(cx + w * 0.7)} ${n(top + 40)} ${n(cx + w * 2.2)} ${n(base)}Z`
      out += path(crest, vgrad(st, [0, sand[0]], [1, sand[1]]))
      out += path(`M${n(cx)} ${n(top)}Q${n(cx + w * 0.7)} ${n(top + 40)} ${n(cx + w * 2.2)} ${n(base)}L${n(cx + w * 0.3)} ${n(base)}Q${n(cx + w * 0.2)} ${n(lerp(top, base, 0.5))} ${n(cx)} ${n(top)}Z`, sand[2], opacity(0.55))
      out += line(`M${n(cx - w * 1.2)} ${n(lerp(top, base, 0.5))}q${n(w * 0.3)} -6 ${n(w * 0.6)} 0M${n(cx - w * 1.6)} ${n(lerp(top, base, 0.7))}q${n(w * 0.3)} -6 ${n(w * 0.6)} 0`, sand[2], 1.2, opacity(0.35))
    }
    // the sand flat and Medano Creek spread thin across it
    out += groundBand(st, 330, sand[0], sand[1])
    out += path(smooth([[-10, 360], [200, 352], [420, 366], [640, 350], [WIDTH + 10, 360], [WIDTH + 10, 420], [600, 430], [380, 414], [160, 432], [-10, 420]]), vgrad(st, [0, mix(p.water[0], p.skyBottom, 0.35)], [1, p.water[1]]))
    out += ripples(st, 0, WIDTH, 362, 420, 16, '#ffffff', 0.55)
    let rip = ''
    for (let i = 0; i < 18; i++) {
      const y = between(st.random, 436, 496)
      const x = between(st.random, -20, WIDTH)
      rip += `M${n(x)} ${n(y)}q20 -5 40 0t40 0`
    }
    out += line(rip, sand[2], 1.4, opacity(0.35))
    const cw = st.detail('cottonwood', '#8fb060')
    for (const x of [30, 760]) out += line(`M${x} 370v-60`, p.trunk, 6) + circle(x, 296, 36, cw) + circle(x - 18, 312, 24, shade(cw, -0.1)) + circle(x + 16, 306, 26, shade(cw, 0.08))
    return { svg: out, ground: 474, waterLine: 390 }
  },
}

// ------------------------------------------------------------------ Guadalupe Mountains

const elCapitanTexas: LandmarkArt = {
  horizon: [316, 326],
  needs: ['agave', 'yuccaStalk', 'slope'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const slope = st.detail('slope', '#b0a07e')
    // the range running off to the left, and Guadalupe Peak behind El Capitan
    let out = path(smooth([[-10, h], [-10, h - 70], [120, h - 90], [260, h - 130], [360, h - 170], [420, h - 215], [470, h - 225], [520, h - 200], [560, h - 180], [560, h]]), vgrad(st, [0, haze(st, mix(r[1], p.foliage[2], 0.35), 0.2)], [1, haze(st, r[2], 0.2)]))
    out += treeline(st, 360, 540, h - 190, 5, 9, 16, [haze(st, p.foliage[2], 0.25), haze(st, p.foliage[1], 0.25)])
    // El Capitan: a sheer pale prow of limestone facing us above a long talus slope
    const top = h - 214
    out += shape([[486, h - 70], [500, top + 30], [512, top + 6], [540, top], [600, top - 4], [700, top + 4], [WIDTH + 10, top + 10], [WIDTH + 10, h - 80]], hgrad(st, [0, r[1]], [1, shade(r[1], -0.08)]))
    // the lit south face of the prow
    out += shape([[486, h - 70], [500, top + 30], [512, top + 6], [540, top], [566, top + 2], [572, top + 60], [560, h - 66]], vgrad(st, [0, shade(r[0], 0.08)], [1, r[0]]))
    let streaks = ''
    for (let i = 0; i < 22; i++) {
      const x = between(st.random, 500, 790)
      streaks += `M${n(x)} ${n(top + 14)}l${n(between(st.random, -2, 2))} ${n(between(st.random, 40, 130))}`
    }
    out += line(streaks, r[2], 1.6, opacity(0.28))
    out += line(`M572 ${top + 60}L566 ${top + 2}`, r[2], 2, opacity(0.4))
    // talus slopes, then the Chihuahuan Desert
    out += path(smooth([[-10, h + 30], [-10, h - 30], [200, h - 40], [420, h - 50], [520, h - 70], [660, h - 80], [WIDTH + 10, h - 76], [WIDTH + 10, h + 30]]), vgrad(st, [0, slope], [1, shade(slope, -0.1)]))
    out += groundBand(st, h, p.ground[0], p.ground[1])
    out += shrubs(st, -10, WIDTH + 10, h + 10, HEIGHT, 34, [p.foliage[1], p.foliage[2]], 0.9)
    // agaves and yuccas with tall flower stalks
    const agave = st.detail('agave', '#86a180')
    const stalk = st.detail('yuccaStalk', '#c9b07a')
    for (let i = 0; i < 5; i++) {
      const x = between(st.random, 40, 760)
      const y = between(st.random, 420, 490)
      const k = lerp(0.6, 1.3, (y - 420) / 70)
      let leaves = ''
      for (let a = -5; a <= 5; a++) leaves += `M${n(x)} ${n(y)}q${n(a * 4 * k)} ${n(-20 * k)} ${n(a * 7 * k)} ${n(-(34 - Math.abs(a) * 4) * k)}`
      out += line(leaves, agave, 4 * k)
      if (i % 2 === 0) out += line(`M${n(x)} ${n(y - 10)}v${n(-90 * k)}`, stalk, 3 * k) + circle(x, y - 100 * k, 7 * k, shade(stalk, 0.2)) + circle(x + 4 * k, y - 90 * k, 5 * k, shade(stalk, 0.2))
    }
    return { svg: out, ground: 478 }
  },
}

// ------------------------------------------------------------------ Mesa Verde

const cliffPalace: LandmarkArt = {
  horizon: [112, 122],
  needs: ['wall', 'wallShadow', 'alcove', 'doorway', 'plaster'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const wall = st.detail('wall', '#d9b68c')
    const wallShade = st.detail('wallShadow', '#a8845e')
    const door = st.detail('doorway', '#2b1f19')
    // the mesa top with pinyon and juniper
    let out = rect(-5, h - 4, WIDTH + 10, 30, p.ground[1])
    out += junipers(st.random, -10, WIDTH + 10, h + 4, h + 18, 22, p.foliage[2], p.trunk, 0.7)
    // the sandstone cliff with a deep alcove under its overhang
    out += rect(-5, h + 16, WIDTH + 10, 330 - h, vgrad(st, [0, r[0]], [1, r[1]]))
    let streaks = ''
    for (let i = 0; i < 30; i++) {
      const x = between(st.random, 0, WIDTH)
      streaks += `M${n(x)} ${n(h + 20)}l${n(between(st.random, -2, 2))} ${n(between(st.random, 20, 70))}`
    }
    out += line(streaks, st.detail('alcove', '#5b3f31'), 3, opacity(0.25))
    const alcove = st.detail('alcove', '#5b3f31')
    out += path(`M90 330C100 200 220 168 400 166C580 168 700 200 716 330Z`, vgrad(st, [0, shade(alcove, -0.2)], [0.7, alcove], [1, mix(alcove, r[1], 0.4)]))
    out += path(`M90 330C100 200 220 168 400 166C580 168 700 200 716 330L700 330C680 214 580 186 400 184C220 186 120 214 106 330Z`, r[2], opacity(0.5))
    // the village: rooms of stacked stone, a round tower, a tall square tower
    const base = 330
    const rooms: [number, number, number][] = [
      [130, 40, 36], [170, 46, 58], [216, 40, 44], [256, 36, 74], [292, 44, 52], [440, 40, 60], [480, 46, 40], [526, 36, 70], [562, 44, 50], [606, 40, 36], [646, 36, 26],
    ]
    for (const [x, w, ht] of rooms) {
      out += rect(x, base - ht, w, ht, wall) + rect(x + w - 6, base - ht, 6, ht, wallShade)
      out += rect(x + w * 0.35, base - ht + 10, 7, 10, door)
      if (ht > 50) out += rect(x + w * 0.2, base - ht * 0.45, 8, 9, door)
    }
    // the four-storey square tower, plastered
    out += rect(368, base - 128, 40, 128, st.detail('plaster', '#eed6b0')) + rect(400, base - 128, 8, 128, wallShade)
    for (let k = 0; k < 3; k++) out += rect(378, base - 112 + k * 34, 8, 10, door)
    // the round tower
    out += path(`M332 ${base}V${base - 84}Q350 ${base - 92} 368 ${base - 84}V${base}Z`, hgrad(st, [0, shade(wall, 0.08)], [0.6, wall], [1, wallShade]))
    out += rect(343, base - 60, 7, 9, door)
    // a T-shaped doorway, as the builders made them
    out += path(`M${n(496)} ${n(base - 34)}h14v6h-4v16h-6v-16h-4Z`, door)
    out += line(`M120 ${base}H680`, shade(wallShade, -0.1), 3, opacity(0.6))
    // talus slope below and the near side of the canyon
    out += path(smooth([[-10, HEIGHT], [-10, 330], [200, 336], [420, 330], [640, 338], [WIDTH + 10, 330], [WIDTH + 10, HEIGHT]]), vgrad(st, [0, mix(r[1], p.foliage[2], 0.3)], [1, mix(r[2], p.foliage[2], 0.4)]))
    out += junipers(st.random, -10, WIDTH + 10, 350, 410, 16, p.foliage[2], p.trunk, 0.9)
    out += blob([[-20, HEIGHT + 10], [-20, 430], [260, 440], [520, 452], [WIDTH + 20, 440], [WIDTH + 20, HEIGHT + 10]], vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    out += junipers(st.random, 0, 800, 460, 498, 5, p.foliage[2], p.trunk, 1.3)
    return { svg: out, ground: 486 }
  },
}

// ------------------------------------------------------------------ Petrified Forest

const blueMesa: LandmarkArt = {
  horizon: [262, 272],
  needs: ['lavender', 'white', 'rust', 'logRed', 'logGold', 'logPurple', 'caprock'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const lavender = st.detail('lavender', '#b7a4c0')
    const white = st.detail('white', '#eee8e2')
    const rust = st.detail('rust', '#c47a5c')
    const cap = st.detail('caprock', '#9e8a76')
    // the mesa behind, with its brown caprock
    let out = path(lines([[-10, h + 30], [-10, h - 40], [180, h - 44], [230, h - 56], [520, h - 58], [570, h - 44], [WIDTH + 10, h - 40], [WIDTH + 10, h + 30]]), haze(st, cap, 0.3))
    out += strata([[-10, h + 30], [-10, h - 30], [WIDTH + 10, h - 30], [WIDTH + 10, h + 30]], h - 30, h + 30, [[0, haze(st, white, 0.3)], [0.3, haze(st, r[0], 0.3)], [0.6, haze(st, lavender, 0.3)]])
    out += groundBand(st, h + 24, haze(st, p.ground[0], 0.2), p.ground[1])
    // rounded badland hills striped blue, purple, white and rust, furrowed by rills
    const hills: [number, number, number, number][] = [[110, 230, 96, h + 66], [360, 260, 120, h + 74], [610, 220, 100, h + 62], [760, 170, 80, h + 70], [250, 200, 74, h + 124], [560, 210, 84, h + 132]]
    for (const [cx, w, ht, base] of hills) {
      const pts = mound(st.random, cx, w, ht, base)
      const peak = pts.reduce((a, b) => (b[1] < a[1] ? b : a))[0]
      out += path(smooth(pts), r[1])
      out += bands(pts, [[base - ht * 0.82, r[0]], [base - ht * 0.7, white], [base - ht * 0.62, lavender], [base - ht * 0.42, r[0]], [base - ht * 0.3, rust], [base - ht * 0.24, r[1]], [base - ht * 0.1, lavender]].map(([y, c]) => [y as number, c as string] as [number, string]))
      let rills = ''
      for (let k = 2; k < 10; k++) rills += `M${n(pts[k][0])} ${n(pts[k][1] + 8)}Q${n(pts[k][0] + between(st.random, -8, 8))} ${n((pts[k][1] + base) / 2)} ${n(pts[k][0] + between(st.random, -6, 6))} ${n(base + 10)}`
      out += line(rills, r[2], 1.6, opacity(0.35))
      out += path(smooth([[peak, base - ht], [peak + w * 0.25, base - ht * 0.55], [cx + w / 2 + 30, base + 16], [peak + w * 0.05, base + 16]]), r[2], opacity(0.22))
    }
    // the grey-brown ground with petrified logs broken into rounds
    out += blob([[-20, HEIGHT + 10], [-20, 400], [200, 390], [420, 402], [640, 388], [WIDTH + 20, 398], [WIDTH + 20, HEIGHT + 10]], vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    const logs = ['logRed', 'logGold', 'logPurple'].map((c, i) => st.detail(c, ['#c4624a', '#e0b45c', '#8c6c8c'][i]))
    // long petrified logs lying on the ground, cracked into sections; the broken ends show rings
    for (const [x0, y0, pieces, k, tilt] of [[40, 452, 3, 1.3, -3], [420, 476, 4, 1.5, 2], [600, 426, 2, 0.9, -2]] as number[][]) {
      const bark = mix(logs[Math.floor(x0) % 3], '#8a6a58', 0.45)
      const seg = 62 * k
      const thick = 24 * k
      let x = x0
      for (let i = 0; i < pieces; i++) {
        const y = y0 + tilt * i
        const len = seg * between(st.random, 0.7, 1.1)
        out += rect(x, y - thick, len, thick, vgrad(st, [0, shade(bark, 0.15)], [0.5, bark], [1, shade(bark, -0.25)]), ` rx="${n(thick * 0.3)}"`)
        out += line(`M${n(x + len * 0.3)} ${n(y - thick * 0.8)}h${n(len * 0.4)}M${n(x + len * 0.2)} ${n(y - thick * 0.45)}h${n(len * 0.5)}`, shade(bark, -0.3), 1.2, opacity(0.5))
        const ex = x + len
        out += ellipse(ex, y - thick / 2, thick * 0.22, thick / 2, logs[(i + 1) % 3])
        out += ellipse(ex, y - thick / 2, thick * 0.14, thick * 0.32, logs[(i + 2) % 3])
        out += ellipse(ex, y - thick / 2, thick * 0.06, thick * 0.12, mix(logs[i % 3], '#ffffff', 0.3))
        x = ex + between(st.random, 4, 14) * k
      }
    }
    out += tufts(st, 0, WIDTH, 400, HEIGHT, 16, [p.foliage[0], p.foliage[1]], 14)
    return { svg: out, ground: 486 }
  },
}

// ------------------------------------------------------------------ Rocky Mountain

const longsPeak: LandmarkArt = {
  horizon: [318, 328],
  needs: ['snow', 'sunflower', 'skyPilot', 'pink', 'forest'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const snow = st.detail('snow', '#f6f8fc')
    // Mount Meeker's long ridge on the left, Longs Peak's flat top and the sheer Diamond
    const outline: Point[] = [[-20, h], [60, h - 90], [160, h - 150], [250, h - 176], [300, h - 170], [340, h - 200], [380, h - 236], [420, h - 250], [500, h - 254], [540, h - 248], [560, h - 230], [600, h - 120], [660, h - 100], [720, h - 120], [WIDTH + 20, h - 90], [WIDTH + 20, h]]
    let out = shape(outline, vgrad(st, [0, r[0]], [1, haze(st, r[1], 0.15)]))
    // the east face: the Diamond, a sheer lit panel, and its shadowed buttresses
    out += shape([[420, h - 250], [500, h - 254], [540, h - 248], [560, h - 230], [580, h - 150], [520, h - 110], [440, h - 150], [404, h - 200]], shade(r[0], 0.08))
    out += shape([[450, h - 240], [540, h - 244], [556, h - 180], [500, h - 150], [446, h - 190]], mix(r[0], '#f0e8e0', 0.3))
    out += line(`M470 ${h - 236}L468 ${h - 176}M500 ${h - 240}L504 ${h - 160}M526 ${h - 238}L532 ${h - 170}`, r[2], 2, opacity(0.45))
    out += shape([[540, h - 248], [560, h - 230], [600, h - 120], [560, h - 100], [580, h - 150]], r[2], opacity(0.6))
    out += shape([[250, h - 176], [300, h - 170], [340, h - 200], [330, h - 120], [270, h - 110]], r[1], opacity(0.45))
    // snow in the gullies and Chasm Lake's cirque
    let snowD = ''
    for (const [x, y, w, len] of [[180, h - 130, 14, 40], [300, h - 150, 10, 50], [408, h - 180, 12, 40], [590, h - 140, 16, 30], [640, h - 104, 30, 20], [110, h - 100, 16, 30]] as number[][]) {
      snowD += `M${x} ${y}l${w} 4l${-w * 0.3} ${len}l${-w * 0.6} ${-len * 0.4}Z`
    }
    out += path(snowD, snow)
    // forest at the foot, then alpine tundra with wildflowers and rocks
    out += treeline(st, -10, WIDTH + 10, h + 4, 10, 20, 60, [st.detail('forest', '#3f644c'), p.foliage[2]])
    out += groundBand(st, h + 4, p.ground[0], p.ground[1], 6)
    out += tufts(st, -10, WIDTH + 10, h + 20, HEIGHT, 40, [p.foliage[0], p.foliage[1], p.foliage[2]], 14)
    out += flowers(st, -10, WIDTH + 10, h + 30, HEIGHT, 70, [st.detail('sunflower', '#f2c53a'), st.detail('skyPilot', '#8e7ad0'), st.detail('pink', '#e58aa8'), '#ffffff'], 6)
    out += boulders(st.random, 120, 470, 30, [r[0], r[1], r[2]], 3) + boulders(st.random, 690, 440, 22, [r[0], r[1], r[2]], 3)
    return { svg: out, ground: 476 }
  },
}

// ------------------------------------------------------------------ Saguaro

const saguaroForest: LandmarkArt = {
  horizon: [300, 312],
  needs: ['flower', 'ocotillo', 'ocotilloFlower', 'paloVerde', 'prickly'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const green = p.foliage
    // the Rincon Mountains, purple in the distance
    let out = path(smooth([[-10, h + 6], [-10, h - 40], [120, h - 70], [260, h - 110], [380, h - 96], [470, h - 130], [600, h - 90], [700, h - 60], [WIDTH + 10, h - 50], [WIDTH + 10, h + 6]]), vgrad(st, [0, haze(st, p.rock[0], 0.3)], [1, haze(st, p.rock[1], 0.3)]))
    out += groundBand(st, h, p.ground[0], p.ground[1])
    // the bajada covered in small far saguaros
    let far = ''
    for (let i = 0; i < 40; i++) {
      const x = between(st.random, 0, WIDTH)
      const y = between(st.random, h + 6, h + 50)
      const ht = lerp(10, 26, (y - h) / 50)
      far += `M${n(x)} ${n(y)}v${n(-ht)}M${n(x)} ${n(y - ht * 0.5)}h${n(ht * 0.2)}v${n(-ht * 0.25)}`
    }
    out += line(far, haze(st, green[1], 0.25), 2.4)
    out += shrubs(st, -10, WIDTH + 10, h + 20, HEIGHT, 26, [st.detail('paloVerde', '#a9c25c'), green[1]], 1.1)
    // middle saguaros, then the giants in front
    const flower = st.detail('flower', '#fbf6e6')
    for (let i = 0; i < 6; i++) out += saguaro(st.random, lerp(60, 740, (i + st.random()) / 6), between(st.random, h + 60, h + 90), between(st.random, 70, 110), green[1], green[0], green[2], 1 + (i % 3))
    out += saguaro(st.random, 640, 492, 300, green[1], green[0], green[2], 3, flower)
    out += saguaro(st.random, 150, 470, 190, green[1], green[0], green[2], 2, flower)
    // an ocotillo with red tips and a prickly pear
    const oc = st.detail('ocotillo', '#5f6e44')
    let whips = ''
    for (let a = -4; a <= 4; a++) whips += `M330 480q${a * 6} -60 ${a * 14} -${110 - Math.abs(a) * 6}`
    out += line(whips, oc, 3)
    out += flowers(st, 270, 390, 370, 390, 8, [st.detail('ocotilloFlower', '#e8452e')], 7)
    const prickly = st.detail('prickly', '#7e9c5a')
    for (const [dx, dy, rr] of [[0, -18, 16], [-16, -40, 13], [15, -44, 12]] as number[][]) out += ellipse(470 + dx, 486 + dy, rr * 0.8, rr, prickly)
    return { svg: out, ground: 480, clear: [560, 720] }
  },
}

// ------------------------------------------------------------------ White Sands

const gypsumDunes: LandmarkArt = {
  horizon: [292, 304],
  needs: ['yuccaStalk', 'yuccaFlower'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const sand = p.ground
    let out = range(st, { base: h + 4, high: 70, low: 34, count: 6, rock: p.rock, fade: 0.3, spread: [2.2, 3] })
    // white dunes with pale blue shadows, far to near
    for (let row = 0; row < 4; row++) {
      const t = row / 3
      const base = lerp(h + 30, HEIGHT + 30, t)
      const height = lerp(30, 130, t)
      let x = between(st.random, -260, -60)
      while (x < WIDTH + 40) {
        const w = between(st.random, 220, 360) * lerp(0.7, 1.3, t)
        const cx = x + w * between(st.random, 0.45, 0.6)
        const top = base - height * between(st.random, 0.7, 1)
        out += path(`M${n(x)} ${n(base)}Q${n(cx - w * 0.22)} ${n(top + 6)} ${n(cx)} ${n(top)}Q${n(cx + w * 0.24)} ${n(top + 8)} ${n(x + w * 1.1)} ${n(base)}Z`, vgrad(st, [0, sand[0]], [1, sand[1]]))
        out += path(`M${n(cx)} ${n(top)}Q${n(cx + w * 0.24)} ${n(top + 8)} ${n(x + w * 1.1)} ${n(base)}L${n(cx + w * 0.06)} ${n(base)}Q${n(cx + w * 0.1)} ${n(lerp(top, base, 0.5))} ${n(cx)} ${n(top)}Z`, sand[2], opacity(0.6))
        x += w * between(st.random, 0.6, 0.85)
      }
    }
    // soaptree yuccas with their tall flower stalks
    const stalk = st.detail('yuccaStalk', '#c7b27e')
    const bloom = st.detail('yuccaFlower', '#f6f0da')
    for (const [x, y, k] of [[120, 440, 1.2], [560, 400, 0.8], [690, 470, 1.4], [330, 380, 0.6]] as number[][]) {
      let leaves = ''
      for (let a = -6; a <= 6; a++) leaves += `M${n(x)} ${n(y - 20 * k)}l${n(a * 4.5 * k)} ${n(-(30 - Math.abs(a) * 2.4) * k)}`
      out += line(`M${n(x)} ${n(y)}v${n(-22 * k)}`, shade(stalk, -0.35), 6 * k) + line(leaves, p.foliage[1], 2.2 * k)
      out += line(`M${n(x)} ${n(y - 40 * k)}v${n(-70 * k)}`, stalk, 2.5 * k)
      for (let b = 0; b < 6; b++) out += circle(x + between(st.random, -7, 7) * k, y - (90 + b * 5) * k, 3.5 * k, bloom)
    }
    // ripples in the near sand
    let rip = ''
    for (let i = 0; i < 16; i++) rip += `M${n(between(st.random, -20, WIDTH))} ${n(between(st.random, 440, 498))}q20 -4 40 0t40 0`
    out += line(rip, sand[2], 1.3, opacity(0.5))
    return { svg: out, ground: 486 }
  },
}

// ------------------------------------------------------------------ Yellowstone

const oldFaithful: LandmarkArt = {
  horizon: [300, 312],
  needs: ['sinter', 'boardwalk', 'orange'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    let out = hillRow(st, h - 30, 12, haze(st, p.foliage[2], 0.35))
    out += treeline(st, -10, WIDTH + 10, h + 4, 20, 40, 80, [p.foliage[2], p.foliage[1]])
    // the geyser basin: pale sinter with orange runoff
    const sinter = st.detail('sinter', '#efe9dd')
    out += groundBand(st, h + 2, mix(sinter, p.ground[0], 0.3), p.ground[1])
    const cx = 400
    const base = h + 58
    out += ellipse(cx, base + 8, 210, 30, mix(sinter, st.detail('orange', '#e47a30'), 0.3))
    out += ellipse(cx, base + 4, 160, 22, sinter)
    out += path(`M${cx - 60} ${base + 2}Q${cx - 40} ${base - 22} ${cx} ${base - 24}Q${cx + 40} ${base - 22} ${cx + 60} ${base + 2}Z`, shade(sinter, -0.08))
    // Old Faithful erupting: a column of water and a cloud of steam
    const white = st.night ? mix(p.cloud, '#ffffff', 0.4) : '#ffffff'
    const top = 70
    out += path(`M${cx - 10} ${base - 20}Q${cx - 22} ${(base + top) / 2} ${cx - 34} ${top + 40}L${cx + 30} ${top + 40}Q${cx + 18} ${(base + top) / 2} ${cx + 10} ${base - 20}Z`, vgrad(st, [0, white], [1, mix(white, p.water[0], 0.3)]))
    out += steam(st, cx, top + 60, 40, 40, 0.9, 0.6)
    for (let i = 0; i < 9; i++) {
      const x = cx + between(st.random, -60, 90)
      const y = between(st.random, top - 20, top + 90)
      const rr = between(st.random, 22, 40)
      out += circle(x + rr * 0.2, y + rr * 0.25, rr, p.cloudShade, opacity(0.5)) + circle(x, y, rr, white, opacity(0.92))
    }
    out += steam(st, cx - 20, base - 30, 120, 26, 0.35, 0.2)
    // small steaming vents around the basin
    for (const x of [140, 620, 700]) out += ellipse(x, h + 40, 22, 5, mix(p.water[1], sinter, 0.3)) + steam(st, x, h + 34, 60, 12, 0.35, 0.4)
    // the boardwalk in front
    const wood = st.detail('boardwalk', '#9a7b5c')
    out += path(`M-10 436Q300 410 ${WIDTH + 10} 446L${WIDTH + 10} 470Q300 434 -10 462Z`, wood)
    let posts = ''
    for (let x = 10; x < WIDTH; x += 60) posts += `M${x} ${n(438 + ((x - 400) * (x - 400)) / 40000 * 4 - (x / WIDTH) * 4)}v-22`
    out += line(posts, shade(wood, -0.3), 4) + line(`M-10 418Q300 392 ${WIDTH + 10} 428`, shade(wood, -0.3), 3)
    out += groundBand(st, 468, p.ground[1], p.ground[2])
    out += tufts(st, 0, WIDTH, 470, HEIGHT, 14, [p.foliage[0], p.foliage[1]], 14)
    return { svg: out, ground: 490, clear: [300, 500] }
  },
}

const grandPrismatic: LandmarkArt = {
  horizon: [222, 232],
  needs: ['teal', 'green', 'yellow', 'orange', 'rust', 'sinter'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    let out = hillRow(st, h - 24, 10, haze(st, p.foliage[2], 0.4))
    out += treeline(st, -10, WIDTH + 10, h + 6, 14, 28, 90, [haze(st, p.foliage[2], 0.15), haze(st, p.foliage[1], 0.15)])
    const sinter = st.detail('sinter', '#efe9dd')
    out += groundBand(st, h + 4, mix(sinter, p.ground[0], 0.4), p.ground[1])
    // the spring and its rings, with orange mats streaming out like rays
    const cx = 410
    const cy = 330
    const rust = st.detail('rust', '#b9552e')
    const orange = st.detail('orange', '#e47a30')
    let rays = ''
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2 + between(st.random, -0.05, 0.05)
      const len = between(st.random, 1.25, 1.7)
      const x1 = cx + Math.cos(a) * 300 * len
      const y1 = cy + Math.sin(a) * 70 * len
      rays += `M${n(cx + Math.cos(a - 0.06) * 280)} ${n(cy + Math.sin(a - 0.06) * 66)}L${n(x1)} ${n(y1)}L${n(cx + Math.cos(a + 0.06) * 280)} ${n(cy + Math.sin(a + 0.06) * 66)}Z`
    }
    out += ellipse(cx, cy, 360, 88, mix(rust, sinter, 0.45))
    out += path(rays, orange, opacity(0.75))
    const rings: [number, string][] = [[300, rust], [270, orange], [240, st.detail('yellow', '#f1c94a')], [212, st.detail('green', '#9dd07a')], [190, st.detail('teal', '#5ac4c6')], [168, p.water[0]], [140, p.water[1]], [100, p.water[2]]]
    for (const [rx, c] of rings) out += ellipse(cx, cy, rx, rx * 0.22, c)
    // steam drifting off the water, tinted by the colours below
    for (let i = 0; i < 7; i++) out += steam(st, cx + between(st.random, -220, 220), cy - 4, between(st.random, 60, 140), between(st.random, 14, 30), 0.3, 0.8)
    // the overlook hillside in front with lodgepole pines
    out += blob([[-20, HEIGHT + 10], [-20, 430], [240, 448], [520, 440], [WIDTH + 20, 424], [WIDTH + 20, HEIGHT + 10]], vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    out += edgeConifers(st, 4, 480, 130, 200, [p.foliage[1], p.foliage[2]])
    return { svg: out, ground: 478, clear: [150, 650], waterLine: cy }
  },
}

// ------------------------------------------------------------------ Zion

const angelsLanding: LandmarkArt = {
  horizon: [300, 312],
  needs: ['whiteTop', 'salmon', 'varnish'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const white = st.detail('whiteTop', '#f3e5cd')
    const salmon = st.detail('salmon', '#eab08c')
    const varnish = st.detail('varnish', '#6b4a3b')
    // Navajo Sandstone: white at the top, salmon, then red near the bottom
    const sandstone = (fade: number, dim = 0) => vgrad(st, [0, haze(st, shade(white, -dim), fade)], [0.3, haze(st, shade(salmon, -dim), fade)], [0.6, haze(st, shade(r[0], -dim), fade)], [1, haze(st, shade(r[1], -dim), fade)])
    // the Great White Throne far up the canyon
    let out = path(smooth([[270, h + 20], [290, 140], [320, 96], [370, 78], [420, 84], [452, 120], [470, 180], [486, h + 20]]), sandstone(0.35))
    // Angels Landing: a narrow fin rising from the canyon floor
    const fin: Point[] = [[410, h + 40], [432, 230], [450, 170], [466, 136], [488, 128], [506, 150], [522, 222], [552, h + 40]]
    out += path(smooth(fin), sandstone(0.08))
    out += path(smooth([[488, 128], [506, 150], [522, 222], [552, h + 40], [504, h + 40], [500, 200]]), r[2], opacity(0.3))
    // the canyon walls on both sides, streaked with desert varnish and cross-bedding
    const leftWall: Point[] = [[-10, HEIGHT + 10], [-10, 40], [70, 30], [150, 54], [212, 104], [250, 196], [276, h + 30], [330, HEIGHT + 10]]
    const rightWall: Point[] = [[WIDTH + 10, HEIGHT + 10], [WIDTH + 10, 46], [740, 40], [660, 66], [612, 126], [588, 220], [570, h + 30], [520, HEIGHT + 10]]
    for (const [wall, lit] of [[leftWall, true], [rightWall, false]] as [Point[], boolean][]) {
      out += path(smooth(wall), sandstone(0, lit ? 0 : 0.12))
      let d = ''
      for (let i = 0; i < 12; i++) {
        const x = lit ? between(st.random, 0, 200) : between(st.random, 620, 800)
        d += `M${n(x)} ${n(between(st.random, 60, 150))}l${n(between(st.random, -3, 3))} ${n(between(st.random, 40, 150))}`
      }
      out += line(d, varnish, 3, opacity(0.28))
      let beds = ''
      for (let i = 0; i < 8; i++) {
        const x = lit ? between(st.random, 0, 200) : between(st.random, 610, 790)
        const y = between(st.random, 80, 300)
        beds += `M${n(x)} ${n(y)}q${n(30)} ${n(-6)} ${n(60)} ${n(4)}`
      }
      out += line(beds, shade(salmon, 0.2), 1.5, opacity(0.35))
    }
    // the canyon floor, the Virgin River and cottonwoods
    out += blob([[200, HEIGHT + 10], [260, h + 30], [400, h + 40], [560, h + 30], [640, HEIGHT + 10]], vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    const w = p.water
    out += path(smooth([[430, h + 40], [470, h + 42], [520, 400], [440, 450], [520, HEIGHT + 10], [330, HEIGHT + 10], [380, 450], [450, 400]]), vgrad(st, [0, mix(w[0], p.skyBottom, 0.3)], [1, w[2]]))
    out += ripples(st, 360, 520, 380, 490, 6)
    for (const [x, y, k] of [[300, 420, 1], [590, 410, 1.1], [250, 470, 1.4], [640, 470, 1.3]] as number[][]) {
      out += line(`M${x} ${y}v${-30 * k}`, p.trunk, 5 * k)
      out += circle(x, y - 44 * k, 24 * k, p.foliage[1]) + circle(x - 14 * k, y - 34 * k, 16 * k, p.foliage[2]) + circle(x + 12 * k, y - 52 * k, 14 * k, p.foliage[0])
    }
    return { svg: out, ground: 486, clear: [300, 520], waterLine: 430 }
  },
}

export const intermountainArt = {
  'delicate-arch': delicateArch,
  'santa-elena-canyon': santaElena,
  'painted-wall': paintedWall,
  'bryce-amphitheater': brycedrawing,
  'mesa-arch': mesaArch,
  'capitol-dome': capitolDome,
  'big-room': bigRoom,
  'lake-mcdonald': lakeMcDonald,
  'grand-canyon-layers': grandCanyon,
  'grand-teton': grandTeton,
  'star-dune': starDune,
  'el-capitan-texas': elCapitanTexas,
  'cliff-palace': cliffPalace,
  'blue-mesa': blueMesa,
  'longs-peak': longsPeak,
  'saguaro-forest': saguaroForest,
  'gypsum-dunes': gypsumDunes,
  'old-faithful': oldFaithful,
  'grand-prismatic': grandPrismatic,
  'angels-landing': angelsLanding,
} satisfies Partial<Record<LandmarkDrawing, LandmarkArt>>

