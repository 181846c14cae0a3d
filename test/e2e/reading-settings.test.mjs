import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { addChildInBrowser, launchBrowser, newPage, screenshot, signIn, uniqueEmail, untilHydrated } from './support.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** The first paragraph of the chapter as the child sees it: its font and size. */
const paragraphStyle = (page) =>
  page.getByTestId('chapter-paragraph').first().evaluate((p) => {
    const style = getComputedStyle(p)
    return { fontFamily: style.fontFamily, fontSize: style.fontSize, lineHeight: style.lineHeight }
  })

/** Whether the browser really drew the text in that font (the file downloaded and loaded). */
const fontLoaded = (page, family) => page.evaluate(async (name) => {
  await document.fonts.ready
  return [...document.fonts].some((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded')
}, family)

async function setReading(page, childName, { size, font }) {
  await page.goto('/account?tab=children')
  const edit = page.getByRole('button', { name: `Edit ${childName}` })
  await untilHydrated(edit)
  await edit.click()
  await page.getByLabel('Text size').selectOption({ label: size })
  await page.getByLabel('Reading font').selectOption({ label: font })
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await page.getByText('Child Updated!', { exact: true }).waitFor()
}

test("a child's reading settings change the reader's font and size, and follow them to another browser", async () => {
  const email = uniqueEmail('reading')
  const { page, problems } = await newPage(browser)
  await signIn(page, email)
  await addChildInBrowser(page, 'Iris', '2017-04-20')

  // The parent chooses Lexend and large text on the Children tab.
  await setReading(page, 'Iris', { size: 'Large', font: 'Lexend' })
  await page.getByRole('button', { name: 'Edit Iris' }).click()
  assert.equal(await page.getByLabel('Reading font').inputValue(), 'lexend')
  assert.equal(await page.getByLabel('Text size').inputValue(), 'large')
  await page.getByRole('button', { name: 'Cancel' }).click()

  await page.goto('/story/start/yellowstone')
  await page.getByRole('button', { name: 'Quick Start (1 credit)' }).click()
  await page.waitForURL(/\/story\/[\w-]+$/)
  await page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
  const storyUrl = page.url()

  let style = await paragraphStyle(page)
  assert.match(style.fontFamily, /^Lexend/)
  assert.equal(style.fontSize, '22px')
  assert.ok(await fontLoaded(page, 'Lexend'), 'Lexend was downloaded and used')
  assert.ok(!(await fontLoaded(page, 'OpenDyslexic')), 'OpenDyslexic is not downloaded when nobody reads in it')
  const size = page.getByRole('group', { name: 'Text size' })
  await untilHydrated(size.getByRole('button', { name: 'Bigger text' }))
  assert.equal((await size.textContent()).includes('Large'), true)
  await screenshot(page, 'reading-lexend-large-1280')

  // The child presses A+: the text grows at once, and the size is saved on their profile.
  const saved = page.waitForResponse((response) => response.url().includes(`/reading`) && response.request().method() === 'POST')
  await size.getByRole('button', { name: 'Bigger text' }).click()
  style = await paragraphStyle(page)
  assert.equal(style.fontSize, '26px')
  assert.equal((await saved).status(), 200)
  await size.getByText('Largest').waitFor()
  assert.ok(await size.getByRole('button', { name: 'Bigger text' }).isDisabled(), 'there is no size past Largest')
  assert.deepEqual(problems, [])

  // Another device: a new browser context, signed in again, reads the same settings.
  const other = await newPage(browser, { width: 375, height: 812 })
  await signIn(other.page, email)
  await other.page.goto(storyUrl)
  await other.page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
  style = await paragraphStyle(other.page)
  assert.match(style.fontFamily, /^Lexend/)
  assert.equal(style.fontSize, '26px')
  await screenshot(other.page, 'reading-lexend-largest-375')
  // Nothing spills out sideways on a phone, even at the largest size.
  assert.ok(await other.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the reader fits a 375 px screen')

  // OpenDyslexic and the house font, at both widths, for a person to look at.
  await setReading(page, 'Iris', { size: 'Standard', font: 'OpenDyslexic' })
  for (const [target, width] of [[page, 1280], [other.page, 375]]) {
    await target.goto(storyUrl)
    await target.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
    assert.match((await paragraphStyle(target)).fontFamily, /^OpenDyslexic/)
    assert.ok(await fontLoaded(target, 'OpenDyslexic'))
    await screenshot(target, `reading-opendyslexic-standard-${width}`)
  }
  await setReading(page, 'Iris', { size: 'Standard', font: 'Story Trails (our usual font)' })
  for (const [target, width] of [[page, 1280], [other.page, 375]]) {
    await target.goto(storyUrl)
    await target.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
    const house = await paragraphStyle(target)
    assert.match(house.fontFamily, /Nunito/)
    assert.equal(house.fontSize, '18px')
    assert.ok(!(await fontLoaded(target, 'Lexend')) && !(await fontLoaded(target, 'OpenDyslexic')), 'the house font costs no reading-font download')
    await screenshot(target, `reading-house-standard-${width}`)
  }
  assert.deepEqual(problems, [])
  assert.deepEqual(other.problems, [])
  await other.context.close()
})
