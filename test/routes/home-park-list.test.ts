import { describe, expect, it } from 'vitest'
import { ACTIVE_CHILD_KEY } from '~/utils/active-child'
import { createAndWrite } from '../factories'
import { addChild, dataRequest, dataUrl, request, signIn } from '../helpers'

describe('the park list on home', () => {
  it('is in the page as served, every park with its states and status, at the same number of D1 queries', async () => {
    const { cookie } = await signIn()
    await addChild(cookie)
    const response = await request('/', { cookie })
    const html = await response.text()
    expect(html).toContain('Find a park')
    expect(html).toContain('63 parks, 19 open to explore')
    expect(html.match(/data-park-id="/g)).toHaveLength(63)
    // A park in three states lists them all by name, with the legend's word for its status.
    expect(html).toMatch(/data-park-id="yellowstone".*?Wyoming, Montana, Idaho.*?Available/s)
    // A locked park is there too, saying how to unlock it.
    expect(html).toMatch(/data-park-id="olympic" aria-disabled="true".*?Washington.*?Locked Region.*?unlock the Pacific region to explore/s)
    // The states come from the catalogue, not from the database: one trip to D1, for the session, the
    // parent, the children and the child's stories and activity together.
    expect(Number(response.headers.get('x-d1-queries'))).toBe(1)
  })

  it("leaves the park dialog's cards out of the page: the dialog fetches them once, from a cacheable route", async () => {
    const { cookie } = await signIn()
    await addChild(cookie)
    const html = await (await request('/', { cookie })).text()
    // Yellowstone's description is on its card only, not on its pin or list entry.
    expect(html).toContain('Yellowstone National Park')
    expect(html).not.toContain('first national park')
    const cards = await request('/api/parks/cards')
    expect(cards.status).toBe(200)
    expect(cards.headers.get('cache-control')).toBe('public, max-age=3600')
    const list = (await cards.json()) as { id: string; name: string; states: string[]; animals: string[]; geology: string[]; trailCount: number; imageUrl: string; description: string }[]
    expect(list).toHaveLength(63)
    const yellowstone = list.find((card) => card.id === 'yellowstone')!
    expect(yellowstone).toMatchObject({ name: 'Yellowstone National Park', states: ['WY', 'MT', 'ID'], imageUrl: '/api/images/parks/yellowstone/scene-1.svg' })
    expect(yellowstone.description).toContain("the world's first national park")
    expect(yellowstone.animals).toHaveLength(3)
    expect(yellowstone.trailCount).toBeGreaterThan(0)
  })

  it("holds its first paint for one stylesheet: the map's come with the map, and the list's dots are one element each", async () => {
    const { cookie } = await signIn()
    await addChild(cookie)
    const home = await (await request('/', { cookie })).text()
    // Only the app's stylesheet; leaflet.css, MarkerCluster.css and park-map.css load with the map's
    // chunk (leaflet-styles.ts), which the map journeys check in the browser.
    expect(home.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([expect.stringMatching(/href="\/build\/_assets\/tailwind-[A-Z0-9]+\.css"/)])
    expect(home).not.toContain('leaflet')
    expect(home).not.toContain('MarkerCluster')
    // Each entry's dot draws its glyph from the stylesheet, in the marker's colour, with no SVG inside.
    expect(home).toMatch(/data-park-id="zion".*?<span aria-hidden="true" class="[^"]*marker-glyph marker-glyph--available" style="background-color:#3d7139"><\/span>/s)
    expect(home.match(/<svg/g)?.length ?? 0).toBeLessThan(40)
  })
})

describe("the home's child", () => {
  type HomeData = { view: string; child: { id: number }; mapParks: { id: string; status: string }[]; stats: { storiesRead: number; parksExplored: number } }
  const homeData = async (cookie: string) => {
    const response = await dataRequest<HomeData>('/', 'routes/_index', { cookie })
    return { data: response.data, queries: Number(response.headers.get('x-d1-queries')) }
  }
  const zion = (data: HomeData) => data.mapParks.find((park) => park.id === 'zion')?.status

  it("is the one the parent chose, read with the session in the same trip, else the family's first", async () => {
    const { cookie } = await signIn()
    const first = await addChild(cookie, { name: 'Hazel Quinn', birthday: '2016-02-03' })
    const second = await addChild(cookie, { name: 'Otis Quinn', birthday: '2018-04-05' })
    await createAndWrite(cookie, second.id, 'zion')
    const other = await signIn()
    const stranger = await addChild(other.cookie, { name: 'Ivy Moss', birthday: '2017-06-07' })

    // No choice yet: the first child, who has no story.
    const unchosen = await homeData(cookie)
    expect(unchosen).toMatchObject({ data: { view: 'explorer', child: { id: first.id }, stats: { storiesRead: 0 } }, queries: 1 })
    expect(zion(unchosen.data)).toBe('available')

    // The second child chosen: their story, their park.
    const chosen = await homeData(`${cookie}; ${ACTIVE_CHILD_KEY}=${second.id}`)
    expect(chosen).toMatchObject({ data: { child: { id: second.id }, stats: { storiesRead: 1, parksExplored: 1 } }, queries: 1 })
    expect(zion(chosen.data)).toBe('story')

    // Another family's child in the cookie is nobody's choice here: the first child again, nothing of the other family's.
    const foreign = await homeData(`${cookie}; ${ACTIVE_CHILD_KEY}=${stranger.id}`)
    expect(foreign.data).toMatchObject({ child: { id: first.id }, stats: { storiesRead: 0 } })
    expect(zion(foreign.data)).toBe('available')

    // The whole page as served reads the same in one trip.
    const page = await request('/', { cookie: `${cookie}; ${ACTIVE_CHILD_KEY}=${second.id}` })
    expect(page.status).toBe(200)
    expect(await page.text()).toMatch(/data-park-id="zion".*?Story/s)
    expect(Number(page.headers.get('x-d1-queries'))).toBe(1)
  })

  it("is also the library's and the stats page's: their stories and figures read with the session, in one trip", async () => {
    const { cookie } = await signIn()
    const first = await addChild(cookie, { name: 'Hazel Quinn', birthday: '2016-02-03' })
    const second = await addChild(cookie, { name: 'Otis Quinn', birthday: '2018-04-05' })
    const story = await createAndWrite(cookie, second.id, 'zion')
    type Library = { child: { id: number }; stories: { id: string; chapterCount: number; readMinutes: number }[] }
    type Stats = { child: { id: number }; stats: { stories: number; chaptersRead: number } }
    const read = async <T,>(path: string, routeId: string, chosen: number | null) => {
      const response = await dataRequest<T>(path, routeId, { cookie: chosen ? `${cookie}; ${ACTIVE_CHILD_KEY}=${chosen}` : cookie })
      return { data: response.data, queries: Number(response.headers.get('x-d1-queries')) }
    }

    const library = await read<Library>('/library', 'routes/library._index', second.id)
    expect(library.queries).toBe(1)
    expect(library.data.child.id).toBe(second.id)
    expect(library.data.stories).toEqual([expect.objectContaining({ id: story.id, chapterCount: 1 })])
    expect(library.data.stories[0].readMinutes).toBeGreaterThan(0)
    const firstsLibrary = await read<Library>('/library', 'routes/library._index', null)
    expect(firstsLibrary.data).toMatchObject({ child: { id: first.id }, stories: [] })
    // A child named in the path is read with the session too, whoever the cookie chose.
    const named = await read<Library>(`/library/${second.id}`, 'routes/library.$childId', first.id)
    expect(named.data.child.id).toBe(second.id)
    expect(named.data.stories.map(({ id }) => id)).toEqual([story.id])
    expect(named.queries).toBe(1)

    const stats = await read<Stats>('/stats', 'routes/stats._index', second.id)
    expect(stats).toMatchObject({ data: { child: { id: second.id }, stats: { stories: 1, chaptersRead: 1 } }, queries: 1 })
    const namedStats = await read<Stats>(`/stats/${second.id}`, 'routes/stats.$childId', first.id)
    expect(namedStats).toMatchObject({ data: { child: { id: second.id }, stats: { stories: 1, chaptersRead: 1 } }, queries: 1 })
  })

  it("a child of another family named in the library's or the stats page's path is not found, and none of theirs is shown", async () => {
    const owner = await signIn()
    const theirs = await addChild(owner.cookie, { name: 'Ivy Moss', birthday: '2017-06-07' })
    const story = await createAndWrite(owner.cookie, theirs.id, 'zion')
    const { cookie } = await signIn()
    await addChild(cookie, { name: 'Hazel Quinn', birthday: '2016-02-03' })
    // Their data as a navigation asks for it (every loader), as one route's loader alone, and the page.
    const data = [dataUrl(`/library/${theirs.id}`), dataUrl(`/library/${theirs.id}`, 'routes/library.$childId'), dataUrl(`/stats/${theirs.id}`, 'routes/stats.$childId')]
    for (const path of [...data, `/library/${theirs.id}`]) {
      const response = await request(path, { cookie })
      expect(response.status, path).toBe(404)
      const body = await response.text()
      expect(body, path).not.toContain(story.id)
      expect(body, path).not.toContain('Ivy')
    }
  })

  it('after signing out, the same cookie shows the landing page and reads nothing of the family', async () => {
    const { cookie } = await signIn()
    const child = await addChild(cookie)
    await createAndWrite(cookie, child.id, 'zion')
    expect((await request('/api/logout', { cookie, headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(302)
    const response = await dataRequest('/', 'routes/_index', { cookie })
    expect(response.data).toEqual({ view: 'landing' })
  })
})
