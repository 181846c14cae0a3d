/**
 * The pen picks lines from the prose banks and fills them in, and it remembers: no sentence already
 * in this story is ever written again, and sentences this child has read in other stories are chosen
 * only when nothing fresh is left.
 */
import { normalizeSentence, sentencesOf } from '../readability'
import { Bounded } from './cache'
import type { Random } from './random'
import { canRender, forBand, render, type Line, type Slots } from './template'

export type BandCode = 'y' | 'm' | 'o'

/** A sentence with its names blanked out, to recognise a bank line the child met in another story. */
export function skeletonOf(sentence: string): string {
  return normalizeSentence(sentence.replace(/(?<=\s|^|["“])[\p{Lu}][\p{L}'’-]*/gu, '_'))
}

/** The sentences of earlier chapters, normalized, kept while a story is being written. */
const chapterSentences = new Bounded<string, string[]>(200)

const templateSentences = new Bounded<string, string[]>(4000)

/** Normalized sentences of a piece of text (cached for texts that come back, like earlier chapters). */
export const normalizedSentences = (text: string, cache = templateSentences) => cache.get(text, () => sentencesOf(text).map(normalizeSentence))

const SUBJECT = /^(they|he|she|it|we|you|the|a|an|his|her|their|everyone|nobody|everything|then|for|somewhere|\p{Lu}[\p{L}'’-]*)\b/u

/**
 * Shorter sentences for younger readers: a long sentence is split where a new clause with its own
 * subject begins (", and the river...", ", so they...", ", but nobody..."). Quotes are left whole.
 */
export function simplify(text: string, longer: number): string {
  const out: string[] = []
  for (const sentence of sentencesOf(text)) {
    if (sentence.split(/\s+/).length <= longer || /"/.test(sentence)) {
      out.push(sentence)
      continue
    }
    let rest = sentence
    const parts: string[] = []
    for (;;) {
      const match = rest.match(/,\s(and|so|but|then)\s/)
      if (!match || match.index === undefined) break
      const after = rest.slice(match.index + match[0].length)
      const before = rest.slice(0, match.index)
      if (!SUBJECT.test(after) || before.split(/\s+/).length < 5 || after.split(/\s+/).length < 4) break
      parts.push(`${before}.`)
      const joiner = match[1] === 'and' ? '' : `${match[1].charAt(0).toUpperCase()}${match[1].slice(1)} `
      rest = joiner + (joiner ? after : after.charAt(0).toUpperCase() + after.slice(1))
    }
    parts.push(rest)
    out.push(...parts)
  }
  return out.join(' ')
}

export class Pen {
  readonly used = new Set<string>()
  /** Sentences longer than this many words are split where a new clause begins (0: never). */
  splitLonger = 0
  /** Lines that do not fit this story at all (a car where there are no roads). */
  exclude: RegExp | null = null

  constructor(
    readonly random: Random,
    readonly band: BandCode,
    readonly slots: Slots,
    /** Skeletons of sentences this child read in other stories. */
    readonly avoid: ReadonlySet<string>,
  ) {}

  /** Remembers text that is already in the story (earlier chapters, fixed lines). */
  remember(text: string, cached = false) {
    for (const sentence of cached ? normalizedSentences(text, chapterSentences) : sentencesOf(text).map(normalizeSentence)) this.used.add(sentence)
  }

  /** Whether a piece of text would repeat a sentence of the story. */
  repeats(text: string) {
    const inside = new Set<string>()
    for (const key of sentencesOf(text).map(normalizeSentence)) {
      if (this.used.has(key) || inside.has(key)) return true
      inside.add(key)
    }
    return false
  }

  /** Accepts a finished piece of text if it repeats nothing; '' otherwise. */
  accept(text: string): string {
    if (!text || this.repeats(text)) return ''
    this.remember(text)
    return text
  }

  /**
   * Picks a line for this band that renders with the slots and repeats nothing in the story, preferring
   * lines the child has not met before. Returns '' when every line is used up.
   */
  pick(lines: readonly (Line | string)[], extra: Slots = {}): string {
    const slots = { ...this.slots, ...extra }
    const texts = lines.map((line) => (typeof line === 'string' ? line : null))
    const banded = [...texts.filter((t): t is string => t !== null), ...forBand(lines.filter((l): l is Line => typeof l !== 'string'), this.band)]
    const order = this.random.shuffle(banded.filter((t) => canRender(t, slots) && !(this.exclude && this.exclude.test(t))))
    let second = ''
    for (const template of order) {
      // Two tries per line: its alternatives may give a fresh wording.
      for (let attempt = 0; attempt < 2; attempt++) {
        const rendered = render(template, slots, this.random)
        const text = this.splitLonger ? simplify(rendered, this.splitLonger) : rendered
        if (this.repeats(text)) continue
        const stale = sentencesOf(text).some((s) => this.avoid.has(skeletonOf(s)))
        if (stale) {
          if (!second) second = text
          continue
        }
        this.remember(text)
        return text
      }
    }
    if (second && !this.repeats(second)) {
      this.remember(second)
      return second
    }
    return ''
  }

  /** Renders one given template (no choice), or '' if it would repeat. */
  write(template: string, extra: Slots = {}): string {
    const slots = { ...this.slots, ...extra }
    if (!canRender(template, slots)) return ''
    return this.accept(render(template, slots, this.random))
  }
}

/** Joins non-empty sentences into a paragraph. */
export const para = (...parts: (string | null | undefined | false)[]) =>
  parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.trim())
    .join(' ')
