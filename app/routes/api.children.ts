import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { createChild, listChildren } from '~/models/child.server'
import { emailWelcomeIfFirstChild } from '~/models/family-email.server'
import { publicOrigin } from '~/utils/public-url.server'
import { requireUser } from '~/utils/auth.server'
import { fieldErrors, invariantResponse } from '~/utils/http.server'
import { firstErrors, newChildSchema } from '~/utils/child-schema'
import { readJsonObject } from '~/utils/request-body.server'

/** GET /api/children: the signed-in parent's children. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  return json(await listChildren(context.db, user.id))
}

/** POST /api/children: name, birthday and consent: true. */
export async function action({ request, context }: ActionFunctionArgs) {
  invariantResponse(request.method === 'POST', 'Method not allowed', { status: 405 })
  const user = await requireUser(context)
  const input = newChildSchema.safeParse(await readJsonObject(request))
  if (!input.success) {
    const errors = firstErrors(input.error)
    return fieldErrors(errors, Object.values(errors)[0])
  }
  const child = await createChild(context.db, user.id, input.data)
  await emailWelcomeIfFirstChild({ db: context.db, jobs: context.bindings.JOBS, origin: publicOrigin(context.env, request) }, { userId: user.id, childName: child.name })
  return json(child, { status: 201 })
}
