import { lazy, type ComponentType } from 'react'
import { decodeData } from '~/sw/single-fetch'
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
  /**
   * When what the server sent with the page meets `condition`, loads the chunk (once) and the page
   * hydrates with the component ready. The hydration waits for the answer either way.
   */
  loadBeforeHydrationIf(condition: (sent: SentWithPage) => boolean): void
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
  Component.loadBeforeHydrationIf = (condition: (sent: SentWithPage) => boolean) => {
    if (typeof document === 'undefined') return
    // A chunk that fails to load does not stop the page: React.lazy asks for it again when rendering.
    const chunks = (window.__chunksBeforeHydration ??= [])
    chunks.push(sentWithPage().then((sent) => (condition(sent) ? chunk.load().catch(() => undefined) : undefined)))
  }
  return Component
}

interface SentState {
  loaderData?: { root?: { user?: unknown } }
  errors?: Record<string, { status?: number } | null> | null
}

export interface SentWithPage {
  /** A family is signed in. */
  signedIn: boolean
  /** A route answered 401 (the page shows the landing page). */
  signedOutError: boolean
}

let sent: Promise<SentWithPage> | null = null

/**
 * What the server sent with the page: whether a family is signed in, and whether a route answered 401.
 * With single fetch the page's state comes as a turbo-stream (`window.__remixContext.stream`, filled by
 * the page's inline scripts) that Remix decodes when it hydrates: this reads a copy of it (the stream
 * is split in two, Remix keeps the other half), so it is known only once decoded.
 */
export function sentWithPage() {
  sent ??= (async () => {
    const context = (window as { __remixContext?: { state?: SentState; stream?: ReadableStream<Uint8Array> } }).__remixContext
    let state = context?.state
    if (!state && context?.stream) {
      const [copy, remix] = context.stream.tee()
      context.stream = remix
      state = ((await decodeData(copy).catch(() => null)) ?? undefined) as SentState | undefined
    }
    const errors = Object.values(state?.errors ?? {})
    return { signedIn: Boolean(state?.loaderData?.root?.user), signedOutError: errors.some((error) => error?.status === 401) }
  })()
  return sent
}
