export const root: string
export function startLocalWorker(): Promise<{ baseUrl: string; stop: () => void; log: () => string }>
