import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import LogIn from 'lucide-react/dist/esm/icons/log-in'
import Users from 'lucide-react/dist/esm/icons/users'
import { TrailBuddiesPage, type BuddyActionData } from '~/components/buddies/trail-buddies-page'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { Button } from '~/components/ui/button'
import { answerBuddyRequest, blockUsername, loadBuddies, removeBuddy, sendBuddyRequest, unblockChild, type BuddyResult } from '~/models/buddies.server'
import { getActiveChild, requireChildOf, requireUser } from '~/utils/auth.server'
import { buddiesUrl, buddyDeps } from '~/utils/buddy-route.server'
import { readFormData } from '~/utils/request-body.server'

export const meta: MetaFunction = () => [{ title: 'Trail Buddies | Story Trails' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await context.currentUser()
  if (!user) return json({ view: 'signed-out' as const })
  const { activeChild } = await getActiveChild(request, context)
  if (!activeChild) return json({ view: 'no-children' as const })
  const buddies = await loadBuddies(context.db, activeChild.id)
  return json({ view: 'buddies' as const, child: activeChild, buddies, now: Date.now() })
}

/** The spec's notices (section 8) for each answer of the page's forms. */
const TITLES = {
  'send-request': { ok: 'Friend request sent!', error: 'Error sending friend request' },
  'answer-request': { ok: '', error: 'Error responding to friend request' },
  'remove-buddy': { ok: 'Friend removed', error: 'Error removing friend' },
  block: { ok: 'Username blocked', error: 'Error blocking username' },
  unblock: { ok: 'Username unblocked', error: 'Error unblocking username' },
} as const

type Intent = keyof typeof TITLES

function answer(intent: Intent, result: BuddyResult, ok: { title?: string; message?: string } = {}) {
  if (!result.ok) {
    return json<BuddyActionData>({ ok: false, intent, title: TITLES[intent].error, message: result.message || 'Please try again.' }, { status: result.status })
  }
  return json<BuddyActionData>({ ok: true, intent, title: ok.title ?? TITLES[intent].ok, message: ok.message })
}

/** The page's forms act for the child they name, which must be the signed-in parent's. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context)
  const form = await readFormData(request)
  const intent = String(form.get('intent')) as Intent
  const child = await requireChildOf(context, String(form.get('childId') ?? ''))
  const field = (name: string) => String(form.get(name) ?? '')

  switch (intent) {
    case 'send-request': {
      const result = await sendBuddyRequest(buddyDeps(context), {
        sender: { id: child.id, userId: user.id, username: child.username },
        username: field('username'),
        buddiesUrl: `${buddiesUrl(context, request)}?tab=requests`,
      })
      return answer(intent, result, result.ok ? { message: `@${result.request.receiverUsername}'s grown-up will be asked to say yes.` } : {})
    }
    case 'answer-request': {
      const status = field('status') === 'accepted' ? 'accepted' : 'rejected'
      const result = await answerBuddyRequest(buddyDeps(context), { userId: user.id, requestId: Number(field('requestId')), status })
      return answer(intent, result, { title: status === 'accepted' ? 'Friend request accepted!' : 'Friend request rejected' })
    }
    case 'remove-buddy':
      return answer(intent, await removeBuddy(buddyDeps(context), { childId: child.id, buddyChildId: Number(field('buddyId')) }))
    case 'block': {
      const result = await blockUsername(buddyDeps(context), { child: { id: child.id, userId: user.id }, username: field('username') })
      return answer(intent, result, result.ok ? { message: `@${result.username} can't send ${child.name} requests or messages any more.` } : {})
    }
    case 'unblock':
      return answer(intent, await unblockChild(context.db, { childId: child.id, blockedChildId: Number(field('blockedId')) }))
    default:
      return json({ ok: false, intent, title: 'Error', message: 'Unknown action.' }, { status: 400 })
  }
}

export default function TrailBuddies() {
  const data = useLoaderData<typeof loader>()
  if (data.view === 'signed-out') {
    return (
      <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <Users aria-hidden className="h-12 w-12 text-forest-600" />
        <h1 className="font-display text-3xl font-semibold text-forest-800">Trail Buddies</h1>
        <p className="text-bark-600">Please log in to view trail buddies.</p>
        <Button asChild>
          <a href="/api/login">
            <LogIn aria-hidden className="h-4 w-4" /> Sign In
          </a>
        </Button>
      </main>
    )
  }
  if (data.view === 'no-children') {
    return (
      <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <Users aria-hidden className="h-12 w-12 text-sand-300" />
        <h1 className="font-display text-3xl font-semibold text-forest-800">No Children Found</h1>
        <p className="text-bark-600">Add a young explorer to your account to start making Trail Buddies.</p>
        <Button asChild>
          <Link to="/account?tab=children">Add a Child</Link>
        </Button>
      </main>
    )
  }
  // A new active child starts with a fresh page: no chat of the previous child stays open.
  return <TrailBuddiesPage key={data.child.id} child={data.child} view={data.buddies} now={data.now} />
}

export { GeneralErrorBoundary as ErrorBoundary }
