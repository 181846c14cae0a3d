import { Link } from '@remix-run/react'
import Award from 'lucide-react/dist/esm/icons/award'
import BookOpen from 'lucide-react/dist/esm/icons/book-open'
import Check from 'lucide-react/dist/esm/icons/check'
import CloudOff from 'lucide-react/dist/esm/icons/cloud-off'
import PartyPopper from 'lucide-react/dist/esm/icons/party-popper'
import X from 'lucide-react/dist/esm/icons/x'
import { useEffect, useState } from 'react'
import { useOfflineAnswers } from '~/components/trail/offline-quiz'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import type { QuizQuestionView, QuizView } from '~/models/quiz.server'
import { PAGE_QUIZ_ANSWERS_PREFIX } from '~/sw/device-cleanup'
import { ApiError, apiRequest } from '~/utils/api-client'
import { cn } from '~/utils/cn'

const LETTERS = 'ABCDEFGH'
const storageKey = (quizId: number) => `${PAGE_QUIZ_ANSWERS_PREFIX}${quizId}`

interface Result {
  score: number
  passed: boolean
  badgeEarned: boolean
  userAnswers: number[]
  /** The finished quiz's questions, every answer and explanation included. */
  questions: QuizQuestionView[]
}

type Reveal = { correctAnswer: number; explanation: string }

