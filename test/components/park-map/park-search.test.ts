import { describe, expect, it } from 'vitest'
import { searchParks, searchWords, sortForList, unlockHint } from '~/components/park-map/park-search'
import { parks } from '~/data/parks'
import { stateName } from '~/data/states'
import type { ExplorerPark } from '~/models/home.server'

/** The whole catalogue as the home loader hands it to the list: a free family sees Intermountain open. */
const explorerParks: ExplorerPark[] = parks.map(({ id, name, region, latitude, longitude, states }) => ({
  id,
  name,
  region,
  latitude,
  longitude,
  status: region === 'Intermountain' ? 'available' : 'locked',
  states: states.map((code) => ({ code, name: stateName(code) })),
}))

const find = (query: string) => searchParks(explorerParks, query).map((park) => park.id).sort()

describe('searching the park list', () => {
  it('finds the parks of a state by its name, in any case, or by its postal code', () => {
    const utah = ['arches', 'bryce-canyon', 'canyonlands', 'capitol-reef', 'zion']
    expect(find('utah')).toEqual(utah)
    expect(find('  UTAH ')).toEqual(utah)
    expect(find('ut')).toEqual(utah)
    // Yellowstone reaches into Montana and Idaho as well as Wyoming.
    expect(find('wyoming')).toEqual(['grand-teton', 'yellowstone'])
    expect(find('idaho')).toEqual(['yellowstone'])
    expect(find('north carolina')).toEqual(['great-smoky-mountains'])
    expect(find('new mexico')).toEqual(['carlsbad-caverns', 'white-sands'])
  })

  it('finds parks by the start of any word of their name', () => {
    expect(find('zion')).toEqual(['zion'])
    expect(find('yel')).toEqual(['yellowstone'])
    expect(find('grand')).toEqual(['grand-canyon', 'grand-teton'])
    expect(find('grand canyon')).toEqual(['grand-canyon'])
    // A word's middle is no match: "ton" is not Grand Teton.
    expect(find('ton')).toEqual([])
  })

  it('matches without the accents and the ʻokina a child will not type', () => {
    expect(find('haleakala')).toEqual(['haleakala'])
    expect(find('hawaii')).toEqual(['haleakala', 'hawaii-volcanoes'])
    expect(find('st elias')).toEqual(['wrangell-st-elias'])
    expect(searchWords('Hawaiʻi Volcanoes')).toEqual(['hawaii', 'volcanoes'])
  })

  it('keeps every park for an empty search and none for a word no park or state has', () => {
    expect(searchParks(explorerParks, '')).toHaveLength(63)
    expect(searchParks(explorerParks, '   ')).toHaveLength(63)
    expect(find('atlantis')).toEqual([])
    expect(find('zion atlantis')).toEqual([])
  })
})

describe('the list order', () => {
  it('puts the parks a child can open first, then the locked ones, each by name', () => {
    const sorted = sortForList(explorerParks)
    expect(sorted.slice(0, 19).every((park) => park.status !== 'locked')).toBe(true)
    expect(sorted.slice(19).every((park) => park.status === 'locked')).toBe(true)
    expect(sorted[0].id).toBe('arches')
    expect(sorted[18].id).toBe('zion')
    expect(sorted[19].id).toBe('acadia')
  })

  it('tells how to unlock a locked park', () => {
    expect(unlockHint({ region: 'Pacific' })).toBe('unlock the Pacific region to explore')
  })
})
