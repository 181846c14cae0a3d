import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import type { GlossaryEntry } from '~/data/glossary'
import { splitSentences, type ReadingPosition } from '~/components/story/read-aloud'
import { cn } from '~/utils/cn'
import { glossaryMatches, glossaryPattern, namesIn, wordsOf } from '~/utils/words'

interface OpenMeaning {
  key: string
  entry: GlossaryEntry
  top: number
  left: number
}

interface SentenceProps {
  id: string
  text: string
  /** The word being read in this sentence, -1 when it is read but no word yet, null when it is not read. */
  reading: number | null
  pattern: RegExp | null
  glossary: GlossaryEntry[]
  names: Set<string>
  openKey: string | null
  /** The one glossary word reached with Tab; arrow keys go on to the others. */
  tabbableKey: string | null
  meaningId: string
  hintId: string
  onMeaning: (key: string, entry: GlossaryEntry, button: HTMLButtonElement) => void
}

/**
 * One sentence, each word in its own span so the word being read can be marked. The text itself is
 * untouched (spaces and punctuation stay plain text between the spans), so it reads, selects and
 * copies as the sentence it is; the mark is a colour only.
 */
const Sentence = memo(function Sentence({ id, text, reading, pattern, glossary, names, openKey, tabbableKey, meaningId, hintId, onMeaning }: SentenceProps) {
  const words = wordsOf(text)
  const matches = glossaryMatches(text, pattern, glossary, names)
  const nodes: ReactNode[] = []
  let at = 0
  let w = 0
  const word = (i: number) => (
    <span
      key={`w${i}`}
      data-word=""
      data-reading-word={reading === i ? 'current' : undefined}
      className={cn('rounded-sm transition-colors', reading === i && 'bg-amber-300 text-bark-950')}
    >
      {text.slice(words[i].start, words[i].end)}
    </span>
  )
  const wordsUntil = (end: number) => {
    while (w < words.length && words[w].end <= end) {
      nodes.push(text.slice(at, words[w].start), word(w))
      at = words[w].end
      w++
    }
  }
  for (const match of matches) {
    wordsUntil(match.start)
    nodes.push(text.slice(at, match.start))
    const inside: ReactNode[] = []
    at = match.start
    while (w < words.length && words[w].end <= match.end) {
      inside.push(text.slice(at, words[w].start), word(w))
      at = words[w].end
      w++
    }
    const key = `${id}-${match.start}`
    const open = openKey === key
    nodes.push(
      <button
        key={key}
        type="button"
        aria-expanded={open}
        aria-controls={open ? meaningId : undefined}
        aria-describedby={open ? meaningId : key === tabbableKey ? hintId : undefined}
        tabIndex={key === tabbableKey ? 0 : -1}
        data-glossary=""
        className="cursor-help rounded-sm underline decoration-forest-600 decoration-dotted decoration-2 underline-offset-4 hover:bg-forest-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-forest-600"
        onClick={(event) => onMeaning(key, match.entry, event.currentTarget)}
      >
        {inside}
      </button>,
    )
  }
  wordsUntil(text.length)
  nodes.push(text.slice(at))
  return <span className={cn(reading !== null && 'rounded bg-amber-100 box-decoration-clone')}>{nodes}</span>
})

/**
 * The chapter's paragraphs for reading: the word being read aloud is marked, a tapped word is spoken,
 * and the park glossary's words are underlined and show their meaning on a tap (Escape closes it).
 */
