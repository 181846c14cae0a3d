import { noQuizBanks } from '~/providers/quiz-maker/bank/source'
import { describe, expect, it } from 'vitest'
import type { Park } from '~/data/park-types'
import { getPark, parks } from '~/data/parks'
import { buildQuiz, createBuiltInQuizMaker, draftQuiz } from '~/providers/quiz-maker/built-in'
import { ANIMAL_GROUPS, DISTRACTOR_ANIMALS } from '~/providers/quiz-maker/built-in/animals'
import { PLACE_KINDS } from '~/providers/quiz-maker/built-in/features'
import { SEA_PARKS } from '~/providers/quiz-maker/built-in/places'
import type { DraftQuestion } from '~/providers/quiz-maker/built-in/questions'
import { STATE_NAMES } from '~/data/states'
import { optionCountFor, type QuizQuestion } from '~/providers/quiz-maker/quiz-maker'
import { quizFigures } from '../../scripts/report/quizzes'

const maker = createBuiltInQuizMaker(noQuizBanks)
const SEEDS = ['trailhead', 'campfire-42', 'b7e1c0de']
/** One age in each band: young (5-6), middle (7-9), older (10+). */
const AGES = [5, 8, 11]

async function quizFor(park: Park, age: number, seed: string) {
  const result = await maker.makeQuiz({ park, allParks: parks, child: { firstName: 'Robin', age }, seed })
  if (!result.ok) throw new Error(`${park.id}: ${result.error}`)
  return result.value
}

function draftsFor(park: Park, age: number, seed: string) {
  const result = draftQuiz({ park, allParks: parks, child: { firstName: 'Robin', age }, seed })
  if (!result.ok) throw new Error(`${park.id}: ${result.error}`)
  return result.value.questions
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
/** Whole words, lower case, a rough singular: what the independent checks below compare. */
const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u02bb']/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
const headWord = (name: string) => {
  const list = wordsOf(/\(([^)]+)\)/.exec(name)?.[1] ?? name)
  return list[list.length - 1]
}

/** Nouns that say what a place is; a wrong "what is it?" answer must use none the place's own words use. */
const PLACE_NOUNS = new Set([
  ...['glacier', 'ice', 'cave', 'dune', 'sand', 'volcano', 'lava', 'waterfall', 'lake', 'river', 'stream', 'creek', 'canyon', 'arch'],
  ...['reef', 'coral', 'island', 'beach', 'geyser', 'spring', 'mountain', 'peak', 'cliff', 'boulder', 'dome', 'mesa', 'crater'],
  ...['meadow', 'salt', 'courthouse', 'steel', 'tunnel', 'pool', 'valley', 'range', 'ridge', 'inlet', 'bay', 'badland', 'mud'],
])

/**
 * Checks that the right answer is true of the park and every wrong answer is not, by the catalogue
 * (and, for wrong animals, by the ranges of their whole kind).
 */
