import { describe, expect, it } from 'vitest'
import { addChild, request, signIn } from '../helpers'

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
    // The states come from the catalogue, not from the database: two trips to D1, one for the session,
    // the parent and the children, one for the child's stories and activity.
    expect(Number(response.headers.get('x-d1-queries'))).toBe(2)
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

  it("links the map's stylesheets on a child's home only: a visitor's landing page does not wait for them", async () => {
    const leaflet = /<link rel="stylesheet" href="\/build\/_assets\/leaflet-[A-Z0-9]+\.css"/
    const landing = await (await request('/')).text()
    expect(landing).toContain('<link rel="stylesheet"')
    expect(landing).not.toMatch(leaflet)
    expect(landing).not.toContain('MarkerCluster')

    const { cookie } = await signIn()
    const welcome = await (await request('/', { cookie })).text()
    expect(welcome).not.toMatch(leaflet)
    await addChild(cookie)
    const home = await (await request('/', { cookie })).text()
    expect(home).toMatch(leaflet)
    expect(home).toMatch(/<link rel="stylesheet" href="\/build\/_assets\/MarkerCluster-[A-Z0-9]+\.css"/)
    expect(home).toMatch(/<link rel="stylesheet" href="\/build\/_assets\/park-map-[A-Z0-9]+\.css"/)
    // Before the map's frame, so the map never draws without them.
    expect(home.search(leaflet)).toBeLessThan(home.indexOf('Find a park'))
  })
})
