import { Link } from '@remix-run/react'
import Compass from 'lucide-react/dist/esm/icons/compass'
import { Button } from './ui/button'

export function NotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Compass aria-hidden className="h-14 w-14 text-sunset-500" />
      <h1 className="font-display text-3xl font-semibold text-forest-800">404 Page Not Found</h1>
      <p className="text-bark-600">Did you forget to add the page to the router?</p>
      <Button asChild>
        <Link to="/">Back to the map</Link>
      </Button>
    </main>
  )
}
