import Coins from 'lucide-react/dist/esm/icons/coins'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'

/** "Current Account" (spec 2.18): credits now, regions unlocked, and credits after this purchase. */
export function CurrentAccountCard({ credits, unlockedRegions, purchasedCredits }: { credits: number; unlockedRegions: number; purchasedCredits: number }) {
  const rows: [string, string][] = [
    ['Current credits', String(credits)],
    ['Unlocked regions', String(unlockedRegions)],
    ['Credits after purchase', String(credits + purchasedCredits)],
  ]
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins aria-hidden className="h-5 w-5 text-sunset-500" /> Current Account
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3">
          {rows.map(([term, value]) => (
            <div key={term} className="flex items-center justify-between gap-3">
              <dt className="text-bark-600">{term}</dt>
              <dd className="font-display text-xl font-semibold text-bark-900" data-testid={term.toLowerCase().replace(/ /g, '-')}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
