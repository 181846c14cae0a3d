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
        <ReadingSelect id={`${id}-size`} label="Text size" name="readingSize" value={reading.size} options={READING_SIZES} labels={SIZE_LABELS} invalid={Boolean(error)} />
        <ReadingSelect id={`${id}-font`} label="Reading font" name="readingFont" value={reading.font} options={READING_FONTS} labels={FONT_LABELS} invalid={Boolean(error)} />
        <ReadingSelect
          id={`${id}-spacing`}
          label="Line spacing"
          name="readingSpacing"
          value={reading.spacing}
          options={READING_SPACINGS}
          labels={SPACING_LABELS}
          invalid={Boolean(error)}
        />
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

/** One labelled choice of the section, its options in their order with the words a parent reads. */
function ReadingSelect<T extends string>({
  id,
  label,
  name,
  value,
  options,
  labels,
  invalid,
}: {
  id: string
  label: string
  name: string
  value: T
  options: readonly T[]
  labels: Record<T, string>
  invalid: boolean
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} defaultValue={value} aria-invalid={invalid || undefined}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </Select>
    </div>
  )
}
