import { Link, useFetcher, useSearchParams } from '@remix-run/react'
import BookOpen from 'lucide-react/dist/esm/icons/book-open'
import BookOpenCheck from 'lucide-react/dist/esm/icons/book-open-check'
import Clock from 'lucide-react/dist/esm/icons/clock'
import FileDown from 'lucide-react/dist/esm/icons/file-down'
import GraduationCap from 'lucide-react/dist/esm/icons/graduation-cap'
import Search from 'lucide-react/dist/esm/icons/search'
import Trash2 from 'lucide-react/dist/esm/icons/trash-2'
import Trophy from 'lucide-react/dist/esm/icons/trophy'
import { useEffect, useMemo, useState } from 'react'
import { SaveForTrail } from '~/components/trail/save-for-trail'
import { TrailShelf } from '~/components/trail/trail-shelf'
import { useSavedStories } from '~/components/trail/use-saved-stories'
import { downloadStoryPdf } from '~/components/story/pdf-download'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { toast } from '~/components/ui/use-toast'
import type { LibraryCard } from '~/models/library.server'
import { formatDate } from '~/utils/dates'
import { plural } from '~/utils/plural'
import { StoryCardFrame } from './story-card-frame'


function DeleteStory({ story }: { story: LibraryCard }) {
  const [open, setOpen] = useState(false)
  const fetcher = useFetcher<{ ok: boolean }>()
  const trail = useSavedStories()
  const removeSaved = trail.remove
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok) {
      toast({ title: 'Error', description: 'Failed to delete the story. Please try again.', variant: 'destructive' })
    }
    // A deleted story does not stay saved on the device either.
    if (fetcher.state === 'idle' && fetcher.data?.ok) void removeSaved(story.id, { quiet: true })
  }, [fetcher.state, fetcher.data, removeSaved, story.id])
  const label = story.isCompleted ? 'Delete Story' : 'Delete Draft'
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="h-4 w-4" /> {label}
      </Button>
      <DialogContent>
        <DialogTitle>{label}?</DialogTitle>
        <DialogDescription>
          Are you sure you want to delete the story? This action cannot be undone
          {story.isCompleted ? '.' : ', and all progress on this adventure will be lost.'}
        </DialogDescription>
        <fetcher.Form method="post" className="mt-6 flex justify-end gap-3">
          <input type="hidden" name="intent" value="delete-story" />
          <input type="hidden" name="storyId" value={story.id} />
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button type="submit" variant="destructive" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Deleting...' : label}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

function StoryCard({ story, childId }: { story: LibraryCard; childId: number }) {
  return (
    <StoryCardFrame
      testId="story-card"
      imageUrl={story.imageUrl}
      badge={story.isCompleted ? 'Completed' : 'In Progress'}
      badgeClassName={story.isCompleted ? 'bg-forest-700 text-white' : 'bg-amber-100 text-amber-800'}
      title={story.title}
      parkName={story.parkShortName}
      meta={
        <>
          <span>{formatDate(story.createdAt, 'medium')}</span>
          <span>
            {story.chapterCount} {plural(story.chapterCount, 'chapter')}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="h-3.5 w-3.5" /> {story.readMinutes} min read
          </span>
        </>
      }
    >
      <p className="text-sm text-bark-500">
        With {story.characterId} and {story.sidekickId}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        {story.isCompleted ? (
          <>
            <Button asChild size="sm">
              <Link to={`/story/${story.id}?chapter=1`}>
                <BookOpenCheck aria-hidden className="h-4 w-4" /> Read Again
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={`/quiz/${childId}/${story.parkId}`}>
                <GraduationCap aria-hidden className="h-4 w-4" /> Take Quiz
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={`/story/${story.id}/summary`}>
                <Trophy aria-hidden className="h-4 w-4" /> Summary
              </Link>
            </Button>
            <Button size="sm" variant="outline" onClick={() => downloadStoryPdf(story.id)}>
              <FileDown aria-hidden className="h-4 w-4" /> PDF
            </Button>
          </>
        ) : (
          <Button asChild size="sm" variant="accent">
            <Link to={`/story/${story.id}`}>
              <BookOpen aria-hidden className="h-4 w-4" /> Continue Reading
            </Link>
          </Button>
        )}
        <DeleteStory story={story} />
      </div>
      <SaveForTrail storyId={story.id} title={story.title} chapterCount={story.chapterCount} hint={false} className="border-t border-sand-200 pt-3" />
    </StoryCardFrame>
  )
}

