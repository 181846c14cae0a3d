import { alaskaPlaces } from './alaska'
import { eastAndOtherPlaces } from './east-and-other'
import { intermountainPlaces } from './intermountain'
import { pacificPlaces } from './pacific'
import type { ParkPlaces, Place, Zone } from './types'

/** The place model of every park, in catalogue order by region. */
export const parkPlaces: readonly ParkPlaces[] = [...intermountainPlaces, ...eastAndOtherPlaces, ...alaskaPlaces, ...pacificPlaces]

const byPark = new Map(parkPlaces.map((entry) => [entry.parkId, entry]))

export function placesFor(parkId: string): ParkPlaces | null {
  return byPark.get(parkId) ?? null
}

/** Whether a month (1-12) lies in an inclusive range that may wrap the new year. */
export function inMonths(range: readonly [number, number] | undefined, month: number) {
  if (!range) return true
  const [from, to] = range
  return from <= to ? month >= from && month <= to : month >= from || month <= to
}

/** The zones reachable in one day from a zone: itself and the zones it links to. */
export function dayZones(model: ParkPlaces, zone: Zone): Set<string> {
  return new Set([zone.id, ...(zone.links ?? [])])
}

/** A place a story may walk to: not closed, not needing a permit the family lacks, not too far. */
export function isVisitable(place: Place) {
  return place.access !== 'closed' && place.access !== 'permit' && place.access !== 'far'
}
