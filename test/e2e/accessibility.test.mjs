import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { after, before, test } from 'node:test'
import { addChildInBrowser, launchBrowser, newPage, readCodeFromMailbox, signIn, uniqueEmail, untilHydrated } from './support.mjs'

// axe-core, pinned in package.json, run inside each page as a browser extension would.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** What axe-core finds against WCAG 2.1 AA on the page as it stands, one line per rule. */
async function violations(page, label) {
  await page.waitForLoadState('load')
  // Let the page settle: hydration, the map's chunk, a toast sliding in.
  await page.waitForTimeout(400)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const found = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), WCAG_21_AA)
  return found.violations.map(
    (rule) => `${label}: ${rule.id} (${rule.impact}) ${rule.help} - ${rule.nodes.length} at ${rule.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`,
  )
}

async function finishStoryWithQuiz(page, parkId) {
  await page.goto(`/story/start/${parkId}`)
  await page.getByRole('button', { name: 'Quick Start (1 credit)' }).click()
  await page.waitForURL(/\/story\/[\w-]+$/)
  const reader = page.url()
  await page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
  await page.getByLabel('Make this the final chapter and end the story').check()
  await page.getByRole('region', { name: 'What happens next?' }).getByRole('button').first().click()
  await page.getByRole('link', { name: 'View Summary' }).waitFor({ timeout: 20_000 })
  await page.getByRole('link', { name: 'View Summary' }).click()
  const summary = page.url()
  await page.getByRole('link', { name: 'Take Quiz' }).click()
  await page.getByText(/Question 1 of 10/).waitFor({ timeout: 20_000 })
  return { reader, summary, quiz: page.url() }
}

test('axe-core finds nothing against WCAG 2.1 AA on every main page, at 1280 and 375 px', async () => {
  const { page, context, problems } = await newPage(browser, { width: 1280, height: 800 })
  const signedOut = ['/', '/travel', '/sign-in']
  // The pages need a family with a child, a finished story and a quiz underway.
  const visitor = await newPage(browser, { width: 1280, height: 800 })
  const found = []
  for (const width of [1280, 375]) {
    await visitor.page.setViewportSize({ width, height: width === 375 ? 812 : 800 })
    for (const path of signedOut) {
      await visitor.page.goto(path)
      found.push(...(await violations(visitor.page, `${width} ${path}`)))
    }
  }
  await visitor.context.close()

  await signIn(page, uniqueEmail('axe'))
  await addChildInBrowser(page, 'Juniper', '2016-06-01')
  const { reader, summary, quiz } = await finishStoryWithQuiz(page, 'zion')
  const pages = ['/', '/account', '/account?tab=children', '/account?tab=credits', '/library', '/badges', '/stats', '/trail-buddies', reader, summary, quiz, '/checkout?type=credits']
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 })
    for (const path of pages) {
      await page.goto(path)
      if (path === quiz) await page.getByText(/Question \d+ of 10/).waitFor({ timeout: 20_000 })
      if (path.startsWith('/checkout')) await page.getByText('Test mode: no card is charged').waitFor({ timeout: 20_000 })
      found.push(...(await violations(page, `${width} ${new URL(path, 'http://x').pathname}${new URL(path, 'http://x').search}`)))
    }
    // The park dialog, opened from the park list.
    await page.goto('/')
    if (width === 375) await page.getByRole('button', { name: 'List', exact: true }).click()
    const entry = page.getByRole('region', { name: 'Park list' }).locator('[data-park-id="arches"]')
    await untilHydrated(entry)
    await entry.click()
    await page.getByRole('dialog').waitFor()
    found.push(...(await violations(page, `${width} park dialog`)))
    await page.keyboard.press('Escape')
  }
  assert.deepEqual(found, [])
  assert.deepEqual(problems, [])
  await context.close()
})

/** The focused element: its name, and whether a focus ring or outline shows. */
const focused = (page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { name: '<body>', visible: false }
    const style = getComputedStyle(element)
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const shadow = style.boxShadow !== 'none'
    // Tab also stops on a date field's own calendar button, inside the browser's part of the field,
    // which draws its own focus: the field itself is then not :focus.
    if (element instanceof HTMLInputElement && element.type === 'date' && !element.matches(':focus')) return { name: 'calendar button', visible: true, tag: 'INPUT' }
    const label = element.labels?.[0]?.textContent
    const name = (element.getAttribute('aria-label') || label || element.textContent || element.tagName).trim().replace(/\s+/g, ' ')
    return { name, visible: element.matches(':focus-visible') && (ring || shadow), tag: element.tagName }
  })

