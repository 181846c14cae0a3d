import { readFormData } from '~/utils/request-body.server'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Link, useFetcher, useLoaderData } from '@remix-run/react'
import ArrowLeft from 'lucide-react/dist/esm/icons/arrow-left'
import Bird from 'lucide-react/dist/esm/icons/bird'
import Coins from 'lucide-react/dist/esm/icons/coins'
import Footprints from 'lucide-react/dist/esm/icons/footprints'
import Mountain from 'lucide-react/dist/esm/icons/mountain'
import Users from 'lucide-react/dist/esm/icons/users'
import Zap from 'lucide-react/dist/esm/icons/zap'
import { useEffect, useState } from 'react'
import { FieldKitLink } from '~/components/field-kit-link'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { ParkImage } from '~/components/park-image'
import { TeamPickerDialog } from '~/components/story/team-picker-dialog'
import { Button } from '~/components/ui/button'
import { DEFAULT_CHARACTER_NAME } from '~/data/characters'
import { DEFAULT_SIDEKICK_NAME } from '~/data/sidekicks'
import { getParkView, listCharacterViews, listSidekickViews } from '~/models/park.server'
import { listUnlockedRegions } from '~/models/regions.server'
import { createStory } from '~/models/story.server'
import { toast } from '~/components/ui/use-toast'
import { getActiveChild, requireUser } from '~/utils/auth.server'
import { plural } from '~/utils/plural'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Start a story in ${data.park.name} | Story Trails` : 'Start a story | Story Trails' },
]

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const park = getParkView(params.parkId ?? '')
  if (!park) {
    throw await redirectWithToast('/', { title: 'Park Not Found', description: "We couldn't find that park.", variant: 'destructive' })
  }
  const [{ activeChild }, unlocked] = await Promise.all([getActiveChild(request, context), listUnlockedRegions(context.db, user.id)])
  if (!unlocked.includes(park.region)) {
    throw await redirectWithToast('/', {
      title: 'Region Locked',
      description: `The ${park.region} region must be unlocked to create stories here.`,
      variant: 'destructive',
    })
  }
  if (!activeChild) {
    throw await redirectWithToast('/account?tab=children', {
      title: 'No Child Profile',
      description: 'Please create a child profile first.',
      variant: 'destructive',
    })
  }
  return json({
    park,
    child: activeChild,
    credits: user.credits,
    characters: listCharacterViews(),
    sidekicks: listSidekickViews(),
    defaults: { characterId: DEFAULT_CHARACTER_NAME, sidekickId: DEFAULT_SIDEKICK_NAME },
  })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context)
  const form = await readFormData(request)
  const { activeChild } = await getActiveChild(request, context)
  if (!activeChild) return json({ message: 'Please create a child profile first.' }, { status: 400 })
  const quick = form.get('intent') === 'quick-start'
  const created = await createStory(context.db, context.bindings.JOBS, {
    userId: user.id,
    childId: activeChild.id,
    parkId: params.parkId ?? '',
    characterId: quick ? DEFAULT_CHARACTER_NAME : String(form.get('characterId') ?? ''),
    sidekickId: quick ? DEFAULT_SIDEKICK_NAME : String(form.get('sidekickId') ?? ''),
  })
  if (!created.ok) return json({ message: created.message }, { status: created.status })
  return redirect(`/story/${created.storyId}`)
}

export default function StoryStart() {
  const { park, child, credits, characters, sidekicks, defaults } = useLoaderData<typeof loader>()
  const [pickerOpen, setPickerOpen] = useState(false)
  const fetcher = useFetcher<typeof action>()
  const creating = fetcher.state !== 'idle'
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && 'message' in fetcher.data) {
      toast({ title: 'Story Creation Failed', description: fetcher.data.message || 'Unable to create story. Please try again.', variant: 'destructive' })
    }
  }, [fetcher.state, fetcher.data])
  const discoveries = [
    { icon: Bird, title: 'Wildlife', items: park.animals.slice(0, 3).map((a) => a.name) },
    { icon: Mountain, title: 'Geology', items: park.geology.slice(0, 3).map((g) => g.name) },
    { icon: Footprints, title: 'Trails', items: park.trails.slice(0, 3).map((t) => t.name) },
  ]
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8">
      <Link to="/" className="inline-flex w-fit items-center gap-2 font-bold text-forest-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Park Explorer
      </Link>

      <section className="grid gap-6 overflow-hidden rounded-3xl bg-white shadow-card md:grid-cols-2">
        <ParkImage src={park.imageUrl} alt={`Illustration of ${park.name}`} className="aspect-[16/10] h-full w-full" />
        <div className="flex flex-col gap-3 p-6">
          <p className="text-sm font-bold uppercase tracking-wide text-sunset-700">{park.region} region</p>
          <h1 className="font-display text-3xl font-semibold text-forest-800">{park.name}</h1>
          <p className="text-bark-700">{park.description}</p>
          <div className="mt-auto flex flex-wrap items-center gap-3">
            <p className="inline-flex w-fit items-center gap-2 rounded-full bg-sunset-50 px-4 py-2 font-bold text-sunset-700">
              <Coins aria-hidden className="h-4 w-4" /> Story Cost: 1 Credit
            </p>
            {/* The loader lets only parks of unlocked regions through. */}
            <FieldKitLink parkId={park.id} />
          </div>
        </div>
      </section>

      <section aria-labelledby="begin-heading">
        <h2 id="begin-heading" className="font-display text-2xl font-semibold text-bark-900">
          Begin {child.name}&apos;s adventure
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-3 rounded-3xl border-2 border-forest-200 bg-white p-6">
            <Users aria-hidden className="h-8 w-8 text-forest-600" />
            <h3 className="font-display text-xl font-semibold">Choose Characters</h3>
            <p className="text-bark-600">Pick the explorer and the animal sidekick who will share this adventure.</p>
            <Button className="mt-auto w-fit" onClick={() => setPickerOpen(true)}>
              Choose Your Team
            </Button>
          </div>
          <div className="flex flex-col gap-3 rounded-3xl border-2 border-sunset-100 bg-white p-6">
            <Zap aria-hidden className="h-8 w-8 text-sunset-500" />
            <h3 className="font-display text-xl font-semibold">Quick Start</h3>
            <p className="text-bark-600">
              Jump straight in with {defaults.characterId} and {defaults.sidekickId}, ready for anything.
            </p>
            <fetcher.Form method="post" className="mt-auto">
              <input type="hidden" name="intent" value="quick-start" />
              <Button type="submit" variant="accent" className="w-fit" disabled={creating}>
                {creating ? 'Creating...' : 'Quick Start (1 credit)'}
              </Button>
            </fetcher.Form>
          </div>
        </div>
        <p className="mt-3 text-sm text-bark-500">You have {credits} {plural(credits, 'credit')}.</p>
      </section>

      <section aria-labelledby="discover-heading">
        <h2 id="discover-heading" className="font-display text-2xl font-semibold text-bark-900">
          What You&apos;ll Discover
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {discoveries.map(({ icon: Icon, title, items }) => (
            <div key={title} className="rounded-3xl bg-white p-5 shadow-card">
              <h3 className="flex items-center gap-2 font-display text-lg font-semibold">
                <Icon aria-hidden className="h-5 w-5 text-forest-600" /> {title}
              </h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-bark-700">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <TeamPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        characters={characters}
        sidekicks={sidekicks}
        onCreate={(team) => fetcher.submit({ intent: 'create', ...team }, { method: 'post' })}
        creating={creating}
        canCreate
      />
    </main>
  )
}

export { GeneralErrorBoundary as ErrorBoundary }
