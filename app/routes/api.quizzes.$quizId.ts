import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getQuiz } from '~/models/quiz.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'

/** GET /api/quizzes/{id}: the quiz, while it is made and after. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const quiz = await getQuiz(context.db, { id: Number(params.quizId), userId: user.id })
  invariantResponse(quiz, 'Quiz not found', { status: 404 })
  return json(quiz)
}
