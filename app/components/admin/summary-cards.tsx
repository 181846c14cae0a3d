import Baby from 'lucide-react/dist/esm/icons/baby'
import Coins from 'lucide-react/dist/esm/icons/coins'
import ShieldCheck from 'lucide-react/dist/esm/icons/shield-check'
import TicketPercent from 'lucide-react/dist/esm/icons/ticket-percent'
import Users from 'lucide-react/dist/esm/icons/users'
import type { AdminSummary } from '~/models/admin.server'

const number = (value: number) => value.toLocaleString('en-US')

export function SummaryCards({ summary }: { summary: AdminSummary }) {
  const cards = [
    { label: 'Total Users', value: summary.totalUsers, icon: Users },
    { label: 'Admins', value: summary.admins, icon: ShieldCheck },
    { label: 'Active Discounts', value: summary.activeDiscounts, icon: TicketPercent },
    { label: 'Total Children', value: summary.totalChildren, icon: Baby },
    { label: 'Total Credits', value: summary.totalCredits, icon: Coins },
  ]
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map(({ label, value, icon: Icon }) => (
        <div key={label} className="rounded-2xl border border-sand-300 bg-white p-4 shadow-card">
          <dt className="flex items-center gap-2 text-sm font-bold text-bark-600">
            <Icon aria-hidden className="h-4 w-4 text-forest-600" /> {label}
          </dt>
          <dd className="mt-1 font-display text-2xl font-semibold text-bark-900" data-testid={`summary-${label.toLowerCase().replace(/\s+/g, '-')}`}>
            {number(value)}
          </dd>
        </div>
      ))}
    </dl>
  )
}
