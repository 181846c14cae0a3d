import type { MarkerStatus } from '~/models/home.server'

/**
 * How each marker state looks, shared by the Leaflet markers, the legend and the park list. Each state
 * also has a white glyph, `marker-glyph--{status}` in app/styles/tailwind.css, so the states differ by
 * shape as well as colour.
 */
export const MARKER_LOOK: Record<MarkerStatus, { label: string; color: string }> = {
  badge: { label: 'Badge Earned', color: '#e07a3a' },
  story: { label: 'Story Created', color: '#8b5e3c' },
  available: { label: 'Available', color: '#3d7139' },
  locked: { label: 'Locked Region', color: '#9ca3af' },
}

export const LEGEND_ORDER: MarkerStatus[] = ['badge', 'story', 'available', 'locked']

/** The classes that draw a state's glyph on an element coloured with its MARKER_LOOK colour. */
export function markerGlyphClass(status: MarkerStatus) {
  return `marker-glyph marker-glyph--${status}`
}

/** A marker's dot as plain markup, for the legend and the park list: one element. */
export function MarkerDot({ status }: { status: MarkerStatus }) {
  return (
    <span
      aria-hidden
      className={`h-6 w-6 shrink-0 rounded-full border-2 border-white shadow ${markerGlyphClass(status)}`}
      style={{ backgroundColor: MARKER_LOOK[status].color }}
    />
  )
}
