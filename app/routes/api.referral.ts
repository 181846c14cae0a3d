import { json, redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { ensureReferralCode, REFERRAL_CODE, referralLink } from '~/models/referral.server'
import { requireUser } from '~/utils/auth.server'
import { rememberReferralCode } from '~/utils/referral-cookie.server'

/**
 * GET /api/referral?ref={code}: the link a parent shares. It remembers the code for 30 days and shows
 * the landing page; the bonus comes only when a new account is opened. Without `ref`, a signed-in
 * parent gets their own shareable link.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const ref = url.searchParams.get('ref')
  if (ref !== null) {
    if (!REFERRAL_CODE.test(ref) || (await context.currentUser())) return redirect('/')
    return redirect('/', { headers: { 'Set-Cookie': await rememberReferralCode(ref) } })
  }
  const user = await requireUser(context)
  return json({ link: referralLink(url.origin, await ensureReferralCode(context.db, user.id)) })
}
