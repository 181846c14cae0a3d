import type { RegionName } from '~/data/park-types'
import { getPark, parks } from '~/data/parks'
import type { Db } from '~/db/client.server'
import { prepareForChild, type ChildScope } from './child-scope.server'
import { readMinutes } from '~/utils/story-stats'
import { unlockedParkCount } from './park.server'

export const MONTHLY_STORY_GOAL = 8

interface StoryRowAgg {
  id: string
  park_id: string
  title: string | null
  is_completed: number
  created_at: number
  completed_at: number | null
  chapters: number
  words: number
  facts: string | null
}

interface EventRow {
  kind: 'chapter' | 'quiz' | 'badge' | 'region' | 'buddy'
  at: number
  park_id: string | null
  detail: string | null
  score: number | null
  passed: number | null
}

/**
 * The two statements behind everything the home cards, the stats page and the badges page show about
 * one child: the child's stories with their chapter totals, and a timeline of chapters read,
 * quizzes, badges, the family's unlocked regions and the child's Trail Buddies.
 */
export function childActivityStatements(db: Db, scope: ChildScope): D1PreparedStatement[] {
  const bind = (sql: string) => prepareForChild(db, scope, sql)
  // Words are counted by splitting on spaces (spec section 9); newlines count as spaces here.
  return [
    bind(
      `select s.id, s.park_id, s.title, s.is_completed, s.created_at, s.completed_at,
         count(c.id) as chapters,
         coalesce(sum(length(trim(replace(replace(c.text, char(10), ' '), '  ', ' '))) - length(replace(replace(replace(c.text, char(10), ' '), '  ', ' '), ' ', '')) + 1), 0) as words,
         group_concat(c.facts, '\u001f') as facts
       from me join stories s on s.child_id = me.child_id and s.user_id = me.user_id
       left join chapters c on c.story_id = s.id and c.archived_at is null and c.status = 'ready'
       group by s.id
       order by s.created_at desc`,
    ),
    bind(
      `select 'chapter' as kind, c.ready_at as at, s.park_id, s.title as detail, null as score, null as passed
         from me join stories s on s.child_id = me.child_id and s.user_id = me.user_id join chapters c on c.story_id = s.id
         where c.status = 'ready' and c.ready_at is not null
       union all
       select 'quiz', q.completed_at, q.park_id, null, q.score, q.passed
         from me join quizzes q on q.child_id = me.child_id and q.user_id = me.user_id where q.completed_at is not null
       union all
       select 'badge', b.earned_at, b.park_id, b.badge_name, b.quiz_score, null
         from me join children ch on ch.id = me.child_id and ch.user_id = me.user_id join badges b on b.child_id = ch.id
       union all
       select 'region', r.created_at, null, r.region, null, null from me join user_regions r on r.user_id = me.user_id
       union all
       select 'buddy', f.created_at, null, null, null, null
         from me join children ch on ch.id = me.child_id and ch.user_id = me.user_id join buddies f on f.child_id = ch.id
       order by at desc`,
    ),
  ]
}

/** The results of `childActivityStatements`, as the stats read them. */
export function toChildActivity([stories, events]: D1Result[]) {
  return { stories: stories.results as unknown as StoryRowAgg[], events: events.results as unknown as EventRow[] }
}

export type ChildActivity = ReturnType<typeof toChildActivity>

/** A child's activity in one trip to D1. The child must already be known to be the parent's. */
export async function loadChildActivity(db: Db, { userId, childId }: { userId: string; childId: number }) {
  return toChildActivity(await db.$client.batch(childActivityStatements(db, { userId, childId })))
}

