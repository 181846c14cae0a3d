import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Link, useLoaderData, useNavigate, useRevalidator } from '@remix-run/react'
import ArrowLeft from 'lucide-react/dist/esm/icons/arrow-left'
import { useCallback, useEffect, useState } from 'react'
import { CurrentAccountCard } from '~/components/checkout/current-account-card'
import { DiscountBox, type AppliedDiscount } from '~/components/checkout/discount-box'
import { PaymentForm } from '~/components/checkout/payment-form'
import { PurchaseSummary } from '~/components/checkout/purchase-summary'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { toast } from '~/components/ui/use-toast'
import { checkoutOption, readPurchaseRequest } from '~/models/pricing.server'
import { listUnlockedRegions } from '~/models/regions.server'
import { ApiError, apiRequest } from '~/utils/api-client'
import { requireUser } from '~/utils/auth.server'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: 'Checkout | Story Trails' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const params = new URL(request.url).searchParams
  const purchase = readPurchaseRequest(params)
  if (!purchase) {
    throw await redirectWithToast('/account?tab=credits', { title: 'Unknown Region', description: 'That region cannot be bought.', variant: 'destructive' })
  }
  const unlocked = await listUnlockedRegions(context.db, user.id)
  if (purchase.kind === 'region' && unlocked.includes(purchase.region)) {
    throw await redirectWithToast('/', {
      title: 'Region Already Unlocked',
      description: `You already have access to the ${purchase.region} region.`,
      variant: 'destructive',
    })
  }
  const payments = context.providers.payments
  return json({
    option: checkoutOption(purchase),
    credits: user.credits,
    unlockedRegions: unlocked.length,
    provider: payments ? { name: payments.name, publishableKey: payments.publishableKey } : null,
  })
}

interface StartedPayment {
  clientSecret: string | null
  purchaseId: string
  amount: string
  free: boolean
}

/** Checkout (spec 2.18): the server prices what is bought; the page only says what the parent wants. */
export default function Checkout() {
  const { option, credits, unlockedRegions, provider } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [checkoutId] = useState(() => crypto.randomUUID())
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null)
  const [payment, setPayment] = useState<StartedPayment | null>(null)
  // Why the payment could not be started, until the parent tries again: never a spinner that spins on.
  const [failure, setFailure] = useState<string | null>(null)

  const startPayment = useCallback(
    async (code: string | null) => {
      setPayment(null)
      setFailure(null)
      try {
        setPayment(
          await apiRequest<StartedPayment>('POST', '/api/create-payment-intent', {
            type: option.kind,
            region: option.region ?? undefined,
            discountCode: code ?? undefined,
            checkoutId,
          }),
        )
      } catch (error) {
        const message = error instanceof ApiError && error.status !== 0 ? error.message : 'Failed to initialize payment. Please try again.'
        if (error instanceof ApiError && error.status === 409) {
          toast({ title: 'Region Already Unlocked', description: message, variant: 'destructive' })
          navigate('/')
          return
        }
        setFailure(message)
      }
    },
    [option.kind, option.region, checkoutId, navigate],
  )

  useEffect(() => {
    if (provider) void startPayment(discount?.code ?? null)
  }, [provider, discount, startPayment])

  const totalCents = option.listCents - (discount?.discountCents ?? 0)

  function succeeded(purchaseId: string) {
    revalidator.revalidate()
    navigate(`/?purchase=success&purchaseId=${encodeURIComponent(purchaseId)}`)
  }

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/account?tab=credits">
            <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Account
          </Link>
        </Button>
        <h1 className="mt-2 font-display text-3xl font-semibold text-forest-800">Checkout</h1>
      </div>
      {!provider ? (
        <p role="alert" className="rounded-2xl bg-sunset-50 p-6 text-bark-800">
          Purchases are not available right now. Please try again later.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <PurchaseSummary option={option} discount={discount} totalCents={totalCents} />
            <DiscountBox purchase={{ type: option.kind, region: option.region }} applied={discount} onChange={setDiscount} />
            {failure ? (
              <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-card">
                <p className="font-semibold text-bark-800">{failure}</p>
                <Button variant="outline" onClick={() => void startPayment(discount?.code ?? null)}>
                  Try Again
                </Button>
              </div>
            ) : payment ? (
              <PaymentForm
                provider={provider}
                purchaseId={payment.purchaseId}
                clientSecret={payment.clientSecret}
                free={payment.free}
                totalCents={totalCents}
                credits={option.credits}
                region={option.region}
                onSuccess={succeeded}
              />
            ) : (
              <div className="flex justify-center rounded-2xl bg-white p-10 shadow-card">
                <Spinner label="Preparing checkout..." />
              </div>
            )}
          </div>
          <CurrentAccountCard credits={credits} unlockedRegions={unlockedRegions} purchasedCredits={option.credits} />
        </div>
      )}
    </main>
  )
}

export { GeneralErrorBoundary as ErrorBoundary }
