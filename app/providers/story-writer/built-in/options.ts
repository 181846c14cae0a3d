/**
 * The three choices at the end of a chapter. Each names something real in the park: a trail, an
 * animal, a feature, or the ranger; sometimes one leads back to the story's goal.
 */
import { freshFirst, type Ctx } from './context'
import { goalOptions, type Goal } from './goals'
import type { FeatureInfo, TrailInfo } from './park-words'
import { trailLeadsTo, type Scene } from './scenes'
import { capitalize } from './text'
import { animalOptions, isSightable } from './wildlife'

const MAX_OPTION_LENGTH = 69

function trailOptions(t: TrailInfo): string[] {
  switch (t.source.difficulty) {
    case 'easy':
      return [`Walk ${t.ref}`, `Stroll along ${t.ref}`, `Explore ${t.ref}`]
    case 'moderate':
      return [`Hike ${t.ref}`, `Set off along ${t.ref}`, `Explore ${t.ref}`]
    default:
      return [`Take on ${t.ref}`, `Hike ${t.ref}`, `Try the challenging ${t.ref.replace(/^the /, '')}`]
  }
}

function featureOptions(f: FeatureInfo): string[] {
  const ref = f.ref
  switch (f.type) {
    case 'overlook':
      return [`Walk out to ${ref}`, `Visit ${ref}`]
    case 'peak':
      return [`Find a view of ${ref}`, `Look for the best view of ${ref}`]
    case 'ice':
      return [`Look for a view of ${ref}`, `Find a spot to see ${ref}`]
    case 'coast':
      return [`Look out toward ${ref}`, `Find a view of ${ref}`]
    case 'geyser':
      return [`Visit ${ref}`, `Watch ${ref} from a safe spot`]
    case 'volcano':
      return [`Look out over ${ref}`, `Find a view of ${ref}`]
    case 'dune':
      return [`Head out to ${ref}`, `Visit ${ref}`]
    case 'cave':
      return f.enterable ? [`Explore ${ref}`, `Visit ${ref}`] : [`Learn about ${ref}`]
    case 'water':
      return [`Visit ${ref}`, `Head down to ${ref}`]
    case 'layer':
      return [`Look for ${ref}`, `Take a close look at ${ref}`]
    default:
      return [`Visit ${ref}`, `Go see ${ref}`]
  }
}

const fits = (option: string) => option.length <= MAX_OPTION_LENGTH

/** Three distinct options, each grounded in the park and none pointing at this chapter's own scene. */
export function makeOptions(c: Ctx, goal: Goal, scene: Scene): string[] {
  const R = c.ranger.title
  const notHere = <T>(item: T | null, current: T | null) => item !== current
  // A trail to the place the story keeps for its ending is not offered before then.
  const toReserved = (t: TrailInfo) => c.w.features.some((f) => c.reserved.has(f) && trailLeadsTo(t, f))
  const trails = freshFirst(c, c.w.trails).filter((t) => notHere(t, scene.trail) && !toReserved(t))
  const animals = freshFirst(c, c.w.watchable.filter(isSightable)).filter((a) => notHere(a, scene.animal))
  const features = freshFirst(c, c.w.features).filter((f) => notHere(f, scene.feature))
  const candidates: Record<string, string[]> = {
    trail: trails.slice(0, 3).flatMap((t) => c.rng.shuffle(trailOptions(t)).filter(fits).slice(0, 1)),
    animal: animals.slice(0, 3).flatMap((a) => c.rng.shuffle(animalOptions(a)).filter(fits).slice(0, 1)),
    feature: features.slice(0, 3).flatMap((f) => c.rng.shuffle(featureOptions(f)).filter(fits).slice(0, 1)),
    ranger: [
      ...features.slice(1, 3).map((f) => `Ask ${R} about ${f.ref}`),
      ...c.rng
        .shuffle(c.w.animals.filter((a) => a !== scene.animal && !c.reserved.has(a) && (!c.young || a.group !== 'hidden')))
        .slice(0, 2)
        .map((a) => `Ask ${R} about ${a.the}`),
    ].filter(fits),
    goal: goalOptions(c, goal).filter(fits),
  }
  const kinds = c.rng.shuffle(['trail', 'animal', 'feature', 'trail', 'animal', 'feature', 'ranger', 'goal'])
  // The goal comes up now and then, never crowding out the park itself.
  if (c.rng.chance(0.5)) kinds.splice(kinds.indexOf('goal'), 1)
  const options: string[] = []
  const usedKinds = new Set<string>()
  for (const kind of kinds) {
    if (options.length === 3) break
    if (usedKinds.has(kind)) continue
    const option = candidates[kind].find((o) => !options.includes(o))
    if (!option) continue
    usedKinds.add(kind)
    options.push(capitalize(option))
  }
  // A park always has enough trails, animals and features, but never return fewer than three.
  const spare = [...candidates.trail, ...candidates.feature, ...candidates.animal, ...candidates.ranger, ...candidates.goal]
  for (const option of spare) {
    if (options.length === 3) break
    if (!options.includes(capitalize(option))) options.push(capitalize(option))
  }
  const fallback = ['Continue the adventure', 'Explore a different path', 'Investigate the surroundings']
  for (const option of fallback) if (options.length < 3 && !options.includes(option)) options.push(option)
  return options
}
