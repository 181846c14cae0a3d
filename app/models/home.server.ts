import type { HomeStats } from '~/components/home/stat-cards'
import type { ExplorerPark, MarkerStatus } from '~/components/park-map/types'
import { parks } from '~/data/parks'
import { stateName } from '~/data/states'
import type { Db } from '~/db/client.server'
import { computeStats, loadChildActivity, type ChildActivity } from './adventure-stats.server'
import { summarizeRegions } from './park.server'

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
