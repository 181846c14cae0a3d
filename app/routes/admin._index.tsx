import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { UsersTab } from '~/components/admin/users-tab'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { deleteUserAsAdmin, grantCreditsAsAdmin, listUsersPage, setUserAdmin, userListQuerySchema } from '~/models/admin.server'
import { addCreditsSchema } from '~/utils/admin-forms'
import { actionFailure, actionSuccess, actorOf, invalidAction } from '~/utils/admin-route.server'
import { confirmRecentSignInFor, requireAdmin } from '~/utils/auth.server'
import { readFormData } from '~/utils/request-body.server'

/** Users tab (the default): one page of users, searched by name or e-mail, in one query. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context)
  const url = new URL(request.url)
  const query = userListQuerySchema.parse({ q: url.searchParams.get('q') ?? '', page: url.searchParams.get('page') ?? 1 })
  return json({ page: await listUsersPage(context.db, query), currentUserId: admin.id })
}

const FAILURES: Record<string, string> = {
  'make-admin': 'Failed to promote user',
  'remove-admin': 'Failed to remove admin status',
  'add-credits': 'Failed to add credits',
  'delete-user': 'Failed to delete user',
}

/** The changes that ask for a fresh sign-in code when the session is older than 15 minutes. */
const CONFIRMED_INTENTS = new Set(['remove-admin', 'add-credits', 'delete-user'])

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  const form = await readFormData(request)
  const intent = String(form.get('intent'))
  const userId = String(form.get('userId') ?? '')
  const actor = actorOf(admin)
  if (CONFIRMED_INTENTS.has(intent)) {
    const confirmed = await confirmRecentSignInFor(request, context, admin, form.get('stepUpCode'))
    if (!confirmed.ok) return actionFailure(intent, confirmed.status, confirmed.message, undefined, { stepUp: true })
  }

  if (intent === 'make-admin' || intent === 'remove-admin') {
    const result = await setUserAdmin(context.db, actor, { userId, isAdmin: intent === 'make-admin', listedAdmins: context.env.ADMIN_EMAILS })
    if (!result.ok) return actionFailure(intent, result.status, result.message)
    return actionSuccess(intent, intent === 'make-admin' ? 'User promoted to admin' : 'Admin status removed')
  }
  if (intent === 'add-credits') {
    const input = addCreditsSchema.safeParse({ credits: form.get('credits') ?? undefined })
    if (!input.success) return invalidAction(intent, input.error)
    const result = await grantCreditsAsAdmin(context.db, actor, { userId, credits: input.data.credits })
    if (!result.ok) return actionFailure(intent, result.status, result.message)
    return actionSuccess(intent, 'Credits added successfully')
  }
  if (intent === 'delete-user') {
    const result = await deleteUserAsAdmin(context.db, context.bindings.MEDIA, context.bindings.CHAT_ROOM, actor, { userId, listedAdmins: context.env.ADMIN_EMAILS })
    if (!result.ok) return actionFailure(intent, result.status, result.message)
    return actionSuccess(intent, 'User deleted successfully')
  }
  return actionFailure(intent, 400, FAILURES[intent] ?? 'Unknown action.')
}

export default function AdminUsers() {
  const { page, currentUserId } = useLoaderData<typeof loader>()
  return <UsersTab page={page} currentUserId={currentUserId} />
}

export { GeneralErrorBoundary as ErrorBoundary }
