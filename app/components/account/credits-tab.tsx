import { Link } from '@remix-run/react'
import Coins from 'lucide-react/dist/esm/icons/coins'
import History from 'lucide-react/dist/esm/icons/history'
import MapIcon from 'lucide-react/dist/esm/icons/map'
import Receipt from 'lucide-react/dist/esm/icons/receipt'
import ShoppingCart from 'lucide-react/dist/esm/icons/shopping-cart'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import type { CreditHistoryEntry } from '~/models/credits.server'
import type { PurchaseView } from '~/models/purchase.server'
import { cn } from '~/utils/cn'
import { formatDate } from '~/utils/dates'
import { plural } from '~/utils/plural'

export interface CreditsTabData {
  credits: number
  unlockedRegions: string[]
  lockedRegions: { region: string; parks: number }[]
  purchases: PurchaseView[]
  history: CreditHistoryEntry[]
  rates: { chapter: number; image: number }
}

const PURCHASE_HISTORY_SHOWN = 5

/** Account, Credits tab (spec 2.14): balance, rates, buying, regions, purchases and every ledger row. */
export function CreditsTab({ data }: { data: CreditsTabData }) {
  const [allPurchases, setAllPurchases] = useState(false)
  const purchases = allPurchases ? data.purchases : data.purchases.slice(0, PURCHASE_HISTORY_SHOWN)
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Coins aria-hidden className="h-5 w-5 text-sunset-500" /> Your Credits
          </CardTitle>
          <CardDescription>
            {`${data.rates.chapter} ${plural(data.rates.chapter, 'credit')} for each story chapter · ${data.rates.image} ${plural(data.rates.image, 'credit')} for each AI picture`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <p className="font-display text-4xl font-semibold text-forest-800" data-testid="credits-tab-balance">
            {data.credits} <span className="text-lg text-bark-600">credits</span>
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button asChild variant="accent" size="lg" className="h-auto whitespace-normal py-3">
              <Link to="/checkout?type=credits">
                <ShoppingCart aria-hidden className="h-5 w-5" /> $5 = 20 Credits
              </Link>
            </Button>
            {data.lockedRegions.length ? (
              <Button asChild variant="outline" size="lg" className="h-auto whitespace-normal py-3">
                <Link to={`/checkout?type=region&region=${encodeURIComponent(data.lockedRegions[0].region)}`}>
                  <MapIcon aria-hidden className="h-5 w-5" /> $10 = New Region + 20 Credits
                </Link>
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MapIcon aria-hidden className="h-5 w-5 text-forest-600" /> Unlocked Regions
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <ul className="flex flex-wrap gap-2">
            {data.unlockedRegions.map((region) => (
              <li key={region} className="rounded-full bg-forest-100 px-3 py-1 font-semibold text-forest-800">
                {region}
              </li>
            ))}
          </ul>
          {data.lockedRegions.length ? (
            <ul className="grid gap-2 sm:grid-cols-2">
              {data.lockedRegions.map(({ region, parks }) => (
                <li key={region} className="flex items-center justify-between gap-3 rounded-xl bg-sand-100 p-3">
                  <span className="min-w-0">
                    <span className="font-semibold text-bark-900">{region}</span>
                    <span className="block text-sm text-bark-600">{parks} parks</span>
                  </span>
                  <Button asChild size="sm" variant="outline">
                    <Link to={`/checkout?type=region&region=${encodeURIComponent(region)}`}>Unlock for $10</Link>
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-bark-600">Every region is open to your family.</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Receipt aria-hidden className="h-5 w-5 text-forest-600" /> Purchase History
          </CardTitle>
        </CardHeader>
        <CardContent>
          {data.purchases.length === 0 ? (
            <p className="text-bark-600">No purchases yet.</p>
          ) : (
            <>
              <ul className="divide-y divide-sand-200" data-testid="purchase-history">
                {purchases.map((purchase) => (
                  <li key={purchase.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <span className="min-w-0">
                      <span className="font-semibold text-bark-900">{purchase.region ? `${purchase.region} Region + ${purchase.credits} Credits` : `${purchase.credits} Credits`}</span>
                      <span className="block text-sm text-bark-600">{formatDate(purchase.createdAt)}</span>
                    </span>
                    <span className="flex items-center gap-2">
                      {purchase.status === 'refunded' ? <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-bold text-bark-700">Refunded</span> : null}
                      <span className="font-display text-lg font-semibold">${purchase.amount}</span>
                    </span>
                  </li>
                ))}
              </ul>
              {data.purchases.length > PURCHASE_HISTORY_SHOWN && !allPurchases ? (
                <Button variant="ghost" className="mt-2" onClick={() => setAllPurchases(true)}>
                  View All Purchases
                </Button>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <History aria-hidden className="h-5 w-5 text-forest-600" /> Credit History
          </CardTitle>
          <CardDescription>Every credit that came in or went out, newest first.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-sand-200" data-testid="credit-history">
            {data.history.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-3 py-2.5">
                <span className="min-w-0">
                  <span className="font-semibold text-bark-900">{entry.label}</span>
                  <span className="block text-sm text-bark-600">{formatDate(entry.createdAt)}</span>
                </span>
                <span className={cn('font-display text-lg font-semibold tabular-nums', entry.delta > 0 ? 'text-forest-700' : 'text-bark-700')}>
                  {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  )
}
