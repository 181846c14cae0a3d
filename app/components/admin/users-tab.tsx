import { Form, Link, useSearchParams } from '@remix-run/react'
import ChevronLeft from 'lucide-react/dist/esm/icons/chevron-left'
import ChevronRight from 'lucide-react/dist/esm/icons/chevron-right'
import Info from 'lucide-react/dist/esm/icons/info'
import Plus from 'lucide-react/dist/esm/icons/plus'
import Search from 'lucide-react/dist/esm/icons/search'
import ShieldCheck from 'lucide-react/dist/esm/icons/shield-check'
import ShieldOff from 'lucide-react/dist/esm/icons/shield-off'
import Trash2 from 'lucide-react/dist/esm/icons/trash-2'
import { useState } from 'react'
import { Avatar } from '~/components/avatar'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import type { AdminUserView, UserPage } from '~/models/admin.server'
import { addCreditsSchema, INVALID_CREDITS } from '~/utils/admin-forms'
import { parentInitials } from '~/utils/names'
import { plural } from '~/utils/plural'
import { StepUpField } from './step-up-field'
import { showError, useAdminAction } from './use-admin-action'

const fullName = (user: AdminUserView) => `${user.firstName} ${user.lastName}`.trim()
const nameOf = (user: AdminUserView) => fullName(user) || user.email

/** A date as the admin's own browser writes it, or N/A (dialogs render only in the browser). */
function localDate(iso: string | null) {
  if (!iso) return 'N/A'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleDateString()
}

export function StatusBadge({ isAdmin }: { isAdmin: boolean }) {
  return (
    <span
      className={
        isAdmin
          ? 'inline-flex items-center gap-1 rounded-full bg-forest-700 px-2.5 py-0.5 text-xs font-bold text-white'
          : 'inline-flex items-center rounded-full bg-sand-200 px-2.5 py-0.5 text-xs font-bold text-bark-700'
      }
    >
      {isAdmin ? 'Admin' : 'User'}
    </span>
  )
}

