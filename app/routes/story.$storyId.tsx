import { readFormData } from '~/utils/request-body.server'
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Link, useFetcher, useLoaderData, useRevalidator, useSearchParams } from '@remix-run/react'
import ArrowLeft from 'lucide-react/dist/esm/icons/arrow-left'
import ChevronLeft from 'lucide-react/dist/esm/icons/chevron-left'
import ChevronRight from 'lucide-react/dist/esm/icons/chevron-right'
import GitBranch from 'lucide-react/dist/esm/icons/git-branch'
import ImagePlus from 'lucide-react/dist/esm/icons/image-plus'
import LoaderCircle from 'lucide-react/dist/esm/icons/loader-circle'
import RotateCcw from 'lucide-react/dist/esm/icons/rotate-ccw'
import Sparkles from 'lucide-react/dist/esm/icons/sparkles'
import Trophy from 'lucide-react/dist/esm/icons/trophy'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { StoryErrorBoundary, StoryNotFound } from '~/components/story/story-not-found'
import { chapterSceneUrl } from '~/utils/scene-url'
import { useLiveWait } from '~/components/live/use-live-wait'
import { SaveForTrail } from '~/components/trail/save-for-trail'
import { needsConnection, useOnline } from '~/components/trail/use-online'
import { ChapterText } from '~/components/story/chapter-text'
import { ReadAloudControls, useReadAloud } from '~/components/story/read-aloud'
import { ReadingSizeControl, useReadingSettings } from '~/components/story/reading-size-control'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { toast } from '~/components/ui/use-toast'
import { glossary as parkGlossary } from '~/data/glossary'
import { getParkView } from '~/models/park.server'
import { chooseDifferently, completeStory, getStory, requestNextChapter, retryChapter, type ChapterView } from '~/models/story.server'
import { requireUser } from '~/utils/auth.server'
import { apiRequest } from '~/utils/api-client'
import { cn } from '~/utils/cn'
import { DEFAULT_READING, readingClassName } from '~/utils/reading-settings'
import { entriesIn } from '~/utils/words'
import readingStyles from '~/styles/reading.css'

// The picture dialog (tabs, upload, the illustrator's prompt) is fetched on the first tap of an add-picture
// button: most reading never opens it.
const ChapterImageDialog = lazy(() => import('~/components/story/chapter-image-dialog').then((module) => ({ default: module.ChapterImageDialog })))

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.story ? `${data.story.displayTitle} | Story Trails` : 'Story Not Found | Story Trails' },
]

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: readingStyles }]

export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  if (!params.storyId) throw redirect('/')
  const story = await getStory(context.db, { id: params.storyId, userId: user.id })
  if (!story) return json({ story: null, park: null, glossary: [], reading: DEFAULT_READING }, { status: 404 })
  const park = getParkView(story.parkId)
  // Only the glossary words this story uses travel to the browser, not the whole glossary.
  const words = entriesIn(story.chapters.map((chapter) => chapter.text), parkGlossary)
  // The family's children came with the session: the child's reading settings cost no extra query.
  const reader = (await context.currentChildren()).find((child) => child.id === story.childId)
  return json({
    story,
    park: park && { id: park.id, name: park.name, image: park.image, image_bucket: park.image_bucket },
    glossary: words,
    reading: reader?.reading ?? DEFAULT_READING,
  })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context)
  const form = await readFormData(request)
  const intent = form.get('intent')
  const base = { storyId: params.storyId ?? '', userId: user.id }
  const jobs = context.bindings.JOBS
  const result =
    intent === 'next-chapter'
      ? await requestNextChapter(context.db, jobs, { ...base, choice: form.get('choice'), isFinal: form.get('isFinal') === 'true' })
      : intent === 'choose-differently'
        ? await chooseDifferently(context.db, jobs, { ...base, fromChapter: Number(form.get('fromChapter')), choice: form.get('choice') })
        : intent === 'retry'
          ? await retryChapter(context.db, jobs, base)
          : intent === 'complete'
            ? await completeStory(context.db, jobs, base)
            : ({ ok: false, status: 400, message: 'Unknown action.' } as const)
  if (!result.ok) return json({ ok: false as const, message: result.message }, { status: result.status })
  return json({ ok: true as const, message: null })
}

