import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Link, useFetcher, useLoaderData } from '@remix-run/react'
import CircleHelp from 'lucide-react/dist/esm/icons/circle-question-mark'
import { useEffect } from 'react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { useLiveWait } from '~/components/live/use-live-wait'
import { apiRequest } from '~/utils/api-client'
import { QuizRunner } from '~/components/quiz/quiz-runner'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { getPark } from '~/data/parks'
import { badgeNameFor } from '~/models/badge.server'
import { startQuiz } from '~/models/quiz.server'
import { requireChildOf, requireUser } from '~/utils/auth.server'
import { shortParkName } from '~/utils/story-stats'
import { cn } from '~/utils/cn'
import { readingClassName } from '~/utils/reading-settings'
import readingStyles from '~/styles/reading.css'

export const meta: MetaFunction = () => [{ title: 'Park Quiz | Story Trails' }]

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: readingStyles }]

/** Reading never makes a quiz: the page asks for one with a POST once it is in the browser. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  await requireUser(context)
  const child = await requireChildOf(context, params.childId)
  const park = getPark(params.parkId ?? '')
  if (!park) return json({ child, park: null })
  return json({ child, park: { id: park.id, name: park.name, shortName: shortParkName(park.name), badgeName: badgeNameFor(park.name) } })
}

export async function action({ params, context }: ActionFunctionArgs) {
  const user = await requireUser(context)
  const child = await requireChildOf(context, params.childId)
  const result = await startQuiz(context.db, context.bindings.JOBS, { userId: user.id, childId: child.id, parkId: params.parkId ?? '' })
  if (!result.ok) return json({ quiz: null, message: result.message }, { status: result.status })
  return json({ quiz: result.quiz, message: null })
}

function NotAvailable() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-white p-10 text-center shadow-card">
      <CircleHelp aria-hidden className="h-12 w-12 text-sunset-500" />
      <h2 className="font-display text-2xl font-semibold">Quiz Not Available</h2>
      <p className="text-bark-600">We couldn&apos;t generate a quiz for this park right now</p>
      <Button asChild>
        <Link to="/library">Back to Library</Link>
      </Button>
    </div>
  )
}

export default function QuizPage() {
  const { child, park } = useLoaderData<typeof loader>()
  const start = useFetcher<typeof action>()
  const quiz = start.data?.quiz ?? null

  useEffect(() => {
    if (park && start.state === 'idle' && !start.data) start.submit({}, { method: 'post' })
  }, [park, start])

  // While the quiz is being made, the family channel says when it is ready (slow polling only if the
  // channel is down); asking again then returns the same quiz, made.
  useLiveWait({
    waiting: quiz?.status === 'pending',
    isMine: (event) => event.type === 'quiz' && event.quizId === quiz?.id,
    check: async () => (await apiRequest<{ status: string }>('GET', `/api/quizzes/${quiz?.id}`)).status !== 'pending',
    onReady: () => start.submit({}, { method: 'post' }),
  })

  const failed = !park || (start.data && !start.data.quiz) || quiz?.status === 'failed'
  return (
    <main className={cn('mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8', readingClassName(child.reading))}>
      <header>
        <h1 className="font-display text-3xl font-semibold text-forest-800">{park ? `${park.name} Quiz` : 'Park Quiz'}</h1>
        <p className="text-bark-600">For {child.name}</p>
      </header>
      {failed ? (
        <NotAvailable />
      ) : !quiz || quiz.status === 'pending' ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl bg-white p-10 shadow-card">
          <Spinner label="Generating your quiz..." className="text-lg" />
        </div>
      ) : park ? (
        <QuizRunner quiz={quiz} parkShortName={park.shortName} badgeName={park.badgeName} />
      ) : null}
    </main>
  )
}

export { GeneralErrorBoundary as ErrorBoundary }
