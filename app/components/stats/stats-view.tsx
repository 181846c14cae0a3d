import { Link } from '@remix-run/react'
import Award from 'lucide-react/dist/esm/icons/award'
import BookOpen from 'lucide-react/dist/esm/icons/book-open'
import CalendarCheck from 'lucide-react/dist/esm/icons/calendar-check'
import Clock from 'lucide-react/dist/esm/icons/clock'
import Flame from 'lucide-react/dist/esm/icons/flame'
import GraduationCap from 'lucide-react/dist/esm/icons/graduation-cap'
import MapIcon from 'lucide-react/dist/esm/icons/map'
import Medal from 'lucide-react/dist/esm/icons/medal'
import Target from 'lucide-react/dist/esm/icons/target'
import TrendingUp from 'lucide-react/dist/esm/icons/trending-up'
import Users from 'lucide-react/dist/esm/icons/users'
import type { AdventureStats } from '~/models/adventure-stats.server'
import type { Child } from '~/models/child.server'
import { cn } from '~/utils/cn'
import { formatDate } from '~/utils/dates'
import { plural } from '~/utils/plural'

function Panel({ title, icon: Icon, children, className }: { title: string; icon: typeof BookOpen; children: React.ReactNode; className?: string }) {
  return (
    <section className={cn('rounded-3xl bg-white p-6 shadow-card', className)}>
      <h2 className="flex items-center gap-2 font-display text-xl font-semibold text-bark-900">
        <Icon aria-hidden className="h-5 w-5 text-sunset-600" /> {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="h-3 overflow-hidden rounded-full bg-sand-200" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
      <div className="h-full rounded-full bg-forest-600" style={{ width: `${percent}%` }} />
    </div>
  )
}

type Stats = Omit<AdventureStats, 'parkStates'>

/** Adventure Stats (spec 2.15) with real figures. */
export function StatsView({ child, stats }: { child: Child; stats: Stats }) {
  const cards = [
    { to: '/', icon: MapIcon, label: 'Parks Explored', value: stats.parksExplored, note: `out of ${stats.unlockedParks} unlocked` },
    { to: `/library/${child.id}`, icon: BookOpen, label: 'Stories Read', value: stats.stories, note: `${stats.chaptersRead} ${plural(stats.chaptersRead, 'chapter')} · ${stats.words.toLocaleString('en-US')} ${plural(stats.words, 'word')}` },
    { to: '/badges', icon: Award, label: 'Ranger Badges', value: stats.badges, note: `${stats.badgesThisMonth} earned this month` },
    { to: '/trail-buddies', icon: Users, label: 'Trail Buddies', value: stats.friends, note: plural(stats.friends, 'friend') },
  ]
  const level = stats.readingLevel
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="font-display text-3xl font-semibold text-forest-800 sm:text-4xl">Adventure Stats</h1>
        <p className="mt-1 text-bark-600">Everything {child.name} has explored so far.</p>
      </header>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ to, icon: Icon, label, value, note }) => (
          <li key={label}>
            <Link to={to} className="flex h-full flex-col gap-1 rounded-2xl bg-white p-4 shadow-card hover:shadow-lg">
              <Icon aria-hidden className="h-6 w-6 text-forest-600" />
              <span className="text-sm font-bold text-bark-600">{label}</span>
              <span className="font-display text-3xl font-semibold" data-testid={`stats-${label.toLowerCase().replace(/\s+/g, '-')}`}>
                {value}
              </span>
              <span className="text-xs font-semibold text-bark-500">{note}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 md:grid-cols-2">
        <Panel title="Monthly Goals" icon={Target}>
          <p className="text-bark-700">
            <strong>{stats.monthlyGoal.done}</strong> of {stats.monthlyGoal.goal} stories this month
          </p>
          <div className="mt-2">
            <Bar percent={stats.monthlyGoal.percent} label="Monthly story goal" />
          </div>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <div className="rounded-2xl bg-sunset-50 p-3">
              <p className="flex items-center gap-1 text-sm font-bold text-sunset-700">
                <Flame aria-hidden className="h-4 w-4" /> Current streak
              </p>
              <p className="font-display text-2xl" data-testid="current-streak">{`${stats.streaks.current} ${plural(stats.streaks.current, 'day')}`}</p>
            </div>
            <div className="rounded-2xl bg-forest-50 p-3">
              <p className="flex items-center gap-1 text-sm font-bold text-forest-700">
                <CalendarCheck aria-hidden className="h-4 w-4" /> Longest streak
              </p>
              <p className="font-display text-2xl">{`${stats.streaks.longest} ${plural(stats.streaks.longest, 'day')}`}</p>
            </div>
          </div>
        </Panel>
        <Panel title="Reading Level Progress" icon={TrendingUp}>
          <p className="font-display text-2xl">
            Level {level.level}: {level.name}
          </p>
          <div className="mt-2">
            <Bar percent={level.progress} label="Progress to the next reading level" />
          </div>
          <p className="mt-2 text-sm text-bark-600">
            {level.wordsToNext > 0 ? `${level.wordsToNext.toLocaleString('en-US')} more words to the next level.` : 'The highest level. Amazing reading!'}
          </p>
        </Panel>
        <Panel title="Time Spent" icon={Clock}>
          <p className="text-bark-700">
            About <strong>{stats.minutesReading}</strong> {plural(stats.minutesReading, 'minute')} of reading, and {stats.quizzesTaken}{' '}
            {plural(stats.quizzesTaken, 'quiz', 'quizzes')} taken{stats.averageScore !== null ? ` with an average score of ${stats.averageScore}%` : ''}.
          </p>
          <p className="mt-2 flex items-center gap-2 text-sm text-bark-600">
            <GraduationCap aria-hidden className="h-4 w-4" /> {stats.factsLearned} true park facts learned
          </p>
        </Panel>
        <Panel title="Recent Activity" icon={CalendarCheck}>
          {stats.recent.length === 0 ? (
            <p className="text-bark-600">No adventures yet. Start a story to see it here.</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {stats.recent.map((event, i) => (
                <li key={i} className="flex justify-between gap-3 text-sm">
                  <span className="text-bark-800">{event.text}</span>
                  <span className="shrink-0 text-bark-500">{formatDate(event.at, 'medium')}</span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <Panel title="Achievements" icon={Medal} className="md:col-span-2">
          <ul className="grid gap-3 sm:grid-cols-3">
            {stats.achievements.map((achievement) => (
              <li
                key={achievement.id}
                // Not yet earned: a dashed outline and quieter title, with text still at full contrast (not faded).
                className={cn('rounded-2xl border-2 p-3', achievement.earned ? 'border-amber-300 bg-amber-50' : 'border-dashed border-sand-300 bg-sand-50')}
                data-earned={achievement.earned}
              >
                <p className={cn('font-bold', achievement.earned ? 'text-bark-900' : 'text-bark-700')}>
                  {achievement.earned ? <Medal aria-label="Earned" className="mr-1 inline h-4 w-4 text-amber-600" /> : null}
                  {achievement.title}
                </p>
                <p className="text-sm text-bark-600">{achievement.description}</p>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </main>
  )
}
