import { createExecutionContext, createMessageBatch, env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAppContext } from '~/context.server'
import { chapters, creditLedger, familyMedia, stories, users } from '~/db/schema'
import { seedArt } from '~/models/art.server'
import { routeJobBatch } from '../../workers/jobs/router'
import { JPEG_2X2 } from '../fixtures/pictures'
import { addChild, dataRequest, db, request, signIn } from '../helpers'

interface StoryJson {
  id: string
  title: string
  chapters: { id: number; text: string; nextChapterOptions: string[]; imageUrls: { paragraphIndex: number; url: string }[] }[]
}
const json = async <T>(response: Response) => (await response.json()) as T

beforeAll(async () => {
  await seedArt(env.MEDIA)
})

async function storyFor() {
  const { cookie } = await signIn()
  const child = await addChild(cookie)
  const me = await json<{ id: string }>(await request('/api/auth/user', { cookie }))
  const created = await json<StoryJson>(
    await request('/api/stories', { method: 'POST', cookie, json: { childId: child.id, parkId: 'arches', characterId: 'Maya', sidekickId: 'Pip' } }),
  )
  const batch = createMessageBatch('story-trails-jobs', [{ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: { kind: 'write-chapter', chapterId: created.chapters[0].id } }])
  await routeJobBatch(batch, createAppContext(env, createExecutionContext()))
  const story = await json<StoryJson>(await request(`/api/stories/${created.id}`, { cookie }))
  return { cookie, child, story, userId: me.id }
}

function upload(cookie: string, bytes: Uint8Array, type = 'image/jpeg', name = 'photo.jpg') {
  const form = new FormData()
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
  return request('/api/uploads', { method: 'POST', cookie, body: form })
}

