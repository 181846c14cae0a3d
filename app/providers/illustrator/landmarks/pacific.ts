/** Landmark scenes of the Pacific parks. */

import type { LandmarkDrawing } from '~/data/landmarks'
import { drawAnimal } from '../animals'
import { boulders, massif } from './forms'
import {
  between,
  blob,
  circle,
  conifer,
  edgeConifers,
  ellipse,
  flowers,
  glow,
  groundBand,
  haze,
  hgrad,
  hiker,
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
  type LandmarkArt,
  type Point,
  type Stage,
} from './kit'

const P = (st: Stage) => st.palette

/** A big reddish tree trunk from the top of the picture down to `base`, widening at the foot. */
function bigTrunk(st: Stage, x: number, w: number, base: number, bark: string, furrows: number): string {
  const fill = hgrad(st, [0, shade(bark, 0.18)], [0.45, bark], [1, shade(bark, -0.35)])
  let out = path(`M${n(x - w * 0.42)} -5L${n(x + w * 0.42)} -5L${n(x + w * 0.5)} ${n(base - 60)}Q${n(x + w * 0.56)} ${n(base - 8)} ${n(x + w * 0.8)} ${n(base)}L${n(x - w * 0.8)} ${n(base)}Q${n(x - w * 0.56)} ${n(base - 8)} ${n(x - w * 0.5)} ${n(base - 60)}Z`, fill)
  let d = ''
  for (let i = 0; i < furrows; i++) {
    const u = lerp(-0.38, 0.38, (i + 0.5) / furrows)
    d += `M${n(x + u * w)} -5C${n(x + u * w + between(st.random, -4, 4))} ${n(base * 0.4)} ${n(x + u * w * 1.1)} ${n(base * 0.8)} ${n(x + u * w * 1.5)} ${n(base)}`
  }
  out += line(d, shade(bark, -0.35), Math.max(1.5, w * 0.025), opacity(0.55))
  return out
}

/** A flower-dotted meadow and sword ferns. */
function ferns(st: Stage, x0: number, x1: number, y0: number, y1: number, count: number, green: [string, string]): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const y = between(st.random, y0, y1)
    const k = lerp(0.6, 1.6, (y - y0) / Math.max(1, y1 - y0))
    const x = between(st.random, x0, x1)
    let d = ''
    for (let a = -4; a <= 4; a++) d += `M${n(x)} ${n(y)}q${n(a * 6 * k)} ${n(-24 * k)} ${n(a * 13 * k)} ${n(-(30 - Math.abs(a) * 3) * k)}`
    out += line(d, green[i % 2], 3.4 * k)
  }
  return out
}

// ------------------------------------------------------------------ Channel Islands

const anacapaArch: LandmarkArt = {
  horizon: [268, 278],
  needs: ['guano', 'coreopsis', 'kelp'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    let out = waterBody(st, h, HEIGHT, p.water, st.sun[0])
    // Anacapa Island: long cliffs with a flat green top, yellow with coreopsis in spring
    const isle: Point[] = [[340, h + 40], [380, 200], [460, 176], [620, 170], [WIDTH + 10, 178], [WIDTH + 10, h + 40]]
    out += shape(isle, hgrad(st, [0, r[0]], [1, r[1]]))
    out += path(smooth([[376, 204], [460, 172], [620, 164], [WIDTH + 10, 172], [WIDTH + 10, 186], [620, 180], [460, 188]]), p.foliage[1])
    out += flowers(st, 400, WIDTH, 168, 186, 30, [st.detail('coreopsis', '#f2d03a')], 6)
    let cracks = ''
    for (let i = 0; i < 10; i++) {
      const x = between(st.random, 400, 790)
      cracks += `M${n(x)} 200l${n(between(st.random, -6, 6))} ${n(between(st.random, 40, 100))}`
    }
    out += line(cracks, r[2], 2, opacity(0.45))
    // Arch Rock: a rock mass with a tall opening, white-topped by the birds that rest on it
    const ax = 220
    const base = h + 50
    out += path(`M${ax - 140} ${base}L${ax - 120} ${base - 110}Q${ax - 80} ${base - 170} ${ax} ${base - 176}Q${ax + 70} ${base - 172} ${ax + 110} ${base - 120}L${ax + 130} ${base}L${ax + 60} ${base}Q${ax + 50} ${base - 100} ${ax - 10} ${base - 104}Q${ax - 60} ${base - 100} ${ax - 70} ${base}Z`, hgrad(st, [0, r[0]], [0.6, r[1]], [1, r[2]]))
    out += path(`M${ax - 100} ${base - 146}Q${ax - 60} ${base - 180} ${ax} ${base - 182}Q${ax + 60} ${base - 178} ${ax + 96} ${base - 142}Q${ax} ${base - 162} ${ax - 100} ${base - 146}Z`, st.detail('guano', '#f1ece2'))
    out += path(`M${ax + 60} ${base}Q${ax + 50} ${base - 100} ${ax - 10} ${base - 104}L${ax} ${base - 90}Q${ax + 40} ${base - 86} ${ax + 46} ${base}Z`, r[2], opacity(0.5))
    for (const x of [ax - 150, ax + 140]) out += circle(x, base, 10, '#ffffff', opacity(0.6)) + circle(x + 12, base + 4, 7, '#ffffff', opacity(0.5))
    // kelp beds floating on the surface
    const kelp = st.detail('kelp', '#8a6a2e')
    let beds = ''
    for (let i = 0; i < 12; i++) {
      const x = between(st.random, 0, WIDTH)
      const y = between(st.random, h + 80, HEIGHT - 10)
      beds += `M${n(x)} ${n(y)}q10 -4 20 0t20 0`
    }
    out += line(beds, kelp, 4, opacity(0.6))
    out += ripples(st, 0, WIDTH, h + 20, HEIGHT - 10, 12, '#ffffff', 0.45)
    return { svg: out, ground: 470, waterFront: true, clear: [80, 360] }
  },
}

// ------------------------------------------------------------------ Crater Lake

