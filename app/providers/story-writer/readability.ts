/**
 * Measuring a chapter the way a reader meets it: sentences (a decimal, an initial or "St. Louis" never
 * ends one, and a quote with its speech tag is one sentence), words, syllables and the Flesch-Kincaid
 * grade. The built-in writer, the checks on the OpenAI writer and the story report all use these, so
 * the figures they quote agree.
 */

/** Words that end with a full stop but do not end a sentence. */
const ABBREVIATIONS = new Set(['st', 'mt', 'ft', 'dr', 'mr', 'mrs', 'ms', 'jr', 'sr', 'vs', 'no', 'co', 'etc', 'approx'])

/** Speech verbs that may follow a quote as its tag ("Look!" Pip said / yipped / called). */
const TAG_VERB = /^(?:said|asked|called|cried|shouted|whispered|laughed|answered|added|replied|agreed|explained|murmured|muttered|sighed|giggled|gasped|grinned|admitted|announced|began|went on|\w+ed)\b/

const isUpperStart = (text: string) => /^[\p{Lu}"“‘'(]/u.test(text)

/** The token that ends right before `at` (the word carrying a full stop). */
function wordBefore(text: string, at: number) {
  let start = at
  while (start > 0 && /[\p{L}\p{N}.]/u.test(text[start - 1])) start--
  return text.slice(start, at)
}

function endsSentenceAt(paragraph: string, index: number): boolean {
  const ch = paragraph[index]
  if (ch === '.') {
    const word = wordBefore(paragraph, index)
    // An initial ("B. F. Loomis"), a dotted abbreviation ("U.S.", "A.D.") or a short title.
    if (/^\p{Lu}$/u.test(word)) return false
    if (/^(?:\p{L}\.)+\p{L}$/u.test(word)) return false
    if (ABBREVIATIONS.has(word.toLowerCase())) return false
    // "..." in the middle of a thought.
    if (paragraph[index + 1] === '.' || paragraph[index - 1] === '.') return false
  }
  return true
}

/** Splits one paragraph into sentences. */
export function sentencesOfParagraph(paragraph: string): string[] {
  const text = paragraph.replace(/\s+/g, ' ').trim()
  if (!text) return []
  const sentences: string[] = []
  let start = 0
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if ((ch === '.' || ch === '!' || ch === '?') && endsSentenceAt(text, i)) {
      let end = i + 1
      while (end < text.length && /[.!?]/.test(text[end])) end++
      let closedQuote = false
      while (end < text.length && /["”’')]/.test(text[end])) {
        if (text[end] === '"' || text[end] === '”') closedQuote = true
        end++
      }
      if (end >= text.length) break
      if (text[end] !== ' ') {
        i = end
        continue
      }
      const rest = text.slice(end + 1)
      // "Look!" Pip said. — the tag belongs to the quote.
      if (closedQuote && ch !== '.' && /^[\p{Lu}][\p{L}'’-]*(?: [\p{Lu}][\p{L}'’-]*)? /u.test(rest)) {
        const afterName = rest.replace(/^[\p{Lu}][\p{L}'’-]*(?: [\p{Lu}][\p{L}'’-]*)? /u, '')
        if (TAG_VERB.test(afterName)) {
          i = end
          continue
        }
      }
      if (!isUpperStart(rest) && !/^\d/.test(rest)) {
        i = end
        continue
      }
      sentences.push(text.slice(start, end).trim())
      start = end + 1
      i = start
      continue
    }
    i++
  }
  const last = text.slice(start).trim()
  if (last) sentences.push(last)
  return sentences
}

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
