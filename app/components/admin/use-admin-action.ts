import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { toast } from '~/components/ui/use-toast'

/** What every admin action answers: the spec's notice, and per-field messages for a form. */
export type AdminActionData =
  | { ok: true; intent: string; title: string; message: string; data?: unknown }
  | { ok: false; intent: string; message: string; fieldErrors?: Record<string, string>; stepUp?: boolean }

/**
 * A fetcher for one admin action that shows its notice once when the answer arrives: "Success"
 * (or the action's own title) with the message, or "Error" with the server's message, else the
 * spec's fallback for that action.
 *
 * The notice comes as soon as the answer is in, while the page's data is still being refreshed
 * (the fetcher is "loading" with its data). The refresh may take away the component that asked:
 * a template set as the default loses its "Set as Default" button, and a deleted row is gone. If
 * the notice waited for "idle", it would be lost whenever React drew the answer and the refreshed
 * page in one render, as can happen on a busy device. `onSuccess` (closing a dialog, leaving edit mode)
 * does wait for the refreshed data, so what it shows is what is stored.
 */
export function useAdminAction({
  fallbackError,
  onSuccess,
  quietSuccess = false,
}: {
  fallbackError: string
  onSuccess?: (data: Extract<AdminActionData, { ok: true }>) => void
  /** The page shows the result itself: no notice on success. */
  quietSuccess?: boolean
}) {
  const fetcher = useFetcher<AdminActionData>()
  const noticed = useRef<unknown>(null)
  const settled = useRef<unknown>(null)
  const successRef = useRef(onSuccess)
  successRef.current = onSuccess
  useEffect(() => {
    const data = fetcher.data
    // While submitting, `data` is still the previous answer.
    if (fetcher.state === 'submitting' || !data) return
    if (noticed.current !== data) {
      noticed.current = data
      if (!data.ok) {
        // Asked for a fresh sign-in code: the dialog shows the message beside the code field instead.
        if (!data.stepUp) toast({ title: 'Error', description: data.message || fallbackError, variant: 'destructive' })
      } else if (!quietSuccess) toast({ title: data.title, description: data.message })
    }
    if (fetcher.state === 'idle' && data.ok && settled.current !== data) {
      settled.current = data
      successRef.current?.(data)
    }
  }, [fetcher.state, fetcher.data, fallbackError, quietSuccess])
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {}
  // Once asked, the code field stays until the change goes through.
  const stepUp = fetcher.data && !fetcher.data.ok && fetcher.data.stepUp ? fetcher.data.message : null
  return { fetcher, busy: fetcher.state !== 'idle', errors, stepUp }
}

/** A client-side check failed: the same notice the server would give. */
export function showError(message: string) {
  toast({ title: 'Error', description: message, variant: 'destructive' })
}
