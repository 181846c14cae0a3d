export const root: string
/** A fresh local database, migrated and seeded, in a scratch folder (its path). */
export function freshDatabase(configArgs?: string[]): string
export function startLocalWorker(options?: { vars?: Record<string, string>; config?: string; copyOf?: string }): Promise<{
  baseUrl: string
  persistTo: string
  /** The V8 inspector of the Worker (Chrome DevTools protocol), for heap snapshots. */
  inspectorPort: number
  stop: () => void
  log: () => string
}>

/** The same Worker through wrangler's API with the devtools inspector off (no per-query reporting). */
export function startQuietLocalWorker(): Promise<{ baseUrl: string; stop: () => Promise<void> }>
