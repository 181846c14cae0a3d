import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData, useSearchParams } from '@remix-run/react'
import UserRound from 'lucide-react/dist/esm/icons/user-round'
import { ChildrenTab, type ChildActionData } from '~/components/account/children-tab'
import { ProfileTab, type ProfileActionData } from '~/components/account/profile-tab'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { CreditsTab, type CreditsTabData } from '~/components/account/credits-tab'
import { Spinner } from '~/components/ui/spinner'
import { countParks } from '~/data/parks'
import { IMAGE_COST } from '~/models/chapter-image.server'
import { createChild, updateChild } from '~/models/child.server'
import { emailWelcomeIfFirstChild } from '~/models/family-email.server'
import { PAID_REGIONS } from '~/models/pricing.server'
import { getCreditsOverview } from '~/models/purchase.server'
import { CHAPTER_COST } from '~/models/story.server'
import { isSubscribedToNewsletter, setNewsletterSubscription } from '~/models/unsubscribe.server'
import { deleteChildAndMedia } from '~/models/story-media.server'
import { confirmEmailChange, requestEmailChange } from '~/models/email-change.server'
import { cancelEmailChange, pendingEmailChange } from '~/models/login-code.server'
import { updateNames } from '~/models/user.server'
import { requireChildOf, requireUser } from '~/utils/auth.server'
import { clientIp } from '~/utils/http.server'
import { readFormData } from '~/utils/request-body.server'
import { publicOrigin } from '~/utils/public-url.server'
import { clearSessionCookie, readSessionToken } from '~/utils/session.server'
import { redirectWithToast } from '~/utils/toast.server'
import { deleteAccount, ownDeletionRefusal } from '~/models/account.server'
import { childUpdateSchema, firstErrors, newChildSchema } from '~/utils/child-schema'
import { profileFieldErrors, profileSchema } from '~/utils/profile-schema'
import { readingFromForm } from '~/utils/reading-settings'

export const meta: MetaFunction = () => [{ title: 'Account & Settings | Story Trails' }]

const TABS = ['children', 'credits', 'profile'] as const
type Tab = (typeof TABS)[number]
const tabFrom = (value: string | null): Tab => TABS.find((name) => name === value) ?? 'children'

