import { useFetcher } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { readingSizeSchema, SIZE_LABELS, stepSize, type ReadingSettings } from '~/utils/reading-settings'

/** One fetcher per child, shared by the control and the page that applies the size. */
const fetcherKey = (childId: number) => `reading-size-${childId}`

/**
 * The child's reading settings as the page shows them: a size the child just picked applies at once,
 * before the server has saved it (and stays if the save fails: the next page load tells the truth).
 */
export function useReadingSettings(childId: number, saved: ReadingSettings): ReadingSettings {
  const fetcher = useFetcher({ key: fetcherKey(childId) })
  const picked = readingSizeSchema.safeParse(fetcher.formData?.get('size'))
  return picked.success ? { ...saved, size: picked.data } : saved
}

/** "A-" and "A+": the reader's text size, saved on the child's profile so every device shows it. */
export function ReadingSizeControl({ childId, reading }: { childId: number; reading: ReadingSettings }) {
  const fetcher = useFetcher({ key: fetcherKey(childId) })
  const change = (step: -1 | 1) =>
    fetcher.submit({ size: stepSize(reading.size, step) }, { method: 'post', action: `/api/children/${childId}/reading` })
  return (
    <div role="group" aria-label="Text size" className="flex items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={reading.size === 'standard'}
        onClick={() => change(-1)}
      >
        {/* Named by words a screen reader hears, not by a label over the letters it shows. */}
        <span aria-hidden className="text-sm">A-</span>
        <span className="sr-only">Smaller text</span>
      </Button>
      <span className="min-w-[4.5rem] text-center text-sm font-bold text-bark-700" aria-live="polite">
        {SIZE_LABELS[reading.size]}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={reading.size === 'largest'}
        onClick={() => change(1)}
      >
        <span aria-hidden className="text-lg">A+</span>
        <span className="sr-only">Bigger text</span>
      </Button>
    </div>
  )
}
