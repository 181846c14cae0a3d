import type { ParkPlaces, Place, Zone } from './types'

// The place models themselves (alaska.ts, east-and-other.ts, intermountain.ts, pacific.ts) are part of
// the writers' content, which a writer installs here before its first chapter
// (app/providers/story-writer/content.ts).
let byPark: Map<string, ParkPlaces> | null = null

export function installParkPlaces(places: readonly ParkPlaces[]) {
  byPark = new Map(places.map((entry) => [entry.parkId, entry]))
}

/** A park's place model; null for a park that has none. Only after the writers' content is loaded. */
export function placesFor(parkId: string): ParkPlaces | null {
  if (!byPark) throw new Error("The parks' places are not loaded: await loadWriterContent(source) first")
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
