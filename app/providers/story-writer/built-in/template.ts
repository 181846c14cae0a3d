/**
 * The little template language of the prose banks: `{slot}` is filled from the chapter's words
 * ({H} the hero, {P} the place, {a A} "a moose"...), and `[one|two|three]` picks one of a few ways
 * to say the same thing. Banks stay readable as prose; the engine only fills them in.
 */
import { isPluralPlace } from '~/utils/place-grammar'
import type { Random } from './random'
import { articleFor } from './wildlife'

export type Slots = Record<string, string | undefined>

/** A line for one or more age bands: y(oung), m(iddle), o(lder). */
export interface Line {
  bands: string
  text: string
}

/** Thrown when a bank line names a slot the chapter does not have: a bug in a bank, caught by tests. */
export class MissingSlot extends Error {}

const ALTERNATIVES = /\[([^[\]]*)\]/g
const SLOT = /\{([^{}]+)\}/g
/** "a {month}" or "an {S.noun}": an article written just before a slot. */
const ARTICLE_BEFORE_SLOT = /\b([Aa])n? \{([^{}]+)\}/g
/** A place ({P}, {X}, {N}) as the subject of "is", "was" or "has". */
const PLACE_BEFORE_VERB = /\{((?:P|X|N)(?:\.cap)?)\} (is|was|isn't|wasn't|has)\b/g
const PLURAL_VERB: Record<string, string> = { is: 'are', was: 'were', "isn't": "aren't", "wasn't": "weren't", has: 'have' }

/**
 * Fills a template. Alternatives are chosen with `random`; an unknown or empty slot throws. An article
 * just before a slot agrees with what fills it: "A {month} Trip" is "An October Trip", "A {S.noun}!"
 * is "An owl!"; so does the verb after a place: "{X} is worth it" is "the ruins are worth it".
 */
export function render(template: string, slots: Slots, random: Random): string {
  const chosen = template
    .replace(ALTERNATIVES, (_, body: string) => random.pick(body.split('|')))
    .replace(ARTICLE_BEFORE_SLOT, (whole, letter: string, name: string) => {
      const value = slots[name]
      if (!value) return whole
      const article = articleFor(value)
      return `${letter === 'A' ? article.charAt(0).toUpperCase() + article.slice(1) : article} {${name}}`
    })
    .replace(PLACE_BEFORE_VERB, (whole, name: string, verb: string) => {
      const value = slots[name]
      return value && isPluralPlace(value) ? `{${name}} ${PLURAL_VERB[verb]}` : whole
    })
  const filled = chosen.replace(SLOT, (_, name: string) => {
    const value = slots[name]
    if (value === undefined || value === '') throw new MissingSlot(`Missing slot {${name}} in "${template}"`)
    return value
  })
  return tidy(filled)
}

/** Whether every slot a template names is available (so a line can be offered at all). */
export function canRender(template: string, slots: Slots): boolean {
  for (const match of template.matchAll(SLOT)) {
    const value = slots[match[1]]
    if (value === undefined || value === '') return false
  }
  return true
}

/** Capital letter at the start and after a sentence end; single spaces; no space before punctuation. */
export function tidy(text: string): string {
  let out = text.replace(/\s+/g, ' ').replace(/\s+([,.!?;:])/g, '$1').trim()
  // A place that has given way to its plain noun can meet itself: "the river at the river" is "the river".
  out = out.replace(/\b([Tt]he) ([a-z]+) (?:at|by|near|around|beside) the \2\b/g, '$1 $2')
  // A place that is its own trail: "walked the Pa'rus Trail to the Pa'rus Trail" is "walked the Pa'rus Trail".
  out = out.replace(/\b(the ((?:\p{Lu}[\p{L}'’-]*)(?: \p{Lu}[\p{L}'’-]*)*)) to the \2\b/gu, '$1')
  out = out.replace(/^(["“]?)(\p{Ll})/u, (_, quote: string, letter: string) => quote + letter.toUpperCase())
  // A sentence that starts with a filled slot ("a moose stood...") still starts with a capital.
  // (Not after an abbreviation inside a fact: "John D. Rockefeller Jr. quietly bought...")
  out = out.replace(/(?<!\b(?:Jr|Sr|St|Mt|Dr|Mr|Mrs|Ms|Ft|Gen|Lt|Capt|vs|etc|U\.S|[A-Z]))([.!?] ["“]?)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
  // A new quotation right after another one starts with a capital too ('"What are those?" "Pines," said Mom.').
  out = out.replace(/([.!?,]["”] ["“])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
  return out
}

export function forBand(lines: readonly Line[], band: 'y' | 'm' | 'o'): string[] {
  return lines.filter((line) => line.bands.includes(band)).map((line) => line.text)
}

/** Shorthand for writing banks: `y('...')`, `mo('...')`, `ymo('...')`. */
export const y = (text: string): Line => ({ bands: 'y', text })
export const m = (text: string): Line => ({ bands: 'm', text })
export const o = (text: string): Line => ({ bands: 'o', text })
export const ym = (text: string): Line => ({ bands: 'ym', text })
export const mo = (text: string): Line => ({ bands: 'mo', text })
export const ymo = (text: string): Line => ({ bands: 'ymo', text })
