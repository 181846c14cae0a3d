import { useRevalidator, useSearchParams } from '@remix-run/react'
import Bell from 'lucide-react/dist/esm/icons/bell'
import MessageCircle from 'lucide-react/dist/esm/icons/message-circle'
import { useEffect, useRef, useState } from 'react'
import { Avatar } from '~/components/avatar'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import type { BuddiesView, BuddyView } from '~/models/buddies.server'
import type { Child } from '~/models/child.server'
import { initialsOf } from '~/utils/names'
import { plural } from '~/utils/plural'
import { AddBuddy } from './add-buddy'
import { BuddyList } from './buddy-list'
import { ChatPanel } from './chat-panel'
import { GrownUpsTab } from './grown-ups-tab'
import { RequestList } from './request-list'
import { useNow } from './relative-time'

export type { BuddyActionData } from './use-buddy-action'

const TABS = ['buddies', 'requests', 'add', 'grown-ups'] as const
type Tab = (typeof TABS)[number]

function HeaderCard({ child, unreadCount }: { child: Child; unreadCount: number }) {
  return (
    <section aria-label="Explorer" className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-5 shadow-card">
      <Avatar initials={initialsOf(child.name)} className="h-14 w-14 bg-forest-600 text-lg" />
      {/* At least 10rem for the name, so on a phone the unread badge moves below rather than squeezing it. */}
      <div className="min-w-[10rem] flex-1">
        <h2 className="truncate font-display text-2xl font-semibold text-bark-900">{child.name}</h2>
        <p className="text-bark-600">
          <span className="font-bold text-forest-700">{`@${child.username}`}</span> · Age {child.age}
        </p>
      </div>
      <p className="flex items-center gap-2 rounded-full bg-sand-100 px-4 py-2 text-sm font-bold text-bark-700">
        <Bell aria-hidden className="h-4 w-4" />
        <span data-testid="unread-total" className={unreadCount ? 'rounded-full bg-sunset-500 px-2 text-white' : ''}>
          {unreadCount}
        </span>
        {plural(unreadCount, 'unread message')}
      </p>
    </section>
  )
}

/**
 * Trail Buddies (spec 2.19) for the active child: the header card, the tabs, and the chat panel
 * beside them (below them on a phone).
 */
export function TrailBuddiesPage({ child, view, now: serverNow }: { child: Child; view: BuddiesView; now: number }) {
  const now = useNow(serverNow)
  const [searchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const [tab, setTab] = useState<Tab>(TABS.find((name) => name === requested) ?? 'buddies')
  const [openBuddyId, setOpenBuddyId] = useState<number | null>(null)
  const revalidator = useRevalidator()
  const chatArea = useRef<HTMLDivElement>(null)
  const openBuddy: BuddyView | null = view.buddies.find((buddy) => buddy.id === openBuddyId) ?? null

  // Removing (or blocking) the open buddy closes the chat.
  useEffect(() => {
    if (openBuddyId !== null && !openBuddy) setOpenBuddyId(null)
  }, [openBuddyId, openBuddy])

  const openChat = (buddy: BuddyView) => {
    setOpenBuddyId(buddy.id)
    // On a phone the chat sits below the list: bring it into view.
    requestAnimationFrame(() => chatArea.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }))
  }

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="font-display text-3xl font-semibold text-forest-800 sm:text-4xl">Trail Buddies</h1>
        <p className="mt-1 text-bark-600">Chat about your adventures with friends your grown-up said yes to.</p>
      </header>
      <HeaderCard child={child} unreadCount={view.unreadCount} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label="Trail Buddies sections" className="grid w-full grid-cols-2 rounded-2xl sm:inline-flex sm:w-auto sm:rounded-full">
            <TabsTrigger value="buddies">{`My Buddies (${view.buddies.length})`}</TabsTrigger>
            <TabsTrigger value="requests">{`Requests (${view.received.length})`}</TabsTrigger>
            <TabsTrigger value="add">Add Buddy</TabsTrigger>
            <TabsTrigger value="grown-ups">Grown-ups</TabsTrigger>
          </TabsList>
          <TabsContent value="buddies">
            <BuddyList childId={child.id} childName={child.name} buddies={view.buddies} openBuddyId={openBuddyId} now={now} onChat={openChat} />
          </TabsContent>
          <TabsContent value="requests">
            <RequestList childId={child.id} requests={view.received} now={now} />
          </TabsContent>
          <TabsContent value="add">
            <AddBuddy childId={child.id} sent={view.sent} now={now} />
          </TabsContent>
          <TabsContent value="grown-ups">
            <GrownUpsTab childId={child.id} childName={child.name} buddies={view.buddies} blocked={view.blocked} now={now} />
          </TabsContent>
        </Tabs>
        <div ref={chatArea} className="scroll-mt-24">
          {openBuddy ? (
            <ChatPanel
              key={openBuddy.id}
              childId={child.id}
              buddy={openBuddy}
              onClose={() => setOpenBuddyId(null)}
              // Opening the chat read it: the unread counts on the page catch up.
              onOpened={() => revalidator.revalidate()}
            />
          ) : (
            <div className="hidden h-[600px] flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-sand-300 p-8 text-center text-bark-500 lg:flex">
              <MessageCircle aria-hidden className="h-12 w-12 text-sand-300" />
              <p className="font-bold">Pick a buddy and press Chat to start talking.</p>
            </div>
          )}
        </div>
      </div>
    </main>
  )
}
