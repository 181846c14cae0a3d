import { useFetcher } from '@remix-run/react'
import { useEffect } from 'react'
import { toast } from '~/components/ui/use-toast'

/** What the Trail Buddies page's forms answer: the spec's notice, and whether it worked. */
export type BuddyActionData =
  | { ok: true; intent: string; title: string; message?: string }
  | { ok: false; intent: string; title: string; message: string }

/**
 * A form of the Trail Buddies page: posts to the page's action and shows its notice once. The notice
 * shows as soon as the answer arrives (the fetcher is still revalidating then): an accepted request
 * or a removed buddy leaves the list with that revalidation, and its form with it.
 */
export function useBuddyAction(onSuccess?: (data: Extract<BuddyActionData, { ok: true }>) => void) {
  const fetcher = useFetcher<BuddyActionData>()
  const data = fetcher.data
  useEffect(() => {
    if (!data) return
    if (data.ok) {
      toast({ title: data.title, description: data.message })
      onSuccess?.(data)
    } else {
      toast({ title: data.title, description: data.message, variant: 'destructive' })
    }
    // The notice belongs to this answer only; onSuccess is a fresh closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data])
  return fetcher
}
