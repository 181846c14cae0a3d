/**
 * The words a chapter is written with: the template slots for the cast, the park, the place, the
 * goal and the animal of the moment, and the wording of each option. Option words depend only on the
 * story (never on the chapter's own seed), so replaying a story finds the same options again.
 */
import type { Park, Trail } from '~/data/park-types'
import type { Place } from '~/data/places/types'
import { banks } from '../content'
import type { Cast } from './cast'
import { actionKey as actionKeyOf, type Action, type Plan, type State } from './plan'
import { createRandom, type Random } from './random'
import { canRender, render, type Slots } from './template'
import { withArticle, type AnimalInfo } from './wildlife'

/** The hero's hat, water bottle, the grown-up's pack and the day's snack: one of each per story. */
const HATS = ['sun hat', 'floppy hat', 'baseball cap', 'bucket hat', 'wide straw hat', 'green cap', 'striped sun hat', 'old red cap']
const BOTTLES = ['water bottle', 'blue water bottle', 'dented water bottle', 'water bottle with stickers on it', 'green water bottle', 'orange water bottle']
const PACKS = ['backpack', 'big blue backpack', 'old red backpack', 'backpack with too many pockets', 'faded green backpack', 'little daypack']
const SNACKS = ['apple slices', 'crackers', 'trail mix', 'cheese sticks', 'orange slices', 'pretzels', 'granola bars', 'grapes']

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

export const refOf = (place: Place) => place.ref ?? place.name
export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
export const lowerFirst = (text: string) => {
  const word = text.split(/\s/)[0] ?? ''
  if (word.length > 1 && word === word.toUpperCase()) return text
  return text.charAt(0).toLowerCase() + text.slice(1)
}

export function parkShortName(name: string) {
  // A person's name and a place that wants "the" read wrong alone: "Kai watched Virgin Islands drift by".
  if (/^(Theodore Roosevelt|Virgin Islands) National Park$/.test(name)) return name
  return name
    .replace(/^National Park of (the )?/, '')
    .replace(/ National (and State )?Parks?( and Preserve)?$/, '')
    .trim()
}

/** "Navajo Loop Trail" from "Navajo Loop Trail"; null for a name that is not a trail's ("High Dune on First Ridge"). */
export function trailShort(trail: Trail): string | null {
  let name = trail.name.replace(/^The /, '')
  name = name.replace(/ (to|from) .*$/, '')
  if (!/\b(Trail|Loop|Path|Walk|Circuit|Route|Boardwalk|Promenade|Road|Nature Walk)\b/.test(name)) return null
  return name
}

export function milesText(miles: number) {
  if (miles === 0.5) return 'half a mile'
  if (miles === 0.25) return 'a quarter of a mile'
  if (miles === 1) return '1 mile'
  return `${Math.round(miles * 100) / 100} miles`
}

export type Terrain = 'water' | 'rock' | 'forest' | 'open' | 'inside' | 'path'

export function terrainOf(place: Place): Terrain {
  const h = new Set(place.habitat)
  if (place.kind === 'visitor-centre' || place.kind === 'cave') return 'inside'
  if (place.kind === 'shore' && ['river', 'lake', 'sea', 'stream', 'beach', 'wetland', 'reef'].some((x) => h.has(x as never))) return 'water'
  if (place.kind === 'trail') return h.has('forest') || h.has('rainforest') ? 'forest' : 'path'
  if (h.has('forest') || h.has('rainforest')) return 'forest'
  if (['rock', 'canyon', 'dunes', 'volcanic', 'glacier', 'alpine'].some((x) => h.has(x as never))) return 'rock'
  return 'open'
}

export function animalSlots(prefix: string, animal: AnimalInfo | null): Slots {
  if (!animal) return {}
  return {
    [prefix]: animal.name,
    [`a ${prefix}`]: animal.a,
    [`the ${prefix}`]: `the ${animal.name}`,
    [`The ${prefix}`]: `The ${animal.name}`,
    [`${prefix}s`]: animal.plural,
  }
}

/**
 * A plain noun for a place ("the beach", "the cave"), used once its name has been said often enough
 * in a chapter; null when no plain noun fits (the name is then kept).
 */
