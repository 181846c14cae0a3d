import { Link } from '@remix-run/react'
import Award from 'lucide-react/dist/esm/icons/award'
import BookOpen from 'lucide-react/dist/esm/icons/book-open'
import CheckCircle2 from 'lucide-react/dist/esm/icons/circle-check'
import Circle from 'lucide-react/dist/esm/icons/circle'
import Lock from 'lucide-react/dist/esm/icons/lock'
import Percent from 'lucide-react/dist/esm/icons/percent'
import Sparkles from 'lucide-react/dist/esm/icons/sparkles'
import { FieldKitLink } from '~/components/field-kit-link'
import { ParkImage } from '~/components/park-image'
import { Button } from '~/components/ui/button'
import type { BadgeParkView } from '~/models/badges-page.server'
import type { Child } from '~/models/child.server'
import { formatDate } from '~/utils/dates'
import { plural } from '~/utils/plural'

const LOCKED_SHOWN = 6

function progressLabel(park: BadgeParkView) {
  if (park.completedStory && park.passedQuiz) return 'Ready to earn!'
  if (park.completedStory) return 'Quiz remaining'
  if (park.passedQuiz) return 'Story remaining'
  return 'Get started!'
}

/** The Ranger Badges page (spec 2.16), from the child's real stories, quizzes and badges. */
export function BadgesView({ child, parks, stats }: { child: Child; parks: { earned: BadgeParkView[]; available: BadgeParkView[]; locked: BadgeParkView[] }; stats: { earned: number; available: number; averageScore: number | null; storiesComplete: number } }) {
  // `id` names a card for tests whatever its label's number.
  const cards = [
    { id: 'badges-earned', icon: Award, label: `${plural(stats.earned, 'Badge')} Earned`, value: stats.earned },
    { id: 'available', icon: Sparkles, label: 'Available', value: stats.available },
    { id: 'avg-score', icon: Percent, label: 'Avg Score', value: stats.averageScore === null ? '–' : `${stats.averageScore}%` },
    { id: 'stories-complete', icon: BookOpen, label: `${plural(stats.storiesComplete, 'Story', 'Stories')} Complete`, value: stats.storiesComplete },
  ]
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <header>
        <h1 className="font-display text-3xl font-semibold text-forest-800 sm:text-4xl">Ranger Badges</h1>
        <p className="mt-1 text-bark-600">{child.name}&apos;s Explorer badges: finish a story and pass the park quiz to earn one.</p>
      </header>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ id, icon: Icon, label, value }) => (
          <div key={id} className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-card">
            <Icon aria-hidden className="h-6 w-6 text-sunset-600" />
            <dt className="order-last text-sm font-bold text-bark-600">{label}</dt>
            <dd className="font-display text-3xl font-semibold" data-testid={`badges-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="earned-heading">
        <h2 id="earned-heading" className="font-display text-2xl font-semibold">
          Earned Badges
        </h2>
        {parks.earned.length === 0 ? (
          <div className="mt-3 flex flex-col items-center gap-3 rounded-3xl bg-white p-8 text-center shadow-card">
            <Award aria-hidden className="h-12 w-12 text-sand-300" />
            <p className="font-display text-xl">No Badges Yet</p>
            <Button asChild variant="accent">
              <Link to="/">Start Your First Adventure</Link>
            </Button>
          </div>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {parks.earned.map((park) => (
              <li key={park.id} className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-amber-50 to-sunset-50 p-5 shadow-card" data-testid="earned-badge">
                <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-sunset-500 text-white shadow-inner">
                  <Award aria-hidden className="h-9 w-9" />
                </span>
                <div>
                  <p className="font-display text-lg font-semibold">{park.badge!.badgeName}</p>
                  <p className="text-sm text-bark-600">{park.name}</p>
                  <p className="mt-1 flex flex-wrap gap-2 text-xs font-bold">
                    <span className="rounded-full bg-white px-2 py-0.5 text-bark-600">{park.region}</span>
                    <span className="rounded-full bg-forest-100 px-2 py-0.5 text-forest-800">Quiz {park.badge!.quizScore}%</span>
                  </p>
                  <p className="mt-1 text-xs text-bark-500">Earned {formatDate(park.badge!.earnedAt)}</p>
                  {park.unlocked ? <FieldKitLink parkId={park.id} parkName={park.name} size="sm" className="mt-3 bg-white" /> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="available-heading">
        <h2 id="available-heading" className="font-display text-2xl font-semibold">
          Available Badges
        </h2>
        {parks.available.length === 0 ? (
          <div className="mt-3 flex flex-col items-center gap-3 rounded-3xl bg-white p-8 text-center shadow-card">
            <p className="font-display text-xl">All Badges Earned!</p>
            <Button asChild>
              <Link to="/#park-map">Unlock New Regions</Link>
            </Button>
          </div>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {parks.available.map((park) => {
              const progress = Number(park.completedStory) + Number(park.passedQuiz)
              return (
                <li key={park.id} className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-card" data-testid="available-badge">
                  <div className="flex items-center gap-3">
                    <ParkImage src={park.imageUrl} alt="" className="h-14 w-14 rounded-2xl" />
                    <div>
                      <p className="font-display text-lg font-semibold">{park.shortName} Explorer</p>
                      <p className="text-sm font-bold text-sunset-700">{progressLabel(park)}</p>
                    </div>
                  </div>
                  <div className="h-2.5 overflow-hidden rounded-full bg-sand-200" role="progressbar" aria-valuemin={0} aria-valuemax={2} aria-valuenow={progress} aria-label={`${park.shortName} badge progress`}>
                    <div className="h-full rounded-full bg-forest-600" style={{ width: `${progress * 50}%` }} />
                  </div>
                  <ul className="flex flex-col gap-1 text-sm">
                    {[
                      ['Complete a story', park.completedStory],
                      ['Pass the park quiz', park.passedQuiz],
                    ].map(([label, done]) => (
                      <li key={String(label)} className="flex items-center gap-2">
                        {done ? <CheckCircle2 aria-label="Done" className="h-4 w-4 text-forest-600" /> : <Circle aria-label="Not yet" className="h-4 w-4 text-bark-400" />}
                        {label}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto flex flex-wrap items-center gap-2">
                    <Button asChild size="sm" variant={park.completedStory ? 'accent' : 'primary'} className="min-h-11 w-fit">
                      <Link to={park.completedStory ? `/quiz/${child.id}/${park.id}` : `/story/start/${park.id}`}>{park.completedStory ? 'Take Quiz' : 'Start Adventure'}</Link>
                    </Button>
                    {park.unlocked ? <FieldKitLink parkId={park.id} parkName={park.name} size="sm" /> : null}
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      {parks.locked.length ? (
        <section aria-labelledby="locked-heading">
          <h2 id="locked-heading" className="font-display text-2xl font-semibold">
            Locked Badges
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {parks.locked.slice(0, LOCKED_SHOWN).map((park) => (
              <li key={park.id} className="flex items-center gap-3 rounded-3xl border-2 border-dashed border-sand-300 bg-white/60 p-5" data-testid="locked-badge">
                <Lock aria-hidden className="h-8 w-8 shrink-0 text-bark-400" />
                <div className="flex-1">
                  <p className="font-display text-lg font-semibold text-bark-600">{park.shortName} Explorer</p>
                  <p className="text-sm text-bark-500">{park.region}</p>
                </div>
                <Button asChild size="sm" variant="outline">
                  <a href={`/checkout?type=region&region=${encodeURIComponent(park.region)}`}>Unlock Region ($10)</a>
                </Button>
              </li>
            ))}
          </ul>
          {parks.locked.length > LOCKED_SHOWN ? (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <p className="font-bold text-bark-600">+{parks.locked.length - LOCKED_SHOWN} more</p>
              <Button asChild size="sm" variant="ghost">
                <Link to="/#park-map">View All Regions</Link>
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
    </main>
  )
}
