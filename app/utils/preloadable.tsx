import { lazy, type ComponentType } from 'react'
import { loadOnce } from './load-once'

/**
 * Components kept out of a page's first scripts but rendered on the server: the signed-in top bar, the
 * signed-in home, and the landing page a signed-out visit to a signed-in page shows.
 *
 * They have no Suspense boundary of their own. React 18 hydrates a boundary after the rest of the page,
 * and a boundary still holding server HTML that an update reaches (unless the update is a transition)
 * is thrown away and rendered again in the browser: React error 421, which a busy phone met now and
 * then. So the page asks for these chunks as its route modules run, hydration starts once they have
 * come (`entry.client.tsx`), and the component then renders at once, with nothing to wait for.
 *
 * Until its chunk has come, the component suspends. The server waits for it before sending the page.
 * In the browser every other way to mount one is a transition (React Router's navigations and
 * revalidations, the hydration itself), during which React keeps what is on screen until it is ready.
 */

declare global {
  interface Window {
    /**
     * The chunks the page's route modules asked for; `entry.client.tsx` hydrates once they have come.
     * A global rather than an export, so that the entry script shares no chunk with the routes.
     */
    __chunksBeforeHydration?: Promise<unknown>[]
  }
}

export interface Preloadable<P> {
  (props: P): JSX.Element
  /** Starts loading the chunk (once), so the page hydrates with the component ready. */
  loadBeforeHydration(): void
}

/** Like `React.lazy`, but once the chunk has loaded the component renders at once, with no suspending. */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  const chunk = loadOnce(load)
  // React's types cannot see that a lazy component takes the props of the component it loads.
  const Lazy = lazy(() => chunk.load().then((component) => ({ default: component }))) as unknown as ComponentType<P>

  function Component(props: P) {
    const Ready = chunk.loaded()
    return Ready ? <Ready {...props} /> : <Lazy {...props} />
  }
  Component.loadBeforeHydration = () => {
    if (typeof document === 'undefined') return
    // A chunk that fails to load does not stop the page: React.lazy asks for it again when rendering.
    const chunks = (window.__chunksBeforeHydration ??= [])
    chunks.push(chunk.load().catch(() => undefined))
  }
  return Component
}

interface SentContext {
  state?: { loaderData?: { root?: { user?: unknown } }; errors?: Record<string, { status?: number } | null> | null }
}

/** What the server sent with the page: whether a family is signed in, and whether a route answered 401. */
export function sentWithPage() {
  const sent = typeof document === 'undefined' ? undefined : (window as { __remixContext?: SentContext }).__remixContext
  const errors = Object.values(sent?.state?.errors ?? {})
  return {
    signedIn: Boolean(sent?.state?.loaderData?.root?.user),
    signedOutError: errors.some((error) => error?.status === 401),
  }
}
