import FlaskConical from 'lucide-react/dist/esm/icons/flask-conical'
import Lock from 'lucide-react/dist/esm/icons/lock'
import Zap from 'lucide-react/dist/esm/icons/zap'
import { lazy, Suspense, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Spinner } from '~/components/ui/spinner'
import { toast } from '~/components/ui/use-toast'
import { ApiError, apiRequest } from '~/utils/api-client'
import { dollars } from './money'

// Stripe's browser code loads only on this page, and only when Stripe is configured.
const StripePaymentForm = lazy(() => import('./stripe-payment-form.client'))

export interface PaymentFormProps {
  provider: { name: 'test' | 'stripe'; publishableKey: string | null }
  purchaseId: string
  clientSecret: string | null
  free: boolean
  totalCents: number
  credits: number
  region: string | null
  onSuccess: (purchaseId: string) => void
}

export function PaymentNotes() {
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-bark-600">
      <li className="flex items-center gap-1.5">
        <Lock aria-hidden className="h-4 w-4 text-forest-600" /> Secure Payment
      </li>
      <li className="flex items-center gap-1.5">
        <Zap aria-hidden className="h-4 w-4 text-sunset-500" /> Instant Access
      </li>
    </ul>
  )
}

/**
 * The payment form: Stripe's Payment Element with real keys; in test mode (and for a purchase a
 * discount made free) one button completes the purchase through the same signed-event path.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { provider, purchaseId, clientSecret, free, totalCents, onSuccess } = props
  const [busy, setBusy] = useState(false)

  async function completeWithoutCard() {
    setBusy(true)
    try {
      await apiRequest('POST', '/api/checkout/complete', { purchaseId, free })
      onSuccess(purchaseId)
    } catch (error) {
      toast({ title: 'Payment Failed', description: error instanceof ApiError ? error.message : 'Please try again.', variant: 'destructive' })
      setBusy(false)
    }
  }

  const stripe = provider.name === 'stripe' && !free && clientSecret && provider.publishableKey
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {stripe ? (
          <Suspense fallback={<Spinner label="Preparing checkout..." />}>
            <StripePaymentForm publishableKey={provider.publishableKey!} clientSecret={clientSecret} purchaseId={purchaseId} totalCents={totalCents} onSuccess={onSuccess} />
          </Suspense>
        ) : (
          <>
            {free ? (
              <p className="rounded-xl bg-forest-50 p-3 text-forest-900">Your discount covers the whole price: no card is needed.</p>
            ) : (
              <p role="note" className="flex items-center gap-2 rounded-xl border-2 border-dashed border-sunset-300 bg-sunset-50 p-3 font-semibold text-bark-900">
                <FlaskConical aria-hidden className="h-5 w-5 shrink-0 text-sunset-600" /> Test mode: no card is charged
              </p>
            )}
            <Button size="lg" variant="accent" disabled={busy} onClick={() => void completeWithoutCard()}>
              {busy ? 'Processing...' : `Complete Purchase ${dollars(totalCents)}`}
            </Button>
          </>
        )}
        <PaymentNotes />
      </CardContent>
    </Card>
  )
}
