/**
 * Writes one chapter: replays the story's earlier choices through the plot, takes this chapter's
 * step, and tells it in the words of the child's age band, from the place's own scene to the turn
 * and the ending, then fits it to the band's length and offers three new choices.
 */
import type { ParkFact } from '~/data/park-types'
import type { Place } from '~/data/places/types'
import { ageBandFor, type AgeBand } from '~/utils/age-band'
import { assertWriterContent, banks } from '../content'
import { countWords, sentencesOf } from '../readability'
import type { ChapterRequest, WrittenChapter } from '../writer'
import type { HeroLines } from './banks/cast'
import type { Paragraphs } from './banks/goals'
import { Bounded } from './cache'
import { createCast, type Cast } from './cast'
import { shortName } from './wildlife'
import { Pen, para, skeletonOf, type BandCode, type TiringName } from './pen'
import { initialState, makePlan, optionActions, step, storySeedOf, validClues, type Action, type Beat, type Plan, type State } from './plan'
import { createRandom } from './random'
import { o, ym, type Line, type Slots } from './template'
import { animalSlots, cap, lowerFirst, optionText, placeNoun, placeSlots, refOf, sidekickMove, storySlots, trailSlots } from './words'

/** Words per chapter for each age band (inclusive). */
export const WORD_RANGES: Record<AgeBand, [number, number]> = {
  young: [150, 250],
  middle: [300, 450],
  older: [450, 650],
}

const BAND_CODE: Record<AgeBand, BandCode> = { young: 'y', middle: 'm', older: 'o' }

interface Block {
  text: string
  required: boolean
  /** Optional blocks with a lower number are added first. */
  priority: number
  /** A required block that may go when a chapter runs long. */
  trim?: boolean
  /** Extra paragraphs for a short chapter go before the first block marked so. */
  fillBefore?: boolean
  /** Blocks of one group that end up next to each other are one paragraph. */
  group?: string
}

const must = (text: string, trim = false): Block => ({ text, required: true, priority: 0, trim })
const may = (text: string, priority: number): Block => ({ text, required: false, priority })
const inGroup = (block: Block, group: string): Block => ({ ...block, group })

/** What the writer knows about the story so far, rebuilt from the request. */
export interface StoryTrace {
  plan: Plan
  cast: Cast
  /** The state before this chapter's step. */
  state: State
  action: Action
  beat: Beat
  after: State
}

/** A fact said inside a quotation: its own quotation marks become single ones. */
export const inQuotes = (text: string) => text.replace(/"([^"]*)"/g, '‘$1’')

/**
 * Whether a text tells a fact, in the catalogue's words or the young version, word for word: as said
 * inside a quotation (its own quotation marks made single) and before a speech tag (its full stop
 * made a comma) too.
 */
export const factIn = (text: string, fact: ParkFact) =>
  [fact.text, fact.young].some((t) => {
    if (!t) return false
    const words = inQuotes(t).replace(/[.!?]$/, '')
    return text.includes(t) || text.includes(inQuotes(t)) || text.includes(`${words},`)
  })

const ROCKY = new Set(['desert', 'canyon', 'rock', 'alpine', 'tundra', 'waterfall', 'cave', 'thermal', 'volcanic', 'glacier'])

/** Words a line may not use where the chapter is: no sky in a cave, no branches at a visitor center. */
function unfitWords(place: Place, park: readonly Place[] = []): RegExp | null {
  const nature = unfitNature(place, park)
  // A ranger looks up from a desk, and families come in at a door, only where there is one.
  const desk = place.kind === 'visitor-centre' ? null : /\b(the desk|the door|when they came in)\b/
  // Rock art, ruins and old buildings are looked at, never touched or climbed.
  const hands = place.kind === 'historic' ? /\b(under their hands|ran a hand|touch(ed|ing)?|climb(ed|ing)?|scrambled)\b/ : null
  const parts = [nature, desk, hands].filter((part): part is RegExp => part !== null)
  return parts.length ? new RegExp(parts.map((part) => part.source).join('|'), 'i') : null
}

function unfitNature(place: Place, park: readonly Place[] = []): RegExp | null {
  const h = new Set(place.habitat)
  // A park with no rock anywhere (a floodplain forest, the Everglades): nobody climbs on a rock there.
  const rocky = (p: Place) => p.habitat.some((x) => ROCKY.has(x))
  if (park.length && !park.some(rocky) && place.kind !== 'cave' && place.kind !== 'visitor-centre') {
    const base = unfitNature(place)
    const rocks = /\b(rocks?|rocky|boulders?|pebbles?|stones?)\b/i
    return base ? new RegExp(`${base.source}|${rocks.source}`, 'i') : rocks
  }
  if (place.kind === 'cave' || h.has('cave')) return /\b(branch(es)?|trees?|trunks?|leaf|leaves|sky|sun|sunlight|sunny|clouds?|wind|breeze|birds?|shadows?|grass|flowers?|hat|waves?)\b|\{daytime\}/i
  if (place.kind === 'visitor-centre') return /\b(branch(es)?|trunks?|leaf|leaves|clouds?|grass|flowers?|shadows?|waves?|tracks)\b/i
  const trees = h.has('forest') || h.has('rainforest') || h.has('meadow') || h.has('wetland') || h.has('river') || h.has('stream') || h.has('lake')
  if (!trees) return /\b(branch(es)?|trunks?|bark|pine cones?|woods)\b/i
  return null
}

/** The chapter's place ({P}): named, then, once said often enough, called by its plain noun ("the beach"). */
function placeTiring(place: Place, young: boolean): TiringName | null {
  const name = refOf(place)
  const noun = placeNoun(place)
  return noun && noun.toLowerCase() !== name.toLowerCase() ? { slot: 'P', name, noun, limit: young ? 1 : 3, uses: 0 } : null
}