const wizardIsland: LandmarkArt = {
  horizon: [190, 200],
  needs: ['snow', 'cinder'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const snow = st.detail('snow', '#f6f8fc')
    // the far caldera wall, cliffs with snow and forest on the rim
    let out = path(smooth([[-20, h + 80], [-20, h - 10], [140, h - 20], [320, h - 6], [520, h - 24], [WIDTH + 20, h - 10], [WIDTH + 20, h + 80]]), vgrad(st, [0, haze(st, r[0], 0.3)], [1, haze(st, r[1], 0.3)]))
    out += treeline(st, -20, WIDTH + 20, h - 8, 6, 14, 60, [haze(st, p.foliage[2], 0.35), haze(st, p.foliage[1], 0.35)])
    let snowD = ''
    for (let i = 0; i < 12; i++) {
      const x = between(st.random, 0, WIDTH)
      snowD += `M${n(x)} ${n(h)}l${n(between(st.random, -6, 6))} ${n(between(st.random, 14, 40))}l6 -6Z`
    }
    out += path(snowD, haze(st, snow, 0.3))
    // the lake: a famous deep blue
    out += rect(-5, h + 60, WIDTH + 10, HEIGHT - h, vgrad(st, [0, p.water[1]], [1, p.water[2]]))
    out += path(smooth([[-20, h + 70], [-20, h + 40], [200, h + 50], [400, h + 44], [600, h + 56], [WIDTH + 20, h + 40], [WIDTH + 20, h + 70]]), haze(st, r[2], 0.2))
    // Wizard Island: a cinder cone with trees around its foot and a crater on top
    const cx = 240
    const base = h + 130
    const cinder = st.detail('cinder', '#6e5650')
    out += path(`M${cx - 170} ${base}Q${cx - 90} ${base - 30} ${cx - 40} ${base - 96}L${cx - 24} ${base - 110}L${cx + 24} ${base - 110}L${cx + 40} ${base - 96}Q${cx + 90} ${base - 30} ${cx + 170} ${base}Z`, hgrad(st, [0, shade(cinder, 0.15)], [1, shade(cinder, -0.15)]))
    out += ellipse(cx, base - 108, 24, 4, shade(cinder, -0.3))
    out += treeline(st, cx - 160, cx + 160, base + 2, 10, 22, 24, [p.foliage[2], p.foliage[1]])
    out += treeline(st, cx - 90, cx + 90, base - 40, 8, 16, 10, [p.foliage[2], p.foliage[1]])
    // the Phantom Ship: a small jagged island like a sailing ship
    out += shape([[560, h + 114], [580, h + 90], [594, h + 100], [604, h + 76], [618, h + 98], [630, h + 84], [648, h + 114]], r[2])
    out += ripples(st, 0, WIDTH, base + 10, 430, 10, '#ffffff', 0.25)
    // the rim we look from: rocks, snow and hemlocks
    out += blob([[-20, HEIGHT + 10], [-20, 420], [200, 440], [460, 450], [WIDTH + 20, 430], [WIDTH + 20, HEIGHT + 10]], vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    out += blob([[40, 470], [120, 450], [260, 460], [200, 480]], snow, opacity(0.9))
    out += edgeConifers(st, 3, 470, 150, 210, [p.foliage[1], p.foliage[2]])
    return { svg: out, ground: 484, waterLine: 380, clear: [60, 420] }
  },
}

// ------------------------------------------------------------------ Death Valley

const badwater: LandmarkArt = {
  horizon: [268, 278],
  needs: ['salt', 'saltRidge', 'snow', 'gold'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    // the Panamint Range across the basin, Telescope Peak with snow
    let out = range(st, { base: h, high: 110, low: 50, count: 6, rock: r, fade: 0.4, snow: true, spread: [2, 2.8] })
    // the Black Mountains rising steeply right behind Badwater
    out += path(smooth([[-20, h + 20], [-20, 90], [80, 70], [200, 110], [300, 170], [380, 240], [430, h + 20]]), vgrad(st, [0, r[1]], [1, r[2]]))
    out += path(smooth([[300, 170], [380, 240], [430, h + 20], [260, h + 20], [240, 200]]), st.detail('gold', '#e6c07a'), opacity(0.35))
    // the salt flat: white to the horizon, crusted into six-sided polygons
    const salt = st.detail('salt', '#f9f7f1')
    const ridge = st.detail('saltRidge', '#d9d3c7')
    out += rect(-5, h, WIDTH + 10, HEIGHT - h + 5, vgrad(st, [0, mix(salt, p.skyBottom, 0.3)], [1, salt]))
    out += rect(-5, h, 330, 40, p.ground[1], opacity(0.6))
    let cells = ''
    for (let row = 0; row < 9; row++) {
      const t = row / 8
      const y = lerp(h + 20, HEIGHT + 10, Math.pow(t, 1.5))
      const size = lerp(12, 90, Math.pow(t, 1.5))
      const rowH = size * 0.3
      for (let x = -size + ((row % 2) * size) / 2; x < WIDTH + size; x += size) {
        const cx = x + between(st.random, -size * 0.1, size * 0.1)
        cells += lines([[cx - size / 2, y], [cx - size / 4, y - rowH / 2], [cx + size / 4, y - rowH / 2], [cx + size / 2, y], [cx + size / 4, y + rowH / 2], [cx - size / 4, y + rowH / 2]])
      }
    }
    out += path(cells, 'none', ` stroke="${ridge}" stroke-width="2.5" stroke-linejoin="round"`)
    // a small pool of water by the boardwalk
    out += ellipse(560, h + 40, 90, 8, p.water[0])
    const wood = mix(p.trunk, '#b8a888', 0.4)
    out += path(`M430 ${HEIGHT + 10}L470 ${h + 40}L500 ${h + 40}L560 ${HEIGHT + 10}Z`, wood)
    return { svg: out, ground: 480, clear: [420, 580] }
  },
}

// ------------------------------------------------------------------ Great Basin

const wheelerBristlecone: LandmarkArt = {
  horizon: [300, 310],
  needs: ['snow', 'wood', 'woodShadow', 'sage'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    // Wheeler Peak: a great grey quartzite mountain with snow in its cirque
    let out = massif(st, {
      outline: [[-20, h], [80, h - 80], [200, h - 160], [300, h - 226], [360, h - 250], [420, h - 236], [520, h - 170], [640, h - 120], [WIDTH + 20, h - 80], [WIDTH + 20, h]],
      light: r[0],
      shadow: r[1],
      rock: r[2],
      fade: 0.1,
      ribs: 8,
    })
    const snow = st.detail('snow', '#f6f8fc')
    out += path(smooth([[330, h - 200], [370, h - 224], [420, h - 200], [450, h - 150], [400, h - 120], [350, h - 140]]), snow, opacity(0.95))
    out += path(`M250 ${h - 150}l14 40l8 -20ZM480 ${h - 170}l10 50l10 -30Z`, snow)
    out += treeline(st, -10, WIDTH + 10, h + 4, 14, 30, 50, [p.foliage[2], p.foliage[1]])
    // rocky ground above the tree line
    out += groundBand(st, h + 2, p.ground[0], p.ground[1], 6)
    out += boulders(st.random, 660, 460, 24, [r[0], r[1], r[2]], 4)
    out += shrubs(st, -10, WIDTH + 10, h + 30, HEIGHT, 12, [st.detail('sage', '#aab29a'), shade(st.detail('sage', '#aab29a'), -0.15)], 1)
    // an ancient bristlecone pine: a twisted golden trunk, part of it bare, with bottlebrush tufts
    const wood = st.detail('wood', '#cfa274')
    const woodShade = st.detail('woodShadow', '#8e6a48')
    const bx = 200
    const by = 470
    out += path(`M${bx - 60} ${by}C${bx - 40} ${by - 60} ${bx - 70} ${by - 120} ${bx - 20} ${by - 170}C${bx + 10} ${by - 200} ${bx + 60} ${by - 210} ${bx + 110} ${by - 250}L${bx + 122} ${by - 238}C${bx + 80} ${by - 190} ${bx + 30} ${by - 170} ${bx + 20} ${by - 120}C${bx + 10} ${by - 70} ${bx + 40} ${by - 30} ${bx + 60} ${by}Z`, hgrad(st, [0, wood], [0.7, shade(wood, -0.1)], [1, woodShade]))
    out += line(`M${bx - 40} ${by - 10}C${bx - 30} ${by - 80} ${bx - 40} ${by - 130} ${bx}  ${by - 170}M${bx + 30} ${by - 10}C${bx + 10} ${by - 60} ${bx} ${by - 110} ${bx + 40} ${by - 170}`, woodShade, 3, opacity(0.6))
    out += path(`M${bx - 40} ${by - 150}C${bx - 80} ${by - 190} ${bx - 120} ${by - 200} ${bx - 150} ${by - 240}L${bx - 140} ${by - 246}C${bx - 110} ${by - 210} ${bx - 70} ${by - 200} ${bx - 30} ${by - 162}Z`, wood)
    for (const [x, y, a] of [[bx + 116, by - 246, -0.5], [bx + 80, by - 214, -0.2], [bx - 146, by - 244, -2.4], [bx - 110, by - 214, -2.6], [bx + 40, by - 190, -1.2]] as number[][]) {
      out += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n((a * 180) / Math.PI)})">${ellipse(22, 0, 26, 9, p.foliage[2])}${ellipse(20, -2, 20, 5, p.foliage[1])}</g>`
    }
    out += path(`M${bx - 90} ${by + 4}Q${bx} ${by - 20} ${bx + 90} ${by + 4}Z`, woodShade, opacity(0.6))
    return { svg: out, ground: 482, clear: [100, 340] }
  },
}

