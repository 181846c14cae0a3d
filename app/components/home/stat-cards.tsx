import { Link } from '@remix-run/react'
import Award from 'lucide-react/dist/esm/icons/award'
import BookOpen from 'lucide-react/dist/esm/icons/book-open'
import Map from 'lucide-react/dist/esm/icons/map'
import Users from 'lucide-react/dist/esm/icons/users'
import type { HomeStats } from '~/models/home.server'
import { plural } from '~/utils/plural'

/** The four stat cards of the home page (spec 2.4), each linking to its page. */
export function StatCards({ stats, childId }: { stats: HomeStats; childId: number }) {
  const cards = [
    { to: '/stats', icon: Map, label: 'Parks Explored', value: stats.parksExplored, note: `out of ${stats.unlockedParks} unlocked`, tone: 'bg-forest-100 text-forest-700' },
    { to: `/library/${childId}`, icon: BookOpen, label: 'Stories Read', value: stats.storiesRead, note: plural(stats.storiesRead, 'adventure so far', 'adventures so far'), tone: 'bg-sunset-100 text-sunset-700' },
    { to: '/badges', icon: Award, label: 'Ranger Badges', value: stats.badgesEarned, note: `${stats.badgesThisMonth} earned this month`, tone: 'bg-amber-100 text-amber-700' },
    { to: '/trail-buddies', icon: Users, label: 'Trail Buddies', value: stats.friends, note: plural(stats.friends, 'friend'), tone: 'bg-sky-100 text-sky-700' },
  ]
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ to, icon: Icon, label, value, note, tone }) => (
        <li key={label}>
          <Link to={to} className="flex h-full flex-col gap-2 rounded-2xl bg-white p-4 shadow-card transition hover:-translate-y-0.5 hover:shadow-lg">
            <span className={`flex h-10 w-10 items-center justify-center rounded-xl ${tone}`}>
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            <span className="text-sm font-bold text-bark-600">{label}</span>
            <span className="font-display text-3xl font-semibold text-bark-900" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
              {value}
            </span>
            <span className="text-xs font-semibold text-bark-500">{note}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