function DetailsDialog({ user }: { user: AdminUserView }) {
  const [open, setOpen] = useState(false)
  const rows: [string, string][] = [
    ['User ID', user.id],
    ['Email', user.email],
    ['Full Name', fullName(user) || 'N/A'],
    ['Credits', user.credits.toLocaleString('en-US')],
    ['Children', String(user.childrenCount)],
    ['Status', user.isAdmin ? 'Admin' : 'User'],
    ['Account Created', localDate(user.createdAt)],
    ['Last Updated', localDate(user.updatedAt)],
    ['Profile Image', user.profileImageUrl ?? 'None'],
  ]
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Details for ${nameOf(user)}`}>
        <Info aria-hidden className="h-4 w-4" /> Details
      </Button>
      <DialogContent>
        <DialogTitle>User Details</DialogTitle>
        <DialogDescription>Everything the portal knows about this account.</DialogDescription>
        <div className="mt-4 flex justify-center">
          <Avatar src={user.profileImageUrl} initials={parentInitials(user)} className="h-16 w-16 rounded-2xl text-xl" />
        </div>
        <dl className="mt-4 grid gap-3">
          {rows.map(([term, value]) => (
            <div key={term} className="min-w-0 rounded-xl bg-sand-100 px-4 py-2.5">
              <dt className="text-xs font-bold uppercase tracking-wide text-bark-500">{term}</dt>
              <dd className="break-words font-semibold text-bark-900 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  )
}

function AddCreditsDialog({ user }: { user: AdminUserView }) {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string>()
  const { fetcher, busy, errors, stepUp } = useAdminAction({ fallbackError: 'Failed to add credits', onSuccess: () => setOpen(false) })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setError(undefined)
      }}
    >
      <Button variant="ghost" size="icon" className="h-8 w-8" onClick={() => setOpen(true)} aria-label={`Add credits to ${nameOf(user)}`}>
        <Plus aria-hidden className="h-4 w-4" />
      </Button>
      <DialogContent>
        <DialogTitle>Add Credits</DialogTitle>
        <DialogDescription>
          Add credits to {nameOf(user)}&apos;s balance ({user.credits.toLocaleString('en-US')} now). The grant is written to their credit
          history.
        </DialogDescription>
        <fetcher.Form
          method="post"
          className="mt-4 flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            const input = addCreditsSchema.safeParse({ credits: new FormData(event.currentTarget).get('credits') })
            if (!input.success) {
              event.preventDefault()
              const message = input.error.issues[0]?.message ?? INVALID_CREDITS
              setError(message)
              showError(message)
            } else setError(undefined)
          }}
        >
          <input type="hidden" name="intent" value="add-credits" />
          <input type="hidden" name="userId" value={user.id} />
          <Field label="Credits" name="credits" type="number" min={1} step={1} inputMode="numeric" required autoFocus error={error ?? errors.credits} />
          {stepUp ? <StepUpField message={stepUp} /> : null}
          <div className="flex justify-end gap-3">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Adding...' : 'Add Credits'}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

function AdminToggle({ user }: { user: AdminUserView }) {
  const [open, setOpen] = useState(false)
  const promote = !user.isAdmin
  const { fetcher, busy, stepUp } = useAdminAction({
    fallbackError: promote ? 'Failed to promote user' : 'Failed to remove admin status',
    onSuccess: () => setOpen(false),
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {promote ? <ShieldCheck aria-hidden className="h-4 w-4" /> : <ShieldOff aria-hidden className="h-4 w-4" />}
        {promote ? 'Make Admin' : 'Remove Admin'}
      </Button>
      <DialogContent>
        <DialogTitle>{promote ? `Make ${nameOf(user)} an admin?` : `Remove admin status from ${nameOf(user)}?`}</DialogTitle>
        <DialogDescription>
          {promote
            ? 'Admins can manage every user, grant credits, create discount codes, send e-mails to all families and change story templates.'
            : 'They keep their family account but can no longer open the Admin Portal.'}
        </DialogDescription>
        <fetcher.Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
          {stepUp ? <StepUpField message={stepUp} /> : null}
          <input type="hidden" name="intent" value={promote ? 'make-admin' : 'remove-admin'} />
          <input type="hidden" name="userId" value={user.id} />
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : promote ? 'Make Admin' : 'Remove Admin'}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

function DeleteUserDialog({ user }: { user: AdminUserView }) {
  const [open, setOpen] = useState(false)
  const { fetcher, busy, stepUp } = useAdminAction({ fallbackError: 'Failed to delete user', onSuccess: () => setOpen(false) })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setOpen(true)} aria-label={`Delete ${nameOf(user)}`}>
        <Trash2 aria-hidden className="h-4 w-4" /> Delete
      </Button>
      <DialogContent>
        <DialogTitle>Delete user?</DialogTitle>
        <DialogDescription>Are you sure you want to delete {nameOf(user)}? This action cannot be undone.</DialogDescription>
        <p className="mt-3 text-sm text-bark-600">
          Their children, stories, pictures, quiz results, badges, chats and sessions are deleted with the account, exactly as when a
          parent deletes their own account.
        </p>
        <fetcher.Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
          {stepUp ? <StepUpField message={stepUp} /> : null}
          <input type="hidden" name="intent" value="delete-user" />
          <input type="hidden" name="userId" value={user.id} />
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Deleting...' : 'Delete User'}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

function UserRow({ user, isMe }: { user: AdminUserView; isMe: boolean }) {
  const name = fullName(user)
  return (
    <tr className="border-t border-sand-200 align-middle">
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <Avatar src={user.profileImageUrl} initials={parentInitials(user)} className="h-10 w-10 rounded-xl" />
          <div className="min-w-0">
            <p className="font-semibold text-bark-900">
              {name || <span className="italic text-bark-500">No name yet</span>}
              {isMe ? <span className="ml-2 text-xs font-bold text-forest-700">(you)</span> : null}
            </p>
            <p className="max-w-[9rem] truncate font-mono text-xs text-bark-500" title={user.id}>
              {user.id}
            </p>
          </div>
        </div>
      </td>
      <td className="max-w-[14rem] truncate px-4 py-3 text-bark-700" title={user.email}>
        {user.email}
      </td>
      <td className="px-4 py-3">
        <div className="flex items-center gap-1">
          <span className="font-semibold tabular-nums" data-testid="user-credits">
            {user.credits.toLocaleString('en-US')}
          </span>
          <AddCreditsDialog user={user} />
        </div>
      </td>
      <td className="px-4 py-3 tabular-nums">{user.childrenCount}</td>
      <td className="px-4 py-3">
        <StatusBadge isAdmin={user.isAdmin} />
      </td>
      <td className="px-4 py-3">
        <UserActions user={user} isMe={isMe} />
      </td>
    </tr>
  )
}

/** Details for everyone; promote, demote and delete for every row but the admin's own. */
function UserActions({ user, isMe, className = 'flex-nowrap' }: { user: AdminUserView; isMe: boolean; className?: string }) {
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <DetailsDialog user={user} />
      {isMe ? null : (
        <>
          <AdminToggle user={user} />
          <DeleteUserDialog user={user} />
        </>
      )}
    </div>
  )
}

/** A user on a phone: the same facts and actions as a table row, stacked. */
function UserCard({ user, isMe }: { user: AdminUserView; isMe: boolean }) {
  const name = fullName(user)
  return (
    <li className="border-t border-sand-200 px-4 py-4">
      <div className="flex items-start gap-3">
        <Avatar src={user.profileImageUrl} initials={parentInitials(user)} className="h-10 w-10 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-bark-900">
            {name || <span className="italic text-bark-500">No name yet</span>}
            {isMe ? <span className="ml-2 text-xs font-bold text-forest-700">(you)</span> : null}
          </p>
          <p className="truncate text-sm text-bark-700" title={user.email}>
            {user.email}
          </p>
          <p className="truncate font-mono text-xs text-bark-500" title={user.id}>
            {user.id}
          </p>
        </div>
        <StatusBadge isAdmin={user.isAdmin} />
      </div>
      <div className="mt-2 flex items-center gap-4 text-sm text-bark-700">
        <span className="flex items-center gap-1">
          <span className="font-semibold tabular-nums">{user.credits.toLocaleString('en-US')}</span> credits
          <AddCreditsDialog user={user} />
        </span>
        <span>
          <span className="font-semibold tabular-nums">{user.childrenCount}</span> {plural(user.childrenCount, 'child', 'children')}
        </span>
      </div>
      <UserActions user={user} isMe={isMe} className="mt-1 -ml-3 flex-wrap" />
    </li>
  )
}

function pageLink(searchParams: URLSearchParams, page: number) {
  const next = new URLSearchParams(searchParams)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  const query = next.toString()
  return query ? `?${query}` : '.'
}

export function UsersTab({ page, currentUserId }: { page: UserPage; currentUserId: string }) {
  const [searchParams] = useSearchParams()
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle>Users</CardTitle>
          <CardDescription>
            {page.q ? `${page.total.toLocaleString('en-US')} matching "${page.q}"` : `${page.total.toLocaleString('en-US')} accounts, newest first`}
          </CardDescription>
        </div>
        <Form method="get" role="search" className="flex w-full gap-2 sm:w-auto">
          <label htmlFor="user-search" className="sr-only">
            Search users
          </label>
          <Input id="user-search" name="q" type="search" defaultValue={page.q} placeholder="Search by name or e-mail" className="sm:w-72" maxLength={100} />
          <Button type="submit" variant="outline" aria-label="Search">
            <Search aria-hidden className="h-4 w-4" />
          </Button>
        </Form>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        <ul className="sm:hidden" aria-label="Users">
          {page.users.map((user) => (
            <UserCard key={user.id} user={user} isMe={user.id === currentUserId} />
          ))}
        </ul>
        <div className="hidden overflow-x-auto sm:block">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="bg-sand-100 text-xs font-bold uppercase tracking-wide text-bark-500">
              <tr>
                <th scope="col" className="px-4 py-2">User</th>
                <th scope="col" className="px-4 py-2">Email</th>
                <th scope="col" className="px-4 py-2">Credits</th>
                <th scope="col" className="px-4 py-2">Children</th>
                <th scope="col" className="px-4 py-2">Status</th>
                <th scope="col" className="px-4 py-2">Actions</th>
              </tr>
            </thead>
            <tbody>
              {page.users.map((user) => (
                <UserRow key={user.id} user={user} isMe={user.id === currentUserId} />
              ))}
            </tbody>
          </table>
        </div>
        {page.users.length === 0 ? (
          <p className="px-6 py-8 text-center text-bark-600">
            {page.page > 1 ? (
              <>
                No users on this page. <Link to={pageLink(searchParams, 1)} className="font-bold text-forest-700 underline">Back to the first page</Link>
              </>
            ) : page.q ? (
              'No users match that search.'
            ) : (
              'No users yet.'
            )}
          </p>
        ) : null}
        {page.pageCount > 1 ? (
          <nav aria-label="Pages" className="flex items-center justify-between gap-3 px-6 pt-4">
            {page.page > 1 ? (
              <Button asChild variant="outline" size="sm">
                <Link to={pageLink(searchParams, page.page - 1)} preventScrollReset>
                  <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
                </Link>
              </Button>
            ) : (
              <span />
            )}
            <span className="text-sm font-semibold text-bark-600">
              Page {page.page.toLocaleString('en-US')} of {page.pageCount.toLocaleString('en-US')}
            </span>
            {page.page < page.pageCount ? (
              <Button asChild variant="outline" size="sm">
                <Link to={pageLink(searchParams, page.page + 1)} preventScrollReset>
                  Next <ChevronRight aria-hidden className="h-4 w-4" />
                </Link>
              </Button>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </CardContent>
    </Card>
  )
}
