import { useFetcher } from '@remix-run/react'
import Download from 'lucide-react/dist/esm/icons/download'
import MailCheck from 'lucide-react/dist/esm/icons/mail-check'
import Newspaper from 'lucide-react/dist/esm/icons/newspaper'
import Pencil from 'lucide-react/dist/esm/icons/pencil'
import Trash2 from 'lucide-react/dist/esm/icons/trash-2'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { toast } from '~/components/ui/use-toast'
import type { User } from '~/models/user.server'
import { formatDate } from '~/utils/dates'
import { displayName } from '~/utils/names'
import type { ProfileInput } from '~/utils/profile-schema'

export type ProfileActionData =
  | { ok: true; intent: 'update-profile' | 'confirm-email' | 'cancel-email-change'; pendingEmail: string | null }
  | { ok: true; intent: 'newsletter'; pendingEmail: null; newsletter: boolean }
  | { ok: false; title: string; message: string; fieldErrors: Partial<Record<keyof ProfileInput | 'code' | 'confirmEmail', string>> }

interface ProfileProps {
  user: User
  childCount: number
  pendingEmail: string | null
  /** Subscribed to the monthly newsletter. */
  newsletter: boolean
}

export function ProfileTab(props: ProfileProps) {
  return (
    <div className="flex flex-col gap-6">
      <ProfileCard {...props} />
      <YourData email={props.user.email} />
    </div>
  )
}

function ProfileCard({ user, childCount, pendingEmail, newsletter }: ProfileProps) {
  const fetcher = useFetcher<ProfileActionData>()
  const [editing, setEditing] = useState(false)
  const saving = fetcher.state !== 'idle'
  const result = fetcher.data as ProfileActionData | undefined
  const errors = result && !result.ok ? result.fieldErrors : {}

  useEffect(() => {
    if (fetcher.state !== 'idle' || !result) return
    if (!result.ok) {
      toast({ title: result.title, description: result.message || 'Failed to update profile.', variant: 'destructive' })
      return
    }
    if (result.intent === 'update-profile') {
      toast({
        title: 'Profile Updated!',
        description: result.pendingEmail
          ? `We sent a 6-digit code to ${result.pendingEmail}. Your e-mail changes when you enter it.`
          : 'Your profile has been saved.',
      })
      setEditing(false)
    } else if (result.intent === 'confirm-email') {
      toast({ title: 'E-mail Changed', description: 'Your account now uses the new address. Other devices were signed out.' })
    }
  }, [fetcher.state, result])

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="min-w-0">
          <CardTitle>Parent Profile</CardTitle>
          <CardDescription>The grown-up who looks after this account.</CardDescription>
        </div>
        {!editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="h-4 w-4" /> Edit Profile
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {pendingEmail ? <ConfirmEmailChange pendingEmail={pendingEmail} /> : null}
        {editing ? (
          <fetcher.Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="update-profile" />
            <Field label="First Name" name="firstName" defaultValue={user.firstName} required autoComplete="given-name" error={errors.firstName} />
            <Field label="Last Name" name="lastName" defaultValue={user.lastName} required autoComplete="family-name" error={errors.lastName} />
            <div className="sm:col-span-2">
              <Field
                label="Email"
                name="email"
                type="email"
                defaultValue={user.email}
                required
                autoComplete="email"
                error={errors.email}
                hint="A new address is used once you enter the code we send to it."
              />
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
              <div key={term} className="min-w-0 rounded-xl bg-sand-100 p-4">
                <dt className="text-sm font-bold text-bark-500">{term}</dt>
                <dd className="mt-1 break-words font-semibold text-bark-900 [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <NewsletterSetting subscribed={newsletter} />
      </CardContent>
    </Card>
  )
}

/** The monthly newsletter: unsubscribed from an e-mail's link, or here; subscribe again here. */
function NewsletterSetting({ subscribed }: { subscribed: boolean }) {
  const fetcher = useFetcher<ProfileActionData>()
  const busy = fetcher.state !== 'idle'
  const result = fetcher.data
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result || !result.ok || result.intent !== 'newsletter') return
    toast({
      title: result.newsletter ? 'Subscribed' : 'Unsubscribed',
      description: result.newsletter ? 'You will get the monthly Story Trails newsletter.' : 'You will not get the monthly newsletter any more.',
    })
  }, [fetcher.state, result])
  return (
    <section aria-labelledby="newsletter-heading" className="flex flex-col gap-3 rounded-2xl bg-sand-100 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 id="newsletter-heading" className="flex items-center gap-2 font-display text-lg font-semibold text-bark-900">
          <Newspaper aria-hidden className="h-5 w-5 text-forest-600" /> Monthly newsletter
        </h3>
        <p className="text-sm text-bark-600" data-testid="newsletter-setting">
          {subscribed ? 'You get the park of the month and reading ideas once a month.' : 'You are unsubscribed from the monthly newsletter.'}
        </p>
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="newsletter" />
        <input type="hidden" name="subscribed" value={String(!subscribed)} />
        <Button type="submit" size="sm" variant={subscribed ? 'outline' : 'primary'} disabled={busy}>
          {busy ? 'Saving...' : subscribed ? 'Unsubscribe' : 'Subscribe again'}
        </Button>
      </fetcher.Form>
    </section>
  )
}

