import { Link, NavLink } from '@remix-run/react'
import Award from 'lucide-react/dist/esm/icons/award'
import BarChart3 from 'lucide-react/dist/esm/icons/chart-column'
import BookOpen from 'lucide-react/dist/esm/icons/book-open'
import Check from 'lucide-react/dist/esm/icons/check'
import ChevronDown from 'lucide-react/dist/esm/icons/chevron-down'
import Coins from 'lucide-react/dist/esm/icons/coins'
import LogOut from 'lucide-react/dist/esm/icons/log-out'
import Map from 'lucide-react/dist/esm/icons/map'
import ShieldCheck from 'lucide-react/dist/esm/icons/shield-check'
import UserPlus from 'lucide-react/dist/esm/icons/user-plus'
import Users from 'lucide-react/dist/esm/icons/users'
import UserRound from 'lucide-react/dist/esm/icons/user-round'
import type { BuddyNews } from '~/models/buddies.server'
import type { User } from '~/models/user.server'
import { cn } from '~/utils/cn'
import { displayName, initialsOf, parentInitials } from '~/utils/names'
import { plural } from '~/utils/plural'
import { useActiveChild } from './active-child'
import { Avatar } from './avatar'
import { useBuddyNewsLive } from './live/use-buddy-news-live'
import { Logo } from './logo'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu'


const NAV_ITEMS = [
  { to: '/', label: 'Explore Parks', icon: Map },
  { to: '/library', label: 'Library', icon: BookOpen },
  { to: '/trail-buddies', label: 'Trail Buddies', icon: Users },
  { to: '/badges', label: 'Badges', icon: Award },
] as const

function MainNav({ className, buddyNews }: { className?: string; buddyNews: number }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center justify-around gap-1 md:justify-start">
        {NAV_ITEMS.map(({ to, label, icon: Icon }) => {
          // Trail Buddies carries a dot while a buddy's message or a request waits for the active child.
          const news = to === '/trail-buddies' ? buddyNews : 0
          return (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/'}
                aria-label={news ? `${label}, ${news} new` : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex flex-col items-center gap-0.5 rounded-full px-3 py-1.5 text-xs font-bold transition-colors md:flex-row md:gap-2 md:px-4 md:py-2 md:text-sm',
                    isActive ? 'bg-forest-700 text-white' : 'text-bark-600 hover:bg-sand-200 hover:text-forest-700',
                  )
                }
              >
                <span className="relative">
                  <Icon aria-hidden className="h-5 w-5 md:h-4 md:w-4" />
                  {news ? (
                    <span
                      aria-hidden
                      data-testid="buddy-news-dot"
                      className="absolute -right-1.5 -top-1 h-2.5 w-2.5 rounded-full bg-sunset-500 ring-2 ring-sand-50"
                    />
                  ) : null}
                </span>
                {label}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function ChildMenu() {
  const { children, activeChild, chooseChild } = useActiveChild()
  const shownName = activeChild?.name ?? 'Explorer'
  return (
    <DropdownMenu>
      {/*
        Named by its words, not a label: the child's name (on a phone, where only the avatar shows, for
        screen readers alone) and what it does. A label would leave out the avatar's initial it shows.
      */}
      <DropdownMenuTrigger
        className="flex max-w-[9rem] items-center gap-1.5 rounded-full border-2 border-sand-300 bg-white py-1 pl-1 pr-2 text-sm font-bold text-bark-700 hover:border-forest-500 sm:max-w-[12rem]"
      >
        {activeChild ? (
          <span aria-hidden>
            <Avatar initials={initialsOf(activeChild.name)} className="h-7 w-7 bg-forest-600 text-xs" />
          </span>
        ) : (
          <UserRound aria-hidden className="ml-1 h-4 w-4" />
        )}
        <span className="sr-only sm:not-sr-only sm:truncate">{shownName}</span>
        <span className="sr-only">, choose a child</span>
        <ChevronDown aria-hidden className="h-4 w-4 shrink-0" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Young explorers</DropdownMenuLabel>
        {children.length === 0 ? <p className="px-3 pb-2 text-sm text-bark-500">No children yet.</p> : null}
        {children.map((child) => (
          <DropdownMenuItem key={child.id} onSelect={() => chooseChild(child.id)} aria-current={child.id === activeChild?.id ? 'true' : undefined}>
            <Avatar initials={initialsOf(child.name)} className="h-7 w-7 bg-forest-600 text-xs" />
            <span className="flex-1 truncate">{child.name}</span>
            {child.id === activeChild?.id ? <Check aria-label="Active" className="h-4 w-4 text-forest-600" /> : null}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account?tab=children">
            <UserPlus aria-hidden className="h-4 w-4" /> Add Child
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

function AvatarMenu({ user }: { user: User }) {
  return (
    <DropdownMenu>
      {/* Named by words a screen reader hears, not by a label over the initials it shows. */}
      <DropdownMenuTrigger className="rounded-full">
        <span aria-hidden>
          <Avatar src={user.profileImageUrl} initials={parentInitials(user)} className="h-10 w-10" />
        </span>
        <span className="sr-only">Account menu</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="normal-case tracking-normal">
          <span className="block text-sm text-bark-900">{displayName(user)}</span>
          {/* With no name yet, the name line is the e-mail already: it is said once. */}
          {displayName(user) === user.email ? null : <span className="block text-xs font-semibold text-bark-500">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/library">
            <BookOpen aria-hidden className="h-4 w-4" /> My Library
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound aria-hidden className="h-4 w-4" /> Account &amp; Credits
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden className="h-4 w-4" /> Admin Portal
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to="/stats">
            <BarChart3 aria-hidden className="h-4 w-4" /> Adventure Stats
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/badges">
            <Award aria-hidden className="h-4 w-4" /> Ranger Badges
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          {/* A full navigation, as the spec asks: the server ends the session and returns to /. */}
          <a href="/api/logout">
            <LogOut aria-hidden className="h-4 w-4" /> Sign Out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

export function TopBar({ user, buddyNews }: { user: User; buddyNews: BuddyNews | null }) {
  const news = buddyNews ? buddyNews.unread + buddyNews.requests : 0
  const live = useBuddyNewsLive()
  return (
    // `data-live` says whether the family's channel is open (what the journeys wait for).
    <header data-live={live ? 'open' : 'closed'} className="sticky top-0 z-40 border-b border-sand-300 bg-sand-50/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Logo />
        <MainNav className="hidden md:block" buddyNews={news} />
        <div className="flex items-center gap-2">
          <Link
            to="/account?tab=credits"
            className="flex items-center gap-1.5 rounded-full bg-sunset-50 px-3 py-1.5 text-sm font-bold text-sunset-700 hover:bg-sunset-100"
          >
            <Coins aria-hidden className="h-4 w-4" />
            <span data-testid="credits-balance">{user.credits ?? 0}</span>{' '}
            {/* The word is read on a phone too, where it does not fit on screen. */}
            <span className="sr-only sm:not-sr-only">{plural(user.credits ?? 0, 'credit')}</span>
          </Link>
          <ChildMenu />
          <AvatarMenu user={user} />
        </div>
      </div>
      <MainNav className="border-t border-sand-300 px-2 py-1.5 md:hidden" buddyNews={news} />
    </header>
  )
}
