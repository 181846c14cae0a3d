import { parksInRegions } from '~/data/parks'
import { FREE_REGION } from './regions.server'

/** "2026-05" for a date, in UTC. */
export const monthKey = (date: Date) => date.toISOString().slice(0, 7)

/** "May 2026" for "2026-05". */
export function monthName(month: string) {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/**
 * The newsletter's park of the month: one of the free region's parks, so every family can go there,
 * taking turns month by month, with one of its catalogue facts (true by construction).
 */
export function parkOfTheMonth(month: string) {
  const [year, monthNumber] = month.split('-').map(Number)
  const index = year * 12 + (monthNumber - 1)
  const choices = parksInRegions([FREE_REGION])
  const park = choices[index % choices.length]
  const fact = park.facts[Math.floor(index / choices.length) % park.facts.length]
  return { park, fact: fact.text }
}
