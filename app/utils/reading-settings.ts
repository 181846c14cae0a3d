import { z } from 'zod'

/**
 * A child's reading settings, kept on their profile so they follow the family to any device. Shared
 * by the server (validation, the storybook PDF) and the pages that apply them (reader, summary, quiz).
 */
export const READING_SIZES = ['standard', 'large', 'largest'] as const
export const READING_FONTS = ['house', 'lexend', 'opendyslexic'] as const
export const READING_SPACINGS = ['standard', 'relaxed'] as const

export type ReadingSize = (typeof READING_SIZES)[number]
export type ReadingFont = (typeof READING_FONTS)[number]
export type ReadingSpacing = (typeof READING_SPACINGS)[number]

export interface ReadingSettings {
  size: ReadingSize
  font: ReadingFont
  spacing: ReadingSpacing
  calm: boolean
}

export const DEFAULT_READING: ReadingSettings = { size: 'standard', font: 'house', spacing: 'standard', calm: false }

export const SIZE_LABELS: Record<ReadingSize, string> = { standard: 'Standard', large: 'Large', largest: 'Largest' }
export const FONT_LABELS: Record<ReadingFont, string> = { house: 'Story Trails (our usual font)', lexend: 'Lexend', opendyslexic: 'OpenDyslexic' }
export const SPACING_LABELS: Record<ReadingSpacing, string> = { standard: 'Standard', relaxed: 'Relaxed' }

export const readingSizeSchema = z.enum(READING_SIZES, { errorMap: () => ({ message: 'Please choose a text size: Standard, Large or Largest.' }) })
const readingFont = z.enum(READING_FONTS, { errorMap: () => ({ message: 'Please choose one of the reading fonts.' }) })
const readingSpacing = z.enum(READING_SPACINGS, { errorMap: () => ({ message: 'Please choose Standard or Relaxed line spacing.' }) })

/** The four settings together: what the Children tab's form and the JSON API send. */
export const readingSettingsSchema = z.object({
  size: readingSizeSchema,
  font: readingFont,
  spacing: readingSpacing,
  calm: z.boolean({ invalid_type_error: 'Please say whether calm reading is on or off.' }),
})

/** The reader's A- / A+ steps. */
export function stepSize(size: ReadingSize, step: -1 | 1): ReadingSize {
  const index = Math.min(READING_SIZES.length - 1, Math.max(0, READING_SIZES.indexOf(size) + step))
  return READING_SIZES[index]
}

/**
 * The class names that put a child's settings on a page's root (see `app/styles/reading.css`): the
 * font, the size step, the line spacing and calm (no motion, no sounds).
 */
export function readingClassName(reading: ReadingSettings) {
  return ['reading', `reading-font-${reading.font}`, `reading-size-${reading.size}`, `reading-spacing-${reading.spacing}`, reading.calm ? 'reading-calm' : '']
    .filter(Boolean)
    .join(' ')
}

/** The Children tab's form fields for reading settings, shaped for `readingSettingsSchema` (none sent: none changed). */
export function readingFromForm(form: FormData) {
  if (!form.has('readingSize') && !form.has('readingFont') && !form.has('readingSpacing')) return undefined
  return {
    size: form.get('readingSize') ?? '',
    font: form.get('readingFont') ?? '',
    spacing: form.get('readingSpacing') ?? '',
    calm: form.get('readingCalm') === 'on',
  }
}
