import List from 'lucide-react/dist/esm/icons/list'
import MapIcon from 'lucide-react/dist/esm/icons/map'
import MapPinned from 'lucide-react/dist/esm/icons/map-pinned'
import { Component, lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Button } from '~/components/ui/button'
import type { ExplorerPark, MarkerStatus } from '~/models/home.server'
import { cn } from '~/utils/cn'
import { plural } from '~/utils/plural'
import { loadParkMapStyles } from './leaflet-styles'
import { foundView, MAP_LABEL, type MapAreaId, type MapAreaRequest } from './map-view'
import { LEGEND_ORDER, MARKER_LOOK, MarkerDot } from './marker-look'
import { PARK_FINDER_ID, ParkList } from './park-list'

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const DEFAULT_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

/** The map and its placeholder share these classes, so swapping one for the other shifts nothing. */
export const MAP_FRAME_CLASS = 'h-[500px] w-full overflow-hidden rounded-2xl'

export const MAP_AREAS: { id: MapAreaId; label: string }[] = [
  { id: 'lower-48', label: 'Lower 48' },
  { id: 'alaska', label: 'Alaska' },
  { id: 'hawaii', label: 'Hawaii' },
  { id: 'american-samoa', label: 'American Samoa' },
  { id: 'virgin-islands', label: 'Virgin Islands' },
]

// Leaflet touches `window` when it loads, so the map is its own chunk, imported only in the browser, and
// it renders once its stylesheets apply too (the placeholder shows until then).
const ParkMap = lazy(() =>
  Promise.all([import('./park-map.client'), loadParkMapStyles()]).then(([module]) => ({ default: module.ParkMap })),
)

export interface ParkMapSectionProps {
  parks: ExplorerPark[]
  onOpenPark: (parkId: string) => void
  tileUrl?: string
  tileAttribution?: string
}

type ParkView = 'map' | 'list'
const VIEWS: { id: ParkView; label: string; icon: typeof MapIcon }[] = [
  { id: 'map', label: 'Map', icon: MapIcon },
  { id: 'list', label: 'List', icon: List },
]

/**
 * The park map with the park list beside it; below the large breakpoint a "Map | List" switch shows
 * one or the other in the same frame, so the page is no longer on a phone than the map alone. Both
 * stay mounted: the map keeps the child's view while the list is showing.
 */
export const ParkMapSection = memo(function ParkMapSection({
  parks,
  onOpenPark,
  tileUrl = DEFAULT_TILE_URL,
  tileAttribution = DEFAULT_TILE_ATTRIBUTION,
}: ParkMapSectionProps) {
  const [areaRequest, setAreaRequest] = useState<MapAreaRequest | null>(null)
  const [view, setView] = useState<ParkView>('map')
  const mapFrame = useRef<HTMLDivElement>(null)
  const nearView = useNearView(mapFrame)
  const showFound = useCallback(
    (found: ExplorerPark[]) => {
      const view = foundView(found, parks.length)
      if (view) setAreaRequest((previous) => ({ view, seq: (previous?.seq ?? 0) + 1 }))
    },
    [parks.length],
  )

  const counts = useMemo(() => {
    const result: Record<MarkerStatus, number> = { badge: 0, story: 0, available: 0, locked: 0 }
    for (const park of parks) result[park.status] += 1
    return result
  }, [parks])

  return (
    <div className="space-y-3">
      {/* The map's markers are many Tab stops: a keyboard can go straight to the park finder instead. */}
      <button
        type="button"
        onClick={() => {
          setView('list')
          requestAnimationFrame(() => document.getElementById(PARK_FINDER_ID)?.focus())
        }}
        className="sr-only rounded-full bg-white px-4 py-2 text-sm font-bold text-forest-800 shadow-card focus:not-sr-only focus:inline-block"
      >
        Skip the map: find a park by name
      </button>
      <div className="inline-flex rounded-full bg-sand-200 p-1 lg:hidden" role="group" aria-label="Show the parks as">
        {VIEWS.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            aria-pressed={view === id}
            onClick={() => setView(id)}
            className={cn(
              'inline-flex h-11 min-w-[6.5rem] items-center justify-center gap-2 rounded-full px-4 text-sm font-bold transition-colors',
              view === id ? 'bg-forest-700 text-white shadow-sm' : 'text-bark-700 hover:text-forest-700',
            )}
          >
            <Icon aria-hidden className="h-4 w-4" />
            {label}
          </button>
        ))}
      </div>

      <div
        className={cn('flex flex-wrap items-center gap-2', view === 'list' && 'hidden lg:flex')}
        role="group"
        aria-label="Jump to an area of the map"
      >
        <span className="mr-1 inline-flex items-center gap-1.5 text-sm font-bold text-bark-700">
          <MapPinned aria-hidden className="h-4 w-4 text-forest-700" />
          Jump to
        </span>
        {MAP_AREAS.map((area) => (
          <Button
            key={area.id}
            variant="outline"
            size="sm"
            className="h-8 border px-3 text-xs sm:text-sm"
            onClick={() => setAreaRequest((previous) => ({ area: area.id, seq: (previous?.seq ?? 0) + 1 }))}
          >
            {area.label}
          </Button>
        ))}
      </div>

      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-4">
        <div ref={mapFrame} className={cn('relative isolate', view === 'list' && 'hidden lg:block')}>
          {nearView ? (
            <MapErrorBoundary fallback={<MapPlaceholder message="The map could not load. Please refresh the page to try again." />}>
              <Suspense fallback={<MapPlaceholder />}>
                <ParkMap
                  parks={parks}
                  onOpenPark={onOpenPark}
                  tileUrl={tileUrl}
                  tileAttribution={tileAttribution}
                  areaRequest={areaRequest}
                  className={MAP_FRAME_CLASS}
                />
              </Suspense>
            </MapErrorBoundary>
          ) : (
            <MapPlaceholder />
          )}
        </div>
        <ParkList parks={parks} onOpenPark={onOpenPark} onFound={showFound} className={cn(view === 'map' && 'hidden lg:flex')} />
      </div>

      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-bark-900" aria-label="Map legend">
        {LEGEND_ORDER.map((status) => (
          <li key={status} className="flex items-center gap-2">
            <MarkerDot status={status} />
            <span className="font-semibold">{MARKER_LOOK[status].label}</span>
            <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-bold text-bark-700">
              {counts[status]}
              <span className="sr-only">{` ${plural(counts[status], 'park')}`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
})

/**
 * Whether the element is (or was) within reach of the viewport. Leaflet, the clusters and 63 markers
 * are the heaviest work of the signed-in home: on a phone the map starts below the first screen, so it
 * is built when the child scrolls towards it, not while the page is still becoming interactive. Hidden
 * (the list is showing), the element is never near; shown again, it is. Until hydration, never.
 */
function useNearView(element: RefObject<HTMLElement>, margin = '200px') {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (near || !target) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, near, margin])
  return near
}

function MapPlaceholder({ message = 'Loading the map...' }: { message?: string }) {
  return (
    <div
      role="region"
      aria-label={MAP_LABEL}
      aria-busy={message === 'Loading the map...'}
      className={cn(MAP_FRAME_CLASS, 'flex flex-col items-center justify-center gap-3 bg-sand-200 px-6 text-center text-bark-600')}
    >
      <MapIcon aria-hidden className="h-10 w-10 text-forest-600" />
      <p className="font-semibold">{message}</p>
    </div>
  )
}

/** Keeps the page usable if the map's chunk fails to load (offline, say). */
class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