const paragraphsOf = (text: string) => text.split(/\n+/).map((p) => p.trim()).filter(Boolean)

function NextChapterPanel({ chapter, busy, offline, onChoose }: { chapter: ChapterView; busy: boolean; offline: boolean; onChoose: (choice: string, isFinal: boolean) => void }) {
  const [isFinal, setIsFinal] = useState(false)
  const options = chapter.nextChapterOptions
  return (
    <section aria-labelledby="next-heading" className="rounded-3xl border-2 border-forest-200 bg-forest-50 p-6">
      <h2 id="next-heading" className="flex items-center gap-2 font-display text-2xl font-semibold text-forest-800">
        <Sparkles aria-hidden className="h-6 w-6" /> What happens next?
      </h2>
      <div className="mt-4 grid gap-3">
        {options.map((option) => (
          <Button key={option} variant="outline" className="h-auto justify-start whitespace-normal py-3 text-left" disabled={busy} onClick={() => onChoose(option, isFinal)}>
            {option}
          </Button>
        ))}
      </div>
      <label className="mt-4 flex items-center gap-3 text-sm font-semibold text-bark-700">
        <input type="checkbox" className="h-5 w-5 accent-forest-700" checked={isFinal} onChange={(event) => setIsFinal(event.target.checked)} />
        Make this the final chapter and end the story
      </label>
      <p className="mt-2 text-xs text-bark-500">
        {offline ? "You're offline: the next chapter is written when you have signal again." : 'Each new chapter uses 1 credit.'}
      </p>
    </section>
  )
}

function ChooseDifferently({ chapter, takenChoice, busy, onChoose }: { chapter: ChapterView; takenChoice: string | null; busy: boolean; onChoose: (choice: string) => void }) {
  const [pending, setPending] = useState<string | null>(null)
  const options = chapter.nextChapterOptions.filter((option) => option !== takenChoice)
  if (chapter.isFinal || options.length === 0) return null
  return (
    <section aria-labelledby="differently-heading" className="rounded-3xl border-2 border-dashed border-sand-300 bg-white p-5">
      <h2 id="differently-heading" className="flex items-center gap-2 font-display text-lg font-semibold text-bark-900">
        <GitBranch aria-hidden className="h-5 w-5 text-sunset-600" /> Choose differently
      </h2>
      <p className="mt-1 text-sm text-bark-600">{takenChoice ? `Last time you chose: “${takenChoice}”. What if…` : 'What if…'}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => (
          <Button key={option} size="sm" variant="ghost" className="border border-sand-300" disabled={busy} onClick={() => setPending(option)}>
            {option}
          </Button>
        ))}
      </div>
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent>
          <DialogTitle>Take a different path?</DialogTitle>
          <DialogDescription>
            The story will continue from chapter {chapter.number} with “{pending}”. The later chapters are kept as a previous path, and the
            new chapter uses 1 credit.
          </DialogDescription>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="ghost" onClick={() => setPending(null)}>
              Stay on this path
            </Button>
            <Button
              variant="accent"
              onClick={() => {
                if (pending) onChoose(pending)
                setPending(null)
              }}
            >
              Choose differently
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  )
}

