import MessageCircle from 'lucide-react/dist/esm/icons/message-circle'
import Send from 'lucide-react/dist/esm/icons/send'
import ShieldAlert from 'lucide-react/dist/esm/icons/shield-alert'
import X from 'lucide-react/dist/esm/icons/x'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Avatar } from '~/components/avatar'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import type { BuddyView } from '~/models/buddies.server'
import type { ChatMessage } from '~/models/buddy-chat.server'
import { cn } from '~/utils/cn'
import { initialsOf } from '~/utils/names'
import { useBuddyChat, type ChatStatus } from './use-buddy-chat'

/** The spec's limit (section 9); the room enforces it too. */
const MAX_LENGTH = 500

const STATUS_TEXT: Record<ChatStatus, string> = {
  connecting: 'Connecting...',
  live: 'Live',
  reconnecting: 'Reconnecting...',
  offline: 'Offline: messages still send',
  closed: 'Chat closed',
}

function timeOf(iso: string) {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
}

/** Messages of one conversation, oldest first; `mine` is the child reading. */
export function MessageList({ messages, mine, buddyName, pending = [], label }: { messages: ChatMessage[]; mine: number; buddyName: string; pending?: { clientId: string; content: string }[]; label: string }) {
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages.length, pending.length])
  return (
    <div role="log" aria-label={label} aria-live="polite" className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto bg-sand-100 p-4">
      {messages.length === 0 && pending.length === 0 ? (
        <div className="m-auto flex flex-col items-center gap-2 text-center text-bark-500">
          <MessageCircle aria-hidden className="h-10 w-10 text-sand-300" />
          <p className="font-bold">No messages yet</p>
          <p className="text-sm">Say hi to {buddyName} and tell them about your latest adventure!</p>
        </div>
      ) : null}
      {messages.map((message) => {
        const own = message.senderChildId === mine
        return (
          <div key={message.id} data-testid="chat-message" className={cn('flex max-w-[85%] flex-col gap-0.5', own ? 'self-end items-end' : 'self-start items-start')}>
            <p
              className={cn(
                'whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-base',
                own ? 'rounded-br-md bg-forest-700 text-white' : 'rounded-bl-md bg-white text-bark-900 shadow-sm',
              )}
            >
              <span className="sr-only">{own ? 'You' : buddyName}: </span>
              {message.content}
            </p>
            <span className="px-1 text-xs text-bark-500">{timeOf(message.createdAt)}</span>
          </div>
        )
      })}
      {pending.map((item) => (
        <div key={item.clientId} className="flex max-w-[85%] flex-col items-end gap-0.5 self-end opacity-60">
          <p className="whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-forest-700 px-4 py-2 text-white">{item.content}</p>
          <span className="px-1 text-xs text-bark-500">Sending...</span>
        </div>
      ))}
      <div ref={end} />
    </div>
  )
}

/** The chat with one buddy (spec 2.19): 600 px high, the conversation, and a message box. */
export function ChatPanel({ childId, buddy, onClose, onOpened }: { childId: number; buddy: BuddyView; onClose: () => void; onOpened: () => void }) {
  const chat = useBuddyChat({ childId, buddyId: buddy.id, onOpened, onClosed: onClose })
  const [draft, setDraft] = useState('')
  const input = useRef<HTMLTextAreaElement>(null)

  // A blocked message comes back into the box, so the child can say it another way.
  useEffect(() => {
    if (chat.blocked) setDraft((current) => current || chat.blocked!.content)
  }, [chat.blocked])

  useEffect(() => {
    input.current?.focus()
  }, [])

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const content = draft.trim()
    if (!content || chat.status === 'closed') return
    setDraft('')
    void chat.send(content)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) submit(event)
  }

  return (
    <section aria-label={`Chat with ${buddy.name}`} className="flex h-[600px] flex-col overflow-hidden rounded-2xl border border-sand-300 bg-white shadow-card">
      <header className="flex items-center gap-3 border-b border-sand-300 px-4 py-3">
        <Avatar initials={initialsOf(buddy.name) || '?'} className="bg-sky-500" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-display text-lg font-semibold text-bark-900">{buddy.name}</h2>
          <p className="truncate text-sm text-bark-500">
            {`@${buddy.username}`} ·{' '}
            <span data-testid="chat-status" className={cn(chat.status === 'live' ? 'text-forest-700' : 'text-bark-500')}>
              {STATUS_TEXT[chat.status]}
            </span>
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Close chat" onClick={onClose}>
          <X aria-hidden className="h-5 w-5" />
        </Button>
      </header>
      {chat.loaded ? (
        <MessageList messages={chat.messages} pending={chat.pending} mine={childId} buddyName={buddy.name} label={`Messages with ${buddy.name}`} />
      ) : (
        <div className="flex flex-1 items-center justify-center bg-sand-100">
          <Spinner label="Loading messages..." />
        </div>
      )}
      {chat.blocked ? (
        <div role="alert" className="flex items-start gap-3 border-t border-amber-200 bg-amber-50 px-4 py-3 text-sm text-bark-900">
          <ShieldAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
          <div className="flex-1">
            <p className="font-bold">Message not sent</p>
            <p>{chat.blocked.message}</p>
          </div>
          <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={chat.dismissBlocked} className="h-8 w-8">
            <X aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      ) : null}
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-sand-300 p-3">
        <div className="flex flex-1 flex-col">
          <label htmlFor={`message-${buddy.id}`} className="sr-only">
            Message to {buddy.name}
          </label>
          <textarea
            id={`message-${buddy.id}`}
            ref={input}
            rows={2}
            value={draft}
            maxLength={MAX_LENGTH}
            disabled={chat.status === 'closed'}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={chat.status === 'closed' ? 'This chat has closed.' : 'Type a message...'}
            className="w-full resize-none rounded-xl border-2 border-sand-300 px-3 py-2 text-base text-bark-900 placeholder:text-bark-400 focus-visible:border-forest-500"
          />
          <span className="self-end pt-1 text-xs text-bark-500" aria-hidden>
            {draft.length}/{MAX_LENGTH}
          </span>
        </div>
        <Button type="submit" size="icon" aria-label="Send" disabled={!draft.trim() || chat.status === 'closed'} className="mb-6">
          <Send aria-hidden className="h-5 w-5" />
        </Button>
      </form>
    </section>
  )
}
