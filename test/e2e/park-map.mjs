// Helpers for the journeys that use the park map: what is on it, where, and opening a park through
// its clusters as a child would (a click or a tap on what is on top, never a forced one).
import assert from 'node:assert/strict'

/**
 * Scrolls to the map as a child would and waits for its parks: the map is built when it comes near
 * the screen (park-map-section.tsx), which on a phone is below the first screen of the home page.
 */
export async function showParkMap(page) {
  // The section, not the map: the placeholder in it is swapped for the map as it comes into view.
  await page.locator('#park-map').evaluate((section) => section.scrollIntoView({ block: 'start' }))
  await page.locator('.park-map .park-marker, .park-map .park-cluster').first().waitFor()
  // The map's stylesheets are not in the page as served; they come with the map, before it draws.
  const looks = await page.evaluate(() => {
    const map = document.querySelector('.park-map')
    const dot = document.querySelector('.park-map .park-marker__dot')
    return {
      overflow: getComputedStyle(map).overflow, // leaflet.css
      water: getComputedStyle(map).backgroundColor, // park-map.css
      glyph: dot ? getComputedStyle(dot).backgroundImage.startsWith('url("data:image/svg+xml') : true, // tailwind.css
    }
  })
  assert.deepEqual(looks, { overflow: 'hidden', water: 'rgb(201, 226, 239)', glyph: true }, "the map's stylesheets apply")
}

/** Markers and clusters on the map, with their boxes and whether they lie wholly inside the map's box. */
export async function mapItems(page) {
  return page.evaluate(() => {
    const map = document.querySelector('.park-map')
    const box = map.getBoundingClientRect()
    return [...map.querySelectorAll('.park-marker, .park-cluster')].map((element) => {
      const rect = element.getBoundingClientRect()
      const centre = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
      const inside = rect.left >= box.left && rect.right <= box.right && rect.top >= box.top && rect.bottom <= box.bottom
      // What a finger on the middle of it would touch: itself, or a neighbour lying over it.
      const onTop = inside ? document.elementFromPoint(centre.x, centre.y) : null
      return {
        kind: element.classList.contains('park-cluster') ? 'cluster' : 'marker',
        parkId: element.dataset.parkId ?? null,
        parkIds: element.dataset.parkIds ? element.dataset.parkIds.split(' ') : [element.dataset.parkId],
        status: element.dataset.status ?? null,
        label: element.getAttribute('aria-label'),
        // Position within the map, so scrolling the page changes nothing.
        x: rect.left - box.left,
        y: rect.top - box.top,
        width: rect.width,
        height: rect.height,
        // Offset of its centre from the map's centre.
        dx: centre.x - (box.left + box.width / 2),
        dy: centre.y - (box.top + box.height / 2),
        inside,
        uncovered: onTop !== null && element.contains(onTop),
      }
    })
  })
}

/** Waits until nothing on the map moves: zooms, flights and cluster animations have finished. */
export async function settle(page) {
  let last = ''
  let still = 0
  for (let attempt = 0; attempt < 60 && still < 3; attempt++) {
    await page.waitForTimeout(100)
    const now = JSON.stringify((await mapItems(page)).map(({ parkIds, x, y }) => [parkIds, Math.round(x), Math.round(y)]))
    still = now === last ? still + 1 : 0
    last = now
  }
  assert.ok(still >= 3, 'the map never came to rest')
}

/** The parks in view: each marker's park and each cluster's parks, for items wholly inside the map. */
export async function parksInView(page) {
  return (await mapItems(page)).filter((item) => item.inside).flatMap((item) => item.parkIds)
}

/**
 * Taps (or clicks) a park's clusters until the park has a marker of its own, and returns that marker.
 * Playwright only taps what a finger would reach: the element must be on top where it taps.
 */
export async function revealParkOnMap(page, parkId, { tap = false } = {}) {
  const marker = page.locator(`.park-map .park-marker[data-park-id="${parkId}"]`)
  for (let step = 0; step < 10; step++) {
    await settle(page)
    const items = (await mapItems(page)).filter((item) => item.inside)
    if (items.some((item) => item.kind === 'marker' && item.parkId === parkId)) return marker
    const cluster = items.find((item) => item.kind === 'cluster' && item.parkIds.includes(parkId))
    assert.ok(cluster, `${parkId} is not in view, neither on its own nor in a cluster`)
    assert.match(cluster.label, /^\d+ parks: zoom in$/)
    const element = page.locator(`.park-map .park-cluster[data-park-ids~="${parkId}"]`)
    await (tap ? element.tap() : element.click())
  }
  assert.fail(`${parkId} never got a marker of its own`)
}

/** Opens a park from the map, through its clusters, with a tap or a click on its own marker. */
export async function openParkOnMap(page, parkId, { tap = false } = {}) {
  const marker = await revealParkOnMap(page, parkId, { tap })
  await (tap ? marker.tap() : marker.click())
}

/**
 * The map's + button zooms in about the map's centre, so a marker near the centre moves out to twice
 * its offset; a map that jumped elsewhere (to Kansas, say) would move it anywhere else.
 */
export async function zoomInKeepsCentre(page, { tap = false } = {}) {
  await settle(page)
  const markers = (await mapItems(page)).filter((item) => item.kind === 'marker' && item.inside)
  assert.ok(markers.length > 0, 'no single marker in view to measure the zoom by')
  const near = markers.reduce((best, item) => (Math.hypot(item.dx, item.dy) < Math.hypot(best.dx, best.dy) ? item : best))
  const zoomIn = page.getByRole('button', { name: 'Zoom in', exact: true })
  await (tap ? zoomIn.tap() : zoomIn.click())
  await settle(page)
  const after = (await mapItems(page)).find((item) => item.kind === 'marker' && item.parkId === near.parkId)
  assert.ok(after, `${near.parkId} left the map when it zoomed in`)
  assert.ok(
    Math.abs(after.dx - 2 * near.dx) <= 3 && Math.abs(after.dy - 2 * near.dy) <= 3,
    `zooming in moved the map: ${near.parkId} went from (${near.dx}, ${near.dy}) to (${after.dx}, ${after.dy}) from the centre`,
  )
}

/** Where everything on the map is, to compare before and after something that must not move it. */
export async function mapSnapshot(page) {
  await settle(page)
  return (await mapItems(page)).map(({ parkIds, x, y }) => `${parkIds.join('+')}@${Math.round(x)},${Math.round(y)}`).sort()
}
