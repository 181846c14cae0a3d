import { Link } from '@remix-run/react'
import Bird from 'lucide-react/dist/esm/icons/bird'
import BookOpen from 'lucide-react/dist/esm/icons/book-open'
import Footprints from 'lucide-react/dist/esm/icons/footprints'
import GraduationCap from 'lucide-react/dist/esm/icons/graduation-cap'
import Mountain from 'lucide-react/dist/esm/icons/mountain'
import { ParkImage } from '~/components/park-image'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import type { ParkCard } from '~/models/park.server'

interface ParkDialogProps {
  park: ParkCard | null
  childId: number | null
  onClose: () => void
}

/** The park card the map and the park list open (spec 2.6). */
export function ParkDialog({ park, childId, onClose }: ParkDialogProps) {
  const isOpen = park !== null
  // Focus goes back to the marker or list entry that opened it when it closes (ui/dialog.tsx).
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      {park ? (
        <DialogContent className="max-w-xl p-0">
          <ParkImage src={park.imageUrl} alt={`Illustration of ${park.name}`} className="aspect-[16/10] w-full rounded-t-3xl" />
          <div className="flex flex-col gap-4 p-6">
            <div>
              <DialogTitle>{park.name}</DialogTitle>
              <p className="mt-1 text-sm font-bold text-bark-500">
                {park.states.join(', ')} · {park.region} · National park since {park.established}
              </p>
              <DialogDescription>{park.description}</DialogDescription>
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
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild variant="accent" className="flex-1">
                <Link to={`/story/start/${park.id}`}>
                  <BookOpen aria-hidden className="h-5 w-5" /> Start New Story
                </Link>
              </Button>
              {childId ? (
                <Button asChild variant="outline" className="flex-1">
                  <Link to={`/quiz/${childId}/${park.id}`}>
                    <GraduationCap aria-hidden className="h-5 w-5" /> Take Park Quiz
                  </Link>
                </Button>
              ) : (
                <Button variant="outline" className="flex-1" disabled>
                  <GraduationCap aria-hidden className="h-5 w-5" /> Take Park Quiz
                </Button>
              )}
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
