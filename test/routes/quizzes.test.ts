import { createExecutionContext, createMessageBatch, env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createAppContext } from '~/context.server'
import { badges, children, quizzes } from '~/db/schema'
import { scoreAnswers } from '~/models/quiz.server'
import { err } from '~/providers/result'
import { createBuiltInQuizMaker } from '~/providers/quiz-maker/built-in'
import type { QuizMaker } from '~/providers/quiz-maker/quiz-maker'
import { routeJobBatch } from '../../workers/jobs/router'
import { addChild, db, request, signIn } from '../helpers'

interface QuizJson {
  id: number
  status: string
  totalQuestions: number
  questions: { question: string; options: string[]; correctAnswer: number }[]
  score: number | null
  passed: boolean | null
  badgeEarned?: boolean
}
interface StoryJson {
  id: string
  chapters: { id: number }[]
}
const json = async <T>(response: Response) => (await response.json()) as T

async function runJob(body: unknown, { attempts = 1, quizMaker }: { attempts?: number; quizMaker?: QuizMaker } = {}) {
  const app = createAppContext(env, createExecutionContext())
  if (quizMaker) app.providers.quizMaker = quizMaker
  await routeJobBatch(createMessageBatch('story-trails-jobs', [{ id: crypto.randomUUID(), timestamp: new Date(), attempts, body }]), app)
}

async function family() {
  const { cookie } = await signIn()
  const child = await addChild(cookie)
  return { cookie, child }
}

/**
 * A quiz row as starting a quiz writes it, without its job on the queue: the local queue's own consumer
 * would make it with the real banks within a second, racing a test that runs the job with a failing maker.
 */
async function pendingQuiz(childId: number, parkId = 'zion') {
  const [owner] = await db().select({ userId: children.userId }).from(children).where(eq(children.id, childId))
  const [row] = await db().insert(quizzes).values({ userId: owner.userId, childId, parkId }).returning({ id: quizzes.id })
  return row
}

/** A made quiz as the page gets it, with the answer key from the database (the page never sees it). */
async function readyQuiz(cookie: string, childId: number, parkId = 'zion') {
  const quiz = await json<QuizJson>(await request('/api/quizzes', { method: 'POST', cookie, json: { childId, parkId } }))
  await runJob({ kind: 'make-quiz', quizId: quiz.id })
  const view = await json<QuizJson>(await request(`/api/quizzes/${quiz.id}`, { cookie }))
  const [row] = await db().select().from(quizzes).where(eq(quizzes.id, quiz.id))
  return { ...view, questions: view.questions.map((q, i) => ({ ...q, correctAnswer: row.questions[i].correctAnswer })) }
}

const answer = (cookie: string, quiz: QuizJson, userAnswers: unknown, extra: Record<string, unknown> = {}) =>
  request(`/api/quizzes/${quiz.id}/answer`, { method: 'PUT', cookie, json: { userAnswers, ...extra } })

const rightAnswers = (quiz: QuizJson, wrong = 0) => quiz.questions.map((q, i) => (i < wrong ? (q.correctAnswer + 1) % 4 : q.correctAnswer))

async function completedStory(cookie: string, childId: number, parkId = 'zion') {
  const story = await json<StoryJson>(await request('/api/stories', { method: 'POST', cookie, json: { childId, parkId, characterId: 'Maya', sidekickId: 'Pip' } }))
  await runJob({ kind: 'write-chapter', chapterId: story.chapters[0].id })
  const completed = await json<StoryJson & { newChapter: { id: number } }>(await request(`/api/stories/${story.id}/complete`, { method: 'PUT', cookie }))
  await runJob({ kind: 'write-chapter', chapterId: completed.newChapter.id })
  return story.id
}

