import type { RegionName } from '~/data/park-types'

/** How a park's marker looks for the active child (spec section 4, park marker). */
export type MarkerStatus = 'badge' | 'story' | 'available' | 'locked'

export interface MapPark {
  id: string
  name: string
  region: RegionName
  latitude: number
  longitude: number
  status: MarkerStatus
}
