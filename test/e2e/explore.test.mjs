import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { mapItems, openParkOnMap, parksInView, settle, showParkMap } from './park-map.mjs'
import { addChildInBrowser, launchBrowser, newPage, screenshot, signIn, uniqueEmail } from './support.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

test('a parent adds a child, explores the map, opens a park, reaches the story start page and the team picker', async () => {
  const { page, context, problems } = await newPage(browser)
  await signIn(page, uniqueEmail('map'))

  // Consent is required: without it nothing is added.
  await page.goto('/account?tab=children')
  await page.getByRole('button', { name: 'Add Child' }).first().click()
  await page.getByLabel("Child's Name").fill('Juniper Lee')
  await page.getByLabel('Birthday', { exact: true }).fill('2017-06-15')
  await page.getByRole('button', { name: 'Add Child' }).last().click()
  await page.getByText(/Please confirm you are this child's parent or guardian/).first().waitFor()
  assert.equal(await page.getByRole('list', { name: 'Children' }).getByRole('listitem').count(), 0)

  await page.getByRole('checkbox', { name: /parent or legal guardian/ }).check()
  await page.getByRole('button', { name: 'Add Child' }).last().click()
  await page.getByText('Child Added!', { exact: true }).waitFor()
  await page.getByRole('list', { name: 'Children' }).getByText('Juniper Lee').waitFor()

  await page.goto('/')
  await page.getByRole('heading', { name: 'Where will you explore today, Juniper Lee?' }).waitFor()
  assert.equal(await page.getByTestId('stat-parks-explored').textContent(), '0')
  await page.getByText('out of 19 unlocked').waitFor()
  assert.equal(await page.getByTestId('locked-region').count(), 3)

  // The map arrives after the page. Close parks share a cluster, so the legend counts the parks: all 63,
  // the 19 of the free region available. Each of those is in view at load, on its own or in a cluster,
  // and nothing on the map lies over a neighbour.
  await showParkMap(page)
  const legend = page.getByRole('list', { name: 'Map legend' })
  assert.equal(await legend.getByRole('listitem').filter({ hasText: 'Available' }).textContent(), 'Available19 parks')
  assert.equal(await legend.getByRole('listitem').filter({ hasText: 'Locked Region' }).textContent(), 'Locked Region44 parks')
  await page.locator('.park-map').scrollIntoViewIfNeeded()
  await settle(page)
  const free = await page.locator('section[aria-label="Park list"] button[data-park-id]:not([aria-disabled])').evaluateAll((buttons) => buttons.map((button) => button.dataset.parkId))
  assert.equal(free.length, 19)
  const inView = await parksInView(page)
  for (const parkId of free) assert.ok(inView.includes(parkId), `${parkId} is off screen at load`)
  for (const item of (await mapItems(page)).filter((item) => item.inside)) assert.ok(item.uncovered, `${item.parkIds} is covered by a neighbour`)
  await screenshot(page, 'home-1280')

  // A locked marker says so on hover, and does nothing when clicked (a real click on the spot:
  // Playwright clicks nothing aria-disabled).
  await page.getByRole('button', { name: 'Alaska', exact: true }).click()
  await settle(page)
  const denali = page.locator('.park-marker--locked[data-park-id="denali"]')
  await denali.hover()
  await page.getByText('Denali National Park and Preserve: unlock the Alaska region to explore').waitFor()
  const denaliBox = await denali.boundingBox()
  await page.mouse.click(denaliBox.x + denaliBox.width / 2, denaliBox.y + denaliBox.height / 2)
  await page.waitForTimeout(300)
  assert.equal(await page.getByRole('dialog').count(), 0)

  // Yellowstone and Grand Teton lie close together: clicking Yellowstone (through their cluster) opens
  // Yellowstone, not its neighbour.
  await page.getByRole('button', { name: 'Lower 48', exact: true }).click()
  await openParkOnMap(page, 'yellowstone')
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('heading', { name: 'Yellowstone National Park' }).waitFor()
  await screenshot(page, 'yellowstone-dialog-1280', { fullPage: false })
  await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement))
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  // An unlocked one opens the park dialog.
  await page.getByRole('button', { name: 'Lower 48', exact: true }).click()
  await openParkOnMap(page, 'zion')
  await dialog.getByRole('heading', { name: 'Zion National Park' }).waitFor()
  await dialog.getByText(/\d+ Available/).waitFor()
  // The park's field kit, to print for a visit: a link at least 44 px tall.
  const kit = dialog.getByRole('link', { name: 'Field kit (PDF)' })
  assert.equal(await kit.getAttribute('href'), '/parks/zion/field-kit.pdf')
  assert.ok((await kit.boundingBox()).height >= 44, 'the field kit link is at least 44 px tall')
  await dialog.getByRole('link', { name: 'Start New Story' }).click()

  await page.waitForURL((url) => url.pathname === '/story/start/zion')
  await page.getByText('Story Cost: 1 Credit').waitFor()
  await page.getByRole('button', { name: 'Choose Your Team' }).click()
  const picker = page.getByRole('dialog')
  await picker.getByRole('heading', { name: 'Choose your team' }).waitFor()
  const create = picker.getByRole('button', { name: 'Create My Story (1 credit)' })
  assert.equal(await create.isDisabled(), true)
  await picker.getByRole('radiogroup').first().getByRole('radio').first().click()
  assert.equal(await create.isDisabled(), true)
  await picker.getByRole('radiogroup').last().getByRole('radio').nth(1).click()
  await screenshot(page, 'team-picker-1280', { fullPage: false })
  await page.setViewportSize({ width: 375, height: 812 })
  await screenshot(page, 'team-picker-375', { fullPage: false })
  await page.setViewportSize({ width: 1280, height: 800 })
  assert.deepEqual(problems, [])
  await context.close()
})