describe('chapter images', () => {
  it('puts a park photo on a paragraph and removes it again', async () => {
    const { cookie, story } = await storyFor()
    const chapterId = story.chapters[0].id
    const url = '/api/images/parks/arches/scene-2.svg'
    const saved = await request(`/api/chapters/${chapterId}/image`, { method: 'PUT', cookie, json: { imageUrl: url, paragraphIndex: 1 } })
    expect(saved.status).toBe(200)
    expect((await json<StoryJson>(await request(`/api/stories/${story.id}`, { cookie }))).chapters[0].imageUrls).toEqual([{ paragraphIndex: 1, url }])
    await request(`/api/chapters/${chapterId}/image`, { method: 'PUT', cookie, json: { imageUrl: null, paragraphIndex: 1 } })
    expect((await json<StoryJson>(await request(`/api/stories/${story.id}`, { cookie }))).chapters[0].imageUrls).toEqual([])
  })

  it('refuses a paragraph that does not exist, and a picture that is not ours to use', async () => {
    const { cookie, story } = await storyFor()
    const chapterId = story.chapters[0].id
    const noParagraph = await request(`/api/chapters/${chapterId}/image`, { method: 'PUT', cookie, json: { imageUrl: '/api/images/parks/arches/scene-1.svg', paragraphIndex: 99 } })
    expect(noParagraph.status).toBe(400)
    expect(await json(noParagraph)).toEqual({ message: 'Please select a paragraph first.' })
    const foreign = await request(`/api/chapters/${chapterId}/image`, { method: 'PUT', cookie, json: { imageUrl: 'https://evil.example/x.png', paragraphIndex: 0 } })
    expect(foreign.status).toBe(400)
    const other = await storyFor()
    const theirs = await json<{ imageUrl: string }>(await upload(other.cookie, JPEG_2X2))
    const stolen = await request(`/api/chapters/${chapterId}/image`, { method: 'PUT', cookie, json: { imageUrl: theirs.imageUrl, paragraphIndex: 0 } })
    expect(stolen.status).toBe(400)
    expect((await json<StoryJson>(await request(`/api/stories/${story.id}`, { cookie }))).chapters[0].imageUrls).toEqual([])
  })

  it('uploads a real image, private to the family', async () => {
    const { cookie, story } = await storyFor()
    const response = await upload(cookie, JPEG_2X2)
    expect(response.status).toBe(201)
    const { imageUrl } = await json<{ imageUrl: string }>(response)
    expect(imageUrl).toMatch(/^\/api\/media\/[\w-]+\.jpg$/)
    const mine = await request(imageUrl, { cookie })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('image/jpeg')
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff')
    const stranger = await signIn()
    expect((await request(imageUrl, { cookie: stranger.cookie })).status).toBe(404)
    expect((await request(imageUrl)).status).toBe(404)
    expect((await request(`/api/chapters/${story.chapters[0].id}/image`, { method: 'PUT', cookie, json: { imageUrl, paragraphIndex: 0 } })).status).toBe(200)
  })

  it('removing a child removes its stories and their family pictures from R2', async () => {
    const { cookie, story, child } = await storyFor()
    const { imageUrl } = await json<{ imageUrl: string }>(await upload(cookie, JPEG_2X2))
    await request(`/api/chapters/${story.chapters[0].id}/image`, { method: 'PUT', cookie, json: { imageUrl, paragraphIndex: 0 } })
    const key = `media/${imageUrl.split('/').pop()}`
    expect(await env.MEDIA.head(key)).not.toBeNull()
    expect((await request(`/api/children/${child.id}`, { method: 'DELETE', cookie })).status).toBe(200)
    expect(await env.MEDIA.head(key)).toBeNull()
    expect((await request(`/api/stories/${story.id}`, { cookie })).status).toBe(404)
  })

  it('refuses uploads that are not images, are SVG, or are too large, storing nothing', async () => {
    const { cookie } = await storyFor()
    const before = (await env.MEDIA.list({ prefix: 'media/' })).objects.length
    const text = await upload(cookie, new TextEncoder().encode('hello'), 'image/png')
    expect(text.status).toBe(415)
    expect(await json(text)).toEqual({ message: 'Please select an image file (PNG, JPG, GIF, WEBP).' })
    const svg = await upload(cookie, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml', 'x.svg')
    expect(svg.status).toBe(415)
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set(JPEG_2X2)
    const large = await upload(cookie, big)
    expect(large.status).toBe(413)
    expect(await json(large)).toEqual({ message: 'Please select an image smaller than 5MB.' })
    expect((await env.MEDIA.list({ prefix: 'media/' })).objects.length).toBe(before)
  })

  it('AI Generate costs 5 credits, writes a ledger row and gives back a private picture', async () => {
    const { cookie, userId } = await storyFor()
    const response = await request('/api/generate-image', { method: 'POST', cookie, json: { prompt: 'A bear by the campfire at night', parkName: 'Arches National Park', chapterText: 'x' } })
    expect(response.status).toBe(200)
    const { imageUrl } = await json<{ imageUrl: string }>(response)
    expect((await request(imageUrl, { cookie })).status).toBe(200)
    expect((await db().query.users.findFirst({ where: eq(users.id, userId) }))!.credits).toBe(44)
    expect(await db().select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'ai-image')))).toHaveLength(1)
  })

  it('AI Generate refuses an empty prompt and short balances, spending nothing', async () => {
    const { cookie, userId } = await storyFor()
    const empty = await request('/api/generate-image', { method: 'POST', cookie, json: { prompt: '   ', parkName: 'Arches National Park' } })
    expect(empty.status).toBe(400)
    expect(await json(empty)).toEqual({ message: 'Please enter a description for your image.' })
    await db().update(users).set({ credits: 4 }).where(eq(users.id, userId))
    const poor = await request('/api/generate-image', { method: 'POST', cookie, json: { prompt: 'An arch', parkName: 'Arches National Park' } })
    expect(poor.status).toBe(402)
    expect((await db().query.users.findFirst({ where: eq(users.id, userId) }))!.credits).toBe(4)
  })
})

