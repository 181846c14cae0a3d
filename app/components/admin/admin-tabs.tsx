import { NavLink } from '@remix-run/react'
import { cn } from '~/utils/cn'

const TABS = [
  { to: '/admin', label: 'Users', end: true },
  { to: '/admin/discount-codes', label: 'Discount Codes' },
  { to: '/admin/email', label: 'Email & Templates' },
  { to: '/admin/story-templates', label: 'Story Templates' },
  { to: '/admin/audit-log', label: 'Audit Log' },
]

/** The portal's sections: each a page of its own, so each loads only its own data. */
export function AdminTabs() {
  return (
    <nav aria-label="Admin sections" className="mt-8">
      <ul className="inline-flex max-w-full flex-wrap gap-1 rounded-3xl bg-sand-200 p-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  'block rounded-full px-4 py-2 text-sm font-bold transition-colors',
                  isActive ? 'bg-white text-forest-700 shadow-sm' : 'text-bark-600 hover:text-bark-900',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