export function ChapterText({
  chapterId,
  paragraphs,
  position,
  glossary,
  onWord,
  after,
}: {
  chapterId: number
  paragraphs: string[]
  position: ReadingPosition | null
  glossary: GlossaryEntry[]
  onWord: (text: string) => void
  /** What follows each paragraph (its picture). */
  after: (paragraph: number) => ReactNode
}) {
  const meaningId = useId()
  const box = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const [meaning, setMeaning] = useState<OpenMeaning | null>(null)
  const pattern = useMemo(() => glossaryPattern(glossary), [glossary])
  const sentences = useMemo(() => paragraphs.map((paragraph) => splitSentences(paragraph)), [paragraphs])
  const names = useMemo(() => namesIn(sentences.flat()), [sentences])
  const hintId = useId()
  // One Tab stop for all the chapter's glossary words, so the choices after the text stay a few Tabs away.
  const tabbableKey = useMemo(() => {
    for (const [p, list] of sentences.entries()) {
      for (const [s, sentence] of list.entries()) {
        const first = glossaryMatches(sentence, pattern, glossary, names)[0]
        if (first) return `${p}-${s}-${first.start}`
      }
    }
    return null
  }, [sentences, pattern, glossary, names])

  useEffect(() => setMeaning(null), [chapterId])
  useEffect(() => {
    if (!meaning) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return
      if (event.type === 'pointerdown' && event.target instanceof Node && (opener.current?.contains(event.target) || document.getElementById(meaningId)?.contains(event.target))) return
      setMeaning(null)
      if (event instanceof KeyboardEvent) opener.current?.focus()
    }
    document.addEventListener('keydown', close)
    document.addEventListener('pointerdown', close)
    window.addEventListener('resize', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('pointerdown', close)
      window.removeEventListener('resize', close)
    }
  }, [meaning, meaningId])

  // Stable, so a sentence re-renders only when its own reading mark or meaning changes.
  const onMeaning = useCallback((key: string, entry: GlossaryEntry, button: HTMLButtonElement) => {
    const outer = box.current?.getBoundingClientRect()
    const word = button.getBoundingClientRect()
    if (!outer) return
    opener.current = button
    // Under the word, kept inside the text's column (a card 18rem wide, or narrower on a phone).
    const width = Math.min(288, outer.width)
    const next = { key, entry, top: word.bottom - outer.top + 6, left: Math.max(0, Math.min(word.left - outer.left, outer.width - width)) }
    setMeaning((current) => (current?.key === key ? null : next))
  }, [])

  // Arrow keys move between the glossary words.
  const onKeyDown = (event: ReactKeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    if (!step || !(event.target instanceof HTMLElement) || !event.target.matches('[data-glossary]')) return
    const buttons = [...(box.current?.querySelectorAll<HTMLButtonElement>('[data-glossary]') ?? [])]
    const next = buttons[buttons.indexOf(event.target as HTMLButtonElement) + step]
    if (!next) return
    event.preventDefault()
    next.focus()
  }

  // A tapped word is spoken, unless the reader is selecting text.
  const onClick = (event: MouseEvent) => {
    if (window.getSelection()?.toString()) return
    const word = (event.target as HTMLElement).closest('[data-word]')
    if (word?.textContent) onWord(word.textContent)
  }

  return (
    // The tap-to-hear on words is an extra for pointers: keyboard users have Read to me and the glossary buttons.
    <div ref={box} className="relative flex flex-col gap-4" onClick={onClick} onKeyDown={onKeyDown}>
      {tabbableKey ? (
        <p id={hintId} className="sr-only">
          Underlined words have a meaning: press Enter to see it, and the arrow keys to go to the next one.
        </p>
      ) : null}
      {paragraphs.map((_, p) => (
        <div key={`${chapterId}-${p}`} className="group flex flex-col gap-2">
          <p className="reading-text text-lg leading-relaxed text-bark-900" data-testid="chapter-paragraph">
            {sentences[p].map((sentence, s) => (
              <span key={s}>
                <Sentence
                  id={`${p}-${s}`}
                  text={sentence}
                  reading={position?.paragraph === p && position.sentence === s ? position.word : null}
                  pattern={pattern}
                  glossary={glossary}
                  names={names}
                  openKey={meaning?.key ?? null}
                  tabbableKey={tabbableKey}
                  meaningId={meaningId}
                  hintId={hintId}
                  onMeaning={onMeaning}
                />{' '}
              </span>
            ))}
          </p>
          {after(p)}
        </div>
      ))}
      {/* Said by screen readers when a meaning opens; the card below is what the eyes see. */}
      <div role="status" className="sr-only">
        {meaning ? `${meaning.entry.word}: ${meaning.entry.meaning}` : ''}
      </div>
      {meaning ? (
        <div
          id={meaningId}
          className="absolute z-10 w-72 max-w-full rounded-2xl border-2 border-forest-200 bg-white p-4 text-base text-bark-800 shadow-card"
          style={{ top: meaning.top, left: meaning.left }}
          data-testid="glossary-meaning"
        >
          <span className="font-display text-lg font-semibold text-forest-800">{meaning.entry.word[0].toUpperCase() + meaning.entry.word.slice(1)}</span>
          <span className="block">{meaning.entry.meaning}</span>
        </div>
      ) : null}
    </div>
  )
}
