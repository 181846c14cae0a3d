import Search from 'lucide-react/dist/esm/icons/search'
import X from 'lucide-react/dist/esm/icons/x'
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import type { ExplorerPark, MarkerStatus } from '~/models/home.server'
import { cn } from '~/utils/cn'
import { plural } from '~/utils/plural'
import { MARKER_LOOK, MarkerDot } from './marker-look'
import { searchParks, sortForList, unlockHint } from './park-search'

export interface ParkListProps {
  parks: ExplorerPark[]
  onOpenPark: (parkId: string) => void
  /** Told what a search found once the child stops typing, so the map can go there. */
  onFound?: (found: ExplorerPark[]) => void
  className?: string
}

/** The park finder's field, which the map's skip button focuses. */
export const PARK_FINDER_ID = 'park-finder'

/** How long the finder waits after a key before it moves the map: one flight, not one per letter. */
const FOUND_DELAY_MS = 400

/**
 * Every park as a list beside the map: found by name or state, opened with a click, a tap or the
 * keyboard, read out whole by a screen reader. Locked parks say how to unlock them, as their markers do.
 * Memoised: its 63 entries are most of the home's elements, and they render again only when the parks,
 * the search or the shown view change, not when the map loads or the router updates.
 */
export const ParkList = memo(function ParkList({ parks, onOpenPark, onFound, className }: ParkListProps) {
  const [query, setQuery] = useState('')
  const summaryId = useId()
  const sorted = useMemo(() => sortForList(parks), [parks])
  const found = useMemo(() => searchParks(sorted, query), [sorted, query])
  const open = found.filter((park) => park.status !== 'locked')
  const locked = found.filter((park) => park.status === 'locked')
  const searching = query.trim() !== ''
  const onFoundRef = useRef(onFound)
  useEffect(() => {
    onFoundRef.current = onFound
  })
  useEffect(() => {
    if (!searching || found.length === 0) return
    const timer = setTimeout(() => onFoundRef.current?.(found), FOUND_DELAY_MS)
    return () => clearTimeout(timer)
  }, [searching, found])
  const summary = searching
    ? `${found.length} ${plural(found.length, 'park')} found`
    : `${parks.length} parks, ${open.length} open to explore`

  return (
    <section aria-label="Park list" className={cn('flex h-[500px] flex-col overflow-hidden rounded-2xl border-2 border-sand-300 bg-white', className)}>
      <div className="border-b-2 border-sand-200 bg-sand-50 p-3">
        <Label htmlFor={PARK_FINDER_ID}>Find a park</Label>
        <div className="relative mt-1">
          <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-bark-400" />
          <Input
            id={PARK_FINDER_ID}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Park name or state"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={summaryId}
            className="pl-11 [&::-webkit-search-cancel-button]:hidden"
          />
          {searching ? (
            <button
              type="button"
              onClick={() => setQuery('')}
              className="absolute right-1 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-bark-500 hover:bg-sand-200"
            >
              <X aria-hidden className="h-4 w-4" />
              <span className="sr-only">Clear the search</span>
            </button>
          ) : null}
        </div>
        <p id={summaryId} aria-live="polite" className="mt-2 text-xs font-bold text-bark-600">
          {summary}
        </p>
      </div>

      {/* Relative, so the entries’ sr-only text (absolutely placed) scrolls with them instead of stretching the page. */}
      <div className="relative flex-1 overflow-y-auto px-2 pb-3">
        {found.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
            <Search aria-hidden className="h-8 w-8 text-forest-600" />
            <p className="font-semibold text-bark-700">{`We couldn't find a park or a state called “${query.trim()}”.`}</p>
            <p className="text-sm text-bark-600">Try a park name like Zion, or a state like Utah.</p>
            <button type="button" onClick={() => setQuery('')} className="text-sm font-bold text-forest-700 underline-offset-4 hover:underline">
              Show all parks
            </button>
          </div>
        ) : (
          <>
            <ParkGroup title="Your parks" parks={open} onOpenPark={onOpenPark} />
            <ParkGroup title="Parks in locked regions" parks={locked} onOpenPark={onOpenPark} />
          </>
        )}
      </div>
    </section>
  )
})

function ParkGroup({ title, parks, onOpenPark }: { title: string; parks: ExplorerPark[]; onOpenPark: (parkId: string) => void }) {
  const headingId = useId()
  if (parks.length === 0) return null
  return (
    <>
      <h3 id={headingId} className="sticky top-0 z-10 bg-white px-2 pb-1 pt-3 font-display text-sm font-semibold uppercase tracking-wide text-forest-700">
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
        {parks.map((park) => (
          <li key={park.id}>
            <ParkEntry park={park} onOpenPark={onOpenPark} />
          </li>
        ))}
      </ul>
    </>
  )
}

/** The status words in the marker's colour, darkened where small text needs more contrast on white. */
const STATUS_TEXT_CLASS: Record<MarkerStatus, string> = {
  badge: 'text-sunset-700',
  story: 'text-bark-600',
  available: 'text-forest-700',
  locked: 'text-bark-500',
}

function ParkEntry({ park, onOpenPark }: { park: ExplorerPark; onOpenPark: (parkId: string) => void }) {
  const locked = park.status === 'locked'
  return (
    // A locked park stays focusable, like its marker, so keyboard users hear how to unlock it too.
    <button
      type="button"
      data-park-id={park.id}
      aria-disabled={locked || undefined}
      onClick={() => {
        if (!locked) onOpenPark(park.id)
      }}
      className={cn(
        'flex w-full items-center gap-3 rounded-xl px-2.5 py-2 text-left transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-forest-800',
        locked ? 'cursor-not-allowed' : 'hover:bg-forest-50',
      )}
    >
      <MarkerDot status={park.status} />
      <span className="min-w-0 flex-1">
        <span className={cn('block font-bold leading-snug', locked ? 'text-bark-600' : 'text-bark-900')}>{park.name}</span>
        <span className="block text-sm text-bark-600">
          {park.states.map((state) => state.name).join(', ')}
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          <span className={cn('font-bold', STATUS_TEXT_CLASS[park.status])}>{MARKER_LOOK[park.status].label}</span>
        </span>
        {locked ? (
          <span className="block text-sm text-bark-500 first-letter:uppercase">
            {unlockHint(park)}
          </span>
        ) : null}
      </span>
    </button>
  )
}
