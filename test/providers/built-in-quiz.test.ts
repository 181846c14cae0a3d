import { describe, expect, it } from 'vitest'
import type { Park } from '~/data/park-types'
import { getPark, parks } from '~/data/parks'
import { createBuiltInQuizMaker } from '~/providers/quiz-maker/built-in'
import { STATE_NAMES } from '~/providers/quiz-maker/built-in/states'
import type { QuizQuestion } from '~/providers/quiz-maker/quiz-maker'

const maker = createBuiltInQuizMaker()
const SEEDS = ['trailhead', 'campfire-42', 'b7e1c0de']
const AGES = [5, 11]

async function quizFor(park: Park, age: number, seed: string) {
  const result = await maker.makeQuiz({ park, allParks: parks, child: { firstName: 'Robin', age }, seed })
  if (!result.ok) throw new Error(`${park.id}: ${result.error}`)
  return result.value
}

const lower = (text: string) => text.toLowerCase()
const shortName = (park: Park) =>
  park.name
    .replace(/ National Park( and Preserve)?$/, '')
    .replace(/^National Park of /, '')
    .replace(/ National and State Parks$/, '')
const names = (text: string, park: Park) => new RegExp(`(^|[^\\p{L}])${shortName(park)}([^\\p{L}]|$)`, 'u').test(text)
const ownerOfFact = (text: string) => parks.find((park) => park.facts.some((fact) => fact.text === text))!
const inList = (list: readonly string[], option: string) => list.map(lower).includes(lower(option))
const otherParks = (park: Park) => parks.filter((other) => other.id !== park.id)

/** Checks that the right answer is true of the park and every wrong answer is not, by the catalogue. */
function expectTrueToCatalogue(park: Park, question: QuizQuestion) {
  const label = `${park.id}: ${question.question}`
  const correct = question.options[question.correctAnswer]
  const wrong = question.options.filter((_, index) => index !== question.correctAnswer)
  const checkList = (own: string[], others: string[]) => {
    expect(inList(own, correct), label).toBe(true)
    for (const option of wrong) {
      expect(inList(own, option), `${label} → ${option}`).toBe(false)
      expect(inList(others, option), `${label} → ${option} comes from another park`).toBe(true)
    }
  }
  const facts = park.facts.map((fact) => fact.text)
  const otherFacts = otherParks(park).flatMap((other) => other.facts.map((fact) => fact.text))
  const checkFacts = () => {
    checkList(facts, otherFacts)
    // The right fact does not give the park away by name, and no wrong fact names its own park or this one.
    expect(names(correct, park), label).toBe(false)
    for (const option of wrong) {
      expect(names(option, ownerOfFact(option)), `${label} → ${option}`).toBe(false)
      expect(names(option, park), `${label} → ${option}`).toBe(false)
    }
  }
  switch (question.kind) {
    case 'animals':
      return checkList(
        park.animals.map((animal) => animal.name),
        otherParks(park).flatMap((other) => other.animals.map((animal) => animal.name)),
      )
    case 'geology':
      return checkList(
        park.geology.map((feature) => feature.name),
        otherParks(park).flatMap((other) => other.geology.map((feature) => feature.name)),
      )
    case 'trails':
      return checkList(
        park.trails.map((trail) => trail.name),
        otherParks(park).flatMap((other) => other.trails.map((trail) => trail.name)),
      )
    case 'location': {
      expect(correct, label).toBe(STATE_NAMES[park.states[0]])
      const parkStates = park.states.map((code) => STATE_NAMES[code])
      for (const option of wrong) {
        expect(Object.values(STATE_NAMES), label).toContain(option)
        expect(parkStates, `${label} → ${option}`).not.toContain(option)
      }
      return
    }
    case 'history':
      if (/^\d{4}$/.test(correct)) {
        expect(Number(correct), label).toBe(park.established)
        const years = wrong.map(Number)
        for (const year of years) expect(Math.abs(year - park.established), `${label} → ${year}`).toBeGreaterThanOrEqual(2)
        expect(new Set(years).size, label).toBe(3)
        return
      }
      return checkFacts()
    case 'fun-fact':
      return checkFacts()
    default:
      throw new Error(`${label}: unknown kind ${question.kind}`)
  }
}

describe('the built-in quiz maker', () => {
  it('is called built-in', () => {
    expect(maker.name).toBe('built-in')
  })

  for (const park of parks) {
    it(`makes true, well-formed quizzes about ${park.name}`, async () => {
      for (const seed of SEEDS) {
        for (const age of AGES) {
          const quiz = await quizFor(park, age, seed)
          const label = `${park.id} / ${seed} / age ${age}`
          expect(quiz, label).toHaveLength(10)
          for (const question of quiz) {
            expect(question.options, `${label}: ${question.question}`).toHaveLength(4)
            expect(new Set(question.options.map(lower)).size, `${label}: ${question.question}`).toBe(4)
            expect(Number.isInteger(question.correctAnswer)).toBe(true)
            expect(question.correctAnswer).toBeGreaterThanOrEqual(0)
            expect(question.correctAnswer).toBeLessThan(4)
            expect(question.question.trim()).not.toBe('')
            expect(question.explanation.trim().length, `${label}: ${question.question}`).toBeGreaterThan(20)
            expectTrueToCatalogue(park, question)
          }
          expect(new Set(quiz.map((question) => question.question)).size, label).toBe(10)
          expect(new Set(quiz.map((question) => lower(question.options[question.correctAnswer]))).size, label).toBe(10)
          expect(new Set(quiz.map((question) => question.kind)).size, label).toBeGreaterThanOrEqual(4)
          expect(new Set(quiz.map((question) => question.correctAnswer)).size, label).toBeGreaterThan(1)
        }
      }
    })
  }

  it('gives the same quiz for the same seed and a different one for another seed', async () => {
    for (const id of ['yellowstone', 'acadia', 'everglades', 'denali', 'zion']) {
      const park = getPark(id)!
      expect(await quizFor(park, 9, 'same-seed')).toEqual(await quizFor(park, 9, 'same-seed'))
      expect(await quizFor(park, 9, 'seed-one')).not.toEqual(await quizFor(park, 9, 'seed-two'))
    }
  })

  it('words questions more simply for young children', async () => {
    for (const id of ['yellowstone', 'acadia', 'great-smoky-mountains']) {
      const park = getPark(id)!
      const young = (await quizFor(park, 5, 'wording')).map((question) => question.question)
      const older = (await quizFor(park, 11, 'wording')).map((question) => question.question)
      expect(young).not.toEqual(older)
      const averageLength = (texts: string[]) => texts.reduce((sum, text) => sum + text.length, 0) / texts.length
      expect(averageLength(young)).toBeLessThan(averageLength(older))
    }
  })

  it('spreads the right answers over all four positions', async () => {
    const counts = [0, 0, 0, 0]
    for (const park of parks.slice(0, 20)) {
      for (const question of await quizFor(park, 10, 'positions')) counts[question.correctAnswer]++
    }
    for (const count of counts) expect(count).toBeGreaterThan(25)
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
