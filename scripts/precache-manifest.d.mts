export interface PublicFile {
  path: string
  size: number
  hash: string
}
export interface PrecacheEntry {
  url: string
  revision: string | null
}
export function precacheManifest(files: PublicFile[]): { entries: PrecacheEntry[]; bytes: number }
export function clientBuildVersion(serverBuild: string, readPublic: (url: string) => string): { version: string; manifestUrl: string }
