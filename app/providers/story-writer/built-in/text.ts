/** Small English helpers for the built-in story writer. */

export const capitalize = (text: string) => {
  const index = text.search(/[\p{Lu}\p{Ll}\p{Lt}]/u)
  if (index < 0) return text
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1)
}

/** Lower-cases the first letter, unless the first word looks like an acronym or the pronoun I. */
export const lowerFirst = (text: string) => {
  const index = text.search(/[\p{Lu}\p{Ll}\p{Lt}]/u)
  if (index < 0) return text
  const word = text.slice(index).split(/[\s,]/)[0]
  if (word === 'I' || (word.length > 1 && word === word.toUpperCase())) return text
  return text.slice(0, index) + text.charAt(index).toLowerCase() + text.slice(index + 1)
}

/** Strips accents and the Hawaiian ʻokina so a word can be checked for its first sound. */
const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f\u02bb\u2018']/g, '')

/** "a" or "an" for a phrase, by its first sound. */
export const articleFor = (phrase: string) => {
  const word = plain(phrase).toLowerCase()
  if (/^(uni|use|usu|uta|ute|one|once|eu|ewe)/.test(word)) return 'a'
  if (/^(hour|honest|honor)/.test(word)) return 'an'
  return /^[aeiou]/.test(word) ? 'an' : 'a'
}

export const withArticle = (phrase: string) => `${articleFor(phrase)} ${phrase}`

/** "a, b and c" */
export const joinList = (items: readonly string[]) => {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length

/** Turns a line someone says into dialogue before a speech tag: a final full stop becomes a comma. */
export const spoken = (line: string) => {
  const trimmed = line.trim()
  if (trimmed.endsWith('.') && !trimmed.endsWith('...')) return `${trimmed.slice(0, -1)},`
  return /[.!?,]$/.test(trimmed) ? trimmed : `${trimmed},`
}

/** `"Line," Maya said.` with the full stop of the line turned into a comma. */
export const say = (line: string, tag: string) => `"${spoken(line)}" ${tag}.`

/**
 * `"Tag, you're it!" Pip yipped.` becomes `Pip yipped, "Tag, you're it!"`, so that a line of
 * dialogue right after someone else's quote starts with who is speaking. Null when the sentence
 * has another shape.
 */
export function tagFirst(sentence: string): string | null {
  const match = sentence.match(/^"([^"]+)" ([^".!?]+)\.( .*)?$/)
  if (!match) return null
  const [, said, spokenBy, rest = ''] = match
  let quote = said.endsWith(',') ? `${said.slice(0, -1)}.` : said
  let after = rest
  // The same speaker goes on in a second quote: one quote is enough.
  const more = rest.match(/^ "([^"]+)"(.*)$/)
  if (more) {
    quote = `${quote} ${more[1]}`
    after = more[2]
  }
  const inverted = spokenBy.match(/^(said|asked|called|whispered|cheered) (\S+)(.*)$/)
  const tag = inverted ? `${inverted[2]} ${inverted[1]}${inverted[3]}` : spokenBy
  return `${tag}, "${quote}"${after}`
}

/** Joins sentences into one paragraph. */
export const para = (...sentences: (string | null | undefined | false)[]) => {
  const parts = sentences.filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim())
  for (let i = 1; i < parts.length; i++) {
    if (parts[i - 1].endsWith('"') && parts[i].startsWith('"')) parts[i] = tagFirst(parts[i]) ?? parts[i]
  }
  return parts.join(' ')
}

/** "3 miles", "1 mile", "half a mile", "0.3 miles". */
export const milesText = (miles: number) => {
  if (miles === 0.5) return 'half a mile'
  if (miles === 0.25) return 'a quarter of a mile'
  if (miles === 1) return '1 mile'
  const rounded = Math.round(miles * 100) / 100
  return `${rounded} miles`
}

/** "3-mile", "0.5-mile" */
export const milesAdjective = (miles: number) => `${Math.round(miles * 100) / 100}-mile`

const soundBase = (sound: string) => {
  const word = sound.trim().toLowerCase()
  if (/(ch|sh|x|ss|zz)es$/.test(word)) return word.slice(0, -2)
  return word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

/** Past tense of a sound verb given in the third person ("yips" to "yipped"). */
export const pastOfSound = (sound: string) => {
  const base = soundBase(sound)
  if (base.endsWith('e')) return `${base}d`
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base)) return `${base}${base.slice(-1)}ed`
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`
  return `${base}ed`
}

/** "-ing" form of a sound verb given in the third person ("yips" to "yipping"). */
export const ingOfSound = (sound: string) => {
  const base = soundBase(sound)
  if (/[^e]e$/.test(base)) return `${base.slice(0, -1)}ing`
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base)) return `${base}${base.slice(-1)}ing`
  return `${base}ing`
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const LETTER = /\p{L}/u
const isLetter = (ch: string) => ch !== '' && LETTER.test(ch)

/** Whether a lower-case `needle` appears in lower-case `haystack` as whole words. */
export function containsWords(haystack: string, needle: string) {
  if (!needle) return false
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!isLetter(haystack.charAt(at - 1)) && !isLetter(haystack.charAt(at + needle.length))) return true
  }
  return false
}
