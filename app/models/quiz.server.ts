import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { getPark, parks } from '~/data/parks'
import type { Db } from '~/db/client.server'
import { children, quizzes, type QuizRow } from '~/db/schema'
import { optionCountFor, type QuizMaker } from '~/providers/quiz-maker/quiz-maker'
import { ageOn, todayIso } from '~/utils/child-schema'
import type { JobMessage } from '../../workers/jobs/messages'
import { awardBadgeIfEarned, raiseBadgeScore } from './badge.server'
import { listUnlockedRegions } from './regions.server'
import { firstNameOf } from '~/utils/names'

export const QUIZ_QUESTIONS = 10
export const PASS_MARK = 70
/** An unfinished quiz is picked up again for this long, so a reload does not make a new one. */
const OPEN_QUIZ_MS = 2 * 60 * 60 * 1000

type Failure = { ok: false; status: 400 | 403 | 404 | 409; message: string }
const fail = (status: Failure['status'], message: string): Failure => ({ ok: false, status, message })

export function toQuizView(row: QuizRow) {
  return {
    id: row.id,
    childId: row.childId,
    parkId: row.parkId,
    status: row.status,
    totalQuestions: row.questions.length || QUIZ_QUESTIONS,
    questions: row.questions.map(({ question, options, correctAnswer, explanation }) => ({ question, options, correctAnswer, explanation })),
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
  if (!row || row.status !== 'pending') return 'skipped' as const
  const park = getPark(row.parkId)
  const child = await db.query.children.findFirst({ where: eq(children.id, row.childId) })
  if (!park || !child) return markFailed(db, quizId, 'The quiz refers to something that no longer exists')
  const age = ageOn(child.birthday, todayIso())
  const result = await maker.makeQuiz({
    park,
    allParks: parks,
    child: { firstName: firstNameOf(child.name), age },
    seed: `quiz:${quizId}`,
  })
  const error = !result.ok ? result.error : !isWellFormed(result.value, optionCountFor(age)) ? 'The quiz was not well formed' : null
  if (error || !result.ok) {
    if (!isLastAttempt) return 'retry' as const
    return markFailed(db, quizId, error ?? 'unknown')
  }
  await db
    .update(quizzes)
    .set({ status: 'ready', questions: result.value, maker: maker.name })
    .where(and(eq(quizzes.id, quizId), eq(quizzes.status, 'pending')))
  return 'made' as const
}

async function markFailed(db: Db, quizId: number, error: string) {
  console.warn(`[quizzes] quiz ${quizId} failed: ${error}`)
  await db
    .update(quizzes)
    .set({ status: 'failed', error: error.slice(0, 500) })
    .where(and(eq(quizzes.id, quizId), eq(quizzes.status, 'pending')))
  return 'failed' as const
}

/**
 * PUT /api/quizzes/{id}/answer: the server scores the answers against the stored ones; a score or a
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
  const { score, passed } = scoreAnswers(
    row.questions.map((q) => q.correctAnswer),
    answers as number[],
  )
  const [updated] = await db
    .update(quizzes)
    .set({ userAnswers: answers as number[], score, passed, completedAt: new Date() })
    .where(and(eq(quizzes.id, row.id), isNull(quizzes.completedAt)))
    .returning()
  if (!updated) return fail(409, 'This quiz has already been answered. Start a new quiz to try again.')
  const badgeEarned = passed ? await awardBadgeIfEarned(db, { childId: row.childId, parkId: row.parkId }) : false
  if (passed && !badgeEarned) await raiseBadgeScore(db, { childId: row.childId, parkId: row.parkId, score })
  return { ok: true as const, quiz: toQuizView(updated), badgeEarned }
}
