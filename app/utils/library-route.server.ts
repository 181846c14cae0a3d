import { readFormData } from '~/utils/request-body.server'
import { json, redirect, type AppLoadContext } from '@remix-run/cloudflare'
import { getLibrary } from '~/models/library.server'
import { childStoriesStatements, toChildStories } from '~/models/story.server'
import { deleteStoryAndMedia } from '~/models/story-media.server'
import { parseChildId } from './active-child'
import { getActiveChild, requireChildOf, requireUser } from './auth.server'
import { redirectWithToast } from './toast.server'

/** Shared by /library and /library/{childId}: the chosen (or active) child's library. */
export async function loadLibrary(request: Request, context: AppLoadContext, childId?: string) {
  // The child's stories go to D1 with the session's read: the active child's, or the child the path
  // names, read only if they are the session's family's (and shown only once the family says so).
  const named = parseChildId(childId)
  const joined = childId && !named ? null : context.readWithSession((session) => childStoriesStatements(context.db, { session, childId: named ?? undefined }))
  const user = await requireUser(context)
  const child = childId ? await requireChildOf(context, childId) : (await getActiveChild(request, context)).activeChild
  if (!child) throw redirect('/account?tab=children')
  const listed = await joined
  return json({ child, stories: await getLibrary(context.db, { childId: child.id, userId: user.id }, listed && toChildStories(listed)) })
}

export async function libraryAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(context)
  const form = await readFormData(request)
  if (form.get('intent') !== 'delete-story') return json({ ok: false }, { status: 400 })
  const deleted = await deleteStoryAndMedia(context.db, context.bindings.MEDIA, { storyId: String(form.get('storyId')), userId: user.id })
  if (!deleted) return json({ ok: false }, { status: 404 })
  // The card is gone after the delete, so the notice travels with the redirect, back to the same tab
  // and search the parent was looking at (Remix's own `index` marker left out).
  const back = new URL(request.url)
  back.searchParams.delete('index')
  return redirectWithToast(`${back.pathname}${back.search}`, {
    title: 'Story deleted',
    description: 'The story has been successfully deleted from your library.',
  })
}
