import { useRevalidator, useSearchParams } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { toast } from '~/components/ui/use-toast'
import type { PurchaseView } from '~/models/purchase.server'
import { apiRequest } from '~/utils/api-client'

/** "East & Other region unlocked with 20 credits!" or "20 credits added to your account!" */
export const purchaseSuccessMessage = (purchase: Pick<PurchaseView, 'region' | 'credits'>) =>
  purchase.region ? `${purchase.region} region unlocked with ${purchase.credits} credits!` : `${purchase.credits} credits added to your account!`

const WAIT_MS = 1500
const MAX_CHECKS = 40

/**
 * After checkout (`?purchase=success` or Stripe's `?payment=success`, with the purchase id), waits
 * for the provider's event to fulfil the purchase, then says so and refreshes the balance and the
 * map without a reload. The address alone changes nothing: only the server's purchase status counts.
 */
export function PurchaseSuccessNotice() {
  const [params, setParams] = useSearchParams()
  const revalidator = useRevalidator()
  const purchaseId = params.get('purchaseId')
  const flagged = params.get('purchase') === 'success' || params.get('payment') === 'success'
  const handled = useRef<string | null>(null)

  useEffect(() => {
    if (!flagged || !purchaseId || handled.current === purchaseId) return
    handled.current = purchaseId
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const clear = () =>
      setParams(
        (current) => {
          for (const name of ['purchase', 'payment', 'purchaseId', 'payment_intent', 'payment_intent_client_secret', 'redirect_status']) current.delete(name)
          return current
        },
        { replace: true, preventScrollReset: true },
      )
    const check = async (attempt: number) => {
      try {
        const purchase = await apiRequest<PurchaseView>('GET', `/api/purchases/${encodeURIComponent(purchaseId)}`)
        if (cancelled) return
        if (purchase.status === 'succeeded') {
          toast({ title: 'Payment Successful', description: purchaseSuccessMessage(purchase) })
          revalidator.revalidate()
          clear()
          return
        }
        if (purchase.status === 'refused' || (purchase.status === 'refunded' && purchase.refusal)) {
          toast({ title: 'Purchase Not Completed', description: purchase.refusal ?? 'This purchase could not be completed.', variant: 'destructive' })
          clear()
          return
        }
        if (purchase.status === 'pending' && attempt < MAX_CHECKS) {
          if (attempt === 2) toast({ title: 'Confirming your payment...', description: 'This usually takes a few seconds.' })
          timer = setTimeout(() => void check(attempt + 1), WAIT_MS)
          return
        }
        toast({ title: 'Payment Failed', description: 'We could not confirm this payment. Nothing was charged twice: check your account before trying again.', variant: 'destructive' })
        clear()
      } catch {
        clear()
      }
    }
    void check(0)
    return () => {
      cancelled = true
      if (timer) clearTimeout(timer)
    }
  }, [flagged, purchaseId, revalidator, setParams])

  return null
}
