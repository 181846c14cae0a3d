import { useRevalidator, useRouteLoaderData } from '@remix-run/react'
import { useCallback, useEffect } from 'react'
import { ACTIVE_CHILD_EVENT, ACTIVE_CHILD_KEY, parseChildId } from '~/utils/active-child'
import type { RootLoader } from '~/utils/root-route.server'

function remember(id: number) {
  window.localStorage.setItem(ACTIVE_CHILD_KEY, String(id))
  // The server reads the cookie, so pages render for the right child with no flash.
  document.cookie = `${ACTIVE_CHILD_KEY}=${id}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`
}

/** The family's children and the active one, as the root loader resolved them. */
export function useActiveChild() {
  const data = useRouteLoaderData<RootLoader>('root')
  const revalidator = useRevalidator()
  const choose = useCallback(
    (id: number) => {
      remember(id)
      window.dispatchEvent(new CustomEvent(ACTIVE_CHILD_EVENT, { detail: id }))
      revalidator.revalidate()
    },
    [revalidator],
  )
  return { children: data?.children ?? [], activeChild: data?.activeChild ?? null, chooseChild: choose }
}

/** Keeps the stored choice in step with the server's and follows choices made in other tabs. */
export function ActiveChildSync() {
  const { activeChild } = useActiveChild()
  const revalidator = useRevalidator()
  const activeId = activeChild?.id ?? null

  useEffect(() => {
    if (activeId !== null && parseChildId(window.localStorage.getItem(ACTIVE_CHILD_KEY)) !== activeId) remember(activeId)
  }, [activeId])

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === ACTIVE_CHILD_KEY && parseChildId(event.newValue) !== activeId) revalidator.revalidate()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [activeId, revalidator])
  return null
}
