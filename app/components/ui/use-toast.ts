import { useSyncExternalStore } from 'react'

export interface ToastMessage {
  id: string
  title: string
  description?: string
  variant?: 'default' | 'destructive'
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
