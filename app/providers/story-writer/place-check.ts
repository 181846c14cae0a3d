/**
 * Reads a story against the place model and lists what a park ranger would flag: places that cannot
 * be visited together in one day, a closed place visited, a permit or ranger-only place without the
 * permit or the ranger, an animal said to be somewhere it does not live, trail markers in a park with
 * no trails, cars where there are no roads, food on a trail in bear country with no bear-safety
 * line, and a visit out of season. It looks at the narration only (what a character says, and the
 * catalogue's own facts, are talk, not a visit), and only at sentences that claim something is
 * there (not questions, hopes or plans). Used by the story report, the tests and the OpenAI checks.
 */
import type { Park } from '~/data/park-types'
import { dayZones, inMonths, placesFor } from '~/data/places/park-places'
import type { ParkPlaces, Place } from '~/data/places/types'
import { paragraphsOf, sentencesOfParagraph } from './readability'

export interface Violation {
  chapter: number
  rule: 'same-day' | 'closed' | 'permit' | 'ranger-only' | 'far' | 'animal-place' | 'no-trails' | 'no-roads' | 'bear-food' | 'season'
  detail: string
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** Narration only: quotations removed, catalogue facts removed. */
function narration(text: string, park: Park): string[] {
  let t = text
  for (const fact of park.facts) {
    t = t.split(fact.text).join(' ')
    if (fact.young) t = t.split(fact.young).join(' ')
  }
  return paragraphsOf(t)
    .flatMap((p) => sentencesOfParagraph(p.replace(/"[^"]*"?/g, ' ').replace(/“[^”]*”?/g, ' ')))
    .map((s) => s.trim())
    .filter((s) => /[\p{L}]/u.test(s))
}

/** A sentence that hopes, plans, asks or denies rather than says something is so. */
export const HEARSAY = /\?|\b(eye out for|look out for|looked out for|watched for|somewhere|for when|closer to|glimpse|park map|circled|plans|wrong kind of place|knew about|know about|certain|convinced|no|not|never|nothing|nobody|any sign|thinking about|think like|would|no sign of|somewhere else|not here|hope|hoped|hoping|wish|wished|want|wanted|wanting|look for|looking for|looked for|search|searched|searching|poster|picture book|book about|at home|photo of|picture of|imagine|imagined|if|maybe|might|dream|dreamed|wondered|plan|planned|someday|next time|one day|list)\b/i

/** A sentence about a place that is wished for, planned or pictured, not a place they are at. */
const PLACE_TALK = /\?|\b(hope|hoped|hoping|wish|wished|want|wanted|wanting|plan|planned|dream|dreamed|dreaming|imagine|imagined|imagining|someday|next time|one day|list|postcard|poster|if|maybe|might)\b/i
/** The words just before a place's name that make it somewhere looked at or talked about. */
const PLACE_BEFORE = /\b(toward|towards|(?:moved|rustled|called out|laughed|chuckled) near|closer to|glimpse of|about|of|see|seeing|reach|reaching|get to|way to|not|than|for|from|past|beyond|above|across)\s+(the\s+)?$/i
/** The words just after a place's name that make it somewhere still ahead. */
const PLACE_AFTER = /^\s+(was|is) (still|not|just|only|so|almost|nearly|waiting|that way|this way|ahead|close|far|up ahead|getting closer|getting near)\b/i
const SEEN_FROM_AFAR = /\b(far away|far off|in the distance|from (here|there|where)|could see|looked (across|out|up|toward))\b/i

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const mentions = (sentence: string, name: string) => new RegExp(`(^|[^\\p{L}])${escape(name)}($|[^\\p{L}])`, 'iu').test(sentence)

function namesOf(place: Place) {
  const names = new Set([place.name, place.ref ?? place.name].map((n) => n.replace(/^the /i, '')))
  // A name shared with a whole district ("the Needles" zone vs place) still names the place.
  return [...names].filter((n) => n.length >= 4 && !/^(park road|the park)$/i.test(n))
}

export interface CheckOptions {
  /** Species a story may name without placing it, e.g. the sidekick's own ("Bramble the black bear"). */
  ignoreSpecies?: string[]
}

export function checkStory(park: Park, chapters: string[], options: CheckOptions = {}): Violation[] {
  const model = placesFor(park.id)
  if (!model) return []
  const violations: Violation[] = []
  const ignore = (options.ignoreSpecies ?? []).map((s) => s.toLowerCase())
  const animals = park.animals
    .filter((a) => !ignore.some((i) => i === a.name.toLowerCase() || a.name.toLowerCase().endsWith(i) || i.endsWith(a.name.toLowerCase())))
    .map((a) => {
      const base = a.name.replace(/\s*\(.*\)$/, '')
      const gloss = a.name.match(/\(([^)]+)\)/)?.[1]
      return { animal: a, keys: [base, ...(gloss ? [gloss] : [])] }
    })
  const placeAndTrailNames = [...model.places.flatMap((p) => [p.name, p.ref ?? '']), ...park.trails.map((t) => t.name), ...park.geology.map((g) => g.name)]
    .filter((n) => n.length >= 4)
    .sort((a, b) => b.length - a.length)
    .map((n) => new RegExp(escape(n.replace(/^the /i, '')), 'gi'))
  const storyZones = new Set<string>()
  let storyMonth: number | null = null
  const visitedAll: Place[] = []

  chapters.forEach((text, index) => {
    const chapter = index + 1
    const sentences = narration(text, park)
    const claims = sentences.filter((s) => !HEARSAY.test(s))
    const lower = text.toLowerCase()
    const placesHere = new Set<Place>()
    // Longer names first, so "Mount Baldy Beach" is not also read as "Mount Baldy".
    const byLength = [...model.places].sort((a, b) => Math.max(...namesOf(b).map((n) => n.length), 0) - Math.max(...namesOf(a).map((n) => n.length), 0))
    for (const full of sentences) {
      let sentence = full
      for (const place of byLength) {
        const name = namesOf(place).find((n) => mentions(sentence, n))
        if (!name) continue
        const at = sentence.search(new RegExp(escape(name), 'i'))
        const before = sentence.slice(Math.max(0, at - 40), at)
        const after = sentence.slice(at + name.length, at + name.length + 30)
        sentence = sentence.replace(new RegExp(escape(name), 'gi'), ' ')
        const talk = PLACE_TALK.test(full) || PLACE_BEFORE.test(before) || PLACE_AFTER.test(after) || SEEN_FROM_AFAR.test(full)
        if (place.access === 'closed' && !/\b(closed|closure|rockfall|landslide|protect|left in peace|gate)\b/i.test(full) && !talk) {
          violations.push({ chapter, rule: 'closed', detail: `${place.name} is closed: "${full}"` })
        }
        if (place.access === 'far' && /\b(reached|arrived at|climbed to|hiked to|walked to|stood on top of|at the top of)\b/i.test(full) && !talk) {
          violations.push({ chapter, rule: 'far', detail: `${place.name} is too far for a day: "${full}"` })
        }
        // Seen from afar, hoped for or talked about is not a visit.
        if (talk) continue
        placesHere.add(place)
      }
    }
    for (const place of placesHere) {
      if (place.access === 'permit' && !/\b(permit|ticket|lottery)\b/.test(lower)) violations.push({ chapter, rule: 'permit', detail: `${place.name} needs a permit and the chapter never mentions one` })
      if (place.access === 'ranger-tour' && !/\b(ranger|guide|guided|tour)\b/.test(lower)) violations.push({ chapter, rule: 'ranger-only', detail: `${place.name} is visited only with a ranger or guide` })
      storyZones.add(place.zone)
      visitedAll.push(place)
    }
    // Animals must live where the chapter is.
    const inChapter = placesHere.size ? [...placesHere] : model.places.filter((p) => storyZones.has(p.zone))
    for (const claim of claims) {
      // Names of places and trails ("Javelina Rocks", "the Beaver Pond Trail") and the things animals
      // leave behind ("beaver ponds") are not the animals themselves.
      let sentence = claim.replace(/\bbeaver (ponds?|lodges?|dams?)\b/gi, ' ')
      for (const name of placeAndTrailNames) sentence = sentence.replace(name, ' ')
      for (const { animal, keys } of animals) {
        if (!keys.some((k) => mentions(sentence, k))) continue
        const lives = inChapter.some((p) => p.animals.includes(animal.name))
        if (!lives) violations.push({ chapter, rule: 'animal-place', detail: `${animal.name} does not live at ${[...placesHere].map((p) => p.name).join(', ') || 'these places'}: "${claim}"` })
      }
    }
    const narrationText = sentences.join(' ')
    if (model.trailless && /\b(trail markers?|signposts?|trailheads?|boardwalks?|paved path)\b/i.test(narrationText)) {
      violations.push({ chapter, rule: 'no-trails', detail: `${park.name} has no trails: "${narrationText.match(/[^.]*\b(trail markers?|signposts?|trailheads?|boardwalks?|paved path)\b[^.]*/i)?.[0]}"` })
    }
    const zonesNow = [...placesHere].map((p) => model.zones.find((z) => z.id === p.zone))
    if (zonesNow.some((z) => z?.roadless) && /\b(drove|parked|parking lot|the car|by car)\b/i.test(narrationText)) {
      violations.push({ chapter, rule: 'no-roads', detail: 'a car where there are no roads' })
    }
    const bears = [...placesHere].some((p) => p.safety.includes('bears'))
    if (bears && /\b(picnic|sandwich|sandwiches|snack time|ate lunch|had lunch)\b/i.test(narrationText) && !/\bbear/i.test(lower)) {
      violations.push({ chapter, rule: 'bear-food', detail: 'food on the trail in bear country with no bear-safety line' })
    }
    const month = MONTHS.findIndex((m) => new RegExp(`\\b${m}\\b`).test(narrationText.toLowerCase()))
    if (month >= 0 && storyMonth === null) storyMonth = month + 1
  })

  // All the places visited must be reachable together in one day.
  if (storyZones.size > 1 && !sameDay(model, storyZones)) {
    violations.push({ chapter: chapters.length, rule: 'same-day', detail: `places in ${[...storyZones].join(', ')} cannot be visited in one day` })
  }
  if (storyMonth !== null) {
    for (const place of new Set(visitedAll)) {
      if (!inMonths(place.months, storyMonth)) violations.push({ chapter: 0, rule: 'season', detail: `${place.name} is not open in month ${storyMonth}` })
    }
  }
  return violations
}

function sameDay(model: ParkPlaces, zones: Set<string>) {
  return model.zones.some((zone) => {
    const day = dayZones(model, zone)
    return [...zones].every((z) => day.has(z))
  })
}
