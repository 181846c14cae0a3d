import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useFetcher, useLoaderData } from '@remix-run/react'
import { Pencil, UserRound } from 'lucide-react'
import { useEffect, useState } from 'react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { toast } from '~/components/ui/use-toast'
import { updateProfile } from '~/models/user.server'
import { requireUser } from '~/utils/auth.server'
import { displayName } from '~/utils/names'
import { profileFieldErrors, profileSchema, type ProfileInput } from '~/utils/profile-schema'

export const meta: MetaFunction = () => [{ title: 'Account & Settings | Story Trails' }]

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  return json({ user })
}

type ProfileActionData =
  | { ok: true }
  | { ok: false; title: string; message: string; fieldErrors: Partial<Record<keyof ProfileInput, string>> }

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context)
  const form = await request.formData()
  const input = profileSchema.safeParse(Object.fromEntries(form))
  if (!input.success) {
    return json<ProfileActionData>(
      { ok: false, title: 'Missing Information', message: 'Please fill in all fields.', fieldErrors: profileFieldErrors(input.error) },
      { status: 400 },
    )
  }
  const result = await updateProfile(context.db, user.id, input.data)
  if (!result.ok) {
    return json<ProfileActionData>(
      { ok: false, title: 'Error', message: result.message, fieldErrors: { [result.field]: result.message } },
      { status: 409 },
    )
  }
  return json<ProfileActionData>({ ok: true })
}

function ProfileTab() {
  const { user } = useLoaderData<typeof loader>()
  const fetcher = useFetcher<typeof action>()
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

  const created = new Date(user.createdAt).toLocaleDateString('en-US', { dateStyle: 'long' })
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
              ['Account created', created],
              ['Credits', String(user.credits)],
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

export default function Account() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="flex items-center gap-3 font-display text-3xl font-semibold text-forest-800">
        <UserRound aria-hidden className="h-8 w-8" /> Account &amp; Settings
      </h1>
      <Tabs defaultValue="profile" className="mt-6">
        <TabsList aria-label="Account sections">
          <TabsTrigger value="profile">Profile</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
      </Tabs>
    </main>
  )
}

export { GeneralErrorBoundary as ErrorBoundary }
