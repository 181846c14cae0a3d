import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { mapItems, mapSnapshot, openParkOnMap, parksInView, settle, showParkMap, zoomInKeepsCentre } from './park-map.mjs'
import { addChildInBrowser, launchBrowser, newPage, screenshot, signIn, uniqueEmail } from './support.mjs'

const PHONE = { width: 375, height: 812, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
const UTAH_PARKS = ['arches', 'bryce-canyon', 'canyonlands', 'capitol-reef', 'zion']

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

async function homeWithChild(page, name) {
  await signIn(page, uniqueEmail('phone'))
  await addChildInBrowser(page, name, '2017-05-05')
  await page.goto('/')
  await page.getByRole('heading', { name: `Where will you explore today, ${name}?` }).waitFor()
  await showParkMap(page)
  await page.locator('.park-map').scrollIntoViewIfNeeded()
  await settle(page)
}

/** The parks the child can open, as the list names them (ids on its entries). */
async function openParkIds(page) {
  // The list is hidden behind the map on a phone; its entries are still there to read.
  return page.locator('section[aria-label="Park list"] button[data-park-id]:not([aria-disabled])').evaluateAll((buttons) => buttons.map((button) => button.dataset.parkId))
}

async function closeDialog(page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).tap()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

// Radix gives focus back on a timer just after the dialog has left the page, so wait a moment for it.
async function expectFocusBackOn(page, parkId) {
  const focused = () => page.evaluate(() => document.activeElement?.dataset.parkId)
  await page.waitForFunction((id) => document.activeElement?.dataset.parkId === id, parkId, { timeout: 2000 }).catch(() => {})
  assert.equal(await focused(), parkId)
}

test('on a phone the free parks all start in view, every tap target is 44 px and on top, and Zion, Grand Canyon and Yellowstone open from the map', async () => {
  const { page, context, problems } = await newPage(browser, PHONE)
  await homeWithChild(page, 'Sky')

  // Every park the child can open (the 19 of Intermountain, all in the lower 48) is in view at load,
  // on its own or in a cluster.
  const free = await openParkIds(page)
  assert.equal(free.length, 19)
  const inView = await parksInView(page)
  for (const parkId of free) assert.ok(inView.includes(parkId), `${parkId} is off screen at load`)

  // Each marker and cluster is a 44 px target that no neighbour covers.
  const items = (await mapItems(page)).filter((item) => item.inside)
  assert.ok(items.some((item) => item.kind === 'cluster'), 'close parks are clustered')
  for (const item of items) {
    assert.ok(item.width >= 44 && item.height >= 44, `${item.parkIds} is ${item.width}x${item.height}`)
    assert.ok(item.uncovered, `${item.parkIds} is covered by a neighbour`)
  }
  assert.ok(
    items.filter((item) => item.kind === 'cluster').every((item) => item.label === `${item.parkIds.length} parks: zoom in`),
    'a cluster says how many parks it holds',
  )
  await screenshot(page, 'map-phone-375')

  // The + button zooms in about the middle of the map, and the middle is among the child's parks: the
  // old map started over Kansas, east of every free park, so zooming in pushed them all off screen.
  await zoomInKeepsCentre(page, { tap: true })
  const around = (await mapItems(page)).filter((item) => item.parkIds.some((parkId) => free.includes(parkId)))
  assert.ok(Math.min(...around.map((item) => item.dx)) < 0 && Math.max(...around.map((item) => item.dx)) > 0, 'free parks on both sides of the middle')
  assert.ok(Math.min(...around.map((item) => item.dy)) < 0 && Math.max(...around.map((item) => item.dy)) > 0, 'free parks above and below the middle')

  // Zion through its clusters, with taps; the dialog is Zion's.
  await openParkOnMap(page, 'zion', { tap: true })
  await page.getByRole('dialog').getByRole('heading', { name: 'Zion National Park' }).waitFor()
  await screenshot(page, 'map-phone-zion-dialog-375', { fullPage: false })

  // Closing the dialog (focus goes back to Zion's marker), a revalidation of the page's data with the
  // re-render it brings, and the address bar folding away (a resize) leave the map where it was.
  const before = await page.evaluate(() => document.querySelector('.park-map').getBoundingClientRect().top)
  const snapshot = await mapSnapshot(page)
  await closeDialog(page)
  await expectFocusBackOn(page, 'zion')
  assert.deepEqual(await mapSnapshot(page), snapshot)
  assert.equal(await page.evaluate(() => document.querySelector('.park-map').getBoundingClientRect().top), before)
  await page.evaluate(() => window.__remixRouter.revalidate())
  await page.waitForFunction(() => window.__remixRouter.state.revalidation === 'idle')
  assert.deepEqual(await mapSnapshot(page), snapshot)
  await page.setViewportSize({ width: 375, height: 740 })
  assert.deepEqual(await mapSnapshot(page), snapshot)
  await page.setViewportSize({ width: 375, height: 812 })
  assert.deepEqual(await mapSnapshot(page), snapshot)
  await screenshot(page, 'map-phone-utah-375')

  // Zoomed in on Utah, + still keeps Utah in the middle.
  await zoomInKeepsCentre(page, { tap: true })

  // Back out to the lower 48 with the jump button, then the Grand Canyon and Yellowstone.
  for (const [parkId, heading] of [
    ['grand-canyon', 'Grand Canyon National Park'],
    ['yellowstone', 'Yellowstone National Park'],
  ]) {
    await page.getByRole('button', { name: 'Lower 48', exact: true }).tap()
    await openParkOnMap(page, parkId, { tap: true })
    await page.getByRole('dialog').getByRole('heading', { name: heading }).waitFor()
    await closeDialog(page)
  }
  assert.deepEqual(problems, [])
  await context.close()
})

test('on a phone the park list finds the Utah parks by state and opens Zion from the keyboard', async () => {
  const { page, context, problems } = await newPage(browser, PHONE)
  await homeWithChild(page, 'Wren')
  const snapshot = await mapSnapshot(page)

  // The list takes the map's place: the page gets no longer.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.getByRole('button', { name: 'List', exact: true, pressed: false }).tap()
  const list = page.getByRole('region', { name: 'Park list' })
  await list.waitFor()
  assert.equal(await page.locator('.park-map').isVisible(), false)
  const listHeight = await page.evaluate(() => document.documentElement.scrollHeight)
  assert.ok(listHeight <= height, `the page grew from ${height} to ${listHeight} px with the list`)

  const search = list.getByRole('searchbox', { name: 'Find a park' })
  await search.fill('utah')
  await list.getByText('5 parks found').waitFor()
  assert.deepEqual(await list.locator('button[data-park-id]').evaluateAll((buttons) => buttons.map((button) => button.dataset.parkId)), UTAH_PARKS)
  const zion = list.locator('button[data-park-id="zion"]')
  await zion.getByText('Zion National Park').waitFor()
  await zion.getByText('Utah').waitFor()
  await zion.getByText('Available', { exact: true }).waitFor()
  await screenshot(page, 'park-list-utah-375', { fullPage: false })

  // Keyboard only: Tab from the search box to Zion, Enter opens Zion's dialog, Escape comes back to it.
  await search.focus()
  for (let step = 0; step < 10; step++) {
    await page.keyboard.press('Tab')
    if ((await page.evaluate(() => document.activeElement?.dataset.parkId)) === 'zion') break
  }
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.parkId), 'zion')
  await page.keyboard.press('Enter')
  await page.getByRole('dialog').getByRole('heading', { name: 'Zion National Park' }).waitFor()
  // The dialog takes focus once it is ready for keys.
  await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement))
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await expectFocusBackOn(page, 'zion')

  // A locked park says how to unlock it, in the marker tooltip's words, and opens nothing.
  await search.fill('olympic')
  const olympic = list.locator('button[data-park-id="olympic"]')
  await olympic.getByText('Locked Region').waitFor()
  await olympic.getByText('unlock the Pacific region to explore').waitFor()
  assert.equal(await olympic.getAttribute('aria-disabled'), 'true')
  // Playwright taps nothing aria-disabled, so the finger goes down on the spot itself.
  const box = await olympic.boundingBox()
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  await page.waitForTimeout(300)
  assert.equal(await page.getByRole('dialog').count(), 0)

  // A search that finds nothing says so kindly.
  await search.fill('atlantis')
  await list.getByText("We couldn't find a park or a state called “atlantis”.").waitFor()
  await list.getByRole('button', { name: 'Show all parks' }).tap()
  await list.getByText('63 parks, 19 open to explore').waitFor()

  // Back on the map, it is where it was.
  await page.getByRole('button', { name: 'Map', exact: true, pressed: false }).tap()
  await page.locator('.park-map').waitFor()
  assert.deepEqual(await mapSnapshot(page), snapshot)
  assert.deepEqual(problems, [])
  await context.close()
})
