import { parks } from '~/data/parks'
import { shortParkName } from '~/utils/story-stats'
import type { AdventureStats } from './adventure-stats.server'
import { parkImageUrl } from './art.server'

/** A park as the Ranger Badges page shows it. */
export interface BadgeParkView {
  id: string
  name: string
  shortName: string
  region: string
  imageUrl: string
  completedStory: boolean
  passedQuiz: boolean
  badge: { badgeName: string; quizScore: number; earnedAt: string } | null
  /** Whether the park's region is unlocked for the family (so it may print the park's field kit). */
  unlocked: boolean
}

/** Sorts every park into earned, available and locked for the Ranger Badges page. */
export function badgesPage(stats: AdventureStats) {
  const states = new Map(stats.parkStates.map((state) => [state.parkId, state]))
  const unlocked = new Set<string>(stats.unlockedRegions)
  const views: BadgeParkView[] = parks.map((park) => {
    const state = states.get(park.id)
    return {
      id: park.id,
      name: park.name,
      shortName: shortParkName(park.name),
      region: park.region,
      imageUrl: parkImageUrl(park),
      completedStory: Boolean(state?.completedStory),
      passedQuiz: Boolean(state?.passedQuiz),
      badge: state?.badge ? { badgeName: state.badge.detail ?? '', quizScore: state.badge.score ?? 0, earnedAt: new Date(state.badge.at).toISOString() } : null,
      unlocked: unlocked.has(park.region),
    }
  })
  const earned = views.filter((view) => view.badge)
  const available = views.filter((view) => !view.badge && view.unlocked)
  const locked = views.filter((view) => !view.badge && !view.unlocked)
  return {
    parks: { earned, available, locked },
    stats: { earned: earned.length, available: available.length, averageScore: stats.averageScore, storiesComplete: stats.storiesCompleted },
  }
}
