import { json } from '@remix-run/cloudflare'
import { listParkViews } from '~/models/park.server'

/** GET /api/parks: the whole catalogue; public, like the map's park list (spec section 6). */
export async function loader() {
  return json(listParkViews(), { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
