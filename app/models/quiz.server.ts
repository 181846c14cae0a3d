import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm'
import { getPark, parks } from '~/data/parks'
import type { Db } from '~/db/client.server'
import { children, quizzes, type QuizRow } from '~/db/schema'
import { STALE_GENERATION_MS, type JobMessage } from '~/jobs/messages'
import { optionCountFor, type QuizMaker } from '~/providers/quiz-maker/quiz-maker'
import { ageOn, todayIso } from '~/utils/child-schema'
import { awardBadgeIfEarned, raiseBadgeScore } from './badge.server'
import { hitRateLimit } from './rate-limit.server'
import { listUnlockedRegions } from './regions.server'
import { firstNameOf } from '~/utils/names'

export const QUIZ_QUESTIONS = 10
export const PASS_MARK = 70
/** An unfinished quiz is picked up again for this long, so a reload does not make a new one. */
const OPEN_QUIZ_MS = 2 * 60 * 60 * 1000

/** New quizzes a child may start in a day: every one may be a paid model call. */
export const QUIZZES_PER_CHILD_PER_DAY = 20
export const QUIZ_CAP_MESSAGE = "That's a lot of quizzes for one day! Come back tomorrow for more."

type Failure = { ok: false; status: 400 | 403 | 404 | 409 | 429; message: string }
const fail = (status: Failure['status'], message: string): Failure => ({ ok: false, status, message })

export interface QuizQuestionView {
  question: string
  options: string[]
  /** Only once the question is answered (or the quiz finished): the answers never travel ahead. */
  correctAnswer?: number
  explanation?: string
}

export function toQuizView(row: QuizRow) {
  const answered = (index: number) => row.completedAt !== null || (row.userAnswers?.[index] ?? -1) >= 0
  return {
    id: row.id,
    childId: row.childId,
    parkId: row.parkId,
    status: row.status,
    totalQuestions: row.questions.length || QUIZ_QUESTIONS,
    questions: row.questions.map(({ question, options, correctAnswer, explanation }, index): QuizQuestionView =>
      answered(index) ? { question, options, correctAnswer, explanation } : { question, options },
    ),
    userAnswers: row.userAnswers,
    score: row.score,
    passed: row.passed,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  }
}
export type QuizView = ReturnType<typeof toQuizView>

/** Rounded percentage of correct answers over the number of questions; a pass at 70 or more. */
export function scoreAnswers(correct: number[], answers: number[]) {
  const right = correct.filter((answer, i) => answers[i] === answer).length
  const score = Math.round((right / correct.length) * 100)
  return { score, passed: score >= PASS_MARK }
}

async function ownedChild(db: Db, userId: string, childId: number) {
  return db.query.children.findFirst({ where: and(eq(children.id, childId), eq(children.userId, userId)) })
}

/** Starts a quiz for a child and park (both checked), or picks up the one still open. */
export async function startQuiz(db: Db, jobs: Queue<JobMessage>, input: { userId: string; childId: number; parkId: string; fresh?: boolean }) {
  const child = await ownedChild(db, input.userId, input.childId)
  if (!child) return fail(404, 'Child not found')
  const park = getPark(input.parkId)
  if (!park) return fail(404, 'Park not found')
  const unlocked = await listUnlockedRegions(db, input.userId)
  if (!unlocked.includes(park.region)) return fail(403, `The ${park.region} region must be unlocked to take this quiz.`)
  if (!input.fresh) {
    const open = await db.query.quizzes.findFirst({
      where: and(
        eq(quizzes.childId, child.id),
        eq(quizzes.parkId, park.id),
        isNull(quizzes.completedAt),
        gt(quizzes.createdAt, new Date(Date.now() - OPEN_QUIZ_MS)),
      ),
      orderBy: desc(quizzes.id),
    })
    if (open && open.status !== 'failed') return { ok: true as const, quiz: toQuizView(open) }
  }
  const cap = await hitRateLimit(db, { key: `quizzes:${child.id}`, limit: QUIZZES_PER_CHILD_PER_DAY, windowMs: 24 * 60 * 60 * 1000 })
  if (!cap.allowed) return fail(429, QUIZ_CAP_MESSAGE)
  const [row] = await db.insert(quizzes).values({ userId: input.userId, childId: child.id, parkId: park.id }).returning()
  await jobs.send({ kind: 'make-quiz', quizId: row.id })
  return { ok: true as const, quiz: toQuizView(row) }
}

export async function getQuiz(db: Db, { id, userId }: { id: number; userId: string }) {
  const row = await db.query.quizzes.findFirst({ where: and(eq(quizzes.id, id), eq(quizzes.userId, userId)) })
  return row ? toQuizView(row) : null
}

