import { useId } from 'react'
import { Label } from '~/components/ui/label'
import { Select } from '~/components/ui/select'
import {
  DEFAULT_READING,
  FONT_LABELS,
  READING_FONTS,
  READING_SIZES,
  READING_SPACINGS,
  SIZE_LABELS,
  SPACING_LABELS,
  type ReadingSettings,
} from '~/utils/reading-settings'

/**
 * The child form's "Reading" section: text size, reading font, line spacing and calm reading. They
 * are saved with the form and follow the child to every device.
 */
export function ReadingFieldset({ reading = DEFAULT_READING, error }: { reading?: ReadingSettings; error?: string }) {
  const id = useId()
  const errorId = `${id}-error`
  const describedBy = error ? errorId : undefined
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border-2 border-sand-200 p-3" aria-describedby={describedBy}>
      <legend className="px-1 font-display text-base font-semibold text-bark-900">Reading</legend>
      <p className="text-sm text-bark-600">How stories, summaries and quizzes look for this child, on every device.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-size`}>Text size</Label>
          <Select id={`${id}-size`} name="readingSize" defaultValue={reading.size} aria-invalid={error ? true : undefined}>
            {READING_SIZES.map((size) => (
              <option key={size} value={size}>
                {SIZE_LABELS[size]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-font`}>Reading font</Label>
          <Select id={`${id}-font`} name="readingFont" defaultValue={reading.font} aria-invalid={error ? true : undefined}>
            {READING_FONTS.map((font) => (
              <option key={font} value={font}>
                {FONT_LABELS[font]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-spacing`}>Line spacing</Label>
          <Select id={`${id}-spacing`} name="readingSpacing" defaultValue={reading.spacing} aria-invalid={error ? true : undefined}>
            {READING_SPACINGS.map((spacing) => (
              <option key={spacing} value={spacing}>
                {SPACING_LABELS[spacing]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <label className="flex items-start gap-3 text-sm text-bark-700">
        <input type="checkbox" name="readingCalm" defaultChecked={reading.calm} className="mt-0.5 h-5 w-5 accent-forest-700" />
        <span>
          <span className="font-semibold">Calm reading</span>: no moving pictures or animations, and no sounds.
        </span>
      </label>
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
