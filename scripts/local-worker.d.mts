export const root: string
export function startLocalWorker(options?: { vars?: Record<string, string>; config?: string }): Promise<{
  baseUrl: string
  persistTo: string
  /** The V8 inspector of the Worker (Chrome DevTools protocol), for heap snapshots. */
  inspectorPort: number
  stop: () => void
  log: () => string
}>

/** The same Worker through wrangler's API with the devtools inspector off (no per-query reporting). */
export function startQuietLocalWorker(): Promise<{ baseUrl: string; stop: () => Promise<void> }>
