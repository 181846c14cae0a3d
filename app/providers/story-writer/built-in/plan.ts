/**
 * The story's plot as a small state machine. The plan (where the day happens, when, which goal, which
 * turn) comes from the story seed alone, so every chapter of a story agrees on it. Each chapter is one
 * step: the child's choice is an action, the action has consequences (a clue found or missed, a tip,
 * the turn), and the next options are built from the new state, never offering what was already done.
 * To write chapter N the writer replays the choices of chapters 1 to N-1; only the last chapter is
 * written out in words.
 */
import type { Park } from '~/data/park-types'
import { dayZones, inMonths, isVisitable, placesFor } from '~/data/places/park-places'
import type { Climate, ParkPlaces, Place, Zone } from '~/data/places/types'
import type { AgeBand } from '~/utils/age-band'
import { createRandom, type Random } from './random'
import { animalInfo, type AnimalInfo } from './wildlife'

export type GoalKind = 'animal' | 'mystery' | 'lost' | 'place'
export type TurnKind = 'weather' | 'wildlife' | 'mistake' | 'worry' | 'closure'
export type Method = 'quiet' | 'tracks' | 'listen' | 'binoculars' | 'closer' | 'item' | 'map'
export type How = 'walk' | 'hike' | 'shuttle' | 'boat' | 'drive' | 'tour' | 'plane' | 'go'

export type EndingKind =
  | 'seen'
  | 'far'
  | 'missed'
  | 'solved-self'
  | 'solved-ranger'
  | 'solved-late'
  | 'returned-self'
  | 'returned-desk'
  | 'returned-late'
  | 'perfect'
  | 'almost'
  | 'plan-b'

export interface LostItem {
  id: string
  noun: string
  /** What it looks like: "with a purple cover". */
  look: string
}

export const LOST_ITEMS: LostItem[] = [
  { id: 'sketchbook', noun: 'sketchbook', look: 'with a purple cover and a lot of bent corners' },
  { id: 'booklet', noun: 'Junior Ranger booklet', look: 'with half of its pages already filled in' },
  { id: 'journal', noun: 'nature journal', look: 'held shut with a rubber band' },
  { id: 'map', noun: 'park map', look: 'folded small and covered in doodles' },
  { id: 'notebook', noun: 'little spiral notebook', look: 'with a sticker of a bison on the front' },
]

export interface Goal {
  kind: GoalKind
  animal: AnimalInfo | null
  mystery: 'call' | 'tracks' | null
  /** place goal: the special place; lost goal: where the owner is headed last. */
  target: Place | null
  /** Where progress can be made, in the order the story prefers. */
  cluePlaces: Place[]
  item: LostItem | null
}

export interface Turn {
  kind: TurnKind
  chapter: number
  animal: AnimalInfo | null
  place: Place | null
}

export interface Plan {
  park: Park
  model: ParkPlaces
  band: AgeBand
  zone: Zone
  zones: Set<string>
  /** Places the family can go today. */
  places: Place[]
  /** Closed places and ones that need a permit in today's zones: talked about, never visited. */
  offLimits: Place[]
  start: Place
  month: number
  climate: Climate
  goal: Goal
  turn: Turn
  animals: AnimalInfo[]
  storySeed: string
}

export type Action =
  | { kind: 'start' }
  | { kind: 'go'; place: Place; how: How; again?: boolean }
  | { kind: 'look'; method: Method }
  | { kind: 'ask'; who: 'ranger' | 'grown-up' }
  | { kind: 'goal' }
  | { kind: 'free'; text: string; place: Place | null; animal: AnimalInfo | null; offLimits: Place | null }

export interface Clue {
  chapter: number
  place: Place
  /** found: seen or heard at a place; tip: the ranger told them; item: read in the lost thing. */
  how: 'found' | 'tip' | 'item'
  method: Method | null
  wrong: boolean
}

export interface State {
  /** Chapters already written. */
  chapter: number
  at: Place
  visited: Place[]
  done: Set<string>
  clues: Clue[]
  tip: Place | null
  askedRanger: boolean
  ownerKnown: boolean
  turnHappened: boolean
  /** Where the turn happened. */
  turnPlace: Place | null
  /** The last chapter's place, for "they walked back from ...". */
  from: Place | null
}

