import type { HomeStats } from '~/components/home/stat-cards'
import type { ExplorerPark, MarkerStatus } from '~/components/park-map/types'
import { parks } from '~/data/parks'
import { stateName } from '~/data/states'
import type { Db } from '~/db/client.server'
import { computeStats, loadChildActivity } from './adventure-stats.server'
import { summarizeRegions } from './park.server'

/** Everything the explorer home shows for one child, from the family's real records. */
export async function getExplorerHome(db: Db, { userId, childId, age }: { userId: string; childId: number; age: number }) {
  const stats = computeStats(await loadChildActivity(db, { userId, childId }), { age })
  const states = new Map(stats.parkStates.map((state) => [state.parkId, state]))
  const statusOf = (parkId: string, region: (typeof parks)[number]['region']): MarkerStatus => {
    const state = states.get(parkId)
    if (state?.badge) return 'badge'
    if (!stats.unlockedRegions.includes(region)) return 'locked'
    return state?.hasStory ? 'story' : 'available'
  }
  // With the states each park lies in (the first holds its marker), for the park list's search.
  const mapParks: ExplorerPark[] = parks.map(({ id, name, region, latitude, longitude, states: codes }) => ({
    id,
    name,
    region,
    latitude,
    longitude,
    status: statusOf(id, region),
    states: codes.map((code) => ({ code, name: stateName(code) })),
  }))
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
