import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { UnverifiedAccountError } from '~/models/user.server'
import { createAuthenticator, isGoogleSignInEnabled, startSession } from '~/utils/auth.server'
import { redirectWithToast } from '~/utils/toast.server'

/** Google sends the parent back here; a verified e-mail opens (or finds) the account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!isGoogleSignInEnabled(context)) return redirect('/sign-in')
  try {
    const user = await createAuthenticator(context, request).authenticate('google', request)
    return startSession(context, user, '/')
  } catch (error) {
    if (error instanceof Response) throw error
    console.warn('[auth] Google sign-in failed', error)
    // remix-auth wraps what the verify function throws.
    const unverified = error instanceof UnverifiedAccountError || (error instanceof Error && error.cause instanceof UnverifiedAccountError)
    return redirectWithToast('/sign-in', {
      title: 'Sign-in failed',
      description: unverified
        ? new UnverifiedAccountError().message
        : 'Google sign-in did not work. Please try again or use your e-mail.',
      variant: 'destructive',
    })
  }
}