export async function listChildQuizzes(db: Db, { childId, userId }: { childId: number; userId: string }) {
  const rows = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.childId, childId), eq(quizzes.userId, userId)))
    .orderBy(desc(quizzes.id))
  return rows.map(toQuizView)
}

/**
 * A quiz from a maker is kept only if it is well formed: 10 questions, each with the child's number
 * of distinct options (3 for ages 5-6, 4 after) and one valid answer.
 */
function isWellFormed(questions: { options: string[]; correctAnswer: number; question: string }[], optionCount: number) {
  return (
    questions.length === QUIZ_QUESTIONS &&
    questions.every(
      (q) =>
        q.question.trim() &&
        q.options.length === optionCount &&
        new Set(q.options).size === optionCount &&
        Number.isInteger(q.correctAnswer) &&
        q.correctAnswer >= 0 &&
        q.correctAnswer < optionCount,
    )
  )
}

/** Makes a pending quiz on the queue. Idempotent like chapter writing; the last failed attempt marks it failed. */
export async function makePendingQuiz(db: Db, maker: QuizMaker, { quizId, isLastAttempt }: { quizId: number; isLastAttempt: boolean }) {
  const row = await db.query.quizzes.findFirst({ where: eq(quizzes.id, quizId) })
  if (!row || row.status !== 'pending') return { outcome: 'skipped' as const }
  const park = getPark(row.parkId)
  const child = await db.query.children.findFirst({ where: eq(children.id, row.childId) })
  if (!park || !child) return markFailed(db, quizId, 'The quiz refers to something that no longer exists')
  const age = ageOn(child.birthday, todayIso())
  // The questions of the child's earlier quizzes of this park: a retake asks new ones first.
  const earlier = await db
    .select({ questions: quizzes.questions })
    .from(quizzes)
    .where(and(eq(quizzes.childId, row.childId), eq(quizzes.parkId, row.parkId), eq(quizzes.status, 'ready'), ne(quizzes.id, quizId)))
    .orderBy(desc(quizzes.id))
    .limit(5)
  const result = await maker
    .makeQuiz({
      park,
      allParks: parks,
      child: { firstName: firstNameOf(child.name), age },
      seed: `quiz:${quizId}`,
      askedBefore: earlier.flatMap((quiz) => quiz.questions.map((question) => question.question)),
    })
    .catch((error: unknown) => ({ ok: false as const, error: `The ${maker.name} quiz maker failed: ${error instanceof Error ? error.message : String(error)}` }))
  const error = !result.ok ? result.error : !isWellFormed(result.value, optionCountFor(age)) ? 'The quiz was not well formed' : null
  if (error || !result.ok) {
    if (!isLastAttempt) return { outcome: 'retry' as const }
    return markFailed(db, quizId, error ?? 'unknown')
  }
  const made = await db
    .update(quizzes)
    .set({ status: 'ready', questions: result.value, maker: maker.name })
    .where(and(eq(quizzes.id, quizId), eq(quizzes.status, 'pending')))
    .returning({ userId: quizzes.userId })
  return made.length ? { outcome: 'made' as const, userId: row.userId } : { outcome: 'skipped' as const }
}

/** Gives up on a quiz still being made (the last attempt, the dead-letter queue). */
export async function failPendingQuiz(db: Db, quizId: number, error: string) {
  return markFailed(db, quizId, error)
}

/**
 * The sweep (every minute): a quiz still being made past the job's own deadline and a margin
 * (STALE_GENERATION_MS) is made again on the queue, once; still pending that long after, it is
 * marked failed so the page can offer a new one.
 */
export async function sweepStaleQuizzes(db: Db, jobs: Queue<JobMessage>, now = Date.now()) {
  const before = new Date(now - STALE_GENERATION_MS)
  const failed = await db
    .update(quizzes)
    .set({ status: 'failed', error: 'The quiz took too long to make' })
    .where(and(eq(quizzes.status, 'pending'), lt(quizzes.requeuedAt, before)))
    .returning({ quizId: quizzes.id, userId: quizzes.userId })
  const requeued = await db
    .update(quizzes)
    .set({ requeuedAt: new Date(now) })
    .where(and(eq(quizzes.status, 'pending'), isNull(quizzes.requeuedAt), lt(quizzes.createdAt, before)))
    .returning({ quizId: quizzes.id })
  if (requeued.length) await jobs.sendBatch(requeued.map(({ quizId }) => ({ body: { kind: 'make-quiz' as const, quizId } })))
  return { failed, requeued: requeued.map(({ quizId }) => quizId) }
}

