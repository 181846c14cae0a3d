/**
 * The one age cut-off that stories and quizzes share (issue 12): what a 6-year-old reads and what a
 * 6-year-old is asked come from the same band.
 */
export type AgeBand = 'young' | 'middle' | 'older'

export const AGE_BANDS: readonly AgeBand[] = ['young', 'middle', 'older']

/** Ages 5-6 are young, 7-9 middle, 10 and over older (younger than 5 reads as young). */
export function ageBandFor(age: number): AgeBand {
  if (age <= 6) return 'young'
  if (age <= 9) return 'middle'
  return 'older'
}

/** A typical age for each band, for reports and template tests. */
export const BAND_SAMPLE_AGE: Record<AgeBand, number> = { young: 6, middle: 8, older: 11 }
