import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { setStoryShared } from '~/models/story.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/**
 * PUT /api/stories/{id}/share: { shared: true } opens the public read-only page at a link of its own;
 * false closes it; { shared: true, rotate: true } makes a new link, and the old one stops working.
 * The family's uploaded photos show on it only with { includePhotos: true }.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const body = await readJsonObject(request)
  invariantResponse(typeof body.shared === 'boolean', 'Please say whether the story is shared.')
  const storyId = params.id ?? ''
  const includePhotos = typeof body.includePhotos === 'boolean' ? body.includePhotos : undefined
  const token = await setStoryShared(context.db, { storyId, userId: user.id, shared: body.shared, rotate: body.rotate === true, includePhotos })
  invariantResponse(token !== undefined, 'Story not found', { status: 404 })
  return json({ shared: body.shared, url: token ? `${new URL(request.url).origin}/story/${token}/summary` : null })
}
