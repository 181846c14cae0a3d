import { createCookie, redirect } from '@remix-run/cloudflare'
import { z } from 'zod'

/** A notice to show after a redirect, carried in a short-lived cookie and shown by the root. */
const toastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(['default', 'destructive']).optional(),
})
export type FlashToast = z.infer<typeof toastSchema>

const toastCookie = createCookie('toast', { path: '/', httpOnly: true, sameSite: 'lax', secure: true, maxAge: 60 })

export async function redirectWithToast(url: string, toast: FlashToast, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await toastCookie.serialize({ ...toast, id: crypto.randomUUID() }))
  return redirect(url, { ...init, headers })
}

/** Reads the pending notice, if any, and the header that clears it. */
export async function readFlashToast(request: Request) {
  // A cookie that is not one we wrote is no notice: it is cleared like a read one, never a 500.
  const raw: unknown = await toastCookie.parse(request.headers.get('cookie')).catch(() => 'unreadable')
  if (!raw) return { toast: null, headers: undefined }
  const parsed = toastSchema.extend({ id: z.string() }).safeParse(raw)
  return {
    toast: parsed.success ? parsed.data : null,
    headers: { 'Set-Cookie': await toastCookie.serialize('', { maxAge: 0 }) },
  }
}
