import type { RegionName } from '~/data/park-types'

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