export function placeNoun(place: Place): string | null {
  if (place.noun) return place.noun
  const name = place.name
  const h = new Set(place.habitat)
  switch (place.kind) {
    case 'visitor-centre':
      return /station/i.test(name) ? 'the ranger station' : /dock|harbor|landing/i.test(name) ? 'the dock' : 'the visitor center'
    case 'cave':
      return /tube/i.test(name) ? 'the lava tube' : 'the cave'
    case 'trailhead':
      return 'the trailhead'
    case 'trail':
      return /boardwalk/i.test(name) ? 'the boardwalk' : (h.has('forest') || h.has('rainforest')) && !h.has('canyon') && !h.has('rock') ? 'the woods' : 'the trail'
    case 'viewpoint':
      return 'the lookout'
    case 'shore':
      if (h.has('beach')) return 'the beach'
      if (h.has('lake')) return 'the lake'
      if (h.has('sea') || h.has('reef')) return 'the shore'
      if (h.has('river') || h.has('stream')) return 'the river'
      return "the water's edge"
    case 'feature':
      if (/geyser/i.test(name)) return 'the geyser'
      if (/\barch\b/i.test(name)) return 'the arch'
      if (/falls|waterfall/i.test(name) || h.has('waterfall')) return 'the falls'
      if (/dune/i.test(name)) return 'the dunes'
      if (/glacier/i.test(name)) return 'the glacier'
      if (/canyon/i.test(name)) return 'the canyon'
      if (/grove|tree/i.test(name)) return 'the grove'
      if (/spring/i.test(name)) return 'the spring'
      return null
    case 'historic':
      if (/cabin/i.test(name)) return 'the cabin'
      if (/fort/i.test(name)) return 'the fort'
      if (/mill/i.test(name)) return 'the mill'
      if (/mine/i.test(name)) return 'the mine'
      if (/courthouse/i.test(name)) return 'the courthouse'
      if (/schoolhouse/i.test(name)) return 'the schoolhouse'
      if (/bathhouse/i.test(name)) return 'the bathhouses'
      if (/cliff palace|spruce tree house|balcony house|long house|step house/i.test(name)) return 'the cliff dwelling'
      if (/petroglyph|panel|newspaper rock/i.test(name)) return 'the rock carvings'
      return null
  }
}

export function placeSlots(prefix: string, place: Place | null): Slots {
  if (!place) return {}
  const ref = refOf(place)
  return { [prefix]: ref, [`${prefix}.cap`]: cap(ref), [`${prefix}.name`]: place.name }
}

export function trailSlots(park: Park, place: Place, young: boolean): Slots {
  const trail = place.trail ? park.trails.find((t) => t.name === place.trail) : undefined
  if (!trail) return {}
  const short = trailShort(trail)
  const level = young
    ? { easy: 'easy', moderate: 'a little bit hard', strenuous: 'hard' }[trail.difficulty]
    : { easy: 'easy', moderate: 'moderate', strenuous: 'steep and challenging' }[trail.difficulty]
  return {
    T: short ?? undefined,
    'T.miles': trail.lengthMiles === null ? undefined : milesText(trail.lengthMiles),
    'T.level': level,
  }
}

const storySlotCache = new WeakMap<Plan, Map<string, Slots>>()

/** Slots that stay the same for the whole story. */
export function storySlots(plan: Plan, cast: Cast): Slots {
  let byCast = storySlotCache.get(plan)
  if (!byCast) storySlotCache.set(plan, (byCast = new Map()))
  const key = `${cast.hero.name}|${cast.sidekick.name}|${cast.child ?? ''}|${cast.ranger.name}`
  const hit = byCast.get(key)
  if (hit) return hit
  const slots = makeStorySlots(plan, cast)
  byCast.set(key, slots)
  return slots
}

