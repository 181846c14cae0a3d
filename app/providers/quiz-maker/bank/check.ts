/**
 * What can be checked of a quiz bank without knowing the park (`npm run quiz-report` prints it, the
 * tests hold it to floors): enough questions per band, the right number of distinct options, every
 * citation real, no answer given away by its stem, short stems for the youngest, explanations about
 * their own subject, no option naming another park, no sea animal offered in a park without a coast,
 * and no stem written twice across parks. Whether a question is true, fair and kind is for a reader.
 */
import type { Park } from '~/data/park-types'
import type { ParkPlaces } from '~/data/places/types'
import { AGE_BANDS, type AgeBand } from '~/utils/age-band'
import { MIN_QUESTIONS_PER_BAND, QUIZ_TOPICS, type BankQuestion, type QuizBank } from './types'

export type BankRule =
  | 'count'
  | 'options'
  | 'citation'
  | 'giveaway'
  | 'long-stem'
  | 'off-subject'
  | 'other-park'
  | 'sea-animal'
  | 'duplicate-stem'
  | 'answer-in-wrong'

export interface BankProblem {
  parkId: string
  band?: AgeBand
  rule: BankRule
  question?: string
  detail: string
}

/** Words too common to tell a question's subject. */
const STOP = new Set(
  'a an the of in on at to and or is are was were be been it its this that these those by for from with as into over under than then there their they them can could would should will what which who whom whose when where why how do does did not no yes you your we our us he she his her him i me my one two three many much more most some any all each every park national about after before because also only very just so up out down off here near far away while if'.split(
    ' ',
  ),
)

/** A word as compared: lower case, and its plural or simple endings taken off. */
function stem(word: string) {
  return word
    .toLowerCase()
    .replace(/[’']s$/, '')
    .replace(/(ies)$/, 'y')
    .replace(/(es|s)$/, '')
}

/** The content words of a text, stemmed. */
export function contentWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-zà-ÿʻ'’-]+/g) ?? [])
      .map((word) => word.replace(/^[-'’ʻ]+|[-'’ʻ]+$/g, ''))
      .filter((word) => word.length >= 3 && !STOP.has(word))
      .map(stem),
  )
}

export const stemWordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

/** Longest a stem may be for ages 5-6, so a parent can read it aloud in one breath. */
export const YOUNG_STEM_WORDS = 16

/** Sea animals: never offered as an answer in a park that has no coast. */
const SEA_ANIMALS = /\b(whales?|dolphins?|porpoises?|seals?|sea lions?|walrus(es)?|manatees?|octopus(es)?|sharks?|sea stars?|starfish|jellyfish|sea turtles?|sea otters?|puffins?|crabs?|lobsters?|sea urchins?|coral|orcas?|stingrays?|clownfish|sea anemones?)\b/i

/** Does the park reach the sea (its place model has sea, beach or reef habitat)? */
const hasCoast = (model: ParkPlaces | null) => Boolean(model?.places.some((place) => place.habitat.some((h) => h === 'sea' || h === 'beach' || h === 'reef')))

/** The short names of other parks ("Zion", "Arches", "Great Smoky Mountains"), to spot an option that names one. */
function otherParkNames(park: Park, allParks: readonly Park[]) {
  const own = park.name.toLowerCase()
  return allParks
    .filter((other) => other.id !== park.id)
    .map((other) => other.name.replace(/ National Park.*$/, '').replace(/ and Preserve$/, ''))
    .filter((name) => name.length >= 4 && !own.includes(name.toLowerCase()))
}

/** Is `word` from the answer given away by the stem: in the stem, and in none of the wrong answers? */
export function giveaways(question: Pick<BankQuestion, 'question' | 'answer' | 'wrong'>): string[] {
  const stemWords = contentWords(question.question)
  const wrongWords = new Set(question.wrong.flatMap((wrong) => [...contentWords(wrong)]))
  return [...contentWords(question.answer)].filter((word) => stemWords.has(word) && !wrongWords.has(word))
}

