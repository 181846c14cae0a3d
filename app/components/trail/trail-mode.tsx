import { useRouteLoaderData } from '@remix-run/react'
import { lazy, Suspense, useEffect } from 'react'
import type { RootLoader } from '~/root'
import { useOnline } from './use-online'

const OfflineBanner = lazy(() => import('./offline-banner'))

/** Runs `task` once the page is interactive: after load, when the browser is idle (Safari has no idle callback). */
function whenIdle(task: () => void) {
  const idle = typeof window.requestIdleCallback === 'function'
  let handle: number | undefined
  const start = () => {
    handle = idle ? window.requestIdleCallback(task, { timeout: 4000 }) : window.setTimeout(task, 1500)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    window.removeEventListener('load', start)
    if (handle === undefined) return
    if (idle) window.cancelIdleCallback(handle)
    else window.clearTimeout(handle)
  }
}

/**
 * Trail mode on every page: the offline banner, and (once the page is interactive, so the first load
 * carries none of it) the service worker, the signed-in family's saved stories and the quiz answers
 * waiting to be sent. Signed out, it only makes sure no family's things are left on the device.
 */
export function TrailMode() {
  const data = useRouteLoaderData<RootLoader>('root')
  // undefined: the root loader did not answer (an error page); nothing is decided then.
  const userId = data === undefined ? undefined : (data.user?.id ?? null)
  const online = useOnline()

  useEffect(() => {
    if (userId === undefined) return
    return whenIdle(() => {
      const work = userId ? import('./trail-runtime.client').then((runtime) => runtime.trailSession(userId)) : import('./signed-out').then((module) => module.clearAfterSignOut())
      work.catch((error: unknown) => console.warn('[trail] trail mode did not start', error))
    })
  }, [userId])

  if (online || !userId) return null
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  )
}