const LIBRARY_FILTERS = ['all', 'completed', 'in-progress', 'trail'] as const

/** The library (spec 2.13): search, tabs, cards, empty states and the stats block. */
export function LibraryView({ stories, childName, childId }: { stories: LibraryCard[]; childName: string; childId: number }) {
  const [params, setParams] = useSearchParams()
  const [query, setQuery] = useState(params.get('q') ?? '')
  const filter = LIBRARY_FILTERS.find((f) => f === params.get('tab')) ?? 'all'
  const needle = query.trim().toLowerCase()
  const shown = useMemo(
    () =>
      stories
        .filter((story) => filter === 'all' || (filter === 'completed') === story.isCompleted)
        .filter((story) => !needle || story.title.toLowerCase().includes(needle) || story.parkName.toLowerCase().includes(needle)),
    [stories, filter, needle],
  )
  const stats = {
    total: shown.length,
    completed: shown.filter((s) => s.isCompleted).length,
    chapters: shown.reduce((sum, s) => sum + s.chapterCount, 0),
    parks: new Set(shown.map((s) => s.parkId)).size,
  }
  const setFilter = (value: string) => {
    const next = new URLSearchParams(params)
    next.set('tab', value)
    setParams(next, { replace: true, preventScrollReset: true })
  }

  const results = () =>
    filter === 'trail' ? (
      <TrailShelf needle={needle} />
    ) : shown.length === 0 ? (
      <div className="flex flex-col items-center gap-3 rounded-3xl bg-white p-10 text-center shadow-card">
        <BookOpen aria-hidden className="h-12 w-12 text-forest-600" />
        {stories.length === 0 ? (
          <>
            <h2 className="font-display text-2xl font-semibold">No Stories Yet</h2>
            <p className="text-bark-600">Pick a park on the map to start {childName}&apos;s first adventure.</p>
            <Button asChild variant="accent">
              <Link to="/">Explore Parks</Link>
            </Button>
          </>
        ) : (
          <>
            <h2 className="font-display text-2xl font-semibold">No Stories Found</h2>
            <p className="text-bark-600">No story matches your search. Try another word or park name.</p>
          </>
        )}
      </div>
    ) : (
      <>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((story) => (
            <StoryCard key={story.id} story={story} childId={childId} />
          ))}
        </ul>
        <section aria-labelledby="library-stats" className="rounded-3xl bg-forest-50 p-6">
          <h2 id="library-stats" className="font-display text-xl font-semibold text-forest-800">
            Library Stats
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {[
              ['Total Stories', stats.total],
              ['Completed', stats.completed],
              [`${plural(stats.chapters, 'Chapter')} Read`, stats.chapters],
              [`${plural(stats.parks, 'Park')} Visited`, stats.parks],
            ].map(([label, value]) => (
              <div key={label} className="flex flex-col rounded-2xl bg-white p-4 text-center">
                <dt className="order-last text-sm font-bold text-bark-600">{label}</dt>
                <dd className="font-display text-3xl font-semibold text-bark-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </>
    )

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="font-display text-3xl font-semibold text-forest-800 sm:text-4xl">My Story Library</h1>
        <p className="mt-1 text-bark-600">{childName}&apos;s adventures</p>
      </div>
      {/* The tabs filter one list; each tab controls its own panel, and only the chosen one is drawn. */}
      <Tabs value={filter} onValueChange={setFilter} className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <label className="relative block md:w-96">
          <span className="sr-only">Search stories and parks</span>
          <Search aria-hidden className="absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-bark-400" />
          <Input
            type="search"
            placeholder="Search stories and parks..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-10"
          />
        </label>
          <TabsList aria-label="Filter stories" className="rounded-3xl sm:rounded-full">
            <TabsTrigger value="all">All Stories</TabsTrigger>
            <TabsTrigger value="completed">Completed</TabsTrigger>
            <TabsTrigger value="in-progress">In Progress</TabsTrigger>
            <TabsTrigger value="trail">Saved for the trail</TabsTrigger>
          </TabsList>
        </div>
        {LIBRARY_FILTERS.map((value) => (
          <TabsContent key={value} value={value} forceMount hidden={value !== filter} className="mt-0 flex flex-col gap-6">
            {value === filter ? results() : null}
          </TabsContent>
        ))}
      </Tabs>
    </main>
  )
}
