import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { listChildQuizzes } from '~/models/quiz.server'
import { requireChildOf, requireUser } from '~/utils/auth.server'

/** GET /api/children/{id}/quizzes */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const child = await requireChildOf(context, params.id)
  return json(await listChildQuizzes(context.db, { childId: child.id, userId: user.id }))
}
