import { inArray } from 'drizzle-orm'
import { hasProfanity } from '~/utils/profanity.server'
import { unkindWordIn } from '~/utils/unkind-words.server'
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

/** A username no child has yet and that says nothing about this family, e.g. "curious_otter42". */
export async function generateUniqueUsername(db: Db, family?: FamilyWords) {
  for (let round = 0; round < 5; round++) {
    const candidates = [...new Set(Array.from({ length: 8 }, suggestUsername))].filter((candidate) => !family || !usernameProblem(candidate, family))
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

// Handles that would pass for the people who run Story Trails.
const RESERVED_INSIDE = ['admin', 'moderator', 'storytrails', 'official', 'helpdesk']
const RESERVED_WORDS = new Set(['mod', 'mods', 'staff', 'support', 'root', 'system', 'security', 'help', 'owner', 'team'])
// Pieces of e-mail addresses and domains.
const MAIL_WORDS = ['gmail', 'yahoo', 'hotmail', 'outlook', 'icloud', 'protonmail', 'proton', 'aol', 'msn', 'mail']
const DOMAIN_ENDINGS = new Set(['com', 'net', 'org', 'edu', 'gov', 'io', 'co', 'us', 'uk', 'ca', 'au', 'info', 'biz', 'me', 'app', 'dev', 'xyz'])
// Words of a street address; with a number anywhere they make an address.
const STREET_WORDS = new Set([
  'st', 'street', 'ave', 'avenue', 'rd', 'road', 'ln', 'lane', 'dr', 'drive', 'blvd', 'boulevard', 'ct', 'court', 'way', 'pl',
  'place', 'ter', 'terrace', 'hwy', 'highway', 'apt', 'apartment', 'suite', 'cir', 'circle', 'pkwy', 'parkway', 'lives', 'address',
  'house', 'home', 'zip',
])

export interface FamilyWords {
  firstName: string
  lastName: string
  email: string
  childNames: string[]
}

/** Letters-only pieces of 3 or more letters: the parts of names that could identify a family. */
function namePieces(family: FamilyWords) {
  const [local = '', domain = ''] = family.email.toLowerCase().split('@')
  const sources = [family.firstName, family.lastName, ...family.childNames, local, domain.split('.')[0] ?? '']
  return [...new Set(sources.flatMap((source) => source.toLowerCase().split(/[^a-z]+/)).filter((piece) => piece.length >= 3))]
}

export type UsernameProblem = 'profanity' | 'unkind' | 'phone-number' | 'e-mail-or-domain' | 'street-address' | 'family-name' | 'reserved'

/**
 * Why a handle is not safe for a child to show other children, or null. Usernames are kid-safe
 * words, never personal information (DESIGN.md section 6).
 */
export function usernameProblem(username: string, family: FamilyWords): UsernameProblem | null {
  const handle = username.toLowerCase()
  const tokens = handle.split(/[._]+|(?<=\d)(?=[a-z])|(?<=[a-z])(?=\d)/).filter(Boolean)
  const joined = handle.replace(/[._]/g, '')
  const digits = handle.replace(/\D/g, '')

  if (hasProfanity(tokens.join(' ')) || hasProfanity(joined)) return 'profanity'
  // Insults, violence, sexual words, drugs and hate, inside the whole handle too ("sexykid12"), and
  // their disguises (unkind-words.server.ts).
  if (unkindWordIn(handle)) return 'unkind'
  if (digits.length >= 5 || /\d{4}/.test(handle)) return 'phone-number'
  const last = tokens[tokens.length - 1]
  if (MAIL_WORDS.some((word) => joined.includes(word)) || (tokens.length > 1 && DOMAIN_ENDINGS.has(last)) || (tokens.includes('at') && tokens.includes('dot'))) {
    return 'e-mail-or-domain'
  }
  if (digits.length > 0 && tokens.some((token) => STREET_WORDS.has(token))) return 'street-address'
  // Longer name pieces are looked for anywhere in the handle; three-letter ones (Ann, Lin) only as a
  // whole part, so that "clever_otter" is not refused for a sister called Eve.
  if (namePieces(family).some((piece) => (piece.length >= 4 ? joined.includes(piece) : tokens.includes(piece)))) return 'family-name'
  if (RESERVED_INSIDE.some((word) => joined.includes(word)) || tokens.some((token) => RESERVED_WORDS.has(token))) return 'reserved'
  return null
}

/** What the parent reads when a username is refused: kind, and never saying whether it is taken. */
export function usernameRefusal(problem: UsernameProblem | 'taken', suggestion: string) {
  if (problem === 'profanity' || problem === 'unkind') return `Other children see usernames, so they need friendly words. How about "${suggestion}"?`
  if (problem === 'phone-number' || problem === 'e-mail-or-domain' || problem === 'street-address' || problem === 'family-name') {
    return `To keep children safe, a username cannot hold a name, a phone number, an e-mail or an address. How about "${suggestion}"?`
  }
  return `That username can't be used. How about "${suggestion}"?`
}
