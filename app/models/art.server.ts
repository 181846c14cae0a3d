import { characters, type Character } from '~/data/characters'
import type { Park } from '~/data/park-types'
import { parks } from '~/data/parks'
import { sidekicks, type Sidekick } from '~/data/sidekicks'
import { drawCharacterArt, drawParkArt, drawSidekickArt } from '~/providers/illustrator'

/**
 * Reference art made by the built-in illustrator: three scenes per park, a portrait per character and
 * per sidekick. The seed writes it to R2; image routes serve it from there.
 */
export const ART_VERSION = '2'
export const PARK_SCENES = 3

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')

export const parkImageFiles = (_park: Pick<Park, 'id'>) => Array.from({ length: PARK_SCENES }, (_, i) => `scene-${i + 1}.svg`)
export const parkImageUrl = (park: Pick<Park, 'id'>, file = parkImageFiles(park)[0]) => `/api/images/parks/${park.id}/${file}`
export const characterImageFile = (character: Pick<Character, 'name'>) => `${slug(character.name)}.svg`
export const sidekickImageFile = (sidekick: Pick<Sidekick, 'name'>) => `${slug(sidekick.name)}.svg`
export const characterImageUrl = (character: Pick<Character, 'name'>) => `/api/images/characters/${characterImageFile(character)}`
export const sidekickImageUrl = (sidekick: Pick<Sidekick, 'name'>) => `/api/images/sidekicks/${sidekickImageFile(sidekick)}`

export const artKey = {
  park: (bucket: string, file: string) => `art/parks/${bucket}/${file}`,
  character: (file: string) => `art/characters/${file}`,
  sidekick: (file: string) => `art/sidekicks/${file}`,
}

function* allArt(): Generator<{ key: string; draw: () => string }> {
  for (const park of parks) {
    for (const [variant, file] of parkImageFiles(park).entries()) {
      yield { key: artKey.park(park.id, file), draw: () => drawParkArt(park, variant) }
    }
  }
  for (const character of characters) {
    yield { key: artKey.character(characterImageFile(character)), draw: () => drawCharacterArt(character) }
  }
  for (const sidekick of sidekicks) {
    yield { key: artKey.sidekick(sidekickImageFile(sidekick)), draw: () => drawSidekickArt(sidekick) }
  }
}

/** Writes every piece of reference art that is missing or from an older illustrator. */
export async function seedArt(media: R2Bucket) {
  let written = 0
  let kept = 0
  for (const { key, draw } of allArt()) {
    const existing = await media.head(key)
    if (existing?.customMetadata?.artVersion === ART_VERSION) {
      kept++
      continue
    }
    await media.put(key, draw(), {
      httpMetadata: { contentType: 'image/svg+xml' },
      customMetadata: { artVersion: ART_VERSION },
    })
    written++
  }
  return { written, kept }
}