function expectTrueToCatalogue(park: Park, draft: DraftQuestion) {
  const label = `${park.id}: ${draft.question}`
  const { correct, distractors: wrong, subject } = draft
  const checkList = (own: string[], others: string[]) => {
    expect(inList(own, correct), label).toBe(true)
    for (const option of wrong) {
      expect(inList(own, option), `${label} → ${option}`).toBe(false)
      expect(inList(others, option), `${label} → ${option} comes from another park`).toBe(true)
    }
  }
  switch (subject.type) {
    case 'animal': {
      expect(inList(park.animals.map((animal) => animal.name), correct), label).toBe(true)
      const ownHeads = new Set(park.animals.map((animal) => headWord(animal.name)))
      for (const option of wrong) {
        expect(inList(park.animals.map((animal) => animal.name), option), `${label} → ${option}`).toBe(false)
        // Never a near-species trap: no wrong animal shares its kind's word with one the park lists.
        expect(ownHeads.has(headWord(option)), `${label} → ${option} is a near-species trap`).toBe(false)
        const candidate = DISTRACTOR_ANIMALS.find((animal) => animal.name === option)
        expect(candidate, `${label} → ${option} is a checked wrong animal`).toBeDefined()
        const group: { states: readonly string[]; marineOnly?: boolean } = ANIMAL_GROUPS[candidate!.group]
        const absent = !park.states.some((code) => group.states.includes(code)) || (group.marineOnly === true && !SEA_PARKS.has(park.id))
        expect(absent, `${label} → ${option} lives in ${park.states.join('/')}`).toBe(true)
      }
      return
    }
    case 'animal-kind': {
      const noun = { mammal: 'A mammal', bird: 'A bird', fish: 'A fish', reptile: 'A reptile', amphibian: 'An amphibian', insect: 'An insect' }
      expect(park.animals).toContain(subject.animal)
      expect(correct, label).toBe(noun[subject.animal.kind as keyof typeof noun])
      for (const option of wrong) expect(Object.values(noun), label).toContain(option)
      return
    }
    case 'place-kind': {
      const { feature } = subject.place
      expect(park.geology, label).toContain(feature)
      if (subject.described) {
        expect(correct, label).toBe(feature.description)
        const descriptions = otherParks(park).flatMap((other) => other.geology.map((place) => place.description))
        for (const option of wrong) {
          expect(descriptions, `${label} → ${option}`).toContain(option)
          expect(names(option, park), `${label} → ${option}`).toBe(false)
        }
        return
      }
      const own = new Set(wordsOf(`${feature.name} ${feature.description}`))
      const phrases = Object.values(PLACE_KINDS).flatMap((kind) => [...kind.answers, ...('wrong' in kind ? kind.wrong : [])])
      for (const option of wrong) {
        expect(phrases, `${label} → ${option}`).toContain(option)
        const clash = wordsOf(option).filter((word) => PLACE_NOUNS.has(word) && own.has(word))
        expect(clash, `${label} → ${option} might be true of ${feature.name}`).toEqual([])
      }
      return
    }
    case 'place':
      return checkList(
        park.geology.map((feature) => feature.name),
        otherParks(park).flatMap((other) => other.geology.map((feature) => feature.name)),
      )
    case 'trail':
      return checkList(
        park.trails.map((trail) => trail.name),
        otherParks(park).flatMap((other) => other.trails.map((trail) => trail.name)),
      )
    case 'trail-length': {
      expect(park.trails, label).toContain(subject.trail)
      const miles = subject.trail.lengthMiles!
      expect(Number.parseFloat(correct), label).toBe(miles)
      for (const option of wrong) {
        const ratio = Number.parseFloat(option) / miles
        expect(ratio >= 2.5 || ratio <= 0.4, `${label} → ${option} is too near ${miles}`).toBe(true)
      }
      return
    }
    case 'location': {
      expect(correct, label).toBe(STATE_NAMES[park.states[0]])
      const parkStates = park.states.map((code) => STATE_NAMES[code])
      for (const option of wrong) {
        expect(Object.values(STATE_NAMES), label).toContain(option)
        expect(parkStates, `${label} → ${option}`).not.toContain(option)
      }
      return
    }
    case 'year': {
      expect(Number(correct), label).toBe(park.established)
      const years = wrong.map(Number)
      for (const year of years) expect(Math.abs(year - park.established), `${label} → ${year}`).toBeGreaterThanOrEqual(2)
      expect(new Set(years).size, label).toBe(wrong.length)
      return
    }
    case 'fact': {
      checkList(
        park.facts.map((fact) => fact.text),
        otherParks(park).flatMap((other) => other.facts.map((fact) => fact.text)),
      )
      // The right fact does not give the park away by name, and no wrong fact names its own park or this one.
      expect(names(correct, park), label).toBe(false)
      for (const option of wrong) {
        expect(names(option, ownerOfFact(option)), `${label} → ${option}`).toBe(false)
        expect(names(option, park), `${label} → ${option}`).toBe(false)
      }
      return
    }
  }
}

function expectWellFormed(quiz: QuizQuestion[], age: number, label: string) {
  const count = optionCountFor(age)
  expect(quiz, label).toHaveLength(10)
  for (const question of quiz) {
    expect(question.options, `${label}: ${question.question}`).toHaveLength(count)
    expect(new Set(question.options.map(lower)).size, `${label}: ${question.question}`).toBe(count)
    expect(Number.isInteger(question.correctAnswer)).toBe(true)
    expect(question.correctAnswer).toBeGreaterThanOrEqual(0)
    expect(question.correctAnswer).toBeLessThan(count)
    expect(question.question.trim()).not.toBe('')
    expect(question.explanation.trim().length, `${label}: ${question.question}`).toBeGreaterThan(20)
  }
  expect(new Set(quiz.map((question) => question.question)).size, label).toBe(10)
  expect(new Set(quiz.map((question) => lower(question.options[question.correctAnswer]))).size, label).toBe(10)
  expect(new Set(quiz.map((question) => question.kind)).size, label).toBeGreaterThanOrEqual(4)
  expect(new Set(quiz.map((question) => question.correctAnswer)).size, label).toBeGreaterThan(1)
}