export default function StoryReader() {
  const { story, park, glossary, reading: savedReading } = useLoaderData<typeof loader>()
  const reading = useReadingSettings(story?.childId ?? 0, savedReading)
  const fetcher = useFetcher<typeof action>()
  const revalidator = useRevalidator()
  const online = useOnline()
  const chapters = useMemo(() => story?.chapters ?? [], [story])
  const lastIndex = chapters.length - 1
  // The newest chapter, unless the address asks for one (`?chapter=1` from the library's Read Again).
  const [searchParams] = useSearchParams()
  const asked = Number(searchParams.get('chapter'))
  const [index, setIndex] = useState(Number.isInteger(asked) && asked >= 1 ? Math.min(asked - 1, Math.max(0, lastIndex)) : Math.max(0, lastIndex))
  const [imageTarget, setImageTarget] = useState<{ chapterId: number; paragraphIndex: number } | null>(null)
  const lastReadyId = useRef<number | undefined>(undefined)
  // The half second before a new chapter shows; a child who turns a page meanwhile stays where they went.
  const arrivalTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const turnTo = (target: number) => {
    clearTimeout(arrivalTimer.current)
    setIndex(target)
  }
  const chapterHeading = useRef<HTMLHeadingElement>(null)
  // Calm reading: the page never glides by itself.
  const calm = useRef(reading.calm)
  calm.current = reading.calm
  const wasCompleted = useRef(story?.isCompleted ?? false)
  const pending = chapters.some((chapter) => chapter.status === 'pending')
  const busy = fetcher.state !== 'idle' || pending

  // While a chapter is being written, the family channel says when it is ready (slow polling of one
  // cheap query only if the channel is down); the reader then moves on by itself.
  useLiveWait({
    waiting: pending && Boolean(story),
    isMine: (event) => event.type === 'chapter' && event.storyId === story?.id,
    check: async () => !(await apiRequest<{ pending: boolean }>('GET', `/api/stories/${story?.id}/status`)).pending,
    onReady: () => revalidator.revalidate(),
  })

  // A new chapter shows at once while it is written, and 0.5 s after it is ready, from the top.
  useEffect(() => {
    const last = chapters[lastIndex]
    if (!last) return
    if (last.status !== 'ready') {
      setIndex(lastIndex)
      return
    }
    if (last.id !== lastReadyId.current) {
      const firstLook = lastReadyId.current === undefined
      lastReadyId.current = last.id
      if (firstLook) return
      const timer = setTimeout(() => {
        arrivalTimer.current = undefined
        setIndex(lastIndex)
        window.scrollTo({ top: 0, behavior: calm.current ? 'auto' : 'smooth' })
        // Focus goes to the new chapter's heading, not back to the page's start: a keyboard or screen
        // reader user goes on reading where the new text begins.
        requestAnimationFrame(() => chapterHeading.current?.focus({ preventScroll: true }))
      }, 500)
      arrivalTimer.current = timer
      return () => clearTimeout(timer)
    }
  }, [chapters, lastIndex])

  useEffect(() => {
    if (story?.isCompleted && !wasCompleted.current) {
      wasCompleted.current = true
      const timer = setTimeout(() => toast({ title: 'Story Complete!', description: "Your adventure has ended. Click 'View Summary' when ready." }), 1000)
      return () => clearTimeout(timer)
    }
    wasCompleted.current = story?.isCompleted ?? false
  }, [story?.isCompleted])

  useEffect(() => {
    const data = fetcher.data
    if (fetcher.state === 'idle' && data && !data.ok) {
      toast({ title: 'Chapter Creation Failed', description: data.message || 'Unable to create next chapter. Please try again.', variant: 'destructive' })
    }
  }, [fetcher.state, fetcher.data])

  const chapter = chapters[Math.min(index, lastIndex)]
  const paragraphs = useMemo(() => (chapter?.status === 'ready' ? paragraphsOf(chapter.text) : []), [chapter])
  const reader = useReadAloud(paragraphs)

  if (!story || !park) return <StoryNotFound />
  const title = story.displayTitle
  const isLast = index >= lastIndex
  /** The picture dialog, for this chapter, starting at paragraph `p` (the first without a picture). */
  const openPicture = (p: number) =>
    chapter && online ? setImageTarget({ chapterId: chapter.id, paragraphIndex: Math.max(0, p) }) : needsConnection('Adding a picture')
  const submit = (fields: Record<string, string>) =>
    // Chapters are written on the server: with no signal, say so and send nothing (no credit is used).
    online ? fetcher.submit(fields, { method: 'post' }) : needsConnection(fields.intent === 'retry' ? 'Trying the chapter again' : 'A new chapter')

  return (
    <main className={cn('mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8', readingClassName(reading))} data-testid="reader">
      <Link to="/library" className="inline-flex w-fit items-center gap-2 font-bold text-forest-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Library
      </Link>

      <header className="flex flex-col gap-3">
        <h1 className="font-display text-3xl font-semibold text-forest-800 sm:text-4xl">{title}</h1>
        <div className="flex flex-wrap gap-2 text-sm font-bold">
          <span className="rounded-full bg-sunset-100 px-3 py-1 text-sunset-700">
            Chapter {chapter?.number ?? 1} of {chapters.length}
          </span>
          <span className="rounded-full bg-forest-100 px-3 py-1 text-forest-800">{park.name}</span>
          {story.isCompleted ? <span className="rounded-full bg-amber-100 px-3 py-1 text-amber-800">Completed</span> : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SaveForTrail storyId={story.id} title={title} chapterCount={chapters.filter((item) => item.status === 'ready').length} />
          <ReadingSizeControl childId={story.childId} reading={reading} />
        </div>
      </header>

      {chapter?.status === 'pending' ? (
        <section aria-live="polite" className="flex flex-col items-center gap-3 rounded-3xl bg-white p-10 text-center shadow-card">
          <LoaderCircle aria-hidden className="h-10 w-10 animate-spin text-forest-600" />
          <h2 className="font-display text-2xl font-semibold">Creating Your Next Chapter...</h2>
          <WaitingNote retrying={chapter.retrying} />
        </section>
      ) : chapter?.status === 'failed' ? (
        <section className="flex flex-col items-center gap-3 rounded-3xl bg-white p-10 text-center shadow-card">
          <h2 className="font-display text-2xl font-semibold">This chapter got lost on the trail</h2>
          <p className="text-bark-600">We could not write it this time, so your credit was returned. Would you like to try again?</p>
          <Button disabled={busy} onClick={() => submit({ intent: 'retry' })}>
            <RotateCcw aria-hidden className="h-4 w-4" /> Try Again (1 credit)
          </Button>
        </section>
      ) : chapter ? (
        <article className="flex flex-col gap-4 rounded-3xl bg-white p-6 shadow-card sm:p-8">
          <h2 ref={chapterHeading} tabIndex={-1} className="font-display text-2xl font-semibold text-forest-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600 focus-visible:ring-offset-2">
            Chapter {chapter.number}
          </h2>
          {/* Every chapter opens with a picture: the family's own for the first paragraph, or the
              park's landmark scene with the sidekick in it. */}
          {chapter.imageUrls.some((item) => item.paragraphIndex === 0) ? null : (
            <img
              src={chapterSceneUrl(story.parkId, story.sidekickId, chapter.id)}
              alt={`${story.sidekickId} at ${park.name}`}
              width={800}
              height={500}
              className="aspect-[8/5] w-full rounded-2xl bg-sand-100 object-cover"
              data-testid="chapter-scene"
            />
          )}
          <ReadAloudControls reader={reader} />
          <ChapterText
            chapterId={chapter.id}
            paragraphs={paragraphs}
            position={reader.position}
            glossary={glossary}
            onWord={reader.speakWord}
            after={(p) => {
              const image = chapter.imageUrls.find((item) => item.paragraphIndex === p)
              return image ? (
                <>
                  <img src={image.url} alt="" className="w-full rounded-2xl" loading="lazy" />
                  <Button size="sm" variant="ghost" className="w-fit text-bark-600" onClick={() => openPicture(p)}>
                    <ImagePlus aria-hidden className="h-4 w-4" /> Replace Image
                  </Button>
                </>
              ) : null
            }}
          />
          {/* One quiet control for the whole chapter, not one per paragraph: the choices stay a few Tabs away. */}
          <Button size="sm" variant="ghost" className="w-fit text-bark-600" onClick={() => openPicture(paragraphs.findIndex((_, p) => !chapter.imageUrls.some((item) => item.paragraphIndex === p)))}>
            <ImagePlus aria-hidden className="h-4 w-4" /> Add a picture
          </Button>
        </article>
      ) : null}

      <nav aria-label="Chapters" className="flex items-center justify-between gap-3">
        <Button variant="outline" size="sm" disabled={index === 0} onClick={() => turnTo(index - 1)}>
          <ChevronLeft aria-hidden className="h-4 w-4" /> <span className="hidden sm:inline">Previous Chapter</span>
          <span className="sm:hidden">Previous</span>
        </Button>
        {/* One row of dots (six chapters at most), each with a finger-sized target around it. */}
        <ol className="flex min-w-0 flex-1 flex-nowrap justify-center">
          {chapters.map((item, i) => (
            <li key={item.id}>
              <button
                type="button"
                aria-label={`Chapter ${item.number}`}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => turnTo(i)}
                className="group flex h-8 w-7 items-center justify-center rounded-full"
              >
                <span className={cn('h-3.5 w-3.5 rounded-full transition', i === index ? 'bg-forest-700' : 'bg-sand-300 group-hover:bg-forest-300')} />
              </button>
            </li>
          ))}
        </ol>
        {isLast && story.isCompleted ? (
          <Button asChild variant="accent" size="sm">
            <Link to={`/story/${story.id}/summary`}>
              <Trophy aria-hidden className="h-4 w-4" /> View Summary
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled={isLast} onClick={() => turnTo(index + 1)}>
            <span className="hidden sm:inline">Next Chapter</span>
            <span className="sm:hidden">Next</span> <ChevronRight aria-hidden className="h-4 w-4" />
          </Button>
        )}
      </nav>

      {chapter?.status === 'ready' && isLast && !story.isCompleted ? (
        <NextChapterPanel chapter={chapter} busy={busy} offline={!online} onChoose={(choice, isFinal) => submit({ intent: 'next-chapter', choice, isFinal: String(isFinal) })} />
      ) : null}
      {chapter?.status === 'ready' && !isLast ? (
        <ChooseDifferently
          chapter={chapter}
          takenChoice={chapters[index + 1]?.choice ?? null}
          busy={busy}
          onChoose={(choice) => submit({ intent: 'choose-differently', fromChapter: String(chapter.number), choice })}
        />
      ) : null}

      {imageTarget ? (
        <Suspense fallback={null}>
          <ChapterImageDialog
            target={imageTarget}
            childId={story.childId}
            park={park}
            paragraphs={paragraphsOf(chapters.find((c) => c.id === imageTarget.chapterId)?.text ?? '')}
            images={chapters.find((c) => c.id === imageTarget.chapterId)?.imageUrls ?? []}
            onClose={() => setImageTarget(null)}
            onSaved={() => revalidator.revalidate()}
          />
        </Suspense>
      ) : null}
    </main>
  )
}

/**
 * What the waiting card says, honestly: a chapter takes a few seconds; one that takes longer is still
 * being written; one whose first try was lost is written again, and if that fails too its credit
 * comes back by itself (the sweep, every minute).
 */
function WaitingNote({ retrying }: { retrying: boolean }) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_CHAPTER_MS)
    return () => clearTimeout(timer)
  }, [])
  if (retrying) {
    return <p className="text-bark-600">The first try got lost on the trail, so we are writing this chapter again. If it still cannot be written, your credit comes back by itself.</p>
  }
  if (slow) return <p className="text-bark-600">This chapter is taking longer than usual. It is still being written: you can stay here or come back later.</p>
  return <p className="text-bark-600">Your explorers are lacing up their boots. This only takes a moment.</p>
}

/** After this long, the waiting card says the chapter is slow. */
const SLOW_CHAPTER_MS = 20_000

export { StoryErrorBoundary as ErrorBoundary }
