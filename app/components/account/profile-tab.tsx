import { useFetcher } from '@remix-run/react'
import { Pencil } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { toast } from '~/components/ui/use-toast'
import type { User } from '~/models/user.server'
import { formatDate } from '~/utils/dates'
import { displayName } from '~/utils/names'
import type { ProfileInput } from '~/utils/profile-schema'

export type ProfileActionData =
  | { ok: true }
  | { ok: false; title: string; message: string; fieldErrors: Partial<Record<keyof ProfileInput, string>> }

export function ProfileTab({ user, childCount }: { user: User; childCount: number }) {
  const fetcher = useFetcher<ProfileActionData>()
  const [editing, setEditing] = useState(false)
  const saving = fetcher.state !== 'idle'
  const result = fetcher.data as ProfileActionData | undefined
  const errors = result && !result.ok ? result.fieldErrors : {}

  useEffect(() => {
    if (fetcher.state !== 'idle' || !result) return
    if (result.ok) {
      toast({ title: 'Profile Updated!', description: 'Your profile has been saved.' })
      setEditing(false)
    } else {
      toast({ title: result.title, description: result.message || 'Failed to update profile.', variant: 'destructive' })
    }
  }, [fetcher.state, result])

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div>
          <CardTitle>Parent Profile</CardTitle>
          <CardDescription>The grown-up who looks after this account.</CardDescription>
        </div>
        {!editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="h-4 w-4" /> Edit Profile
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {editing ? (
          <fetcher.Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="update-profile" />
            <Field label="First Name" name="firstName" defaultValue={user.firstName} required autoComplete="given-name" error={errors.firstName} />
            <Field label="Last Name" name="lastName" defaultValue={user.lastName} required autoComplete="family-name" error={errors.lastName} />
            <div className="sm:col-span-2">
              <Field label="Email" name="email" type="email" defaultValue={user.email} required autoComplete="email" error={errors.email} />
            </div>
            <div className="flex gap-3 sm:col-span-2">
              <Button type="submit" disabled={saving}>
                {saving ? 'Updating...' : 'Save Changes'}
              </Button>
              <Button variant="ghost" onClick={() => setEditing(false)} disabled={saving}>
                Cancel
              </Button>
            </div>
          </fetcher.Form>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            {[
              ['Name', displayName(user) || 'Not set yet'],
              ['Email', user.email],
              ['Account created', formatDate(user.createdAt)],
              ['Children', String(childCount)],
            ].map(([term, value]) => (
              <div key={term} className="rounded-xl bg-sand-100 p-4">
                <dt className="text-sm font-bold text-bark-500">{term}</dt>
                <dd className="mt-1 break-words font-semibold text-bark-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  )
}