describe('the built-in quiz maker', () => {
  it('is called built-in', () => {
    expect(maker.name).toBe('built-in')
  })

  for (const park of parks) {
    it(`makes true, well-formed quizzes about ${park.name}`, async () => {
      for (const seed of SEEDS) {
        for (const age of AGES) {
          const label = `${park.id} / ${seed} / age ${age}`
          const quiz = await quizFor(park, age, seed)
          expectWellFormed(quiz, age, label)
          const drafts = draftsFor(park, age, seed)
          // The quiz is the drafts with their options placed: same questions, same right answers.
          expect(quiz.map((question) => [question.question, question.options[question.correctAnswer]])).toEqual(
            drafts.map((draft) => [draft.question, draft.correct]),
          )
          for (const draft of drafts) expectTrueToCatalogue(park, draft)
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

  it('spreads the right answers over all the positions', async () => {
    for (const [age, floor] of [
      [10, 35],
      [6, 50],
    ]) {
      const counts = new Array(optionCountFor(age)).fill(0)
      for (const park of parks.slice(0, 20)) {
        for (const question of await quizFor(park, age, 'positions')) counts[question.correctAnswer]++
      }
      for (const count of counts) expect(count, `age ${age}: ${counts.join(', ')}`).toBeGreaterThan(floor)
    }
  })

  it('never offers the near-species traps the review found', async () => {
    const denali = getPark('denali')!
    const marmotParks = parks.filter((park) => park.animals.some((animal) => /marmot/i.test(animal.name)))
    for (const seed of ['trap-1', 'trap-2', 'trap-3', 'trap-4', 'trap-5']) {
      for (const age of AGES) {
        // Collared pikas live at Denali, so no pika is a wrong answer there.
        const denaliOptions = (await quizFor(denali, age, seed)).flatMap((question) => question.options)
        expect(denaliOptions.filter((option) => /pika/i.test(option))).toEqual([])
        for (const park of marmotParks) {
          const quiz = await quizFor(park, age, seed)
          const wrong = quiz.flatMap((question) => question.options.filter((_, index) => index !== question.correctAnswer))
          expect(wrong.filter((option) => /marmot/i.test(option)), park.id).toEqual([])
        }
      }
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

describe('quiz figures over all 63 parks and the three age bands (issue 12)', () => {
  // One quiz per park per band, the report's default: the same figures `npm run quiz-report` prints.
  const figures = quizFigures({
    makeQuiz(request) {
      const result = buildQuiz(request)
      if (!result.ok) throw new Error(`${request.park.id}: ${result.error}`)
      return result.value
    },
  })
  const band = (name: 'young' | 'middle' | 'older') => figures.bands.find((figure) => figure.band === name)!

  it('quizzes every park in every band, all well formed', () => {
    for (const figure of figures.bands) {
      expect(figure.parks, figure.band).toBe(parks.length)
      expect(figure.questions, figure.band).toBe(parks.length * 10)
      expect(figure.malformed, figure.band).toBe(0)
    }
  })

  it('asks the youngest short questions with three options and no copied catalogue sentences', () => {
    const young = band('young')
    expect(young.optionsPerQuestion).toEqual({ mean: 3, min: 3, max: 3 })
    for (const name of ['middle', 'older'] as const) expect(band(name).optionsPerQuestion).toEqual({ mean: 4, min: 4, max: 4 })
    expect(young.catalogueCopies.count, young.catalogueCopies.examples.join('\n')).toBe(0)
    // A question a parent reads aloud in one breath: about 9 words, options included about 17 (34 before).
    expect(young.wordsPerQuestion.mean).toBeLessThanOrEqual(10)
    expect(young.wordsPerQuestion.max).toBeLessThanOrEqual(16)
    expect(young.wordsWithOptions.mean).toBeLessThanOrEqual(20)
    expect(young.wordsWithOptions.max).toBeLessThanOrEqual(32)
    expect(young.wordsWithOptions.mean).toBeLessThan(band('middle').wordsWithOptions.mean)
  })

  it('offers no near-species trap and no wrong answer that names its own far-away place', () => {
    for (const figure of figures.bands) {
      expect(figure.nearSpeciesTraps.count, figure.nearSpeciesTraps.examples.join('\n')).toBe(0)
      expect(figure.farAwayNames.count, figure.farAwayNames.examples.join('\n')).toBe(0)
    }
  })

  it('has explanations that teach one more true fact', () => {
    for (const figure of figures.bands) {
      expect(figure.restatingExplanations.share, figure.restatingExplanations.examples.join('\n')).toBeLessThanOrEqual(0.05)
    }
  })

  it('puts no question stem and no wrong answer in more than a fifth of the parks', () => {
    expect(figures.distinctStems).toBeGreaterThanOrEqual(300)
    for (const figure of figures.bands) {
      expect(figure.distinctStems, figure.band).toBeGreaterThanOrEqual(100)
      expect(figure.stemsOverAFifth, JSON.stringify(figure.widestStems)).toBe(0)
      expect(figure.distractorsOverAFifth, JSON.stringify(figure.widestDistractors)).toBe(0)
    }
  })
})
