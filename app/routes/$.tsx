import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { LandingPage } from '~/components/landing/landing-page'
import { NotFound } from '~/components/not-found'
import { getUser } from '~/utils/auth.server'

/** Any unknown path: the 404 page for parents, the landing page for signed-out visitors (spec 2.1). */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await getUser(context)
  return json({ signedIn: Boolean(user) }, { status: 404 })
}

export default function CatchAll() {
  const { signedIn } = useLoaderData<typeof loader>()
  return signedIn ? <NotFound /> : <LandingPage />
}

export { GeneralErrorBoundary as ErrorBoundary }
