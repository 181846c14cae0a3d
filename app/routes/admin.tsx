import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Outlet, useLoaderData } from '@remix-run/react'
import { AdminTabs } from '~/components/admin/admin-tabs'
import { SummaryCards } from '~/components/admin/summary-cards'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { getAdminSummary } from '~/models/admin.server'
import { requireAdmin } from '~/utils/auth.server'

export const meta: MetaFunction = () => [{ title: 'Admin Portal | Story Trails' }, { name: 'robots', content: 'noindex' }]

/** The portal's frame: who may enter (admins only, checked on the server) and the summary cards. */
export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdmin(context)
  return json({ summary: await getAdminSummary(context.db) })
}

export default function AdminPortal() {
  const { summary } = useLoaderData<typeof loader>()
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-3xl font-semibold text-forest-800">Admin Portal</h1>
      <p className="mt-1 text-bark-600">Manage users, credits, and system settings</p>
      <SummaryCards summary={summary} />
      <AdminTabs />
      <div className="mt-6">
        <Outlet />
      </div>
    </main>
  )
}

export { GeneralErrorBoundary as ErrorBoundary }
