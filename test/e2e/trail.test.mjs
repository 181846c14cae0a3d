// Trail mode (issue 14): an installable app whose saved stories open with no network at all.
//
// Playwright applies context.setOffline() to a service worker's own requests only with this switch
// (read when the worker is attached): without it the worker would still reach the server, and the
// offline checks below would prove nothing.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1'

import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { chromium } from 'playwright-core'
import { addChildInBrowser, BASE_URL, launchBrowser, newPage, queryLocalDb, screenshot, signIn, TINY_PNG, uniqueEmail, untilInPage } from './support.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const storyIdOf = (page) => new URL(page.url()).pathname.split('/')[2]

/** Quick Start at a park, then `more` chapters chosen: the story stays open (not final). */
async function writeStory(page, parkId, { more = 0, picture = false } = {}) {
  await page.goto(`/story/start/${parkId}`)
  await page.getByRole('button', { name: 'Quick Start (1 credit)' }).click()
  await page.waitForURL(/\/story\/[\w-]+$/)
  await page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
  if (picture) {
    // A family photo on the second paragraph: chapter 1 still opens with the park's scene.
    await page.getByRole('button', { name: 'Add a picture' }).click()
    await page.getByLabel('Which paragraph?').selectOption({ index: 1 })
    await page.getByRole('tab', { name: 'Upload Photo' }).click()
    await page.locator('input[type=file]').setInputFiles({ name: 'trail.png', mimeType: 'image/png', buffer: TINY_PNG })
    await page.getByRole('img', { name: 'Selected picture preview' }).waitFor()
    await page.getByRole('button', { name: 'Save to Story' }).click()
    await page.getByText('Image Saved!', { exact: true }).waitFor()
  }
  for (let n = 2; n <= more + 1; n++) {
    await page.getByRole('region', { name: 'What happens next?' }).getByRole('button').first().click()
    await page.getByText(`Chapter ${n} of ${n}`).waitFor({ timeout: 20_000 })
    await page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
  }
  return storyIdOf(page)
}

/** Waits until the service worker is active and controls the page (registered once the page is idle). */
async function untilServiceWorkerControls(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 30_000 })
}

async function saveForTheTrail(page) {
  await page.getByRole('button', { name: 'Save for the trail' }).first().click()
  const saved = page.getByTestId('trail-saved').first()
  // A failed save says why in a notice: fail with its words rather than after a silent wait.
  const failed = page.getByText('Not saved for the trail', { exact: true }).first()
  await Promise.race([saved.waitFor({ timeout: 30_000 }), failed.waitFor({ timeout: 30_000 }).catch(() => new Promise(() => {}))])
  if (await failed.isVisible()) assert.fail(`the save failed: ${await failed.locator('..').textContent()}`)
  const label = (await saved.textContent()).trim()
  assert.match(label, /^Saved for the trail: \d+(\.\d)? (KB|MB)$/)
  return label
}

/** Every picture in the chapter really drew (lazy ones are scrolled to first). */
async function assertPicturesLoaded(page, what) {
  const pictures = page.locator('article img')
  const count = await pictures.count()
  assert.ok(count >= 1, `${what}: no picture`)
  for (let i = 0; i < count; i++) {
    await pictures.nth(i).scrollIntoViewIfNeeded()
    await page.waitForFunction(([index]) => {
      const img = document.querySelectorAll('article img')[index]
      return img?.complete && img.naturalWidth > 0
    }, [i], { timeout: 10_000 }).catch(() => assert.fail(`${what}: picture ${i + 1} of ${count} did not load offline`))
  }
  return count
}

/**
 * What trail mode keeps in this browser: cache names and their addresses, and IndexedDB's records.
 * Listing a cache opens it, which makes it again if trail mode deleted it a moment before: while trail
 * mode may be clearing, wait for the names first (see the account deletion journey).
 */
async function deviceStorage(page) {
  return page.evaluate(async () => {
    const caches_ = {}
    for (const name of await caches.keys()) caches_[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search)
    const records = await new Promise((resolve) => {
      const open = indexedDB.open('story-trails-trail')
      open.onupgradeneeded = () => {
        // Not there at all: nothing saved.
        open.transaction.abort()
        resolve({ saved: [], answers: [], session: [] })
      }
      open.onerror = () => resolve({ saved: [], answers: [], session: [] })
      open.onsuccess = () => {
        const db = open.result
        const tx = db.transaction(['saved', 'answers', 'session'], 'readonly')
        const out = {}
        let left = 3
        for (const name of ['saved', 'answers', 'session']) {
          const all = tx.objectStore(name).getAll()
          all.onsuccess = () => {
            out[name] = all.result
            if (--left === 0) {
              db.close()
              resolve(out)
            }
          }
        }
      }
    })
    return { caches: caches_, ...records }
  })
}

