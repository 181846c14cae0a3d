import Pause from 'lucide-react/dist/esm/icons/pause'
import Play from 'lucide-react/dist/esm/icons/play'
import Square from 'lucide-react/dist/esm/icons/square'
import Volume2 from 'lucide-react/dist/esm/icons/volume-2'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { sentencesOfParagraph } from '~/utils/sentences'

/** A paragraph's sentences, keeping their punctuation and closing quotes; "2.3 miles" and "St. Louis" stay whole. */
export function splitSentences(paragraph: string) {
  const sentences = sentencesOfParagraph(paragraph)
  return sentences.length ? sentences : [paragraph]
}

export interface ReadingPosition {
  paragraph: number
  sentence: number
}

const SPEEDS = [0.75, 1, 1.25] as const

/** An English voice that lives on the device: some browsers' default voice is online and is silent with no signal. */
function deviceVoice() {
  const voices = window.speechSynthesis.getVoices().filter((voice) => voice.localService && voice.lang.toLowerCase().startsWith('en'))
  return voices.find((voice) => voice.lang === 'en-US') ?? voices[0] ?? null
}

/**
 * "Read to me": the browser's speech synthesis reads the chapter sentence by sentence and reports
 * which one it is reading, so the page can highlight it. Nothing leaves the device.
 */
export function useReadAloud(paragraphs: string[]) {
  const [supported, setSupported] = useState(false)
  const [state, setState] = useState<'idle' | 'reading' | 'paused'>('idle')
  const [position, setPosition] = useState<ReadingPosition | null>(null)
  const [rate, setRate] = useState<(typeof SPEEDS)[number]>(1)
  const queue = useRef<{ text: string; position: ReadingPosition }[]>([])
  const index = useRef(0)
  const rateRef = useRef(rate)
  rateRef.current = rate

  useEffect(() => setSupported(typeof window !== 'undefined' && 'speechSynthesis' in window), [])

  const speakNext = useCallback(() => {
    const item = queue.current[index.current]
    if (!item) {
      setState('idle')
      setPosition(null)
      return
    }
    const utterance = new SpeechSynthesisUtterance(item.text)
    utterance.rate = rateRef.current
    utterance.lang = 'en-US'
    const voice = navigator.onLine ? null : deviceVoice()
    if (voice) utterance.voice = voice
    utterance.onstart = () => setPosition(item.position)
    // No voice could speak (Stop and a new chapter cancel on purpose): end instead of waiting for ever.
    utterance.onerror = (event) => {
      if (event.error === 'interrupted' || event.error === 'canceled') return
      setState('idle')
      setPosition(null)
    }
    utterance.onend = () => {
      index.current += 1
      speakNext()
    }
    window.speechSynthesis.speak(utterance)
  }, [])

  const stop = useCallback(() => {
    if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel()
    queue.current = []
    setState('idle')
    setPosition(null)
  }, [])

  const start = useCallback(() => {
    stop()
    queue.current = paragraphs.flatMap((paragraph, p) => splitSentences(paragraph).map((text, s) => ({ text, position: { paragraph: p, sentence: s } })))
    index.current = 0
    setState('reading')
    speakNext()
  }, [paragraphs, speakNext, stop])

  const togglePause = useCallback(() => {
    if (state === 'reading') {
      window.speechSynthesis.pause()
      setState('paused')
    } else if (state === 'paused') {
      window.speechSynthesis.resume()
      setState('reading')
    }
  }, [state])

  // A new chapter, or leaving the page, stops the voice.
  useEffect(() => stop, [paragraphs, stop])

  return { supported, state, position, rate, setRate, start, stop, togglePause, speeds: SPEEDS }
}

export function ReadAloudControls({ reader }: { reader: ReturnType<typeof useReadAloud> }) {
  if (!reader.supported) return null
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-sky-100 p-2" role="group" aria-label="Read to me">
      {reader.state === 'idle' ? (
        <Button size="sm" variant="ghost" onClick={reader.start}>
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
