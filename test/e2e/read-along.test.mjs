import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { addChildInBrowser, launchBrowser, newPage, screenshot, signIn, untilHydrated, uniqueEmail } from './support.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/**
 * A speech engine for the page: it "speaks" each utterance at 200 ms a word, queued like the real one,
 * and, when `boundaries` is set, reports each word as it goes (as desktop voices do; Google's send none).
 * What it was asked to say is kept in `window.__spoken`.
 */
function stubSpeech({ boundaries }) {
  const WORD_MS = 200
  const spoken = (window.__spoken = [])
  const queue = []
  let timers = []
  let current = null
  const later = (ms, run) => timers.push(setTimeout(run, ms))
  const next = () => {
    current = queue.shift() ?? null
    if (!current) return
    const utterance = current
    spoken.push(utterance.text)
    const words = [...utterance.text.matchAll(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)]
    later(30, () => utterance.onstart?.({ utterance }))
    if (boundaries) words.forEach((word, i) => later(30 + i * WORD_MS, () => utterance.onboundary?.({ name: 'word', charIndex: word.index, utterance })))
    later(30 + words.length * WORD_MS, () => {
      current = null
      utterance.onend?.({ utterance })
      next()
    })
  }
  class Utterance {
    constructor(text) {
      Object.assign(this, { text, rate: 1, pitch: 1, volume: 1, lang: '', voice: null })
    }
  }
  const synth = {
    get speaking() {
      return current !== null
    },
    paused: false,
    pending: false,
    getVoices: () => [],
    speak(utterance) {
      queue.push(utterance)
      if (!current) next()
    },
    cancel() {
      timers.forEach(clearTimeout)
      timers = []
      queue.length = 0
      const was = current
      current = null
      was?.onerror?.({ error: 'interrupted', utterance: was })
    },
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
  }
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true })
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true })
}

function noSpeech() {
  delete window.speechSynthesis
  delete Window.prototype.speechSynthesis
  delete window.SpeechSynthesisUtterance
}

/** Every word the page marks as being read, in order, as it marks them. */
function watchMarkedWords() {
  window.__marked = []
  new MutationObserver(() => {
    const word = document.querySelector('[data-reading-word="current"]')?.textContent
    if (word && window.__marked.at(-1) !== word) window.__marked.push(word)
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-reading-word'] })
}

const wordsOf = (text) => [...text.matchAll(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)].map((match) => match[0])

/** Opens the story with the given speech engine (or none) in a new household browser signed in as the same parent. */
async function openStory(cookies, url, init) {
  const { page, context, problems } = await newPage(browser)
  await context.addCookies(cookies)
  if (init) await page.addInitScript(init.script, init.arg)
  await page.goto(url)
  return { page, context, problems }
}

async function readAlong(page) {
  const button = page.getByRole('button', { name: 'Read to me' })
  await untilHydrated(button)
  await page.evaluate(watchMarkedWords)
  const firstParagraph = wordsOf(await page.locator('article p.text-lg').first().textContent())
  await button.click()
  await page.waitForFunction(() => window.__marked.length >= 6, null, { timeout: 10_000 })
  const marked = await page.evaluate(() => window.__marked)
  // The marked words are the chapter's first words, one after another, in order.
  assert.deepEqual(marked.slice(0, 6), firstParagraph.slice(0, 6))
  return firstParagraph
}

test('Read to me marks each word as it is read, with word boundaries and without; a glossary word shows its meaning', async () => {
  const { page, context, problems } = await newPage(browser)
  await signIn(page, uniqueEmail('readalong'))
  await addChildInBrowser(page, 'Juniper', '2017-04-02')
  await page.goto('/story/start/yellowstone')
  await page.getByRole('button', { name: 'Quick Start (1 credit)' }).click()
  await page.waitForURL(/\/story\/[\w-]+$/)
  await page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
  const url = page.url()
  const cookies = await context.cookies()
  await context.close()

  // A voice that sends word boundaries.
  {
    const { page, context, problems } = await openStory(cookies, url, { script: stubSpeech, arg: { boundaries: true } })
    const words = await readAlong(page)

    // Pause keeps the word; Resume speaks on from it.
    await page.getByRole('button', { name: 'Pause' }).click()
    const kept = await page.locator('[data-reading-word="current"]').textContent()
    await page.waitForTimeout(700)
    assert.equal(await page.locator('[data-reading-word="current"]').textContent(), kept)
    const said = await page.evaluate(() => window.__spoken.length)
    await page.getByRole('button', { name: 'Resume' }).click()
    await page.waitForFunction((was) => window.__spoken.length > was, said)
    assert.equal(wordsOf(await page.evaluate(() => window.__spoken.at(-1)))[0], kept)
    await page.waitForFunction((was) => document.querySelector('[data-reading-word="current"]')?.textContent !== was, kept)

    // A glossary word shows its meaning while the word being read stays marked.
    await page.getByRole('button', { name: 'Pause' }).click()
    const glossaryWord = page.locator('article p button[aria-expanded]').first()
    const term = (await glossaryWord.textContent()).trim()
    await glossaryWord.click()
    const meaning = page.getByTestId('glossary-meaning')
    await meaning.waitFor()
    assert.match(await meaning.textContent(), /\w+.*\./)
    assert.equal(await glossaryWord.getAttribute('aria-expanded'), 'true')
    await screenshot(page, 'read-along-1280', { fullPage: false })
    // A new width closes the card (it would point at the old place); a tap opens it again.
    await page.setViewportSize({ width: 375, height: 812 })
    await meaning.waitFor({ state: 'hidden' })
    await glossaryWord.click()
    await meaning.waitFor()
    await screenshot(page, 'read-along-375', { fullPage: false })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.keyboard.press('Escape')
    await meaning.waitFor({ state: 'detached' })
    assert.equal(await glossaryWord.evaluate((element) => element === document.activeElement), true)

    // The glossary words are one Tab stop; the arrow keys go from one to the next, Enter opens one.
    const glossaryWords = page.locator('article p button[data-glossary]')
    assert.equal(await page.locator('article p button[data-glossary][tabindex="0"]').count(), 1)
    if ((await glossaryWords.count()) > 1) {
      await glossaryWords.first().focus()
      await page.keyboard.press('ArrowRight')
      assert.equal(await glossaryWords.nth(1).evaluate((element) => element === document.activeElement), true)
      await page.keyboard.press('Enter')
      await meaning.waitFor()
      await page.keyboard.press('Escape')
      await meaning.waitFor({ state: 'detached' })
    }

    // Stopped, a tapped word is spoken on its own.
    await page.getByRole('button', { name: 'Stop' }).click()
    assert.equal(await page.locator('[data-reading-word="current"]').count(), 0)
    await page.locator('article p [data-word]').nth(2).click()
    await page.waitForFunction((word) => window.__spoken.at(-1) === word, words[2])
    assert.ok(term.length > 0)
    assert.deepEqual(problems, [])
    await context.close()
  }

  // A voice that sends none: the page times the words itself.
  {
    const { page, context, problems } = await openStory(cookies, url, { script: stubSpeech, arg: { boundaries: false } })
    await readAlong(page)
    assert.deepEqual(problems, [])
    await context.close()
  }

  // No speech at all: the button says so.
  {
    const { page, context, problems } = await openStory(cookies, url, { script: noSpeech })
    const button = page.getByRole('button', { name: "Read-aloud isn't available in this browser" })
    await button.waitFor()
    assert.equal(await button.isDisabled(), true)
    assert.deepEqual(problems, [])
    await context.close()
  }
  assert.deepEqual(problems, [])
})