test('a saved story opens with no network: every chapter with its pictures, the storybook PDF, and nothing that needs the server', async () => {
  const { page, context, problems } = await newPage(browser)
  await signIn(page, uniqueEmail('trail'))
  await addChildInBrowser(page, 'Juniper', '2016-05-05')
  const storyId = await writeStory(page, 'yellowstone', { more: 1, picture: true })
  const title = (await page.getByRole('heading', { level: 1 }).textContent()).trim()
  assert.equal(await page.getByTestId('credits-balance').textContent(), '48')
  const sidekickScene = await page.getByTestId('chapter-scene').getAttribute('src').catch(() => null)

  await untilServiceWorkerControls(page)
  const label = await saveForTheTrail(page)
  await page.getByText('Saved for the trail', { exact: true }).waitFor()
  await page.setViewportSize({ width: 375, height: 812 })
  await screenshot(page, 'trail-reader-saved-375', { fullPage: false })
  await page.setViewportSize({ width: 1280, height: 800 })

  await context.setOffline(true)
  // Really offline, the service worker included: a picture that was never saved does not arrive.
  const unsaved = (sidekickScene ?? '/api/images/scenes/yellowstone/fox/1.svg?v=1').replace('/yellowstone/', '/zion/')
  assert.equal(await page.evaluate((url) => fetch(url).then((r) => r.status, () => 'failed'), unsaved), 503)

  await page.reload()
  await page.getByText("You're offline: saved stories still work.").waitFor()
  await page.getByText('Chapter 2 of 2').waitFor()
  await page.getByRole('link', { name: 'Back to Library' }).click()
  await page.getByRole('heading', { name: 'My Story Library' }).waitFor()
  await page.getByRole('tab', { name: 'Saved for the trail' }).click()
  const card = page.getByTestId('trail-card').filter({ hasText: title })
  await card.waitFor()
  await card.getByText(label.replace('Saved for the trail: ', '')).waitFor()
  await assertParkPhoto(page)
  await screenshot(page, 'trail-library-offline-1280')
  await page.setViewportSize({ width: 375, height: 812 })
  await screenshot(page, 'trail-library-offline-375')
  await page.setViewportSize({ width: 1280, height: 800 })

  // Read every chapter, pictures included.
  await card.getByRole('link', { name: `Read “${title}”` }).click()
  await page.getByText('Chapter 1 of 2').waitFor()
  const firstPictures = await assertPicturesLoaded(page, 'chapter 1')
  assert.equal(firstPictures, 2, 'chapter 1 shows the park scene and the family photo')
  await page.getByRole('button', { name: 'Next Chapter' }).click()
  await page.getByText('Chapter 2 of 2').waitFor()
  await assertPicturesLoaded(page, 'chapter 2')
  await page.getByRole('button', { name: 'Read to me' }).waitFor()

  // A new chapter needs the server: it says so, and nothing is sent.
  const sent = []
  const watch = (request) => request.method() === 'POST' && sent.push(request.url())
  page.on('request', watch)
  await page.getByText("You're offline: the next chapter is written when you have signal again.").waitFor()
  await page.getByRole('region', { name: 'What happens next?' }).getByRole('button').first().click()
  // Exact: Radix also announces a new notice in a status region, whose text holds this sentence too.
  await page.getByText('A new chapter needs a connection. Nothing was changed: try again when you have signal.', { exact: true }).waitFor()
  page.off('request', watch)
  assert.deepEqual(sent, [])
  await screenshot(page, 'trail-new-chapter-offline-1280', { fullPage: false })

  // The storybook PDF, from the device.
  await page.goto('/library?tab=trail')
  const download = page.waitForEvent('download')
  await page.getByTestId('trail-card').filter({ hasText: title }).getByRole('button', { name: 'PDF' }).click()
  const pdf = readFileSync(await (await download).path())
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-')

  // The park's field kit was saved with the story: it opens from the device too.
  const kitDownload = page.waitForEvent('download')
  await page.getByTestId('trail-card').filter({ hasText: title }).getByRole('link', { name: 'Field kit (PDF) for Yellowstone National Park' }).click()
  const kit = await kitDownload
  assert.equal(kit.suggestedFilename(), 'yellowstone-field-kit.pdf')
  assert.equal(readFileSync(await kit.path()).subarray(0, 5).toString(), '%PDF-')

  // The summary opens too; finishing the story there needs the server and changes nothing.
  await page.goto(`/story/${storyId}/summary`)
  await page.getByRole('heading', { name: 'Your Adventure So Far' }).waitFor()
  await page.getByTestId('trail-saved').waitFor()
  await page.getByRole('button', { name: 'Save to Library' }).click()
  await page.getByText("You're offline, so this has to wait until you have signal. Nothing was changed.", { exact: true }).waitFor()
  await page.setViewportSize({ width: 375, height: 812 })
  await screenshot(page, 'trail-summary-offline-375')
  await page.setViewportSize({ width: 1280, height: 800 })

  // A page that was never saved gets the offline page, by address or by a link.
  await page.goto('/stats')
  await page.getByRole('heading', { name: "You're offline" }).waitFor()
  await page.getByText("This page needs a connection, and it wasn't saved for the trail.").waitFor()
  await page.setViewportSize({ width: 375, height: 812 })
  await screenshot(page, 'trail-offline-page-375')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('link', { name: 'Open saved stories' }).click()
  await page.getByTestId('trail-card').filter({ hasText: title }).waitFor()
  await page.getByRole('link', { name: 'Story Trails home' }).click()
  await page.getByRole('heading', { name: "You're offline" }).waitFor()

  // Back online: the same credits and chapters as before.
  await context.setOffline(false)
  await page.goto(`/story/${storyId}`)
  await page.getByText('Chapter 2 of 2').waitFor()
  assert.equal(await page.getByTestId('credits-balance').textContent(), '48')
  assert.equal(await page.getByText("You're offline: saved stories still work.").count(), 0)
  const [row] = queryLocalDb(`select count(*) as chapters from chapters where story_id = '${storyId}'`)
  assert.equal(row.chapters, 2)
  assert.deepEqual(problems, [])
  await context.close()
})

