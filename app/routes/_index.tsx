import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { Award, BookOpen, Coins, Map, Sparkles } from 'lucide-react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { LandingPage } from '~/components/landing/landing-page'
import { Button } from '~/components/ui/button'
import { SIGNUP_CREDITS } from '~/models/credits.server'
import { getUser } from '~/utils/auth.server'

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await getUser(context)
  return json({ signedIn: Boolean(user), firstName: user?.firstName ?? '', signupCredits: SIGNUP_CREDITS })
}

function Welcome({ firstName, signupCredits }: { firstName: string; signupCredits: number }) {
  const starterPack = [
    { icon: Coins, text: `${signupCredits} free credits for story chapters` },
    { icon: Map, text: 'The Intermountain region, with parks like Yellowstone and the Grand Canyon' },
    { icon: BookOpen, text: 'An unlimited library for every story you create' },
    { icon: Award, text: 'Park quizzes and Explorer badges to earn' },
  ]
  return (
    <main className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-12 text-center md:py-16">
      <Sparkles aria-hidden className="h-12 w-12 text-sunset-500" />
      <h1 className="font-display text-3xl font-semibold text-forest-800 sm:text-4xl">
        Welcome to Story Trails{firstName ? `, ${firstName}` : ''}!
      </h1>
      <p className="max-w-xl text-lg text-bark-600">
        Add your young explorer to start the first adventure. Here is what your starter pack includes:
      </p>
      <ul className="grid w-full gap-3 text-left sm:grid-cols-2">
        {starterPack.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-card">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-forest-100 text-forest-700">
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            <span className="font-semibold text-bark-700">{text}</span>
          </li>
        ))}
      </ul>
      <Button asChild variant="accent" size="lg">
        <Link to="/account">Add a Young Explorer</Link>
      </Button>
    </main>
  )
}

export default function Index() {
  const data = useLoaderData<typeof loader>()
  if (!data.signedIn) return <LandingPage variant="home" />
  return <Welcome firstName={data.firstName} signupCredits={data.signupCredits} />
}

export { GeneralErrorBoundary as ErrorBoundary }
