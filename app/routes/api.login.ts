import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { safeRedirect } from '~/utils/safe-redirect'

/** Sign-in is a browser navigation to /api/login (spec 1); it leads to our sign-in page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '')
  return redirect(redirectTo ? `/sign-in?${new URLSearchParams({ redirectTo })}` : '/sign-in')
}
