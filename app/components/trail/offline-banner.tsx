import { Link } from '@remix-run/react'
import WifiOff from 'lucide-react/dist/esm/icons/wifi-off'

/** Shown on every page while the device has no network (loaded only then, from the precached build). */
export default function OfflineBanner() {
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-sky-100 px-4 py-2 text-center text-sm font-bold text-sky-700">
      <WifiOff aria-hidden className="h-4 w-4 shrink-0" />
      <span>You&apos;re offline: saved stories still work.</span>
      <Link to="/library?tab=trail" className="rounded underline underline-offset-2 hover:text-forest-800">
        Open saved stories
      </Link>
    </div>
  )
}
