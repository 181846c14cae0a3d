import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { exportFamilyData } from '~/models/account.server'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'

/** GET /api/account/export: "Download my family's data", one JSON file of everything we hold. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const data = await exportFamilyData(context.db, user.id)
  invariantResponse(data, 'Unauthorized', { status: 401 })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="story-trails-family-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
