import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { listUnlockedRegions } from '~/models/regions.server'
import { requireUser } from '~/utils/auth.server'

/** GET /api/user-regions: the regions this family has unlocked, as [{ region }]. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const regions = await listUnlockedRegions(context.db, user.id)
  return json(regions.map((region) => ({ region })))
}
