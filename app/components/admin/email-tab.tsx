import Mail from 'lucide-react/dist/esm/icons/mail'
import Newspaper from 'lucide-react/dist/esm/icons/newspaper'
import Pencil from 'lucide-react/dist/esm/icons/pencil'
import Send from 'lucide-react/dist/esm/icons/send'
import Trash2 from 'lucide-react/dist/esm/icons/trash-2'
import TriangleAlert from 'lucide-react/dist/esm/icons/triangle-alert'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Label } from '~/components/ui/label'
import { Select } from '~/components/ui/select'
import { Textarea } from '~/components/ui/textarea'
import type { EmailTemplateView } from '~/models/email-template.server'
import type { NewsletterStatus } from '~/models/newsletter.server'
import { TEST_EMAIL_LABELS, TEST_EMAIL_TYPES, testEmailSchema } from '~/utils/admin-forms'
import { fillHtml } from '~/utils/email-variables'
import { plural } from '~/utils/plural'
import { showError, useAdminAction } from './use-admin-action'

function TestEmailCard() {
  const [error, setError] = useState<string>()
  const { fetcher, busy, errors } = useAdminAction({ fallbackError: 'Failed to send test email' })
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail aria-hidden className="h-5 w-5 text-forest-600" /> Test Email
        </CardTitle>
        <CardDescription>Sends one e-mail of the chosen type, with example values, marked [Test].</CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form
          method="post"
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            const form = new FormData(event.currentTarget)
            const input = testEmailSchema.safeParse({ email: form.get('email'), type: form.get('type') })
            if (!input.success) {
              event.preventDefault()
              const message = input.error.issues[0].message
              setError(message)
              showError(message)
            } else setError(undefined)
          }}
        >
          <input type="hidden" name="intent" value="test-email" />
          <Field label="Email address" name="email" type="email" autoComplete="off" placeholder="you@example.com" required error={error ?? errors.email} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="test-email-type">Email type</Label>
            <Select id="test-email-type" name="type" defaultValue="welcome">
              {TEST_EMAIL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TEST_EMAIL_LABELS[type]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" disabled={busy} className="self-start">
            <Send aria-hidden className="h-4 w-4" /> {busy ? 'Sending...' : 'Send Test Email'}
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  )
}

function NewsletterCard({ latest, thisMonth }: { latest: NewsletterStatus | null; thisMonth: { month: string; name: string } }) {
  const [open, setOpen] = useState(false)
  const { fetcher, busy } = useAdminAction({ fallbackError: 'Failed to send newsletter', onSuccess: () => setOpen(false) })
  const sentThisMonth = latest?.month === thisMonth.month
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Newspaper aria-hidden className="h-5 w-5 text-forest-600" /> Newsletter Management
        </CardTitle>
        <CardDescription>Send the monthly newsletter to all active users with children.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex gap-2 rounded-xl border border-sunset-400 bg-sunset-50 p-3 text-sm text-bark-700" role="note">
          <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-sunset-600" />
          <span>
            This e-mails every parent with at least one child who has not unsubscribed. Each family gets one newsletter a month, with a
            one-click unsubscribe link.
          </span>
        </p>
        <p className="text-sm text-bark-600" data-testid="newsletter-status">
          {latest
            ? `Last sent: the ${latest.monthName} newsletter, to ${latest.recipientCount.toLocaleString('en-US')} ${plural(latest.recipientCount, 'family', 'families')}.`
            : 'No newsletter has been sent yet.'}
        </p>
        <Dialog open={open} onOpenChange={setOpen}>
          <Button onClick={() => setOpen(true)} disabled={sentThisMonth} className="self-start" variant="accent">
            <Send aria-hidden className="h-4 w-4" /> {sentThisMonth ? `${thisMonth.name} newsletter sent` : 'Send Newsletter'}
          </Button>
          <DialogContent>
            <DialogTitle>Send the {thisMonth.name} newsletter?</DialogTitle>
            <DialogDescription>
              It goes to every family with children who has not unsubscribed, right away, using the Monthly newsletter template. It can be sent
              once this month.
            </DialogDescription>
            <fetcher.Form method="post" className="mt-6 flex justify-end gap-3">
              <input type="hidden" name="intent" value="send-newsletter" />
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="accent" disabled={busy}>
                {busy ? 'Sending...' : 'Send to All Families'}
              </Button>
            </fetcher.Form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  )
}

function AutomaticEmailsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Automatic E-mails</CardTitle>
        <CardDescription>These go out by themselves, written from the templates below.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-bark-700">
          <li>
            <strong>Welcome</strong> e-mails go automatically when a parent adds their first child.
          </li>
          <li>
            <strong>Friend request</strong> e-mails go to a child&apos;s parent when another child sends a Trail Buddies request.
          </li>
          <li>
            <strong>Story completion</strong> e-mails go to the parent when a child finishes a story, with a link to its summary.
          </li>
        </ul>
      </CardContent>
    </Card>
  )
}

/** The template with its example values, in a sandboxed frame: no script runs, nothing reaches this page. */
export function EmailPreview({ html, sample, title }: { html: string; sample: Record<string, string>; title: string }) {
  return <iframe title={title} sandbox="" srcDoc={fillHtml(html, sample)} className="h-[28rem] w-full rounded-xl border-2 border-sand-300 bg-white" />
}

