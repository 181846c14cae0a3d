import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { landmarksOf } from '~/data/landmarks'
import { parks } from '~/data/parks'
import { isVisitable, placesFor } from '~/data/places/park-places'
import { fieldKitInput } from '~/models/field-kit.server'
import { PASS_MARK, QUIZ_QUESTIONS, scoreAnswers } from '~/models/quiz.server'
import { scavengerHunt, seasonOf } from '~/models/scavenger-hunt.server'
import { buildFieldKitPdf } from '~/pdf/field-kit'
import { toWinAnsi } from '~/pdf/win-ansi'
import { loadWriterContent } from '~/providers/story-writer/content'
import { writerContentFromSource } from '~/providers/story-writer/content-source'
import { shownPdfText } from '../pdf-text'

beforeAll(async () => {
  await loadWriterContent(async () => writerContentFromSource())
})

const lower = (text: string) => text.toLowerCase()

describe("every park's scavenger hunt", () => {
  it('lists 8 to 12 different things a family can really find there, from its catalogue and place model', () => {
    for (const park of parks) {
      const model = placesFor(park.id)!
      const hunt = scavengerHunt(park, model)
      expect(hunt.length, park.id).toBeGreaterThanOrEqual(8)
      expect(hunt.length, park.id).toBeLessThanOrEqual(12)
      expect(new Set(hunt.map((item) => lower(item.name))).size, park.id).toBe(hunt.length)
      // Found on a family's own visit: not closed, not by permit, not too far, not only on a ticketed tour.
      const findable = model.places.filter((place) => isVisitable(place) && place.access !== 'ranger-tour')
      for (const item of hunt) {
        const where = findable.filter((place) =>
          item.kind === 'place'
            ? lower(place.name) === lower(item.name)
            : (item.kind === 'animal' ? place.animals : place.plants).some((name) => lower(name) === lower(item.name)),
        )
        expect(where.length, `${park.id}: ${item.kind} ${item.name}`).toBeGreaterThan(0)
        if (item.kind === 'animal') expect(park.animals.map((animal) => animal.name), park.id).toContain(item.name)
        // A season only for what can be found part of the year alone.
        const openAllYear = where.some((place) => !place.months)
        expect(item.season === null, `${park.id}: ${item.name}`).toBe(openAllYear)
      }
      expect(hunt.filter((item) => item.kind === 'animal').length, park.id).toBeGreaterThanOrEqual(2)
      expect(hunt.filter((item) => item.kind === 'place').length, park.id).toBeGreaterThanOrEqual(3)
    }
  })

  it('notes the season of a place open only part of the year', () => {
    const yosemite = scavengerHunt(parks.find((park) => park.id === 'yosemite')!, placesFor('yosemite')!)
    expect(yosemite.find((item) => item.name === 'Lower Yosemite Fall')?.season).toBe('only from April to July')
    expect(seasonOf([3, 4, 5, 6, 7, 8])).toBe('only in spring and summer')
    expect(seasonOf([12, 1, 2])).toBe('only in winter')
    expect(seasonOf([9, 10, 11, 12, 1, 2])).toBe('only in fall and winter')
    expect(seasonOf([5, 6])).toBe('only in May and June')
    expect(seasonOf([8, 9, 10, 11, 12, 1, 2, 3, 4])).toBe('only from August to April')
    expect(seasonOf([4, 5, 9])).toBe('only in April, May and September')
    expect(seasonOf([])).toBeNull()
    expect(seasonOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBeNull()
  })
})

describe("every park's field kit", () => {
  it("colors the landmark of the park's own first picture, with a true sentence about it", () => {
    for (const park of parks) {
      const input = fieldKitInput(park, placesFor(park.id))
      const landmark = landmarksOf(park.id)!.landmarks[0]
      expect(input.landmark.name, park.id).toBe(landmark.name)
      const feature = park.geology.find((candidate) => candidate.name === landmark.name)
      expect(input.landmark.caption, park.id).toBe(feature?.description ?? landmark.what)
      expect(park.description.startsWith(input.about), park.id).toBe(true)
    }
  })

  it('checks off the badge as the app awards it: a finished story and a passed quiz', () => {
    const zion = fieldKitInput(parks.find((park) => park.id === 'zion')!, placesFor('zion'))
    expect(zion.badge.name).toBe('Zion Explorer')
    const pass = Number(zion.badge.steps[1].match(/at least (\d+) of (\d+)/)![1])
    expect(zion.badge.steps[1]).toContain(`of ${QUIZ_QUESTIONS} questions`)
    // The number the kit says is exactly the fewest right answers that pass.
    const answers = (right: number) => Array.from({ length: QUIZ_QUESTIONS }, (_, i) => (i < right ? 0 : 1))
    const correct = Array.from({ length: QUIZ_QUESTIONS }, () => 0)
    expect(scoreAnswers(correct, answers(pass)).passed).toBe(true)
    expect(scoreAnswers(correct, answers(pass - 1)).passed).toBe(false)
    expect(PASS_MARK).toBeGreaterThan(0)
  })

  it('builds five letter pages for every park, naming the park and every thing to find', async () => {
    for (const park of parks) {
      const input = fieldKitInput(park, placesFor(park.id))
      const bytes = await buildFieldKitPdf(input)
      const doc = await PDFDocument.load(bytes)
      expect(doc.getPageCount(), park.id).toBe(5)
      expect(doc.getTitle(), park.id).toBe(`${park.name} Field Kit`)
      const shown = await shownPdfText(bytes)
      // Whole, not cut short: the park's name may wrap on the cover, each thing to find has its line.
      expect(shown.join(' '), park.id).toContain(toWinAnsi(input.parkName))
      for (const line of [...input.hunt.map((item) => item.name), input.landmark.name]) expect(shown, park.id).toContain(toWinAnsi(line))
    }
  })
})
