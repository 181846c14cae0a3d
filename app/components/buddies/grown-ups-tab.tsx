import Ban from 'lucide-react/dist/esm/icons/ban'
import Eye from 'lucide-react/dist/esm/icons/eye'
import ShieldCheck from 'lucide-react/dist/esm/icons/shield-check'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Spinner } from '~/components/ui/spinner'
import type { BlockedView, BuddyView } from '~/models/buddies.server'
import type { ChatMessage } from '~/models/buddy-chat.server'
import { apiRequest } from '~/utils/api-client'
import { cn } from '~/utils/cn'
import { MessageList } from './chat-panel'
import { RelativeTime } from './relative-time'
import { useBuddyAction } from './use-buddy-action'

/** A conversation as a parent reads it: no message box, and reading it marks nothing read. */
function ReadOnlyConversation({ childId, buddy }: { childId: number; buddy: BuddyView }) {
  const [messages, setMessages] = useState<ChatMessage[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let cancelled = false
    setMessages(null)
    setError(null)
    apiRequest<ChatMessage[]>('GET', `/api/children/${childId}/conversations/${buddy.id}`)
      .then((history) => !cancelled && setMessages(history))
      .catch((failure: Error) => !cancelled && setError(failure.message))
    return () => {
      cancelled = true
    }
  }, [childId, buddy.id])
  if (error) return <p className="text-sm font-semibold text-red-700">{error}</p>
  if (!messages) return <Spinner label="Loading messages..." />
  return (
    <div className="flex h-[420px] flex-col overflow-hidden rounded-2xl border border-sand-300">
      <MessageList messages={messages} mine={childId} buddyName={buddy.name} label={`Conversation with ${buddy.name} (read-only)`} />
    </div>
  )
}

function UnblockButton({ childId, blocked }: { childId: number; blocked: BlockedView }) {
  const fetcher = useBuddyAction()
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="unblock" />
      <input type="hidden" name="childId" value={childId} />
      <input type="hidden" name="blockedId" value={blocked.childId} />
      <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== 'idle'} aria-label={`Unblock @${blocked.username}`}>
        Unblock
      </Button>
    </fetcher.Form>
  )
}

function BlockForm({ childId }: { childId: number }) {
  const [username, setUsername] = useState('')
  const fetcher = useBuddyAction(() => setUsername(''))
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined
  return (
    <fetcher.Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <input type="hidden" name="intent" value="block" />
      <input type="hidden" name="childId" value={childId} />
      <div className="flex-1">
        <Field label="Username to block" name="username" value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="off" autoCapitalize="none" required maxLength={40} error={error} />
      </div>
      <Button type="submit" variant="destructive" disabled={fetcher.state !== 'idle' || !username.trim()} className={cn(error ? 'sm:mb-7' : '')}>
        <Ban aria-hidden className="h-4 w-4" /> Block
      </Button>
    </fetcher.Form>
  )
}

/**
 * For grown-ups: read any of the child's conversations, see and lift blocks, block a username
 * (DESIGN.md section 6: parents can read their child's conversations and block a username).
 */
export function GrownUpsTab({ childId, childName, buddies, blocked, now }: { childId: number; childName: string; buddies: BuddyView[]; blocked: BlockedView[]; now: number }) {
  const [reading, setReading] = useState<number | null>(null)
  const buddy = buddies.find((candidate) => candidate.id === reading) ?? null
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck aria-hidden className="h-5 w-5 text-forest-700" /> How Trail Buddies stays safe
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 pl-5 text-sm text-bark-700">
            <li>Children become buddies only when the other child&apos;s grown-up accepts the request.</li>
            <li>Every message is checked first: bad words, phone numbers, e-mail and home addresses, links and plans to meet are never sent.</li>
            <li>Chats are kept for 90 days, then deleted. Removing a buddy deletes the chat for both children.</li>
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Eye aria-hidden className="h-5 w-5 text-forest-700" /> Read {childName}&apos;s conversations
          </CardTitle>
          <CardDescription>Reading here does not mark messages as read for {childName}.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {buddies.length === 0 ? (
            <p className="text-sm text-bark-600">{childName} has no Trail Buddies yet.</p>
          ) : (
            <div className="flex flex-wrap gap-2" role="group" aria-label="Choose a conversation">
              {buddies.map((candidate) => (
                <Button key={candidate.id} size="sm" variant={candidate.id === reading ? 'primary' : 'outline'} aria-pressed={candidate.id === reading} onClick={() => setReading(candidate.id)}>
                  {`@${candidate.username}`}
                </Button>
              ))}
            </div>
          )}
          {buddy ? <ReadOnlyConversation childId={childId} buddy={buddy} /> : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Ban aria-hidden className="h-5 w-5 text-red-700" /> Blocked usernames
          </CardTitle>
          <CardDescription>A blocked username can&apos;t send {childName} buddy requests or messages. Blocking a buddy also ends the friendship.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {blocked.length === 0 ? (
            <p className="text-sm text-bark-600">Nobody is blocked.</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Blocked usernames">
              {blocked.map((entry) => (
                <li key={entry.childId} className="flex flex-wrap items-center gap-3 rounded-xl bg-sand-100 px-4 py-2">
                  <span className="min-w-0 flex-1 truncate font-bold text-bark-900">{`@${entry.username}`}</span>
                  <span className="text-xs text-bark-500">
                    blocked <RelativeTime iso={entry.since} now={now} />
                  </span>
                  <UnblockButton childId={childId} blocked={entry} />
                </li>
              ))}
            </ul>
          )}
          <BlockForm childId={childId} />
        </CardContent>
      </Card>
    </div>
  )
}
