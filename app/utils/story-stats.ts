/** Words counted by splitting on spaces; read time at 200 words a minute, rounded up (spec section 9). */
export const WORDS_PER_MINUTE = 200

export function countWords(text: string) {
  return text.split(/\s+/).filter(Boolean).length
}

export function readMinutes(words: number) {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

export const shortParkName = (name: string) => name.replace(/\s+National Park(s)?(\s+and\s+(Preserve|State Parks))?$/, '').replace(/^National Park of\s+/, '')

/**
 * Animals discovered: up to 3 park animals whose names appear in the story, else the first 3 of the
 * park (spec section 9).
 */
export function animalsFound(parkAnimals: string[], text: string) {
  const lower = text.toLowerCase()
  const found = parkAnimals.filter((name) => lower.includes(name.toLowerCase())).slice(0, 3)
  return { names: found.length ? found : parkAnimals.slice(0, 3), fromStory: found.length > 0 }
}
