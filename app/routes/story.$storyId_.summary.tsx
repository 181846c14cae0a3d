import { readFormData } from '~/utils/request-body.server'
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Link, useFetcher, useLoaderData } from '@remix-run/react'
import BookOpen from 'lucide-react/dist/esm/icons/book-open'
import Clock from 'lucide-react/dist/esm/icons/clock'
import Compass from 'lucide-react/dist/esm/icons/compass'
import FileDown from 'lucide-react/dist/esm/icons/file-down'
import GraduationCap from 'lucide-react/dist/esm/icons/graduation-cap'
import Library from 'lucide-react/dist/esm/icons/library'
import Lightbulb from 'lucide-react/dist/esm/icons/lightbulb'
import PawPrint from 'lucide-react/dist/esm/icons/paw-print'
import Sparkles from 'lucide-react/dist/esm/icons/sparkles'
import Trophy from 'lucide-react/dist/esm/icons/trophy'
import { NOT_SHARED, StoryErrorBoundary } from '~/components/story/story-not-found'
import { ParkImage } from '~/components/park-image'
import { downloadStoryPdf } from '~/components/story/pdf-download'
import { ShareDialog } from '~/components/summary/share-dialog'
import { SaveForTrail } from '~/components/trail/save-for-trail'
import { Button } from '~/components/ui/button'
import { summarizeStory, type StorySummary } from '~/models/story-summary.server'
import { completeStory, getSharedStory, getStory, setStoryShared } from '~/models/story.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { plural } from '~/utils/plural'
import { cn } from '~/utils/cn'
import { DEFAULT_READING, readingClassName } from '~/utils/reading-settings'
import readingStyles from '~/styles/reading.css'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.summary.title} | Story Trails` : 'Story | Story Trails' },
  { name: 'robots', content: 'noindex' },
]

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: readingStyles }]

/** The owner sees the whole summary; anyone else sees the read-only page only once the parent shared it. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.storyId ?? ''
  const user = await context.currentUser()
  const own = user ? await getStory(context.db, { id, userId: user.id }) : null
  if (own) {
    // The child's reading settings came with the session's children: no extra query.
    const reader = (await context.currentChildren()).find((child) => child.id === own.childId)
    return json({ view: 'owner' as const, summary: summarizeStory(own), reading: reader?.reading ?? DEFAULT_READING })
  }
  // Anyone else comes by the public link, whose token is not the story id.
  const shared = await getSharedStory(context.db, id)
  // A link that was shared and then stopped (or never was) says so, to whoever follows it.
  if (!shared) throw json({ message: user ? 'Story not found' : NOT_SHARED }, { status: 404 })
  const { childId: _childId, ...summary } = summarizeStory(shared)
  return json({ view: 'public' as const, summary: { ...summary, id, shareToken: null, sharePhotos: false, childId: 0 }, reading: DEFAULT_READING })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context)
  const form = await readFormData(request)
  const storyId = params.storyId ?? ''
  if (form.get('intent') === 'share' || form.get('intent') === 'new-share-link') {
    const rotate = form.get('intent') === 'new-share-link'
    const includePhotos = form.has('includePhotos') ? form.get('includePhotos') === 'true' : undefined
    const token = await setStoryShared(context.db, { storyId, userId: user.id, shared: rotate || form.get('shared') === 'true', rotate, includePhotos })
    invariantResponse(token !== undefined, 'Story not found', { status: 404 })
    return json({ ok: true })
  }
  if (form.get('intent') === 'complete') {
    const result = await completeStory(context.db, context.bindings.JOBS, { storyId, userId: user.id })
    if (!result.ok) return json({ ok: false, message: result.message }, { status: result.status })
    // The closing chapter is being written: the reader shows it arriving.
    return redirect(`/story/${storyId}`)
  }
  return json({ ok: false }, { status: 400 })
}

function StatTile({ icon: Icon, label, value }: { icon: typeof BookOpen; label: string; value: string | number }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-2xl bg-white p-4 text-center shadow-card">
      <Icon aria-hidden className="h-6 w-6 text-sunset-600" />
      <dt className="order-last text-sm font-bold text-bark-600">{label}</dt>
      <dd className="font-display text-2xl font-semibold text-bark-900">{value}</dd>
    </div>
  )
}

function PublicStory({ summary }: { summary: StorySummary }) {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <p className="text-sm font-bold uppercase tracking-wide text-sunset-700">A Story Trails adventure</p>
      <h1 className="font-display text-4xl font-semibold text-forest-800">{summary.title}</h1>
      {summary.park ? <ParkImage src={summary.park.imageUrl} alt={`Illustration of ${summary.park.name}`} className="aspect-[16/9] w-full rounded-3xl" /> : null}
      <p className="text-bark-600">
        Set in {summary.park?.name}, starring {summary.character?.name} and {summary.sidekick?.name}.
      </p>
      {summary.chapters.map((chapter) => (
        <article key={chapter.number} className="rounded-3xl bg-white p-6 shadow-card">
          <h2 className="font-display text-2xl font-semibold">Chapter {chapter.number}</h2>
          {chapter.text
            .split(/\n+/)
            .filter(Boolean)
            .map((paragraph, p) => (
              <div key={p}>
                <p className="mt-3 text-lg leading-relaxed">{paragraph}</p>
                {chapter.imageUrls
                  .filter((image) => image.paragraphIndex === p)
                  .map((image) => (
                    <img key={image.url} src={image.url} alt="" className="mt-3 w-full rounded-2xl" loading="lazy" />
                  ))}
              </div>
            ))}
        </article>
      ))}
      <div className="rounded-3xl bg-forest-50 p-6 text-center">
        <p className="font-display text-xl">Want to write your own national park adventure?</p>
        <Button asChild variant="accent" className="mt-3">
          <a href="/travel">Discover Story Trails</a>
        </Button>
      </div>
    </main>
  )
}

export default function StorySummaryPage() {
  const { view, summary, reading } = useLoaderData<typeof loader>()
  const complete = useFetcher<typeof action>()
  if (view === 'public') return <PublicStory summary={summary} />
  return (
    <main className={cn('mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8', readingClassName(reading))}>
      <header className="flex flex-col items-center gap-3 text-center">
        <Trophy aria-hidden className="h-14 w-14 text-sunset-500" />
        <h1 className="font-display text-4xl font-semibold text-forest-800">{summary.isCompleted ? 'Adventure Complete!' : 'Your Adventure So Far'}</h1>
        <p className="reading-text text-lg text-bark-600">
          {summary.title} · {summary.park?.name}
        </p>
      </header>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <StatTile icon={BookOpen} label={`${plural(summary.stats.chaptersRead, 'Chapter')} Read`} value={summary.stats.chaptersRead} />
        <StatTile icon={Clock} label="Time Spent" value={`${summary.stats.minutes} min`} />
        <StatTile icon={Lightbulb} label={`${plural(summary.stats.factsLearned, 'Fact')} Learned`} value={summary.stats.factsLearned} />
        <StatTile icon={PawPrint} label={`${plural(summary.stats.animalsFound, 'Animal')} Found`} value={summary.stats.animalsFound} />
        <StatTile icon={Sparkles} label={`${plural(summary.stats.wordsRead, 'Word')} Read`} value={summary.stats.wordsRead.toLocaleString('en-US')} />
      </dl>

      <section className="grid gap-6 md:grid-cols-2">
        <div className="rounded-3xl bg-white p-6 shadow-card">
          <h2 className="flex items-center gap-2 font-display text-2xl font-semibold">
            <PawPrint aria-hidden className="h-6 w-6 text-forest-600" /> {summary.animals.length ? 'Animals Discovered' : 'Animals to Look For'}
          </h2>
          {summary.animals.length ? null : <p className="mt-2 text-bark-600">No animals yet in this story. These live in {summary.park?.name}:</p>}
          <ul className="mt-3 flex flex-wrap gap-2">
            {(summary.animals.length ? summary.animals : summary.animalsToLookFor).map((animal) => (
              <li key={animal} className="rounded-full bg-forest-100 px-3 py-1 font-bold text-forest-800">
                {animal}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-card">
          <h2 className="flex items-center gap-2 font-display text-2xl font-semibold">
            <Lightbulb aria-hidden className="h-6 w-6 text-sunset-600" /> Facts You Learned
          </h2>
          {summary.facts.length ? (
            <ul className="reading-text mt-3 list-disc space-y-1 pl-5 text-bark-700">
              {summary.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-bark-600">Keep reading to discover true facts about the park.</p>
          )}
        </div>
      </section>

      <section className="grid gap-4 md:grid-cols-2">
        {!summary.isCompleted ? (
          <div className="flex flex-col gap-3 rounded-3xl border-2 border-forest-200 bg-white p-6">
            <Library aria-hidden className="h-8 w-8 text-forest-600" />
            <h2 className="font-display text-xl font-semibold">Save to Library</h2>
            <p className="text-bark-600">Finish the story with a closing chapter (1 credit) and keep it in the library as a completed adventure.</p>
            <complete.Form method="post">
              <input type="hidden" name="intent" value="complete" />
              <Button type="submit" disabled={complete.state !== 'idle'}>
                {complete.state !== 'idle' ? 'Saving...' : 'Save to Library'}
              </Button>
            </complete.Form>
            {complete.data && !complete.data.ok && 'message' in complete.data ? (
              <p className="text-sm font-semibold text-red-700">{String(complete.data.message ?? 'Unable to complete story.')}</p>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-col gap-3 rounded-3xl border-2 border-sunset-100 bg-white p-6">
          <GraduationCap aria-hidden className="h-8 w-8 text-sunset-600" />
          <h2 className="font-display text-xl font-semibold">Take Quiz</h2>
          <p className="text-bark-600">Show what you learned about {summary.park?.name} and earn your Explorer badge.</p>
          <Button asChild variant="accent" className="w-fit">
            <Link to={`/quiz/${summary.childId}/${summary.park?.id}`}>Take Quiz</Link>
          </Button>
        </div>
      </section>

      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => downloadStoryPdf(summary.id)}>
          <FileDown aria-hidden className="h-4 w-4" /> Print as PDF
        </Button>
        <ShareDialog title={summary.title} shareToken={summary.shareToken} sharePhotos={summary.sharePhotos} />
        <SaveForTrail storyId={summary.id} title={summary.title} hint={false} />
        <Button asChild>
          <Link to="/">
            <Compass aria-hidden className="h-4 w-4" /> Explore More Parks
          </Link>
        </Button>
      </div>
    </main>
  )
}

export { StoryErrorBoundary as ErrorBoundary }
