// A step of `npm run build`: every park's quiz bank (app/content/parks/<park-id>/quiz.ts) into one
// file of the Worker's static content (public/_content/quiz-banks.json, kept from browsers by
// wrangler.toml), read by the quiz maker the first time an isolate makes a quiz.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { readQuizBanks } from '~/providers/quiz-maker/bank/files'
import { QUIZ_BANKS_PATH } from '~/providers/quiz-maker/bank/source'

const banks = await readQuizBanks()
const json = JSON.stringify(banks)
const file = join(process.cwd(), 'public', QUIZ_BANKS_PATH)
mkdirSync(dirname(file), { recursive: true })
writeFileSync(file, json)
const questions = banks.reduce((sum, bank) => sum + bank.questions.length, 0)
console.log(`[quiz banks] ${questions} questions for ${banks.length} parks: ${(json.length / 1024).toFixed(0)} KB (${(gzipSync(json).length / 1024).toFixed(0)} KB gzip)`)