export interface Beat {
  chapter: number
  final: boolean
  action: Action
  from: Place
  at: Place
  travel: How | null
  clue: Clue | null
  /** Tried for the goal here and found nothing for it. */
  missed: boolean
  tip: Place | null
  turn: Turn | null
  /** An animal met here (never the goal animal before the ending). */
  encounter: AnimalInfo | null
  ending: EndingKind | null
  /** A free choice named a place the family cannot go today. */
  offLimits: Place | null
  /** The ending happens here, a short walk on, where its animal really lives or its place really is. */
  endAt: Place | null
}

export const validClues = (state: State) => state.clues.filter((clue) => !clue.wrong)

export function actionKey(action: Action): string {
  switch (action.kind) {
    case 'go':
      return action.again ? `go-again:${action.place.id}` : `go:${action.place.id}`
    case 'look':
      return `look:${action.method}`
    case 'ask':
      return `ask:${action.who}`
    case 'free':
      return `free:${action.text.toLowerCase()}`
    default:
      return action.kind
  }
}

/**
 * The part of the seed that names the story. Callers pass `${storyId}:${chapterNumber}` (or add more
 * after it), so the story seed is whatever comes before the chapter number.
 */
export function storySeedOf(seed: string, chapterNumber: number) {
  const parts = seed.split(':')
  const index = parts.lastIndexOf(String(chapterNumber))
  if (index > 0) return parts.slice(0, index).join(':')
  const last = seed.lastIndexOf(':')
  return last > 0 ? seed.slice(0, last) : seed
}

// ---------------------------------------------------------------------------------------------
// The plan

/** A park with no place model yet gets one simple zone built from its features. */
function fallbackModel(park: Park): ParkPlaces {
  const places: Place[] = park.geology.map((feature, i) => ({
    id: `feature-${i}`,
    name: feature.name,
    kind: 'feature',
    zone: 'main',
    access: 'road',
    feature: feature.name,
    habitat: [],
    animals: [],
    plants: [],
    safety: [],
    scene: [`They came to ${feature.name}.`, 'They stopped to look.', `They came to ${feature.name} and stopped to look for a long while.`],
  }))
  places.unshift({
    id: 'visitor-center',
    name: 'the visitor center',
    kind: 'visitor-centre',
    zone: 'main',
    access: 'road',
    habitat: [],
    animals: [],
    plants: [],
    safety: [],
    scene: ['The visitor center was busy.', 'A big map hung on the wall.', 'The visitor center was busy with families, and a big map on the wall showed every trail.'],
  })
  return { parkId: park.id, climate: 'temperate', months: [5, 9], zones: [{ id: 'main', name: park.name, arrival: 'car', start: 'visitor-center' }], places }
}

const monthsOf = (range: [number, number]) => Array.from({ length: 12 }, (_, i) => i + 1).filter((m) => inMonths(range, m))

function chooseZone(model: ParkPlaces, random: Random, month: number): Zone {
  const scored = model.zones.map((zone) => {
    const zones = dayZones(model, zone)
    const count = model.places.filter((p) => zones.has(p.zone) && isVisitable(p) && inMonths(p.months, month)).length
    const startsAtDesk = model.places.find((p) => p.id === zone.start)?.kind === 'visitor-centre'
    return { zone, weight: (count >= 5 ? 4 : count >= 4 ? 3 : count >= 3 ? 1 : 0) * (startsAtDesk ? 3 : 1) }
  })
  const usable = scored.filter((s) => s.weight > 0)
  if (!usable.length) return scored.sort((a, b) => b.weight - a.weight)[0].zone
  const total = usable.reduce((sum, s) => sum + s.weight, 0)
  let roll = random.next() * total
  for (const s of usable) {
    roll -= s.weight
    if (roll < 0) return s.zone
  }
  return usable[0].zone
}

/** Animals that live somewhere the family can go today and that a story can show by day. */
function placesOf(animal: AnimalInfo, places: Place[]) {
  return places.filter((p) => p.animals.includes(animal.source.name))
}

