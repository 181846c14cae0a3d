/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import type { Park } from '~/data/park-types'
import { getPark, parks } from '~/data/parks'
import type { QuizBankSource } from '~/providers/quiz-maker/bank/source'
import type { BankQuestion, QuizBank } from '~/providers/quiz-maker/bank/types'
import { createBuiltInQuizMaker, QUIZ_LENGTH, quizFromBank } from '~/providers/quiz-maker/built-in'
import { optionCountFor, type QuizQuestion } from '~/providers/quiz-maker/quiz-maker'
import { AGE_BANDS, type AgeBand } from '~/utils/age-band'
import { quizFigures } from '../../scripts/report/quizzes'

// Every park's written bank, as the build reads them.
const modules = import.meta.glob<{ quiz: QuizBank }>('../../app/content/parks/*/quiz.ts', { eager: true })
const banks = new Map(Object.values(modules).map(({ quiz }) => [quiz.parkId, quiz]))
const fromBanks: QuizBankSource = async (parkId) => banks.get(parkId) ?? null

const maker = createBuiltInQuizMaker(fromBanks)
const SEEDS = ['trailhead', 'campfire-42']
/** One age in each band: young (5-6), middle (7-9), older (10+). */
const AGE_OF: Record<AgeBand, number> = { young: 5, middle: 8, older: 11 }

async function quizFor(park: Park, age: number, seed: string, askedBefore?: string[]) {
  const result = await maker.makeQuiz({ park, allParks: parks, child: { firstName: 'Robin', age }, seed, askedBefore })
  if (!result.ok) throw new Error(`${park.id}: ${result.error}`)
  return result.value
}

const bandQuestions = (park: Park, band: AgeBand) => banks.get(park.id)!.questions.filter((question) => question.band === band)

/** Each question is one of the band's written questions, its options that question's answer and wrong answers. */
function expectFromBank(quiz: QuizQuestion[], written: BankQuestion[], age: number, label: string) {
  expect(quiz, label).toHaveLength(QUIZ_LENGTH)
  expect(new Set(quiz.map((question) => question.question)).size, label).toBe(QUIZ_LENGTH)
  for (const question of quiz) {
    const source = written.find((candidate) => candidate.question === question.question)
    expect(source, `${label}: "${question.question}" is not in the bank of this band`).toBeDefined()
    expect(question.options, `${label}: ${question.question}`).toHaveLength(optionCountFor(age))
    expect([...question.options].sort(), `${label}: ${question.question}`).toEqual([source!.answer, ...source!.wrong].sort())
    expect(question.options[question.correctAnswer], `${label}: ${question.question}`).toBe(source!.answer)
    expect(question.explanation, `${label}: ${question.question}`).toBe(source!.explanation)
  }
}

