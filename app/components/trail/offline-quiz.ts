import { useRouteLoaderData } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '~/components/ui/use-toast'
import type { QuizView } from '~/models/quiz.server'
import { finishEntry, isSettled, queueAnswer, sendQueuedQuiz, startEntry, type QueuedQuiz, type QuizApi, type SendOutcome } from '~/sw/answer-queue'
import type { RootLoader } from '~/utils/root-route.server'
import { answerStore } from './device-store.client'
import { apiRequest } from '~/utils/api-client'
import { useOnline } from './use-online'

export type Reveal = { answer: number; correctAnswer: number; explanation: string }
export type ScoredQuiz = QuizView & { badgeEarned: boolean }

/** Our quiz API (spec section 7): the server keeps each answer and scores the whole quiz. */
export const quizApi: QuizApi<ScoredQuiz, Reveal> = {
  finish: (quizId, body) => apiRequest<ScoredQuiz>('PUT', `/api/quizzes/${quizId}/answer`, body),
  answer: (quizId, index, answer) => apiRequest<Reveal>('PUT', `/api/quizzes/${quizId}/questions/${index}`, { answer }),
}

/** Quizzes open on this page: their page sends their answers itself. */
const openQuizzes = new Set<number>()

async function settle(userId: string, outcome: SendOutcome<ScoredQuiz, Reveal>, entry: QueuedQuiz) {
  if (outcome.kind === 'later' || (outcome.kind === 'answers-sent' && !isSettled(outcome.entry))) await answerStore.put(outcome.entry)
  else await answerStore.delete(userId, entry.quizId)
}

/** Sends the answers waiting on this device for quizzes no open page is showing (at each visit with signal). */
export async function sendWaitingAnswers(userId: string) {
  for (const entry of await answerStore.list(userId)) {
    if (openQuizzes.has(entry.quizId)) continue
    const outcome = await sendQueuedQuiz(entry, quizApi)
    await settle(userId, outcome, entry)
    if (outcome.kind === 'scored') {
      toast({ title: 'Quiz checked!', description: `The answers given offline were sent and scored: ${outcome.quiz.score ?? 0}%. See them on the badges page.` })
    }
  }
}

/**
 * A quiz page's answers given with no signal: kept on the device (under the signed-in parent) and
 * sent as soon as there is a connection. Finished offline, the quiz is scored by the server then.
 */
export function useOfflineAnswers({ quizId, onReveal, onScored }: { quizId: number; onReveal: (index: number, reveal: Reveal) => void; onScored: (quiz: ScoredQuiz) => void }) {
  const userId = useRouteLoaderData<RootLoader>('root')?.user?.id ?? null
  const online = useOnline()
  const [entry, setEntry] = useState<QueuedQuiz | null>(null)
  const [sending, setSending] = useState(false)
  const callbacks = useRef({ onReveal, onScored })
  callbacks.current = { onReveal, onScored }
  const usable = userId !== null && typeof indexedDB !== 'undefined'

  useEffect(() => {
    if (!usable) return
    openQuizzes.add(quizId)
    let live = true
    void answerStore
      .get(userId, quizId)
      .then((saved) => live && saved && setEntry(saved))
      .catch(() => undefined)
    return () => {
      live = false
      openQuizzes.delete(quizId)
    }
  }, [quizId, userId, usable])

  const keep = useCallback(
    async (change: (base: QueuedQuiz) => QueuedQuiz, answers: number[]) => {
      if (!usable) return
      const next = change(entry ?? startEntry(userId, quizId, answers))
      setEntry(next)
      await answerStore.put(next)
    },
    [entry, quizId, userId, usable],
  )

  /** Keeps an answer given offline; it is checked when the connection is back. */
  const record = useCallback((index: number, answer: number, answers: number[]) => keep((base) => queueAnswer(base, index, answer), answers), [keep])
  /** The child finished offline: the whole quiz goes to be scored when the connection is back. */
  const finish = useCallback((answers: number[]) => keep((base) => finishEntry(base), answers), [keep])

  // Back online (or opened online with answers waiting): send them. The browser may say "online"
  // before the signal really carries anything, so a failed try is repeated: 2 s, 4 s, 8 s ... 60 s.
  const [attempt, setAttempt] = useState(0)
  const tried = useRef<string | null>(null)
  const retry = useRef<number | undefined>(undefined)
  useEffect(() => {
    const key = entry ? `${entry.updatedAt}:${attempt}` : null
    if (!online || !entry || !usable || sending || tried.current === key) return
    tried.current = key
    setSending(true)
    void sendQueuedQuiz(entry, quizApi)
      .then(async (outcome) => {
        await settle(userId, outcome, entry)
        for (const { index, reveal } of outcome.kind === 'answers-sent' || outcome.kind === 'later' ? outcome.reveals : []) callbacks.current.onReveal(index, reveal)
        if (outcome.kind === 'later') {
          if (outcome.entry.waiting.length !== entry.waiting.length) setEntry(outcome.entry)
          retry.current = window.setTimeout(() => setAttempt((n) => n + 1), Math.min(60_000, 2_000 * 2 ** attempt))
          return
        }
        if (outcome.kind === 'scored') callbacks.current.onScored(outcome.quiz)
        if (outcome.kind === 'already-scored') callbacks.current.onScored({ ...(await apiRequest<QuizView>('GET', `/api/quizzes/${quizId}`)), badgeEarned: false })
        if (outcome.kind === 'refused') toast({ title: 'Quiz answers not sent', description: outcome.message, variant: 'destructive' })
        setEntry(outcome.kind === 'answers-sent' && !isSettled(outcome.entry) ? outcome.entry : null)
      })
      .catch((error) => console.warn('[trail] sending quiz answers failed', error))
      .finally(() => setSending(false))
  }, [online, entry, usable, sending, userId, quizId, attempt])

  // A new start each time the signal returns; none while it is gone.
  useEffect(() => {
    if (online) return
    window.clearTimeout(retry.current)
    tried.current = null
    setAttempt(0)
  }, [online])
  useEffect(() => () => window.clearTimeout(retry.current), [])

  return { usable, online, sending, waiting: new Set(entry?.waiting ?? []), finished: entry?.finished ?? false, record, finish }
}
