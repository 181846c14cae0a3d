import { useSyncExternalStore } from 'react'

export interface ToastMessage {
  id: string
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** One button in the notice (e.g. "Reload" for a new version of the app). */
  action?: { label: string; onClick: () => void }
  /** How long it stays, in ms (Infinity: until closed or acted on); the Toaster's default otherwise. */
  duration?: number
}

/** One toast at a time (spec section 9): a new one replaces the one on screen. */
let current: ToastMessage | null = null
const listeners = new Set<() => void>()
let counter = 0

function emit() {
  for (const listener of listeners) listener()
}

export function toast(message: Omit<ToastMessage, 'id'> & { id?: string }) {
  current = { ...message, id: message.id ?? `toast-${++counter}` }
  emit()
}

export function dismissToast() {
  current = null
  emit()
}

export function useCurrentToast() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
    () => null,
  )
}
