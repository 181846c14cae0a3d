import { Map as MapIcon, MapPinned } from 'lucide-react'
import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { cn } from '~/utils/cn'
import type { MapPark, MarkerStatus } from './types'

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const DEFAULT_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

/** The map and its placeholder share these classes, so swapping one for the other shifts nothing. */
export const MAP_FRAME_CLASS = 'h-[500px] w-full overflow-hidden rounded-2xl'
export const MAP_LABEL = 'Map of US national parks'

/** Places the jump-to buttons fly to; the client map holds their bounds. */
export type MapAreaId = 'lower-48' | 'alaska' | 'hawaii' | 'american-samoa' | 'virgin-islands'
export const MAP_AREAS: { id: MapAreaId; label: string }[] = [
  { id: 'lower-48', label: 'Lower 48' },
  { id: 'alaska', label: 'Alaska' },
  { id: 'hawaii', label: 'Hawaii' },
  { id: 'american-samoa', label: 'American Samoa' },
  { id: 'virgin-islands', label: 'Virgin Islands' },
]

/** A jump request; `seq` grows on every click, so pressing the same button twice flies back there. */
export interface MapAreaRequest {
  area: MapAreaId
  seq: number
}

/**
 * How each marker state looks, shared by the Leaflet markers and the legend. `glyph` is the inner
 * markup of a 24x24 SVG drawn in white (`currentColor`), so the states differ by shape as well as colour.
 */
export const MARKER_LOOK: Record<MarkerStatus, { label: string; color: string; glyph: string }> = {
  badge: {
    label: 'Badge Earned',
    color: '#e07a3a',
    glyph:
      '<path fill="currentColor" d="M12 2.2c2.6 1 5.4 1.2 8.2.4-.2 7.6-2.9 14-8.2 19.2C6.7 16.6 4 10.2 3.8 2.6c2.8.8 5.6.6 8.2-.4z"/>' +
      '<path fill="#e07a3a" d="M12 7.2l4.2 7.6H7.8z"/><path fill="#e07a3a" d="M11.2 14.4h1.6v2.6h-1.6z"/>',
  },
  story: {
    label: 'Story Created',
    color: '#8b5e3c',
    glyph:
      '<g fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">' +
      '<path d="M12 7v14"/><path d="M3 18a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h5a4 4 0 0 1 4 4 4 4 0 0 1 4-4h5a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1h-6a3 3 0 0 0-3 3 3 3 0 0 0-3-3z"/></g>',
  },
  available: {
    label: 'Available',
    color: '#3d7139',
    glyph:
      '<g fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">' +
      '<path d="m17 14 3 3.3a1 1 0 0 1-.7 1.7H4.7a1 1 0 0 1-.7-1.7L7 14h-.3a1 1 0 0 1-.7-1.7L9 9h-.2A1 1 0 0 1 8 7.3L12 3l4 4.3a1 1 0 0 1-.8 1.7H15l3 3.3a1 1 0 0 1-.7 1.7H17Z"/><path d="M12 22v-3"/></g>',
  },
  locked: {
    label: 'Locked Region',
    color: '#9ca3af',
    glyph:
      '<g fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">' +
      '<rect width="16" height="11" x="4" y="11" rx="2" ry="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></g>',
  },
}

export const LEGEND_ORDER: MarkerStatus[] = ['badge', 'story', 'available', 'locked']

// Leaflet touches `window` when it loads, so the map is its own chunk, imported only in the browser.
const ParkMap = lazy(() => import('./park-map.client').then((module) => ({ default: module.ParkMap })))

export interface ParkMapSectionProps {
  parks: MapPark[]
  onOpenPark: (parkId: string) => void
  tileUrl?: string
  tileAttribution?: string
}

export function ParkMapSection({
  parks,
  onOpenPark,
  tileUrl = DEFAULT_TILE_URL,
  tileAttribution = DEFAULT_TILE_ATTRIBUTION,
}: ParkMapSectionProps) {
  const [hydrated, setHydrated] = useState(false)
  const [areaRequest, setAreaRequest] = useState<MapAreaRequest | null>(null)

  useEffect(() => {
    setHydrated(true)
  }, [])

  const counts = useMemo(() => {
    const result: Record<MarkerStatus, number> = { badge: 0, story: 0, available: 0, locked: 0 }
    for (const park of parks) result[park.status] += 1
    return result
  }, [parks])

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Jump to an area of the map">
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

      <div className="relative isolate">
        {hydrated ? (
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

      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-bark-900" aria-label="Map legend">
        {LEGEND_ORDER.map((status) => (
          <li key={status} className="flex items-center gap-2">
            <MarkerDot status={status} />
            <span className="font-semibold">{MARKER_LOOK[status].label}</span>
            <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-bold text-bark-700">
              {counts[status]}
              <span className="sr-only">{counts[status] === 1 ? ' park' : ' parks'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function MarkerDot({ status }: { status: MarkerStatus }) {
  const look = MARKER_LOOK[status]
  return (
    <span
      aria-hidden
      className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 border-white shadow"
      style={{ backgroundColor: look.color }}
    >
      <svg viewBox="0 0 24 24" className="h-3.5 w-3.5 text-white" dangerouslySetInnerHTML={{ __html: look.glyph }} />
    </span>
  )
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