async function assertParkPhoto(page) {
  await page.waitForFunction(() => {
    const img = document.querySelector('[data-testid=trail-card] img')
    return img?.complete && img.naturalWidth > 0
  })
}

test('a quiz started online is finished offline and scored by the server once the connection is back', async () => {
  const { page, context, problems } = await newPage(browser)
  await signIn(page, uniqueEmail('quiz-trail'))
  await addChildInBrowser(page, 'Rowan', '2015-08-08')
  const childId = await page.evaluate(async () => (await (await fetch('/api/children')).json())[0].id)
  await page.goto(`/quiz/${childId}/yellowstone`)
  await page.getByText('Question 1 of 10').waitFor({ timeout: 20_000 })
  await untilServiceWorkerControls(page)
  const quizzes = await page.evaluate(async (id) => (await fetch(`/api/children/${id}/quizzes`)).json(), childId)
  const [row] = queryLocalDb(`select questions from quizzes where id = ${Number(quizzes[0].id)} and child_id = ${Number(childId)}`)
  const key = JSON.parse(row.questions)
  // Eight right, two wrong: 80%, which only the server can know.
  const pick = (i) => (i < 8 ? key[i].correctAnswer : (key[i].correctAnswer + 1) % key[i].options.length)
  const choose = async (i) => {
    await page.getByText(`Question ${i + 1} of 10`).waitFor()
    await page.getByRole('radiogroup', { name: 'Answers' }).getByRole('radio').nth(pick(i)).click()
    await page.getByRole('button', { name: 'Submit Answer' }).click()
  }
  for (let i = 0; i < 3; i++) {
    await choose(i)
    await page.getByRole('status').filter({ hasText: 'Correct!' }).waitFor()
    await page.getByRole('button', { name: 'Next Question' }).click()
  }

  await context.setOffline(true)
  for (let i = 3; i < 10; i++) {
    await choose(i)
    await page.getByRole('status').filter({ hasText: 'Answer saved.' }).waitFor()
    await page.getByRole('button', { name: i < 9 ? 'Next Question' : 'Finish Quiz' }).click()
  }
  await page.getByRole('heading', { name: 'Your answers are saved on this device' }).waitFor()
  await screenshot(page, 'trail-quiz-waiting-1280')
  const waiting = queryLocalDb(`select completed_at from quizzes where id = ${Number(quizzes[0].id)}`)
  assert.equal(waiting[0].completed_at, null, 'nothing reached the server while offline')

  await context.setOffline(false)
  await page.getByRole('heading', { name: 'Congratulations! You passed the quiz!' }).waitFor({ timeout: 20_000 })
  assert.equal(await page.getByTestId('quiz-score').textContent(), '80%')
  const [scored] = queryLocalDb(`select score, passed from quizzes where id = ${Number(quizzes[0].id)}`)
  assert.equal(scored.score, 80)
  assert.equal(scored.passed, 1)
  const storage = await deviceStorage(page)
  assert.deepEqual(storage.answers, [], 'sent answers do not stay on the device')
  assert.deepEqual(problems, [])
  await context.close()
})

