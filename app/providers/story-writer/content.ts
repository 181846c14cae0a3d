/**
 * The writers' content: the built-in writer's prose banks and every park's place model. It is data
 * that each chapter needs and no page does (about half a megabyte of JSON), so it does not ride in the
 * Worker's script, which every request loads: `npm run build` writes it to public/_content/writer.json
 * (scripts/write-worker-content.ts), the Worker reads that file from its static assets when the first
 * chapter of an isolate is written, and the Node scripts and the tests read the source modules
 * (content-source.ts). Browsers never get the file: wrangler.toml sends /_content/* to the Worker,
 * which has no page there. See docs/decisions/018-writer-content-outside-the-script.md.
 */
import { installParkPlaces } from '~/data/places/park-places'
import type { ParkPlaces } from '~/data/places/types'
import { installOnce, readStaticContent, STATIC_CONTENT_DIR } from '~/utils/static-content'
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

/** Where a writer gets its content from: the Worker's static assets, or the source modules. */
export type WriterContentSource = () => Promise<WriterContent>

/** Where `npm run build` writes the content, under public/. */
export const WRITER_CONTENT_PATH = `${STATIC_CONTENT_DIR}/writer.json`

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

/** The content from the Worker's static assets (`env.ASSETS`), where `npm run build` put it. */
export function contentFromAssets(assets: Fetcher): WriterContentSource {
  return async () => parseWriterContent(await readStaticContent(assets, WRITER_CONTENT_PATH, "The writer's content"))
}

// JSON has no regular expressions; the banks match species by them (`SPECIES_LINES`).
const REGEXP = '$regexp'

export function writerContentJson(content: WriterContent): string {
  return JSON.stringify(content, (_, value: unknown) => (value instanceof RegExp ? { [REGEXP]: [value.source, value.flags] } : value))
}

export function parseWriterContent(text: string): WriterContent {
  return JSON.parse(text, (_, value: unknown) => {
    if (value && typeof value === 'object' && REGEXP in value) {
      const [source, flags] = (value as Record<typeof REGEXP, [string, string]>)[REGEXP]
      return new RegExp(source, flags)
    }
    return value
  }) as WriterContent
}
