/** Words counted by splitting on spaces; read time at 200 words a minute, rounded up (spec section 9). */
export const WORDS_PER_MINUTE = 200

export function countWords(text: string) {
  return text.split(/\s+/).filter(Boolean).length
}

export function readMinutes(words: number) {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

export const shortParkName = (name: string) => name.replace(/\s+National Park(s)?(\s+and\s+(Preserve|State Parks))?$/, '').replace(/^National Park of\s+/, '')

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The words a story may call an animal by: its whole name ("Mule deer"), or the last word alone
 * ("deer"), in the singular or plural ("wolf", "wolves").
 */
function namesFor(animal: string) {
  const name = animal.toLowerCase().replace(/\s*\(.*\)$/, '')
  const head = name.split(/\s+/).pop() ?? name
  const plurals = [`${head}s`, `${head}es`, head.replace(/f$/, 'ves'), head.replace(/y$/, 'ies')]
  return [name, head, ...plurals]
}

/**
 * The park animals a story met (spec section 9): up to 3 whose names appear in it, by their whole
 * name or their last word ("the bison", "two ravens"). `notCounted` leaves out the sidekick's own kind
 * ("squirrel" when the sidekick is a squirrel), which talks in every chapter. One rule for both the
 * count and the list: when the story met none, the page suggests the park's first three instead,
 * and says so.
 */
export function animalsFound(parkAnimals: string[], text: string, { notCounted = [] }: { notCounted?: string[] } = {}) {
  const lower = text.toLowerCase()
  const skip = notCounted.map((word) => word.toLowerCase())
  const met = (animal: string) =>
    namesFor(animal)
      .filter((name) => !skip.some((word) => name === word || name === `${word}s`))
      .some((name) => new RegExp(`\\b${escape(name)}\\b`).test(lower))
  const found = parkAnimals.filter(met).slice(0, 3)
  return { found, toLookFor: found.length ? [] : parkAnimals.slice(0, 3) }
}
