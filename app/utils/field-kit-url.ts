/**
 * Where a park's printable field kit is: the pages that link to it, the service worker that keeps it
 * for the trail, and the route that makes it share these.
 */
export const fieldKitUrl = (parkId: string) => `/parks/${encodeURIComponent(parkId)}/field-kit.pdf`

/** What the download is called: `zion-field-kit.pdf`. */
export const fieldKitFileName = (parkId: string) => `${parkId}-field-kit.pdf`

/** The park whose kit an address is (`/parks/zion/field-kit.pdf` → zion), or null for any other address. */
export const fieldKitParkOf = (pathname: string) => pathname.match(/^\/parks\/([a-z0-9-]+)\/field-kit\.pdf$/)?.[1] ?? null
