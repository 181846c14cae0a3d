import { sentencesOfParagraph } from '~/utils/sentences'

export { sentencesOfParagraph }

/**
 * Measuring a chapter the way a reader meets it: sentences (app/utils/sentences.ts), words, syllables
 * and the Flesch-Kincaid grade. The built-in writer, the checks on the OpenAI writer and the story report all use these, so
 * the figures they quote agree.
 */

export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

export function sentencesOf(text: string): string[] {
  return paragraphsOf(text).flatMap(sentencesOfParagraph)
}

/** Words as a reader counts them: runs of letters or digits (with inner apostrophes, hyphens, commas in numbers). */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’,.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? []
}

export const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length

/** A standard English syllable estimate; numbers count one syllable per two digits, at least one. */
export function syllablesIn(word: string): number {
  if (/\d/.test(word)) return Math.max(1, Math.ceil(word.replace(/\D/g, '').length / 2))
  let w = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')
  if (!w) return 0
  if (w.length <= 3) return 1
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '')
  const groups = w.match(/[aeiouy]{1,2}/g)
  return Math.max(1, groups ? groups.length : 1)
}

export interface Readability {
  sentences: number
  words: number
  syllables: number
  /** Flesch-Kincaid grade level. */
  grade: number
}

export function readability(text: string): Readability {
  const sentences = sentencesOf(text)
  const words = sentences.flatMap(wordsOf)
  const syllables = words.reduce((sum, word) => sum + syllablesIn(word), 0)
  const s = Math.max(1, sentences.length)
  const w = Math.max(1, words.length)
  return {
    sentences: sentences.length,
    words: words.length,
    syllables,
    grade: 0.39 * (w / s) + 11.8 * (syllables / w) - 15.59,
  }
}

/** A sentence reduced for comparison: lower case, letters, digits and single spaces only. */
export function normalizeSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