export function checkBank(bank: QuizBank, park: Park, model: ParkPlaces | null, allParks: readonly Park[]): BankProblem[] {
  const problems: BankProblem[] = []
  const add = (question: BankQuestion | undefined, rule: BankRule, detail: string) =>
    problems.push({ parkId: bank.parkId, band: question?.band, rule, question: question?.question, detail })
  const factIds = new Set(park.facts.map((fact) => fact.id))
  const placeIds = new Set((model?.places ?? []).map((place) => place.id))
  const animals = new Set(park.animals.map((animal) => animal.name.toLowerCase()))
  const features = new Set(park.geology.map((feature) => feature.name.toLowerCase()))
  const parkNames = otherParkNames(park, allParks)
  const coast = hasCoast(model)

  for (const band of AGE_BANDS) {
    const count = bank.questions.filter((question) => question.band === band).length
    if (count < MIN_QUESTIONS_PER_BAND) add(undefined, 'count', `${band}: ${count} questions; each band needs at least ${MIN_QUESTIONS_PER_BAND}`)
  }
  const seen = new Set<string>()
  for (const question of bank.questions) {
    const wrongCount = question.band === 'young' ? 2 : 3
    const options = [question.answer, ...question.wrong].map((option) => option.trim().toLowerCase())
    if (question.wrong.length !== wrongCount || new Set(options).size !== options.length || options.some((option) => !option)) {
      add(question, 'options', `${question.band} questions have ${wrongCount + 1} different options`)
    }
    if (!(QUIZ_TOPICS as readonly string[]).includes(question.topic)) add(question, 'options', `unknown topic "${question.topic}"`)
    const key = `${question.band}|${question.question.trim().toLowerCase()}`
    if (seen.has(key)) add(question, 'duplicate-stem', 'the same stem twice in one band of the bank')
    seen.add(key)
    if (!question.cites.length) add(question, 'citation', 'cites nothing: every question cites the fact, place, animal or feature it rests on')
    for (const cite of question.cites) {
      const [kind, ...rest] = cite.split(':')
      const id = rest.join(':')
      const known =
        kind === 'fact' ? factIds.has(id) : kind === 'place' ? placeIds.has(id) : kind === 'animal' ? animals.has(id.toLowerCase()) : kind === 'feature' ? features.has(id.toLowerCase()) : false
      if (!known) add(question, 'citation', `"${cite}" is not a ${kind || 'citation'} of ${park.name}`)
    }
    const given = giveaways(question)
    if (given.length) add(question, 'giveaway', `the stem gives the answer away: "${given.join('", "')}" is in the stem and the answer only`)
    if (question.band === 'young' && stemWordCount(question.question) > YOUNG_STEM_WORDS) add(question, 'long-stem', `${stemWordCount(question.question)} words; at most ${YOUNG_STEM_WORDS} for ages 5-6`)
    const subject = new Set([...contentWords(question.question), ...contentWords(question.answer)])
    if (![...contentWords(question.explanation)].some((word) => subject.has(word))) add(question, 'off-subject', 'the explanation shares no word with its question or answer')
    for (const option of [question.answer, ...question.wrong]) {
      const named = parkNames.find((name) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(option))
      if (named) add(question, 'other-park', `an option names another park (${named}): "${option}"`)
      if (!coast && SEA_ANIMALS.test(option)) add(question, 'sea-animal', `a sea animal offered in a park with no coast: "${option}"`)
    }
    for (const wrong of question.wrong) if (wrong.trim().toLowerCase() === question.answer.trim().toLowerCase()) add(question, 'answer-in-wrong', 'the answer is also a wrong answer')
  }
  return problems
}

/** A stem used in two parks' banks: each park's questions are its own. */
export function duplicateStemsAcross(banks: readonly QuizBank[]): BankProblem[] {
  const owners = new Map<string, string>()
  const problems: BankProblem[] = []
  for (const bank of banks) {
    for (const question of bank.questions) {
      const key = question.question.trim().toLowerCase().replace(/\s+/g, ' ')
      const first = owners.get(key)
      if (first && first !== bank.parkId) problems.push({ parkId: bank.parkId, band: question.band, rule: 'duplicate-stem', question: question.question, detail: `also in ${first}'s bank` })
      else owners.set(key, bank.parkId)
    }
  }
  return problems
}
