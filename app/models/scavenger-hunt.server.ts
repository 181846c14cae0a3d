import type { Park } from '~/data/park-types'
import { inMonths, isVisitable } from '~/data/places/park-places'
import type { ParkPlaces, Place } from '~/data/places/types'

export type HuntKind = 'animal' | 'plant' | 'place'

export interface HuntItem {
  kind: HuntKind
  name: string
  /** When it can only be found part of the year: "only in spring and summer". */
  season: string | null
}

/** How many things the hunt lists, and how many of each kind it aims for before filling up with places. */
const HUNT_SIZE = 10
const ANIMALS = 4
const PLANTS = 3

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const SEASONS: [name: string, months: number[]][] = [
  ['winter', [12, 1, 2]],
  ['spring', [3, 4, 5]],
  ['summer', [6, 7, 8]],
  ['fall', [9, 10, 11]],
]

const monthsOf = (range: readonly [number, number] | undefined) => Array.from({ length: 12 }, (_, i) => i + 1).filter((month) => inMonths(range, month))

const listed = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0])

/**
 * When something seasonal can be found, from the months it is open: whole seasons by name ("only in
 * spring and summer"), otherwise by month ("only from April to September"); null all year round.
 */
export function seasonOf(open: Iterable<number>): string | null {
  const set = new Set(open)
  if (set.size === 0 || set.size >= 12) return null
  const previous = (month: number) => ((month + 10) % 12) + 1
  const starts = [...set].filter((month) => !set.has(previous(month))).sort((a, b) => a - b)
  // One run of months (it may wrap the new year): in the order it runs, "November to March".
  const months = starts.length === 1 ? Array.from({ length: set.size }, (_, i) => ((starts[0] - 1 + i) % 12) + 1) : [...set].sort((a, b) => a - b)
  const seasons = SEASONS.filter(([, inSeason]) => inSeason.every((month) => set.has(month)))
  if (starts.length === 1 && seasons.length * 3 === set.size) {
    const ordered = seasons.sort(([, a], [, b]) => months.indexOf(a[0]) - months.indexOf(b[0])).map(([name]) => name)
    return `only in ${listed(ordered)}`
  }
  const names = months.map((month) => MONTH_NAMES[month - 1])
  if (starts.length > 1 || names.length <= 2) return `only in ${listed(names)}`
  return `only from ${names[0]} to ${names[names.length - 1]}`
}

/** Places a family finds on its own: visitable, and not only on a ranger's tour with a ticket. */
const findable = (place: Place) => isVisitable(place) && place.access !== 'ranger-tour'

/** A visitor centre is a real find, but the park's own places come first. */
const isVisitorCentre = (place: Place) => place.kind === 'visitor-centre'

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/**
 * What lives at the findable places, most widespread first (the likeliest to be seen), then in the
 * order it was first met. What lives only at places open part of the year comes last, with that
 * season: a tree by a creek that flows in May is there in winter too, so such a thing is listed only
 * when there is nothing else to list.
 */
function tally(places: Place[], namesOf: (place: Place) => string[]) {
  const found = new Map<string, Place[]>()
  for (const place of places) {
    for (const name of namesOf(place)) found.set(name, [...(found.get(name) ?? []), place])
  }
  return [...found.entries()]
    .map(([name, at], order) => ({ name, at, order, season: seasonOf(at.flatMap((place) => monthsOf(place.months))) }))
    .sort((a, b) => Number(a.season !== null) - Number(b.season !== null) || b.at.length - a.at.length || a.order - b.order)
    .map(({ name, season }) => ({ name, season }))
}

/**
 * The park's scavenger hunt: 8 to 12 animals, plants and places a child can really find there, all
 * from its place model (the animals are the catalogue's, where the model says they live).
 */
export function scavengerHunt(park: Park, model: ParkPlaces): HuntItem[] {
  const places = model.places.filter(findable)
  const catalogue = new Set(park.animals.map((animal) => animal.name))
  const animals = tally(places, (place) => place.animals.filter((name) => catalogue.has(name)))
  const plants = tally(places, (place) => place.plants)
  const spots = [...places.filter((place) => !isVisitorCentre(place)), ...places.filter(isVisitorCentre)].map((place) => ({
    name: place.name,
    season: seasonOf(monthsOf(place.months)),
  }))

  const take = { animal: Math.min(ANIMALS, animals.length), plant: Math.min(PLANTS, plants.length), place: 0 }
  take.place = Math.min(spots.length, HUNT_SIZE - take.animal - take.plant)
  // Too few places: more animals, then more plants.
  while (take.animal + take.plant + take.place < HUNT_SIZE && take.animal < animals.length) take.animal++
  while (take.animal + take.plant + take.place < HUNT_SIZE && take.plant < plants.length) take.plant++

  const item = (kind: HuntKind) => ({ name, season }: { name: string; season: string | null }): HuntItem => ({ kind, name: capitalised(name), season })
  return [...animals.slice(0, take.animal).map(item('animal')), ...plants.slice(0, take.plant).map(item('plant')), ...spots.slice(0, take.place).map(item('place'))]
}
