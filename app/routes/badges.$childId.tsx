import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { BadgesView } from '~/components/badges/badges-view'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { badgesPage } from '~/models/badges-page.server'
import { loadChildStats } from '~/utils/child-page.server'

export const meta: MetaFunction = () => [{ title: 'Ranger Badges | Story Trails' }]

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { child, stats } = await loadChildStats(request, context, params.childId)
  return json({ child, ...badgesPage(stats) })
}

export default function Badges() {
  const { child, parks, stats } = useLoaderData<typeof loader>()
  return <BadgesView child={child} parks={parks} stats={stats} />
}

export { GeneralErrorBoundary as ErrorBoundary }