/** Each tab loads what it shows (the page stays within its query budget). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const tab = tabFrom(new URL(request.url).searchParams.get('tab'))
  const childList = await context.currentChildren()
  if (tab === 'credits') {
    const overview = await getCreditsOverview(context.db, user.id)
    const credits: CreditsTabData = {
      ...overview,
      credits: user.credits,
      lockedRegions: PAID_REGIONS.filter((region) => !overview.unlockedRegions.includes(region)).map((region) => ({ region, parks: countParks(region) })),
      rates: { chapter: CHAPTER_COST, image: IMAGE_COST },
    }
    return json({ user, childList, pendingEmail: null, newsletter: false, credits })
  }
  const [pendingEmail, newsletter] =
    tab === 'profile' ? await Promise.all([pendingEmailChange(context.db, user.id), isSubscribedToNewsletter(context.db, user.id)]) : [null, false]
  return json({ user, childList, pendingEmail, newsletter, credits: null })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context)
  const form = await readFormData(request)
  const intent = String(form.get('intent'))

  if (intent === 'update-profile') {
    const input = profileSchema.safeParse(Object.fromEntries(form))
    if (!input.success) {
      return json<ProfileActionData>(
        { ok: false, title: 'Missing Information', message: 'Please fill in all fields.', fieldErrors: profileFieldErrors(input.error) },
        { status: 400 },
      )
    }
    await updateNames(context.db, user.id, input.data)
    const change = await requestEmailChange(context.db, context.bindings.JOBS, { user, email: input.data.email, ip: clientIp(request) })
    if (!change.ok) {
      return json<ProfileActionData>({ ok: false, title: 'Error', message: change.message, fieldErrors: { email: change.message } }, { status: change.status })
    }
    return json<ProfileActionData>({ ok: true, intent, pendingEmail: change.pendingEmail })
  }

  if (intent === 'confirm-email') {
    const sessionToken = await readSessionToken(request, context.env)
    if (!sessionToken) throw json({ message: 'Please sign in.' }, { status: 401 })
    const result = await confirmEmailChange(context.db, context.bindings.JOBS, { user, code: String(form.get('code') ?? ''), sessionToken })
    if (!result.ok) {
      return json<ProfileActionData>({ ok: false, title: 'Error', message: result.message, fieldErrors: { code: result.message } }, { status: result.status })
    }
    return json<ProfileActionData>({ ok: true, intent, pendingEmail: null })
  }

  if (intent === 'delete-account') {
    const refusal = ownDeletionRefusal(user, context.env.ADMIN_EMAILS)
    if (refusal) return json<ProfileActionData>({ ok: false, title: 'Error', message: refusal, fieldErrors: {} }, { status: 403 })
    // The parent types their e-mail address to confirm: nothing is deleted by a stray click.
    if (String(form.get('confirmEmail') ?? '').trim().toLowerCase() !== user.email) {
      return json<ProfileActionData>(
        { ok: false, title: 'Error', message: 'Please type your e-mail address exactly to confirm.', fieldErrors: { confirmEmail: 'Please type your e-mail address exactly to confirm.' } },
        { status: 400 },
      )
    }
    await deleteAccount(context.db, context.bindings.MEDIA, user.id, context.bindings.CHAT_ROOM)
    return redirectWithToast(
      '/',
      { title: 'Account Deleted', description: "Your family's account and everything in it are gone. Thank you for exploring with us." },
      { headers: { 'Set-Cookie': await clearSessionCookie(context.env) } },
    )
  }

  if (intent === 'cancel-email-change') {
    await cancelEmailChange(context.db, user.id)
    return json<ProfileActionData>({ ok: true, intent, pendingEmail: null })
  }

  if (intent === 'create-child') {
    const input = newChildSchema.safeParse({
      name: form.get('name') ?? '',
      birthday: form.get('birthday') ?? '',
      consent: form.get('consent') === 'yes',
      reading: readingFromForm(form),
    })
    if (!input.success) return childError(intent, input.error)
    const child = await createChild(context.db, user.id, input.data)
    await emailWelcomeIfFirstChild({ db: context.db, jobs: context.bindings.JOBS, origin: publicOrigin(context.env, request) }, { userId: user.id, childName: child.name })
    return json<ChildActionData>({ ok: true, intent })
  }

  if (intent === 'newsletter') {
    const subscribed = await setNewsletterSubscription(context.db, user.id, form.get('subscribed') === 'true')
    return json<ProfileActionData>({ ok: true, intent, pendingEmail: null, newsletter: subscribed })
  }

  if (intent === 'update-child' || intent === 'delete-child') {
    const child = await requireChildOf(context, String(form.get('childId')))
    if (intent === 'delete-child') {
      await deleteChildAndMedia(context.db, context.bindings.MEDIA, { childId: child.id, userId: user.id }, context.bindings.CHAT_ROOM)
      return json<ChildActionData>({ ok: true, intent })
    }
    const input = childUpdateSchema.safeParse({
      name: form.get('name') ?? '',
      birthday: form.get('birthday') ?? '',
      username: form.get('username') || undefined,
      reading: readingFromForm(form),
    })
    if (!input.success) return childError(intent, input.error)
    const result = await updateChild(context.db, { id: child.id, userId: user.id }, input.data)
    if (!result.ok) {
      const message = result.status === 404 ? 'Failed to update child profile.' : result.message
      return json<ChildActionData>(
        { ok: false, intent, title: 'Error', message, fieldErrors: result.status === 404 ? undefined : { username: message } },
        { status: result.status },
      )
    }
    return json<ChildActionData>({ ok: true, intent })
  }

  return json({ ok: false, intent, title: 'Error', message: 'Unknown action.' }, { status: 400 })
}

function childError(intent: string, error: Parameters<typeof firstErrors>[0]) {
  const fieldErrors = firstErrors(error)
  const missing = Object.values(fieldErrors).includes('Please fill in all fields.')
  return json<ChildActionData>(
    {
      ok: false,
      intent,
      title: missing ? 'Missing Information' : 'Error',
      message: missing ? 'Please fill in all fields.' : Object.values(fieldErrors)[0],
      fieldErrors,
    },
    { status: 400 },
  )
}

export default function Account() {
  const { user, childList, pendingEmail, newsletter, credits } = useLoaderData<typeof loader>()
  const [searchParams, setSearchParams] = useSearchParams()
  const tab = tabFrom(searchParams.get('tab'))
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="flex items-center gap-3 font-display text-3xl font-semibold text-forest-800">
        <UserRound aria-hidden className="h-8 w-8" /> Account &amp; Settings
      </h1>
      <Tabs value={tab} onValueChange={(value) => setSearchParams({ tab: value }, { replace: true, preventScrollReset: true })} className="mt-6">
        <TabsList aria-label="Account sections">
          <TabsTrigger value="children">Children</TabsTrigger>
          <TabsTrigger value="credits">Credits</TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
        </TabsList>
        <TabsContent value="children">
          <ChildrenTab childList={childList} />
        </TabsContent>
        <TabsContent value="credits">{credits ? <CreditsTab data={credits} /> : <Spinner label="Loading..." />}</TabsContent>
        <TabsContent value="profile">
          <ProfileTab user={user} childCount={childList.length} pendingEmail={pendingEmail} newsletter={newsletter} />
        </TabsContent>
      </Tabs>
    </main>
  )
}

export { GeneralErrorBoundary as ErrorBoundary }
