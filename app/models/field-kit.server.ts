import { FIELD_KIT_WORDS } from '~/content/shared/field-kit'
import { landmarksOf } from '~/data/landmarks'
import type { Park } from '~/data/park-types'
import { getPark } from '~/data/parks'
import { placesFor } from '~/data/places/park-places'
import type { ParkPlaces } from '~/data/places/types'
import { stateName } from '~/data/states'
import type { Db } from '~/db/client.server'
import { buildFieldKitPdf, type FieldKitInput } from '~/pdf/field-kit'
import { drawParkArt } from '~/providers/illustrator'
import { loadWriterContent, type WriterContentSource } from '~/providers/story-writer/content'
import { fieldKitFileName } from '~/utils/field-kit-url'
import { sentencesOfParagraph } from '~/utils/sentences'
import { shortParkName } from '~/utils/story-stats'
import { badgeNameFor } from './badge.server'
import { PASS_MARK, QUIZ_QUESTIONS } from './quiz.server'
import { listUnlockedRegions } from './regions.server'
import { scavengerHunt, type HuntItem } from './scavenger-hunt.server'

type Failure = { ok: false; status: 403 | 404; message: string }
const fail = (status: Failure['status'], message: string): Failure => ({ ok: false, status, message })

const listed = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? ''))

/** A park without a place model still gets a hunt: its catalogue animals and landforms. */
function catalogueHunt(park: Park): HuntItem[] {
  return [
    ...park.animals.slice(0, 6).map((animal): HuntItem => ({ kind: 'animal', name: animal.name, season: null })),
    ...park.geology.slice(0, 4).map((feature): HuntItem => ({ kind: 'place', name: feature.name, season: null })),
  ]
}

/**
 * Everything the kit of `park` shows, from the catalogue, the place model and the built-in art: the
 * landmark of its first picture (the one on its park card), drawn the same way, as the coloring page.
 */
export function fieldKitInput(park: Park, places: ParkPlaces | null): FieldKitInput {
  const shortName = shortParkName(park.name)
  const hunt = places ? scavengerHunt(park, places) : catalogueHunt(park)
  const landmark = landmarksOf(park.id)?.landmarks[0]
  const feature = landmark ? park.geology.find((candidate) => candidate.name === landmark.name) : park.geology[0]
  const first = (kind: HuntItem['kind']) => hunt.filter((item) => item.kind === kind).map((item) => item.name)
  const badgeName = badgeNameFor(park.name)
  return {
    parkName: park.name,
    shortName,
    states: listed(park.states.map(stateName)),
    about: sentencesOfParagraph(park.description)[0] ?? park.description,
    hunt,
    landmark: {
      name: landmark?.name ?? feature?.name ?? park.name,
      // The catalogue's sentence, written for children, when the landmark is one of its landforms.
      caption: feature?.description ?? landmark?.what ?? park.description,
      artSvg: drawParkArt(park, 0),
    },
    ideas: [...first('animal').slice(0, 2), ...first('plant').slice(0, 1), ...first('place').slice(0, 1)],
    badge: {
      name: badgeName,
      steps: FIELD_KIT_WORDS.badge.steps(shortName, Math.ceil((PASS_MARK * QUIZ_QUESTIONS) / 100), QUIZ_QUESTIONS),
    },
  }
}

/** Where a park's kit is kept in R2: it is the same for every family, so one copy serves them all. */
export const fieldKitKey = (parkId: string) => `pdf/field-kits/${parkId}.pdf`

/** Bump when app/pdf/field-kit.ts lays the pages out differently, so kept kits are drawn again. */
export const FIELD_KIT_LAYOUT = 1

/** The kit's own words, the templates' source included, so that editing them makes kept kits stale. */
const wordsVersion = JSON.stringify(FIELD_KIT_WORDS, (_, value: unknown) => (typeof value === 'function' ? String(value) : value))

/** What a kept kit was built from: when the park's data, its art, the words or the layout change, it is stale. */
async function kitVersion(input: FieldKitInput) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([FIELD_KIT_LAYOUT, wordsVersion, input])))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The printable field kit of a park, for a parent whose family may explore it: any park of a region
 * they have unlocked (the free region is unlocked for every account when it is made). Built with
 * pdf-lib once, kept in R2, and built again only when what it shows has changed.
 */
export async function getFieldKitPdf(
  db: Db,
  { media, writerContent }: { media: R2Bucket; writerContent: WriterContentSource },
  { parkId, userId }: { parkId: string; userId: string },
) {
  const park = getPark(parkId)
  if (!park) return fail(404, 'Park not found')
  const unlocked = await listUnlockedRegions(db, userId)
  if (!unlocked.includes(park.region)) return fail(403, `The ${park.region} region must be unlocked to print this park's field kit.`)
  // The place model is part of the writers' content, installed once per isolate (content.ts).
  await loadWriterContent(writerContent)
  const input = fieldKitInput(park, placesFor(park.id))
  const fileName = fieldKitFileName(park.id)
  const version = await kitVersion(input)
  const stored = await media.get(fieldKitKey(park.id))
  if (stored && stored.customMetadata?.version === version) {
    return { ok: true as const, fileName, bytes: new Uint8Array(await stored.arrayBuffer()) }
  }
  const bytes = await buildFieldKitPdf(input)
  await media.put(fieldKitKey(park.id), bytes, { httpMetadata: { contentType: 'application/pdf' }, customMetadata: { version } })
  return { ok: true as const, fileName, bytes }
}