function chooseGoal(plan: Omit<Plan, 'goal' | 'turn'>, random: Random): Goal {
  const { places, start, animals } = plan
  const away = places.filter((p) => p !== start)
  const watchable = animals.filter((a) => (a.visibility === 'day' || a.visibility === 'far') && placesOf(a, away).length >= 2)
  const callers = animals.filter((a) => a.call && a.visibility === 'day' && placesOf(a, away).length >= 2)
  const trackers = animals.filter((a) => a.tracks && a.visibility !== 'never' && placesOf(a, away).filter((p) => !p.habitat.includes('cave') && p.kind !== 'visitor-centre').length >= 2)
  const stars = away.filter((p) => ['feature', 'viewpoint', 'cave', 'historic'].includes(p.kind))
  const options: [GoalKind, number][] = []
  if (watchable.length) options.push(['animal', 3])
  if (callers.length || trackers.length) options.push(['mystery', 3])
  // Someone else's lost thing needs other people about: not in a roadless wilderness.
  if (away.length >= 2 && start.kind === 'visitor-centre' && !plan.zone.roadless) options.push(['lost', 3])
  if (stars.length && away.length >= 3) options.push(['place', 3])
  if (!options.length) options.push(away.length >= 2 ? ['place', 1] : ['lost', 1])
  const total = options.reduce((sum, [, w]) => sum + w, 0)
  let roll = random.next() * total
  let kind: GoalKind = options[0][0]
  for (const [k, w] of options) {
    roll -= w
    if (roll < 0) {
      kind = k
      break
    }
  }
  const spread = (list: Place[]) => random.shuffle(list)
  switch (kind) {
    case 'animal': {
      const animal = random.pick(watchable)
      return { kind, animal, mystery: null, target: null, cluePlaces: spread(placesOf(animal, away)), item: null }
    }
    case 'mystery': {
      const byCall = callers.length && (!trackers.length || random.chance(0.55))
      const animal = random.pick(byCall ? callers : trackers)
      const where = placesOf(animal, away).filter((p) => byCall || (!p.habitat.includes('cave') && p.kind !== 'visitor-centre'))
      return { kind, animal, mystery: byCall ? 'call' : 'tracks', target: null, cluePlaces: spread(where), item: null }
    }
    case 'place': {
      const target = random.pick(stars)
      const helpers = spread(away.filter((p) => p !== target)).slice(0, 2)
      return { kind, animal: null, mystery: null, target, cluePlaces: [...helpers, target], item: null }
    }
    default: {
      const route = spread(away).slice(0, 2)
      return { kind: 'lost', animal: null, mystery: null, target: route[route.length - 1] ?? start, cluePlaces: route, item: random.pick(LOST_ITEMS) }
    }
  }
}

function chooseTurn(plan: Omit<Plan, 'turn'>, random: Random): Turn {
  const chapter = random.pick([2, 3, 3, 4])
  const kinds: TurnKind[] = ['weather', 'mistake', 'worry']
  const bigAnimals = plan.animals.filter((a) => a.big && a.visibility !== 'never' && plan.places.some((p) => p.animals.includes(a.source.name)))
  if (bigAnimals.length) kinds.push('wildlife')
  if (plan.offLimits.length) kinds.push('closure', 'closure')
  if (plan.goal.kind === 'lost' || plan.goal.kind === 'place') kinds.push('worry')
  const kind = random.pick(kinds)
  return {
    kind,
    chapter,
    animal: kind === 'wildlife' ? random.pick(bigAnimals) : null,
    place: kind === 'closure' ? random.pick(plan.offLimits) : null,
  }
}

export function makePlan(park: Park, band: AgeBand, storySeed: string): Plan {
  const random = createRandom(`${storySeed}|plan|${park.id}`)
  const model = placesFor(park.id) ?? fallbackModel(park)
  const month = random.pick(monthsOf(model.months))
  const zone = chooseZone(model, random, month)
  const zones = dayZones(model, zone)
  const inZones = model.places.filter((p) => zones.has(p.zone))
  const start = model.places.find((p) => p.id === zone.start) ?? inZones[0]
  const places = inZones.filter((p) => isVisitable(p) && inMonths(p.months, month))
  if (!places.includes(start)) places.unshift(start)
  const offLimits = inZones.filter((p) => p.access === 'closed' || p.access === 'permit')
  const animals = park.animals.map(animalInfo)
  const base = { park, model, band, zone, zones, places, offLimits, start, month, climate: model.climate, animals, storySeed }
  const goal = chooseGoal(base, random)
  const withGoal = { ...base, goal }
  return { ...withGoal, turn: chooseTurn(withGoal, random) }
}

// ---------------------------------------------------------------------------------------------
// Steps

export function initialState(plan: Plan): State {
  return {
    chapter: 0,
    at: plan.start,
    visited: [],
    done: new Set(),
    clues: [],
    tip: null,
    askedRanger: false,
    ownerKnown: false,
    turnHappened: false,
    turnPlace: null,
    from: null,
  }
}