test('home and the story start page on a phone', async () => {
  const { page, context } = await newPage(browser, { width: 375, height: 812 })
  await signIn(page, uniqueEmail('phone-map'))
  await addChildInBrowser(page, 'Rio', '2018-02-02')
  const mapCode = []
  page.on('request', (request) => {
    if (/\/park-map\.client-[A-Z0-9]+\.js$/.test(request.url())) mapCode.push(request.url())
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  // On a phone the map starts below the first screen: it is built when the child scrolls to it, so
  // Leaflet and the 63 markers are no part of the page becoming interactive.
  assert.equal(await page.getByText('Loading the map...').count(), 1)
  assert.deepEqual(mapCode, [])
  await showParkMap(page)
  assert.equal(mapCode.length, 1)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`)
  await screenshot(page, 'home-375')
  await page.goto('/story/start/arches')
  await page.getByText('Story Cost: 1 Credit').waitFor()
  await screenshot(page, 'story-start-375')
  await context.close()
})

test("a park whose card could not be fetched says so in its dialog, and opens on Try Again", async () => {
  const { page, context } = await newPage(browser)
  await signIn(page, uniqueEmail('cards-offline'))
  await addChildInBrowser(page, 'Juno', '2017-06-06')
  // The first fetch of the cards fails, as on a dropped connection; the next one goes through.
  let failures = 0
  await page.route('**/api/parks/cards', (route) => (failures++ === 0 ? route.abort('internetdisconnected') : route.continue()))
  await page.goto('/', { waitUntil: 'networkidle' })
  await page.getByRole('region', { name: 'Park list' }).getByRole('button', { name: /Zion National Park/ }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('heading', { name: 'This park could not open' }).waitFor()
  await dialog.getByText('Please check your connection and try again.').waitFor()
  await screenshot(page, 'park-card-failed-1280', { fullPage: false })
  // On a phone too: the message and the button fit the narrow dialog.
  await page.setViewportSize({ width: 375, height: 812 })
  await screenshot(page, 'park-card-failed-375', { fullPage: false })
  await dialog.getByRole('button', { name: 'Try Again' }).click()
  await dialog.getByRole('heading', { name: 'Zion National Park' }).waitFor()
  await dialog.getByRole('link', { name: 'Start New Story' }).waitFor()
  assert.equal(failures, 2)
  await context.close()
})

test('choosing another child in the top bar switches home to that child', async () => {
  const { page, context } = await newPage(browser)
  await signIn(page, uniqueEmail('siblings'))
  await addChildInBrowser(page, 'Ada', '2016-03-03')
  await addChildInBrowser(page, 'Bodhi', '2014-04-04')
  await page.goto('/')
  await page.getByRole('heading', { name: 'Where will you explore today, Ada?' }).waitFor()
  await page.getByRole('button', { name: /choose a child/ }).click()
  await page.getByRole('menuitem', { name: /Bodhi/ }).click()
  await page.getByRole('heading', { name: 'Where will you explore today, Bodhi?' }).waitFor()
  // The choice is the server's too: a fresh load renders Bodhi straight away.
  await page.reload()
  await page.getByRole('heading', { name: 'Where will you explore today, Bodhi?' }).waitFor()
  assert.equal(await page.evaluate(() => localStorage.getItem('activeChildId')) !== null, true)
  await context.close()
})

test('removing a child asks first, says "Child Removed" and the child is gone', async () => {
  const { page, context, problems } = await newPage(browser)
  await signIn(page, uniqueEmail('remove'))
  await addChildInBrowser(page, 'Wren', '2018-03-02')
  await addChildInBrowser(page, 'Ada', '2016-09-20')
  const children = page.getByRole('list', { name: 'Children' })
  await children.getByText('Wren').waitFor()

  // The dialog's code arrives with the first tap (ui/dialog.tsx); closing it gives focus back to the
  // button that opened it, and its close button is a full 44 px target.
  await page.getByRole('button', { name: 'Remove Wren' }).click()
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' })
  const box = await close.boundingBox()
  assert.ok(box && box.width >= 44 && box.height >= 44, `close button is ${box?.width}x${box?.height}`)
  await close.click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  // Radix hands focus back a tick after the dialog has gone.
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Remove Wren', null, { timeout: 2_000 })

  await page.getByRole('button', { name: 'Remove Wren' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Keep Wren' }).click()
  await children.getByText('Wren').waitFor()

  await page.getByRole('button', { name: 'Remove Wren' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove Child' }).click()
  await page.getByText('Child Removed', { exact: true }).waitFor()
  await children.getByText('Ada').waitFor()
  // The notice comes with the answer, while the page reloads its data (children-tab.tsx): the row
  // goes when that reload ends, which the service worker's extra hop can make a moment later.
  await children.getByText('Wren').waitFor({ state: 'detached' })
  assert.equal(await children.getByText('Wren').count(), 0)
  assert.deepEqual(problems, [])
  await context.close()
})
