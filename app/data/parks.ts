import type { Park, RegionName } from './park-types'
import { alaskaParks } from './parks/alaska'
import { eastAndOtherParks } from './parks/east-and-other'
import { intermountainParks } from './parks/intermountain'
import { pacificParks } from './parks/pacific'

/** Bump when a park's facts change, so generated content can say which catalogue it used. */
export const PARK_CATALOGUE_VERSION = 1

export const parks: readonly Park[] = [...intermountainParks, ...eastAndOtherParks, ...alaskaParks, ...pacificParks]

const byId = new Map(parks.map((park) => [park.id, park]))

export function getPark(id: string) {
  return byId.get(id) ?? null
}

export function parksInRegions(regions: readonly RegionName[]) {
  return parks.filter((park) => regions.includes(park.region))
}

export function countParks(region: RegionName) {
  return parks.filter((park) => park.region === region).length
}
