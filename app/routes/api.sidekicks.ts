import { json } from '@remix-run/cloudflare'
import { listSidekickViews } from '~/models/park.server'

/** GET /api/sidekicks */
export async function loader() {
  return json(listSidekickViews(), { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
