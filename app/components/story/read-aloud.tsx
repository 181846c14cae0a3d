import Pause from 'lucide-react/dist/esm/icons/pause'
import Play from 'lucide-react/dist/esm/icons/play'
import Square from 'lucide-react/dist/esm/icons/square'
import Volume2 from 'lucide-react/dist/esm/icons/volume-2'
import VolumeX from 'lucide-react/dist/esm/icons/volume-x'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { sentencesOfParagraph } from '~/utils/sentences'
import { wordAt, wordsOf, type Word } from '~/utils/words'

/** A paragraph's sentences, keeping their punctuation and closing quotes; "2.3 miles" and "St. Louis" stay whole. */
export function splitSentences(paragraph: string) {
  const sentences = sentencesOfParagraph(paragraph)
  return sentences.length ? sentences : [paragraph]
}

export interface ReadingPosition {
  paragraph: number
  sentence: number
  /** The word being spoken, counted in its sentence (`wordsOf`); -1 before the first. */
  word: number
}

/** One utterance: a sentence, or its narration or a quote in it, or a long stretch of it cut at a comma. */
interface Part {
  paragraph: number
  sentence: number
  text: string
  start: number
  end: number
  dialogue: boolean
}

const SPEEDS = [0.75, 1, 1.25] as const
/** A voice that sends no word boundary this long after it starts never will: the page times the words itself. */
const BOUNDARY_WAIT_MS = 300
/** Chrome's online voices stop after about 14 seconds, so a longer stretch is cut at its commas. */
const LONG_PART = 200
/** Quotes are read a little higher than the narration around them. */
const DIALOGUE_PITCH = 1.15