/** One question at a time, reveal after each answer, then the result (spec 2.12). */
export function QuizRunner({ quiz, parkShortName, badgeName }: { quiz: QuizView; parkShortName: string; badgeName: string }) {
  const total = quiz.questions.length
  const [answers, setAnswers] = useState<number[]>(() => quiz.userAnswers ?? Array(total).fill(-1))
  const [current, setCurrent] = useState(0)
  const [chosen, setChosen] = useState<number | null>(null)
  const [revealed, setRevealed] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  // What the server revealed for each answered question (the quiz arrives without them).
  const [reveals, setReveals] = useState<(Reveal | null)[]>(() =>
    quiz.questions.map((q) => (q.correctAnswer !== undefined && q.explanation !== undefined ? { correctAnswer: q.correctAnswer, explanation: q.explanation } : null)),
  )
  const [result, setResult] = useState<Result | null>(
    quiz.completedAt && quiz.userAnswers
      ? { score: quiz.score ?? 0, passed: Boolean(quiz.passed), badgeEarned: false, userAnswers: quiz.userAnswers, questions: quiz.questions }
      : null,
  )

  // With no signal, answers wait on this device and go to the server (the only scorer) when it is back.
  const offline = useOfflineAnswers({
    quizId: quiz.id,
    onReveal: (index, answered) =>
      setReveals((known) => known.map((item, i) => (i === index ? { correctAnswer: answered.correctAnswer, explanation: answered.explanation } : item))),
    onScored: (scored) => {
      window.localStorage.removeItem(storageKey(quiz.id))
      setResult({ score: scored.score ?? 0, passed: Boolean(scored.passed), badgeEarned: scored.badgeEarned, userAnswers: scored.userAnswers ?? answers, questions: scored.questions })
    },
  })
  const noSignal = (error: unknown) => offline.usable && error instanceof ApiError && (error.status === 0 || error.status === 503)

  /** Keeps the answer on the device; it is checked once the connection is back. */
  function keepOffline(answer: number) {
    const next = [...answers]
    next[current] = answer
    setAnswers(next)
    setRevealed(true)
    window.localStorage.setItem(storageKey(quiz.id), JSON.stringify(next))
    // The answers as they were before this one: the queue adds it as waiting to be checked.
    void offline.record(current, answer, answers)
  }

  // Answers given before a reload are kept on this device and preselected.
  useEffect(() => {
    if (quiz.completedAt) return
    const saved = window.localStorage.getItem(storageKey(quiz.id))
    if (!saved) return
    const parsed = JSON.parse(saved) as number[]
    if (Array.isArray(parsed) && parsed.length === total) {
      setAnswers(parsed)
      const next = parsed.findIndex((answer) => answer === -1)
      setCurrent(next === -1 ? total - 1 : next)
    }
  }, [quiz.id, quiz.completedAt, total])

  useEffect(() => {
    setChosen(answers[current] >= 0 ? answers[current] : null)
    setRevealed(answers[current] >= 0 && (reveals[current] !== null || offline.waiting.has(current)))
    // Only when the question changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current])

  const question = quiz.questions[current]
  const reveal = reveals[current]

  /** The server keeps the answer and tells us the right one: answers never reach the page ahead. */
  async function submitAnswer() {
    if (chosen === null) return
    if (offline.usable && !navigator.onLine) return keepOffline(chosen)
    setSubmitting(true)
    try {
      const answered = await apiRequest<Reveal & { answer: number }>('PUT', `/api/quizzes/${quiz.id}/questions/${current}`, { answer: chosen })
      const next = [...answers]
      next[current] = answered.answer
      setAnswers(next)
      setChosen(answered.answer)
      setReveals((known) => known.map((item, i) => (i === current ? { correctAnswer: answered.correctAnswer, explanation: answered.explanation } : item)))
      setRevealed(true)
      window.localStorage.setItem(storageKey(quiz.id), JSON.stringify(next))
    } catch (error) {
      if (noSignal(error)) keepOffline(chosen)
      else console.error('Quiz answer failed', error)
    } finally {
      setSubmitting(false)
    }
  }

  async function finish() {
    if (offline.usable && !navigator.onLine) return offline.finish(answers)
    setSubmitting(true)
    try {
      const correct = quiz.questions.filter((_, i) => answers[i] === reveals[i]?.correctAnswer).length
      const score = Math.round((correct / total) * 100)
      // The server scores the answers itself; these two are only what the spec's payload carries.
      const response = await apiRequest<QuizView & { badgeEarned: boolean }>('PUT', `/api/quizzes/${quiz.id}/answer`, {
        userAnswers: answers,
        score,
        passed: score >= 70,
      })
      window.localStorage.removeItem(storageKey(quiz.id))
      setResult({
        score: response.score ?? score,
        passed: Boolean(response.passed),
        badgeEarned: response.badgeEarned,
        userAnswers: response.userAnswers ?? answers,
        questions: response.questions,
      })
    } catch (error) {
      if (noSignal(error)) await offline.finish(answers)
      else console.error('Quiz submit failed', error)
    } finally {
      setSubmitting(false)
    }
  }

  if (result) {
    return (
      <section className="flex flex-col gap-6">
        <div className={cn('flex flex-col items-center gap-3 rounded-3xl p-8 text-center', result.passed ? 'bg-forest-50' : 'bg-sunset-50')}>
          {result.passed ? <PartyPopper aria-hidden className="h-12 w-12 text-forest-600" /> : <BookOpen aria-hidden className="h-12 w-12 text-sunset-600" />}
          <h2 className="font-display text-3xl font-semibold">
            {result.passed ? 'Congratulations! You passed the quiz!' : 'Good Try! Keep learning about the parks!'}
          </h2>
          <p className="text-lg">
            Score: <strong data-testid="quiz-score">{result.score}%</strong>
          </p>
          {result.passed && result.badgeEarned ? (
            <div role="status" className="flex items-center gap-3 rounded-2xl bg-white p-4 text-left shadow-card">
              <Award aria-hidden className="h-10 w-10 shrink-0 text-sunset-500" />
              <div>
                <p className="font-display text-xl font-semibold">Badge Earned!</p>
                <p className="text-bark-600">Check your badges page to see your new {badgeName} badge!</p>
              </div>
            </div>
          ) : null}
          {result.passed && !result.badgeEarned ? (
            <p className="text-bark-600">Finish a story in {parkShortName} to earn the {badgeName} badge.</p>
          ) : null}
        </div>
        <ol className="flex flex-col gap-3">
          {result.questions.map((q, i) => {
            const mine = result.userAnswers[i]
            const right = mine === q.correctAnswer
            return (
              <li key={i} className="rounded-2xl bg-white p-5 shadow-card">
                <p className="reading-text flex items-start gap-2 font-bold">
                  {right ? <Check aria-label="Correct" className="h-5 w-5 shrink-0 text-forest-600" /> : <X aria-label="Wrong" className="h-5 w-5 shrink-0 text-red-600" />}
                  {i + 1}. {q.question}
                </p>
                <p className="mt-1 text-sm text-forest-800">Correct answer: {q.correctAnswer !== undefined ? q.options[q.correctAnswer] : ''}</p>
                {!right ? <p className="text-sm text-red-700">Your answer: {mine >= 0 ? q.options[mine] : 'No answer'}</p> : null}
                <p className="mt-1 text-sm text-bark-600">{q.explanation}</p>
              </li>
            )
          })}
        </ol>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <Link to="/library">Back to Library</Link>
          </Button>
          <Button asChild variant="accent">
            <Link to="/badges">View Badges</Link>
          </Button>
        </div>
      </section>
    )
  }

  if (offline.finished) {
    return (
      <section className="flex flex-col items-center gap-3 rounded-3xl bg-sky-100 p-8 text-center">
        <CloudOff aria-hidden className="h-12 w-12 text-sky-700" />
        <h2 className="font-display text-2xl font-semibold text-bark-900">Your answers are saved on this device</h2>
        <p className="text-bark-700">We&apos;ll send them to be checked as soon as you&apos;re back online, and your score will show here.</p>
        {offline.sending ? <Spinner label="Checking your answers..." /> : null}
      </section>
    )
  }

  return (
    <section className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-card sm:p-8">
      <div>
        <p className="text-sm font-bold text-bark-600">
          Question {current + 1} of {total}
        </p>
        <div className="mt-2 h-3 overflow-hidden rounded-full bg-sand-200" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={current + 1} aria-label="Quiz progress">
          <div className="h-full rounded-full bg-forest-600 transition-all" style={{ width: `${((current + 1) / total) * 100}%` }} />
        </div>
      </div>
      <h2 className="reading-question font-display text-2xl font-semibold text-bark-900">{question.question}</h2>
      <div role="radiogroup" aria-label="Answers" className="grid gap-3">
        {question.options.map((option, i) => {
          const isCorrect = revealed && i === reveal?.correctAnswer
          const isWrong = revealed && reveal !== null && i === chosen && i !== reveal.correctAnswer
          return (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={chosen === i}
              disabled={revealed}
              onClick={() => setChosen(i)}
              className={cn(
                'reading-text flex items-center gap-3 rounded-2xl border-2 p-4 text-left text-lg transition',
                isCorrect ? 'border-forest-600 bg-forest-50' : isWrong ? 'border-red-500 bg-red-50' : chosen === i ? 'border-sunset-500 bg-sunset-50' : 'border-sand-300 hover:border-forest-300',
              )}
            >
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-sand-200 font-bold">{LETTERS[i]}</span>
              <span className="flex-1">{option}</span>
              {isCorrect ? <Check aria-label="Correct answer" className="h-5 w-5 text-forest-600" /> : null}
              {isWrong ? <X aria-label="Wrong answer" className="h-5 w-5 text-red-600" /> : null}
            </button>
          )
        })}
      </div>
      {revealed && !reveal && offline.waiting.has(current) ? (
        <p role="status" className="rounded-2xl bg-sky-100 p-4 text-bark-900">
          <strong>Answer saved. </strong>We&apos;ll check it when you&apos;re back online.
        </p>
      ) : null}
      {revealed && reveal ? (
        <p role="status" className={cn('reading-text rounded-2xl p-4', chosen === reveal.correctAnswer ? 'bg-forest-50 text-forest-900' : 'bg-sunset-50 text-bark-900')}>
          <strong>{chosen === reveal.correctAnswer ? 'Correct! ' : 'Not quite. '}</strong>
          {reveal.explanation}
        </p>
      ) : null}
      <div className="flex justify-end">
        {!revealed ? (
          <Button size="lg" disabled={chosen === null || submitting} onClick={() => void submitAnswer()}>
            {submitting ? 'Checking...' : 'Submit Answer'}
          </Button>
        ) : current < total - 1 ? (
          <Button size="lg" onClick={() => setCurrent(current + 1)}>
            Next Question
          </Button>
        ) : (
          <Button size="lg" variant="accent" disabled={submitting} onClick={finish}>
            {submitting ? 'Checking...' : 'Finish Quiz'}
          </Button>
        )}
      </div>
    </section>
  )
}
