import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { parks } from '~/data/parks'
import { seedArt } from '~/models/art.server'
import { resolveActiveChild } from '~/utils/active-child'
import { addChild, request, signIn } from '../helpers'

const dataOf = async <T>(response: Response) => (await response.json()) as T

describe('parks, regions and characters', () => {
  it('lists all 63 parks with the spec fields and their art', async () => {
    const list = await dataOf<Record<string, unknown>[]>(await request('/api/parks'))
    expect(list).toHaveLength(63)
    const yellowstone = list.find((park) => park.id === 'yellowstone')!
    expect(yellowstone).toMatchObject({
      name: 'Yellowstone National Park',
      region: 'Intermountain',
      image_bucket: 'yellowstone',
      image: ['scene-1.svg', 'scene-2.svg', 'scene-3.svg'],
      imageUrl: '/api/images/parks/yellowstone/scene-1.svg',
    })
    expect((yellowstone.animals as { name: string }[])[0]).toHaveProperty('name')
  })

  it('lists the unlocked regions of the signed-in family', async () => {
    const { cookie } = await signIn()
    expect(await dataOf(await request('/api/user-regions', { cookie }))).toEqual([{ region: 'Intermountain' }])
    expect((await request('/api/user-regions')).status).toBe(401)
  })

  it('lists characters and sidekicks by name with their art', async () => {
    const characters = await dataOf<{ name: string; image: string; age: number }[]>(await request('/api/characters'))
    const sidekicks = await dataOf<{ name: string; image: string; storyStyle: string }[]>(await request('/api/sidekicks'))
    expect(characters.length).toBeGreaterThanOrEqual(6)
    expect(sidekicks.length).toBeGreaterThanOrEqual(6)
    expect(characters[0].image).toMatch(/^\/api\/images\/characters\/[a-z0-9-]+\.svg$/)
    expect(sidekicks[0].image).toMatch(/^\/api\/images\/sidekicks\/[a-z0-9-]+\.svg$/)
  })
})

describe('art served from R2', () => {
  it('serves every seeded park scene, character and sidekick with long-lived caching', async () => {
    const first = await seedArt(env.MEDIA)
    expect(first.written).toBe(63 * 3 + (await dataOf<unknown[]>(await request('/api/characters'))).length + (await dataOf<unknown[]>(await request('/api/sidekicks'))).length)
    expect((await seedArt(env.MEDIA)).written).toBe(0)

    const scene = await request('/api/images/parks/grand-canyon/scene-2.svg')
    expect(scene.status).toBe(200)
    expect(scene.headers.get('content-type')).toBe('image/svg+xml')
    expect(scene.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(scene.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await scene.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)

    const again = await request('/api/images/parks/grand-canyon/scene-2.svg', { headers: { 'if-none-match': scene.headers.get('etag')! } })
    expect(again.status).toBe(304)

    const [character] = await dataOf<{ image: string }[]>(await request('/api/characters'))
    expect((await request(character.image)).status).toBe(200)
    const [sidekick] = await dataOf<{ image: string }[]>(await request('/api/sidekicks'))
    expect((await request(sidekick.image)).status).toBe(200)
  })

  it('gives each park its own art', async () => {
    await seedArt(env.MEDIA)
    const scenes = await Promise.all(parks.map(async (park) => (await request(`/api/images/parks/${park.id}/scene-1.svg`)).text()))
    expect(new Set(scenes).size).toBe(parks.length)
  })

  it('answers 404 for missing or malformed image paths', async () => {
    expect((await request('/api/images/parks/nowhere/scene-1.svg')).status).toBe(404)
    expect((await request('/api/images/parks/yellowstone/..%2F..%2Fsecret')).status).toBe(404)
    expect((await request('/api/images/characters/..%2Fx.svg')).status).toBe(404)
  })
})

describe('the active child', () => {
  it('keeps a stored id that is still in the family, else takes the first child', () => {
    const family = [{ id: 4 }, { id: 9 }]
    expect(resolveActiveChild(family, 9)).toEqual({ id: 9 })
    expect(resolveActiveChild(family, 12)).toEqual({ id: 4 })
    expect(resolveActiveChild(family, null)).toEqual({ id: 4 })
    expect(resolveActiveChild([], 4)).toBeNull()
  })

  it('renders home for the child in the cookie, and never for another family’s child', async () => {
    const { cookie } = await signIn()
    await addChild(cookie, { name: 'Ada', birthday: '2017-05-04' })
    const second = await addChild(cookie, { name: 'Bodhi', birthday: '2015-08-20' })
    const other = await signIn()
    const stranger = await addChild(other.cookie, { name: 'Stranger', birthday: '2016-01-01' })

    const chosen = await (await request('/', { cookie: `${cookie}; activeChildId=${second.id}` })).text()
    expect(chosen).toContain('Where will you explore today, Bodhi?')
    const defaulted = await (await request('/', { cookie: `${cookie}; activeChildId=${stranger.id}` })).text()
    expect(defaulted).toContain('Where will you explore today, Ada?')
    expect(defaulted).not.toContain('Stranger')
  })
})

describe('home', () => {
  it('welcomes a family with no children and offers to add one', async () => {
    const { cookie } = await signIn()
    const html = await (await request('/', { cookie })).text()
    expect(html).toContain('Welcome to Story Trails')
    expect(html).toContain('Add a Young Explorer')
  })

  it('shows the real number of parks unlocked and a card per locked region with its real park count', async () => {
    const { cookie } = await signIn()
    await addChild(cookie)
    const response = await request('/', { cookie })
    const html = await response.text()
    expect(html).toContain('out of 19 unlocked')
    for (const [region, count] of [['East &amp; Other', 19], ['Alaska', 8], ['Pacific', 17]] as const) {
      expect(html).toMatch(new RegExp(`${region}</h4>.*?${count} parks waiting to be explored`, 's'))
    }
    expect(html).toContain('/checkout?type=region&amp;region=Alaska')
    expect(Number(response.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
  })
})

describe('story start page', () => {
  it('shows the park, its cost and what the child will discover', async () => {
    const { cookie } = await signIn()
    await addChild(cookie)
    const response = await request('/story/start/yellowstone', { cookie })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Yellowstone National Park')
    expect(html).toContain('Story Cost: 1 Credit')
    expect(html).toContain('What You&#x27;ll Discover')
    expect(html).toContain('Back to Park Explorer')
    expect(Number(response.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
  })

  it('sends an unknown park home', async () => {
    const { cookie } = await signIn()
    await addChild(cookie)
    const response = await request('/story/start/atlantis', { cookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
  })

  it('sends a park in a locked region home with the Region Locked notice', async () => {
    const { cookie } = await signIn()
    await addChild(cookie)
    const response = await request('/story/start/denali', { cookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    const toastCookie = response.headers.get('set-cookie')!
    const home = await (await request('/', { cookie: `${cookie}; ${toastCookie.split(';')[0]}` })).text()
    expect(home).toContain('The Alaska region must be unlocked to create stories here.')
  })

  it('sends a family with no child to the account page', async () => {
    const { cookie } = await signIn()
    const response = await request('/story/start/zion', { cookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account?tab=children')
  })
})
