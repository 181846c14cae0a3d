// Writes a contact sheet of the built-in park art for review: every park's three scenes with its
// landmarks, what they are and the true colours they are painted in, on one self-contained page.
//   npm run art-sheet                 -> test-results/art-sheet.html
//   npm run art-sheet -- --out FILE   -> FILE
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { landmarksOf } from '~/data/landmarks'
import { REGIONS } from '~/data/park-types'
import { parks } from '~/data/parks'
import { PARK_SCENES } from '~/models/art.server'
import { drawParkArt } from '~/providers/illustrator'

const outIndex = process.argv.indexOf('--out')
const out = resolve(outIndex > -1 ? process.argv[outIndex + 1] : 'test-results/art-sheet.html')

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
// each picture is its own image, so the gradient ids of one scene can never clash with another's
const image = (svg: string, alt: string, width: number) =>
  `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" alt="${escape(alt)}" width="${width}" height="${width * 0.625}">`
const swatch = (label: string, colour: string) => `<span class="swatch" title="${escape(label)} ${colour}"><i style="background:${colour}"></i>${escape(label)}</span>`

let bytes = 0
let largest = 0
const sections = REGIONS.map((region) => {
  const cards = parks
    .filter((park) => park.region === region)
    .map((park) => {
      const scenes = Array.from({ length: PARK_SCENES }, (_, v) => drawParkArt(park, v))
      for (const svg of scenes) {
        bytes += svg.length
        largest = Math.max(largest, svg.length)
      }
      const own = landmarksOf(park.id)
      const landmarks = own
        ? own.landmarks.map((l) => `<li><b>${escape(l.name)}</b> <small>(${escape(l.drawing)})</small>: ${escape(l.what)}</li>`).join('')
        : '<li class="missing">No landmark in app/data/landmarks.ts</li>'
      const colours = own
        ? [
            ...(['rock', 'ground', 'plants', 'water'] as const).flatMap((m) => own.colours[m].map((c, i) => swatch(`${m} ${['light', 'mid', 'shadow'][i]}`, c))),
            ...Object.entries(own.colours.details).map(([name, c]) => swatch(name, c)),
          ].join('')
        : ''
      return `<article id="${park.id}">
  <h3>${escape(park.name)}</h3>
  <div class="scenes">${image(scenes[0], `${park.name}, scene 1`, 480)}<div>${scenes.slice(1).map((svg, i) => image(svg, `${park.name}, scene ${i + 2}`, 230)).join('')}</div></div>
  <ul>${landmarks}</ul>
  <p class="colours">${colours}</p>
</article>`
    })
  return `<section><h2>${escape(region)}</h2><div class="grid">${cards.join('\n')}</div></section>`
})

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Story Trails park art: contact sheet</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#223;background:#f6f3ee}
h1{margin:0 0 4px}h2{margin:32px 0 8px;border-bottom:2px solid #c8503a}
section .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(740px,1fr));gap:16px}
article{background:#fff;border-radius:10px;padding:12px 14px;box-shadow:0 1px 3px #0002}
h3{margin:0 0 8px}.scenes{display:flex;gap:8px}.scenes>div{display:flex;flex-direction:column;gap:8px}
img{border-radius:6px;display:block}ul{margin:8px 0;padding-left:18px}.missing{color:#b00}
.swatch{display:inline-flex;align-items:center;gap:3px;margin:0 8px 4px 0;font-size:11px;color:#556}
.swatch i{display:inline-block;width:14px;height:14px;border-radius:3px;border:1px solid #0003}
</style></head><body>
<h1>Park art contact sheet</h1>
<p>${parks.length} parks, ${parks.length * PARK_SCENES} scenes drawn by the built-in illustrator (largest ${(largest / 1024).toFixed(1)} KB, average ${(bytes / parks.length / PARK_SCENES / 1024).toFixed(1)} KB). Scene 1 is the morning picture used on park cards; scene 2 the afternoon (and the second landmark, when there is one); scene 3 dusk or night.</p>
${sections.join('\n')}
</body></html>
`

mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, html)
console.log(`Wrote ${out} (${parks.length} parks, ${(html.length / 1024 / 1024).toFixed(1)} MB)`)