describe('the built-in quiz maker', () => {
  it('is called built-in', () => {
    expect(maker.name).toBe('built-in')
  })

  for (const park of parks) {
    it(`draws every quiz about ${park.name} from its written bank, ${QUIZ_LENGTH} questions of the child's band`, async () => {
      for (const band of AGE_BANDS) {
        const written = bandQuestions(park, band)
        for (const seed of SEEDS) expectFromBank(await quizFor(park, AGE_OF[band], seed), written, AGE_OF[band], `${park.id} / ${band} / ${seed}`)
      }
    })
  }

  it('asks the questions met before last, in every park and band', async () => {
    for (const park of parks) {
      for (const band of AGE_BANDS) {
        const age = AGE_OF[band]
        const first = await quizFor(park, age, 'first')
        const asked = new Set(first.map((question) => question.question))
        const retake = await quizFor(park, age, 'retake', [...asked])
        expectFromBank(retake, bandQuestions(park, band), age, `${park.id} / ${band} retake`)
        // As many new questions as the band has left, first; then, only if needed, some met before.
        const fresh = Math.min(QUIZ_LENGTH, bandQuestions(park, band).length - QUIZ_LENGTH)
        const label = `${park.id} / ${band}: ${fresh} new questions first`
        expect(retake.slice(0, fresh).filter((question) => asked.has(question.question)), label).toEqual([])
        expect(retake.slice(fresh).every((question) => asked.has(question.question)), label).toBe(true)
      }
    }
  })

  it('shuffles the options: the right answer lands in every position about equally often', async () => {
    for (const band of AGE_BANDS) {
      const age = AGE_OF[band]
      const counts = new Array(optionCountFor(age)).fill(0)
      for (const park of parks) for (const question of await quizFor(park, age, `quiz:positions:${park.id}`)) counts[question.correctAnswer]++
      // Each quiz its own seed, as each quiz id is; 630 questions: about 210 a position with three
      // options, about 158 with four.
      const floor = (parks.length * QUIZ_LENGTH) / counts.length / 1.5
      for (const count of counts) expect(count, `${band}: ${counts.join(', ')}`).toBeGreaterThan(floor)
    }
  })

  it('gives the same quiz for the same seed and a different one for another seed', async () => {
    for (const id of ['yellowstone', 'acadia', 'everglades', 'denali', 'zion']) {
      const park = getPark(id)!
      expect(await quizFor(park, 9, 'same-seed')).toEqual(await quizFor(park, 9, 'same-seed'))
      expect(await quizFor(park, 9, 'seed-one')).not.toEqual(await quizFor(park, 9, 'seed-two'))
    }
  })

  it('gives three options to ages 5-6 and four from age 7, the cut-off the stories use', async () => {
    const park = getPark('zion')!
    for (const [age, count] of [
      [5, 3],
      [6, 3],
      [7, 4],
      [12, 4],
    ]) {
      for (const question of await quizFor(park, age, 'cut-off')) expect(question.options, `age ${age}`).toHaveLength(count)
    }
  })

  it('never uses Math.random', async () => {
    const original = Math.random
    Math.random = () => {
      throw new Error('Math.random was called')
    }
    try {
      await quizFor(getPark('zion')!, 8, 'no-math-random')
    } finally {
      Math.random = original
    }
  })
})

describe('a park the built-in quiz maker cannot quiz', () => {
  const park = getPark('zion')!
  const request = (age: number) => ({ park, allParks: parks, child: { firstName: 'Robin', age }, seed: 'no-bank' })

  it('without a bank is an error that says so, and no question is made up', async () => {
    const result = await createBuiltInQuizMaker(async () => null).makeQuiz(request(8))
    expect(result).toEqual({ ok: false, error: 'Zion National Park has no quiz bank (app/content/parks/zion/quiz.ts)' })
  })

  it('with fewer than ten questions in the child’s band is an error too; the other bands still draw', () => {
    const zion = banks.get('zion')!
    const short: QuizBank = { parkId: 'zion', questions: [...zion.questions.filter((question) => question.band !== 'young'), ...bandQuestions(park, 'young').slice(0, 9)] }
    expect(quizFromBank(short, request(6))).toEqual({ ok: false, error: 'The quiz bank of Zion National Park has 9 questions for the young band (age 6); a quiz takes 10' })
    const older = quizFromBank(short, request(11))
    expect(older.ok && older.value).toHaveLength(QUIZ_LENGTH)
  })
})

describe('quiz figures over all 63 parks and the three age bands, drawn from the banks', () => {
  // One quiz per park per band, as `npm run story-report` prints them.
  const figures = quizFigures({
    makeQuiz(request) {
      const result = quizFromBank(banks.get(request.park.id) ?? null, request)
      if (!result.ok) throw new Error(`${request.park.id}: ${result.error}`)
      return result.value
    },
  })

  it('quizzes every park in every band, all well formed, three options for the youngest and four after', () => {
    for (const figure of figures.bands) {
      expect(figure.parks, figure.band).toBe(parks.length)
      expect(figure.questions, figure.band).toBe(parks.length * QUIZ_LENGTH)
      expect(figure.malformed, figure.band).toBe(0)
      const options = figure.band === 'young' ? 3 : 4
      expect(figure.optionsPerQuestion, figure.band).toEqual({ mean: options, min: options, max: options })
    }
  })

  it('asks the youngest questions a parent reads in one breath, and puts no stem or wrong answer in more than a fifth of the parks', () => {
    expect(figures.bands.find((figure) => figure.band === 'young')!.wordsPerQuestion.max).toBeLessThanOrEqual(16)
    for (const figure of figures.bands) {
      expect(figure.stemsOverAFifth, JSON.stringify(figure.widestStems)).toBe(0)
      expect(figure.distractorsOverAFifth, JSON.stringify(figure.widestDistractors)).toBe(0)
    }
  })
})
