import { describe, expect, it } from 'vitest'
import {
  buildVersionOf,
  closestSavedPage,
  dataCacheKeys,
  isMediaPath,
  isRootOnlyPage,
  LIBRARY_DATA,
  ROOT_DATA,
  routesOfBuildManifest,
  storyMediaUrls,
  storyPages,
  storyReaderData,
  storySummaryData,
  type ReaderData,
  type SummaryData,
} from '~/sw/trail-urls'
import { decodeData, encodeData, redirectOf, routeResult, SINGLE_FETCH_REDIRECT } from '~/sw/single-fetch'
import { chapterSceneUrl } from '~/utils/scene-url'

const ORIGIN = 'https://storytrails.app'

/**
 * The address Remix's client asks for a page's data with single fetch: `<path>.data` (`/_root.data`
 * for `/`), with `?_routes=` only when some route's loader is left out.
 */
function remixDataRequest(page: string, routeIds?: string[]) {
  const url = new URL(page, ORIGIN)
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname}.data`
  if (routeIds) url.searchParams.set('_routes', routeIds.join(','))
  return url
}

const keysOf = (url: URL, options?: { rootOnlyPage?: boolean }) => dataCacheKeys(url, options)?.map(({ routeId, key }) => [routeId, key])

describe('data requests with no signal', () => {
  it('find the saved copies whatever chapter the reader asks for', () => {
    const reader = [['root', ROOT_DATA], ['routes/story.$storyId', storyReaderData('Abc123xyz')]]
    expect(keysOf(remixDataRequest('/story/Abc123xyz'))).toEqual(reader)
    expect(keysOf(remixDataRequest('/story/Abc123xyz?chapter=3'))).toEqual(reader)
    expect(keysOf(remixDataRequest('/story/Abc123xyz?chapter=3', ['routes/story.$storyId']))).toEqual([reader[1]])
    expect(keysOf(remixDataRequest('/story/Abc123xyz/summary'))).toEqual([['root', ROOT_DATA], ['routes/story.$storyId_.summary', storySummaryData('Abc123xyz')]])
    expect(keysOf(remixDataRequest('/library?tab=trail'))).toEqual([['root', ROOT_DATA], ['routes/library._index', LIBRARY_DATA]])
  })

  it('share one copy of the root data on every page', () => {
    expect(keysOf(remixDataRequest('/library?tab=trail', ['root']))).toEqual([['root', ROOT_DATA]])
    expect(keysOf(remixDataRequest('/story/Abc123xyz?chapter=1', ['root']))).toEqual([['root', ROOT_DATA]])
    expect(keysOf(remixDataRequest('/', ['root']))).toEqual([['root', ROOT_DATA]])
  })

  it('find nothing for a route no saved page has, or a page with loaders of its own that is not saved', () => {
    expect(dataCacheKeys(remixDataRequest('/story/Abc123xyz', ['routes/story.$storyId_.summary']))).toBeNull()
    expect(dataCacheKeys(remixDataRequest('/stats'))).toBeNull()
    expect(dataCacheKeys(remixDataRequest('/'))).toBeNull()
    expect(dataCacheKeys(remixDataRequest('/story/not a story id'))).toBeNull()
  })

  it("of a page whose only loader is the root's is the root data", () => {
    expect(keysOf(remixDataRequest('/travel'), { rootOnlyPage: true })).toEqual([['root', ROOT_DATA]])
    const routes = {
      root: { id: 'root', path: '' },
      'routes/travel': { id: 'routes/travel', parentId: 'root', path: 'travel', hasLoader: false },
      'routes/stats._index': { id: 'routes/stats._index', parentId: 'root', path: 'stats', index: true, hasLoader: true },
      'routes/privacy-policy': { id: 'routes/privacy-policy', parentId: 'root', path: 'privacy-policy', hasLoader: true },
      'routes/story.$storyId': { id: 'routes/story.$storyId', parentId: 'root', path: 'story/:storyId', hasLoader: false },
    }
    expect(isRootOnlyPage('/travel', routes)).toBe(true)
    expect(isRootOnlyPage('/privacy-policy', routes)).toBe(false)
    expect(isRootOnlyPage('/stats', routes)).toBe(false)
    expect(isRootOnlyPage('/story/:storyId', routes)).toBe(false)
  })

  it('are the only requests with data keys', () => {
    expect(dataCacheKeys(new URL('/story/Abc123xyz', ORIGIN))).toBeNull()
    expect(dataCacheKeys(new URL('/story/Abc123xyz?_data=routes%2Fstory.%24storyId', ORIGIN))).toBeNull()
  })
})

describe('saved data, as Remix encodes it', () => {
  it('is read back as it was written, dates included', async () => {
    const at = new Date('2026-11-28T10:00:00Z')
    const decoded = await decodeData(encodeData({ root: { data: { user: { id: 'u1' }, at, missing: undefined } } }))
    expect(routeResult(decoded, 'root')).toEqual({ data: { user: { id: 'u1' }, at, missing: undefined } })
    expect(routeResult(decoded, 'routes/library._index')).toBeNull()
    expect(redirectOf(decoded)).toBeNull()
  })

  it("carries a redirect the way Remix's client follows it", async () => {
    const redirect = { redirect: '/library', status: 302, revalidate: false, reload: true, replace: false }
    const decoded = await decodeData(encodeData({ [SINGLE_FETCH_REDIRECT]: redirect }))
    expect(redirectOf(decoded)).toEqual(redirect)
    expect(routeResult(decoded, 'root')).toBeNull()
  })
})

describe('pages with no signal', () => {
  const saved = ['/story/Abc123xyz', '/story/Abc123xyz?chapter=1', '/story/Abc123xyz/summary', '/library', '/library?tab=trail']

  it('open the saved page whose query asks nothing the address does not', () => {
    const open = (path: string) => closestSavedPage(new URL(path, ORIGIN), saved)
    expect(open('/story/Abc123xyz?chapter=3')).toBe('/story/Abc123xyz')
    expect(open('/library?tab=trail&q=geyser')).toBe('/library?tab=trail')
    expect(open('/library?tab=completed')).toBe('/library')
    expect(open('/story/Abc123xyz?chapter=1')).toBe('/story/Abc123xyz?chapter=1')
  })

  it('open nothing for a page that was not saved', () => {
    expect(closestSavedPage(new URL('/story/Other999zz', ORIGIN), saved)).toBeNull()
    expect(closestSavedPage(new URL('/stats', ORIGIN), saved)).toBeNull()
  })

  it('of a saved story are its reader (newest chapter and from chapter 1) and its summary', () => {
    expect(storyPages('Abc123xyz')).toEqual(['/story/Abc123xyz', '/story/Abc123xyz?chapter=1', '/story/Abc123xyz/summary'])
  })
})

describe('the pictures and storybook of a saved story', () => {
  const reader: ReaderData = {
    park: { id: 'yellowstone', name: 'Yellowstone National Park' },
    story: {
      id: 'Abc123xyz',
      childId: 7,
      parkId: 'yellowstone',
      sidekickId: 'Pip',
      displayTitle: 'The Steam Mystery',
      isCompleted: false,
      chapters: [
        { id: 11, number: 1, status: 'ready', imageUrls: [{ paragraphIndex: 2, url: '/api/media/one.webp' }] },
        { id: 12, number: 2, status: 'ready', imageUrls: [{ paragraphIndex: 0, url: '/api/media/two.webp' }] },
        { id: 13, number: 3, status: 'pending', imageUrls: [] },
        { id: 14, number: 4, status: 'ready', imageUrls: [{ paragraphIndex: 1, url: 'https://elsewhere.example/picture.png' }] },
      ],
    },
  }
  const summary: SummaryData = { summary: { park: { name: 'Yellowstone National Park', imageUrl: '/api/images/parks/yellowstone/old-faithful.webp' } } }

  it('are what the reader draws: the scene unless the family put a picture first, and their pictures', () => {
    const urls = storyMediaUrls(reader, summary)
    expect(urls).toContain(chapterSceneUrl('yellowstone', 'Pip', 11))
    expect(urls).toContain('/api/media/one.webp')
    expect(urls).toContain('/api/media/two.webp')
    expect(urls).not.toContain(chapterSceneUrl('yellowstone', 'Pip', 12))
    expect(urls).toContain(chapterSceneUrl('yellowstone', 'Pip', 14))
  })

  it('leave out chapters still being written and pictures from other sites', () => {
    const urls = storyMediaUrls(reader, summary)
    expect(urls).not.toContain(chapterSceneUrl('yellowstone', 'Pip', 13))
    expect(urls.some((url) => url.includes('elsewhere.example'))).toBe(false)
  })

  it('include the park photo of the library card, the storybook PDF and the field kit of its park', () => {
    const urls = storyMediaUrls(reader, summary)
    expect(urls).toContain('/api/images/parks/yellowstone/old-faithful.webp')
    expect(urls).toContain('/api/stories/Abc123xyz/pdf')
    expect(urls).toContain('/parks/yellowstone/field-kit.pdf')
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('are the requests the service worker may answer from the saved media', () => {
    for (const url of storyMediaUrls(reader, summary)) expect(isMediaPath(new URL(url, ORIGIN).pathname)).toBe(true)
    expect(isMediaPath('/api/stories/Abc123xyz')).toBe(false)
    expect(isMediaPath('/api/children')).toBe(false)
    expect(isMediaPath('/parks/yellowstone')).toBe(false)
    expect(isMediaPath('/parks/yellowstone/field-kit.pdf/more')).toBe(false)
  })

  it('are none for a story that is not there', () => {
    expect(storyMediaUrls({ story: null, park: null }, summary)).toEqual([])
  })
})

describe('a build, read from what the server sends', () => {
  it('a page names its build by the manifest file', () => {
    expect(buildVersionOf('<link rel="modulepreload" href="/build/manifest-44D0C77C.js"/>')).toBe('44d0c77c')
    expect(buildVersionOf('<html></html>')).toBeNull()
  })

  it('the manifest file lists every route, for route discovery with no signal', () => {
    const source = 'window.__remixManifest={"entry":{"module":"/build/entry.client-X.js"},"routes":{"root":{"id":"root","path":""},"routes/library._index":{"id":"routes/library._index","parentId":"root","index":true}},"version":"44d0c77c"};'
    expect(Object.keys(routesOfBuildManifest(source) ?? {})).toEqual(['root', 'routes/library._index'])
    expect(routesOfBuildManifest('window.__remixManifest={not json};')).toBeNull()
  })
})
