/**
 * The writers' content: the built-in writer's prose banks and every park's place model. Both writers
 * use the places (the OpenAI writer for its park guide and its checks); the built-in writer uses the
 * banks. A writer installs it with `loadWriterContent(source)` before its first chapter, and code that
 * reads it fails loudly if that was forgotten. The Worker's source, like the scripts' and the tests',
 * is the source modules (content-source.ts), carried in its script: read from the static assets
 * instead, it bought under 5% of start-up (decisions 018 and 029).
 */
import { installParkPlaces } from '~/data/places/park-places'
import type { ParkPlaces } from '~/data/places/types'
import { installOnce } from '~/utils/static-content'
import type * as Cast from './built-in/banks/cast'
import type * as Goals from './built-in/banks/goals'
import type * as Inner from './built-in/banks/inner'
import type * as Moments from './built-in/banks/moments'
import type * as Nature from './built-in/banks/nature'
import type * as Plot from './built-in/banks/plot'
import type * as Story from './built-in/banks/story'

/** Every prose bank by its exported name (`banks.HEROES`, `banks.SAFETY`...). */
export type Banks = typeof Cast & typeof Goals & typeof Inner & typeof Moments & typeof Nature & typeof Plot & typeof Story

export interface WriterContent {
  banks: Banks
  /** The place model of every park, in catalogue order by region. */
  places: readonly ParkPlaces[]
}

/** Where a writer gets its content from: the source modules, or a test's own. */
export type WriterContentSource = () => Promise<WriterContent>

/** The prose banks, filled in by `loadWriterContent` before the first chapter is written. */
export const banks = {} as Banks

const installer = installOnce<WriterContent>(({ banks: loaded, places }) => {
  Object.assign(banks, loaded)
  installParkPlaces(places)
})

/**
 * Installs the content once per isolate; later calls wait for the same load. A failed load is
 * forgotten, so the next chapter (the queue's retry) tries again.
 */
export const loadWriterContent: (source: WriterContentSource) => Promise<void> = installer.load

/** A writer that forgot to `await loadWriterContent(...)` fails loudly, never with empty banks. */
export function assertWriterContent() {
  if (!installer.installed()) throw new Error("The writer's content is not loaded: await loadWriterContent(source) first")
}
