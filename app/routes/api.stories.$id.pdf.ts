import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getStoryPdf } from '~/models/story-pdf.server'
import { readingFontsFromAssets } from '~/pdf/reading-fonts'
import { requireUser } from '~/utils/auth.server'
import { invariantResponse } from '~/utils/http.server'

/** GET /api/stories/{id}/pdf: the storybook, named after the story's title. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const assets = context.bindings.ASSETS
  const storage = { media: context.bindings.MEDIA, readingFonts: readingFontsFromAssets(assets) }
  const pdf = await getStoryPdf(context.db, storage, { storyId: params.id ?? '', userId: user.id })
  invariantResponse(pdf, 'Story not found', { status: 404 })
  return new Response(pdf.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
