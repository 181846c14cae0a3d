import { Link } from '@remix-run/react'
import Backpack from 'lucide-react/dist/esm/icons/backpack'
import BookOpen from 'lucide-react/dist/esm/icons/book-open'
import FileDown from 'lucide-react/dist/esm/icons/file-down'
import Trash2 from 'lucide-react/dist/esm/icons/trash-2'
import Trophy from 'lucide-react/dist/esm/icons/trophy'
import { FieldKitLink } from '~/components/field-kit-link'
import { StoryCardFrame } from '~/components/library/story-card-frame'
import { downloadStoryPdf } from '~/components/story/pdf-download'
import { Button } from '~/components/ui/button'
import { formatBytes } from '~/sw/trail-names'
import { fieldKitParkOf } from '~/utils/field-kit-url'
import { plural } from '~/utils/plural'
import { useSavedStories } from './use-saved-stories'

/**
 * The library's "Saved for the trail" tab: every story this family kept on this device (for any of
 * their children), read from the device itself, so it works with no signal.
 */
export function TrailShelf({ needle }: { needle: string }) {
  const { unsupported, loaded, saved, remove } = useSavedStories()
  if (unsupported) {
    return (
      <Notice title="Saved stories need a newer browser">
        This browser cannot keep stories for reading with no signal. Most phone and computer browsers from the last few years can.
      </Notice>
    )
  }
  if (!loaded) return null
  const shown = saved.filter((story) => !needle || story.title.toLowerCase().includes(needle) || story.parkName.toLowerCase().includes(needle))
  if (saved.length === 0) {
    return (
      <Notice title="Nothing saved for the trail yet">
        Most parks have little or no signal. Open a story and choose Save for the trail, and it will open here with no connection at all.
      </Notice>
    )
  }
  if (shown.length === 0) {
    return <Notice title="No Stories Found">No saved story matches your search. Try another word or park name.</Notice>
  }
  const total = saved.reduce((sum, story) => sum + story.bytes, 0)
  return (
    <section aria-label="Saved for the trail" className="flex flex-col gap-4">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((story) => (
          <StoryCardFrame
            key={story.storyId}
            testId="trail-card"
            imageUrl={story.imageUrl}
            badge={
              <span className="inline-flex items-center gap-1">
                <Backpack aria-hidden className="h-3.5 w-3.5" /> Saved for the trail
              </span>
            }
            badgeClassName="bg-forest-700 text-white"
            title={story.title}
            parkName={story.parkName}
            meta={
              <>
                {story.childName ? <span>{story.childName}&apos;s story</span> : null}
                <span>
                  {story.chapterCount} {plural(story.chapterCount, 'chapter')}
                </span>
                <span>{formatBytes(story.bytes)}</span>
              </>
            }
          >
            <div className="mt-auto flex flex-wrap gap-2 pt-3">
              <Button asChild size="sm">
                <Link to={`/story/${story.storyId}?chapter=1`} aria-label={`Read “${story.title}”`}>
                  <BookOpen aria-hidden className="h-4 w-4" /> Read
                </Link>
              </Button>
              {story.isCompleted ? (
                <Button asChild size="sm" variant="outline">
                  <Link to={`/story/${story.storyId}/summary`}>
                    <Trophy aria-hidden className="h-4 w-4" /> Summary
                  </Link>
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onClick={() => downloadStoryPdf(story.storyId)}>
                <FileDown aria-hidden className="h-4 w-4" /> PDF
              </Button>
              <SavedFieldKit media={story.media} parkName={story.parkName} />
              <Button size="sm" variant="ghost" className="text-red-700" aria-label={`Remove “${story.title}” from this device`} onClick={() => void remove(story.storyId)}>
                <Trash2 aria-hidden className="h-4 w-4" /> Remove
              </Button>
            </div>
          </StoryCardFrame>
        ))}
      </ul>
      <p className="text-sm text-bark-600" data-testid="trail-total">
        Saved for the trail on this device: {formatBytes(total)}. Removing a story here keeps it in your library.
      </p>
    </section>
  )
}

/** The park's field kit, when it was saved with the story (saves from before it was kept have none). */
function SavedFieldKit({ media, parkName }: { media: string[]; parkName: string }) {
  const parkId = media.map(fieldKitParkOf).find((id) => id !== null)
  return parkId ? <FieldKitLink parkId={parkId} parkName={parkName} size="sm" /> : null
}

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-white p-10 text-center shadow-card">
      <Backpack aria-hidden className="h-12 w-12 text-forest-600" />
      <h2 className="font-display text-2xl font-semibold">{title}</h2>
      <p className="max-w-prose text-bark-600">{children}</p>
    </div>
  )
}