// ------------------------------------------------------------------ Haleakalā

const haleakalaCrater: LandmarkArt = {
  horizon: [220, 230],
  needs: ['orange', 'grey', 'silver', 'cloud'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const orange = st.detail('orange', '#d38b4c')
    const grey = st.detail('grey', '#8d8183')
    // a sea of clouds spilling in over the far crater rim
    const cloud = st.detail('cloud', '#ffffff')
    let out = path(smooth([[-20, h + 30], [-20, h - 20], [160, h - 40], [360, h - 30], [520, h - 44], [700, h - 30], [WIDTH + 20, h - 20], [WIDTH + 20, h + 30]]), haze(st, r[2], 0.4))
    for (let i = 0; i < 12; i++) out += circle(between(st.random, 300, 700), h - between(st.random, 20, 40), between(st.random, 20, 40), cloud, opacity(0.9))
    // the crater floor with its cinder cones: red, orange, brown and grey
    out += groundBand(st, h, haze(st, p.ground[0], 0.2), p.ground[1])
    const cones: [number, number, number, string][] = [[150, 170, 60, r[0]], [380, 130, 44, orange], [560, 190, 70, grey], [700, 110, 36, r[1]], [290, 90, 26, grey]]
    for (const [cx, w, ht, c] of cones) {
      const base = h + 40 + ht * 0.5
      out += path(`M${n(cx - w / 2)} ${n(base)}Q${n(cx - w * 0.2)} ${n(base - ht * 0.9)} ${n(cx - w * 0.12)} ${n(base - ht)}L${n(cx + w * 0.12)} ${n(base - ht)}Q${n(cx + w * 0.2)} ${n(base - ht * 0.9)} ${n(cx + w / 2)} ${n(base)}Z`, hgrad(st, [0, shade(c, 0.12)], [1, shade(c, -0.2)]))
      out += ellipse(cx, base - ht, w * 0.12, 3, shade(c, -0.35))
    }
    // a trail winding across the cinders
    out += path(smooth([[200, HEIGHT], [260, 420], [400, 380], [500, h + 100], [600, h + 80]], false), 'none', ` stroke="${mix(p.ground[0], '#ffffff', 0.3)}" stroke-width="3" stroke-dasharray="8 6"`)
    // the slope we stand on, with silverswords
    out += blob([[-20, HEIGHT + 10], [-20, 410], [260, 430], [560, 420], [WIDTH + 20, 400], [WIDTH + 20, HEIGHT + 10]], vgrad(st, [0, r[1]], [1, r[2]]))
    const silver = st.detail('silver', '#dbe3e8')
    for (const [x, y, k, bloom] of [[130, 470, 1.4, false], [620, 450, 1.1, true], [720, 480, 1.5, false], [300, 486, 0.9, false]] as [number, number, number, boolean][]) {
      let d = ''
      for (let a = 0; a < 18; a++) {
        const ang = Math.PI + (Math.PI * a) / 17
        d += `M${n(x)} ${n(y - 8 * k)}l${n(Math.cos(ang) * 26 * k)} ${n(Math.sin(ang) * 22 * k)}`
      }
      out += line(d, silver, 3 * k) + ellipse(x, y - 8 * k, 14 * k, 10 * k, shade(silver, -0.1))
      if (bloom) {
        out += line(`M${x} ${y - 20 * k}v${n(-110 * k)}`, '#7e6a5a', 6 * k)
        out += flowers(st, x - 10 * k, x + 10 * k, y - 130 * k, y - 30 * k, 24, ['#8e3a5a', '#b05a6e'], 6 * k)
      }
    }
    void grey
    return { svg: out, ground: 484 }
  },
}

// ------------------------------------------------------------------ Hawaiʻi Volcanoes

const halemaumau: LandmarkArt = {
  horizon: [230, 240],
  needs: ['lava', 'lavaGlow', 'ohia', 'steam'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const lava = st.detail('lava', '#ff6a1c')
    const lavaGlow = st.detail('lavaGlow', '#ffd24c')
    // Mauna Loa's long gentle slope far behind
    let out = path(smooth([[-20, h + 4], [200, h - 40], [420, h - 60], [640, h - 40], [WIDTH + 20, h - 10], [WIDTH + 20, h + 4]]), haze(st, r[1], 0.5))
    // the caldera: layered dark walls dropping to the crater
    out += groundBand(st, h, haze(st, p.ground[1], 0.2), p.ground[2])
    out += path(`M60 ${h + 30}Q400 ${h + 4} 740 ${h + 30}L700 ${h + 110}Q400 ${h + 150} 100 ${h + 110}Z`, vgrad(st, [0, r[1]], [1, r[2]]))
    out += line(`M80 ${h + 50}Q400 ${h + 26} 720 ${h + 50}M90 ${h + 74}Q400 ${h + 54} 712 ${h + 74}`, shade(r[2], -0.3), 2, opacity(0.6))
    // Halemaʻumaʻu: the lava lake glowing in the crater floor
    out += ellipse(400, h + 112, 230, 30, vgrad(st, [0, lavaGlow], [0.5, lava], [1, shade(lava, -0.3)]))
    let crust = ''
    for (let i = 0; i < 10; i++) {
      const x = between(st.random, 200, 600)
      crust += `M${n(x)} ${n(h + 100 + between(st.random, -8, 14))}l${n(between(st.random, 20, 50))} ${n(between(st.random, -4, 4))}`
    }
    out += line(crust, shade(r[2], -0.4), 3, opacity(0.7))
    out += glow(400, h + 100, st.dark ? 260 : 160, lava, st.dark ? 0.4 : 0.2)
    // the plume of steam and gas rising from it
    const white = st.detail('steam', '#f4f4f2')
    for (let i = 0; i < 16; i++) {
      const t = i / 15
      out += circle(400 + t * 140 + between(st.random, -30, 30), h + 90 - t * 230, lerp(30, 70, t), mix(white, lava, st.dark ? 0.35 - t * 0.3 : 0.05), opacity(0.35 - t * 0.2))
    }
    // black lava in front, with ʻōhiʻa trees in red bloom and ferns
    out += blob([[-20, HEIGHT + 10], [-20, 400], [220, 390], [480, 410], [WIDTH + 20, 396], [WIDTH + 20, HEIGHT + 10]], vgrad(st, [0, r[1]], [1, r[2]]))
    let ropes = ''
    for (let i = 0; i < 12; i++) {
      const x = between(st.random, 0, WIDTH)
      const y = between(st.random, 410, 490)
      ropes += `M${n(x)} ${n(y)}q10 -6 20 0t20 0t20 0`
    }
    out += line(ropes, shade(r[0], 0.1), 2, opacity(0.5))
    const ohia = st.detail('ohia', '#e0332e')
    for (const [x, y, k] of [[90, 440, 1.5], [700, 430, 1.3], [620, 470, 0.9]] as number[][]) {
      out += line(`M${x} ${y}q-6 -40 4 -80M${x} ${y - 40}q20 -20 30 -50`, '#5a4a3e', 5 * k)
      out += circle(x, y - 90 * k, 30 * k, p.foliage[2]) + circle(x + 26 * k, y - 80 * k, 22 * k, p.foliage[1]) + circle(x - 22 * k, y - 70 * k, 20 * k, p.foliage[1])
      out += flowers(st, x - 40 * k, x + 44 * k, y - 110 * k, y - 60 * k, 14, [ohia], 7 * k)
    }
    return { svg: out, ground: 482, clear: [200, 600] }
  },
}

