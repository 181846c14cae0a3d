// The 63 park scenes as a browser draws them: every park's first scene, served by the Worker from the
// art the seed wrote, is drawn small on a canvas, and no two look alike once the shared sky is masked.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { BASE_URL, launchBrowser, newPage, screenshot } from './support.mjs'

// Each scene is compared at 80 x 50 pixels, below the top 15 rows (the sky every scene shares).
const W = 80
const H = 50
const SKY_ROWS = 15
// Floors for two different parks, measured on the art (closest pairs: about 15 in colour and 12 in
// structure); the older scenes built only from scenery tags came as close as 7.6 and 6.9.
const COLOUR_FLOOR = 12
const STRUCTURE_FLOOR = 9

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** Mean absolute difference of the red, green and blue values below the sky. */
function colourDistance(a, b) {
  let sum = 0
  let count = 0
  for (let y = SKY_ROWS; y < H; y++) {
    for (let x = 0; x < W; x++) {
      for (let c = 0; c < 3; c++) {
        const i = (y * W + x) * 4 + c
        sum += Math.abs(a[i] - b[i])
        count++
      }
    }
  }
  return sum / count
}

/** Brightness below the sky with the picture's own mean taken away: its shapes, not its tint. */
function structure(pixels) {
  const values = []
  for (let y = SKY_ROWS; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4
      values.push(0.299 * pixels[i] + 0.587 * pixels[i + 1] + 0.114 * pixels[i + 2])
    }
  }
  const mean = values.reduce((s, v) => s + v, 0) / values.length
  return values.map((v) => v - mean)
}

const structureDistance = (a, b) => a.reduce((s, v, i) => s + Math.abs(v - b[i]), 0) / a.length

test('the 63 park scenes all differ from each other below the shared sky', async () => {
  const parks = await (await fetch(`${BASE_URL}/api/parks`)).json()
  assert.equal(parks.length, 63)
  const { page, context, problems } = await newPage(browser)
  // a page of our own origin, so the scenes can be read back from a canvas
  await page.goto('/privacy-policy')
  const urls = parks.map((park) => park.imageUrl)
  const drawn = await page.evaluate(
    async ({ urls, W, H }) => {
      const out = []
      for (const url of urls) {
        const img = new Image()
        img.src = url
        await img.decode()
        const canvas = document.createElement('canvas')
        canvas.width = W
        canvas.height = H
        const g = canvas.getContext('2d')
        g.drawImage(img, 0, 0, W, H)
        out.push({ url, natural: [img.naturalWidth, img.naturalHeight], pixels: Array.from(g.getImageData(0, 0, W, H).data) })
      }
      return out
    },
    { urls, W, H },
  )
  for (const scene of drawn) assert.deepEqual(scene.natural, [800, 500], scene.url)

  const shapes = drawn.map((scene) => structure(scene.pixels))
  const alike = []
  let closestColour = { distance: Infinity }
  let closestShape = { distance: Infinity }
  for (let i = 0; i < parks.length; i++) {
    for (let j = i + 1; j < parks.length; j++) {
      const colour = colourDistance(drawn[i].pixels, drawn[j].pixels)
      const shape = structureDistance(shapes[i], shapes[j])
      const pair = `${parks[i].id} / ${parks[j].id}`
      if (colour < closestColour.distance) closestColour = { distance: colour, pair }
      if (shape < closestShape.distance) closestShape = { distance: shape, pair }
      if (colour < COLOUR_FLOOR || shape < STRUCTURE_FLOOR) alike.push(`${pair}: colour ${colour.toFixed(1)}, structure ${shape.toFixed(1)}`)
    }
  }
  console.log(`closest in colour: ${closestColour.pair} (${closestColour.distance.toFixed(1)}); in structure: ${closestShape.pair} (${closestShape.distance.toFixed(1)})`)
  assert.deepEqual(alike, [], 'scenes that look alike')

  // a contact sheet of what was compared, to look at
  await page.setContent(
    `<body style="margin:0;display:grid;grid-template-columns:repeat(7,200px);gap:2px">${urls.map((url) => `<img src="${BASE_URL}${url}" width="200" height="125">`).join('')}</body>`,
  )
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))
  await screenshot(page, 'art-contact-sheet')
  assert.deepEqual(problems, [])
  await context.close()
})
