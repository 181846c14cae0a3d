import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { createAuthenticator, isGoogleSignInEnabled } from '~/utils/auth.server'

/** Starts Google sign-in: the strategy answers with a redirect to Google's consent screen. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!isGoogleSignInEnabled(context)) return redirect('/sign-in')
  await createAuthenticator(context, request).authenticate('google', request)
  return redirect('/sign-in')
}

export async function loader() {
  return redirect('/sign-in')
}
