import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

/** Hydration waits at most this long for the chunks; after that the page hydrates once they come. */
const MAX_WAIT_MS = 5000

// The route modules ran before this file and asked for the chunks their server HTML needs: hydrating
// after those have come leaves no part of the page waiting to hydrate (utils/preloadable.tsx).
const chunks = Promise.allSettled(window.__chunksBeforeHydration ?? [])
const timeout = new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))

void Promise.race([chunks, timeout]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  })
})