/** The parts of one sentence: quoted speech and narration apart, long stretches cut after a comma. */
function partsOf(paragraph: number, sentence: number, text: string): Part[] {
  const parts: Part[] = []
  const add = (start: number, end: number, dialogue: boolean) => {
    if (!/[\p{L}\p{N}]/u.test(text.slice(start, end))) return
    let from = start
    while (end - from > LONG_PART) {
      const cut = text.lastIndexOf(', ', from + LONG_PART)
      if (cut <= from) break
      parts.push({ paragraph, sentence, text, start: from, end: cut + 1, dialogue })
      from = cut + 2
    }
    parts.push({ paragraph, sentence, text, start: from, end, dialogue })
  }
  let at = 0
  for (const quote of text.matchAll(/["“][^"”]*(?:["”]|$)/g)) {
    add(at, quote.index, false)
    add(quote.index, quote.index + quote[0].length, true)
    at = quote.index + quote[0].length
  }
  add(at, text.length, false)
  return parts
}

/** How long each word of a stretch may take, in characters' worth of speech: commas and stops add a pause. */
function wordWeights(text: string, words: Word[]) {
  return words.map((word, i) => {
    const gap = text.slice(word.end, words[i + 1]?.start ?? word.end)
    return word.end - word.start + 1 + (/[,;:—]/.test(gap) ? 4 : 0) + (/[.!?]/.test(gap) ? 6 : 0)
  })
}

/** An English voice that lives on the device: some browsers' default voice is online and is silent with no signal. */
function deviceVoice() {
  const voices = window.speechSynthesis.getVoices().filter((voice) => voice.localService && voice.lang.toLowerCase().startsWith('en'))
  return voices.find((voice) => voice.lang === 'en-US') ?? voices[0] ?? null
}

/**
 * "Read to me": the browser's speech synthesis reads the chapter sentence by sentence, and the page
 * highlights the word being spoken: from the voice's word boundaries where it sends them, from a
 * timing estimate where it does not (Chrome on Android and Google's voices send none). Pause stops
 * the voice and keeps the word; Resume speaks on from it (pausing an utterance is unreliable on
 * phones). Nothing leaves the device.
 */
export function useReadAloud(paragraphs: string[]) {
  // null until the page knows: the server cannot tell whether this browser speaks.
  const [supported, setSupported] = useState<boolean | null>(null)
  const [state, setState] = useState<'idle' | 'reading' | 'paused'>('idle')
  const [position, setPosition] = useState<ReadingPosition | null>(null)
  const [rate, setRate] = useState<(typeof SPEEDS)[number]>(1)
  const parts = useRef<Part[]>([])
  const index = useRef(0)
  const positionRef = useRef<ReadingPosition | null>(null)
  const rateRef = useRef(rate)
  rateRef.current = rate
  // Each start, pause and stop begins a new generation: events of older utterances are ignored.
  const generation = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Milliseconds per character's worth of speech at rate 1, learnt from each stretch the voice finishes.
  const msPerUnit = useRef(62)

  useEffect(() => setSupported(typeof window !== 'undefined' && 'speechSynthesis' in window), [])

  const moveTo = useCallback((next: ReadingPosition | null) => {
    positionRef.current = next
    setPosition(next)
  }, [])

  const speakPart = useCallback(
    (from?: number) => {
      clearTimeout(timer.current)
      const part = parts.current[index.current]
      if (!part) {
        setState('idle')
        moveTo(null)
        return
      }
      const ours = ++generation.current
      const begin = from ?? part.start
      const words = wordsOf(part.text)
      const place = (word: number) => moveTo({ paragraph: part.paragraph, sentence: part.sentence, word })
      const utterance = new SpeechSynthesisUtterance(part.text.slice(begin, part.end))
      utterance.rate = rateRef.current
      utterance.lang = 'en-US'
      if (part.dialogue) utterance.pitch = DIALOGUE_PITCH
      const voice = navigator.onLine ? null : deviceVoice()
      if (voice) utterance.voice = voice
      let boundaries = false
      let startedAt = 0
      let estimated = 0
      // The timing estimate: each word of the stretch gets its share of the time its letters take.
      const estimate = () => {
        const ahead = words.map((word, i) => ({ word, i })).filter(({ word }) => word.start >= begin && word.start < part.end)
        const weights = wordWeights(part.text, ahead.map(({ word }) => word))
        const unit = msPerUnit.current / rateRef.current
        const starts = weights.map((_, i) => weights.slice(0, i).reduce((sum, weight) => sum + weight, 0) * unit)
        estimated = weights.reduce((sum, weight) => sum + weight, 0) * unit
        const tick = () => {
          if (generation.current !== ours || boundaries) return
          const elapsed = performance.now() - startedAt
          let at = 0
          while (at + 1 < starts.length && starts[at + 1] <= elapsed) at++
          if (ahead[at]) place(ahead[at].i)
          if (at + 1 < starts.length) timer.current = setTimeout(tick, starts[at + 1] - elapsed)
        }
        tick()
      }
      utterance.onstart = () => {
        if (generation.current !== ours) return
        startedAt = performance.now()
        place(wordAt(words, begin))
        timer.current = setTimeout(() => !boundaries && estimate(), BOUNDARY_WAIT_MS)
      }
      utterance.onboundary = (event) => {
        if (generation.current !== ours || (event.name && event.name !== 'word')) return
        boundaries = true
        place(wordAt(words, begin + event.charIndex))
      }
      // No voice could speak (Stop and a new chapter cancel on purpose): end instead of waiting for ever.
      utterance.onerror = (event) => {
        if (generation.current !== ours || event.error === 'interrupted' || event.error === 'canceled') return
        clearTimeout(timer.current)
        setState('idle')
        moveTo(null)
      }
      utterance.onend = () => {
        if (generation.current !== ours) return
        // The estimate is corrected at each stretch's end, by how long the voice really took.
        if (!boundaries && estimated > 0) {
          const ratio = (performance.now() - startedAt) / estimated
          msPerUnit.current = Math.min(150, Math.max(30, msPerUnit.current * (0.5 + ratio / 2)))
        }
        index.current += 1
        speakPart()
      }
      window.speechSynthesis.speak(utterance)
    },
    [moveTo],
  )

  const silence = useCallback(() => {
    generation.current += 1
    clearTimeout(timer.current)
    if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel()
  }, [])

  const stop = useCallback(() => {
    silence()
    parts.current = []
    setState('idle')
    moveTo(null)
  }, [silence, moveTo])

  const start = useCallback(() => {
    stop()
    parts.current = paragraphs.flatMap((paragraph, p) => splitSentences(paragraph).flatMap((text, s) => partsOf(p, s, text)))
    index.current = 0
    setState('reading')
    speakPart()
  }, [paragraphs, speakPart, stop])

  const togglePause = useCallback(() => {
    if (state === 'reading') {
      silence()
      setState('paused')
    } else if (state === 'paused') {
      setState('reading')
      const part = parts.current[index.current]
      const word = positionRef.current && part ? wordsOf(part.text)[positionRef.current.word] : undefined
      speakPart(word && word.start >= part.start && word.start < part.end ? word.start : undefined)
    }
  }, [state, silence, speakPart])

  /** A tapped word is spoken on its own, unless the chapter is being read. */
  const speakWord = useCallback(
    (text: string) => {
      if (!supported || state !== 'idle') return
      window.speechSynthesis.cancel()
      const utterance = new SpeechSynthesisUtterance(text)
      utterance.rate = rateRef.current
      utterance.lang = 'en-US'
      window.speechSynthesis.speak(utterance)
    },
    [supported, state],
  )

  // A new chapter, or leaving the page, stops the voice.
  useEffect(() => stop, [paragraphs, stop])

  return { supported, state, position, rate, setRate, start, stop, togglePause, speakWord, speeds: SPEEDS }
}

export function ReadAloudControls({ reader }: { reader: ReturnType<typeof useReadAloud> }) {
  if (reader.supported === false) {
    return (
      <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-sky-100 p-2" role="group" aria-label="Read to me">
        <Button size="sm" variant="ghost" disabled>
          <VolumeX aria-hidden className="h-4 w-4" /> Read-aloud isn&apos;t available in this browser
        </Button>
      </div>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-sky-100 p-2" role="group" aria-label="Read to me">
      {reader.state === 'idle' ? (
        <Button size="sm" variant="ghost" disabled={!reader.supported} onClick={reader.start}>
          <Volume2 aria-hidden className="h-4 w-4" /> Read to me
        </Button>
      ) : (
        <>
          <Button size="sm" variant="ghost" onClick={reader.togglePause}>
            {reader.state === 'paused' ? <Play aria-hidden className="h-4 w-4" /> : <Pause aria-hidden className="h-4 w-4" />}
            {reader.state === 'paused' ? 'Resume' : 'Pause'}
          </Button>
          <Button size="sm" variant="ghost" onClick={reader.stop}>
            <Square aria-hidden className="h-4 w-4" /> Stop
          </Button>
        </>
      )}
      <label className="flex items-center gap-2 px-2 text-sm font-bold text-sky-700">
        Speed
        <select
          className="rounded-lg border border-sky-500/40 bg-white px-2 py-1"
          value={reader.rate}
          onChange={(event) => reader.setRate(Number(event.target.value) as (typeof reader.speeds)[number])}
        >
          {reader.speeds.map((speed) => (
            <option key={speed} value={speed}>
              {speed === 1 ? 'Normal' : speed < 1 ? 'Slower' : 'Faster'}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
