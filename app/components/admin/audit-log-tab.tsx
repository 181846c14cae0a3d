import { Link } from '@remix-run/react'
import ChevronLeft from 'lucide-react/dist/esm/icons/chevron-left'
import ChevronRight from 'lucide-react/dist/esm/icons/chevron-right'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import type { AuditLogView } from '~/models/audit-log.server'
import { TEST_EMAIL_LABELS } from '~/utils/admin-forms'

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'

function target(entry: AuditLogView) {
  if (entry.targetType === 'user') return entry.targetEmail ?? `Deleted account ${entry.targetId?.slice(0, 8) ?? ''}`
  const kind = entry.targetId as keyof typeof TEST_EMAIL_LABELS | null
  if (entry.targetType === 'email' && kind && kind in TEST_EMAIL_LABELS) return `${TEST_EMAIL_LABELS[kind]} e-mail`
  const name = entry.details.code ?? entry.details.name ?? entry.details.kind
  return name ? String(name) : `${entry.targetType} ${entry.targetId ?? ''}`.trim()
}

function details(entry: AuditLogView) {
  const { credits, to, recipientCount, discountAmount, discountPercent, maxUsage } = entry.details
  if (typeof credits === 'number') return `+${credits.toLocaleString('en-US')} credits`
  if (typeof to === 'string') return `To ${to}`
  if (typeof recipientCount === 'number') return `${recipientCount.toLocaleString('en-US')} families`
  if (discountAmount != null || discountPercent != null) {
    const value = discountAmount != null ? `$${Number(discountAmount).toFixed(2)} off` : `${discountPercent}% off`
    return `${value}, ${maxUsage == null ? 'unlimited uses' : `up to ${maxUsage} uses`}`
  }
  return ''
}

export function AuditLogTab({ entries, page, hasMore }: { entries: AuditLogView[]; page: number; hasMore: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit Log</CardTitle>
        <CardDescription>Every change made in the portal: who, what, to which record, and when.</CardDescription>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="bg-sand-100 text-xs font-bold uppercase tracking-wide text-bark-500">
              <tr>
                <th scope="col" className="px-4 py-2">When</th>
                <th scope="col" className="px-4 py-2">Admin</th>
                <th scope="col" className="px-4 py-2">Action</th>
                <th scope="col" className="px-4 py-2">Target</th>
                <th scope="col" className="px-4 py-2">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-sand-200" data-testid="audit-row">
                  <td className="whitespace-nowrap px-4 py-3 text-bark-600">
                    <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3 text-bark-700">{entry.adminEmail}</td>
                  <td className="px-4 py-3 font-semibold text-bark-900">{entry.actionLabel}</td>
                  <td className="max-w-[16rem] truncate px-4 py-3 text-bark-700">{target(entry)}</td>
                  <td className="px-4 py-3 text-bark-600">{details(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {entries.length === 0 ? <p className="px-6 py-8 text-center text-bark-600">Nothing has been changed in the portal yet.</p> : null}
        </div>
        {page > 1 || hasMore ? (
          <nav aria-label="Pages" className="flex justify-between px-6 pt-4">
            {page > 1 ? (
              <Button asChild variant="outline" size="sm">
                <Link to={page === 2 ? '.' : `?page=${page - 1}`}>
                  <ChevronLeft aria-hidden className="h-4 w-4" /> Newer
                </Link>
              </Button>
            ) : (
              <span />
            )}
            {hasMore ? (
              <Button asChild variant="outline" size="sm">
                <Link to={`?page=${page + 1}`}>
                  Older <ChevronRight aria-hidden className="h-4 w-4" />
                </Link>
              </Button>
            ) : null}
          </nav>
        ) : null}
      </CardContent>
    </Card>
  )
}
