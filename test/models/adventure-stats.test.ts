import { describe, expect, it } from 'vitest'
import { computeStats, type loadChildActivity } from '~/models/adventure-stats.server'

type Activity = Awaited<ReturnType<typeof loadChildActivity>>
type Event = Activity['events'][number]

const now = Date.parse('2026-11-20T18:00:00Z')
const at = (iso: string) => Date.parse(iso)
const chapter = (iso: string, title: string, park = 'zion'): Event => ({ kind: 'chapter', at: at(iso), park_id: park, detail: title, score: null, passed: null })

describe('recent activity', () => {
  it('groups chapters read one after another in one story on one day, and keeps other stories and days apart', () => {
    const events: Event[] = [
      { kind: 'quiz', at: at('2026-11-20T17:00:00Z'), park_id: 'zion', detail: null, score: 80, passed: 1 },
      chapter('2026-11-20T16:40:00Z', 'The Narrows Mystery'),
      chapter('2026-11-20T16:30:00Z', 'The Narrows Mystery'),
      chapter('2026-11-20T16:20:00Z', 'The Narrows Mystery'),
      chapter('2026-11-20T16:10:00Z', 'The Narrows Mystery'),
      chapter('2026-11-20T15:00:00Z', 'Arches at Dawn', 'arches'),
      chapter('2026-11-19T15:00:00Z', 'Arches at Dawn', 'arches'),
    ]
    const stats = computeStats({ stories: [], events } as Activity, { age: 8, now })
    expect(stats.recent.map((item) => item.text)).toEqual([
      'Passed the Zion National Park quiz with 80%',
      'Read 4 chapters of “The Narrows Mystery” in Zion National Park',
      'Read a chapter of “Arches at Dawn” in Arches National Park',
      'Read a chapter of “Arches at Dawn” in Arches National Park',
    ])
    expect(stats.recent[1].at).toBe('2026-11-20T16:40:00.000Z')
  })
})
