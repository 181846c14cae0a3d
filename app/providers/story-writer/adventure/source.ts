/**
 * Where the Worker gets a park's compiled adventures: the static assets `npm run build` writes
 * (scripts/build-adventures.ts), read the first time a chapter in that park is written and kept for
 * the isolate's life. The Node scripts and the checker compile the .ink files themselves (compile.ts).
 */
import { readStaticContent, STATIC_CONTENT_DIR } from '~/utils/static-content'
import type { CompiledPark } from './types'

export const ADVENTURES_DIR = `${STATIC_CONTENT_DIR}/adventures`
export const ADVENTURE_INDEX_PATH = `${ADVENTURES_DIR}/index.json`
export const adventureParkPath = (parkId: string) => `${ADVENTURES_DIR}/${parkId}.json`

/** The parks that have written adventures, with their adventures' ids. */
export type AdventureIndex = Record<string, string[]>

/** A park's written adventures, or null when it has none (it keeps the sentence-bank writer for now). */
export type AdventureSource = (parkId: string) => Promise<CompiledPark | null>

/** No park has written adventures: for the tests of the sentence-bank writer. */
export const noAdventures: AdventureSource = async () => null

export function adventuresFromAssets(assets: Fetcher): AdventureSource {
  let index: Promise<AdventureIndex> | null = null
  const parks = new Map<string, Promise<CompiledPark>>()
  return async (parkId) => {
    index ??= readStaticContent(assets, ADVENTURE_INDEX_PATH, 'The adventures index')
      .then((text) => JSON.parse(text) as AdventureIndex)
      .catch((error: unknown) => {
        index = null
        throw error
      })
    if (!(await index)[parkId]) return null
    let park = parks.get(parkId)
    if (!park) {
      park = readStaticContent(assets, adventureParkPath(parkId), `The adventures of ${parkId}`).then((text) => JSON.parse(text) as CompiledPark)
      parks.set(parkId, park)
      park.catch(() => parks.delete(parkId))
    }
    return park
  }
}
