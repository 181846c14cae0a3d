import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import Gift from 'lucide-react/dist/esm/icons/gift'
// qrcode's build without Node's streams: the Worker has no zlib or stream.
import QRCode from 'qrcode/lib/browser.js'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { HowReferralsWork, RecentReferrals, ReferralLinkCard, ReferralStatCards } from '~/components/referral/referral-view'
import { ensureReferralCode, getReferralStats, REFERRAL_BONUS, referralLink } from '~/models/referral.server'
import { requireUser } from '~/utils/auth.server'

export const meta: MetaFunction = () => [{ title: 'Invite Friends | Story Trails' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const [code, stats] = await Promise.all([ensureReferralCode(context.db, user.id), getReferralStats(context.db, user.id)])
  const link = referralLink(new URL(request.url).origin, code)
  // The QR code is drawn on the server (200 px wide, margin 2: spec section 9), as an SVG.
  const qr = await QRCode.toString(link, { type: 'svg', width: 200, margin: 2, color: { dark: '#254a2e', light: '#ffffff' } })
  return json({ link, qr: `data:image/svg+xml;base64,${btoa(qr)}`, stats, bonus: REFERRAL_BONUS })
}

/** Referral (spec 2.17): the link and its QR code, sharing, and what friends who joined brought in. */
export default function Referral() {
  const { link, qr, stats, bonus } = useLoaderData<typeof loader>()
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="flex items-center gap-3 font-display text-3xl font-semibold text-forest-800">
          <Gift aria-hidden className="h-8 w-8 text-sunset-500" /> Invite Friends
        </h1>
        <p className="mt-1 text-bark-600">
          Share Story Trails with another family: when they join with your link, you each get {bonus} bonus credits.
        </p>
      </header>
      <ReferralLinkCard link={link} qr={qr} />
      <ReferralStatCards stats={stats} />
      <RecentReferrals referrals={stats.recentReferrals} />
      <HowReferralsWork bonus={bonus} />
    </main>
  )
}

export { GeneralErrorBoundary as ErrorBoundary }
