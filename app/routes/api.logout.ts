import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { endSession } from '~/utils/auth.server'

/**
 * Sign-out is a browser navigation (spec 1), so it answers GET. The session cookie is SameSite=Lax
 * and a navigation from another site is refused here, so no other page can sign a parent out.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return redirect('/')
  return endSession(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return endSession(request, context)
}