export function howTo(plan: Plan, from: Place, to: Place): How {
  if (to.access === 'ranger-tour') return 'tour'
  if (to.access === 'shuttle') return 'shuttle'
  if (to.access === 'boat' && from.access !== 'boat') return 'boat'
  // Back from a zone one reaches by shuttle (Katmai's valley tour bus): the same shuttle, not a plane.
  const fromZone = plan.model.zones.find((z) => z.id === from.zone)
  if (from.zone !== to.zone && fromZone?.arrival === 'shuttle' && fromZone.links?.includes(to.zone)) return 'shuttle'
  if (to.access === 'plane' && from.zone !== to.zone) return 'plane'
  const zone = plan.model.zones.find((z) => z.id === to.zone)
  if (from.zone !== to.zone && zone?.arrival === 'boat') return 'boat'
  if (from.zone !== to.zone && !zone?.roadless) return 'drive'
  const trail = to.trail ? plan.park.trails.find((t) => t.name === to.trail) : null
  if (trail) return trail.difficulty !== 'easy' ? 'hike' : 'walk'
  // In a park people drive around, the story does not say how far the next stop is.
  if (zone?.arrival === 'car' && !zone.roadless) return 'go'
  return 'walk'
}

const isQuietMethod = (method: Method | null) => method === 'quiet' || method === 'binoculars' || method === 'listen'

/** Which look works for the goal here. */
function looksFor(goal: Goal): Method[] {
  switch (goal.kind) {
    case 'animal':
      return goal.animal?.tracks ? ['quiet', 'binoculars', 'tracks'] : ['quiet', 'binoculars']
    case 'mystery':
      return goal.mystery === 'call' ? ['listen', 'quiet'] : ['tracks', 'closer']
    case 'lost':
      return ['item']
    default:
      return ['map']
  }
}

function encounterAt(plan: Plan, place: Place, random: Random, exclude: AnimalInfo | null): AnimalInfo | null {
  // Animals are met out there, not at the visitor center desk.
  if (place.kind === 'visitor-centre') return null
  const here = plan.animals.filter((a) => place.animals.includes(a.source.name) && a.visibility === 'day' && a !== exclude)
  return here.length ? random.pick(here) : null
}

function endingFor(plan: Plan, state: State, beat: Beat): EndingKind {
  const goal = plan.goal
  const clues = validClues(state).length
  const atCluePlace = goal.cluePlaces.includes(beat.at)
  const quiet = beat.action.kind === 'look' && isQuietMethod(beat.action.method)
  const direct = beat.action.kind === 'goal'
  switch (goal.kind) {
    case 'animal':
      if (clues >= 2 || (clues >= 1 && (quiet || direct || atCluePlace))) return goal.animal?.visibility === 'far' ? 'far' : 'seen'
      if (clues >= 1 || state.askedRanger) return 'far'
      return 'missed'
    case 'mystery':
      if (clues >= 2 || (clues >= 1 && (atCluePlace || direct || quiet))) return 'solved-self'
      if (state.askedRanger) return 'solved-ranger'
      return 'solved-late'
    case 'lost':
      if (state.ownerKnown && (direct || beat.at === goal.target || clues >= 2)) return 'returned-self'
      if (state.askedRanger || direct) return 'returned-desk'
      return 'returned-late'
    default:
      if (state.turnHappened && (plan.turn.kind === 'weather' || plan.turn.kind === 'closure') && !direct && beat.at !== goal.target) return 'plan-b'
      if (clues >= 2 || (clues >= 1 && direct)) return 'perfect'
      return 'almost'
  }
}

