import { createCookie } from '@remix-run/cloudflare'
import { REFERRAL_CODE } from '~/models/referral.server'

/**
 * The referral code from a friend's link, remembered for 30 days until an account is opened. HttpOnly:
 * no page script reads it. Checked against the database when used, so it needs no signature.
 */
const referralCookie = createCookie('__Host-ref', { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 30 * 24 * 60 * 60 })

export async function readReferralCode(request: Request): Promise<string | null> {
  // A cookie that is not one we wrote (a bad %-escape) is no code, never a 500.
  const value: unknown = await referralCookie.parse(request.headers.get('cookie')).catch(() => null)
  return typeof value === 'string' && REFERRAL_CODE.test(value) ? value : null
}

export const rememberReferralCode = (code: string) => referralCookie.serialize(code)
export const forgetReferralCode = () => referralCookie.serialize('', { maxAge: 0 })
