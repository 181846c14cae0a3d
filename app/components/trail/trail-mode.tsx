import { useRouteLoaderData } from '@remix-run/react'
import { lazy, Suspense, useEffect } from 'react'
import type { RootLoader } from '~/utils/root-route.server'
import { whenIdle } from '~/utils/when-idle'
import { useOnline } from './use-online'

const OfflineBanner = lazy(() => import('./offline-banner'))

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