/** Marks a pending quiz failed; says whose quiz it was when it did. */
async function markFailed(db: Db, quizId: number, error: string) {
  const [row] = await db
    .update(quizzes)
    .set({ status: 'failed', error: error.slice(0, 500) })
    .where(and(eq(quizzes.id, quizId), eq(quizzes.status, 'pending')))
    .returning({ userId: quizzes.userId })
  if (!row) return { outcome: 'skipped' as const }
  console.warn(`[quizzes] quiz ${quizId} failed: ${error}`)
  return { outcome: 'failed' as const, userId: row.userId }
}

/**
 * PUT /api/quizzes/{id}/questions/{index}: the child's answer to one question, kept for good (it
 * cannot be changed after the reveal); the answer comes back with the right option and its
 * explanation, which the quiz sent nowhere before.
 */
export async function answerQuestion(db: Db, input: { quizId: number; userId: string; index: number; answer: unknown }) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await db.query.quizzes.findFirst({ where: and(eq(quizzes.id, input.quizId), eq(quizzes.userId, input.userId)) })
    if (!row) return fail(404, 'Quiz not found')
    if (row.status !== 'ready') return fail(409, 'This quiz is not ready yet.')
    if (row.completedAt) return fail(409, 'This quiz has already been answered. Start a new quiz to try again.')
    const question = row.questions[input.index]
    if (!Number.isInteger(input.index) || !question) return fail(404, 'Question not found')
    const answer = input.answer
    if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0 || answer >= question.options.length) {
      return fail(400, 'Please choose one of the answers.')
    }
    const before = row.userAnswers ?? row.questions.map(() => -1)
    const reveal = { correctAnswer: question.correctAnswer, explanation: question.explanation }
    if (before[input.index] >= 0) return { ok: true as const, answer: before[input.index], correct: before[input.index] === question.correctAnswer, ...reveal }
    const after = before.map((value, i) => (i === input.index ? answer : value))
    // Written only over the answers just read, so two tabs answering at once cannot lose one.
    const updated = await db.$client
      .prepare('update quizzes set user_answers = ?1 where id = ?2 and completed_at is null and coalesce(user_answers, \'\') = ?3')
      .bind(JSON.stringify(after), row.id, row.userAnswers ? JSON.stringify(row.userAnswers) : '')
      .run()
    if (updated.meta.changes === 1) return { ok: true as const, answer, correct: answer === question.correctAnswer, ...reveal }
  }
  return fail(409, 'The quiz changed while answering. Please try again.')
}

/**
 * PUT /api/quizzes/{id}/answer: finishes the quiz. Questions answered one by one keep those answers;
 * the rest (answered on a device that was offline, or by a client that sends them all at the end)
 * are taken from `userAnswers`. The server scores them against the stored answers; a score or a
 * pass sent by the browser is ignored. A pass may earn the park's badge.
 */
export async function submitQuizAnswers(db: Db, input: { quizId: number; userId: string; userAnswers: unknown }) {
  const row = await db.query.quizzes.findFirst({ where: and(eq(quizzes.id, input.quizId), eq(quizzes.userId, input.userId)) })
  if (!row) return fail(404, 'Quiz not found')
  if (row.status !== 'ready') return fail(409, 'This quiz is not ready yet.')
  if (row.completedAt) return fail(409, 'This quiz has already been answered. Start a new quiz to try again.')
  const answers = input.userAnswers
  if (!Array.isArray(answers) || answers.length !== row.questions.length) {
    return fail(400, `Please send ${row.questions.length} answers.`)
  }
  const valid = answers.every((answer, i) => Number.isInteger(answer) && answer >= -1 && answer < row.questions[i].options.length)
  if (!valid) return fail(400, 'Each answer must be the number of an option, or -1 for no answer.')
  const kept = row.userAnswers ?? []
  const final = (answers as number[]).map((answer, i) => ((kept[i] ?? -1) >= 0 ? kept[i] : answer))
  const { score, passed } = scoreAnswers(
    row.questions.map((q) => q.correctAnswer),
    final,
  )
  const [updated] = await db
    .update(quizzes)
    .set({ userAnswers: final, score, passed, completedAt: new Date() })
    .where(and(eq(quizzes.id, row.id), isNull(quizzes.completedAt)))
    .returning()
  if (!updated) return fail(409, 'This quiz has already been answered. Start a new quiz to try again.')
  const badgeEarned = passed ? await awardBadgeIfEarned(db, { childId: row.childId, parkId: row.parkId }) : false
  if (passed && !badgeEarned) await raiseBadgeScore(db, { childId: row.childId, parkId: row.parkId, score })
  return { ok: true as const, quiz: toQuizView(updated), badgeEarned }
}
