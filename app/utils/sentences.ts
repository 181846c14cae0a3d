/**
 * Where one sentence ends and the next begins, for the reader, read-aloud and the story checks alike:
 * a decimal ("2.3 miles"), an initial ("B. F. Loomis") or a short title ("St. Louis") never ends a
 * sentence, and a quote with its speech tag ("Look!" Pip said) is one sentence.
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
