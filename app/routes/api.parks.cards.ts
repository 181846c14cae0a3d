import { json } from '@remix-run/cloudflare'
import { listParkCards } from '~/models/park.server'

/**
 * GET /api/parks/cards: what the home's park dialog shows of every park (spec 2.6), public and
 * cacheable like /api/parks. The dialog fetches it once when its code loads, so the home's HTML does
 * not carry 63 cards on every render.
 */
export async function loader() {
  return json(listParkCards(), { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
