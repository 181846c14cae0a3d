import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { revealParkOnMap, showParkMap } from './park-map.mjs'
import { addChildInBrowser, launchBrowser, newPage, queryLocalDb, screenshot, signIn, uniqueEmail } from './support.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

async function finishStory(page, parkId) {
  await page.goto(`/story/start/${parkId}`)
  await page.getByRole('button', { name: 'Quick Start (1 credit)' }).click()
  await page.getByRole('heading', { name: 'What happens next?' }).waitFor({ timeout: 20_000 })
  await page.getByLabel('Make this the final chapter and end the story').check()
  await page.getByRole('region', { name: 'What happens next?' }).getByRole('button').first().click()
  await page.getByRole('link', { name: 'View Summary' }).waitFor({ timeout: 20_000 })
}

/** Answers every question: right ones by the answer key in the database (no page sends it), or all wrong. */
async function answerQuiz(page, { pass }) {
  await page.getByText(/Question 1 of 10/).waitFor({ timeout: 20_000 })
  const childId = Number(page.url().split('/')[4])
  const quizzes = await page.evaluate(async (id) => (await fetch(`/api/children/${id}/quizzes`)).json(), childId)
  assert.equal(quizzes[0].questions[0].correctAnswer, undefined, 'the page must not receive the answers')
  const [row] = queryLocalDb(`select questions from quizzes where id = ${Number(quizzes[0].id)} and child_id = ${childId}`)
  const key = JSON.parse(row.questions)
  for (let i = 0; i < 10; i++) {
    await page.getByText(`Question ${i + 1} of 10`).waitFor()
    const correct = key[i].correctAnswer
    const pick = pass ? correct : (correct + 1) % key[i].options.length
    await page.getByRole('radiogroup', { name: 'Answers' }).getByRole('radio').nth(pick).click()
    await page.getByRole('button', { name: 'Submit Answer' }).click()
    await page.getByRole('status').filter({ hasText: pass ? 'Correct!' : 'Not quite.' }).waitFor()
    await page.getByRole('button', { name: i < 9 ? 'Next Question' : 'Finish Quiz' }).click()
  }
}

test('finish a story, pass the quiz, earn the badge and see it on the badges page, the map and the stats page', async () => {
  const { page, context, problems } = await newPage(browser)
  await signIn(page, uniqueEmail('ranger'))
  await addChildInBrowser(page, 'Sky', '2015-04-04')
  await finishStory(page, 'zion')
  await page.getByRole('link', { name: 'View Summary' }).click()
  await page.getByRole('link', { name: 'Take Quiz' }).click()
  await page.getByRole('heading', { name: 'Zion National Park Quiz' }).waitFor()
  await page.getByText('For Sky').waitFor()
  await answerQuiz(page, { pass: true })
  await page.getByRole('heading', { name: 'Congratulations! You passed the quiz!' }).waitFor()
  assert.equal(await page.getByTestId('quiz-score').textContent(), '100%')
  await page.getByText('Check your badges page to see your new Zion Explorer badge!').waitFor()
  await screenshot(page, 'quiz-passed-1280')

  await page.getByRole('link', { name: 'View Badges' }).click()
  await page.getByTestId('earned-badge').filter({ hasText: 'Zion Explorer' }).waitFor()
  assert.equal(await page.getByTestId('badges-badges-earned').textContent(), '1')
  assert.equal(await page.getByTestId('locked-badge').count(), 6)
  await screenshot(page, 'badges-1280')

  await page.goto('/')
  await showParkMap(page)
  const zion = await revealParkOnMap(page, 'zion')
  assert.equal(await zion.getAttribute('data-status'), 'badge')
  assert.equal(await page.getByTestId('stat-ranger-badges').textContent(), '1')

  await page.goto('/stats')
  assert.equal(await page.getByTestId('stats-parks-explored').textContent(), '1')
  assert.equal(await page.getByTestId('stats-ranger-badges').textContent(), '1')
  await page.getByText('out of 19 unlocked').waitFor()
  await page.getByTestId('current-streak').filter({ hasText: '1 day' }).waitFor()
  await screenshot(page, 'stats-1280')
  assert.deepEqual(problems, [])
  await context.close()
})

test('failing a quiz says Good Try and earns nothing', async () => {
  const { page, context } = await newPage(browser)
  await signIn(page, uniqueEmail('learner'))
  await addChildInBrowser(page, 'Ash', '2017-07-07')
  await finishStory(page, 'arches')
  const childId = await page.evaluate(async () => (await (await fetch('/api/children')).json())[0].id)
  await page.goto(`/quiz/${childId}/arches`)
  await answerQuiz(page, { pass: false })
  await page.getByRole('heading', { name: 'Good Try! Keep learning about the parks!' }).waitFor()
  assert.equal(await page.getByTestId('quiz-score').textContent(), '0%')
  await page.goto('/badges')
  await page.getByText('No Badges Yet').waitFor()
  await context.close()
})
