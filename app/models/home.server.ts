import type { RegionName } from '~/data/park-types'
import { parks } from '~/data/parks'
import { stateName } from '~/data/states'
import type { Db } from '~/db/client.server'
import { computeStats, loadChildActivity, type ChildActivity } from './adventure-stats.server'
import { summarizeRegions } from './park.server'

/** How a park's marker looks for the active child (spec section 4, park marker). */
export type MarkerStatus = 'badge' | 'story' | 'available' | 'locked'

/** A park's pin as the home model computes it for the active child. */
export interface MapPark {
  id: string
  name: string
  region: RegionName
  latitude: number
  longitude: number
  status: MarkerStatus
}

/** A state or territory a park lies in: the catalogue's USPS code and the name a child reads. */
export interface ParkState {
  code: string
  name: string
}

/**
 * What the map and the park list show: the model's pin plus the states the park lies in (the first
 * holds its marker), from the park catalogue, in the home model.
 */
export interface ExplorerPark extends MapPark {
  states: ParkState[]
}

/** The four numbers of the home page's stat cards. */
export interface HomeStats {
  parksExplored: number
  unlockedParks: number
  storiesRead: number
  badgesEarned: number
  badgesThisMonth: number
  friends: number
}

/**
 * Every park's pin without its status, made once: with the states it lies in (the first holds its
 * marker) by name, for the park list's search.
 */
const PINS: Omit<ExplorerPark, 'status'>[] = parks.map(({ id, name, region, latitude, longitude, states }) => ({
  id,
  name,
  region,
  latitude,
  longitude,
  states: states.map((code) => ({ code, name: stateName(code) })),
}))

/**
 * Everything the explorer home shows for one child, from the family's real records: `activity` when
 * it was read already (with the session's read), else read here.
 */
export async function getExplorerHome(
  db: Db,
  { userId, childId, age }: { userId: string; childId: number; age: number },
  activity?: ChildActivity | null,
) {
  const stats = computeStats(activity ?? (await loadChildActivity(db, { userId, childId })), { age })
  const states = new Map(stats.parkStates.map((state) => [state.parkId, state]))
  const statusOf = (parkId: string, region: (typeof parks)[number]['region']): MarkerStatus => {
    const state = states.get(parkId)
    if (state?.badge) return 'badge'
    if (!stats.unlockedRegions.includes(region)) return 'locked'
    return state?.hasStory ? 'story' : 'available'
  }
  const mapParks: ExplorerPark[] = PINS.map((pin) => ({ ...pin, status: statusOf(pin.id, pin.region) }))
  const homeStats: HomeStats = {
    parksExplored: stats.parksExplored,
    unlockedParks: stats.unlockedParks,
    storiesRead: stats.stories,
    badgesEarned: stats.badges,
    badgesThisMonth: stats.badgesThisMonth,
    friends: stats.friends,
  }
  return { regions: summarizeRegions(stats.unlockedRegions), mapParks, stats: homeStats }
}
