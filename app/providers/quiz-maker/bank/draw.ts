/**
 * The built-in quiz maker's draw: ten questions for the child's band from the park's bank, chosen by
 * the quiz's seed, the ones the child met in an earlier quiz of the park last; options shuffled.
 */
import { seededRandom, shuffled } from '~/utils/seeded-random'
import type { AgeBand } from '~/utils/age-band'
import type { QuizQuestion } from '../quiz-maker'
import type { BankQuestion, QuizBank } from './types'

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

export function drawQuiz(bank: QuizBank, { band, seed, count, askedBefore = [] }: { band: AgeBand; seed: string; count: number; askedBefore?: readonly string[] }): QuizQuestion[] {
  const random = seededRandom(`${seed}|bank`)
  const asked = new Set(askedBefore.map(normal))
  const pool = shuffled(random, bank.questions.filter((question) => question.band === band))
  const fresh = pool.filter((question) => !asked.has(normal(question.question)))
  const again = pool.filter((question) => asked.has(normal(question.question)))
  // Spread the topics: one of each before a second of any, among the fresh questions first.
  const chosen = [...byTopicRounds(fresh), ...byTopicRounds(again)].slice(0, count)
  return chosen.map((question) => toQuizQuestion(question, random))
}

function byTopicRounds(questions: BankQuestion[]): BankQuestion[] {
  const byTopic = new Map<string, BankQuestion[]>()
  for (const question of questions) byTopic.set(question.topic, [...(byTopic.get(question.topic) ?? []), question])
  const rounds: BankQuestion[] = []
  while ([...byTopic.values()].some((list) => list.length)) {
    for (const list of byTopic.values()) {
      const next = list.shift()
      if (next) rounds.push(next)
    }
  }
  return rounds
}

const KINDS: Record<BankQuestion['topic'], QuizQuestion['kind']> = {
  animals: 'animals',
  plants: 'animals',
  land: 'geology',
  visit: 'location',
  history: 'history',
  safety: 'fun-fact',
  care: 'fun-fact',
}

function toQuizQuestion(question: BankQuestion, random: () => number): QuizQuestion {
  const options = shuffled(random, [question.answer, ...question.wrong])
  return { question: question.question, options, correctAnswer: options.indexOf(question.answer), explanation: question.explanation, kind: KINDS[question.topic] }
}
