import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/use-toast'
import { ApiError, apiRequest } from '~/utils/api-client'
import { dollars } from './money'

let stripePromise: { key: string; promise: Promise<Stripe | null> } | undefined
const stripeFor = (key: string) => {
  if (stripePromise?.key !== key) stripePromise = { key, promise: loadStripe(key) }
  return stripePromise.promise
}

interface Props {
  publishableKey: string
  clientSecret: string
  purchaseId: string
  totalCents: number
  onSuccess: (purchaseId: string) => void
}

/** Stripe's Payment Element: the card fields belong to Stripe and never touch our pages. */
export default function StripePaymentForm(props: Props) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#2f5d3a', borderRadius: '12px' } } }}>
      <CardForm {...props} />
    </Elements>
  )
}

function CardForm({ purchaseId, totalCents, onSuccess }: Props) {
  const stripe = useStripe()
  const elements = useElements()
  const [busy, setBusy] = useState(false)

  async function pay(event: React.FormEvent) {
    event.preventDefault()
    if (!stripe || !elements) return
    setBusy(true)
    // The server says, before the card is charged, whether this purchase can still be given.
    try {
      await apiRequest('POST', '/api/checkout/confirm', { purchaseId })
    } catch (error) {
      toast({ title: 'Payment Failed', description: error instanceof ApiError ? error.message : 'Please try again.', variant: 'destructive' })
      setBusy(false)
      return
    }
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/?payment=success&purchaseId=${encodeURIComponent(purchaseId)}` },
      redirect: 'if_required',
    })
    if (error) {
      toast({ title: 'Payment Failed', description: error.message ?? 'Please try again.', variant: 'destructive' })
      setBusy(false)
      return
    }
    onSuccess(purchaseId)
  }

  return (
    <form onSubmit={(event) => void pay(event)} className="flex flex-col gap-4">
      <PaymentElement />
      <Button type="submit" size="lg" variant="accent" disabled={!stripe || busy}>
        {busy ? 'Processing...' : `Complete Purchase ${dollars(totalCents)}`}
      </Button>
    </form>
  )
}
