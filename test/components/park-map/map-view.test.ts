import { describe, expect, it } from 'vitest'
import { boundsOf, foundView, inLower48, LOWER_48_BOUNDS, lower48Bounds, startingBounds } from '~/components/park-map/map-view'
import { parks } from '~/data/parks'
import type { ExplorerPark, MarkerStatus } from '~/models/home.server'

const withStatus = (statusOf: (region: string) => MarkerStatus): ExplorerPark[] =>
  parks.map(({ id, name, region, latitude, longitude, states }) => ({
    id,
    name,
    region,
    latitude,
    longitude,
    status: statusOf(region),
    states: states.map((code) => ({ code, name: code })),
  }))

describe('the starting view of the map', () => {
  it('holds the lower 48 parks and leaves out Alaska, Hawaii and the territories', () => {
    const lower48 = withStatus(() => 'available').filter(inLower48)
    expect(lower48).toHaveLength(63 - 8 - 2 - 2)
    expect(lower48.map((park) => park.id)).toContain('dry-tortugas')
    expect(lower48.map((park) => park.id)).not.toContain('virgin-islands')
    expect(lower48.map((park) => park.id)).not.toContain('american-samoa')
  })

  it('fits the parks a free family can open: the Intermountain region, Big Bend to Glacier', () => {
    const free = withStatus((region) => (region === 'Intermountain' ? 'available' : 'locked'))
    expect(startingBounds(free)).toEqual([
      [29.3275, -113.718], // Big Bend in the south, Glacier in the west
      [48.696, -103.2061], // Glacier in the north, Big Bend in the east
    ])
  })

  it('counts parks with a badge or a story as open, and leaves locked regions out', () => {
    const statuses: Record<string, MarkerStatus> = { Intermountain: 'story', 'East & Other': 'badge', Alaska: 'locked', Pacific: 'locked' }
    const bounds = startingBounds(withStatus((region) => statuses[region]))
    expect(bounds[0][0]).toBe(24.628) // Dry Tortugas
    expect(bounds[1][1]).toBe(-68.225) // Acadia
    expect(bounds[0][1]).toBe(-113.718) // Glacier: nothing of the locked Pacific coast
  })

  it('shows the whole lower 48 when no park of it can be opened, as the Lower 48 button does', () => {
    const none = withStatus(() => 'locked')
    const whole = lower48Bounds(none)
    expect(startingBounds(none)).toEqual(whole)
    expect(whole).toEqual([
      [24.628, -124.02], // Dry Tortugas, Redwood
      [48.696, -68.225], // Glacier, Acadia
    ])
    expect(lower48Bounds([])).toEqual(LOWER_48_BOUNDS)
    expect(boundsOf([])).toBeNull()
  })
})

describe('the view of what the park finder found', () => {
  const all = withStatus(() => 'available')
  const park = (id: string) => all.find((entry) => entry.id === id)!

  it('comes close to a single park', () => {
    const zion = park('zion')
    expect(foundView([zion], all.length)).toEqual({
      bounds: [
        [zion.latitude, zion.longitude],
        [zion.latitude, zion.longitude],
      ],
      maxZoom: 7,
    })
  })

  it('holds every park found, from the first to the last', () => {
    const view = foundView([park('arches'), park('zion'), park('bryce-canyon')], all.length)
    expect(view?.maxZoom).toBe(6)
    expect(view?.bounds[0][0]).toBe(Math.min(park('arches').latitude, park('zion').latitude, park('bryce-canyon').latitude))
    expect(view?.bounds[1][1]).toBe(park('arches').longitude) // the easternmost
  })

  it('leaves the map alone when nothing, or everything, was found', () => {
    expect(foundView([], all.length)).toBeNull()
    expect(foundView(all, all.length)).toBeNull()
  })
})
