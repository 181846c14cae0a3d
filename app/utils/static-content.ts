/**
 * Data the Worker reads from its own static assets instead of carrying it in its script, which every
 * request loads (decision 018): today the compiled adventures, the quiz banks and the reading font.
 * `npm run build` writes it under public/_content/ (scripts/build-adventures.ts, build-quiz-banks.ts,
 * write-worker-content.ts), wrangler.toml sends those paths to the Worker so browsers never get them,
 * and the Worker reads each file and installs it once per isolate, the first time a job needs it.
 */

/** Where `npm run build` writes the Worker's content, under public/. */
export const STATIC_CONTENT_DIR = '/_content'

/** The text of `path` from the Worker's static assets (`env.ASSETS`); `what` names it in the error. */
export async function readStaticContent(assets: Fetcher, path: string, what: string): Promise<string> {
  const response = await assets.fetch(new URL(path, 'https://assets.invalid'))
  if (!response.ok) throw new Error(`${what} is missing from the static assets (${response.status} for ${path}): run npm run build`)
  return response.text()
}

export interface InstalledOnce<T> {
  /**
   * Reads the content from `source` and installs it, once per isolate; later calls wait for the same
   * load. A failed load (or a file `install` refused) is forgotten, so the next job (a queue's retry,
   * the next download) tries again.
   */
  load: (source: () => Promise<T>) => Promise<void>
  /** Whether a load has finished: code that needs the content checks it, never runs without it. */
  installed: () => boolean
}

export function installOnce<T>(install: (content: T) => void): InstalledOnce<T> {
  let loading: Promise<void> | null = null
  let done = false
  return {
    load(source) {
      loading ??= source()
        .then((content) => {
          install(content)
          done = true
        })
        .catch((error: unknown) => {
          loading = null
          throw error
        })
      return loading
    },
    installed: () => done,
  }
}