/** A line that has the explorers still on their way to the goal's place ({X}). */
export const ON_THE_WAY_TO_GOAL = /(closer|way|get|how|reach|track for|looked toward) (to )?\{X\}|\{X\} (was|is) (still )?\[?(waiting|this way|that way|not far|up ahead|getting closer)|before they got there|get there\?/

/** A line in which the ranger is there: speaking, smiling, pointing. */
export const RANGER_PRESENT = /(said|asked|told them|whispered|called) \{R\}|\{R\} (said|smiled|knelt|bent|leaned|grinned|pointed|waved|nodded|looked|had|touched|gave|shook|tipped|always|was|knew|loved|spoke|came|found|caught|stood|shook|stamped|crouched|\[)|\{rhe\} (said|asked)/

/** A line said before its speech tag: a final full stop becomes a comma. */
const spoken = (line: string) => (line.endsWith('.') && !line.endsWith('...') ? `${line.slice(0, -1)},` : line)

const cleanChoice = (text: string) => text.trim().replace(/[.!?]+$/, '').toLowerCase()

/** A choice not among the offered options: read the places and animals it names. */
function freeAction(plan: Plan, text: string): Action {
  const lower = text.toLowerCase()
  const names = (place: Place) => [refOf(place), place.name, place.feature ?? '', place.trail ?? ''].filter(Boolean).map((n) => n.toLowerCase().replace(/^the /, ''))
  const named = plan.model.places.find((p) => names(p).some((n) => n.length > 3 && lower.includes(n)))
  const animal = plan.animals.find((a) => a.keys.some((k) => lower.includes(k)))
  if (named && !plan.places.includes(named)) return { kind: 'free', text, place: null, animal: animal ?? null, offLimits: named }
  return { kind: 'free', text, place: named ?? null, animal: animal ?? null, offLimits: null }
}

const plans = new Bounded<string, Plan>(100)

/** Replays the story's choices to find where this chapter starts and what it does. */
export function traceStory(req: ChapterRequest): StoryTrace {
  assertWriterContent()
  const band = ageBandFor(req.child.age)
  const storySeed = storySeedOf(req.seed, req.chapterNumber)
  const plan = plans.get(`${req.park.id}|${band}|${storySeed}|${req.park.facts.length}`, () => makePlan(req.park, band, storySeed))
  const cast = createCast(req.character, req.sidekick, req.child.firstName, Boolean(req.childJoins), createRandom(`${storySeed}|cast`), band === 'young')
  let state = initialState(plan)
  let action: Action = { kind: 'start' }
  for (let n = 1; n < req.chapterNumber; n++) {
    state = step(plan, state, action, false).state
    const chosen = n === req.chapterNumber - 1 ? (req.choice ?? req.previousChapters[n - 1]?.choice ?? null) : (req.previousChapters[n - 1]?.choice ?? null)
    const offered = optionActions(plan, state)
    const match = chosen ? offered.find((a) => cleanChoice(optionText(plan, cast, state, a)) === cleanChoice(chosen)) : undefined
    action = match ?? (chosen ? freeAction(plan, chosen) : offered[0])
  }
  const { beat, state: after } = step(plan, state, action, req.isFinal)
  return { plan, cast, state, action, beat, after }
}

// ---------------------------------------------------------------------------------------------

class ChapterWriter {
  readonly pen: Pen
  readonly band: BandCode
  readonly young: boolean
  readonly hero: HeroLines
  readonly blocks: Block[] = []
  readonly random
  readonly told: Set<string>
  readonly nextActions: Action[]
  factsTold: ParkFact[] = []
  encountered = false
  /** A line about giving an animal room has been said in this chapter. */
  animalSafetySaid = false
  /** How many lines of each kind this chapter has written: a chapter is not a list of asides. */
  readonly counts = new Map<string, number>()
  /** The ranger is with them in this chapter (at a desk, on a tour, or asked for help). */
  rangerHere: boolean
  /** Raised when a chapter is still short after the first round of fillers. */
  extraAllowed = 0
  /** Where the chapter is now: its place, or where its ending moves on to. */
  here: Place

  constructor(
    readonly req: ChapterRequest,
    readonly trace: StoryTrace,
  ) {
    const { plan, cast, beat, after } = trace
    this.band = BAND_CODE[plan.band]
    this.young = this.band === 'y'
    this.random = createRandom(`${req.seed}|words`)
    this.nextActions = beat.final ? [] : optionActions(plan, after)
    const avoid = new Set<string>()
    for (const read of (req.alreadyRead ?? []).slice(0, 40)) for (const sentence of sentencesOf(read.text)) avoid.add(skeletonOf(sentence))
    const slots: Slots = {
      ...storySlots(plan, cast),
      ...placeSlots('P', beat.at),
      ...placeSlots('F', beat.from),
      ...trailSlots(plan.park, beat.at, this.young),
      ...this.clueSlots(),
      // {PA}: here, when the goal's animal really lives here.
      ...(plan.goal.animal && beat.at.animals.includes(plan.goal.animal.source.name) ? { PA: placeSlots('P', beat.at).P } : {}),
    }
    // The time of day moves on with the chapters. Food stays packed away where bears live.
    slots.daytime = ['morning', 'late morning', 'midday', 'afternoon', 'late afternoon'][Math.min(4, req.chapterNumber - 1)]
    if (beat.at.safety.includes('bears') || beat.at.kind === 'cave') delete slots.snack
    // A mystery's answer is not named until it is solved.
    if (plan.goal.kind === 'mystery' && !beat.final) for (const key of ['A', 'a A', 'the A', 'The A', 'As', 'PA']) delete slots[key]
    this.pen = new Pen(this.random, this.band, slots, avoid)
    this.pen.splitLonger = this.young ? 9 : this.band === 'm' ? 14 : 0
    const placeName = placeTiring(beat.at, this.young)
    if (placeName) this.pen.tiring.push(placeName)
    const goalPlace = plan.goal.target
    const goalNoun = goalPlace && placeNoun(goalPlace)
    // The goal's place tires in talk too: children hear its name in every "Which way to...?".
    if (goalPlace && goalNoun && goalNoun.toLowerCase() !== refOf(goalPlace).toLowerCase()) {
      this.pen.tiring.push({ slot: 'X', name: refOf(goalPlace), noun: goalNoun, limit: this.young ? 3 : 5, uses: 0, everywhere: true })
    }
    // The goal's animal is named in full, then, after a while, by its short name: "the lizard".
    const goalAnimal = plan.goal.animal
    const short = goalAnimal && shortName(goalAnimal)
    if (goalAnimal && short) {
      const article = /^[aeiou]/i.test(short.name) ? 'an' : 'a'
      this.pen.tiring.push({
        slot: 'A',
        name: goalAnimal.name,
        noun: short.name,
        limit: this.young ? 2 : this.band === 'm' ? 3 : 4,
        uses: 0,
        also: { 'a A': `${article} ${short.name}`, 'the A': `the ${short.name}`, 'The A': `The ${short.name}`, As: short.plural },
        everywhere: true,
      })
    }
    // The park and the ranger are named, then, after a while, simply "the park" and "the ranger".
    this.pen.tiring.push({ slot: 'park', name: String(slots.park), noun: 'the park', limit: this.young ? 1 : this.band === 'm' ? 2 : 3, uses: 0 })
    this.pen.tiring.push({ slot: 'R', name: String(slots.R), noun: 'the ranger', limit: this.young ? 2 : 4, uses: 0 })
    const zone = plan.zone
    if (zone.roadless || !['car', 'shuttle'].includes(zone.arrival)) this.pen.exclude.push(/\b(car|drove|drive|parked|parking)\b/i)
    for (const chapter of req.previousChapters) this.pen.remember(chapter.text, true)
    this.pen.storyText = req.previousChapters.map((c) => c.text).join('\n\n')
    // Mysteries are for mystery stories.
    if (plan.goal.kind !== 'mystery') this.pen.exclude.push(/\bmyster/i)
    // Standing at the goal's place, nobody is still on the way to it.
    if (plan.goal.kind === 'place' && plan.goal.target?.id === beat.at.id) this.pen.exclude.push(ON_THE_WAY_TO_GOAL)
    this.placeWords = unfitWords(beat.at, plan.model.places)
    if (this.placeWords) this.pen.exclude.push(this.placeWords)
    this.hero = banks.HEROES[cast.hero.name] ?? banks.GENERIC_HERO
    const previous = req.previousChapters.map((c) => c.text).join('\n\n')
    this.told = new Set(plan.park.facts.filter((f) => factIn(previous, f)).map((f) => f.text))
    this.pen.slots['S.move'] = sidekickMove(plan, cast, beat.at, this.random, this.pen.slots)
    const habitats = new Set(beat.at.habitat)
    const hear = ['the wind', 'a bird far away', 'their own breathing']
    if (['river', 'stream', 'waterfall'].some((h) => habitats.has(h as never))) hear.push('rushing water')
    if (['sea', 'beach', 'lake'].some((h) => habitats.has(h as never))) hear.push('little waves')
    if (['forest', 'rainforest', 'meadow'].some((h) => habitats.has(h as never))) hear.push('leaves rustling')
    if (habitats.has('cave')) hear.splice(0, hear.length, 'dripping water', 'their own breathing', 'a far-off echo')
    this.pen.slots.hear = this.random.pick(hear)
    this.pen.slots.hear2 = this.random.pick(hear.filter((h) => h !== this.pen.slots.hear))
    const plants = beat.at.plants
    if (plants.length) this.pen.slots.plants = this.random.pick(plants)
    this.here = beat.at
    this.rangerHere =
      req.chapterNumber === 1 || beat.at.kind === 'visitor-centre' || beat.at.access === 'ranger-tour' || (beat.action.kind === 'ask' && beat.action.who === 'ranger')
    // The ranger speaks and acts only where the ranger is.
    if (!this.rangerHere) this.pen.exclude.push(RANGER_PRESENT)
  }

  private clueSlots(): Slots {
    const { plan, state, after, beat } = this.trace
    const clues = validClues(after)
    const first = clues[0]?.place ?? state.visited[1] ?? after.visited[1] ?? plan.start
    const memoryKey = after.turnHappened && after.turnPlace ? this.turnKey(after.turnPlace) : null
    const memory = memoryKey ? banks.MEMORY[memoryKey] : undefined
    const clueAt = beat.endAt ?? beat.tip ?? beat.clue?.place ?? null
    const goal = plan.goal
    const nextGoal = (beat.final ? [] : optionActions(plan, after))
      .map((a) => (a.kind === 'go' ? a.place : null))
      .find((p): p is Place => !!p && (goal.cluePlaces.includes(p) || p === goal.target))
    const ownerPlace = goal.kind === 'lost' && after.ownerKnown && goal.target !== beat.at ? goal.target : null
    const next = ownerPlace ?? beat.tip ?? nextGoal ?? (after.tip && after.tip !== beat.at ? after.tip : null)
    return {
      first: refOf(first),
      memory: memory?.replace('{S}', this.trace.cast.sidekick.name),
      ...placeSlots('K', clueAt),
      ...placeSlots('N', next),
    }
  }

  /** What the turn really is at the place where it happens (an animal must live there, a storm needs the sky). */
  turnKey(place: Place): string {
    const { plan } = this.trace
    const turn = plan.turn
    if (turn.kind === 'wildlife') {
      if (this.turnAnimal(place)) return 'wildlife'
      return place.kind === 'cave' || place.kind === 'visitor-centre' ? this.worryKind(place) : this.weatherKind()
    }
    if (turn.kind === 'closure') return turn.place ? (turn.place.access === 'permit' ? 'permit' : 'closure') : this.worryKind(place)
    if (turn.kind === 'weather') return place.kind === 'cave' || place.kind === 'visitor-centre' ? this.worryKind(place) : this.weatherKind()
    if (turn.kind === 'worry') return this.worryKind(place)
    return 'mistake'
  }

  turnAnimal(place: Place) {
    if (place.kind === 'visitor-centre' || place.kind === 'cave') return null
    return this.trace.plan.animals.find((a) => a.big && a.visibility === 'day' && place.animals.includes(a.source.name)) ?? null
  }

  weatherKind(): string {
    const { plan } = this.trace
    const summer = plan.month >= 6 && plan.month <= 9
    switch (plan.climate) {
      case 'desert':
        return summer ? createRandom(plan.storySeed).pick(['storm', 'heat']) : 'wind'
      case 'mountain':
        return summer ? 'storm' : 'wind'
      case 'coast':
        return 'fog'
      default:
        return 'rain'
    }
  }

  worryKind(place: Place): string {
    if (place.kind === 'cave' || place.habitat.includes('cave')) return 'dark'
    if (place.kind === 'visitor-centre') return 'crowd'
    if (place.safety.includes('cliff')) return 'height'
    // The water worry is about loud, fast water: a river, a stream or a fall, never a still lake.
    const fastWater = place.habitat.some((h) => h === 'river' || h === 'stream' || h === 'waterfall')
    if (place.safety.includes('water') && fastWater) return 'water'
    return 'lost'
  }

  // -------------------------------------------------------------------------------------------

  add(block: Block) {
    if (block.text.trim() || block.fillBefore) this.blocks.push(block)
  }

  pick(lines: readonly (Line | string)[], extra: Slots = {}) {
    return this.pen.pick(lines, extra)
  }

  goalBank<T>(banks: Record<'animal' | 'mystery' | 'lost' | 'place', T>): T {
    return banks[this.trace.plan.goal.kind]
  }

  /** One paragraph from each step of a list of paragraph banks. */
  sequence(paragraphs: Paragraphs, extra: Slots = {}): string[] {
    return paragraphs.map((ways) => this.pick(ways, extra)).filter(Boolean)
  }

  scene(place: Place, rich: boolean): string {
    const { state, beat } = this.trace
    if (beat.chapter > 1 && place === state.at) return this.pick(banks.STAY)
    if (beat.chapter > 1 && state.visited.includes(place)) return this.pick(banks.REVISIT)
    const [short1, short2, long] = place.scene
    if (this.young) return para(this.pen.accept(short1), this.pen.accept(short2))
    // Middle readers get the long scene now and then, the two short ones otherwise.
    if (this.band === 'm' && (!rich || this.random.chance(0.5))) return para(this.pen.accept(short1), this.pen.accept(short2))
    return this.pen.accept(long) || para(this.pen.accept(short1), this.pen.accept(short2))
  }

  /** For a chapter still short: the part of the place's scene not told yet. */
  richScene(place: Place): string {
    if (!this.allow('rich-scene', 0)) return ''
    const [short1, short2, long] = place.scene
    return this.young ? '' : para(this.pen.accept(long), this.pen.accept(short2), this.pen.accept(short1))
  }

  safety(place: Place): string {
    // At a visitor center only the lines about the day ahead fit (heat, bears, cold, crowds).
    const indoor = place.kind === 'visitor-centre'
    const kinds = place.safety.filter(
      (kind) => banks.SAFETY[kind] && (!indoor || ['heat', 'bears', 'cold', 'crowds', 'lightning'].includes(kind)) && !(this.animalSafetySaid && kind === 'big-animals'),
    )
    for (const kind of this.random.shuffle(kinds)) {
      const line = this.pick(banks.SAFETY[kind])
      if (line) return line
    }
    return ''
  }

  encounter(): string {
    const animal = this.trace.beat.encounter
    // The animal met here belongs here: not at the place an ending has moved on to.
    if (!animal || this.encountered || this.here !== this.trace.beat.at) return ''
    this.encountered = true
    const lines = banks.SPECIES_LINES.find(([pattern]) => pattern.test(animal.source.name.toLowerCase()))?.[1] ?? banks.ANIMAL_LINES[animal.group] ?? []
    const slots = animalSlots('E', animal)
    const seen = this.pick(lines, slots)
    if (!seen) return ''
    const safety = animal.big ? this.pick(animal.group === 'bear' || animal.group === 'wolf' ? banks.FAR_ANIMAL_SAFETY : banks.ANIMAL_SAFETY, slots) : ''
    if (safety) this.animalSafetySaid = true
    return para(seen, safety)
  }

  plants(place: Place): string {
    return this.pen.slots.plants && place.kind !== 'visitor-centre' && this.allow('plants', 1) ? this.pick(banks.PLANT_LINES) : ''
  }

  /** A smaller animal that lives here, seen in passing (never the goal's animal before its time). */
  glimpse(place: Place): string {
    if (!this.allow('glimpse', this.band === 'o' ? 2 : 1)) return ''
    const { plan, beat } = this.trace
    const goalAnimal = plan.goal.animal
    const here = plan.animals.filter(
      (a) => place.animals.includes(a.source.name) && a.visibility === 'day' && !a.big && a !== goalAnimal && a !== beat.encounter && place.kind !== 'visitor-centre',
    )
    for (const animal of this.random.shuffle(here)) {
      const lines = banks.SPECIES_LINES.find(([pattern]) => pattern.test(animal.source.name.toLowerCase()))?.[1] ?? banks.ANIMAL_LINES[animal.group] ?? []
      const line = this.pick(lines, animalSlots('E', animal))
      if (line) return line
    }
    return ''
  }

  ambience(place: Place): string {
    // A visitor center is told by its scene; the land around it is for the places out there.
    if (!this.allow('ambience', this.band === 'o' ? 3 : 2)) return ''
    if (place.kind === 'visitor-centre') return this.pick(banks.INSIDE)
    for (const habitat of this.random.shuffle(place.habitat)) {
      const lines = banks.AMBIENCE[habitat]
      if (!lines) continue
      const line = this.pick(lines)
      if (line) return line
    }
    return ''
  }

  /** Allows a kind of line only so many times in one chapter. */
  allow(kind: string, max: number): boolean {
    const n = this.counts.get(kind) ?? 0
    if (n >= max + this.extraAllowed) return false
    this.counts.set(kind, n + 1)
    return true
  }

  moment(place: Place): string {
    if (!this.allow('moment', this.band === 'o' ? 3 : 2)) return ''
    const inside = place.kind === 'visitor-centre' || place.kind === 'cave'
    const fits = banks.MOMENTS.filter(
      (mo) =>
        (!mo.outdoors || !inside) &&
        (!mo.kinds || mo.kinds.includes(place.kind)) &&
        (!mo.habitats || mo.habitats.some((h) => place.habitat.includes(h))) &&
        (mo.kinds || mo.habitats || !inside) &&
        // At a visitor center, only what happens inside one.
        (place.kind !== 'visitor-centre' || !!mo.kinds?.includes('visitor-centre')),
    )
    for (const mo of this.random.shuffle(fits)) {
      const line = this.pick(mo.lines)
      if (line) return line
    }
    return ''
  }

  fact(place: Place): string {
    const { plan } = this.trace
    const facts = plan.park.facts.filter((f) => !this.told.has(f.text) && !this.factsTold.includes(f))
    if (!facts.length) return ''
    const readBefore = new Set((this.req.alreadyRead ?? []).flatMap((r) => r.facts))
    const names = [place.name, refOf(place), place.feature ?? '', place.trail ?? ''].filter((n) => n.length > 3).map((n) => n.toLowerCase().replace(/^the /, ''))
    const animals = plan.animals.filter((a) => place.animals.includes(a.source.name))
    const score = (f: ParkFact) => {
      const text = f.text.toLowerCase()
      let s = this.random.next()
      if (names.some((n) => text.includes(n))) s += 3
      if (animals.some((a) => a.keys.some((k) => text.includes(k)))) s += 2
      if (['feature', 'viewpoint'].includes(place.kind) && f.topic === 'geology') s += 1
      if (place.kind === 'historic' && (f.topic === 'history' || f.topic === 'people')) s += 1
      if (this.young && ['animals', 'record', 'geology', 'plants', 'weather'].includes(f.topic)) s += 1.5
      if (readBefore.has(f.text)) s -= 5
      return s
    }
    const fact = [...facts].sort((a, b) => score(b) - score(a))[0]
    const told = this.young || (this.band === 'm' && countWords(fact.text) > 22) ? (fact.young ?? fact.text) : fact.text
    const relevant = score(fact) >= 2
    const signs = relevant ? banks.FACT_FRAMES.sign : []
    const frames = this.rangerHere ? [...banks.FACT_FRAMES.ranger, ...signs] : [...banks.FACT_FRAMES.grownUp, ...signs]
    const quoted = inQuotes(told)
    const slots = { fact: quoted, factSaid: spoken(quoted) }
    let line = this.pick(frames, slots)
    if (!line) {
      // Every frame already used in this story: one may come back with another fact in it (never
      // the same sentence), rather than a chapter with no fact at all.
      const strict = this.pen.strictLines
      this.pen.strictLines = false
      line = this.pick(frames, slots)
      this.pen.strictLines = strict
    }
    if (!line) return ''
    this.factsTold.push(fact)
    return line
  }

  prompt(): string {
    const goal = this.trace.plan.goal
    const bank = goal.kind === 'animal' ? banks.ANIMAL.prompt : goal.kind === 'mystery' ? banks.MYSTERY.prompt : goal.kind === 'lost' ? banks.LOST.prompt : banks.PLACE.prompt
    return this.pick(this.random.chance(0.7) ? bank : banks.PROMPTS_ANY) || this.pick(banks.PROMPTS_ANY) || this.pick(bank)
  }

  side(kind: 'react' | 'joke' | 'cheer' | 'worry'): string {
    if (!this.allow(`side-${kind}`, 1)) return ''
    return this.pick(banks.SIDEKICKS[this.trace.cast.shape][kind])
  }

  grownUp(): string {
    return this.allow('grown-up', 1) && this.random.chance(0.6) ? this.pick(banks.GROWN_UP.line) : ''
  }

  think(): string {
    if (this.young || !this.allow('think', 1)) return ''
    return this.pick(this.random.chance(0.4) ? this.hero.think : banks.THINK) || this.pick(banks.THINK) || this.pick(this.hero.think)
  }

  feel(): string {
    return this.allow('feel', 1) ? this.pick(this.goalBank(banks.FEEL)) : ''
  }

  discuss(): string {
    return this.allow('discuss', 1) && this.random.chance(this.young ? 0.5 : 0.7) ? this.pick(this.goalBank(banks.DISCUSS)) : ''
  }

  catchphrase(who: 'hero' | 'side'): string {
    const { cast } = this.trace
    if (!this.allow('catchphrase', 1)) return ''
    const place = this.here
    const has = (...h: string[]) => h.some((x) => place.habitat.includes(x as never))
    // A catchphrase about forests is not said in a desert.
    const fits = (p: string) =>
      (!/forest|tree/i.test(p) || has('forest', 'rainforest')) &&
      (!/river|splash|slide/i.test(p) || has('river', 'stream', 'lake', 'sea', 'beach', 'waterfall')) &&
      (!/trail marker/i.test(p) || !this.trace.plan.model.trailless) &&
      (!/rock|canyon/i.test(p) || has('rock', 'canyon', 'desert')) &&
      (!/mud/i.test(p) || has('wetland', 'river', 'stream')) &&
      (!/sunset|sky/i.test(p) || !has('cave')) &&
      (!/myster/i.test(p) || this.trace.plan.goal.kind === 'mystery')
    // A catchphrase once a story (whoever says it): the second time is the template showing.
    const phrases = (who === 'hero' ? cast.hero.catchphrases : cast.sidekick.catchphrases).filter((p) => fits(p) && !this.pen.storyText.includes(spoken(p.replace(/"/g, "'"))))
    const name = who === 'hero' ? '{H}' : '{S}'
    // A catchphrase is the character's own voice: the words stay, the telling varies.
    const lines = phrases.flatMap((p) => {
      const said = spoken(p.replace(/"/g, "'"))
      return [
        ym(`"${said}" said ${name}[.| at {P}.| happily.]`),
        ym(`"${said}" ${name} said[, as usual.|, and grinned.|, for the second time that day.]`),
        o(`"${said}" said ${name}, which was what ${name} always said at moments like this.`),
      ]
    })
    return this.pick(lines)
  }

  childLine(kind: 'notice' | 'brave' | 'joy' | 'intro'): string {
    return this.trace.cast.child ? this.pick(banks.CHILD[kind]) : ''
  }

  hook(): string {
    return this.pen.slots.N ? this.pick(this.goalBank(banks.HOOK)) : ''
  }

  // -------------------------------------------------------------------------------------------

  writeStart() {
    const { plan, beat } = this.trace
    const arrival = this.pick(banks.ARRIVAL[plan.zone.arrival] ?? banks.ARRIVAL.car)
    this.add(inGroup(must(para(arrival, this.scene(beat.at, false))), 'scene'))
    this.add(inGroup(may(this.ambience(beat.at), 3), 'scene'))
    this.add(inGroup(may(this.plants(beat.at), 5), 'scene'))
    this.add(must(this.pick(this.hero.intro)))
    this.add(may(this.pick(banks.GROWN_UP.intro), 2))
    this.add(must(this.pick(banks.SIDEKICKS[this.trace.cast.shape].intro)))
    this.add(must(this.childLine('intro')))
    this.add(must(this.pick(banks.RANGER.meet)))
    this.add(may(this.safety(beat.at), 2))
    const goal = plan.goal
    const hook =
      goal.kind === 'animal' ? banks.ANIMAL.hook : goal.kind === 'lost' ? banks.LOST.hook : goal.kind === 'place' ? banks.PLACE.hook : goal.mystery === 'call' ? banks.MYSTERY.hookCall : banks.MYSTERY.hookTracks
    this.add({ ...must(this.fact(beat.at)), priority: 1 })
    // Tracks are found on the path outside a visitor center, whose words otherwise keep tracks out.
    const indoors = this.placeWords
    if (hook === banks.MYSTERY.hookTracks && indoors) this.pen.exclude = this.pen.exclude.filter((x) => x !== indoors)
    for (const p of this.sequence(hook)) this.add(must(p))
    if (indoors && !this.pen.exclude.includes(indoors)) this.pen.exclude.push(indoors)
    this.add(may(this.discuss(), 2))
    this.add(may(this.moment(beat.at), 4))
    this.add(may(this.think(), 3))
    this.add(inGroup({ ...must(this.hook()), fillBefore: true }, 'end'))
    this.add(inGroup(must(this.prompt()), 'end'))
  }

  writeOpening() {
    const choice = this.req.choice?.trim() ? this.req.choice.trim().replace(/[.!?]+$/, '') : 'keep exploring'
    const phrase = lowerFirst(choice)
    const line = this.pick(banks.CHOICE_OPENINGS, { choice: phrase }) || this.pen.accept(`${this.trace.cast.hero.name} chose to ${phrase}.`) || `${cap(phrase)}.`
    this.add(inGroup(must(line), this.young ? 'open' : 'opening'))
  }

  writeTravel() {
    const { beat } = this.trace
    if (beat.offLimits) {
      const z = beat.offLimits
      const note = z.accessNote ?? `${cap(refOf(z))} was not open to visitors that day.`
      const steps = banks.TURN[z.access === 'permit' ? 'permit' : 'closure']
      this.add(must(para(this.pick(steps[0], placeSlots('Z', z)), this.pick(steps[1], { ...placeSlots('Z', z), note, noteSaid: spoken(note) }))))
    }
    if (!beat.travel) return
    const zone = this.trace.plan.model.zones.find((z) => z.id === beat.at.zone)
    const drive = (beat.travel === 'walk' || beat.travel === 'hike') && zone?.arrival === 'car' && !zone.roadless && beat.from !== beat.at ? this.pick(banks.DRIVE_FIRST) : ''
    const booking = beat.at.booking ? this.pick(banks.TRAVEL_BOOKING, { booking: beat.at.booking }) : ''
    // After a drive to the trailhead, a short walk needs no second sentence of its own.
    // A walk or hike on a named trail says the trail's name.
    const lines = banks.TRAVEL[beat.travel] ?? banks.TRAVEL.walk
    const onTrail = this.pen.slots.T && (beat.travel === 'hike' || beat.travel === 'walk') ? lines.filter((l) => l.text.includes('{T}')) : []
    const travel = drive && beat.travel === 'walk' && !onTrail.length ? '' : this.pick(onTrail) || this.pick(lines)
    const move = this.young || (beat.travel !== 'walk' && beat.travel !== 'hike') ? '' : this.pick([`{S} {S.move} on the way to {P}.`, `{S} {S.move}, all the way to {P}.`])
    this.add(inGroup(must(para(drive, booking, travel, move), !booking), this.young ? 'open' : 'travel'))
  }

  writeEvent() {
    const { beat, plan } = this.trace
    const goal = plan.goal
    const clue = beat.clue
    const action = beat.action
    if (action.kind === 'ask') {
      if (action.who === 'grown-up') this.add(must(this.pick(banks.ASK_GROWN_UP)))
      else {
        const found = beat.at.kind === 'visitor-centre' ? '' : this.pick(banks.RANGER_FOUND)
        this.add(inGroup(must(para(found, this.pick(this.goalBank(banks.ASK_RANGER)))), 'event'))
        if (goal.kind === 'lost') this.add(must(this.pick(banks.ASK_LOST)))
      }
    } else if (action.kind === 'free' && action.animal) {
      this.add(inGroup(must(this.pick(banks.WATCH_FOR, animalSlots('E', action.animal))), 'event'))
    } else if (action.kind === 'go' || action.kind === 'free' || action.kind === 'goal') {
      const elsewhere = goal.kind === 'animal' && goal.animal && !beat.at.animals.includes(goal.animal.source.name)
      this.add(inGroup(must(this.pick(elsewhere ? banks.ATTEMPT_ELSEWHERE : this.goalBank(banks.ATTEMPT_GO)), true), 'event'))
    }
    if (clue && !clue.wrong) {
      const noticing = (goal.kind === 'animal' || goal.kind === 'mystery') && clue.how === 'found'
      const notice = !noticing ? '' : this.random.chance(0.6) || !this.trace.cast.child ? this.pick(this.hero.notice) : this.childLine('notice')
      this.add(inGroup(may(notice, 1), 'event'))
      this.add(inGroup(must(this.clueText()), 'clue'))
      this.add(must(this.pick(this.goalBank(banks.INTERPRET)), true))
    } else if (action.kind === 'look' && beat.missed) {
      this.add(inGroup(must(this.pick(banks.LOOK_NEUTRAL[action.method])), 'event'))
      this.add(inGroup(must(this.pick(this.goalBank(banks.CONSOLE)), true), 'event'))
    } else if (beat.missed) {
      const bank = goal.kind === 'animal' ? banks.ANIMAL.missed : goal.kind === 'mystery' ? banks.MYSTERY.missed : goal.kind === 'lost' ? banks.LOST.missed : banks.PLACE.missed
      // Saying it was not here once is enough: the miss itself, or what they made of it.
      const line = goal.kind !== 'lost' && this.random.chance(0.5) ? this.pick(this.goalBank(banks.CONSOLE)) || this.pick(bank) : this.pick(bank)
      this.add(inGroup(must(line), 'event'))
    }
  }

  clueText(): string {
    const { beat, plan } = this.trace
    const goal = plan.goal
    const clue = beat.clue!
    switch (goal.kind) {
      case 'animal': {
        if (clue.how === 'tip') return this.pick(banks.ANIMAL.found.tip)
        const animal = goal.animal!
        const kinds: (keyof typeof banks.ANIMAL.found)[] = []
        if (clue.method === 'tracks' && animal.tracks) kinds.push('tracks')
        else if (clue.method === 'quiet' || clue.method === 'binoculars') kinds.push('sight')
        else {
          kinds.push('sight', 'sign')
          if (animal.tracks && beat.at.kind !== 'visitor-centre') kinds.push('tracks')
          if (animal.call) kinds.push('call')
        }
        for (const kind of this.random.shuffle(kinds)) {
          const text = this.pick(banks.ANIMAL.found[kind])
          if (text) return text
        }
        return this.pick(banks.ANIMAL.found.sign)
      }
      case 'mystery':
        if (clue.how === 'tip') return this.pick(banks.MYSTERY.found.tip)
        return this.pick(goal.mystery === 'call' ? banks.MYSTERY.found.call : banks.MYSTERY.found.tracks)
      case 'lost':
        if (clue.how === 'item') return this.pick(banks.LOST.found.item)
        return this.pick(beat.at === goal.target ? banks.LOST.found.close : banks.LOST.found.chase)
      default:
        if (clue.how === 'tip') return this.pick(banks.PLACE.found.tip)
        if (clue.method === 'map') return this.pick(banks.PLACE.found.map)
        return beat.at === goal.target ? this.pick(banks.PLACE.almost) : this.pick(banks.PLACE.found.hint)
    }
  }

  writeTurn() {
    const { beat, plan } = this.trace
    if (!beat.turn) return
    const key = this.turnKey(beat.at)
    const place = beat.at
    if (key === 'wildlife') {
      const slots = animalSlots('E', this.turnAnimal(place))
      for (const p of this.sequence(banks.TURN.wildlife, slots)) this.add(must(p))
      this.add(may(this.pick(banks.ANIMAL_SAFETY, slots), 1))
      return
    }
    if (key === 'closure' || key === 'permit') {
      const z = beat.turn.place!
      const note = z.accessNote ?? `${cap(refOf(z))} was closed that day.`
      for (const p of this.sequence(banks.TURN[key], { ...placeSlots('Z', z), note, noteSaid: spoken(note) })) this.add(must(p))
      return
    }
    if (key === 'mistake') {
      for (const p of this.sequence(banks.TURN.mistake[plan.goal.kind] ?? banks.TURN.mistake.place)) this.add(must(p))
      return
    }
    if (banks.TURN.weather[key]) {
      for (const p of this.sequence(banks.TURN.weather[key])) this.add(must(p))
      return
    }
    for (const p of this.sequence(banks.TURN.worry[key] ?? banks.TURN.worry.lost)) this.add(must(p))
    this.add(may(this.pick(this.hero.brave), 1))
    this.add(may(this.childLine('brave'), 1))
    this.add(may(this.side('cheer'), 2))
  }

  writeMiddle() {
    const { beat } = this.trace
    this.writeOpening()
    this.writeTravel()
    if (beat.at.access === 'ranger-tour' && !beat.travel) this.add(must(this.pick(banks.TOUR_GOES_ON)))
    this.add(inGroup(must(this.scene(beat.at, true)), 'scene'))
    this.add(inGroup(may(this.ambience(beat.at), 4), 'scene'))
    this.add(inGroup(may(this.plants(beat.at), 6), 'scene'))
    this.writeEvent()
    this.writeTurn()
    this.add(inGroup(may(this.encounter(), 1), 'animal'))
    this.add(inGroup(may(this.glimpse(beat.at), 3), 'animal'))
    this.add(inGroup(may(this.safety(beat.at), 3), 'animal'))
    this.add(may(this.discuss(), 2))
    this.add(may(this.feel(), 2))
    this.add(may(this.moment(beat.at), 3))
    this.add(inGroup(must(this.fact(beat.at)), 'fact'))
    this.add(inGroup(may(this.random.chance(0.6) ? this.pick(banks.FACT_REACTIONS) : '', 5), 'fact'))
    this.add(may(this.think(), 3))
    this.add(may(this.side(this.random.chance(0.5) ? 'react' : 'joke'), 4))
    this.add(may(this.grownUp(), 5))
    this.add(inGroup({ ...must(this.hook()), fillBefore: true }, 'end'))
    this.add(inGroup(must(this.prompt()), 'end'))
  }

  /** Words that do not belong where the chapter is now (no branches in a cave). */
  placeWords: RegExp | null = null

  rangerArrives() {
    this.rangerHere = true
    this.pen.exclude = this.pen.exclude.filter((x) => x !== RANGER_PRESENT)
  }

  /** The ending walks on to where it happens: from here on, {P} is that place. */
  moveTo(place: Place, say = true) {
    if (say) this.add(must(this.pick(banks.ENDING_MOVE)))
    this.here = place
    this.pen.exclude = this.pen.exclude.filter((x) => x !== this.placeWords)
    this.placeWords = unfitWords(place, this.trace.plan.model.places)
    if (this.placeWords) this.pen.exclude.push(this.placeWords)
    Object.assign(this.pen.slots, placeSlots('P', place))
    this.pen.invalidate()
    if (this.trace.plan.goal.animal) this.pen.slots.PA = place.animals.includes(this.trace.plan.goal.animal.source.name) ? refOf(place) : undefined
    const tired = this.pen.tiring.findIndex((t) => t.slot === 'P')
    if (tired >= 0) this.pen.tiring.splice(tired, 1)
    const placeName = placeTiring(place, this.young)
    if (placeName) this.pen.tiring.push(placeName)
    this.pen.invalidate()
  }

  writeEnding() {
    const { beat, plan, cast } = this.trace
    const goal = plan.goal
    if (this.req.chapterNumber > 1) {
      this.writeOpening()
      this.writeTravel()
      this.add({ ...must(this.scene(beat.at, false), true), priority: 2 })
      if (beat.endAt) this.moveTo(beat.endAt)
    } else {
      // A one-chapter story: arrive, meet the goal and resolve it in one go.
      this.add(must(para(this.pick(banks.ARRIVAL[plan.zone.arrival] ?? banks.ARRIVAL.car), this.scene(beat.at, false))))
      this.add(must(this.pick(banks.SIDEKICKS[cast.shape].intro)))
      this.add(must(this.childLine('intro')))
      this.add(must(this.pick(banks.RANGER.meet)))
      const hook = goal.kind === 'animal' ? banks.ANIMAL.hook : goal.kind === 'lost' ? banks.LOST.hook : goal.kind === 'place' ? banks.PLACE.hook : goal.mystery === 'call' ? banks.MYSTERY.hookCall : banks.MYSTERY.hookTracks
      this.add(must(this.pick(hook[0])))
      if (beat.endAt) this.moveTo(beat.endAt)
    }
    // Returned at the desk: the ending itself walks back there, to the ranger.
    if (beat.ending === 'returned-desk' && beat.at !== plan.start) {
      this.moveTo(plan.start, false)
      this.rangerArrives()
    }
    // The last choice is acted on before the ending: asking the ranger means finding the ranger.
    if (beat.action.kind === 'ask' && beat.action.who === 'ranger' && !this.rangerHere) {
      this.add(must(para(this.pick(banks.RANGER_FOUND), this.pick(this.goalBank(banks.ASK_RANGER)))))
      this.rangerArrives()
    } else if (beat.action.kind === 'ask' && beat.action.who === 'grown-up') this.add(must(this.pick(banks.ASK_GROWN_UP)))
    // A chapter still short gets more of the place before the ending, not after it.
    this.add({ ...may('', 9), fillBefore: true })
    const bank = goal.kind === 'animal' ? banks.ANIMAL.endings : goal.kind === 'mystery' ? banks.MYSTERY.endings : goal.kind === 'lost' ? banks.LOST.endings : banks.PLACE.endings
    const paragraphs = (bank as Record<string, Paragraphs>)[beat.ending!] ?? Object.values(bank)[0]
    this.sequence(paragraphs).forEach((p) => this.add(must(p)))
    this.add(may(this.pick(this.hero.joy), 1))
    this.add(may(this.childLine('joy'), 1))
    // The worry is over by now: the sidekick reacts, it does not cheer anyone on.
    this.add(may(this.side('react'), 4))
    const callback = this.pick(this.trace.after.turnHappened && this.pen.slots.memory ? banks.AFTER.callback : banks.AFTER.callbackNoTurn)
    this.add(this.young ? may(callback, 3) : must(callback, true))
    this.add({ ...must(this.fact(this.here)), priority: 2 })
    // The ranger says goodbye where the ranger is: on the spot, or at the desk on the way out.
    const goodbye = this.rangerHere ? '' : this.pen.slots.desk ? this.pick(banks.GOODBYE_AT_DESK) : null
    if (goodbye) this.rangerArrives()
    const farewell = goodbye !== null ? this.pick(banks.RANGER.farewell) : ''
    if (farewell) this.add(may(para(goodbye, farewell), 2))
    this.add(may(this.think(), 5))
    const closings = [...banks.CLOSINGS, ...(banks.CLOSINGS_BY_ARRIVAL[plan.zone.arrival] ?? [])]
    this.add(must(this.pick(closings)))
    this.add(must('The End.'))
  }

  // -------------------------------------------------------------------------------------------

  /** More of the place and the cast, for a chapter that is still short. */
  *fillers(again = false): Generator<string> {
    const place = this.here
    yield this.encounter()
    if (again) {
      yield this.richScene(place)
      // A chapter still short can carry a second fact, for readers past the first band.
      const left = this.trace.plan.park.facts.length - this.told.size - this.factsTold.length
      if (!this.young && this.factsTold.length < 2 && left > 4) yield this.fact(place)
    }
    // The place itself first (its animals, plants and air), then the people in it.
    const nature: (() => string)[] = [() => this.glimpse(place), () => this.ambience(place), () => this.plants(place)]
    for (const write of this.random.shuffle(nature)) yield write()
    const more: (() => string)[] = [
      () => this.moment(place),
      () => this.think(),
      () => this.grownUp(),
      () => this.side('joke'),
      () => this.side('react'),
      () => this.catchphrase(this.random.chance(0.5) ? 'side' : 'hero'),
      () => this.moment(place),
    ]
    // In the last chapter these come before the ending (where the fillers go), so they still fit.
    more.push(() => this.discuss(), () => this.feel())
    if (this.band === 'o') more.push(() => this.glimpse(place), () => this.moment(place), () => this.ambience(place))
    for (const write of this.random.shuffle(more)) yield write()
  }

  fit(): string[] {
    const [min, max] = WORD_RANGES[this.trace.plan.band]
    const words = (b: Block) => countWords(b.text)
    const chosen = new Set(this.blocks.filter((b) => b.required))
    let total = [...chosen].reduce((sum, b) => sum + words(b), 0)
    const target = min + (max - min) * (0.25 + this.random.next() * 0.35)
    const optional = this.blocks.filter((b) => !b.required && b.text).sort((a, b) => a.priority - b.priority)
    for (const block of optional) {
      if (total >= target) break
      if (total + words(block) > max - 8) continue
      chosen.add(block)
      total += words(block)
    }
    let kept = this.blocks.filter((b) => chosen.has(b) || b.fillBefore)
    for (const block of [...kept].filter((b) => b.trim).reverse()) {
      if (total <= max) break
      kept = kept.filter((b) => b !== block)
      total -= words(block)
    }
    if (total < min) {
      const at = Math.max(0, kept.findIndex((b) => b.fillBefore))
      const extra: string[] = []
      // Rounds of fillers, each allowing a little more of every kind, until the chapter is long enough.
      for (let round = 0; round < 5 && total < min; round++) {
        this.extraAllowed = round
        // Last resort for a long story in a small place: a line used in an earlier chapter may come
        // back with other words in it (never the same sentence).
        this.pen.strictLines = round < 4
        for (const text of this.fillers(round > 0)) {
          if (total >= min) break
          const n = countWords(text)
          if (!n || total + n > max - 4) continue
          extra.push(text)
          total += n
        }
      }
      kept.splice(at, 0, ...extra.map((text) => may(text, 9)))
    }
    const paragraphs: string[] = []
    let lastGroup: string | undefined
    for (const block of kept) {
      const text = block.text.trim()
      if (!text) continue
      if (block.group && block.group === lastGroup && paragraphs.length) paragraphs[paragraphs.length - 1] += ` ${text}`
      else paragraphs.push(text)
      lastGroup = block.group
    }
    return paragraphs
  }

  write(): WrittenChapter {
    const { beat, plan, after, cast } = this.trace
    if (beat.final) this.writeEnding()
    else if (this.req.chapterNumber === 1) this.writeStart()
    else this.writeMiddle()
    const paragraphs = this.fit()
    const text = paragraphs.join('\n\n')
    const facts = this.factsTold.filter((f) => factIn(text, f)).map((f) => f.text)
    const options = beat.final ? [] : this.nextActions.map((action) => optionText(plan, cast, after, action))
    const title = this.req.chapterNumber === 1 ? this.title() : null
    return { title, text, facts, options }
  }

  title(): string {
    const goal = this.trace.plan.goal
    const bank = goal.kind === 'animal' ? banks.ANIMAL.titles : goal.kind === 'mystery' ? banks.MYSTERY.titles : goal.kind === 'lost' ? banks.LOST.titles : banks.PLACE.titles
    const random = createRandom(`${this.trace.plan.storySeed}|title`)
    const pen = new Pen(random, this.band, this.pen.slots, new Set())
    const title = pen.pick(bank)
    return title
      .split(' ')
      .map((word, i) => (i === 0 || !/^(a|an|the|of|and|at|in|on|to|for)$/.test(word) ? cap(word) : word))
      .join(' ')
  }
}

/** Writes a chapter. The same request always gives the same chapter. */
export function composeChapter(req: ChapterRequest): WrittenChapter {
  const trace = traceStory(req)
  return new ChapterWriter(req, trace).write()
}

