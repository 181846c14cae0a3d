import type { ExplorerPark, MarkerStatus } from '~/models/home.server'

/**
 * Lower case, accents and the Hawaiian ʻokina dropped, split into words: "Haleakalā" and "haleakala"
 * match, as do "Wrangell-St. Elias" and "st elias".
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u02bb\u02bc'’]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

function wordsOf(park: ExplorerPark): string[] {
  return [park.name, ...park.states.flatMap((state) => [state.name, state.code])].flatMap(searchWords)
}

/**
 * The parks whose name or state matches every word typed, each word as the start of a word
 * ("utah" finds the five Utah parks, "grand" both Grand parks, "yel" Yellowstone). An empty query
 * matches every park.
 */
export function searchParks<T extends ExplorerPark>(parks: readonly T[], query: string): T[] {
  const wanted = searchWords(query)
  if (wanted.length === 0) return [...parks]
  return parks.filter((park) => {
    const words = wordsOf(park)
    return wanted.every((term) => words.some((word) => word.startsWith(term)))
  })
}

// One collator for every comparison: `localeCompare` with options builds one per call, which made
// sorting 63 parks a visible part of rendering the home.
const byName = new Intl.Collator('en', { sensitivity: 'base' })

const STATUS_ORDER: Record<MarkerStatus, number> = { available: 0, story: 0, badge: 0, locked: 1 }

/** The list's order: parks the child can open first, then the locked ones, each by name. */
export function sortForList<T extends ExplorerPark>(parks: readonly T[]): T[] {
  return [...parks].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || byName.compare(a.name, b.name),
  )
}

/** What a locked park says, on its marker's tooltip and in the list. */
export const unlockHint = (park: Pick<ExplorerPark, 'region'>) => `unlock the ${park.region} region to explore`