/** Takes one chapter's step: the action, its consequences and, if due, the turn. */
export function step(plan: Plan, state: State, action: Action, final: boolean): { beat: Beat; state: State } {
  const chapter = state.chapter + 1
  const random = createRandom(`${plan.storySeed}|step|${chapter}|${actionKey(action)}`)
  const goal = plan.goal
  const next: State = { ...state, chapter, done: new Set(state.done), clues: [...state.clues], visited: [...state.visited], from: state.at }
  const beat: Beat = {
    chapter,
    final,
    action,
    from: state.at,
    at: state.at,
    travel: null,
    clue: null,
    missed: false,
    tip: null,
    turn: null,
    encounter: null,
    ending: null,
    offLimits: null,
    endAt: null,
  }
  const foundHere = (place: Place) => next.clues.some((c) => c.place === place && c.how === 'found' && !c.wrong)
  const addClue = (place: Place, how: Clue['how'], method: Method | null) => {
    const clue: Clue = { chapter, place, how, method, wrong: false }
    next.clues.push(clue)
    beat.clue = clue
  }
  const moveTo = (place: Place) => {
    if (place !== state.at) beat.travel = howTo(plan, state.at, place)
    beat.at = place
    next.at = place
    if (!next.visited.includes(place)) next.visited.push(place)
  }

  const bestGoalPlace = () =>
    (next.tip && !foundHere(next.tip) ? next.tip : null) ??
    goal.cluePlaces.find((p) => !foundHere(p) && p !== state.at) ??
    goal.cluePlaces.find((p) => p !== state.at) ??
    goal.cluePlaces[0] ??
    state.at

  switch (action.kind) {
    case 'start':
      moveTo(plan.start)
      break
    case 'go': {
      moveTo(action.place)
      if (goal.cluePlaces.includes(action.place) && !foundHere(action.place) && !final) addClue(action.place, 'found', null)
      else if (!final) beat.missed = true
      break
    }
    case 'free': {
      const place = action.place ?? (action.animal ? plan.places.find((p) => p.animals.includes(action.animal!.source.name) && p !== state.at) : null)
      beat.offLimits = action.offLimits
      if (place) moveTo(place)
      else {
        const fresh = plan.places.find((p) => !next.visited.includes(p) && p !== state.at)
        if (fresh) moveTo(fresh)
      }
      if (!final && goal.cluePlaces.includes(beat.at) && !foundHere(beat.at)) addClue(beat.at, 'found', null)
      else if (!final) beat.missed = true
      break
    }
    case 'look': {
      const works = looksFor(goal).includes(action.method)
      if (goal.kind === 'lost' && action.method === 'item') {
        next.ownerKnown = true
        if (!final) addClue(goal.target ?? state.at, 'item', 'item')
      } else if (works && goal.cluePlaces.includes(state.at) && !final) addClue(state.at, 'found', action.method)
      else if (works && goal.kind === 'place' && !final) addClue(state.at, 'found', action.method)
      else if (!final) beat.missed = true
      break
    }
    case 'ask': {
      if (action.who === 'ranger') {
        next.askedRanger = true
        if (goal.kind === 'place') {
          if (!final) addClue(state.at, 'tip', null)
        } else if (goal.kind !== 'lost') {
          const tip = goal.cluePlaces.find((p) => !foundHere(p)) ?? goal.cluePlaces[0] ?? null
          next.tip = tip
          beat.tip = tip
          if (tip && !final) addClue(tip, 'tip', null)
        }
      }
      break
    }
    case 'goal': {
      if (goal.kind === 'lost') {
        // Back to the ranger at the desk where the day began.
        moveTo(plan.start)
        next.askedRanger = true
      } else {
        const place = goal.kind === 'place' ? (goal.target ?? bestGoalPlace()) : bestGoalPlace()
        moveTo(place)
        if (!final && (goal.cluePlaces.includes(place) || goal.kind === 'place') && !foundHere(place)) addClue(place, 'found', null)
      }
      break
    }
  }

  // The turn: once, in its chapter, never in the last one.
  if (!final && !state.turnHappened && chapter >= plan.turn.chapter && chapter >= 2) {
    const turn = plan.turn
    next.turnHappened = true
    next.turnPlace = beat.at
    beat.turn = turn
  }

  if (final) {
    beat.ending = endingFor(plan, next, beat)
    const needsAnimal = goal.animal && beat.ending !== 'missed' && (goal.kind === 'animal' || goal.kind === 'mystery')
    if (needsAnimal && !beat.at.animals.includes(goal.animal!.source.name)) {
      const lives = (p: Place) => p.animals.includes(goal.animal!.source.name)
      beat.endAt = validClues(next).map((c) => c.place).find(lives) ?? goal.cluePlaces.find(lives) ?? plan.places.find(lives) ?? null
    }
    if (goal.kind === 'place' && goal.target && beat.at !== goal.target && (beat.ending === 'perfect' || beat.ending === 'almost')) beat.endAt = goal.target
  }
  if (!beat.ending || beat.ending !== 'seen') {
    const exclude = goal.kind === 'animal' || goal.kind === 'mystery' ? goal.animal : null
    beat.encounter = encounterAt(plan, beat.at, random, exclude)
  }
  next.done.add(actionKey(action))
  return { beat, state: next }
}

