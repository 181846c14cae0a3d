import { Suspense, useEffect, useState, type ReactNode } from 'react'

/**
 * Renders its children, in a Suspense boundary of their own, only once the page has hydrated: for lazy
 * parts the server never renders (the toasts, the park dialog), so the first load carries none of their
 * code. The flag is this component's own state, so setting it renders nothing but the children: held
 * by a page, it would render the whole page again just after hydration.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null
}