const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Current streak (ending today or yesterday) and longest streak, in days with activity. */
export function streaks(days: string[], today = dayKey(Date.now())) {
  const set = [...new Set(days)].sort()
  let longest = 0
  let run = 0
  let previous: string | null = null
  for (const day of set) {
    const expected = previous ? dayKey(Date.parse(`${previous}T00:00:00Z`) + 86_400_000) : null
    run = previous && day === expected ? run + 1 : 1
    longest = Math.max(longest, run)
    previous = day
  }
  let current = 0
  let cursor = set.includes(today) ? today : dayKey(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
  while (set.includes(cursor)) {
    current++
    cursor = dayKey(Date.parse(`${cursor}T00:00:00Z`) - 86_400_000)
  }
  return { current, longest }
}

const LEVEL_NAMES = ['Trail Starter', 'Path Finder', 'Junior Explorer', 'Trail Reader', 'Park Scout', 'Canyon Reader', 'Summit Reader', 'Ranger Reader', 'Master Explorer', 'Legendary Ranger']
const LEVEL_WORDS = [0, 500, 1500, 3000, 5000, 8000, 12000, 17000, 23000, 30000]

/** Reading level from words read, starting a little higher for older readers. */
export function readingLevel(words: number, age: number) {
  const ageBonus = age >= 10 ? 2 : age >= 7 ? 1 : 0
  let earned = 0
  while (earned + 1 < LEVEL_WORDS.length && words >= LEVEL_WORDS[earned + 1]) earned++
  const level = Math.min(LEVEL_WORDS.length, earned + 1 + ageBonus)
  const nextAt = LEVEL_WORDS[earned + 1] ?? null
  const progress = nextAt === null ? 100 : Math.round(((words - LEVEL_WORDS[earned]) / (nextAt - LEVEL_WORDS[earned])) * 100)
  return { level, name: LEVEL_NAMES[level - 1], wordsToNext: nextAt === null ? 0 : nextAt - words, progress }
}

export interface Achievement {
  id: string
  title: string
  description: string
  earned: boolean
}

/** Every figure of the Adventure Stats page, from the child's real activity. */
export function computeStats(
  activity: ChildActivity,
  { age, now = Date.now() }: { age: number; now?: number },
) {
  const { stories, events } = activity
  const unlocked = events.filter((e) => e.kind === 'region').map((e) => e.detail as RegionName)
  const badges = events.filter((e) => e.kind === 'badge')
  const quizzes = events.filter((e) => e.kind === 'quiz')
  const chaptersRead = stories.reduce((sum, s) => sum + s.chapters, 0)
  const words = stories.reduce((sum, s) => sum + s.words, 0)
  const facts = new Set(stories.flatMap((s) => (s.facts ?? '').split('\u001f').flatMap((json) => (json ? (JSON.parse(json) as string[]) : []))))
  const monthStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1)
  const storiesThisMonth = stories.filter((s) => s.created_at >= monthStart).length
  const timeline = events.filter((e) => e.kind !== 'region' && e.kind !== 'buddy')
  const activeDays = timeline.map((e) => dayKey(e.at))
  const parksExplored = new Set(stories.map((s) => s.park_id)).size
  const completed = stories.filter((s) => s.is_completed === 1).length

  const achievements: Achievement[] = [
    { id: 'first-story', title: 'First Steps', description: 'Start your first story', earned: stories.length >= 1 },
    { id: 'first-finish', title: 'The End!', description: 'Finish a whole story', earned: completed >= 1 },
    { id: 'storyteller', title: 'Storyteller', description: 'Start 5 stories', earned: stories.length >= 5 },
    { id: 'trailblazer', title: 'Trailblazer', description: 'Explore 3 different parks', earned: parksExplored >= 3 },
    { id: 'fact-finder', title: 'Fact Finder', description: 'Learn 20 park facts', earned: facts.size >= 20 },
    { id: 'bookworm', title: 'Bookworm', description: 'Read 5,000 words', earned: words >= 5000 },
    { id: 'quiz-whiz', title: 'Quiz Whiz', description: 'Score 100% on a park quiz', earned: quizzes.some((q) => q.score === 100) },
    { id: 'first-badge', title: 'Junior Explorer', description: 'Earn your first Explorer badge', earned: badges.length >= 1 },
    { id: 'badge-collector', title: 'Badge Collector', description: 'Earn 3 Explorer badges', earned: badges.length >= 3 },
  ]

  // Chapters read one after another in the same story on the same day are one line: "Read 4 chapters of ...".
  const grouped: { event: (typeof timeline)[number]; chapters: number }[] = []
  for (const e of timeline) {
    const previous = grouped[grouped.length - 1]
    const sameRead =
      previous &&
      e.kind === 'chapter' &&
      previous.event.kind === 'chapter' &&
      previous.event.detail === e.detail &&
      previous.event.park_id === e.park_id &&
      dayKey(previous.event.at) === dayKey(e.at)
    if (sameRead) previous.chapters++
    else grouped.push({ event: e, chapters: 1 })
  }
  const recent = grouped.slice(0, 8)
    .map(({ event: e, chapters }) => {
      const park = e.park_id ? getPark(e.park_id) : null
      const where = park ? park.name : 'a park'
      const story = e.detail ? `“${e.detail}”` : 'a story'
      const text =
        e.kind === 'chapter'
          ? `Read ${chapters === 1 ? 'a chapter' : `${chapters} chapters`} of ${story} in ${where}`
          : e.kind === 'quiz'
            ? `${e.passed ? 'Passed' : 'Took'} the ${where} quiz with ${e.score}%`
            : `Earned the ${e.detail} badge`
      return { kind: e.kind, at: new Date(e.at).toISOString(), text }
    })

  return {
    unlockedRegions: unlocked,
    parksExplored,
    unlockedParks: unlockedParkCount(unlocked),
    stories: stories.length,
    storiesCompleted: completed,
    chaptersRead,
    words,
    factsLearned: facts.size,
    badges: badges.length,
    badgesThisMonth: badges.filter((b) => b.at >= monthStart).length,
    friends: events.filter((e) => e.kind === 'buddy').length,
    quizzesTaken: quizzes.length,
    averageScore: quizzes.length ? Math.round(quizzes.reduce((sum, q) => sum + (q.score ?? 0), 0) / quizzes.length) : null,
    monthlyGoal: { goal: MONTHLY_STORY_GOAL, done: storiesThisMonth, percent: Math.min(100, Math.round((storiesThisMonth / MONTHLY_STORY_GOAL) * 100)) },
    streaks: streaks(activeDays, dayKey(now)),
    minutesReading: words ? readMinutes(words) : 0,
    readingLevel: readingLevel(words, age),
    achievements,
    recent,
    parkStates: parks.map((park) => ({
      parkId: park.id,
      hasStory: stories.some((s) => s.park_id === park.id),
      completedStory: stories.some((s) => s.park_id === park.id && s.is_completed === 1),
      passedQuiz: quizzes.some((q) => q.park_id === park.id && q.passed === 1),
      bestScore: Math.max(-1, ...quizzes.filter((q) => q.park_id === park.id).map((q) => q.score ?? -1)),
      badge: badges.find((b) => b.park_id === park.id) ?? null,
    })),
  }
}
export type AdventureStats = ReturnType<typeof computeStats>
