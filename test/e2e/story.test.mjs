import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, test } from 'node:test'
import { addChildInBrowser, launchBrowser, newPage, screenshot, signIn, HALF_CLEAR_PNG, uniqueEmail } from './support.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const chapterText = (page) => page.locator('article p.text-lg')

test('Quick Start a story, steer it, finish it, print it, find it in the library and delete it', async () => {
  const { page, context, problems } = await newPage(browser)
  await signIn(page, uniqueEmail('reader'))
  await addChildInBrowser(page, 'Wren', '2016-09-12')

  await page.goto('/story/start/yellowstone')
  await page.getByRole('button', { name: 'Quick Start (1 credit)' }).click()
  await page.waitForURL(/\/story\/[\w-]+$/)
  // The queue writes chapter 1; the reader moves on by itself.
  await page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
  assert.ok((await chapterText(page).count()) >= 3)
  await page.getByText('Chapter 1 of 1').waitFor()
  assert.equal(await page.getByTestId('credits-balance').textContent(), '49')
  // The chapter opens with its picture: the park's landmark scene with the sidekick.
  const scene = page.getByTestId('chapter-scene')
  await scene.waitFor()
  await page.waitForFunction(() => document.querySelector('[data-testid=chapter-scene]')?.naturalWidth > 0)

  // Put an uploaded photo on the first paragraph.
  await page.getByRole('button', { name: 'Add a picture' }).click()
  // An empty prompt is refused with a notice that sits above the dialog's buttons, not over them.
  await page.getByRole('tab', { name: 'AI Generate' }).click()
  await page.getByRole('tabpanel').getByRole('button', { name: /Create Picture/ }).click()
  const notice = page.getByText('Prompt Required', { exact: true })
  await notice.waitFor()
  const noticeBox = await page.locator('li').filter({ hasText: 'Prompt Required' }).boundingBox()
  const saveBox = await page.getByRole('button', { name: 'Save to Story' }).boundingBox()
  await screenshot(page, 'image-dialog-notice-1280', { fullPage: false })
  assert.ok(noticeBox.y + noticeBox.height <= saveBox.y || noticeBox.y >= saveBox.y + saveBox.height || noticeBox.x + noticeBox.width <= saveBox.x, 'the notice covers Save to Story')
  await page.getByRole('tab', { name: 'Upload Photo' }).click()
  await page.locator('input[type=file]').setInputFiles({ name: 'trail.png', mimeType: 'image/png', buffer: HALF_CLEAR_PNG })
  await page.getByRole('img', { name: 'Selected picture preview' }).waitFor()
  await page.getByRole('button', { name: 'Save to Story' }).click()
  await page.getByText('Image Saved!', { exact: true }).waitFor()
  await page.locator('article img').first().waitFor()
  // The page sends every picture as JPEG, and the PNG's see-through half arrives on white, not black.
  const [left, right] = await page.locator('article img[src^="/api/media/"]').first().evaluate(async (img) => {
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    const context = canvas.getContext('2d')
    context.drawImage(img, 0, 0)
    const at = (x) => [...context.getImageData(Math.round(x * canvas.width), Math.round(canvas.height / 2), 1, 1).data.slice(0, 3)]
    return [at(0.15), at(0.85)]
  })
  assert.ok(left[1] > 100 && left[0] < 90 && left[2] < 90, `the green half is green: ${left}`)
  assert.ok(right.every((channel) => channel > 235), `the see-through half is white: ${right}`)

  // Choose what happens next. While the chapter is written the page does not poll: the family
  // channel says when it is ready (a check when the wait starts, then one reload of the data).
  const options = page.getByRole('region', { name: 'What happens next?' }).getByRole('button')
  const firstOption = (await options.first().textContent()).trim()
  const asked = []
  const count = (request) => /\/api\/stories\/[\w-]+\/status|\/story\/[\w-]+\.data/.test(new URL(request.url()).pathname) && asked.push(request.url())
  page.on('request', count)
  await options.first().click()
  await page.getByText('Chapter 2 of 2').waitFor({ timeout: 20_000 })
  await page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
  page.off('request', count)
  assert.ok(asked.length <= 4, `the waiting page asked ${asked.length} times: ${asked.join(', ')}`)
  const secondChapter = await chapterText(page).allTextContents()

  // The choice shapes the next chapter: back on chapter 1, choosing differently writes another chapter 2.
  await page.getByRole('button', { name: /Previous/ }).click()
  await page.getByText('Chapter 1 of 2').waitFor()
  await page.getByText(`Last time you chose: “${firstOption}”. What if…`).waitFor()
  const differently = page.getByRole('region', { name: 'Choose differently' }).getByRole('button')
  await differently.first().click()
  await page.getByRole('dialog', { name: 'Take a different path?' }).getByRole('button', { name: 'Choose differently' }).click()
  await page.getByText('Chapter 2 of 2').waitFor({ timeout: 20_000 })
  await page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
  const otherChapter = await chapterText(page).allTextContents()
  assert.notDeepEqual(otherChapter, secondChapter, 'another choice tells another chapter 2')
  assert.equal(await page.getByTestId('credits-balance').textContent(), '47')

  await page.setViewportSize({ width: 375, height: 812 })
  await screenshot(page, 'reader-375')
  await page.setViewportSize({ width: 1280, height: 800 })

  // End the story with the final-chapter checkbox.
  await page.getByLabel('Make this the final chapter and end the story').check()
  await options.nth(1).click()
  await page.getByText('Chapter 3 of 3').waitFor({ timeout: 20_000 })
  await page.getByRole('link', { name: 'View Summary' }).waitFor({ timeout: 20_000 })
  await page.getByText('Story Complete!', { exact: true }).waitFor()
  await screenshot(page, 'reader-1280')

  await page.getByRole('link', { name: 'View Summary' }).click()
  await page.getByRole('heading', { name: 'Adventure Complete!' }).waitFor()
  assert.equal(await page.getByText('Save to Library').count(), 0)
  const title = (await page.locator('header p').first().textContent()).split(' · ')[0]
  await screenshot(page, 'summary-1280')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Print as PDF' }).click()
  const file = await download
  assert.equal(file.suggestedFilename(), `${title.replace(/[^a-zA-Z0-9]/g, '_')}.pdf`)
  const pdf = readFileSync(await file.path())
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-')
  await page.getByText('PDF Downloaded!', { exact: true }).waitFor()

  // The library finds it by search, then it is deleted.
  await page.goto('/library')
  await page.getByPlaceholder('Search stories and parks...').fill('yellowSTONE')
  await page.getByTestId('story-card').filter({ hasText: title }).waitFor()
  await page.getByPlaceholder('Search stories and parks...').fill('no such park')
  await page.getByRole('heading', { name: 'No Stories Found' }).waitFor()
  await page.getByPlaceholder('Search stories and parks...').fill('')
  // Read Again starts the finished story from its first chapter.
  await page.getByTestId('story-card').filter({ hasText: title }).getByRole('link', { name: 'Read Again' }).click()
  await page.getByText('Chapter 1 of 3').waitFor()
  await page.goto('/library')
  await page.getByRole('button', { name: 'Delete Story' }).click()
  await page.getByText('Are you sure you want to delete the story? This action cannot be undone.').waitFor()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Story' }).click()
  await page.getByText('Story deleted', { exact: true }).waitFor()
  await page.getByRole('heading', { name: 'No Stories Yet' }).waitFor()
  assert.deepEqual(problems, [])
  await context.close()
})
