import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { answerQuestion } from '~/models/quiz.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'
import { readJsonObject } from '~/utils/request-body.server'

/** PUT /api/quizzes/{id}/questions/{index}: { answer } answers one question and reveals its answer. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'PUT', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const quizId = Number(params.quizId)
  const index = Number(params.index)
  invariantResponse(Number.isSafeInteger(quizId) && Number.isSafeInteger(index), 'Question not found', { status: 404 })
  const body = await readJsonObject(request)
  const result = await answerQuestion(context.db, { quizId, userId: user.id, index, answer: body.answer })
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  return json({ answer: result.answer, correct: result.correct, correctAnswer: result.correctAnswer, explanation: result.explanation })
}
