/**
 * Where the quiz maker gets a park's bank: one static file `npm run build` writes with every park's
 * bank (scripts/build-quiz-banks.ts), read the first time a quiz is made in an isolate, never carried
 * in the Worker's script. The Node scripts read the banks' source modules (files.ts).
 */
import { readStaticContent, STATIC_CONTENT_DIR } from '~/utils/static-content'
import type { QuizBank } from './types'

export const QUIZ_BANKS_PATH = `${STATIC_CONTENT_DIR}/quiz-banks.json`

/** A park's quiz bank, or null when the park has none (the quiz maker then fails the quiz). */
export type QuizBankSource = (parkId: string) => Promise<QuizBank | null>

export function quizBanksFromAssets(assets: Fetcher): QuizBankSource {
  let loading: Promise<Map<string, QuizBank>> | null = null
  return async (parkId) => {
    loading ??= readStaticContent(assets, QUIZ_BANKS_PATH, 'The quiz banks')
      .then((text) => new Map((JSON.parse(text) as QuizBank[]).map((bank) => [bank.parkId, bank])))
      .catch((error: unknown) => {
        loading = null
        throw error
      })
    return (await loading).get(parkId) ?? null
  }
}
