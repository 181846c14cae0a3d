import Backpack from 'lucide-react/dist/esm/icons/backpack'
import BadgeCheck from 'lucide-react/dist/esm/icons/badge-check'
import LoaderCircle from 'lucide-react/dist/esm/icons/loader-circle'
import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { formatBytes } from '~/sw/trail-names'
import { cn } from '~/utils/cn'
import { useOnline } from './use-online'
import { useSavedStories } from './use-saved-stories'

/**
 * "Save for the trail": keeps a story on this device (its pages, pictures, storybook and its park's
 * field kit) to read with no signal, shows the space it takes, and takes it off again. `chapterCount`
 * (the ready chapters the page shows) keeps a saved story up to date: a chapter read online is saved
 * too.
 */
export function SaveForTrail({
  storyId,
  title,
  chapterCount,
  hint = true,
  className,
}: {
  storyId: string
  title: string
  chapterCount?: number
  /** A line saying what saving does (left out where space is short, as on a library card). */
  hint?: boolean
  className?: string
}) {
  const { supported, loaded, find, saving, save, remove } = useSavedStories()
  const online = useOnline()
  const record = find(storyId)
  const busy = saving.has(storyId)

  const refreshedFor = useRef<number | null>(null)
  useEffect(() => {
    if (!record || !online || busy || chapterCount === undefined || record.chapterCount === chapterCount || refreshedFor.current === chapterCount) return
    refreshedFor.current = chapterCount
    void save(storyId, { quiet: true })
  }, [record, online, busy, chapterCount, save, storyId])

  if (!supported || !loaded) return null
  if (busy) {
    return (
      <div className={cn('flex flex-wrap items-center gap-2', className)}>
        <Button size="sm" variant="outline" disabled>
          <LoaderCircle aria-hidden className="h-4 w-4 animate-spin" /> Saving for the trail...
        </Button>
      </div>
    )
  }
  if (record) {
    return (
      <div className={cn('flex flex-wrap items-center gap-2', className)}>
        <span data-testid="trail-saved" className="inline-flex items-center gap-1.5 rounded-full bg-forest-100 px-3 py-1.5 text-sm font-bold text-forest-800">
          <BadgeCheck aria-hidden className="h-4 w-4" /> Saved for the trail: {formatBytes(record.bytes)}
        </span>
        <Button size="sm" variant="ghost" className="text-bark-600" aria-label={`Remove “${title}” from this device`} onClick={() => void remove(storyId)}>
          Remove
        </Button>
      </div>
    )
  }
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button size="sm" variant="outline" disabled={!online} onClick={() => void save(storyId)}>
        <Backpack aria-hidden className="h-4 w-4" /> Save for the trail
      </Button>
      {!online ? <span className="text-sm text-bark-600">Saving needs a connection.</span> : hint ? <span className="text-sm text-bark-600">Read it with no signal.</span> : null}
    </div>
  )
}