// ------------------------------------------------------------------ Joshua Tree

/** A Joshua tree: a shaggy trunk forking into arms that end in spiky leaf clusters. */
function joshuaTree(st: Stage, x: number, base: number, h: number, trunk: string, shag: string, leaf: string): string {
  const k = h / 200
  let d = `M${n(x)} ${n(base)}V${n(base - 90 * k)}`
  const tips: Point[] = []
  const arm = (x0: number, y0: number, dx: number, dy: number, depth: number) => {
    const x1 = x0 + dx
    const y1 = y0 - dy
    d += `M${n(x0)} ${n(y0)}Q${n(x0 + dx * 0.2)} ${n(y0 - dy * 0.7)} ${n(x1)} ${n(y1)}`
    if (depth > 0) {
      arm(x1, y1, dx * 0.5 + between(st.random, -10, 10) * k, dy * 0.6, depth - 1)
      arm(x1, y1, -dx * 0.3 + between(st.random, -14, 14) * k, dy * 0.7, depth - 1)
    } else tips.push([x1, y1])
  }
  arm(x, base - 90 * k, -40 * k, 50 * k, 1)
  arm(x, base - 90 * k, 36 * k, 60 * k, 1)
  let out = line(d, shag, 16 * k) + line(d, trunk, 10 * k)
  for (const [tx, ty] of tips) {
    let spikes = ''
    for (let a = 0; a < 14; a++) {
      const ang = -Math.PI + (Math.PI * a) / 13 + between(st.random, -0.1, 0.1)
      spikes += `M${n(tx)} ${n(ty)}l${n(Math.cos(ang) * 20 * k)} ${n(Math.sin(ang) * 22 * k)}`
    }
    out += line(spikes, leaf, 3.4 * k) + ellipse(tx, ty + 4 * k, 9 * k, 7 * k, shag)
  }
  return out
}

const joshuaTrees: LandmarkArt = {
  horizon: [296, 306],
  needs: ['trunk', 'shag', 'mountains'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const mountains = st.detail('mountains', '#a48ea4')
    let out = range(st, { base: h, high: 70, low: 30, count: 6, rock: [mountains, shade(mountains, -0.1), shade(mountains, -0.22)], fade: 0.3, spread: [2.2, 3] })
    out += groundBand(st, h, p.ground[0], p.ground[1])
    // piles of huge rounded granite boulders
    out += boulders(st.random, 560, h + 70, 70, [r[0], r[1], r[2]], 7)
    out += boulders(st.random, 690, h + 100, 50, [r[0], r[1], r[2]], 5)
    out += boulders(st.random, 120, h + 60, 40, [haze(st, r[0], 0.2), haze(st, r[1], 0.2), haze(st, r[2], 0.2)], 5)
    out += shrubs(st, -10, WIDTH + 10, h + 20, HEIGHT, 20, [mix(p.foliage[0], '#b0b090', 0.4), p.foliage[1]], 1)
    // Joshua trees near and far
    const trunk = st.detail('trunk', '#8b7561')
    const shag = st.detail('shag', '#a8906f')
    for (const [x, y, ht] of [[60, h + 40, 70], [300, h + 30, 56], [420, h + 46, 80], [760, h + 36, 60]] as number[][]) out += joshuaTree(st, x, y, ht, haze(st, trunk, 0.2), haze(st, shag, 0.2), haze(st, p.foliage[1], 0.2))
    out += joshuaTree(st, 220, 488, 250, trunk, shag, p.foliage[1])
    return { svg: out, ground: 484, clear: [120, 320] }
  },
}

// ------------------------------------------------------------------ Kings Canyon

