/**
 * The quiz banks read from their source modules (Node only: the build, the report): every
 * `app/content/parks/<park-id>/quiz.ts`, which exports `quiz`.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { QuizBankSource } from './source'
import type { QuizBank } from './types'

const PARKS_DIR = resolve(process.cwd(), 'app/content/parks')

export async function readQuizBanks(dir = PARKS_DIR): Promise<QuizBank[]> {
  if (!existsSync(dir)) return []
  const banks: QuizBank[] = []
  for (const parkId of readdirSync(dir).sort()) {
    const file = join(dir, parkId, 'quiz.ts')
    if (!existsSync(file)) continue
    const module = (await import(pathToFileURL(file).href)) as { quiz?: QuizBank }
    if (!module.quiz) throw new Error(`${file} does not export \`quiz\``)
    if (module.quiz.parkId !== parkId) throw new Error(`${file} is the bank of "${module.quiz.parkId}", not of its folder "${parkId}"`)
    banks.push(module.quiz)
  }
  return banks
}

export function quizBanksFromFiles(dir = PARKS_DIR): QuizBankSource {
  let loading: Promise<Map<string, QuizBank>> | null = null
  return async (parkId) => {
    loading ??= readQuizBanks(dir).then((banks) => new Map(banks.map((bank) => [bank.parkId, bank])))
    return (await loading).get(parkId) ?? null
  }
}
