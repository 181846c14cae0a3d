import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { StatsView } from '~/components/stats/stats-view'
import { loadChildStats } from '~/utils/child-page.server'

export const meta: MetaFunction = () => [{ title: 'Adventure Stats | Story Trails' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { child, stats } = await loadChildStats(request, context)
  const { parkStates: _parkStates, ...figures } = stats
  return json({ child, stats: figures })
}

export default function Stats() {
  const { child, stats } = useLoaderData<typeof loader>()
  return <StatsView child={child} stats={stats} />
}

export { GeneralErrorBoundary as ErrorBoundary }
