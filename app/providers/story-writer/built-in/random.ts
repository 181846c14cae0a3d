/**
 * A small seeded pseudo-random generator for the built-in story writer. The same seed always gives
 * the same sequence, so the same request always writes the same chapter.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [0, max). */
  int(max: number): number
  pick<T>(items: readonly T[]): T
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[]
  chance(probability: number): boolean
}

/** cyrb128: four well-mixed 32-bit words from a string. */
export function hashString(input: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < input.length; i++) {
    const k = input.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

/** sfc32 seeded with the cyrb128 hash of `seed`. */
export function createRandom(seed: string): Random {
  let [a, b, c, d] = hashString(seed)
  const next = () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    let t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    t = (t + d) | 0
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  // The first outputs of sfc32 still echo the seed; skip them.
  for (let i = 0; i < 12; i++) next()
  const int = (max: number) => Math.floor(next() * max) % Math.max(1, max)
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)],
    shuffle: <T>(items: readonly T[]) => {
      const copy = items.slice()
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1)
        const tmp = copy[i]
        copy[i] = copy[j]
        copy[j] = tmp
      }
      return copy
    },
    chance: (probability: number) => next() < probability,
  }
}
