// npm run quiz-report [quizzes per band]: builds built-in quizzes for every age band across all parks
// and prints the figures of issue 12 (stems, distractors, words, options, copies, explanations,
// near-species traps, CPU time). It reports; it never fails a build (npm test asserts the floors).
import { buildQuiz } from '~/providers/quiz-maker/built-in'
import { formatQuizFigures, quizFigures } from './report/quizzes'

const perBand = Number(process.argv[2] ?? 63)
const cpuMs = () => {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}

const figures = quizFigures({
  quizzesPerBand: Number.isFinite(perBand) && perBand > 0 ? perBand : 63,
  cpuMs,
  makeQuiz(request) {
    const result = buildQuiz(request)
    if (!result.ok) throw new Error(`${request.park.id}: ${result.error}`)
    return result.value
  },
})
console.log(formatQuizFigures(figures))
