import { inArray } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { children } from '~/db/schema'

// Friendly words only: a handle says nothing about who the child is or where they live.
const ADJECTIVES = [
  'brave', 'bright', 'calm', 'clever', 'cozy', 'curious', 'daring', 'eager', 'gentle', 'happy', 'jolly', 'keen',
  'kind', 'lively', 'lucky', 'merry', 'mighty', 'nimble', 'plucky', 'quick', 'quiet', 'sunny', 'swift', 'witty',
] as const
const NATURE_WORDS = [
  'aspen', 'badger', 'beaver', 'bison', 'canyon', 'cedar', 'comet', 'coyote', 'falcon', 'fern', 'geyser', 'glacier',
  'heron', 'juniper', 'lynx', 'marmot', 'meadow', 'moose', 'otter', 'pika', 'pine', 'puffin', 'raven', 'river',
  'sequoia', 'summit', 'trail', 'trout', 'walrus', 'willow',
] as const

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]

export function suggestUsername() {
  return `${pick(ADJECTIVES)}_${pick(NATURE_WORDS)}${Math.floor(Math.random() * 90) + 10}`
}

/** A username no child has yet, e.g. "curious_otter42". */
export async function generateUniqueUsername(db: Db) {
  for (let round = 0; round < 5; round++) {
    const candidates = [...new Set(Array.from({ length: 8 }, suggestUsername))]
    const taken = new Set(
      (await db.select({ username: children.username }).from(children).where(inArray(children.username, candidates))).map(
        (row) => row.username,
      ),
    )
    const free = candidates.find((candidate) => !taken.has(candidate))
    if (free) return free
  }
  throw new Error('Could not find a free username')
}
