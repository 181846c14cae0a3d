import Ban from 'lucide-react/dist/esm/icons/ban'
import Check from 'lucide-react/dist/esm/icons/check'
import Inbox from 'lucide-react/dist/esm/icons/inbox'
import X from 'lucide-react/dist/esm/icons/x'
import { Avatar } from '~/components/avatar'
import { Button } from '~/components/ui/button'
import type { ReceivedRequestView } from '~/models/buddies.server'
import { initialsOf } from '~/utils/names'
import { RelativeTime } from './relative-time'
import { useBuddyAction } from './use-buddy-action'

function RequestItem({ childId, request, now }: { childId: number; request: ReceivedRequestView; now: number }) {
  const fetcher = useBuddyAction()
  const busy = fetcher.state !== 'idle'
  const { name, username } = request.senderChild
  return (
    <li data-testid="buddy-request" className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-card">
      <Avatar initials={initialsOf(name) || '?'} className="h-11 w-11 bg-sky-500" />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-bark-900">{name}</p>
        <p className="truncate text-sm text-bark-600">{`@${username}`}</p>
        <p className="text-xs text-bark-500">
          Asked <RelativeTime iso={request.createdAt} now={now} />
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <fetcher.Form method="post" className="flex gap-1">
          <input type="hidden" name="intent" value="answer-request" />
          <input type="hidden" name="childId" value={childId} />
          <input type="hidden" name="requestId" value={request.id} />
          <Button type="submit" size="sm" name="status" value="accepted" disabled={busy} aria-label={`Accept @${username}`}>
            <Check aria-hidden className="h-4 w-4" /> Accept
          </Button>
          <Button type="submit" size="sm" variant="outline" name="status" value="rejected" disabled={busy} aria-label={`Reject @${username}`}>
            <X aria-hidden className="h-4 w-4" /> Reject
          </Button>
        </fetcher.Form>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="block" />
          <input type="hidden" name="childId" value={childId} />
          <input type="hidden" name="username" value={username} />
          <Button type="submit" size="sm" variant="ghost" disabled={busy} aria-label={`Block @${username}`}>
            <Ban aria-hidden className="h-4 w-4 text-red-700" /> Block
          </Button>
        </fetcher.Form>
      </div>
    </li>
  )
}

/** Requests: who would like to be this child's buddy; the parent answers each. */
export function RequestList({ childId, requests, now }: { childId: number; requests: ReceivedRequestView[]; now: number }) {
  if (requests.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-white p-8 text-center shadow-card">
        <Inbox aria-hidden className="h-10 w-10 text-sand-300" />
        <p className="font-bold text-bark-700">No buddy requests right now</p>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-xl bg-sky-100 px-4 py-3 text-sm text-bark-700">
        Grown-ups: accepting lets these two explorers chat. Every message is checked for personal information, and you can read,
        remove or block at any time.
      </p>
      <ul className="flex flex-col gap-3" aria-label="Buddy requests">
        {requests.map((request) => (
          <RequestItem key={request.id} childId={childId} request={request} now={now} />
        ))}
      </ul>
    </div>
  )
}
