import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { LibraryView } from '~/components/library/library-view'
import { libraryAction, loadLibrary } from '~/utils/library-route.server'

export const meta: MetaFunction = () => [{ title: 'My Story Library | Story Trails' }]

export const loader = ({ request, context }: LoaderFunctionArgs) => loadLibrary(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => libraryAction(request, context)

export default function Library() {
  const { child, stories } = useLoaderData<typeof loader>()
  return <LibraryView stories={stories} childName={child.name} childId={child.id} />
}

export { GeneralErrorBoundary as ErrorBoundary }