function EditTemplateDialog({ template }: { template: EmailTemplateView }) {
  const [open, setOpen] = useState(false)
  const [subject, setSubject] = useState(template.subject)
  const [description, setDescription] = useState(template.description)
  const [html, setHtml] = useState(template.html)
  const [error, setError] = useState<string>()
  const { fetcher, busy } = useAdminAction({ fallbackError: 'Failed to update email template', onSuccess: () => setOpen(false) })
  const reset = () => {
    setSubject(template.subject)
    setDescription(template.description)
    setHtml(template.html)
    setError(undefined)
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) reset()
      }}
    >
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Edit ${template.name}`}>
        <Pencil aria-hidden className="h-4 w-4" /> Edit
      </Button>
      <DialogContent className="max-w-5xl">
        <DialogTitle>Edit {template.name}</DialogTitle>
        <DialogDescription>
          Values are filled in (and escaped) for each e-mail: {template.variables.map((name) => `{{${name}}}`).join(', ')}.
        </DialogDescription>
        <fetcher.Form
          method="post"
          noValidate
          className="mt-4 grid gap-4 lg:grid-cols-2"
          onSubmit={(event) => {
            if (!subject.trim() || !html.trim()) {
              event.preventDefault()
              setError('Subject and HTML content are required')
              showError('Subject and HTML content are required')
            } else setError(undefined)
          }}
        >
          <input type="hidden" name="intent" value="update-template" />
          <input type="hidden" name="kind" value={template.kind} />
          <div className="flex flex-col gap-4">
            <Field label="Subject" name="subject" value={subject} onChange={(event) => setSubject(event.target.value)} required maxLength={200} />
            <Field label="Description" name="description" value={description} onChange={(event) => setDescription(event.target.value)} maxLength={500} />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`html-${template.kind}`}>HTML Content</Label>
              <Textarea
                id={`html-${template.kind}`}
                name="html"
                value={html}
                onChange={(event) => setHtml(event.target.value)}
                rows={14}
                spellCheck={false}
                className="font-mono text-xs"
                aria-invalid={error ? true : undefined}
              />
              {error ? <p className="text-sm font-semibold text-red-700">{error}</p> : null}
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <p className="text-sm font-bold text-bark-700">Live preview (example values)</p>
            <EmailPreview html={html} sample={template.sample} title={`Preview of ${template.name}`} />
          </div>
          <div className="flex justify-end gap-3 lg:col-span-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save Template'}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

function DeleteTemplateDialog({ template }: { template: EmailTemplateView & { id: number } }) {
  const [open, setOpen] = useState(false)
  const { fetcher, busy } = useAdminAction({ fallbackError: 'Failed to delete email template', onSuccess: () => setOpen(false) })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setOpen(true)} aria-label={`Delete ${template.name}`}>
        <Trash2 aria-hidden className="h-4 w-4" /> Delete
      </Button>
      <DialogContent>
        <DialogTitle>Delete the {template.name} template?</DialogTitle>
        <DialogDescription>Families get the built-in design for this e-mail until someone edits it again.</DialogDescription>
        <fetcher.Form method="post" className="mt-6 flex justify-end gap-3">
          <input type="hidden" name="intent" value="delete-template" />
          <input type="hidden" name="id" value={template.id} />
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Deleting...' : 'Delete Template'}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

function TemplatesCard({ templates }: { templates: EmailTemplateView[] }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Email Templates</CardTitle>
        <CardDescription>Every family e-mail is written from its template. A deleted template falls back to the built-in design.</CardDescription>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="bg-sand-100 text-xs font-bold uppercase tracking-wide text-bark-500">
              <tr>
                <th scope="col" className="px-4 py-2">Name</th>
                <th scope="col" className="px-4 py-2">Subject</th>
                <th scope="col" className="px-4 py-2">Description</th>
                <th scope="col" className="px-4 py-2">Last Updated</th>
                <th scope="col" className="px-4 py-2">Actions</th>
              </tr>
            </thead>
            <tbody>
              {templates.map((template) => (
                <tr key={template.kind} className="border-t border-sand-200 align-top" data-testid="email-template-row">
                  <td className="px-4 py-3 font-semibold text-bark-900">{template.name}</td>
                  <td className="max-w-[16rem] px-4 py-3 text-bark-700">{template.subject}</td>
                  <td className="max-w-[16rem] px-4 py-3 text-bark-600">{template.description}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-bark-600">
                    <LastUpdated iso={template.updatedAt} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex gap-1">
                      <EditTemplateDialog template={template} />
                      {template.id !== null ? <DeleteTemplateDialog template={{ ...template, id: template.id }} /> : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  )
}

/** A stored template's date (UTC, so the server and the browser write the same). */
function LastUpdated({ iso }: { iso: string | null }) {
  if (!iso) return <span className="italic">Built-in design</span>
  return <time dateTime={iso}>{new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })}</time>
}

export function EmailTab({
  templates,
  latestNewsletter,
  thisMonth,
}: {
  templates: EmailTemplateView[]
  latestNewsletter: NewsletterStatus | null
  thisMonth: { month: string; name: string }
}) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <TestEmailCard />
      <NewsletterCard latest={latestNewsletter} thisMonth={thisMonth} />
      <div className="lg:col-span-2">
        <AutomaticEmailsCard />
      </div>
      <TemplatesCard templates={templates} />
    </div>
  )
}