/** The second step of an e-mail change: the code sent to the new address. */
function ConfirmEmailChange({ pendingEmail }: { pendingEmail: string }) {
  const fetcher = useFetcher<ProfileActionData>()
  const busy = fetcher.state !== 'idle'
  const result = fetcher.data
  const error = result && !result.ok ? (result.fieldErrors.code ?? result.message) : undefined
  return (
    <section aria-labelledby="confirm-email-heading" className="rounded-2xl border border-forest-200 bg-forest-50 p-4">
      <h3 id="confirm-email-heading" className="flex items-center gap-2 font-display text-lg font-semibold text-forest-800">
        <MailCheck aria-hidden className="h-5 w-5" /> Confirm your new e-mail
      </h3>
      <p className="mt-1 text-sm text-bark-700 [overflow-wrap:anywhere]">
        We sent a 6-digit code to <strong>{pendingEmail}</strong>. Until you enter it, you keep signing in with your current
        address.
      </p>
      <fetcher.Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <input type="hidden" name="intent" value="confirm-email" />
        <div className="sm:w-48">
          <Field label="Confirmation code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required error={error} />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking...' : 'Confirm E-mail'}
        </Button>
        <Button type="submit" variant="ghost" name="intent" value="cancel-email-change" disabled={busy} formNoValidate>
          Keep my current e-mail
        </Button>
      </fetcher.Form>
    </section>
  )
}

/** The family's data: download all of it, or delete the account with everything in it. */
function YourData({ email }: { email: string }) {
  const [deleting, setDeleting] = useState(false)
  const fetcher = useFetcher<ProfileActionData>()
  const busy = fetcher.state !== 'idle'
  const error = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors.confirmEmail ?? fetcher.data.message) : undefined
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Family&apos;s Data</CardTitle>
        <CardDescription>Everything we keep about your family is yours to take or to delete.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline">
          <a href="/api/account/export" download>
            <Download aria-hidden className="h-4 w-4" /> Download my family&apos;s data
          </a>
        </Button>
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden className="h-4 w-4" /> Delete my account
        </Button>
      </CardContent>
      <Dialog open={deleting} onOpenChange={setDeleting}>
        <DialogContent>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This deletes your children&apos;s profiles, every story, picture, quiz and badge, your credits and your buddies&apos;
            chats, and signs you out everywhere. It cannot be undone. Purchases are kept only as anonymous accounting records.
          </DialogDescription>
          <fetcher.Form method="post" className="mt-4 flex flex-col gap-4" noValidate>
            <input type="hidden" name="intent" value="delete-account" />
            <Field label={`Type ${email} to confirm`} name="confirmEmail" type="email" autoComplete="off" required error={error} />
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="ghost" onClick={() => setDeleting(false)} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={busy}>
                {busy ? 'Deleting...' : 'Delete Forever'}
              </Button>
            </div>
          </fetcher.Form>
        </DialogContent>
      </Dialog>
    </Card>
  )
}
