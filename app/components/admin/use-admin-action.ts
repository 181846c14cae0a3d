import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { toast } from '~/components/ui/use-toast'

/** What every admin action answers: the spec's notice, and per-field messages for a form. */
export type AdminActionData =
  | { ok: true; intent: string; title: string; message: string; data?: unknown }
  | { ok: false; intent: string; message: string; fieldErrors?: Record<string, string> }

/**
 * A fetcher for one admin action that shows its notice once when the answer arrives: "Success"
 * (or the action's own title) with the message, or "Error" with the server's message, else the
 * spec's fallback for that action.
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
  const handled = useRef<unknown>(null)
  const successRef = useRef(onSuccess)
  successRef.current = onSuccess
  useEffect(() => {
    const data = fetcher.data
    if (fetcher.state !== 'idle' || !data || handled.current === data) return
    handled.current = data
    if (data.ok) {
      if (!quietSuccess) toast({ title: data.title, description: data.message })
      successRef.current?.(data)
    } else {
      toast({ title: 'Error', description: data.message || fallbackError, variant: 'destructive' })
    }
  }, [fetcher.state, fetcher.data, fallbackError, quietSuccess])
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {}
  return { fetcher, busy: fetcher.state !== 'idle', errors }
}

/** A client-side check failed: the same notice the server would give. */
export function showError(message: string) {
  toast({ title: 'Error', description: message, variant: 'destructive' })
}
