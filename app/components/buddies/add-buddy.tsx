import Clock from 'lucide-react/dist/esm/icons/clock'
import UserPlus from 'lucide-react/dist/esm/icons/user-plus'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import type { SentRequestView } from '~/models/buddies.server'
import { apiRequest } from '~/utils/api-client'
import { RelativeTime } from './relative-time'
import { useBuddyAction } from './use-buddy-action'

// From the first letter (spec 2.19 and 5): the server answers at most 10, anywhere in the name.
const MIN_QUERY = 1

/** Usernames holding what was typed, from GET /api/usernames, a quarter second after typing stops. */
function useUsernameSuggestions(query: string) {
  const [suggestions, setSuggestions] = useState<string[]>([])
  useEffect(() => {
    const typed = query.trim().replace(/^@/, '').toLowerCase()
    if (typed.length < MIN_QUERY) {
      setSuggestions([])
      return
    }
    let cancelled = false
    const timer = setTimeout(() => {
      apiRequest<string[]>('GET', `/api/usernames?q=${encodeURIComponent(typed)}`)
        .then((usernames) => !cancelled && setSuggestions(usernames.filter((username) => username !== typed)))
        .catch(() => !cancelled && setSuggestions([]))
    }, 250)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [query])
  return suggestions
}

/** Add Buddy: a username field with suggestions, and the requests still waiting for an answer. */
export function AddBuddy({ childId, sent, now }: { childId: number; sent: SentRequestView[]; now: number }) {
  const [username, setUsername] = useState('')
  const fetcher = useBuddyAction(() => setUsername(''))
  const busy = fetcher.state !== 'idle'
  const suggestions = useUsernameSuggestions(username)
  const error = fetcher.data && !fetcher.data.ok && fetcher.data.intent === 'send-request' ? fetcher.data.message : undefined

  return (
    <div className="flex flex-col gap-6">
      <fetcher.Form method="post" className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-card">
        <input type="hidden" name="intent" value="send-request" />
        <input type="hidden" name="childId" value={childId} />
        <Field
          label="Buddy's username"
          name="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          placeholder="e.g. brave_otter42"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          required
          hint="Ask your friend's grown-up for their Trail Buddies username. Their grown-up says yes before you can chat."
          error={error}
        />
        {suggestions.length > 0 ? (
          <div>
            <p id="username-suggestions" className="text-sm font-bold text-bark-700">
              Suggestions
            </p>
            <ul aria-labelledby="username-suggestions" className="mt-1 flex flex-wrap gap-2">
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className="rounded-full border-2 border-sand-300 bg-sand-50 px-3 py-1 text-sm font-bold text-forest-700 hover:border-forest-500"
                    onClick={() => setUsername(suggestion)}
                  >
                    {`@${suggestion}`}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Button type="submit" disabled={busy || !username.trim()} className="self-start">
          <UserPlus aria-hidden className="h-4 w-4" /> {busy ? 'Sending...' : 'Send Request'}
        </Button>
      </fetcher.Form>

      <section aria-labelledby="pending-heading">
        <h3 id="pending-heading" className="font-display text-lg font-semibold text-bark-900">
          Pending Requests
        </h3>
        {sent.length === 0 ? (
          <p className="mt-2 text-sm text-bark-600">No requests waiting for an answer.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" aria-label="Pending requests">
            {sent.map((request) => (
              <li key={request.id} data-testid="sent-request" className="flex flex-wrap items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-card">
                <Clock aria-hidden className="h-5 w-5 text-bark-500" />
                <span className="min-w-0 flex-1 truncate font-bold text-bark-900">{`@${request.receiverUsername}`}</span>
                <span className="text-xs text-bark-500">
                  <RelativeTime iso={request.createdAt} now={now} />
                </span>
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-800">Pending</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
