import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getFieldKitPdf } from '~/models/field-kit.server'
import { requireUser } from '~/utils/auth.server'

/** GET /parks/{parkId}/field-kit.pdf: the park's printable field kit, for a family that may explore it. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context)
  const storage = { media: context.bindings.MEDIA, writerContent: context.providers.writerContent }
  const kit = await getFieldKitPdf(context.db, storage, { parkId: params.parkId ?? '', userId: user.id })
  if (!kit.ok) return json({ message: kit.message }, { status: kit.status })
  return new Response(kit.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${kit.fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
