import type { ExplorerPark } from '~/models/home.server'

// What the section and the lazily loaded client map both use lives here: the map's chunk imports
// nothing from the section that imports it.

export const MAP_LABEL = 'Map of US national parks'

/** South-west and north-east corners, as Leaflet takes them. */
export type Bounds = [[number, number], [number, number]]

/** Where the parks outside the lower 48 lie: Alaska, Hawaii and the territories. */
const OUTSIDE_LOWER_48 = new Set(['AK', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI'])

/** A park's marker stands in its first state (see the catalogue), so that state places it. */
export const inLower48 = (park: Pick<ExplorerPark, 'states'>) => park.states.length > 0 && !OUTSIDE_LOWER_48.has(park.states[0].code)

export function boundsOf(parks: readonly Pick<ExplorerPark, 'latitude' | 'longitude'>[]): Bounds | null {
  if (parks.length === 0) return null
  let south = Infinity
  let west = Infinity
  let north = -Infinity
  let east = -Infinity
  for (const { latitude, longitude } of parks) {
    south = Math.min(south, latitude)
    north = Math.max(north, latitude)
    west = Math.min(west, longitude)
    east = Math.max(east, longitude)
  }
  return [
    [south, west],
    [north, east],
  ]
}

/** The whole lower 48, from Olympic to Acadia and down to Dry Tortugas, if no park list says otherwise. */
export const LOWER_48_BOUNDS: Bounds = [
  [24.5, -124.8],
  [49.0, -67.0],
]

/** What the "Lower 48" button shows: every park of the lower 48, locked or not. */
export const lower48Bounds = (parks: readonly ExplorerPark[]): Bounds => boundsOf(parks.filter(inLower48)) ?? LOWER_48_BOUNDS

/**
 * The starting view: every park of the lower 48 the child can open, so none starts off screen; all
 * of the lower 48 if none can be opened.
 */
export const startingBounds = (parks: readonly ExplorerPark[]): Bounds =>
  boundsOf(parks.filter((park) => park.status !== 'locked' && inLower48(park))) ?? lower48Bounds(parks)

/** Where the map goes to show the parks a search found, and how close it may come. */
export interface MapView {
  bounds: Bounds
  maxZoom: number
}

/**
 * The view that shows what the park finder found: one park close up, a few together. Nothing when
 * the search found no park or every park, since then the child's own view is the better one.
 */
export function foundView(found: readonly Pick<ExplorerPark, 'latitude' | 'longitude'>[], total: number): MapView | null {
  if (found.length === 0 || found.length >= total) return null
  const bounds = boundsOf(found)
  return bounds ? { bounds, maxZoom: found.length === 1 ? 7 : 6 } : null
}

/** Places the jump-to buttons fly to; the client map holds their bounds. */
export type MapAreaId = 'lower-48' | 'alaska' | 'hawaii' | 'american-samoa' | 'virgin-islands'

/**
 * Where the map should go: an area (a jump-to button) or the parks the finder found. `seq` grows on
 * every request, so pressing the same button twice flies back there.
 */
export type MapAreaRequest = { seq: number } & ({ area: MapAreaId } | { view: MapView })
