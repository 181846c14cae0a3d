import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { submitQuizAnswers } from '~/models/quiz.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/**
 * PUT /api/quizzes/{id}/answer: { userAnswers, score, passed }. The server scores userAnswers itself;
 * the score and pass the browser sends are ignored (DESIGN.md section 5).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const body = await readJsonObject(request)
  const quizId = Number(params.quizId)
  invariantResponse(Number.isSafeInteger(quizId), 'Quiz not found', { status: 404 })
  const result = await submitQuizAnswers(context.db, { quizId, userId: user.id, userAnswers: body.userAnswers })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ ...result.quiz, badgeEarned: result.badgeEarned })
}
