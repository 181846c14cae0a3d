import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getPark } from '~/data/parks'
import { sidekicks } from '~/data/sidekicks'
import { drawChapterArt } from '~/providers/illustrator'

const SEED_FILE = /^([a-z0-9-]{1,40})\.svg$/

/**
 * GET /api/images/scenes/{parkId}/{sidekick}/{seed}.svg: the built-in illustrator's landmark scene of
 * the park with the story's sidekick in it, drawn on request from public data only (the park, the
 * sidekick and a seed), the same for everyone and cached for a year.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const park = getPark(params.parkId ?? '')
  const sidekick = sidekicks.find((s) => s.name.toLowerCase() === params.sidekick)
  const seed = SEED_FILE.exec(params.file ?? '')?.[1]
  if (!park || !sidekick || !seed) return new Response('Not Found', { status: 404 })
  return new Response(drawChapterArt({ park, sidekick, seed }), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An SVG opened on its own runs nothing and loads nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  })
}
