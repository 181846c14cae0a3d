import Check from 'lucide-react/dist/esm/icons/check'
import Receipt from 'lucide-react/dist/esm/icons/receipt'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import type { CheckoutOption } from '~/models/pricing.server'
import type { AppliedDiscount } from './discount-box'
import { dollars } from './money'

/** The Purchase Summary card (spec 2.18): what is bought, its price and what comes with it. */
export function PurchaseSummary({ option, discount, totalCents }: { option: CheckoutOption; discount: AppliedDiscount | null; totalCents: number }) {
  const included = [
    `${option.credits} story credits`,
    ...(option.kind === 'region' ? [`Access to ${option.parks} parks`] : []),
    'Instant activation',
    'Family sharing: every child on your account can use it',
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Receipt aria-hidden className="h-5 w-5 text-forest-600" /> Purchase Summary
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-display text-xl font-semibold text-bark-900">{option.label}</p>
            <p className="text-bark-600">{option.description}</p>
          </div>
          <p className="text-right" data-testid="checkout-total">
            {discount ? (
              <span className="mr-2 text-bark-500 line-through" aria-label={`Was ${dollars(option.listCents)}`}>
                {dollars(option.listCents)}
              </span>
            ) : null}
            <span className="font-display text-2xl font-semibold text-forest-800">{dollars(totalCents)}</span>
          </p>
        </div>
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Included">
          {included.map((item) => (
            <li key={item} className="flex items-center gap-2 text-bark-700">
              <Check aria-hidden className="h-4 w-4 shrink-0 text-forest-600" /> {item}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
