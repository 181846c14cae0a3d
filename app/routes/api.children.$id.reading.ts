import { json, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { setReadingSize } from '~/models/child.server'
import { requireChildOf, requireUser } from '~/utils/auth.server'
import { fieldErrors, invariantResponse } from '~/utils/http.server'
import { readingSizeSchema } from '~/utils/reading-settings'
import { readFormData } from '~/utils/request-body.server'

/** POST /api/children/{id}/reading: the reader's A- / A+ (form field `size`), saved on the child's profile. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const child = await requireChildOf(context, params.id)
  const size = readingSizeSchema.safeParse((await readFormData(request)).get('size'))
  if (!size.success) return fieldErrors({ size: size.error.issues[0].message }, size.error.issues[0].message)
  const saved = await setReadingSize(context.db, { id: child.id, userId: user.id }, size.data)
  invariantResponse(saved, 'Child not found', { status: 404 })
  return json({ reading: saved.reading })
}
