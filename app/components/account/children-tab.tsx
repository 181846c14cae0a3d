import { Link, useFetcher } from '@remix-run/react'
import Pencil from 'lucide-react/dist/esm/icons/pencil'
import Trash2 from 'lucide-react/dist/esm/icons/trash-2'
import UserPlus from 'lucide-react/dist/esm/icons/user-plus'
import { useEffect, useRef, useState } from 'react'
import { Avatar } from '~/components/avatar'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { toast } from '~/components/ui/use-toast'
import type { Child } from '~/models/child.server'
import { formatDate } from '~/utils/dates'
import { initialsOf } from '~/utils/names'
import { plural } from '~/utils/plural'
import { ReadingFieldset } from './reading-fieldset'

/** What the account page's child actions answer. */
export type ChildActionData =
  | { ok: true; intent: 'create-child' | 'update-child' | 'delete-child' }
  | { ok: false; intent: string; title: string; message: string; fieldErrors?: Record<string, string> }

const SUCCESS: Record<string, string> = {
  'create-child': 'Child Added!',
  'update-child': 'Child Updated!',
  'delete-child': 'Child Removed',
}

/**
 * Shows the spec's notice for a finished child action, once. A removal is announced as soon as the
 * answer is in, while the page reloads its data (the removed child's row is gone by the time the reload
 * ends, and with it any effect that waited for it); an added or changed child once the reload has
 * ended, so the form closes on the new figures and opening it again shows them.
 */
function useChildActionToast(fetcher: ReturnType<typeof useFetcher<ChildActionData>>, onSuccess: () => void) {
  const data = fetcher.data
  const shown = useRef<ChildActionData | null>(null)
  useEffect(() => {
    if (fetcher.state === 'submitting' || !data || shown.current === data) return
    if (data.ok && data.intent !== 'delete-child' && fetcher.state !== 'idle') return
    shown.current = data
    if (data.ok) {
      toast({ title: SUCCESS[data.intent] })
      onSuccess()
    } else {
      toast({ title: data.title, description: data.message, variant: 'destructive' })
    }
    // onSuccess is a fresh closure each render; the notice belongs to this answer only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, data])
}

function ChildForm({ child, onDone }: { child?: Child; onDone: () => void }) {
  const fetcher = useFetcher<ChildActionData>()
  const busy = fetcher.state !== 'idle'
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {}
  useChildActionToast(fetcher, onDone)
  const today = new Date().toISOString().slice(0, 10)

  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value={child ? 'update-child' : 'create-child'} />
      {child ? <input type="hidden" name="childId" value={child.id} /> : null}
      {/* Opening the form moves focus into it: a keyboard user starts typing the name at once. */}
      <Field label="Child's Name" name="name" defaultValue={child?.name} required autoComplete="off" maxLength={40} error={errors.name} autoFocus />
      <Field label="Birthday" name="birthday" type="date" defaultValue={child?.birthday} required max={today} error={errors.birthday} />
      <ReadingFieldset reading={child?.reading} error={errors.reading} />
      {child ? (
        <Field
          label="Trail Buddies username"
          name="username"
          defaultValue={child.username}
          required
          pattern="[a-z0-9_.]{3,20}"
          autoCapitalize="none"
          error={errors.username}
        />
      ) : (
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-3 rounded-xl bg-sand-100 p-3 text-sm text-bark-700">
            <input type="checkbox" name="consent" value="yes" required className="mt-0.5 h-5 w-5 accent-forest-700" />
            <span>
              I am this child&apos;s parent or legal guardian, and I agree to Story Trails keeping their first name and birthday
              as described in the{' '}
              <Link to="/privacy-policy" target="_blank" className="font-bold text-forest-700 underline">
                Privacy Policy
              </Link>
              .
            </span>
          </label>
          {errors.consent ? <p className="text-sm font-semibold text-red-700">{errors.consent}</p> : null}
        </div>
      )}
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : child ? 'Save Changes' : 'Add Child'}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  )
}

function RemoveChildButton({ child }: { child: Child }) {
  const [open, setOpen] = useState(false)
  const fetcher = useFetcher<ChildActionData>()
  useChildActionToast(fetcher, () => setOpen(false))
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="icon" aria-label={`Remove ${child.name}`} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="h-5 w-5 text-red-700" />
      </Button>
      <DialogContent>
        <DialogTitle>Remove {child.name}?</DialogTitle>
        <DialogDescription>
          This deletes {child.name}&apos;s profile and everything that belongs to it: stories, pictures, quiz results, badges and
          Trail Buddies chats. This action cannot be undone.
        </DialogDescription>
        <fetcher.Form method="post" className="mt-6 flex justify-end gap-3">
          <input type="hidden" name="intent" value="delete-child" />
          <input type="hidden" name="childId" value={child.id} />
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Keep {child.name}
          </Button>
          <Button type="submit" variant="destructive" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Removing...' : 'Remove Child'}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

export function ChildrenTab({ childList }: { childList: Child[] }) {
  const [mode, setMode] = useState<{ kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; id: number }>({ kind: 'closed' })
  // When a form closes, focus goes back to the button that opened it, not to the page's start.
  const addButton = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (mode.kind === 'closed' && wasOpen.current) addButton.current?.focus()
    wasOpen.current = mode.kind !== 'closed'
  }, [mode.kind])
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div>
          <CardTitle>Young Explorers</CardTitle>
          <CardDescription>Each child gets their own stories, badges and Trail Buddies.</CardDescription>
        </div>
        {mode.kind !== 'add' ? (
          <Button ref={addButton} size="sm" onClick={() => setMode({ kind: 'add' })}>
            <UserPlus aria-hidden className="h-4 w-4" /> Add Child
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {mode.kind === 'add' ? (
          <div className="rounded-2xl border-2 border-forest-200 p-4">
            <h3 className="mb-3 font-display text-lg font-semibold">Add a young explorer</h3>
            <ChildForm onDone={() => setMode({ kind: 'closed' })} />
          </div>
        ) : null}
        {childList.length === 0 && mode.kind !== 'add' ? (
          <p className="rounded-2xl bg-sand-100 p-6 text-center text-bark-600">
            No young explorers yet. Add your first child to start exploring the parks.
          </p>
        ) : null}
        <ul className="flex flex-col gap-3" aria-label="Children">
          {childList.map((child) =>
            mode.kind === 'edit' && mode.id === child.id ? (
              <li key={child.id} className="rounded-2xl border-2 border-forest-200 p-4">
                <h3 className="mb-3 font-display text-lg font-semibold">Edit {child.name}</h3>
                <ChildForm child={child} onDone={() => setMode({ kind: 'closed' })} />
              </li>
            ) : (
              <li key={child.id} className="flex items-center gap-4 rounded-2xl bg-sand-100 p-4">
                <Avatar initials={initialsOf(child.name)} className="h-12 w-12 bg-forest-600 text-base" />
                <div className="min-w-0 flex-1">
                  <p className="break-words font-display text-lg font-semibold text-bark-900">{child.name}</p>
                  <p className="text-sm text-bark-600">
                    {child.age} {plural(child.age, 'year')} old · Born {formatDate(child.birthday)}
                  </p>
                  <p className="text-sm text-bark-500">@{child.username}</p>
                </div>
                <Button variant="ghost" size="icon" aria-label={`Edit ${child.name}`} onClick={() => setMode({ kind: 'edit', id: child.id })}>
                  <Pencil aria-hidden className="h-5 w-5" />
                </Button>
                <RemoveChildButton child={child} />
              </li>
            ),
          )}
        </ul>
      </CardContent>
    </Card>
  )
}
