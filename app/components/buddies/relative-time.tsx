import { useEffect, useState } from 'react'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
]

/** "5 minutes ago", "yesterday", "just now". */
export function relativeTime(iso: string, now: number) {
  const elapsed = now - new Date(iso).getTime()
  if (elapsed < 60_000) return 'just now'
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit)
  }
  return 'just now'
}

/**
 * The clock relative times are measured against: the loader's time on the server and at hydration
 * (so both render the same words), then the browser's, every minute.
 */
export function useNow(serverNow: number) {
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

export function RelativeTime({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' })}>
      {relativeTime(iso, now)}
    </time>
  )
}
