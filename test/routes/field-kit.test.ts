import { env } from 'cloudflare:test'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { userRegions } from '~/db/schema'
import { fieldKitKey } from '~/models/field-kit.server'
import { addChild, db, request, signIn } from '../helpers'
import { shownPdfText } from '../pdf-text'

async function userIdOf(cookie: string) {
  return ((await (await request('/api/auth/user', { cookie })).json()) as { id: string }).id
}

describe('GET /parks/{parkId}/field-kit.pdf', () => {
  it("answers the kit of a park in the family's free region: a PDF of at least four pages that names the park and holds its pledge", async () => {
    const { cookie } = await signIn()
    const response = await request('/parks/zion/field-kit.pdf', { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="zion-field-kit.pdf"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')

    const bytes = await response.arrayBuffer()
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(4)
    expect(pdf.getTitle()).toBe('Zion National Park Field Kit')
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 })
    const shown = await shownPdfText(bytes)
    for (const line of ['Zion National Park', 'Explorer:', 'Scavenger Hunt', 'Mule deer', 'Coloring Page', 'Angels Landing', 'Draw What You Saw']) {
      expect(shown).toContain(line)
    }
    // The pledge, and the badge as the app awards it.
    for (const line of ['My Explorer Pledge', 'I promise to:', 'Stay on the trail.', 'Share what I learned with my family and friends.', 'Signed:', 'Earn the Zion Explorer Badge']) {
      expect(shown).toContain(line)
    }
    expect(shown.join(' ')).toContain('get at least 7 of 10 questions right')
    // Kept for every family that asks next.
    expect(await env.MEDIA.head(fieldKitKey('zion'))).not.toBeNull()
  })

  it('refuses the kit of a park in a locked region and writes nothing', async () => {
    const { cookie } = await signIn()
    const response = await request('/parks/acadia/field-kit.pdf', { cookie })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: "The East & Other region must be unlocked to print this park's field kit." })
    expect(await env.MEDIA.head(fieldKitKey('acadia'))).toBeNull()
  })

  it('answers 404 for a park that does not exist', async () => {
    const { cookie } = await signIn()
    const response = await request('/parks/atlantis/field-kit.pdf', { cookie })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Park not found' })
    expect(await env.MEDIA.head(fieldKitKey('atlantis'))).toBeNull()
  })

  it('refuses a visitor who is not signed in, as every family route does', async () => {
    const response = await request('/parks/zion/field-kit.pdf')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Please sign in.' })
  })

  it("goes by the asking family's own regions: one family's unlock opens nothing for another", async () => {
    const unlocked = await signIn()
    await db().insert(userRegions).values({ userId: await userIdOf(unlocked.cookie), region: 'Alaska', source: 'purchase:test' })
    const other = await signIn()
    const refused = await request('/parks/denali/field-kit.pdf', { cookie: other.cookie })
    expect(refused.status).toBe(403)
    expect(await env.MEDIA.head(fieldKitKey('denali'))).toBeNull()

    const allowed = await request('/parks/denali/field-kit.pdf', { cookie: unlocked.cookie })
    expect(allowed.status).toBe(200)
    expect((await PDFDocument.load(await allowed.arrayBuffer())).getTitle()).toBe('Denali National Park and Preserve Field Kit')
    // The kept kit does not open the park to the other family either.
    expect((await request('/parks/denali/field-kit.pdf', { cookie: other.cookie })).status).toBe(403)
  })

  it('serves the kept kit while the park is unchanged, and draws it again when the kept one is stale', async () => {
    const { cookie } = await signIn()
    await request('/parks/arches/field-kit.pdf', { cookie })
    const kept = await env.MEDIA.get(fieldKitKey('arches'))
    const version = kept?.customMetadata?.version
    expect(version).toMatch(/^[0-9a-f]{64}$/)
    const keptBytes = new Uint8Array(await kept!.arrayBuffer())
    expect(new Uint8Array(await (await request('/parks/arches/field-kit.pdf', { cookie })).arrayBuffer())).toEqual(keptBytes)

    await env.MEDIA.put(fieldKitKey('arches'), 'an old kit', { customMetadata: { version: 'an older version' } })
    const again = await request('/parks/arches/field-kit.pdf', { cookie })
    expect((await PDFDocument.load(await again.arrayBuffer())).getTitle()).toBe('Arches National Park Field Kit')
    expect((await env.MEDIA.head(fieldKitKey('arches')))?.customMetadata?.version).toBe(version)
  })
})

describe('links to the field kit', () => {
  it('the story start page and the badges page link to the kits of unlocked parks only', async () => {
    const { cookie } = await signIn()
    await addChild(cookie)
    const start = await (await request('/story/start/zion', { cookie })).text()
    expect(start).toContain('href="/parks/zion/field-kit.pdf"')
    expect(start).toContain('Field kit (PDF)')

    const badges = await (await request('/badges', { cookie })).text()
    // Available (Intermountain, free) parks have one, with the park in its accessible name; locked ones none.
    expect(badges).toContain('href="/parks/arches/field-kit.pdf"')
    expect(badges).toContain('aria-label="Field kit (PDF) for Arches National Park"')
    expect(badges).not.toContain('/parks/acadia/field-kit.pdf')
    expect(badges).not.toContain('/parks/denali/field-kit.pdf')
  })
})