describe('scoring', () => {
  it('rounds the percentage and passes at 70', () => {
    expect(scoreAnswers([0, 1, 2], [0, 1, 0])).toEqual({ score: 67, passed: false })
    expect(scoreAnswers(Array(10).fill(0), [0, 0, 0, 0, 0, 0, 0, 1, 1, 1])).toEqual({ score: 70, passed: true })
    expect(scoreAnswers(Array(10).fill(0), [0, 0, 0, 0, 0, 0, 1, 1, 1, -1])).toEqual({ score: 60, passed: false })
  })
})

describe('quizzes', () => {
  it('is made on the queue: 10 questions of 4 options', async () => {
    const { cookie, child } = await family()
    const created = await json<QuizJson>(await request('/api/quizzes', { method: 'POST', cookie, json: { childId: child.id, parkId: 'zion' } }))
    expect(created).toMatchObject({ status: 'pending', totalQuestions: 10 })
    await runJob({ kind: 'make-quiz', quizId: created.id })
    const quiz = await json<QuizJson>(await request(`/api/quizzes/${created.id}`, { cookie }))
    expect(quiz.status).toBe('ready')
    expect(quiz.questions).toHaveLength(10)
    for (const q of quiz.questions) expect(q.options).toHaveLength(4)
  })

  it('the server scores the answers; a forged pass with wrong answers earns nothing', async () => {
    const { cookie, child } = await family()
    await completedStory(cookie, child.id)
    const quiz = await readyQuiz(cookie, child.id)
    const wrong = quiz.questions.map((q) => (q.correctAnswer + 1) % 4)
    const response = await answer(cookie, quiz, wrong, { score: 100, passed: true })
    expect(response.status).toBe(200)
    expect(await json(response)).toMatchObject({ score: 0, passed: false, badgeEarned: false })
    expect(await db().select().from(badges).where(eq(badges.childId, child.id))).toHaveLength(0)
  })

  it('refuses answers of the wrong length or out of range and saves nothing', async () => {
    const { cookie, child } = await family()
    const quiz = await readyQuiz(cookie, child.id)
    for (const bad of [[0, 1], Array(11).fill(0), Array(10).fill(4), Array(10).fill(-2), Array(10).fill(0.5), 'all of them', null]) {
      const response = await answer(cookie, quiz, bad)
      expect(response.status, JSON.stringify(bad)).toBe(400)
    }
    const [row] = await db().select().from(quizzes).where(eq(quizzes.id, quiz.id))
    expect(row).toMatchObject({ userAnswers: null, score: null, completedAt: null })
  })

  it('another family’s child or quiz is 404 and nothing changes', async () => {
    const owner = await family()
    const quiz = await readyQuiz(owner.cookie, owner.child.id)
    const stranger = await family()
    expect((await request('/api/quizzes', { method: 'POST', cookie: stranger.cookie, json: { childId: owner.child.id, parkId: 'zion' } })).status).toBe(404)
    expect((await request(`/api/quizzes/${quiz.id}`, { cookie: stranger.cookie })).status).toBe(404)
    expect((await answer(stranger.cookie, quiz, rightAnswers(quiz))).status).toBe(404)
    expect((await request(`/api/children/${owner.child.id}/quizzes`, { cookie: stranger.cookie })).status).toBe(404)
    expect((await request(`/api/children/${owner.child.id}/badges`, { cookie: stranger.cookie })).status).toBe(404)
    const [row] = await db().select().from(quizzes).where(eq(quizzes.id, quiz.id))
    expect(row.completedAt).toBeNull()
  })

  it('sends no answer ahead: a question reveals its answer and explanation only once it is answered, for good', async () => {
    const { cookie, child } = await family()
    const quiz = await readyQuiz(cookie, child.id)
    const served = await json<{ questions: Record<string, unknown>[] }>(await request(`/api/quizzes/${quiz.id}`, { cookie }))
    for (const q of served.questions) expect(Object.keys(q).sort()).toEqual(['options', 'question'])
    const listed = await json<{ questions: Record<string, unknown>[] }[]>(await request(`/api/children/${child.id}/quizzes`, { cookie }))
    for (const q of listed[0].questions) expect(q).not.toHaveProperty('correctAnswer')

    const wrong = (quiz.questions[0].correctAnswer + 1) % 4
    const first = await request(`/api/quizzes/${quiz.id}/questions/0`, { method: 'PUT', cookie, json: { answer: wrong } })
    expect(first.status).toBe(200)
    expect(await json(first)).toMatchObject({ answer: wrong, correct: false, correctAnswer: quiz.questions[0].correctAnswer, explanation: expect.any(String) })
    // The answer stands: asking again with the right one changes nothing.
    const again = await request(`/api/quizzes/${quiz.id}/questions/0`, { method: 'PUT', cookie, json: { answer: quiz.questions[0].correctAnswer } })
    expect(await json(again)).toMatchObject({ answer: wrong, correct: false })
    const after = await json<{ questions: Record<string, unknown>[] }>(await request(`/api/quizzes/${quiz.id}`, { cookie }))
    expect(after.questions[0]).toHaveProperty('correctAnswer', quiz.questions[0].correctAnswer)
    expect(after.questions[1]).not.toHaveProperty('correctAnswer')

    // Finishing keeps the answer given one by one, whatever the final list says.
    const finished = await json<{ score: number; questions: Record<string, unknown>[] }>(await answer(cookie, quiz, rightAnswers(quiz)))
    expect(finished.score).toBe(90)
    for (const q of finished.questions) expect(q).toHaveProperty('correctAnswer')
  })

  it('refuses a bad single answer and changes nothing', async () => {
    const { cookie, child } = await family()
    const quiz = await readyQuiz(cookie, child.id)
    for (const [index, body] of [[0, { answer: 4 }], [0, { answer: -1 }], [0, { answer: '1' }], [0, {}], [10, { answer: 0 }]] as const) {
      const response = await request(`/api/quizzes/${quiz.id}/questions/${index}`, { method: 'PUT', cookie, json: body })
      expect([400, 404], JSON.stringify(body)).toContain(response.status)
    }
    const stranger = await family()
    expect((await request(`/api/quizzes/${quiz.id}/questions/0`, { method: 'PUT', cookie: stranger.cookie, json: { answer: 0 } })).status).toBe(404)
    const [row] = await db().select().from(quizzes).where(eq(quizzes.id, quiz.id))
    expect(row.userAnswers).toBeNull()
  })

  it('caps new quizzes at 20 a day per child, with a clear message, making nothing more', async () => {
    const { cookie, child } = await family()
    for (let i = 0; i < 20; i++) {
      expect((await request('/api/quizzes', { method: 'POST', cookie, json: { childId: child.id, parkId: 'zion' } })).status).toBe(201)
    }
    const capped = await request('/api/quizzes', { method: 'POST', cookie, json: { childId: child.id, parkId: 'zion' } })
    expect(capped.status).toBe(429)
    expect(await json(capped)).toEqual({ message: "That's a lot of quizzes for one day! Come back tomorrow for more." })
    expect(await db().select().from(quizzes).where(eq(quizzes.childId, child.id))).toHaveLength(20)
  })

  it('a park in a locked region cannot be quizzed; an unknown park is 404', async () => {
    const { cookie, child } = await family()
    expect((await request('/api/quizzes', { method: 'POST', cookie, json: { childId: child.id, parkId: 'denali' } })).status).toBe(403)
    expect((await request('/api/quizzes', { method: 'POST', cookie, json: { childId: child.id, parkId: 'atlantis' } })).status).toBe(404)
  })

  it('a failed generation ends in failed (Quiz Not Available)', async () => {
    const { cookie, child } = await family()
    const created = await pendingQuiz(child.id)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing: QuizMaker = { name: 'openai', makeQuiz: async () => err('malformed reply') }
    await runJob({ kind: 'make-quiz', quizId: created.id }, { attempts: 5, quizMaker: failing })
    expect(await json(await request(`/api/quizzes/${created.id}`, { cookie }))).toMatchObject({ status: 'failed' })
  })

  it('a park without a quiz bank: the built-in maker makes nothing up, and the last attempt ends the quiz failed, saying why', async () => {
    const { cookie, child } = await family()
    const created = await pendingQuiz(child.id)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const noBanks = createBuiltInQuizMaker(async () => null)
    await runJob({ kind: 'make-quiz', quizId: created.id }, { quizMaker: noBanks })
    expect(await json(await request(`/api/quizzes/${created.id}`, { cookie }))).toMatchObject({ status: 'pending', questions: [] })
    await runJob({ kind: 'make-quiz', quizId: created.id }, { attempts: 5, quizMaker: noBanks })
    expect(await json(await request(`/api/quizzes/${created.id}`, { cookie }))).toMatchObject({ status: 'failed', questions: [] })
    const [row] = await db().select().from(quizzes).where(eq(quizzes.id, created.id))
    expect(row.error).toBe('Zion National Park has no quiz bank (app/content/parks/zion/quiz.ts)')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('has no quiz bank'))
  })
})

