import { json } from '@remix-run/cloudflare'
import { listCharacterViews } from '~/models/park.server'

/** GET /api/characters */
export async function loader() {
  return json(listCharacterViews(), { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
