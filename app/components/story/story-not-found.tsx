import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react'
import MapPin from 'lucide-react/dist/esm/icons/map-pin'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { Button } from '~/components/ui/button'

/** A story that is not there (deleted, or a wrong link), on the reader and the summary alike. */
export function StoryNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <MapPin aria-hidden className="h-12 w-12 text-sunset-500" />
      <h1 className="font-display text-3xl font-semibold text-forest-800">Story Not Found</h1>
      <p className="text-bark-600">This story may have been deleted, or the link is not quite right.</p>
      <Button asChild>
        <Link to="/">Return Home</Link>
      </Button>
    </main>
  )
}

/** What a visitor reads at a shared story's link once the family has stopped sharing it. */
export const NOT_SHARED = 'This story is no longer shared'

function NoLongerShared() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <MapPin aria-hidden className="h-12 w-12 text-sunset-500" />
      <h1 className="font-display text-3xl font-semibold text-forest-800">{NOT_SHARED}</h1>
      <p className="text-bark-600">The family who wrote it has stopped sharing it, or the link is not quite right.</p>
      <Button asChild>
        <a href="/travel">Discover Story Trails</a>
      </Button>
    </main>
  )
}

/** A story route's error boundary: a missing story says so; anything else is the general one. */
export function StoryErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (error.data as { message?: string } | null)?.message === NOT_SHARED ? <NoLongerShared /> : <StoryNotFound />
  }
  return <GeneralErrorBoundary />
}