/** Presses Tab until the focused element's name matches, checking every stop shows its focus. */
async function tabTo(page, pattern, { max = 40, back = false } = {}) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const now = await focused(page)
    assert.ok(now.visible, `focus is not visible on "${now.name}" (${now.tag}) while looking for ${pattern}`)
    if (pattern.test(now.name)) return presses
  }
  throw new Error(`${pattern} not reached in ${max} Tabs`)
}

test('keyboard only: sign in, add a child, start a story from the map, choose, and reach the next choices', async () => {
  const { page, context, problems } = await newPage(browser, { width: 1280, height: 800 })
  const email = uniqueEmail('keys')

  await page.goto('/sign-in')
  await untilHydrated(page.getByLabel('E-mail address'))
  // The e-mail field has focus when the page opens.
  assert.match((await focused(page)).name, /E-mail address/)
  await page.keyboard.type(email)
  await tabTo(page, /Email Me a Code/)
  await page.keyboard.press('Enter')
  await page.getByLabel('Sign-in code').waitFor()
  const code = await readCodeFromMailbox(context, email)
  // The code field has focus when it appears.
  assert.match((await focused(page)).name, /code|\d/i)
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === '/')

  // Add a child: the form's first field takes focus; the button comes back into focus after.
  await page.goto('/account?tab=children')
  await untilHydrated(page.getByRole('button', { name: 'Add Child' }).first())
  await tabTo(page, /^Add Child$/)
  await page.keyboard.press('Enter')
  await page.getByLabel("Child's Name").waitFor()
  assert.equal(await page.evaluate(() => document.activeElement?.id), await page.getByLabel("Child's Name").getAttribute('id'))
  await page.keyboard.type('Kestrel')
  await tabTo(page, /Birthday|mm|yyyy/i, { max: 3 })
  await page.keyboard.type('06012016')
  await tabTo(page, /grown-up|parent|consent|agree|permission/i, { max: 10 })
  await page.keyboard.press('Space')
  await tabTo(page, /^Add Child$/, { max: 10 })
  await page.keyboard.press('Enter')
  await page.getByText('Child Added!', { exact: true }).waitFor()

  // The map's park finder: find Zion, open it, start a story.
  await page.goto('/')
  await untilHydrated(page.getByLabel('Find a park'))
  await tabTo(page, /Skip the map/, { max: 30 })
  await page.keyboard.press('Enter')
  // The list view is drawn first, then the finder takes the focus (on the next frame).
  await page.waitForFunction(() => document.activeElement?.id === 'park-finder')
  assert.equal((await focused(page)).name, 'Find a park')
  await page.keyboard.type('Zion')
  await tabTo(page, /^Zion National Park/, { max: 5 })
  await page.keyboard.press('Enter')
  await page.getByRole('dialog').waitFor()
  await tabTo(page, /Start New Story/, { max: 10 })
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/story\/start\/zion/)
  await untilHydrated(page.getByRole('button', { name: 'Quick Start (1 credit)' }))
  await tabTo(page, /Quick Start/, { max: 60 })
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/story\/[\w-]+$/)
  await page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })

  // From the chapter's heading, the choices are a few Tabs away; one is taken with Enter.
  await page.getByRole('heading', { name: 'Chapter 1', exact: true }).focus()
  const choices = page.getByRole('region', { name: 'What happens next?' }).getByRole('button')
  const firstChoice = (await choices.first().textContent()).trim()
  const presses = await tabTo(page, new RegExp(`^${firstChoice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), { max: 12 })
  assert.ok(presses <= 8, `the first choice took ${presses} Tabs from the chapter's heading`)
  await page.keyboard.press('Enter')

  // The new chapter takes focus at its heading, and its choices are a few Tabs on.
  await page.getByText('Chapter 2 of 2').waitFor({ timeout: 20_000 })
  await page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
  await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Chapter 2', null, { timeout: 5_000 })
  const nextFirst = (await choices.first().textContent()).trim()
  const again = await tabTo(page, new RegExp(`^${nextFirst.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), { max: 12 })
  assert.ok(again <= 8, `the next choices took ${again} Tabs`)
  assert.deepEqual(problems, [])
  await context.close()
})
