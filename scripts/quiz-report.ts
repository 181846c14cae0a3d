// npm run quiz-report [-- --park zion,arches]: the written quiz banks (app/content/parks/<id>/quiz.ts),
// per park and band: how many questions, how many give their answer away (a word of the right
// answer in the stem that no wrong answer shares), stems over 16 words for ages 5-6, explanations that
// share no word with their question or answer, stems found in another park's bank, and every other
// rule of app/providers/quiz-maker/bank/check.ts. It reports; the floors are in npm test
// (test/content/quiz-banks.test.ts).
import { getPark, parks } from '~/data/parks'
import { installParkPlaces, placesFor } from '~/data/places/park-places'
import { checkBank, duplicateStemsAcross, type BankProblem } from '~/providers/quiz-maker/bank/check'
import { readQuizBanks } from '~/providers/quiz-maker/bank/files'
import { writerContentFromSource } from '~/providers/story-writer/content-source'
import { AGE_BANDS } from '~/utils/age-band'

const at = process.argv.indexOf('--park')
const only = at >= 0 ? process.argv[at + 1]?.split(',') : undefined
installParkPlaces(writerContentFromSource().places)
const banks = await readQuizBanks()
const problems: BankProblem[] = duplicateStemsAcross(banks)
const rows: string[] = []
for (const bank of banks) {
  const park = getPark(bank.parkId)
  if (!park) {
    problems.push({ parkId: bank.parkId, rule: 'citation', detail: 'not a park of the catalogue' })
    continue
  }
  problems.push(...checkBank(bank, park, placesFor(park.id), parks))
}
for (const bank of banks) {
  if (only && !only.includes(bank.parkId)) continue
  const mine = problems.filter((problem) => problem.parkId === bank.parkId)
  const count = (band: string, rule: BankProblem['rule']) => mine.filter((problem) => problem.band === band && problem.rule === rule).length
  rows.push(
    `${bank.parkId.padEnd(30)} ` +
      AGE_BANDS.map(
        (band) =>
          `${band} ${bank.questions.filter((q) => q.band === band).length} q, ${count(band, 'giveaway')} giveaway, ${count(band, 'long-stem')} long, ${count(band, 'off-subject')} off-subject, ${count(band, 'duplicate-stem')} dup`,
      ).join(' | '),
  )
}
const withBank = new Set(banks.map((bank) => bank.parkId))
console.log(`Quiz banks: ${banks.length} of ${parks.length} parks, ${banks.reduce((sum, bank) => sum + bank.questions.length, 0)} questions`)
for (const row of rows) console.log(`  ${row}`)
const missing = parks.filter((park) => !withBank.has(park.id)).map((park) => park.id)
if (missing.length) console.log(`  no bank yet: ${missing.join(', ')}`)
const shown = problems.filter((problem) => !only || only.includes(problem.parkId))
if (shown.length) {
  console.log(`\n${shown.length} problem(s):`)
  for (const problem of shown) console.log(`  - ${problem.parkId}${problem.band ? ` (${problem.band})` : ''} ${problem.rule}: ${problem.detail}${problem.question ? `\n      "${problem.question}"` : ''}`)
}