describe('badges', () => {
  it('a passed quiz then a completed story earns the badge once', async () => {
    const { cookie, child } = await family()
    const quiz = await readyQuiz(cookie, child.id)
    expect(await json(await answer(cookie, quiz, rightAnswers(quiz, 2)))).toMatchObject({ score: 80, passed: true, badgeEarned: false })
    await completedStory(cookie, child.id)
    const earned = await json<{ parkId: string; badgeName: string }[]>(await request(`/api/children/${child.id}/badges`, { cookie }))
    expect(earned).toEqual([expect.objectContaining({ parkId: 'zion', badgeName: 'Zion Explorer' })])
    // A second, better pass and a second story earn no second badge; the best passed score counts.
    const again = await readyQuiz(cookie, child.id)
    await answer(cookie, again, rightAnswers(again))
    await completedStory(cookie, child.id)
    const rows = await db().select().from(badges).where(eq(badges.childId, child.id))
    expect(rows).toHaveLength(1)
    expect(rows[0].quizScore).toBe(100)
  })

  it('a completed story then a passed quiz earns the badge, named without "National Park"', async () => {
    const { cookie, child } = await family()
    await completedStory(cookie, child.id, 'grand-teton')
    const quiz = await readyQuiz(cookie, child.id, 'grand-teton')
    expect(await json(await answer(cookie, quiz, rightAnswers(quiz)))).toMatchObject({ score: 100, passed: true, badgeEarned: true })
    const [badge] = await db().select().from(badges).where(eq(badges.childId, child.id))
    expect(badge).toMatchObject({ badgeName: 'Grand Teton Explorer', quizScore: 100 })
  })

  it('no badge without a completed story, however well the quiz goes', async () => {
    const { cookie, child } = await family()
    const quiz = await readyQuiz(cookie, child.id)
    await answer(cookie, quiz, rightAnswers(quiz))
    expect(await db().select().from(badges).where(eq(badges.childId, child.id))).toHaveLength(0)
  })

  it('the badges and stats pages show the real figures', async () => {
    const { cookie, child } = await family()
    await completedStory(cookie, child.id, 'arches')
    const quiz = await readyQuiz(cookie, child.id, 'arches')
    await answer(cookie, quiz, rightAnswers(quiz, 1))
    const badgesPage = await request('/badges', { cookie })
    const html = await badgesPage.text()
    expect(html).toContain('Arches Explorer')
    expect(html).toMatch(/data-testid="badges-badges-earned">1</)
    expect(html).toMatch(/data-testid="badges-avg-score">90%</)
    expect(Number(badgesPage.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
    const statsPage = await request(`/stats/${child.id}`, { cookie })
    const stats = await statsPage.text()
    expect(stats).toMatch(/data-testid="stats-parks-explored">1</)
    expect(stats).toContain('out of 19 unlocked')
    expect(stats).toMatch(/data-testid="current-streak">1 day</)
    expect(Number(statsPage.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
  })
})
