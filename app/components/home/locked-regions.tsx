import Lock from 'lucide-react/dist/esm/icons/lock'
import { Button } from '~/components/ui/button'
import type { RegionSummary } from '~/models/park.server'
import { plural } from '~/utils/plural'

/** One card per locked region under the map, with its real park count (spec 2.5). */
export function LockedRegions({ regions }: { regions: RegionSummary[] }) {
  const locked = regions.filter((region) => !region.unlocked)
  if (locked.length === 0) return null
  return (
    <section aria-labelledby="locked-regions-heading" className="mt-6">
      <h3 id="locked-regions-heading" className="font-display text-xl font-semibold text-bark-900">
        More regions to explore
      </h3>
      <ul className="mt-3 grid gap-4 md:grid-cols-3">
        {locked.map(({ region, parkCount }) => (
          <li key={region} className="flex flex-col gap-3 rounded-2xl border-2 border-dashed border-sand-300 bg-white p-5" data-testid="locked-region">
            <div className="flex items-center gap-2">
              <Lock aria-hidden className="h-5 w-5 text-bark-500" />
              <h4 className="font-display text-lg font-semibold">{region}</h4>
            </div>
            <p className="text-bark-600">{`${parkCount} ${plural(parkCount, 'park')} waiting to be explored`}</p>
            <p className="font-bold text-sunset-700">Unlock for $10</p>
            <Button asChild variant="accent" size="sm">
              <a href={`/checkout?type=region&region=${encodeURIComponent(region)}`}>Unlock Region</a>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
