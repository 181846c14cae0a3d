import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { listUsersPage, userListQuerySchema } from '~/models/admin.server'
import { requireAdmin } from '~/utils/auth.server'

/** GET /api/admin/users?q=&page=: one page of users (never all of them), with the total. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context)
  const url = new URL(request.url)
  return json(await listUsersPage(context.db, userListQuerySchema.parse({ q: url.searchParams.get('q') ?? '', page: url.searchParams.get('page') ?? 1 })))
}
