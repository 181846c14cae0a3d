import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getReferralStats } from '~/models/referral.server'
import { requireUser } from '~/utils/auth.server'

/** GET /api/referral/stats: totalReferrals, creditsEarned, rank and recentReferrals. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  return json(await getReferralStats(context.db, user.id))
}
