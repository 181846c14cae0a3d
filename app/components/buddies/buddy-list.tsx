import MessageCircle from 'lucide-react/dist/esm/icons/message-circle'
import UserMinus from 'lucide-react/dist/esm/icons/user-minus'
import Users from 'lucide-react/dist/esm/icons/users'
import { useState } from 'react'
import { Avatar } from '~/components/avatar'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import type { BuddyView } from '~/models/buddies.server'
import { cn } from '~/utils/cn'
import { initialsOf } from '~/utils/names'
import { RelativeTime } from './relative-time'
import { useBuddyAction } from './use-buddy-action'

function RemoveBuddyButton({ childId, childName, buddy }: { childId: number; childName: string; buddy: BuddyView }) {
  const [open, setOpen] = useState(false)
  const fetcher = useBuddyAction(() => setOpen(false))
  const busy = fetcher.state !== 'idle'
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Remove ${buddy.name} (@${buddy.username})`}>
        <UserMinus aria-hidden className="h-4 w-4 text-red-700" /> Remove
      </Button>
      <DialogContent>
        <DialogTitle>Remove {buddy.name}?</DialogTitle>
        <DialogDescription>
          {`@${buddy.username}`} will no longer be {childName}&apos;s Trail Buddy, and their chat will be deleted for both of them.
        </DialogDescription>
        <fetcher.Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
          <input type="hidden" name="intent" value="remove-buddy" />
          <input type="hidden" name="childId" value={childId} />
          <input type="hidden" name="buddyId" value={buddy.id} />
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Keep Buddy
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Removing...' : 'Remove Buddy'}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

/** My Buddies: each buddy with Chat and Remove, unread messages first. */
export function BuddyList({ childId, childName, buddies, openBuddyId, now, onChat }: { childId: number; childName: string; buddies: BuddyView[]; openBuddyId: number | null; now: number; onChat: (buddy: BuddyView) => void }) {
  if (buddies.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-white p-8 text-center shadow-card">
        <Users aria-hidden className="h-10 w-10 text-sand-300" />
        <p className="font-bold text-bark-700">No Trail Buddies yet</p>
        <p className="text-sm text-bark-600">Ask a friend for their username and send a buddy request on the Add Buddy tab.</p>
      </div>
    )
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Trail Buddies">
      {buddies.map((buddy) => (
        <li
          key={buddy.id}
          data-testid="buddy"
          className={cn('flex flex-wrap items-center gap-3 rounded-2xl border-2 bg-white p-4 shadow-card', openBuddyId === buddy.id ? 'border-forest-500' : 'border-transparent')}
        >
          <Avatar initials={initialsOf(buddy.name) || '?'} className="h-11 w-11 bg-sky-500" />
          <div className="min-w-[10rem] flex-1">
            <p className="flex items-center gap-2 font-bold text-bark-900">
              {buddy.name}
              {buddy.unreadCount > 0 ? (
                <span className="rounded-full bg-sunset-500 px-2 py-0.5 text-xs font-bold text-white" data-testid="buddy-unread">
                  {`${buddy.unreadCount} new`}
                </span>
              ) : null}
            </p>
            <p className="truncate text-sm text-bark-600">{`@${buddy.username}`}</p>
            <p className="text-xs text-bark-500">
              Buddies since <RelativeTime iso={buddy.since} now={now} />
            </p>
          </div>
          <div className="flex gap-1 max-sm:w-full max-sm:justify-end">
            <Button size="sm" onClick={() => onChat(buddy)} aria-label={`Chat with ${buddy.name} (@${buddy.username})`}>
              <MessageCircle aria-hidden className="h-4 w-4" /> Chat
            </Button>
            <RemoveBuddyButton childId={childId} childName={childName} buddy={buddy} />
          </div>
        </li>
      ))}
    </ul>
  )
}
