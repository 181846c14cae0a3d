/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import { getPark, parks } from '~/data/parks'
import { installParkPlaces, placesFor } from '~/data/places/park-places'
import { checkBank, duplicateStemsAcross, giveaways } from '~/providers/quiz-maker/bank/check'
import { drawQuiz } from '~/providers/quiz-maker/bank/draw'
import { MIN_QUESTIONS_PER_BAND, type BankQuestion, type QuizBank } from '~/providers/quiz-maker/bank/types'
import { writerContentFromSource } from '~/providers/story-writer/content-source'
import { AGE_BANDS } from '~/utils/age-band'

installParkPlaces(writerContentFromSource().places)

// Every park's written bank, as the build reads them.
const modules = import.meta.glob<{ quiz: QuizBank }>('../../app/content/parks/*/quiz.ts', { eager: true })
const banks = Object.entries(modules).map(([file, module]) => ({ file, bank: module.quiz }))

describe('the written quiz banks', () => {
  it(`every park of the catalogue has one, with at least ${MIN_QUESTIONS_PER_BAND} questions in each band`, () => {
    const byPark = new Map(banks.map(({ bank }) => [bank.parkId, bank]))
    const short = parks.flatMap((park) =>
      AGE_BANDS.map((band) => ({ park: park.id, band, count: byPark.get(park.id)?.questions.filter((question) => question.band === band).length ?? 0 })),
    ).filter(({ count }) => count < MIN_QUESTIONS_PER_BAND)
    expect(short).toEqual([])
    expect(byPark.size).toBe(parks.length)
  })

  it.each(banks.map(({ file, bank }) => [bank.parkId, file, bank] as const))('%s: every rule of the report holds (0 giveaways, 0 long stems, 0 off-subject, real citations)', (_parkId, file, bank) => {
    expect(file).toContain(`/parks/${bank.parkId}/quiz.ts`)
    const park = getPark(bank.parkId)
    expect(park, bank.parkId).toBeDefined()
    const problems = checkBank(bank, park!, placesFor(bank.parkId), parks)
    expect(problems.map((problem) => `${problem.band ?? ''} ${problem.rule}: ${problem.detail} ${problem.question ?? ''}`)).toEqual([])
  })

  it('no stem is in two parks’ banks', () => {
    expect(duplicateStemsAcross(banks.map(({ bank }) => bank)).map((problem) => `${problem.parkId}: ${problem.question}`)).toEqual([])
  })
})

const question = (band: BankQuestion['band'], n: number, topic: BankQuestion['topic'] = 'animals'): BankQuestion => ({
  band,
  topic,
  question: `Question ${n} about the river?`,
  answer: `Answer ${n}`,
  wrong: band === 'young' ? [`Wrong ${n}a`, `Wrong ${n}b`] : [`Wrong ${n}a`, `Wrong ${n}b`, `Wrong ${n}c`],
  explanation: `Answer ${n} explained, with the river.`,
  cites: ['animal:Mule deer'],
})

describe('drawing a quiz from a bank', () => {
  const bank: QuizBank = {
    parkId: 'zion',
    questions: AGE_BANDS.flatMap((band) => Array.from({ length: 16 }, (_, n) => question(band, n, (['animals', 'land', 'visit', 'history'] as const)[n % 4]))),
  }

  it('ten questions of the child’s band, the same for the same seed, options shuffled with the answer kept', () => {
    const quiz = drawQuiz(bank, { band: 'young', seed: 'q1', count: 10 })
    expect(quiz).toHaveLength(10)
    expect(new Set(quiz.map((q) => q.question)).size).toBe(10)
    for (const q of quiz) {
      expect(q.options).toHaveLength(3)
      expect(q.options[q.correctAnswer]).toMatch(/^Answer \d+$/)
    }
    expect(drawQuiz(bank, { band: 'young', seed: 'q1', count: 10 })).toEqual(quiz)
    expect(drawQuiz(bank, { band: 'older', seed: 'q1', count: 10 }).every((q) => q.options.length === 4)).toBe(true)
  })

  it('spreads the topics, and a retake asks the questions met before last', () => {
    const first = drawQuiz(bank, { band: 'middle', seed: 'a', count: 10 })
    expect(new Set(first.slice(0, 4).map((q) => q.kind)).size).toBe(4)
    const retake = drawQuiz(bank, { band: 'middle', seed: 'b', count: 10, askedBefore: first.map((q) => q.question) })
    const repeated = retake.filter((q) => first.some((f) => f.question === q.question))
    // Sixteen questions, ten asked before: the six new ones come first, then four old ones.
    expect(repeated).toHaveLength(4)
    expect(retake.slice(0, 6).every((q) => !first.some((f) => f.question === q.question))).toBe(true)
  })
})

describe('the bank checks', () => {
  const park = getPark('zion')!
  const model = placesFor('zion')
  const one = (overrides: Partial<BankQuestion>) => checkBank({ parkId: 'zion', questions: [{ ...question('young', 1), ...overrides }] }, park, model, parks).filter((p) => p.rule !== 'count')

  it('finds an answer the stem gives away, unless a wrong answer shares the word', () => {
    expect(giveaways({ question: 'What is Lake McDonald?', answer: 'A lake', wrong: ['A mountain', 'A glacier'] })).toEqual(['lake'])
    expect(giveaways({ question: 'What is Lake McDonald?', answer: 'A lake', wrong: ['A salt lake', 'A glacier'] })).toEqual([])
  })

  it('refuses a citation that does not exist, a sea animal at an inland park, another park named, a long young stem and an explanation off its subject', () => {
    expect(one({ cites: ['fact:no-such-fact'] }).map((p) => p.rule)).toEqual(['citation'])
    expect(one({ wrong: ['A gray whale', 'Wrong b'] }).map((p) => p.rule)).toEqual(['sea-animal'])
    expect(one({ wrong: ['The arches of Arches', 'Wrong b'] }).map((p) => p.rule)).toEqual(['other-park'])
    expect(one({ question: 'Which one of these small animals can you see at the river in the morning before breakfast time?' }).map((p) => p.rule)).toEqual(['long-stem'])
    expect(one({ explanation: 'Bison are the largest land mammals of North America.' }).map((p) => p.rule)).toEqual(['off-subject'])
    expect(one({}).map((p) => p.rule)).toEqual([])
  })
})
