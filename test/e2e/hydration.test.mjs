import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { addChildInBrowser, launchBrowser, newPage, signIn, uniqueEmail, untilHydrated } from './support.mjs'

// The parts of a page kept in chunks of their own but rendered on the server (the signed-in top bar
// and home, the landing page a signed-out visit to a signed-in page shows) must hydrate with the rest
// of the page. Left behind, any update that re-renders them before their chunk arrives makes React
// throw their server HTML away (React error 421, which a slow phone met now and then).

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** Every chunk whose name matches `pattern` arrives `ms` late, as on a slow connection. */
async function slowChunks(page, pattern, ms = 1500) {
  const delayed = []
  await page.route(
    (url) => url.pathname.startsWith('/build/') && pattern.test(url.pathname),
    async (route) => {
      delayed.push(new URL(route.request().url()).pathname)
      await new Promise((resolve) => setTimeout(resolve, ms))
      await route.continue()
    },
  )
  return delayed
}

/**
 * Watches the page as it loads: from the moment React has hydrated the document's body, every element
 * matching `selector` must be hydrated too (React marks each element it owns with a `__reactFiber$` key).
 */
async function watchHydration(context, selector) {
  await context.addInitScript((watched) => {
    const owned = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
    const seen = { behind: [], watched: 0, done: false }
    window.__hydrationWatch = seen
    const timer = setInterval(() => {
      if (!document.body || !owned(document.body)) return
      const elements = [...document.querySelectorAll(watched)]
      const behind = elements.filter((element) => !owned(element))
      if (behind.length === 0) {
        seen.watched = elements.length
        seen.done = true
        clearInterval(timer)
      } else seen.behind.push(...behind.map((element) => element.outerHTML.slice(0, 80)))
    }, 5)
  }, selector)
}

/** The watched elements found not yet hydrated while the body was; it must have watched `count` of them. */
async function hydrationWatch(page, count) {
  await page.waitForFunction(() => window.__hydrationWatch?.done === true, undefined, { timeout: 15_000 })
  const { behind, watched } = await page.evaluate(() => window.__hydrationWatch)
  assert.equal(watched, count, 'the watched parts were on the page')
  return behind
}

test('a signed-in home hydrates whole, even when the top bar and the home come late', async () => {
  // Service workers would answer from their cache, out of reach of the slow route.
  const { page, context, problems } = await newPage(browser, { serviceWorkers: 'block' })
  await signIn(page, uniqueEmail('hydrate'))
  await addChildInBrowser(page, 'Wren', '2016-05-05')
  await watchHydration(context, 'nav[aria-label="Main"], #main h1')
  const delayed = await slowChunks(page, /\/(top-bar|signed-in-home)-[A-Z0-9]+\.js$/)
  await page.goto('/')
  // The top bar's two navs (wide screens and phones) and the home's heading.
  assert.deepEqual(await hydrationWatch(page, 3), [])
  assert.equal(delayed.length, 2, `both chunks were slowed: ${delayed.join(', ')}`)
  // And the page works: the top bar's menu opens, the home is the child's.
  await page.getByRole('heading', { name: 'Where will you explore today, Wren?' }).waitFor()
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor()
  assert.deepEqual(problems, [])
  await context.close()
})

test('a signed-out visit to a signed-in page hydrates its landing page whole, even when it comes late', async () => {
  const { page, context, problems } = await newPage(browser, { serviceWorkers: 'block' })
  await watchHydration(context, 'main h1')
  const delayed = await slowChunks(page, /\/landing-page-[A-Z0-9]+\.js$/)
  await page.goto('/stats')
  assert.deepEqual(await hydrationWatch(page, 1), [])
  assert.equal(delayed.length, 1)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  assert.deepEqual(problems, [])
  await context.close()
})

test("the top bar's menus work before Radix's menu has come: pressed, they open as it arrives", async () => {
  const { page, context, problems } = await newPage(browser, { serviceWorkers: 'block' })
  await signIn(page, uniqueEmail('menu'))
  await addChildInBrowser(page, 'Juniper', '2016-05-05')
  // The menu's parts are not among the scripts a page needs to hydrate; here they come 2 s late.
  const delayed = await slowChunks(page, /\/dropdown-menu-parts-[A-Z0-9]+\.js$/, 2000)
  await page.goto('/')
  const account = page.getByRole('button', { name: 'Account menu' })
  await untilHydrated(account)
  // Until then the trigger is a plain button that reads as a closed menu button.
  assert.deepEqual(await account.evaluate((button) => [button.getAttribute('aria-haspopup'), button.getAttribute('aria-expanded'), button.id]), ['menu', 'false', ''])
  await account.click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor()
  assert.equal(delayed.length, 1, 'the press came before the parts')
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'menu')
  await page.keyboard.press('Escape')
  await page.getByRole('menu').waitFor({ state: 'detached' })
  // Radix gives focus back to the trigger a task after the menu has gone (FocusScope's setTimeout on
  // unmount): read it once it lands, or fail if it never does.
  await page.waitForFunction(() => document.activeElement?.querySelector('.sr-only')?.textContent === 'Account menu', undefined, { timeout: 5_000 })
  await context.close()

  // From the keyboard: focused before the parts come, the trigger keeps focus when Radix's takes its place.
  const second = await newPage(browser, { serviceWorkers: 'block' })
  await signIn(second.page, uniqueEmail('menu-keys'))
  await addChildInBrowser(second.page, 'Rowan', '2017-05-05')
  await slowChunks(second.page, /\/dropdown-menu-parts-[A-Z0-9]+\.js$/, 2000)
  await second.page.goto('/')
  const childMenu = second.page.getByRole('button', { name: /^Rowan ?, choose a child$/ })
  await untilHydrated(childMenu)
  await childMenu.focus()
  await second.page.waitForFunction(() => document.activeElement?.id.startsWith('radix-'), undefined, { timeout: 15_000 })
  await second.page.keyboard.press('Enter')
  await second.page.getByRole('menuitem', { name: 'Add Child' }).waitFor()
  // Opened from the keyboard, the menu puts focus on its first item, the child.
  assert.deepEqual(await second.page.evaluate(() => [document.activeElement?.getAttribute('role'), document.activeElement?.querySelector('.truncate')?.textContent]), ['menuitem', 'Rowan'])
  assert.deepEqual([...problems, ...second.problems], [])
  await second.context.close()
})
