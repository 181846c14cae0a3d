import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { startQuiz } from '~/models/quiz.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

const schema = z.object({ childId: z.coerce.number().int().positive(), parkId: z.string().trim().min(1) })

/** POST /api/quizzes: { childId, parkId } starts a quiz; it is made on the queue. */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const input = schema.safeParse(await readJsonObject(request))
  if (!input.success) return json({ message: 'Please choose a child and a park.' }, { status: 400 })
  const result = await startQuiz(context.db, context.bindings.JOBS, { userId: user.id, ...input.data, fresh: true })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json(result.quiz, { status: 201 })
}
