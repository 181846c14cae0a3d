import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { launchBrowser, newPage, screenshot } from './support.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

test('the landing page on / shows the hero, six feature cards and the closing call to action', async () => {
  const { page, context, problems } = await newPage(browser)
  const scripts = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
  await page.goto('/', { waitUntil: 'networkidle' })
  // Sent without React (utils/static-page.ts): its one script clears what a signed-out family left.
  assert.deepEqual(scripts, ['/signed-out.js'])
  assert.equal(await page.evaluate(() => typeof window.__remixContext), 'undefined')
  await page.getByRole('heading', { name: 'Explore National Parks Through Stories' }).waitFor()
  assert.equal(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href'), '/api/login')
  assert.equal(await page.getByRole('link', { name: 'Start Free Adventure' }).getAttribute('href'), '/api/login')
  assert.equal(await page.getByRole('link', { name: 'Learn More' }).getAttribute('href'), '#features')
  for (const title of ['Interactive Stories', 'Real National Parks', 'Beloved Characters', 'Custom Images', 'Ranger Badges', 'Educational Quizzes']) {
    assert.equal(await page.getByRole('heading', { name: title, exact: true }).count(), 1, title)
  }
  assert.equal(await page.getByRole('link', { name: 'Create Free Account' }).getAttribute('href'), '/api/login')
  assert.equal(await page.getByRole('link', { name: 'Join Us' }).count(), 0)
  const year = String(new Date().getFullYear())
  assert.match(await page.locator('footer').last().textContent(), new RegExp(`© ${year} Story Trails`))
  await page.getByRole('link', { name: 'Learn More' }).click()
  await page.waitForFunction(() => location.hash === '#features')
  await screenshot(page, 'landing-1280')
  // Its links are plain links: the footer's Privacy Policy loads that page, which runs React again.
  await page.getByRole('link', { name: 'Privacy Policy' }).click()
  await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor()
  await page.waitForFunction(() => typeof window.__remixContext === 'object')
  assert.deepEqual(problems, [])
  await context.close()
})

test('/travel says Join Us, shows the family photo and offers 50 free credits', async () => {
  const { page, context, problems } = await newPage(browser)
  await page.goto('/travel')
  await page.getByRole('heading', { name: 'Explore National Parks Through Stories' }).waitFor()
  assert.equal(await page.getByRole('link', { name: 'Join Us' }).getAttribute('href'), '/api/login')
  assert.equal(await page.getByRole('link', { name: 'Get Started' }).count(), 0)
  assert.equal(await page.getByRole('link', { name: 'Start with 50 free credits' }).getAttribute('href'), '/api/login')
  await page.getByRole('img', { name: 'A family walking a forest trail toward the mountains' }).waitFor()
  assert.deepEqual(problems, [])
  await context.close()
})

test('signed-out visitors see the landing page on any other path, and the legal pages', async () => {
  const { page, context } = await newPage(browser)
  await page.goto('/library')
  await page.getByRole('heading', { name: 'Explore National Parks Through Stories' }).waitFor()
  await page.goto('/privacy-policy')
  await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor()
  await page.getByRole('link', { name: 'Back to Story Trails' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await page.goto('/disclaimer')
  await page.getByRole('heading', { name: 'Disclaimer', level: 1 }).waitFor()
  await context.close()
})

test('the landing page fits a 375 px phone', async () => {
  const { page, context } = await newPage(browser, { width: 375, height: 812 })
  await page.goto('/')
  await page.getByRole('heading', { name: 'Explore National Parks Through Stories' }).waitFor()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`)
  await screenshot(page, 'landing-375')
  await context.close()
})

test("the Worker's content stays with the Worker: a browser asking for the quiz banks gets 404, not the file", async () => {
  const { page, context } = await newPage(browser)
  // npm run build wrote them into the static assets (app/providers/quiz-maker/bank/files.ts)...
  assert.ok(existsSync(join(import.meta.dirname, '..', '..', 'public', '_content', 'quiz-banks.json')))
  // ...and wrangler.toml sends the path to the Worker, which has no page there.
  for (const path of ['/_content/quiz-banks.json', '/_content/']) {
    const response = await page.request.get(path)
    assert.equal(response.status(), 404, path)
    assert.doesNotMatch(await response.text(), /"question"/, path)
  }
  await context.close()
})
