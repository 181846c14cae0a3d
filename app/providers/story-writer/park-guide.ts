/**
 * What a model is told about a park besides the template: the catalogue's animals, geology and
 * trails, the places of the place model with how one gets there and what lives there, the rules of
 * access (one day's reach, ranger tours, permits, closures), and what the age band asks of the prose.
 * All of it is data for the prompt, set apart from the instructions.
 */
import type { Park } from '~/data/park-types'
import { placesFor } from '~/data/places/park-places'
import type { Place } from '~/data/places/types'
import type { AgeBand } from '~/utils/age-band'
import { WORD_RANGES } from './built-in/chapter'

const ACCESS: Record<Place['access'], string> = {
  road: 'by road or a short walk',
  shuttle: 'by the park shuttle',
  boat: 'by boat',
  plane: 'by small plane',
  'ranger-tour': 'only on a tour with a ranger or guide',
  permit: 'only with a permit (a story may not go there)',
  closed: 'closed to visitors (a story may not go there)',
  far: 'too far for a day out (a story may only see it from afar or talk about it)',
}

/** How each band's prose should read: length, sentences, words and reading level. */
export const BAND_STYLE: Record<AgeBand, string> = {
  young:
    'Ages 5-6: short sentences of about 6 words, concrete everyday words, sound and movement, one idea at a time; a Flesch-Kincaid grade of about 1, never above 3.',
  middle: 'Ages 7-9: sentences of about 10 words, some description and dialogue; a Flesch-Kincaid grade of about 3, never above 5.',
  older:
    'Ages 10-12: a longer rhythm, inner thought, humour and a real feeling; a Flesch-Kincaid grade of about 5 to 6.',
}

export function bandStyle(band: AgeBand) {
  const [min, max] = WORD_RANGES[band]
  return `${BAND_STYLE[band]} Each chapter is ${min} to ${max} words.`
}

/** The park guide: catalogue and place model, as plain lines. */
export function parkGuide(park: Park): string {
  const lines: string[] = []
  lines.push(`Animals that live in the park: ${park.animals.map((a) => a.name).join('; ')}.`)
  lines.push(`Landforms and features: ${park.geology.map((g) => `${g.name} (${g.description})`).join('; ')}`)
  lines.push(
    `Trails (round trip): ${park.trails.map((t) => `${t.name}, ${t.lengthMiles === null ? 'a cross-country route' : `${t.lengthMiles} miles`}, ${t.difficulty}`).join('; ')}.`,
  )
  const model = placesFor(park.id)
  if (model) {
    lines.push('Places, how one gets there and what lives there:')
    for (const zone of model.zones) {
      const reach = zone.links?.length ? ` Same day as: ${zone.links.map((id) => model.zones.find((z) => z.id === id)?.name ?? id).join(', ')}.` : ' Not combined with other areas on the same day.'
      lines.push(`Area "${zone.name}" (arrive ${zone.arrival === 'car' ? 'by car' : `by ${zone.arrival}`}${zone.roadless ? '; no roads or cars here' : ''}).${reach}`)
      for (const place of model.places.filter((p) => p.zone === zone.id)) {
        const animals = place.animals.length ? ` Animals: ${place.animals.join(', ')}.` : ' No animals to meet here.'
        const note = place.accessNote ? ` ${place.accessNote}` : ''
        const months = place.months ? ` Open months ${place.months[0]}-${place.months[1]}.` : ''
        lines.push(`- ${place.name} (${place.kind}): reached ${ACCESS[place.access]}.${note}${months}${animals}`)
      }
    }
    if (model.trailless) lines.push('This park has no trails at all: no trail markers, signposts or boardwalks.')
  }
  lines.push('Rules: only go between places reachable together in one day; an animal appears only where it lives; water animals only near water; caves are described from inside, with a ranger where only tours go; respect permits and closures; say the one safety line that fits (bears, heat, cliffs, tides) in a character\'s voice.')
  return lines.join('\n')
}