describe('sharing', () => {
  it('the public page exists only while the parent shares the story, and shows nothing of the family', async () => {
    const { cookie, story, child } = await storyFor()
    expect((await request(`/story/${story.id}/summary`)).status).toBe(404)
    const share = await json<{ shared: boolean; url: string }>(await request(`/api/stories/${story.id}/share`, { method: 'PUT', cookie, json: { shared: true } }))
    expect(share).toMatchObject({ shared: true, url: expect.stringMatching(/\/story\/[\w-]{20,}\/summary$/) })
    const link = new URL(share.url).pathname
    // The public link carries a token of its own: the story id alone opens nothing.
    expect(link).not.toContain(story.id)
    expect((await request(`/story/${story.id}/summary`)).status).toBe(404)
    const page = await request(link)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(story.title.replace(/'/g, '&#x27;'))
    expect(html).not.toContain(child.name)
    expect(html).not.toContain(child.username)
    expect(html).not.toContain(story.id)
    await request(`/api/stories/${story.id}/share`, { method: 'PUT', cookie, json: { shared: false } })
    // Whoever follows the old link reads that it is no longer shared: not the landing page, not a 401.
    const revoked = await request(link)
    expect(revoked.status).toBe(404)
    const text = await revoked.text()
    expect(text).toContain('This story is no longer shared')
    expect(text).not.toContain('Explore National Parks Through Stories')
  })

  it("a shared story leaves out the family's uploaded photos unless the parent ticks \"include our photos\"", async () => {
    const { cookie, story } = await storyFor()
    const [chapter] = story.chapters
    // One uploaded photo and one park photo in the first chapter.
    const file = `${crypto.randomUUID().replace(/-/g, '')}.jpg`
    const [owner] = await db().select({ userId: stories.userId }).from(stories).where(eq(stories.id, story.id))
    await env.MEDIA.put(`media/${file}`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { httpMetadata: { contentType: 'image/jpeg' } })
    await db().insert(familyMedia).values({ key: `media/${file}`, userId: owner.userId, source: 'upload', contentType: 'image/jpeg', bytes: 4 })
    const photo = `/api/media/${file}`
    await db()
      .update(chapters)
      .set({ imageUrls: [{ paragraphIndex: 0, url: photo }, { paragraphIndex: 1, url: '/api/images/parks/yellowstone/1.svg' }] })
      .where(eq(chapters.id, chapter.id))
    const summaryData = (path: string) => dataRequest<{ summary: { chapters: { imageUrls: { url: string }[] }[] } }>(path, 'routes/story.$storyId_.summary')
    const urlsOf = async (path: string) => (await summaryData(path)).data.summary.chapters.flatMap((c) => c.imageUrls.map((i) => i.url))

    const shared = await json<{ url: string }>(await request(`/api/stories/${story.id}/share`, { method: 'PUT', cookie, json: { shared: true } }))
    const link = new URL(shared.url).pathname
    expect(await urlsOf(link)).toEqual(['/api/images/parks/yellowstone/1.svg'])
    expect((await request(photo)).status).toBe(404)

    await request(`/api/stories/${story.id}/share`, { method: 'PUT', cookie, json: { shared: true, includePhotos: true } })
    expect(await urlsOf(link)).toEqual([photo, '/api/images/parks/yellowstone/1.svg'])
    expect((await request(photo)).status).toBe(200)

    // Stopping and sharing again starts private again.
    await request(`/api/stories/${story.id}/share`, { method: 'PUT', cookie, json: { shared: false } })
    const again = await json<{ url: string }>(await request(`/api/stories/${story.id}/share`, { method: 'PUT', cookie, json: { shared: true } }))
    expect(await urlsOf(new URL(again.url).pathname)).toEqual(['/api/images/parks/yellowstone/1.svg'])
    expect((await request(photo)).status).toBe(404)
  })

  it('the parent can make a new link: the old one then 404s and the new one works', async () => {
    const { cookie, story } = await storyFor()
    const first = await json<{ url: string }>(await request(`/api/stories/${story.id}/share`, { method: 'PUT', cookie, json: { shared: true } }))
    const again = await json<{ url: string }>(await request(`/api/stories/${story.id}/share`, { method: 'PUT', cookie, json: { shared: true } }))
    expect(again.url).toBe(first.url)
    const rotated = await dataRequest(`/story/${story.id}/summary`, 'routes/story.$storyId_.summary', { method: 'POST', cookie, form: { intent: 'new-share-link' } })
    expect(rotated.status).toBe(200)
    const { data: owner } = await dataRequest<{ summary: { shareToken: string } }>(`/story/${story.id}/summary`, 'routes/story.$storyId_.summary', { cookie })
    const fresh = `/story/${owner.summary.shareToken}/summary`
    expect(fresh).not.toBe(new URL(first.url).pathname)
    const stranger = await signIn()
    expect((await request(new URL(first.url).pathname, { cookie: stranger.cookie })).status).toBe(404)
    expect((await request(fresh, { cookie: stranger.cookie })).status).toBe(200)
  })

  it('another family cannot share a story that is not theirs', async () => {
    const { story } = await storyFor()
    const stranger = await signIn()
    expect((await request(`/api/stories/${story.id}/share`, { method: 'PUT', cookie: stranger.cookie, json: { shared: true } })).status).toBe(404)
    expect((await request(`/story/${story.id}/summary`)).status).toBe(404)
  })
})

describe('the storybook PDF', () => {
  it('parses, is named after the title and holds every chapter', async () => {
    const { cookie, story } = await storyFor()
    const response = await request(`/api/stories/${story.id}/pdf`, { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const expectedName = `${story.title.replace(/[^a-zA-Z0-9]/g, '_')}.pdf`
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${expectedName}"`)
    const pdf = await PDFDocument.load(await response.arrayBuffer())
    expect(pdf.getTitle()).toBe(story.title)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3)
    // Kept in R2 and reused while the story is unchanged.
    expect(await env.MEDIA.head(`pdf/${story.id}.pdf`)).not.toBeNull()
  })
})

describe('the library', () => {
  it('lists the child’s stories and finds them by search', async () => {
    const { cookie, story, child } = await storyFor()
    const html = await (await request(`/library/${child.id}`, { cookie })).text()
    expect(html).toContain('My Story Library')
    expect(html).toContain(story.title.replace(/'/g, '&#x27;'))
    expect(html).toContain('In Progress')
    expect(html).toContain('Continue Reading')
    const stranger = await signIn()
    expect((await request(`/library/${child.id}`, { cookie: stranger.cookie })).status).toBe(404)
  })
})

describe('counts read as words', () => {
  // A tile shows its number above its label: "1 Chapter Read", never "1 Chapters Read".
  const tile = (html: string, label: string) => html.match(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]*)</dd>`))?.[1]

  it('one chapter and one park are singular on the summary and in the library; two chapters are plural', async () => {
    const { cookie, story, child } = await storyFor()
    let summary = await (await request(`/story/${story.id}/summary`, { cookie })).text()
    expect(tile(summary, 'Chapter Read')).toBe('1')
    expect(summary).not.toContain('Chapters Read')
    const library = await (await request(`/library/${child.id}`, { cookie })).text()
    expect(tile(library, 'Chapter Read')).toBe('1')
    expect(tile(library, 'Park Visited')).toBe('1')
    expect(library).not.toMatch(/Chapters Read|Parks Visited/)

    const next = await request(`/api/stories/${story.id}/chapters`, { method: 'POST', cookie, json: { nextChapterChoice: story.chapters[0].nextChapterOptions[0] } })
    expect(next.status).toBeLessThan(300)
    const waiting = await json<StoryJson>(await request(`/api/stories/${story.id}`, { cookie }))
    const batch = createMessageBatch('story-trails-jobs', [{ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: { kind: 'write-chapter', chapterId: waiting.chapters[1].id } }])
    await routeJobBatch(batch, createAppContext(env, createExecutionContext()))
    summary = await (await request(`/story/${story.id}/summary`, { cookie })).text()
    expect(tile(summary, 'Chapters Read')).toBe('2')
  })
})

describe('not found, said plainly', () => {
  it('an unknown story summary says "Story Not Found" to a parent; an unknown reader page too', async () => {
    const { cookie } = await signIn()
    for (const path of ['/story/no-such-story/summary', '/story/no-such-story']) {
      const response = await request(path, { cookie })
      expect(response.status).toBe(404)
      const page = await response.text()
      expect(page).toContain('Story Not Found')
      expect(page).toContain('This story may have been deleted, or the link is not quite right.')
    }
  })

  it('an unknown API path answers JSON { message } with 404, signed in or not; a page path keeps its page', async () => {
    const { cookie } = await signIn()
    for (const who of [cookie, undefined]) {
      const response = await request('/api/no-such-thing/42', { cookie: who })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(await response.json()).toEqual({ message: 'Not found' })
    }
    const page = await request('/no-such-page', { cookie })
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toContain('text/html')
  })
})

describe('deleting from the library', () => {
  it('goes back to the tab and search the parent was on, with the notice; another family cannot delete it', async () => {
    const { cookie, story } = await storyFor()
    const stranger = await signIn()
    await addChild(stranger.cookie)
    const refused = await request('/library?index&tab=in-progress', { method: 'POST', cookie: stranger.cookie, form: { intent: 'delete-story', storyId: story.id } })
    expect(refused.status).toBe(404)
    expect((await request(`/api/stories/${story.id}`, { cookie })).status).toBe(200)

    const response = await request('/library?index&tab=in-progress&q=arches', { method: 'POST', cookie, form: { intent: 'delete-story', storyId: story.id } })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/library?tab=in-progress&q=arches')
    expect((await request(`/api/stories/${story.id}`, { cookie })).status).toBe(404)
  })
})

describe('chapter scenes', () => {
  it("draw the park's landmark with the story's sidekick, the same for anyone, cached and unable to run anything", async () => {
    const first = await request('/api/images/scenes/zion/pip/42.svg?v=1')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toContain('image/svg+xml')
    expect(first.headers.get('cache-control')).toContain('immutable')
    expect(first.headers.get('content-security-policy')).toContain('sandbox')
    const svg = await first.text()
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).not.toMatch(/<script|on\w+=/i)
    expect(await (await request('/api/images/scenes/zion/pip/42.svg')).text()).toBe(svg)
    expect(await (await request('/api/images/scenes/zion/pip/43.svg')).text()).not.toBe(svg)
    for (const path of ['/api/images/scenes/atlantis/pip/1.svg', '/api/images/scenes/zion/godzilla/1.svg', '/api/images/scenes/zion/pip/..%2Fx.svg', '/api/images/scenes/zion/pip/1.png']) {
      expect((await request(path)).status).toBe(404)
    }
  })
})

/** The fonts a PDF embeds, by their PostScript names (the file is written without object streams). */
const fontNamesIn = (bytes: ArrayBuffer) => [...new TextDecoder('latin1').decode(bytes).matchAll(/\/BaseFont\s*\/([\w+-]+)/g)].map((match) => match[1])

describe("the storybook PDF and the child's reading settings", () => {
  it("is set in the child's reading font and larger text, and is rebuilt when the settings change", async () => {
    const { cookie, child, story } = await storyFor()
    const house = await (await request(`/api/stories/${story.id}/pdf`, { cookie })).arrayBuffer()
    expect(fontNamesIn(house).some((name) => name.includes('Lexend'))).toBe(false)
    const housePages = (await PDFDocument.load(house)).getPageCount()

    const saved = await request(`/api/children/${child.id}`, {
      method: 'PUT',
      cookie,
      json: { name: child.name, birthday: child.birthday, reading: { size: 'largest', font: 'lexend', spacing: 'standard', calm: false } },
    })
    expect(saved.status).toBe(200)
    const lexend = await (await request(`/api/stories/${story.id}/pdf`, { cookie })).arrayBuffer()
    // The stored PDF was made for other settings: this one is new, in Lexend, and its bigger words take more pages.
    expect(fontNamesIn(lexend).some((name) => name.includes('Lexend-Regular'))).toBe(true)
    expect(fontNamesIn(lexend).some((name) => name.includes('Lexend-Bold'))).toBe(true)
    expect((await PDFDocument.load(lexend)).getPageCount()).toBeGreaterThan(housePages)
  })
})