test("signing out takes a family's saved stories off the device: the next parent on the same browser can read none of them, online or offline", async () => {
  const { page, context, problems } = await newPage(browser)
  await signIn(page, uniqueEmail('first-family'))
  await addChildInBrowser(page, 'Aspen', '2016-01-01')
  const storyId = await writeStory(page, 'yellowstone', { picture: true })
  await untilServiceWorkerControls(page)
  await saveForTheTrail(page)
  const before = await deviceStorage(page)
  const familyCaches = Object.keys(before.caches).filter((name) => name.startsWith('st-trail-'))
  const userId = before.session[0].userId
  assert.deepEqual(familyCaches.sort(), [`st-trail-${userId}-media`, `st-trail-${userId}-pages`], "cache names carry the parent's id")
  const savedUrls = Object.entries(before.caches)
    .filter(([name]) => name.startsWith('st-trail-'))
    .flatMap(([, urls]) => urls)
  assert.ok(savedUrls.includes(`/story/${storyId}`) && savedUrls.includes(`/api/stories/${storyId}/pdf`) && savedUrls.some((url) => url.startsWith('/api/media/')))
  assert.ok(savedUrls.some((url) => /^\/parks\/[a-z-]+\/field-kit\.pdf$/.test(url)), "the park's field kit is saved with the story")
  assert.equal(before.saved.length, 1)

  // Sign out as the menu's Sign Out link does: a full navigation.
  await page.goto('/api/logout')
  await page.waitForURL((url) => url.pathname === '/')
  // The landing page runs no React: its one script (public/signed-out.js) deletes the database below.
  assert.equal(await page.evaluate(() => typeof window.__remixContext), 'undefined')
  const signedOut = await deviceStorage(page)
  assert.deepEqual(Object.keys(signedOut.caches).filter((name) => name.startsWith('st-trail-')), [])
  assert.deepEqual(signedOut.saved, [])
  assert.deepEqual(signedOut.answers, [])
  // Once the signed-out page is idle, trail mode's database itself is gone.
  await untilInPage(page, async () => !(await indexedDB.databases()).some((db) => db.name === 'story-trails-trail'), null, { what: "trail mode's database to go" })

  // Another parent signs in on the same browser.
  await signIn(page, uniqueEmail('second-family'))
  // Trail mode starts once the page is idle and records who is signed in now.
  await untilInPage(page, async () => (await indexedDB.databases()).some((db) => db.name === 'story-trails-trail'), null, { what: "trail mode's database" })
  let second = await deviceStorage(page)
  for (let tries = 0; !second.session[0]?.userId && tries < 20; tries++) {
    await page.waitForTimeout(250)
    second = await deviceStorage(page)
  }
  assert.notEqual(second.session[0].userId, userId)
  const everything = Object.values(second.caches).flat()
  for (const url of savedUrls) assert.ok(!everything.includes(url), `${url} is still on the device`)
  assert.deepEqual(second.saved, [])
  // Online, the server answers for the second family: not theirs.
  const online = await page.evaluate(async (id) => {
    const reader = await fetch(`/story/${id}.data?_routes=${encodeURIComponent('routes/story.$storyId')}`)
    const pdf = await fetch(`/api/stories/${id}/pdf`)
    return [reader.status, pdf.status, (await caches.match(`/story/${id}`)) === undefined]
  }, storyId)
  assert.deepEqual(online, [404, 404, true])
  // Offline, nothing of the first family answers from the device: not the pictures, not the storybook,
  // not the story's page.
  await context.setOffline(true)
  const mediaUrl = savedUrls.find((url) => url.startsWith('/api/media/'))
  const offline = await page.evaluate(async ([id, media]) => {
    const status = (url) => fetch(url).then((r) => r.status, () => 'failed')
    return [await status(`/api/stories/${id}/pdf`), await status(media)]
  }, [storyId, mediaUrl])
  assert.deepEqual(offline, [503, 503], 'answered by the service worker as not saved')
  await page.goto(`/story/${storyId}`)
  await page.getByRole('heading', { name: "You're offline" }).waitFor()
  await context.setOffline(false)
  assert.deepEqual(problems, [])
  await context.close()
})

