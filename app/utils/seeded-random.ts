/**
 * A tiny seeded pseudo-random generator (cyrb53 into mulberry32). The same seed always gives the same
 * sequence, so the illustrator draws a park the same way every time and the quiz maker builds the
 * same quiz from the same seed.
 */

export type Random = () => number

/** cyrb53: a fast, well-mixed 53-bit string hash. */
export function hashString(input: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507)
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507)
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/** mulberry32 seeded with the cyrb53 hash of `seed`; returns numbers in [0, 1). */
export function seededRandom(seed: string): Random {
  let state = hashString(seed) >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length) % items.length]
}

/** A float in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random()
}

/** An integer in [min, max] (both included). */
export function intBetween(random: Random, min: number, max: number): number {
  return Math.floor(between(random, min, max + 1))
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability
}

/** A shuffled copy of `items`. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = items.slice()
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const tmp = copy[i]
    copy[i] = copy[j]
    copy[j] = tmp
  }
  return copy
}

