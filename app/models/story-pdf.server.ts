import { and, eq } from 'drizzle-orm'
import { characters } from '~/data/characters'
import { getPark } from '~/data/parks'
import { sidekicks } from '~/data/sidekicks'
import type { Db } from '~/db/client.server'
import { badges, children } from '~/db/schema'
import type { ReadingFontsSource } from '~/pdf/reading-fonts'
import { buildStorybookPdf, storybookFileName, type StorybookInput } from '~/pdf/storybook'
import { artKey, characterImageFile, sidekickImageFile } from './art.server'
import { storedImageKeyFor } from './chapter-image.server'
import { getStory, type StoryView } from './story.server'
import { firstNameOf } from '~/utils/names'

export const storyPdfKey = (storyId: string) => `pdf/${storyId}.pdf`

/** What the PDF was built from: when any of it changes (the child's reading settings too), the stored PDF is stale. */
function pdfVersion(story: StoryView, badgeName: string | null, reading: StorybookInput['reading']) {
  return JSON.stringify([story.title, story.isCompleted, badgeName, story.chapters.map((c) => [c.id, c.status, c.imageUrls]), reading])
}

async function readImage(media: R2Bucket, url: string) {
  const key = storedImageKeyFor(url)
  const object = key ? await media.get(key) : null
  if (!object) return null
  return { bytes: new Uint8Array(await object.arrayBuffer()), contentType: object.httpMetadata?.contentType ?? 'application/octet-stream' }
}

async function readText(media: R2Bucket, key: string) {
  const object = await media.get(key)
  return object ? object.text() : null
}

/**
 * The story as a printable storybook: built with pdf-lib, kept in R2 and rebuilt only when the
 * story changed since.
 */
export async function getStoryPdf(
  db: Db,
  { media, readingFonts }: { media: R2Bucket; readingFonts?: ReadingFontsSource },
  { storyId, userId }: { storyId: string; userId: string },
) {
  const story = await getStory(db, { id: storyId, userId })
  if (!story) return null
  // A finished story whose park badge the child has earned closes with the Explorer certificate.
  const [badge, child] = await Promise.all([
    story.isCompleted
      ? db.query.badges.findFirst({ columns: { badgeName: true }, where: and(eq(badges.childId, story.childId), eq(badges.parkId, story.parkId)) })
      : undefined,
    db.query.children.findFirst({
      columns: { name: true, readingSize: true, readingFont: true, readingSpacing: true },
      where: eq(children.id, story.childId),
    }),
  ])
  const badgeName = badge?.badgeName ?? null
  const reading: StorybookInput['reading'] = child ? { size: child.readingSize, font: child.readingFont, spacing: child.readingSpacing } : undefined
  const park = getPark(story.parkId)
  const title = story.displayTitle
  const fileName = storybookFileName(title)
  const version = pdfVersion(story, badgeName, reading)
  const stored = await media.get(storyPdfKey(story.id))
  if (stored && stored.customMetadata?.version === version) {
    return { fileName, bytes: new Uint8Array(await stored.arrayBuffer()) }
  }

  const character = characters.find((c) => c.name === story.characterId)
  const sidekick = sidekicks.find((s) => s.name === story.sidekickId)
  const ready = story.chapters.filter((chapter) => chapter.status === 'ready')
  const bytes = await buildStorybookPdf({
    title,
    parkName: park?.name ?? story.parkId,
    parkRegion: park?.region ?? '',
    childFirstName: child ? firstNameOf(child.name) : '',
    characterName: story.characterId,
    sidekickName: story.sidekickId,
    coverArtSvg: park ? await readText(media, artKey.park(park.id, 'scene-1.svg')) : null,
    characterArtSvg: character ? await readText(media, artKey.character(characterImageFile(character))) : null,
    sidekickArtSvg: sidekick ? await readText(media, artKey.sidekick(sidekickImageFile(sidekick))) : null,
    chapters: await Promise.all(
      ready.map(async (chapter) => ({
        number: chapter.number,
        text: chapter.text,
        facts: chapter.facts,
        images: (
          await Promise.all(
            chapter.imageUrls.map(async (image) => {
              const file = await readImage(media, image.url)
              return file ? { paragraphIndex: image.paragraphIndex, ...file } : null
            }),
          )
        ).filter((image): image is NonNullable<typeof image> => image !== null),
      })),
    ),
    completed: story.isCompleted,
    badgeName,
    createdAt: story.createdAt,
    reading,
  }, readingFonts)
  await media.put(storyPdfKey(story.id), bytes, { httpMetadata: { contentType: 'application/pdf' }, customMetadata: { version } })
  return { fileName, bytes }
}