function makeStorySlots(plan: Plan, cast: Cast): Slots {
  const random = createRandom(`${plan.storySeed}|weather`)
  const summer = plan.month >= 5 && plan.month <= 9
  const weather = banks.WEATHER[plan.climate] ?? banks.WEATHER.temperate
  const goal = plan.goal
  const call = goal.animal?.call ?? null
  return {
    ...cast.slots,
    park: parkShortName(plan.park.name),
    Park: plan.park.name,
    month: MONTHS[plan.month - 1],
    weather: random.pick(summer ? weather.s : weather.c),
    zone: plan.zone.name,
    ...animalSlots('A', goal.animal),
    noise: call?.noise,
    sound: call?.words,
    reveal: call?.reveal ?? (goal.mystery === 'tracks' && goal.animal ? `walked right across the path, leaving tracks just like the ones they had followed` : undefined),
    item: goal.item?.noun,
    ...(goal.item ? spotSlots(random.pick(['on a bench by the door', 'on the low wall outside', 'beside the water fountain', 'on the bench under the big park sign'])) : {}),
    look: goal.item?.look,
    ...placeSlots('X', goal.target),
    ...(plan.start.kind === 'visitor-centre' ? placeSlots('desk', plan.start) : {}),
    // The small things that stay the same all day and differ from one story to the next.
    hat: random.pick(HATS),
    bottle: random.pick(BOTTLES),
    pack: random.pick(PACKS),
    snack: random.pick(SNACKS),
  }
}

/** The sidekick's way of moving over this kind of ground, as a verb phrase. */
export function sidekickMove(plan: Plan, cast: Cast, place: Place, random: Random, slots: Slots): string {
  const lines = banks.SIDEKICKS[cast.shape]?.move[terrainOf(place)] ?? ['came along']
  return random.pick(lines).replace(/\{([^{}]+)\}/g, (whole, name: string) => slots[name] ?? whole)
}

function spotSlots(spot: string): Slots {
  return { spot: cap(spot), 'spot.lower': spot }
}

const MAX_OPTION = 68

const optionCache = new WeakMap<Plan, Map<string, string>>()

/** The words of one option. Deterministic for a story, a chapter and an action. */
export function optionText(plan: Plan, cast: Cast, state: State, action: Action): string {
  let cache = optionCache.get(plan)
  if (!cache) optionCache.set(plan, (cache = new Map()))
  const key = `${cast.hero.name}|${cast.sidekick.name}|${state.chapter}|${state.visited.map((p) => p.id).join(',')}|${actionKeyOf(action)}`
  const hit = cache.get(key)
  if (hit) return hit
  const text = makeOptionText(plan, cast, state, action)
  cache.set(key, text)
  return text
}

function makeOptionText(plan: Plan, cast: Cast, state: State, action: Action): string {
  const random = createRandom(`${plan.storySeed}|option|${state.chapter}|${action.kind}|${'place' in action && action.place ? action.place.id : ''}|${'method' in action ? action.method : ''}|${'who' in action ? action.who : ''}`)
  const slots: Slots = { ...storySlots(plan, cast) }
  let candidates: string[] = []
  const goal = plan.goal
  switch (action.kind) {
    case 'go': {
      Object.assign(slots, placeSlots('P', action.place), trailSlots(plan.park, action.place, false))
      // A trail that is the place itself is not hiked "to" itself.
      if (slots.T && refOf(action.place).includes(slots.T)) slots.T = undefined
      const forGoal = goal.cluePlaces.includes(action.place) && random.chance(0.6)
      const how = banks.OPTION_WORDS.go[action.how] ?? banks.OPTION_WORDS.go.walk
      candidates = forGoal && action.how === 'walk' ? [...banks.OPTION_WORDS.goFor[goal.kind]] : [...how]
      if (state.visited.includes(action.place)) candidates = [...banks.OPTION_WORDS.again]
      break
    }
    case 'look':
      // Looking happens where they are: the option says where.
      Object.assign(slots, placeSlots('P', state.at))
      candidates = banks.OPTION_WORDS.look[action.method]
      break
    case 'ask':
      Object.assign(slots, placeSlots('P', state.at))
      candidates = banks.OPTION_WORDS.ask[action.who]
      break
    case 'goal':
      candidates = banks.OPTION_WORDS.goal[goal.kind]
      break
    default:
      candidates = ['Keep exploring']
  }
  const usable = random.shuffle(candidates).map((template) => (canRender(template, slots) ? render(template, slots, random) : ''))
  const fits = usable.filter((text) => text && text.length <= MAX_OPTION)
  const text = fits[0] ?? usable.find(Boolean) ?? 'Keep exploring'
  return text.length > MAX_OPTION && action.kind === 'go' ? `Go to ${refOf(action.place)}`.slice(0, 69) : text
}

export { withArticle }
