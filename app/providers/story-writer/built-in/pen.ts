/**
 * The pen picks lines from the prose banks and fills them in, and it remembers: no sentence already
 * in this story is ever written again, and sentences this child has read in other stories are chosen
 * only when nothing fresh is left.
 */
import { HEARSAY } from '../place-check'
import { normalizeSentence, sentencesOf } from '../readability'
import { Bounded } from './cache'
import type { Random } from './random'
import { canRender, render, type Line, type Slots } from './template'

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

/** A name that tires: after `limit` mentions in a chapter, its slots give way to a plain noun. */
export interface TiringName {
  slot: string
  name: string
  noun: string
  limit: number
  uses: number
  /** Other slots that tire with it, each with its plain form ("a A" -> "a lizard"). */
  also?: Record<string, string>
  /** Counts every mention, said or wished for (an animal's long name tires however it is said). */
  everywhere?: boolean
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Mentions of a name, not counting a longer name that starts with it ("Mount Baldy" in "Mount Baldy Beach"). */
const countOf = (text: string, name: string) => (name ? (text.match(new RegExp(`${escapeRe(name)}(?![\\p{L}]|\\s+\\p{Lu})`, 'gu')) ?? []).length : 0)

const cores = new Bounded<string, string>(6000)

/**
 * The longest stretch of a template that no slot or alternative changes: if a story already has it,
 * the line was already used, whatever place or name it was filled with then.
 */
export function coreOf(template: string): string {
  return cores.get(template, () =>
    template
      .split(/\{[^{}]*\}|\[[^[\]]*\]/)
      .map((piece) => piece.trim())
      .reduce((best, piece) => (piece.length > best.length ? piece : best), ''),
  )
}

/** Cores shorter than this are common phrases, not a line's fingerprint. */
const CORE_MIN = 24

export class Pen {
  /** The story so far (earlier chapters and this chapter's accepted lines). */
  storyText = ''
  readonly used = new Set<string>()
  /** Place names said often enough in this chapter become "the beach", "the cave". */
  readonly tiring: TiringName[] = []
  /** Sentences longer than this many words are split where a new clause begins (0: never). */
  splitLonger = 0
  /** How strongly lines written for this band alone are preferred over shared ones (0: not at all). */
  ownBand = 0.4
  /** Lines that do not fit this story at all (a car where there are no roads). */
  exclude: RegExp[] = []

  constructor(
    readonly random: Random,
    readonly band: BandCode,
    readonly slots: Slots,
    /** Skeletons of sentences this child read in other stories. */
    readonly avoid: ReadonlySet<string>,
  ) {}

  /** Remembers text that is already in the story (earlier chapters, fixed lines). */
  remember(text: string, cached = false) {
    if (!cached) this.storyText += `\n${text}`
    for (const sentence of normalizedSentences(text, cached ? chapterSentences : templateSentences)) this.used.add(sentence)
    // A name tires only when the narration says plainly that they are there: a name inside a
    // quotation, or in a wish or a question, does not count.
    if (!cached) {
      for (const t of this.tiring) if (t.everywhere) t.uses += countOf(text, t.name)
      for (const sentence of sentencesOf(text.replace(/"[^"]*"/g, ' '))) {
        if (HEARSAY.test(sentence)) continue
        for (const t of this.tiring) if (!t.everywhere) t.uses += countOf(sentence, t.name)
      }
    }
  }

  private slotCache: { key: string; slots: Slots } | null = null

  /** Call after changing `slots` directly. */
  invalidate() {
    this.slotCache = null
  }

  /** The slots for the next line: tired names replaced by their nouns. */
  slotsWith(extra: Slots): Slots {
    const plain = Object.keys(extra).length === 0
    const key = this.tiring.map((t) => (t.uses >= t.limit ? 1 : 0)).join('')
    if (plain && this.slotCache?.key === key) return this.slotCache.slots
    const slots = { ...this.slots, ...extra }
    for (const t of this.tiring) {
      if (t.uses < t.limit || slots[t.slot] !== t.name) continue
      slots[t.slot] = t.noun
      slots[`${t.slot}.cap`] = t.noun.charAt(0).toUpperCase() + t.noun.slice(1)
      if (t.slot === 'P' && slots.PA === t.name) slots.PA = t.noun
      for (const [slot, value] of Object.entries(t.also ?? {})) if (slot in slots) slots[slot] = value
    }
    if (plain) this.slotCache = { key, slots }
    return slots
  }

  /** Templates used in this chapter: a line comes once, whichever of its wordings was chosen. */
  readonly usedTemplates = new Set<string>()

  /** Whether the story already has this line, filled in some other way. */
  usedLine(template: string) {
    if (this.usedTemplates.has(template)) return true
    if (!this.strictLines) return false
    const core = coreOf(template)
    return core.length >= CORE_MIN && this.storyText.includes(core)
  }

  /** Whether a line used in an earlier chapter is kept out (with other words in it). */
  strictLines = true

  /** Whether a piece of text would repeat a sentence of the story. */
  repeats(text: string) {
    const inside = new Set<string>()
    for (const key of normalizedSentences(text)) {
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
    const slots = this.slotsWith(extra)
    // Lines written for this band alone come first more often than lines shared with another band.
    const weighted: [string, number][] = []
    for (const line of lines) {
      if (typeof line === 'string') weighted.push([line, this.random.next()])
      else if (line.bands.includes(this.band)) weighted.push([line.text, this.random.next() + (line.bands.length === 1 ? this.ownBand : 0)])
    }
    const order = weighted
      .filter(([t]) => canRender(t, slots) && !this.exclude.some((x) => x.test(t)) && !this.usedLine(t))
      .sort((a, b) => b[1] - a[1])
      .map(([t]) => t)
    let second = ''
    for (const template of order) {
      // Two tries per line: its alternatives may give a fresh wording.
      for (let attempt = 0; attempt < 2; attempt++) {
        const rendered = render(template, slots, this.random)
        const text = this.splitLonger ? simplify(rendered, this.splitLonger) : rendered
        if (this.repeats(text)) continue
        const stale = this.avoid.size > 0 && sentencesOf(text).some((s) => this.avoid.has(skeletonOf(s)))
        if (stale) {
          if (!second) second = text
          continue
        }
        this.remember(text)
        this.usedTemplates.add(template)
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
    const slots = this.slotsWith(extra)
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
