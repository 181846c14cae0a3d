import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { chunksBeforeHydration } from '~/utils/preloadable'

// The route modules ran before this file and asked for the chunks their server HTML needs: hydrating
// after those have come leaves no Suspense boundary waiting (utils/preloadable.tsx).
void chunksBeforeHydration().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  })
})
