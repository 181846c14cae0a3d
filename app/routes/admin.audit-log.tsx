import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { AuditLogTab } from '~/components/admin/audit-log-tab'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { listAuditLog } from '~/models/audit-log.server'
import { requireAdmin } from '~/utils/auth.server'

const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1)

/** Audit Log: every admin change, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context)
  return json(await listAuditLog(context.db, { page: pageSchema.parse(new URL(request.url).searchParams.get('page') ?? 1) }))
}

export default function AdminAuditLog() {
  return <AuditLogTab {...useLoaderData<typeof loader>()} />
}

export { GeneralErrorBoundary as ErrorBoundary }
