// Shared helpers for the browser journeys: Debian's Chromium driven by playwright-core.
import { randomInt } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8787'
export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots')

const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

export async function launchBrowser() {
  const executablePath = process.env.CHROMIUM_PATH ?? CHROMIUM_PATHS.find((path) => existsSync(path))
  if (!executablePath) throw new Error('Chromium not found: install Debian\'s chromium package')
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  })
}

/** `contextOptions` go to Playwright's newContext (a phone's `hasTouch` and `isMobile`, say). */
export async function newPage(browser, { width = 1280, height = 800, ...contextOptions } = {}) {
  // Each browser is its own household on its own network: the sign-in limits count per client IP
  // (20 code requests in 15 minutes), which the whole suite together would otherwise pass.
  const ip = `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
  const context = await browser.newContext({ ...contextOptions, viewport: { width, height }, baseURL: BASE_URL, extraHTTPHeaders: { 'cf-connecting-ip': ip, 'x-real-ip': ip } })
  const page = await context.newPage()
  const problems = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message} @ ${page.url()}`))
  page.on('console', (message) => {
    // A full navigation (sign-out) may cut short Remix's route-manifest fetch: that is not a fault.
    const benign = /Failed to load resource|Failed to fetch manifest patches/
    if (message.type() === 'error' && !benign.test(message.text())) problems.push(`console: ${message.text()}`)
  })
  return { context, page, problems }
}

/** A screenshot to look at; dialogs are fixed to the viewport, so take those with fullPage: false. */
export async function screenshot(page, name, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  // A whole page is drawn as it lies at the top: scrolled, the sticky top bar would be drawn halfway down.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage })
}

let counter = 0
/** A new address for every journey, so each starts as a brand-new family. */
/**
 * Waits until `check` (run in the page, and allowed to be async) answers true. Playwright's
 * waitForFunction does not await a promise: an async check would pass at once, being a promise.
 * A check cut short by a navigation is tried again on the next page.
 */
export async function untilInPage(page, check, arg, { timeout = 15_000, what = 'the page' } = {}) {
  const deadline = Date.now() + timeout
  for (;;) {
    const done = await page.evaluate(check, arg).catch((error) => {
      if (/Execution context was destroyed|navigation/i.test(String(error))) return false
      throw error
    })
    if (done) return
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Waits until React owns `locator`'s element (it marks each with a `__reactProps$` key). A click on a
 * button the server drew lands nowhere until then; a person would click again, a journey would not.
 */
export async function untilHydrated(locator, { timeout = 15_000 } = {}) {
  await locator.waitFor({ timeout })
  const deadline = Date.now() + timeout
  while (!(await locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for React to own ${locator}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export function uniqueEmail(prefix = 'parent') {
  return `${prefix}-${Date.now()}-${++counter}@example.com`
}

/** Signs in through the sign-in page, reading the code from the dev mailbox like a developer would. */
export async function signIn(page, email) {
  await page.goto('/api/login')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Email Me a Code' }).click()
  await page.getByLabel('Sign-in code').waitFor()
  const code = await readCodeFromMailbox(page.context(), email)
  await page.getByLabel('Sign-in code').fill(code)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

export async function readCodeFromMailbox(context, email) {
  const mailbox = await context.newPage()
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      await mailbox.goto('/dev/mailbox')
      const message = mailbox.getByTestId('mailbox-message').filter({ hasText: email }).first()
      if (await message.count()) {
        const subject = await message.getByRole('heading').textContent()
        const code = subject?.match(/\b(\d{6})\b/)?.[1]
        if (code) return code
      }
      await mailbox.waitForTimeout(250)
    }
    throw new Error(`No sign-in e-mail for ${email} in the dev mailbox`)
  } finally {
    await mailbox.close()
  }
}

/** Adds a child through the Children tab, as a parent would. */
export async function addChildInBrowser(page, name, birthday) {
  await page.goto('/account?tab=children')
  const add = page.getByRole('button', { name: 'Add Child' }).first()
  await untilHydrated(add)
  await add.click()
  await page.getByLabel("Child's Name").fill(name)
  await page.getByLabel('Birthday', { exact: true }).fill(birthday)
  await page.getByRole('checkbox', { name: /parent or legal guardian/ }).check()
  await page.getByRole('button', { name: 'Add Child' }).last().click()
  await page.getByText('Child Added!', { exact: true }).waitFor()
}

/** A 32x16 PNG, green on its left half and see-through on its right: the page uploads it on white. */
export const HALF_CLEAR_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAQCAYAAAB3AH1ZAAAAJUlEQVR42mNQ6lb6TwlmoBSMOmDUAaMOGHXAqANGHTDqgIF2AACRgc4QUj4OoQAAAABJRU5ErkJggg==', 'base64')

/** A real 8x8 green PNG, for uploads. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQqLDBihiGlgQAeQM3AdOedqMAAAAASUVORK5CYII=', 'base64')

/**
 * Reads the local D1 database the Worker under test writes, for what no page may show (a quiz's
 * answer key). Only the journeys' own runner sets D1_PERSIST_TO.
 */
export function queryLocalDb(sql) {
  const persistTo = process.env.D1_PERSIST_TO
  if (!persistTo) throw new Error('D1_PERSIST_TO is not set: run the journeys with npm run test:e2e')
  const output = execFileSync(join(process.cwd(), 'node_modules', '.bin', 'wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', sql], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  })
  return JSON.parse(output)[0].results
}