// ---------------------------------------------------------------------------------------------
// Options

/** The three actions offered at the end of a chapter: different kinds, nothing already done. */
export function optionActions(plan: Plan, state: State): Action[] {
  const random = createRandom(`${plan.storySeed}|options|${state.chapter}`)
  const goal = plan.goal
  const done = (action: Action) => state.done.has(actionKey(action))
  const unvisited = plan.places.filter((p) => p !== state.at && !state.visited.includes(p))
  const go = (place: Place): Action => ({ kind: 'go', place, how: howTo(plan, state.at, place) })
  const foundHere = (place: Place) => state.clues.some((c) => c.place === place && c.how === 'found' && !c.wrong)

  const goalPlaces = [state.tip, ...goal.cluePlaces].filter((p): p is Place => !!p && p !== state.at && !foundHere(p) && unvisited.includes(p))
  const otherPlaces = random.shuffle(unvisited.filter((p) => !goalPlaces.includes(p)))
  // Some ways of looking fit only some places: no binoculars or tracks inside a visitor center or a cave.
  const fitsHere = (method: Method) =>
    state.at.kind === 'visitor-centre' ? method === 'item' || method === 'map' : state.at.kind === 'cave' ? ['listen', 'closer', 'quiet', 'item', 'map'].includes(method) : true
  const looks: Action[] = random.shuffle(
    (goal.kind === 'lost' ? (state.ownerKnown ? [] : (['item'] as Method[])) : looksFor(goal)).filter(fitsHere).map((method) => ({ kind: 'look' as const, method })),
  )
  const extraLooks: Action[] = random.shuffle(
    (['quiet', 'listen', 'binoculars', 'tracks', 'closer'] as Method[]).filter((m) => !looksFor(goal).includes(m) && fitsHere(m)).map((method) => ({ kind: 'look' as const, method })),
  )

  const candidates: Action[] = []
  // "Head straight for X" and "Visit X" are one choice when the goal is the place X.
  const sameTrip = (a: Action, b: Action) =>
    goal.kind === 'place' && !!goal.target && [a, b].some((x) => x.kind === 'goal') && [a, b].some((x) => x.kind === 'go' && x.place === goal.target)
  const add = (action: Action | null | undefined) => {
    if (!action || done(action) || candidates.some((c) => actionKey(c) === actionKey(action) || sameTrip(c, action))) return false
    candidates.push(action)
    return true
  }
  // One place that matters for the goal, one that does not (so choices lead to different things),
  // and one other kind of choice: a closer look, the ranger, or heading straight for the goal.
  if (goalPlaces.length && random.chance(0.8)) add(go(goalPlaces[0]))
  add(otherPlaces[0] ? go(otherPlaces[0]) : null)
  const third: Action[] = []
  if (looks[0]) third.push(looks[0])
  if (!state.askedRanger) third.push({ kind: 'ask', who: 'ranger' })
  if (state.chapter >= 2) third.push({ kind: 'goal' })
  // Only one choice of that other kind: the rest name places in the park.
  for (const action of random.shuffle(third)) {
    if (candidates.length >= 3 || add(action)) break
  }
  const revisits = random.shuffle(plan.places.filter((p) => p !== state.at && state.visited.includes(p))).map(go)
  const placed = (a: Action) => a.kind === 'go' || (a.kind === 'look' && a.method !== 'item' && a.method !== 'map')
  for (const action of [...goalPlaces.map(go), ...otherPlaces.slice(1).map(go), ...looks.filter(placed), ...extraLooks, ...revisits, ...looks, ...third, { kind: 'ask', who: 'grown-up' } as Action]) {
    if (candidates.length >= 3) break
    add(action)
  }
  // A long story that has been everywhere goes back to a favorite place.
  for (const place of random.shuffle(plan.places.filter((p) => p !== state.at))) {
    if (candidates.length >= 3) break
    add({ kind: 'go', place, how: howTo(plan, state.at, place) })
  }
  // Still short (a small park where everything has been done): going back to a place they have
  // already seen is always a real choice, offered once per place.
  for (const place of random.shuffle(plan.places.filter((p) => p !== state.at && state.visited.includes(p)))) {
    if (candidates.length >= 3) break
    add({ kind: 'go', place, how: howTo(plan, state.at, place), again: true })
  }
  return random.shuffle(candidates.slice(0, 3))
}
