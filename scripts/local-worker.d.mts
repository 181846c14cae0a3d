export const root: string
export function startLocalWorker(): Promise<{
  baseUrl: string
  persistTo: string
  /** The V8 inspector of the Worker (Chrome DevTools protocol), for heap snapshots. */
  inspectorPort: number
  stop: () => void
  log: () => string
}>
