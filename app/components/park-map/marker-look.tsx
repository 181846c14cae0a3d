import type { MarkerStatus } from './types'

/**
 * How each marker state looks, shared by the Leaflet markers, the legend and the park list. `glyph` is
 * the inner markup of a 24x24 SVG drawn in white (`currentColor`), so the states differ by shape as
 * well as colour.
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

/** A marker's dot as plain markup, for the legend and the park list. */
export function MarkerDot({ status }: { status: MarkerStatus }) {
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