test("deleting the account takes the family's saved stories off the device", async () => {
  const { page, context } = await newPage(browser)
  const email = uniqueEmail('leaving-family')
  await signIn(page, email)
  await addChildInBrowser(page, 'Cedar', '2017-03-03')
  await writeStory(page, 'yellowstone')
  await untilServiceWorkerControls(page)
  await saveForTheTrail(page)
  assert.equal((await deviceStorage(page)).saved.length, 1)

  await page.goto('/account?tab=profile')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await page.getByLabel(`Type ${email} to confirm`).fill(email)
  await page.getByRole('button', { name: 'Delete Forever' }).click()
  await page.getByText('Account Deleted', { exact: true }).waitFor()
  // Signed out now: once the page is idle, trail mode clears the family's caches and then deletes its
  // database. Wait by names alone: listing a cache's contents opens it, and opening a cache while trail
  // mode deletes it would make it again.
  await untilInPage(page, async () => !(await caches.keys()).some((name) => name.startsWith('st-trail-')), null, { what: "the family's caches to go" })
  await untilInPage(page, async () => !(await indexedDB.databases()).some((db) => db.name === 'story-trails-trail'), null, { what: "trail mode's database to go" })
  const storage = await deviceStorage(page)
  assert.deepEqual(Object.keys(storage.caches).filter((name) => name.startsWith('st-trail-')), [])
  assert.deepEqual(storage.saved, [])
  assert.deepEqual(storage.answers, [])
  await context.close()
})

test('a new version waits for the family: a toast offers Reload, and Reload moves the page onto it', async () => {
  const { page, context, problems } = await newPage(browser)
  await signIn(page, uniqueEmail('update'))
  await untilServiceWorkerControls(page)
  await page.evaluate(() => {
    window.__oldPage = true
  })
  // What a deploy looks like to a browser: another service worker script for the same scope. It
  // installs, then waits: this page keeps running on the files it started with.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-version', { scope: '/' }))
  await page.getByText('New version available', { exact: true }).waitFor({ timeout: 30_000 })
  assert.match(await page.evaluate(() => navigator.serviceWorker.controller.scriptURL), /\/sw\.js$/)
  await page.getByRole('button', { name: 'Reload' }).waitFor()
  await page.waitForTimeout(300)
  await screenshot(page, 'trail-update-toast-1280', { fullPage: false })
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Reload' }).click()
  await reloaded
  const now = await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    return { controller: navigator.serviceWorker.controller?.scriptURL, oldPage: window.__oldPage ?? null }
  })
  assert.match(now.controller, /\/sw\.js\?next-version$/)
  assert.equal(now.oldPage, null)
  assert.deepEqual(problems, [])
  await context.close()
})

test('installable: a valid web app manifest with real icons, a service worker at scope /, and no installability errors', async () => {
  // Chrome offers installing in an ordinary profile only, not in an incognito-like one (which
  // browser.newContext() makes): this check runs in a profile on disk.
  const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path))
  const profile = mkdtempSync(join(tmpdir(), 'story-trails-install-'))
  const ip = `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync', '--disable-component-update'],
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'cf-connecting-ip': ip, 'x-real-ip': ip },
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const problems = []
    page.on('console', (message) => message.type() === 'error' && !/Failed to load resource|Failed to fetch manifest patches/.test(message.text()) && problems.push(message.text()))
    await signIn(page, uniqueEmail('install'))
    await untilServiceWorkerControls(page)
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration()
      return { scope: reg.scope, script: reg.active.scriptURL }
    })
    assert.equal(new URL(registration.scope).pathname, '/')
    assert.equal(new URL(registration.script).pathname, '/sw.js')

    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json())
    assert.equal(manifest.name, 'Story Trails')
    assert.equal(manifest.display, 'standalone')
    assert.equal(manifest.start_url, '/')
    assert.equal(manifest.theme_color, '#2f5d3a')
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)
    for (const wanted of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(sizes.includes(wanted), `missing icon ${wanted}`)
    for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const drawn = await page.evaluate(
        (src) =>
          new Promise((resolve) => {
            const img = new Image()
            img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`)
            img.onerror = () => resolve('broken')
            img.src = src
          }),
        icon.src,
      )
      assert.equal(drawn, icon.sizes, icon.src)
    }
    const swCaching = await page.evaluate(async () => (await fetch('/sw.js', { cache: 'no-store' })).headers.get('cache-control'))
    assert.equal(swCaching, 'no-cache')

    // How Lighthouse's PWA audit checked it before Lighthouse 12 dropped the category.
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    assert.deepEqual(installabilityErrors, [])
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
