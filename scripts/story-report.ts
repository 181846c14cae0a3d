// npm run story-report [-- --per-band 10 --seed report --out stories.txt]
// Writes whole stories with the built-in writer and prints the figures of issue 12: words per
// chapter and reading grade per age band, distinct sentences across stories, sentences repeated
// inside a story, scaffold beats, endings by goal and place-model violations; then the figures of
// the quizzes the built-in quiz maker draws from the written banks (one quiz per park and band). It
// reports; it never fails a build (the floors live in the tests).
import { writeFileSync } from 'node:fs'
import { readQuizBanks } from '~/providers/quiz-maker/bank/files'
import { quizFromBank } from '~/providers/quiz-maker/built-in'
import { formatQuizFigures, quizFigures } from './report/quizzes'
import { storyReport, storyText } from './report/stories'

const args = process.argv.slice(2)
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const perBand = Number(arg('per-band') ?? 10)
const seed = arg('seed') ?? 'report'
const out = arg('out')

const { stories, figures } = await storyReport({ perBand, seed })
const pct = (x: number) => `${(x * 100).toFixed(1)}%`

console.log(`Stories: ${figures.stories} (${perBand} per age band), chapters: ${figures.chapters}, seed "${seed}"`)
console.log('')
console.log('Words per chapter and reading level by age band')
for (const b of figures.bands) {
  console.log(
    `  ${b.band.padEnd(6)} ${b.words.min}-${b.words.max} words (mean ${b.words.mean}, target ${b.range[0]}-${b.range[1]}, ${b.chaptersOutOfRange} out of range)  Flesch-Kincaid grade ${b.grade.toFixed(2)}  ${b.wordsPerSentence} words/sentence`,
  )
}
console.log('')
console.log(`Distinct sentences across stories after name replacement: ${pct(figures.distinctRatio)} of ${figures.sentences} (floor 85%)`)
console.log(`  with park, place and animal names replaced too: ${pct(figures.distinctRatioStrict)}`)
console.log(`Sentences repeated inside a story: ${figures.repeatedInside.count}`)
for (const e of figures.repeatedInside.examples) console.log(`  ${e}`)
console.log('')
console.log('Scaffold beats (share of stories; floor: none above 30%)')
for (const [beat, share] of Object.entries(figures.scaffold)) console.log(`  ${beat.padEnd(24)} ${pct(share)}`)
console.log('')
console.log('Endings by goal')
for (const [goal, endings] of Object.entries(figures.endings)) console.log(`  ${goal.padEnd(8)} ${Object.entries(endings).map(([e, n]) => `${e} ${n}`).join(', ')}`)
console.log('')
console.log(`Place-model violations: ${figures.violations.count}`)
for (const v of figures.violations.examples) console.log(`  ch${v.chapter} ${v.rule}: ${v.detail}`)
console.log('')
console.log('Sentences shared by the most stories (after name replacement)')
for (const r of figures.topRepeats) console.log(`  ${r.stories}x ${r.sentence}`)
console.log('')
console.log(`Built-in generation, ${figures.clock === 'cpu' ? 'CPU' : 'wall'} time: ${figures.msPerChapter} ms per chapter on average, slowest ${figures.msPerChapterMax} ms, warm ${figures.msPerChapterWarm ?? '-'} ms (budget 5 ms CPU on average)`)
console.log('')
console.log('Quizzes (built-in quiz maker, drawn from the written banks)')
const banks = new Map((await readQuizBanks()).map((bank) => [bank.parkId, bank]))
const quizzes = quizFigures({
  cpuMs: () => {
    const usage = process.cpuUsage()
    return (usage.user + usage.system) / 1000
  },
  makeQuiz(request) {
    const result = quizFromBank(banks.get(request.park.id) ?? null, request)
    if (!result.ok) throw new Error(`${request.park.id}: ${result.error}`)
    return result.value
  },
})
console.log(formatQuizFigures(quizzes))
if (out) {
  writeFileSync(out, stories.map(storyText).join('\n\n\n'))
  console.log(`Full stories written to ${out}`)
}
