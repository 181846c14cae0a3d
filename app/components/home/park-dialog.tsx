import { Link } from '@remix-run/react'
import Bird from 'lucide-react/dist/esm/icons/bird'
import BookOpen from 'lucide-react/dist/esm/icons/book-open'
import Footprints from 'lucide-react/dist/esm/icons/footprints'
import GraduationCap from 'lucide-react/dist/esm/icons/graduation-cap'
import Mountain from 'lucide-react/dist/esm/icons/mountain'
import { useEffect, useState } from 'react'
import { FieldKitLink } from '~/components/field-kit-link'
import { ParkImage } from '~/components/park-image'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import type { ParkCard } from '~/models/park.server'

interface ParkDialogProps {
  parkId: string | null
  childId: number | null
  onClose: () => void
}

type Cards = Map<string, ParkCard>

let cards: Promise<Cards> | null = null
/** Every park's card, fetched once per page (and kept by the browser for an hour); a failure is retried on the next call. */
function loadParkCards(): Promise<Cards> {
  cards ??= fetch('/api/parks/cards')
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/parks/cards: ${response.status}`)
      return new Map(((await response.json()) as ParkCard[]).map((card) => [card.id, card]))
    })
    .catch((error: unknown) => {
      cards = null
      throw error
    })
  return cards
}

/** The cards once they are here, or 'failed'; `retry` asks again. */
function useParkCards() {
  const [cards, setCards] = useState<Cards | 'failed' | null>(null)
  useEffect(() => {
    if (cards) return
    let live = true
    loadParkCards().then(
      (loaded) => live && setCards(loaded),
      () => live && setCards('failed'),
    )
    return () => {
      live = false
    }
  }, [cards])
  return { cards: cards === 'failed' ? null : cards, failed: cards === 'failed', retry: () => setCards(null) }
}

/** The park card the map and the park list open (spec 2.6). */
export function ParkDialog({ parkId, childId, onClose }: ParkDialogProps) {
  const { cards, failed, retry } = useParkCards()
  const park = parkId ? (cards?.get(parkId) ?? null) : null
  // Focus goes back to the marker or list entry that opened it when it closes (ui/dialog.tsx).
  return (
    <Dialog open={parkId !== null} onOpenChange={(open) => !open && onClose()}>
      {parkId && !park ? (
        <DialogContent className="max-w-md">
          <DialogTitle>{failed ? 'This park could not open' : 'Opening the park...'}</DialogTitle>
          <DialogDescription>
            {failed
              ? 'Please check your connection and try again.'
              : cards
                ? 'We could not find this park.'
                : 'Just a moment while we fetch its trails and wildlife.'}
          </DialogDescription>
          {failed ? (
            <Button variant="accent" className="mt-4" onClick={retry}>
              Try Again
            </Button>
          ) : null}
        </DialogContent>
      ) : null}
      {park ? (
        <DialogContent className="max-w-xl p-0">
          <ParkImage src={park.imageUrl} alt={`Illustration of ${park.name}`} className="aspect-[2/1] w-full rounded-t-3xl" />
          <div className="flex flex-col gap-4 p-5 sm:p-6">
            <div>
              <DialogTitle>{park.name}</DialogTitle>
              <p className="mt-1 text-sm font-bold text-bark-500">
                {park.states.join(', ')} · {park.region} · National park since {park.established}
              </p>
              <DialogDescription>{park.description}</DialogDescription>
            </div>
            {/* What the dialog is for comes first, full-size: in view at 1280 x 800 and on a phone. */}
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild variant="accent" size="lg" className="min-h-11 flex-1">
                <Link to={`/story/start/${park.id}`}>
                  <BookOpen aria-hidden className="h-5 w-5" /> Start New Story
                </Link>
              </Button>
              {childId ? (
                <Button asChild variant="outline" size="lg" className="min-h-11 flex-1">
                  <Link to={`/quiz/${childId}/${park.id}`}>
                    <GraduationCap aria-hidden className="h-5 w-5" /> Take Park Quiz
                  </Link>
                </Button>
              ) : (
                <Button variant="outline" size="lg" className="min-h-11 flex-1" disabled>
                  <GraduationCap aria-hidden className="h-5 w-5" /> Take Park Quiz
                </Button>
              )}
            </div>
            <dl className="grid gap-3 sm:grid-cols-3">
              <div className="rounded-2xl bg-forest-50 p-3">
                <dt className="flex items-center gap-1.5 text-sm font-bold text-forest-800">
                  <Bird aria-hidden className="h-4 w-4" /> Wildlife
                </dt>
                <dd className="mt-1 text-sm text-bark-700">{park.animals.join(', ')}</dd>
              </div>
              <div className="rounded-2xl bg-sunset-50 p-3">
                <dt className="flex items-center gap-1.5 text-sm font-bold text-sunset-700">
                  <Mountain aria-hidden className="h-4 w-4" /> Geology
                </dt>
                <dd className="mt-1 text-sm text-bark-700">{park.geology.join(', ')}</dd>
              </div>
              <div className="rounded-2xl bg-sky-100 p-3">
                <dt className="flex items-center gap-1.5 text-sm font-bold text-sky-700">
                  <Footprints aria-hidden className="h-4 w-4" /> Trails
                </dt>
                <dd className="mt-1 text-sm text-bark-700">{park.trailCount} Available</dd>
              </div>
            </dl>
            {/* The dialog opens only for parks of unlocked regions. */}
            <div className="flex flex-wrap items-center gap-3">
              <FieldKitLink parkId={park.id} />
              <p className="text-sm text-bark-600">A scavenger hunt, a coloring page and more to print for your visit.</p>
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
