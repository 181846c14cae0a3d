/**
 * Checks a chapter from a model before a child reads it: length and reading level for the age band,
 * three distinct options (none at the end), cited facts that are the catalogue's own and really in
 * the text, no talk about prompts or instructions, no park description pasted in, and nothing the
 * place model would flag. Returns the problems in words a model can act on; none means it passes.
 */
import { ageBandFor, type AgeBand } from '~/utils/age-band'
import { WORD_RANGES } from './built-in/chapter'
import { checkStory } from './place-check'
import { countWords, readability } from './readability'
import type { ChapterRequest, WrittenChapter } from './writer'

/** The hardest reading level each band accepts from a model (the built-in writer aims lower). */
export const MAX_GRADE: Record<AgeBand, number> = { young: 3, middle: 5.5, older: 9 }

/** Words about prompts and instructions have no place in a story. */
const META = /\b(ignore (all |any |the )?(previous|prior|above|earlier) (instructions|rules)|system prompt|as an ai\b|language model|openai|chatgpt|my instructions)/i

const inQuotes = (text: string) => text.replace(/"([^"]*)"/g, '‘$1’')

/** A run of this many words from the park description, copied into the chapter, counts as pasting. */
const PASTE_RUN = 10

function pasted(text: string, description: string): boolean {
  const words = description.split(/\s+/).filter(Boolean)
  const plain = text.replace(/\s+/g, ' ')
  for (let i = 0; i + PASTE_RUN <= words.length; i++) {
    if (plain.includes(words.slice(i, i + PASTE_RUN).join(' '))) return true
  }
  return false
}

/**
 * `factsInOwnWords`: telling a written adventure's scene, the model weaves the scene's facts in its
 * own words as the authors did; they are checked against the scene instead (adventure/scene-check.ts).
 */
export function checkWrittenChapter(request: ChapterRequest, written: WrittenChapter, { factsInOwnWords = false } = {}): string[] {
  const problems: string[] = []
  const band = ageBandFor(request.child.age)
  const [min, max] = WORD_RANGES[band]
  const words = countWords(written.text)
  // A model counts words loosely: a fifth short or a quarter long still reads as a chapter of the band.
  if (words < Math.floor(min * 0.8) || words > Math.ceil(max * 1.25)) problems.push(`The chapter has ${words} words; it must have ${min} to ${max}.`)
  const grade = readability(written.text).grade
  if (grade > MAX_GRADE[band]) {
    problems.push(`The chapter reads at grade ${grade.toFixed(1)}, too hard for a reader aged ${request.child.age}: use shorter sentences and simpler words (at most grade ${MAX_GRADE[band]}).`)
  }

  if (request.isFinal) {
    if (written.options.length) problems.push('This is the final chapter: give no options.')
  } else {
    const distinct = new Set(written.options.map((o) => o.trim().toLowerCase()))
    if (written.options.length !== 3 || distinct.size !== 3) problems.push('Give exactly three different options.')
    if (written.options.some((o) => o.trim().length < 3 || o.length > 120)) problems.push('Each option is a short phrase of at most 120 characters.')
  }

  const catalogue = request.park.facts
  for (const fact of written.facts) {
    const known = catalogue.find((f) => f.text === fact)
    if (!known) {
      problems.push(`"${fact}" is not one of the park facts given: cite only facts from the list, word for word.`)
      continue
    }
    const said = factsInOwnWords || [known.text, known.young].some((t) => !!t && (written.text.includes(t) || written.text.includes(inQuotes(t))))
    if (!said) problems.push(`The fact "${fact}" is cited but not in the chapter: use it word for word, or do not cite it.`)
  }

  if ([written.title ?? '', written.text, ...written.options].some((t) => META.test(t))) {
    problems.push('The chapter talks about instructions or prompts: write only the story.')
  }
  if (pasted(written.text, request.park.description)) problems.push('Do not copy the park description: tell the place in your own words through what the characters see.')

  const previous = request.previousChapters.map((c) => c.text)
  const violations = checkStory(request.park, [...previous, written.text], { ignoreSpecies: [request.sidekick.species] }).filter(
    (v) => v.chapter === previous.length + 1 || (v.rule === 'same-day' && v.chapter >= previous.length + 1),
  )
  for (const v of violations) problems.push(`Place problem (${v.rule}): ${v.detail}`)
  return problems
}
