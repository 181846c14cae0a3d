import { Link, useFetcher, useLoaderData } from '@remix-run/react'
import Award from 'lucide-react/dist/esm/icons/award'
import BookOpen from 'lucide-react/dist/esm/icons/book-open'
import Coins from 'lucide-react/dist/esm/icons/coins'
import Compass from 'lucide-react/dist/esm/icons/compass'
import Gift from 'lucide-react/dist/esm/icons/gift'
import MapIcon from 'lucide-react/dist/esm/icons/map'
import Shuffle from 'lucide-react/dist/esm/icons/shuffle'
import Sparkles from 'lucide-react/dist/esm/icons/sparkles'
import { lazy, useCallback, useEffect, useState } from 'react'
import { AfterHydration } from '~/components/after-hydration'
import { LockedRegions } from '~/components/home/locked-regions'
import { StatCards } from '~/components/home/stat-cards'
import { PurchaseSuccessNotice } from '~/components/purchase-success'
import { ParkMapSection } from '~/components/park-map/park-map-section'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/use-toast'
import type { HomeAction, HomeLoader } from '~/utils/home-route.server'

// The park dialog is a chunk of its own, fetched once the page is up, and it fetches the parks' cards
// (/api/parks/cards) itself: it opens only when a child picks a park, so neither its code nor 63 cards
// are part of the home's first load, as the map is not.
const ParkDialog = lazy(() => import('~/components/home/park-dialog').then((module) => ({ default: module.ParkDialog })))

/** What `/` shows a signed-in parent: the welcome page until the first child, then the child's home. */
export function SignedInHome() {
  const data = useLoaderData<HomeLoader>()
  if (data.view === 'landing') return null
  return (
    <>
      <PurchaseSuccessNotice />
      {data.view === 'welcome' ? <Welcome firstName={data.firstName} signupCredits={data.signupCredits} /> : <ExplorerHome />}
    </>
  )
}

function Welcome({ firstName, signupCredits }: { firstName: string; signupCredits: number }) {
  const starterPack = [
    { icon: Coins, text: `${signupCredits} free credits for story chapters` },
    { icon: MapIcon, text: 'The Intermountain region, with parks like Yellowstone and the Grand Canyon' },
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
        <Link to="/account?tab=children">Add a Young Explorer</Link>
      </Button>
    </main>
  )
}

function ExplorerHome() {
  const data = useLoaderData<HomeLoader>()
  const [openParkId, setOpenParkId] = useState<string | null>(null)
  const surprise = useFetcher<HomeAction>()
  useEffect(() => {
    if (surprise.state === 'idle' && surprise.data && 'title' in surprise.data) {
      toast({ title: surprise.data.title, description: surprise.data.message, variant: 'destructive' })
    }
  }, [surprise.state, surprise.data])
  const closePark = useCallback(() => setOpenParkId(null), [])
  if (data.view !== 'explorer') return null
  const { child, stats, mapParks, regions } = data

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <section className="flex flex-col gap-5 rounded-3xl bg-gradient-to-br from-forest-700 to-forest-900 p-6 text-white shadow-card sm:p-8">
        <div>
          <p className="flex items-center gap-2 text-sm font-bold text-forest-100">
            <Compass aria-hidden className="h-4 w-4" /> Explorer {child.name}
          </p>
          <h1 className="mt-1 font-display text-3xl font-semibold sm:text-4xl">{`Where will you explore today, ${child.name}?`}</h1>
          <p className="mt-2 max-w-2xl text-forest-100">
            Pick a park on the map and build your own adventure, or let a surprise story choose for you.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <surprise.Form method="post">
            <Button type="submit" variant="accent" size="lg" className="w-full" disabled={surprise.state !== 'idle'}>
              <Shuffle aria-hidden className="h-5 w-5" /> {surprise.state !== 'idle' ? 'Creating...' : 'Create a Surprise Story'}
            </Button>
          </surprise.Form>
          <Button asChild variant="outline" size="lg" className="border-white bg-transparent text-white hover:bg-white/10">
            <a
              href="#park-map"
              onClick={(event) => {
                event.preventDefault()
                document.getElementById('park-map')?.scrollIntoView({ behavior: 'smooth' })
              }}
            >
              <MapIcon aria-hidden className="h-5 w-5" /> Create Custom Story
            </a>
          </Button>
        </div>
      </section>

      <StatCards stats={stats} childId={child.id} />

      <section id="park-map" aria-labelledby="park-map-heading" className="scroll-mt-24">
        <h2 id="park-map-heading" className="font-display text-2xl font-semibold text-forest-800">
          Park Explorer Map
        </h2>
        <p className="mb-4 mt-1 text-bark-600">Choose a green marker to open a park. Grey parks are in regions you can unlock.</p>
        <ParkMapSection parks={mapParks} onOpenPark={setOpenParkId} tileUrl={data.tiles.url} tileAttribution={data.tiles.attribution} />
        <LockedRegions regions={regions} />
      </section>

      <section className="flex flex-col items-start gap-4 rounded-3xl bg-sunset-50 p-6 sm:flex-row sm:items-center">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-sunset-500 text-white">
          <Gift aria-hidden className="h-6 w-6" />
        </span>
        <div className="flex-1">
          <h2 className="font-display text-xl font-semibold text-bark-900">Share the adventure</h2>
          <p className="text-bark-600">Invite another family: you each get 5 bonus credits when they join.</p>
        </div>
        <Button asChild variant="accent">
          <Link to="/referral">Invite Friends</Link>
        </Button>
      </section>

      <AfterHydration>
        <ParkDialog parkId={openParkId} childId={child.id} onClose={closePark} />
      </AfterHydration>
    </main>
  )
}
