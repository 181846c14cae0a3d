import { describe, expect, it } from 'vitest'
import { answerSent, finishEntry, isSettled, queueAnswer, sendQueuedQuiz, startEntry, submissionOf, type QueuedQuiz, type QuizApi } from '~/sw/answer-queue'

const PARENT = '0b8c6a52-3f0e-4c4e-9d0a-6f1f3f1b2c3d'

/** Three questions answered online, then the signal went: questions 4 and 5 answered offline. */
function offlineQuiz() {
  let entry = startEntry(PARENT, 42, [1, 0, 2, -1, -1], 1000)
  entry = queueAnswer(entry, 3, 2, 2000)
  entry = queueAnswer(entry, 4, 0, 3000)
  return entry
}

class Failure extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}

/** A stand-in for our API: records calls; fails with the given status (0: no network) where asked. */
function fakeApi({ failFinish, failAnswerAt }: { failFinish?: number; failAnswerAt?: { index: number; status: number } } = {}) {
  const calls: string[] = []
  const api: QuizApi<{ score: number }, { correctAnswer: number }> = {
    async finish(quizId, body) {
      calls.push(`finish ${quizId} ${JSON.stringify(body)}`)
      if (failFinish !== undefined) throw new Failure(failFinish)
      return { score: 80 }
    },
    async answer(quizId, index, answer) {
      calls.push(`answer ${quizId} ${index}=${answer}`)
      if (failAnswerAt?.index === index) throw new Failure(failAnswerAt.status)
      return { correctAnswer: 1 }
    },
  }
  return { api, calls }
}

describe('keeping answers offline', () => {
  it('keeps an answer as waiting to be checked', () => {
    const entry = offlineQuiz()
    expect(entry.answers).toEqual([1, 0, 2, 2, 0])
    expect(entry.waiting).toEqual([3, 4])
    expect(entry.updatedAt).toBe(3000)
  })

  it('counts the first answer to a question, as the server does', () => {
    const entry = offlineQuiz()
    expect(queueAnswer(entry, 3, 1)).toBe(entry)
    // Answered online before the signal went: not answered again offline.
    expect(queueAnswer(entry, 0, 3)).toBe(entry)
  })

  it('refuses a question or an option that is not there', () => {
    const entry = offlineQuiz()
    expect(() => queueAnswer(entry, 5, 0)).toThrow(RangeError)
    expect(() => queueAnswer(entry, -1, 0)).toThrow(RangeError)
    expect(() => queueAnswer(startEntry(PARENT, 42, [-1]), 0, 1.5)).toThrow(RangeError)
    expect(() => startEntry(PARENT, 0, [-1])).toThrow(RangeError)
  })

  it('changes nothing once the quiz is finished', () => {
    const finished = finishEntry(queueAnswer(startEntry(PARENT, 42, [-1, -1]), 0, 1))
    expect(finished.finished).toBe(true)
    expect(queueAnswer(finished, 1, 0)).toBe(finished)
    expect(finishEntry(finished)).toBe(finished)
  })

  it('sends answers only, never a score: the server scores', () => {
    const body = submissionOf(finishEntry(offlineQuiz()))
    expect(body).toEqual({ userAnswers: [1, 0, 2, 2, 0] })
    expect(Object.keys(body)).toEqual(['userAnswers'])
    expect(submissionOf(startEntry(PARENT, 42, [-1, 3]))).toEqual({ userAnswers: [-1, 3] })
  })

  it('is settled once nothing waits', () => {
    const entry = offlineQuiz()
    expect(isSettled(entry)).toBe(false)
    expect(isSettled(answerSent(answerSent(entry, 3), 4))).toBe(true)
    expect(isSettled(finishEntry(answerSent(answerSent(entry, 3), 4)))).toBe(false)
  })
})

describe('sending when the connection is back', () => {
  it('sends a finished quiz whole, to be scored by the server', async () => {
    const { api, calls } = fakeApi()
    const outcome = await sendQueuedQuiz(finishEntry(offlineQuiz()), api)
    expect(outcome).toEqual({ kind: 'scored', quiz: { score: 80 } })
    expect(calls).toEqual(['finish 42 {"userAnswers":[1,0,2,2,0]}'])
  })

  it('sends each answer of an unfinished quiz, and hands back what the server revealed', async () => {
    const { api, calls } = fakeApi()
    const outcome = await sendQueuedQuiz(offlineQuiz(), api)
    expect(calls).toEqual(['answer 42 3=2', 'answer 42 4=0'])
    expect(outcome.kind).toBe('answers-sent')
    if (outcome.kind !== 'answers-sent') return
    expect(outcome.reveals.map((r) => r.index)).toEqual([3, 4])
    expect(isSettled(outcome.entry)).toBe(true)
  })

  it('keeps everything for later when there is still no network, or the server is briefly away', async () => {
    for (const status of [0, 503]) {
      const entry = finishEntry(offlineQuiz())
      const outcome = await sendQueuedQuiz(entry, fakeApi({ failFinish: status }).api)
      expect(outcome).toEqual({ kind: 'later', entry, reveals: [] })
    }
  })

  it('keeps what was not sent when the signal drops half way', async () => {
    const outcome = await sendQueuedQuiz(offlineQuiz(), fakeApi({ failAnswerAt: { index: 4, status: 0 } }).api)
    expect(outcome.kind).toBe('later')
    if (outcome.kind !== 'later') return
    expect(outcome.entry.waiting).toEqual([4])
    expect(outcome.reveals.map((r) => r.index)).toEqual([3])
  })

  it('stops for a quiz finished elsewhere, and for answers the server refuses', async () => {
    expect(await sendQueuedQuiz(finishEntry(offlineQuiz()), fakeApi({ failFinish: 409 }).api)).toEqual({ kind: 'already-scored' })
    expect(await sendQueuedQuiz(finishEntry(offlineQuiz()), fakeApi({ failFinish: 400 }).api)).toEqual({ kind: 'refused', message: 'HTTP 400' })
    expect(await sendQueuedQuiz(offlineQuiz(), fakeApi({ failAnswerAt: { index: 3, status: 404 } }).api)).toEqual({ kind: 'refused', message: 'HTTP 404' })
  })

  it('treats an error without a status as no network', async () => {
    const api: QuizApi<unknown, unknown> = {
      finish: () => Promise.reject(new TypeError('Failed to fetch')),
      answer: () => Promise.reject(new TypeError('Failed to fetch')),
    }
    const entry: QueuedQuiz = finishEntry(offlineQuiz())
    expect((await sendQueuedQuiz(entry, api)).kind).toBe('later')
  })
})
