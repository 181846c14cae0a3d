import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getStoryStatus } from '~/models/story.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'

/** GET /api/stories/{id}/status: whether the next chapter is still being written (one cheap query). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const status = await getStoryStatus(context.db, { id: params.id ?? '', userId: user.id })
  invariantResponse(status, 'Story not found', { status: 404 })
  return json(status)
}
