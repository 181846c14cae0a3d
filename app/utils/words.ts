import type { GlossaryEntry } from '~/data/glossary'

/** A word of a sentence, by its place in that sentence's text. */
export interface Word {
  start: number
  end: number
}

// Letters and digits, with the apostrophes, hyphens and dots inside a word ("don't", "look-out", "2.3").
const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu

export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({ start: match.index, end: match.index + match[0].length }))
}

/** The word a speech engine's `charIndex` falls in (or the last one before it, in a space). */
export function wordAt(words: Word[], charIndex: number) {
  let found = -1
  for (let i = 0; i < words.length && words[i].start <= charIndex; i++) found = i
  return found
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One regular expression for every form of `entries`, longest first, so "Big Dipper" wins over "dipper". */
export function glossaryPattern(entries: GlossaryEntry[]) {
  const forms = entries.flatMap((entry) => [entry.word, ...(entry.forms ?? [])]).sort((a, b) => b.length - a.length)
  return forms.length ? new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${forms.map(escape).join('|')})(?![\\p{L}\\p{N}'’-])`, 'giu') : null
}

export interface GlossaryMatch {
  start: number
  end: number
  entry: GlossaryEntry
}

const capitalized = (text: string) => /^\p{Lu}/u.test(text)

/** Whether a word at `index` starts a sentence or a quote, where any word may be capitalized. */
const startsClause = (sentence: string, index: number) => /(?:^|[.!?:]["”’)]*\s+|["“(]\s*)$/u.test(sentence.slice(0, index))

/**
 * The glossary words in one sentence. A capitalized word that is a name in this chapter (a child called
 * Wren or Aspen, written capitalized mid-sentence somewhere) is a name at a sentence's start too, not a bird.
 */
export function glossaryMatches(sentence: string, pattern: RegExp | null, entries: GlossaryEntry[], names: Set<string>): GlossaryMatch[] {
  if (!pattern) return []
  const matches: GlossaryMatch[] = []
  for (const match of sentence.matchAll(pattern)) {
    const text = match[0].toLowerCase()
    const entry = entries.find((item) => item.word.toLowerCase() === text || item.forms?.some((form) => form.toLowerCase() === text))
    if (!entry) continue
    const properForm = capitalized(entry.word)
    if (capitalized(match[0]) && !properForm && (!startsClause(sentence, match.index) || names.has(text))) continue
    matches.push({ start: match.index, end: match.index + match[0].length, entry })
  }
  return matches
}

/** Words written capitalized in the middle of a sentence: the names of this chapter. */
export function namesIn(sentences: string[]) {
  const names = new Set<string>()
  for (const sentence of sentences) {
    for (const word of wordsOf(sentence)) {
      const text = sentence.slice(word.start, word.end)
      if (capitalized(text) && !startsClause(sentence, word.start)) names.add(text.toLowerCase())
    }
  }
  return names
}

/** The entries whose words occur in `texts`: all a page needs to send to the browser. */
export function entriesIn(texts: string[], entries: GlossaryEntry[]) {
  return entries.filter((entry) => {
    const pattern = glossaryPattern([entry])
    return pattern !== null && texts.some((text) => text.search(pattern) >= 0)
  })
}
