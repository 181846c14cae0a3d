/**
 * Quiz answers given with no signal wait on the device until there is a connection again; then they
 * go to the server, which alone checks and scores them (DESIGN.md section 4: the browser never
 * decides a score). This file is the queue's logic, free of storage and network so it can be tested
 * on its own; `trail-store.ts` keeps entries in IndexedDB and the quiz page sends them.
 */

/** One quiz's answers waiting on this device, under the parent who gave them. */
export interface QueuedQuiz {
  userId: string
  quizId: number
  /** One per question: the chosen option, or -1 while unanswered. */
  answers: number[]
  /** Questions answered offline whose answer the server has not seen yet. */
  waiting: number[]
  /** The child pressed Finish: the whole quiz goes to be scored. */
  finished: boolean
  updatedAt: number
}

export interface AnswerStore {
  get(userId: string, quizId: number): Promise<QueuedQuiz | undefined>
  put(entry: QueuedQuiz): Promise<void>
  delete(userId: string, quizId: number): Promise<void>
  list(userId: string): Promise<QueuedQuiz[]>
}

const isAnswer = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0

export function startEntry(userId: string, quizId: number, answers: number[], now = Date.now()): QueuedQuiz {
  if (!Number.isSafeInteger(quizId) || quizId <= 0) throw new RangeError('Not a quiz id')
  if (answers.length === 0) throw new RangeError('A quiz has questions')
  return { userId, quizId, answers: answers.map((answer) => (isAnswer(answer) ? answer : -1)), waiting: [], finished: false, updatedAt: now }
}

/**
 * Keeps an answer given offline. As on the server, the first answer to a question is the one that
 * counts: answering it again changes nothing.
 */
export function queueAnswer(entry: QueuedQuiz, index: number, answer: number, now = Date.now()): QueuedQuiz {
  if (!Number.isInteger(index) || index < 0 || index >= entry.answers.length) throw new RangeError('No such question')
  if (!isAnswer(answer)) throw new RangeError('Not an option')
  if (entry.finished || entry.answers[index] >= 0) return entry
  return {
    ...entry,
    answers: entry.answers.map((value, i) => (i === index ? answer : value)),
    waiting: [...entry.waiting, index].sort((a, b) => a - b),
    updatedAt: now,
  }
}

export function finishEntry(entry: QueuedQuiz, now = Date.now()): QueuedQuiz {
  return entry.finished ? entry : { ...entry, finished: true, updatedAt: now }
}

/** The server has the answer to this question now (and told us whether it was right). */
export function answerSent(entry: QueuedQuiz, index: number): QueuedQuiz {
  return { ...entry, waiting: entry.waiting.filter((i) => i !== index) }
}

/** An entry with nothing left to send can go. */
export const isSettled = (entry: QueuedQuiz) => !entry.finished && entry.waiting.length === 0

/** What `PUT /api/quizzes/{id}/answer` takes: every answer, -1 for none. No score: the server scores. */
export function submissionOf(entry: QueuedQuiz) {
  return { userAnswers: entry.answers.map((answer) => (isAnswer(answer) ? answer : -1)) }
}

/** How our API client fails: `status` 0 when the network did not answer. */
export interface ApiFailure {
  status: number
  message: string
}

export interface QuizApi<Scored, Reveal> {
  finish(quizId: number, body: ReturnType<typeof submissionOf>): Promise<Scored>
  answer(quizId: number, index: number, answer: number): Promise<Reveal>
}

export type SendOutcome<Scored, Reveal> =
  | { kind: 'scored'; quiz: Scored }
  | { kind: 'answers-sent'; entry: QueuedQuiz; reveals: { index: number; reveal: Reveal }[] }
  /** Still no connection (or the server is briefly unavailable): everything stays queued. */
  | { kind: 'later'; entry: QueuedQuiz; reveals: { index: number; reveal: Reveal }[] }
  /** Finished elsewhere already (another tab, another device): nothing to send. */
  | { kind: 'already-scored' }
  /** The server refused it for good (the quiz is gone, or the answers are not valid). */
  | { kind: 'refused'; message: string }

const failureOf = (error: unknown): ApiFailure =>
  error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? { status: error.status, message: 'message' in error && typeof error.message === 'string' ? error.message : `HTTP ${error.status}` }
    : { status: 0, message: 'No connection' }

/** No answer, or the offline answer of our service worker (503): worth trying again later. */
const tryLater = (failure: ApiFailure) => failure.status === 0 || failure.status === 503

/**
 * Sends what waits: the finished quiz as a whole to be scored, or else each answer given offline (the
 * server keeps it and reveals the right one, as if it had been answered online).
 */
export async function sendQueuedQuiz<Scored, Reveal>(entry: QueuedQuiz, api: QuizApi<Scored, Reveal>): Promise<SendOutcome<Scored, Reveal>> {
  if (entry.finished) {
    try {
      return { kind: 'scored', quiz: await api.finish(entry.quizId, submissionOf(entry)) }
    } catch (error) {
      const failure = failureOf(error)
      if (tryLater(failure)) return { kind: 'later', entry, reveals: [] }
      if (failure.status === 409) return { kind: 'already-scored' }
      return { kind: 'refused', message: failure.message }
    }
  }
  let current = entry
  const reveals: { index: number; reveal: Reveal }[] = []
  for (const index of entry.waiting) {
    try {
      reveals.push({ index, reveal: await api.answer(entry.quizId, index, entry.answers[index]) })
      current = answerSent(current, index)
    } catch (error) {
      const failure = failureOf(error)
      if (tryLater(failure)) return { kind: 'later', entry: current, reveals }
      if (failure.status === 409) return { kind: 'already-scored' }
      return { kind: 'refused', message: failure.message }
    }
  }
  return { kind: 'answers-sent', entry: current, reveals }
}