const kingsCanyonValley: LandmarkArt = {
  horizon: [300, 310],
  needs: ['snow'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    // Grand Sentinel: a great granite peak at the head of the valley
    let out = path(smooth([[300, h + 10], [360, 150], [420, 96], [470, 80], [520, 100], [580, 170], [620, h + 10]]), hgrad(st, [0, r[0]], [1, r[1]]))
    out += path(smooth([[470, 80], [520, 100], [580, 170], [620, h + 10], [500, h + 10], [480, 160]]), r[2], opacity(0.35))
    // the grey granite walls of the glacier-carved valley, streaked by water
    const left: Point[] = [[-20, HEIGHT + 10], [-20, 60], [80, 50], [180, 90], [260, 170], [320, 250], [360, h + 20], [300, HEIGHT + 10]]
    const right: Point[] = [[WIDTH + 20, HEIGHT + 10], [WIDTH + 20, 80], [720, 70], [640, 130], [580, 220], [540, h + 20], [600, HEIGHT + 10]]
    out += path(smooth(left), hgrad(st, [0, r[0]], [1, r[1]]))
    out += path(smooth(right), hgrad(st, [0, r[1]], [1, r[2]]))
    let streaks = ''
    for (let i = 0; i < 24; i++) {
      const x = i < 12 ? between(st.random, 0, 260) : between(st.random, 600, 800)
      streaks += `M${n(x)} ${n(between(st.random, 80, 160))}l${n(between(st.random, -3, 3))} ${n(between(st.random, 50, 140))}`
    }
    out += line(streaks, r[2], 2.2, opacity(0.35))
    // the valley floor: pines, Zumwalt Meadow and the Kings River
    out += treeline(st, 200, 640, h + 24, 20, 44, 30, [p.foliage[2], p.foliage[1]])
    out += path(smooth([[180, HEIGHT + 10], [220, h + 30], [420, h + 36], [620, h + 30], [660, HEIGHT + 10]]), vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    const w = p.water
    out += path(smooth([[400, h + 34], [430, h + 36], [480, 380], [380, 430], [460, HEIGHT + 10], [330, HEIGHT + 10], [320, 430], [420, 380]]), vgrad(st, [0, mix(w[0], p.skyBottom, 0.3)], [1, w[1]]))
    out += ripples(st, 330, 480, 360, HEIGHT - 10, 6, '#ffffff', 0.4)
    out += tufts(st, 180, 660, h + 40, HEIGHT, 20, [p.ground[0], p.foliage[0]], 16)
    out += edgeConifers(st, 4, 480, 170, 230, [p.foliage[1], p.foliage[2]])
    return { svg: out, ground: 486, waterLine: 420, clear: [300, 500] }
  },
}

// ------------------------------------------------------------------ Lassen Volcanic

const lassenPeak: LandmarkArt = {
  horizon: [292, 302],
  needs: ['snow', 'snowShadow'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const snow = st.detail('snow', '#f6f8fc')
    // Lassen Peak: a broad, lumpy dome of lava with a craggy top and snow on its shoulders
    const dome: Point[] = [[120, h], [200, h - 60], [280, h - 140], [340, h - 196], [380, h - 214], [420, h - 200], [450, h - 216], [490, h - 196], [540, h - 140], [620, h - 70], [700, h]]
    let s = path(smooth(dome), vgrad(st, [0, r[0]], [1, r[1]]))
    s += path(smooth([[450, h - 216], [490, h - 196], [540, h - 140], [620, h - 70], [700, h], [480, h], [460, h - 120]]), r[2], opacity(0.35))
    let snowD = ''
    for (let i = 0; i < 14; i++) {
      const t = between(st.random, 0.15, 0.85)
      const x = lerp(240, 600, t)
      const top = h - 200 + Math.abs(t - 0.5) * 220 + between(st.random, -10, 10)
      const len = between(st.random, 30, 90)
      const dir = x < 420 ? -1 : 1
      snowD += `M${n(x)} ${n(top)}q${n(dir * 6)} ${n(len * 0.5)} ${n(dir * len * 0.25)} ${n(len)}l${n(between(st.random, 3, 8))} -2q${n(-dir * 2)} ${n(-len * 0.5)} ${n(dir * 4 - dir * len * 0.2)} ${n(-len - 2)}Z`
    }
    s += path(snowD, snow, opacity(0.95))
    s += range(st, { base: h, high: 60, low: 26, count: 6, rock: [haze(st, r[0], 0.3), haze(st, r[1], 0.3), haze(st, r[2], 0.3)], fade: 0.2, spread: [2.4, 3.4] })
    // forest around Manzanita Lake, and the peak's reflection in it
    s += treeline(st, -10, WIDTH + 10, h + 10, 24, 50, 60, [p.foliage[2], p.foliage[1]])
    s += waterBody(st, h + 10, HEIGHT, p.water)
    s += path(smooth(dome.map(([x, y]) => [x, h + 10 + (h - y) * 0.55] as Point)), r[1], opacity(0.2))
    s += ripples(st, 0, WIDTH, h + 20, HEIGHT - 10, 14, '#ffffff', 0.35)
    s += blob([[-20, HEIGHT + 10], [-20, 450], [140, 456], [260, HEIGHT + 10]], vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    s += edgeConifers(st, 3, 480, 170, 230, [p.foliage[1], p.foliage[2]])
    return { svg: s, ground: 478, waterFront: true, clear: [100, 700] }
  },
}

// ------------------------------------------------------------------ Mount Rainier

const rainierParadise: LandmarkArt = {
  horizon: [292, 302],
  needs: ['snow', 'snowShadow', 'lupine', 'paintbrush', 'aster'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    // Mount Rainier: one enormous broad cone of snow and glacier ice filling the sky
    let out = massif(st, {
      outline: [[-40, h + 10], [60, h - 70], [180, h - 150], [300, h - 230], [370, h - 262], [420, h - 268], [470, h - 258], [560, h - 200], [680, h - 120], [WIDTH + 40, h - 40], [WIDTH + 40, h + 10]],
      light: st.detail('snow', '#f6f8fc'),
      shadow: st.detail('snowShadow', '#c6d6ea'),
      rock: p.rock[2],
      fade: 0.05,
      ribs: 12,
    })
    // crevasses across the glaciers
    let crev = ''
    for (let i = 0; i < 16; i++) {
      const x = between(st.random, 180, 640)
      const y = between(st.random, h - 200, h - 60)
      crev += `M${n(x)} ${n(y)}q12 4 24 0`
    }
    out += line(crev, st.detail('snowShadow', '#c6d6ea'), 2, opacity(0.9))
    // subalpine firs and the Paradise meadows full of wildflowers
    out += treeline(st, -10, WIDTH + 10, h + 6, 20, 46, 36, [p.foliage[2], p.foliage[1]])
    out += groundBand(st, h + 4, p.ground[0], p.ground[1], 6)
    out += tufts(st, -10, WIDTH + 10, h + 20, HEIGHT, 30, [p.ground[0], p.ground[1], p.foliage[1]], 16)
    const lupine = st.detail('lupine', '#7b6ad2')
    const brush = st.detail('paintbrush', '#e2423a')
    const spikes = ['', '']
    for (let i = 0; i < 60; i++) {
      const y = between(st.random, h + 30, HEIGHT)
      const k = lerp(0.4, 1.4, (y - h) / (HEIGHT - h))
      spikes[i % 2] += `M${n(between(st.random, -10, WIDTH + 10))} ${n(y)}v${n(-16 * k)}`
    }
    out += line(spikes[0], lupine, 5) + line(spikes[1], brush, 4)
    out += flowers(st, -10, WIDTH + 10, h + 30, HEIGHT, 40, [st.detail('aster', '#c9b4ee'), '#ffffff'], 5)
    out += edgeConifers(st, 2, 476, 160, 210, [p.foliage[1], p.foliage[2]])
    return { svg: out, ground: 480 }
  },
}

// ------------------------------------------------------------------ American Samoa

const polaIsland: LandmarkArt = {
  horizon: [262, 272],
  needs: ['reef', 'bat'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    let out = rect(-5, h, WIDTH + 10, HEIGHT - h + 5, vgrad(st, [0, p.water[2]], [0.5, p.water[1]], [1, p.water[0]]))
    // Pola Island: a sheer dark rock rising out of the sea, green on its top
    const pola: Point[] = [[470, h + 40], [480, 150], [500, 90], [540, 70], [600, 76], [640, 110], [650, 180], [666, h + 40]]
    out += path(smooth(pola), hgrad(st, [0, r[0]], [0.6, r[1]], [1, r[2]]))
    out += path(smooth([[496, 100], [540, 66], [604, 72], [640, 110], [600, 100], [540, 96]]), p.foliage[1])
    let streaks = ''
    for (let i = 0; i < 10; i++) {
      const x = between(st.random, 490, 640)
      streaks += `M${n(x)} ${n(between(st.random, 110, 160))}l${n(between(st.random, -3, 3))} ${n(between(st.random, 60, 130))}`
    }
    out += line(streaks, p.foliage[2], 3, opacity(0.45))
    for (const x of [460, 680]) out += circle(x, h + 40, 10, '#ffffff', opacity(0.7))
    // the steep green ridges of Tutuila dropping into the sea on the left
    out += path(smooth([[-20, HEIGHT + 10], [-20, 40], [100, 60], [200, 120], [300, 220], [380, h + 30], [420, 380], [300, HEIGHT + 10]]), vgrad(st, [0, p.foliage[1]], [1, p.foliage[2]]))
    out += leafline(st, -20, 330, 150, 16, 30, 14, [p.foliage[0], p.foliage[2]])
    // the reef: turquoise shallows and a white line of surf
    out += path(smooth([[300, 420], [500, 400], [700, 410], [WIDTH + 20, 404], [WIDTH + 20, HEIGHT + 10], [300, HEIGHT + 10]]), mix(p.water[0], st.detail('reef', '#f2a282'), 0.15))
    out += line(`M300 418Q500 396 ${WIDTH + 20} 402`, '#ffffff', 4, opacity(0.8))
    out += ripples(st, 350, WIDTH, h + 20, 390, 10, '#ffffff', 0.4)
    // a beach and coconut palms at the foot of the ridge
    out += blob([[-20, HEIGHT + 10], [-20, 440], [200, 436], [320, 470], [360, HEIGHT + 10]], vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    for (const [x, y, k, lean] of [[120, 460, 1.3, 0.5], [220, 470, 1, 0.7]] as number[][]) {
      const tx = x + lean * 50 * k
      const ty = y - 150 * k
      out += line(`M${x} ${y}Q${n(x + lean * 10)} ${n(y - 90 * k)} ${n(tx)} ${n(ty)}`, p.trunk, 7 * k)
      for (const a of [-2.7, -2.1, -1.5, -0.9, -0.3, 0.3]) {
        const len = 56 * k
        out += path(`M${n(tx)} ${n(ty)}Q${n(tx + Math.cos(a) * len * 0.5)} ${n(ty + Math.sin(a) * len * 0.6 - len * 0.2)} ${n(tx + Math.cos(a) * len)} ${n(ty + Math.sin(a) * len * 0.5 + len * 0.35)}Q${n(tx + Math.cos(a) * len * 0.5)} ${n(ty + Math.sin(a) * len * 0.6)} ${n(tx)} ${n(ty)}Z`, p.foliage[1])
      }
    }
    // a flying fox, the fruit bat of Samoa
    out += drawAnimal('Samoa flying fox', 300, 110, 70, st.detail('bat', '#4a3b36'), false)
    return { svg: out, ground: 478, waterLine: 360, clear: [300, 800] }
  },
}

// ------------------------------------------------------------------ North Cascades

const picketRange: LandmarkArt = {
  horizon: [292, 302],
  needs: ['snow', 'ice'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    const snow = st.detail('snow', '#f6f8fc')
    // the Picket Range: a row of jagged spires, hung with glaciers
    const spires: Point[] = [[-20, h - 20]]
    let x = -20
    while (x < WIDTH + 20) {
      const w = between(st.random, 30, 70)
      const top = h - between(st.random, 150, 240)
      spires.push([x + w * 0.3, lerp(top, h - 60, 0.5)], [x + w * 0.45, top + 10], [x + w * 0.5, top], [x + w * 0.58, top + 14], [x + w, h - between(st.random, 90, 130)])
      x += w
    }
    spires.push([WIDTH + 20, h - 20], [WIDTH + 20, h + 20], [-20, h + 20])
    let s = shape(spires, vgrad(st, [0, r[0]], [1, r[1]]))
    let shadeD = ''
    for (let i = 1; i + 4 < spires.length - 3; i += 5) shadeD += lines([spires[i + 2], spires[i + 3], spires[i + 4], [spires[i + 4][0], h], [spires[i + 2][0] + 4, h]])
    s += path(shadeD, r[2], opacity(0.45))
    // hanging glaciers: white tongues with blue crevasses below the spires
    const ice = st.detail('ice', '#dff2f8')
    for (let i = 0; i < 6; i++) {
      const gx = lerp(40, 760, (i + st.random()) / 6)
      const gy = h - between(st.random, 100, 140)
      s += path(smooth([[gx - 60, gy + 10], [gx - 20, gy - 10], [gx + 40, gy - 6], [gx + 70, gy + 20], [gx + 30, gy + 50], [gx - 10, gy + 60]]), vgrad(st, [0, snow], [1, ice]))
      s += line(`M${n(gx - 30)} ${n(gy + 14)}q20 6 40 0M${n(gx - 20)} ${n(gy + 30)}q20 6 40 0`, mix(ice, '#5aa8c8', 0.5), 2)
    }
    // dark conifer forest and a turquoise glacier-fed lake
    s += path(smooth([[-20, h + 40], [-20, h - 50], [200, h - 20], [400, h - 40], [600, h - 16], [WIDTH + 20, h - 44], [WIDTH + 20, h + 40]]), p.foliage[2])
    s += treeline(st, -20, WIDTH + 20, h + 10, 30, 60, 50, [p.foliage[2], p.foliage[1]])
    s += waterBody(st, h + 10, HEIGHT, p.water)
    s += ripples(st, 0, WIDTH, h + 30, HEIGHT - 10, 12, '#ffffff', 0.35)
    s += edgeConifers(st, 4, 488, 180, 250, [p.foliage[1], p.foliage[2]])
    return { svg: s, ground: 480, waterFront: true, clear: [-10, 120] }
  },
}

// ------------------------------------------------------------------ Olympic

const hohRainForest: LandmarkArt = {
  horizon: [300, 300],
  sky: false,
  needs: ['moss', 'mossDark', 'fern', 'bark'],
  draw(st) {
    const p = P(st)
    const moss = st.detail('moss', '#9cc44e')
    const mossDark = st.detail('mossDark', '#6a9a3a')
    const bark = st.detail('bark', '#6a5646')
    // green light through the canopy, trunks fading into the wet air
    let out = rect(-5, -5, WIDTH + 10, HEIGHT + 10, vgrad(st, [0, mix(p.foliage[0], '#e6f0d8', 0.4)], [0.6, mix(p.foliage[1], '#d8e6c8', 0.3)], [1, p.foliage[2]]))
    for (let i = 0; i < 10; i++) {
      const x = between(st.random, 0, WIDTH)
      out += rect(x, -5, between(st.random, 10, 22), 400, mix(mossDark, '#e0ead0', 0.55))
    }
    for (let i = 0; i < 5; i++) {
      const x = between(st.random, 100, 700)
      out += shape([[x, -5], [x + 40, -5], [x + 160, HEIGHT], [x + 60, HEIGHT]], '#fffbe0', opacity(0.12))
    }
    // bigleaf maples: crooked trunks and limbs wrapped and draped in moss
    for (const [x, w, lean] of [[170, 60, 1], [610, 74, -1]] as number[][]) {
      out += path(`M${n(x - w / 2)} ${HEIGHT + 10}C${n(x - w / 2)} 300 ${n(x - w * 0.3 + lean * 20)} 160 ${n(x + lean * 30)} -10L${n(x + lean * 30 + w * 0.7)} -10C${n(x + w * 0.4 + lean * 20)} 160 ${n(x + w / 2)} 300 ${n(x + w / 2 + 10)} ${HEIGHT + 10}Z`, hgrad(st, [0, moss], [0.6, mossDark], [1, bark]))
      // limbs reaching out, each hung with curtains of club moss
      for (const [y, dir, len] of [[170, lean, 200], [260, -lean, 150], [100, -lean, 130]] as number[][]) {
        const x0 = x + lean * 10
        const x1 = x0 + dir * len
        out += line(`M${n(x0)} ${n(y)}Q${n((x0 + x1) / 2)} ${n(y - 70)} ${n(x1)} ${n(y - 110)}`, mossDark, 16) + line(`M${n(x0)} ${n(y - 6)}Q${n((x0 + x1) / 2)} ${n(y - 76)} ${n(x1)} ${n(y - 116)}`, moss, 8)
        let drapes = ''
        for (let k = 0; k < 9; k++) {
          const t = (k + 0.5) / 9
          const dx = lerp(x0, x1, t)
          const dy = (1 - t) * (1 - t) * y + 2 * t * (1 - t) * (y - 70) + t * t * (y - 110)
          const len = between(st.random, 40, 120)
          drapes += `M${n(dx - 7)} ${n(dy)}Q${n(dx - 4)} ${n(dy + len * 0.5)} ${n(dx + between(st.random, -6, 6))} ${n(dy + len)}Q${n(dx + 6)} ${n(dy + len * 0.5)} ${n(dx + 7)} ${n(dy)}Z`
        }
        out += path(drapes, moss, opacity(0.9))
      }
    }
    // the forest floor: a mossy nurse log and a carpet of ferns
    out += rect(-5, 400, WIDTH + 10, 110, vgrad(st, [0, p.ground[0]], [1, p.ground[2]]))
    out += path(`M-10 440Q300 410 560 430L560 470Q300 452 -10 480Z`, mossDark) + path(`M-10 440Q300 410 560 430L560 442Q300 422 -10 452Z`, moss)
    for (const x of [120, 260, 400]) out += conifer(x, 432, 14, between(st.random, 26, 40), p.foliage[1], p.foliage[2])
    out += ferns(st, -10, WIDTH + 10, 420, HEIGHT + 6, 22, [st.detail('fern', '#4e9a3e'), p.foliage[1]])
    return { svg: out, ground: 476, clear: [100, 260] }
  },
}

// ------------------------------------------------------------------ Pinnacles

const highPeaks: LandmarkArt = {
  horizon: [300, 310],
  needs: ['lichen', 'condor'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    let out = hillRow(st, h - 30, 16, haze(st, p.foliage[1], 0.4))
    // the High Peaks: knobbly spires and crags of volcanic rock, rounded by weather
    const spires: [number, number, number][] = [[120, 60, 170], [210, 80, 230], [300, 56, 190], [380, 90, 250], [470, 60, 200], [560, 84, 220], [650, 56, 170], [730, 70, 140]]
    for (const [x, w, ht] of spires) {
      const base = h + 60
      // a crag built from stacked, rounded knobs
      let knobs = ''
      const count = 5
      for (let i = 0; i < count; i++) {
        const t = i / (count - 1)
        const kr = w * lerp(0.55, 0.28, t) * between(st.random, 0.85, 1.15)
        const kx = x + between(st.random, -w * 0.12, w * 0.12)
        const ky = base - ht * lerp(0.12, 0.9, t)
        knobs += `M${n(kx - kr)} ${n(ky + kr * 0.4)}C${n(kx - kr)} ${n(ky - kr * 1.1)} ${n(kx + kr)} ${n(ky - kr * 1.1)} ${n(kx + kr)} ${n(ky + kr * 0.4)}L${n(kx + kr * 1.1)} ${n(base)}L${n(kx - kr * 1.1)} ${n(base)}Z`
      }
      out += path(knobs, hgrad(st, [0, r[0]], [0.55, r[1]], [1, r[2]]))
      out += line(`M${n(x + w * 0.1)} ${n(base - ht * 0.85)}L${n(x + w * 0.18)} ${n(base - 10)}M${n(x - w * 0.2)} ${n(base - ht * 0.5)}L${n(x - w * 0.16)} ${n(base - 10)}`, r[2], 2, opacity(0.4))
      out += flowers(st, x - w * 0.3, x + w * 0.2, base - ht * 0.8, base - ht * 0.3, 2, [mix(st.detail('lichen', '#c8c25a'), r[1], 0.3)], 5)
    }
    // chaparral slopes at their feet
    out += groundBand(st, h + 50, p.ground[0], p.ground[1], 8)
    out += shrubs(st, -10, WIDTH + 10, h + 56, HEIGHT, 40, [p.foliage[1], p.foliage[2]], 1.3)
    // a California condor soaring: huge dark wings with white patches beneath
    const condor = st.detail('condor', '#2a2628')
    const cx = 560
    const cy = 110
    out += path(`M${cx} ${cy}Q${cx - 60} ${cy - 26} ${cx - 130} ${cy - 10}L${cx - 120} ${cy - 2}L${cx - 126} ${cy + 6}Q${cx - 60} ${cy - 6} ${cx} ${cy + 8}Q${cx + 60} ${cy - 6} ${cx + 126} ${cy + 6}L${cx + 120} ${cy - 2}L${cx + 130} ${cy - 10}Q${cx + 60} ${cy - 26} ${cx} ${cy}Z`, condor)
    out += path(`M${cx - 20} ${cy + 2}Q${cx - 60} ${cy - 10} ${cx - 100} ${cy - 4}Q${cx - 60} ${cy - 2} ${cx - 20} ${cy + 6}ZM${cx + 20} ${cy + 2}Q${cx + 60} ${cy - 10} ${cx + 100} ${cy - 4}Q${cx + 60} ${cy - 2} ${cx + 20} ${cy + 6}Z`, '#f1ece2', opacity(0.85))
    out += circle(cx, cy - 4, 6, '#e08a6a') + ellipse(cx, cy + 8, 8, 10, condor)
    return { svg: out, ground: 484 }
  },
}

// ------------------------------------------------------------------ Redwood

const redwoodGrove: LandmarkArt = {
  horizon: [300, 300],
  sky: false,
  needs: ['fog', 'fern', 'sorrel'],
  draw(st) {
    const p = P(st)
    const bark = p.rock
    const fog = st.detail('fog', '#eef2ee')
    // fog in the grove, with far trunks fading into it
    let out = rect(-5, -5, WIDTH + 10, HEIGHT + 10, vgrad(st, [0, mix(fog, p.skyTop, 0.3)], [0.7, fog], [1, mix(fog, p.foliage[1], 0.4)]))
    for (let i = 0; i < 12; i++) {
      const x = between(st.random, 0, WIDTH)
      out += rect(x, -5, between(st.random, 14, 30), 420, mix(bark[1], fog, 0.65))
    }
    // beams of sunlight slanting through the fog
    for (let i = 0; i < 4; i++) {
      const x = between(st.random, 200, 600)
      out += shape([[x, -5], [x + 50, -5], [x - 60, HEIGHT], [x - 160, HEIGHT]], '#fffbe6', opacity(0.18))
    }
    // the redwoods: huge, straight, furrowed trunks running out of the top of the picture
    for (const [x, w, base] of [[340, 40, 420], [500, 54, 430], [120, 110, 470], [700, 130, 480]] as number[][]) out += bigTrunk(st, x, w, base, bark[1], Math.round(w / 12))
    // sword ferns and redwood sorrel on the floor, and the trail between them
    out += rect(-5, 420, WIDTH + 10, 90, vgrad(st, [0, p.ground[0]], [1, p.ground[1]]))
    out += path(`M360 ${HEIGHT + 10}Q380 460 420 424L440 424Q440 460 480 ${HEIGHT + 10}Z`, mix(p.ground[0], '#c8b090', 0.4))
    out += flowers(st, -10, WIDTH + 10, 430, HEIGHT, 60, [st.detail('sorrel', '#8cc65a')], 8)
    out += ferns(st, -10, WIDTH + 10, 430, HEIGHT + 6, 18, [st.detail('fern', '#4e9a3e'), p.foliage[1]])
    return { svg: out, ground: 480, clear: [80, 160] }
  },
}

// ------------------------------------------------------------------ Sequoia

const generalSherman: LandmarkArt = {
  horizon: [300, 310],
  needs: ['granite', 'fence'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const bark = p.rock
    // the Giant Forest: other sequoias and firs in the light behind
    let out = rect(-5, h - 220, WIDTH + 10, 240, vgrad(st, [0, haze(st, p.foliage[1], 0.4)], [1, haze(st, p.foliage[2], 0.3)]), opacity(0.8))
    for (const [x, w] of [[80, 40], [690, 50], [740, 30]] as number[][]) out += bigTrunk(st, x, w, h + 40, haze(st, bark[1], 0.35), 3)
    for (let i = 0; i < 6; i++) out += conifer(between(st.random, 0, WIDTH), h + 40, 50, between(st.random, 120, 200), haze(st, p.foliage[2], 0.3), haze(st, shade(p.foliage[2], -0.2), 0.3))
    out += groundBand(st, h + 30, p.ground[0], p.ground[1])
    // the General Sherman Tree: an enormous cinnamon-red trunk with a scar from old fires
    out += bigTrunk(st, 400, 230, 440, bark[0], 14)
    out += path(`M360 440Q372 380 392 340Q408 380 420 440Z`, shade(bark[2], -0.3))
    // the fence around it and visitors, tiny beside it
    const fence = st.detail('fence', '#6f5a46')
    out += line(`M160 456Q400 430 640 456`, fence, 3) + line(`M160 470Q400 444 640 470`, fence, 3)
    for (let x = 170; x <= 630; x += 46) out += line(`M${x} ${n(448 + Math.pow((x - 400) / 240, 2) * 12)}v26`, fence, 3)
    out += hiker(150, 486, 34, '#3d4f7a', '#e6a23c') + hiker(186, 490, 26, '#6a3f7a', '#4f9fd6') + hiker(660, 488, 36, '#2e5e3a', '#c8503a')
    out += ferns(st, -10, 130, 460, HEIGHT + 6, 4, [p.foliage[1], p.foliage[2]])
    return { svg: out, ground: 486, clear: [120, 680] }
  },
}

// ------------------------------------------------------------------ Yosemite

const tunnelView: LandmarkArt = {
  horizon: [290, 300],
  needs: ['snow'],
  draw(st) {
    const p = P(st)
    const h = st.horizon
    const r = p.rock
    // the High Sierra far beyond the valley
    let out = range(st, { x0: 300, x1: 620, base: h - 90, high: 40, low: 20, count: 4, rock: r, fade: 0.5, snow: true, spread: [2, 3] })
    // Half Dome in the distance: a rounded back and one sheer, flat face
    out += path(`M420 ${h - 30}L428 ${h - 170}C430 ${h - 214} 452 ${h - 222} 480 ${h - 222}C530 ${h - 220} 570 ${h - 190} 600 ${h - 140}C620 ${h - 110} 640 ${h - 70} 660 ${h - 30}Z`, haze(st, r[0], 0.3))
    out += path(`M420 ${h - 30}L428 ${h - 170}C430 ${h - 214} 452 ${h - 222} 470 ${h - 222}L466 ${h - 30}Z`, haze(st, r[1], 0.25))
    out += line(`M440 ${h - 190}L438 ${h - 60}M452 ${h - 200}L450 ${h - 50}`, haze(st, r[2], 0.3), 2, opacity(0.5))
    // El Capitan on the left: a giant sheer wall of granite
    out += path(`M-20 ${HEIGHT + 10}L-20 60Q60 40 140 50Q200 60 230 110L250 ${h - 40}L290 ${h + 30}L270 ${HEIGHT + 10}Z`, hgrad(st, [0, r[0]], [0.7, r[1]], [1, r[2]]))
    let streaks = ''
    for (let i = 0; i < 16; i++) {
      const x = between(st.random, 20, 230)
      streaks += `M${n(x)} ${n(between(st.random, 70, 120))}l${n(between(st.random, -2, 2))} ${n(between(st.random, 60, 180))}`
    }
    out += line(streaks, r[2], 2, opacity(0.3))
    out += path(`M200 70Q220 90 230 110L250 ${h - 40}L290 ${h + 30}L240 ${h + 30}L214 140Z`, r[2], opacity(0.35))
    // Cathedral Rocks on the right with Bridalveil Fall pouring down
    out += path(`M${WIDTH + 20} ${HEIGHT + 10}L${WIDTH + 20} 90L720 110L660 150L620 200L580 ${h - 20}L560 ${h + 30}L600 ${HEIGHT + 10}Z`, hgrad(st, [0, r[1]], [1, r[2]]))
    const water = p.water
    out += path(`M660 150Q652 200 646 250L640 ${h + 10}L662 ${h + 10}Q664 230 672 152Z`, vgrad(st, [0, '#ffffff'], [1, water[0]]))
    out += steam(st, 650, h + 6, 50, 14, 0.5, 0.2)
    // the valley floor: a dark green sea of forest
    out += path(smooth([[200, h + 60], [240, h - 30], [400, h - 36], [560, h - 26], [620, h + 60]]), haze(st, p.foliage[2], 0.2))
    out += treeline(st, 220, 620, h - 28, 10, 24, 50, [haze(st, p.foliage[2], 0.1), haze(st, p.foliage[1], 0.1)])
    out += path(smooth([[-20, HEIGHT + 10], [-20, 380], [200, 360], [400, 340], [600, 350], [WIDTH + 20, 380], [WIDTH + 20, HEIGHT + 10]]), vgrad(st, [0, p.foliage[1]], [1, p.foliage[2]]))
    out += treeline(st, -20, WIDTH + 20, 360, 30, 70, 40, [p.foliage[2], p.foliage[1]])
    // the Tunnel View overlook: a stone wall in front
    out += path(`M-10 456H${WIDTH + 10}V${HEIGHT + 10}H-10Z`, vgrad(st, [0, r[1]], [1, r[2]]))
    out += line(`M-10 458H${WIDTH + 10}`, shade(r[0], 0.1), 4)
    let stones = ''
    for (let i = 0; i < 24; i++) stones += `M${n(between(st.random, 0, WIDTH))} ${n(between(st.random, 466, 496))}h${n(between(st.random, 14, 30))}`
    out += line(stones, r[2], 2, opacity(0.6))
    return { svg: out, ground: 458, clear: [-10, 300] }
  },
}

export const pacificArt = {
  'anacapa-arch': anacapaArch,
  'wizard-island': wizardIsland,
  badwater,
  'wheeler-bristlecone': wheelerBristlecone,
  'haleakala-crater': haleakalaCrater,
  halemaumau,
  'joshua-trees': joshuaTrees,
  'kings-canyon-valley': kingsCanyonValley,
  'lassen-peak': lassenPeak,
  'rainier-paradise': rainierParadise,
  'pola-island': polaIsland,
  'picket-range': picketRange,
  'hoh-rain-forest': hohRainForest,
  'high-peaks': highPeaks,
  'redwood-grove': redwoodGrove,
  'general-sherman': generalSherman,
  'tunnel-view': tunnelView,
} satisfies Partial<Record<LandmarkDrawing, LandmarkArt>>

