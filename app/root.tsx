import type { LinksFunction, MetaFunction } from '@remix-run/cloudflare'
import { Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useNavigation, useRouteLoaderData } from '@remix-run/react'
import { lazy, useEffect, type ReactNode } from 'react'
import { ActiveChildSync } from '~/components/active-child'
import { AfterHydration } from '~/components/after-hydration'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { SiteFooter } from '~/components/site-footer'
import { TrailMode } from '~/components/trail/trail-mode'
import { toast } from '~/components/ui/use-toast'
import { Spinner } from '~/components/ui/spinner'
import stylesheet from '~/styles/tailwind.css'
import { useNonce } from '~/utils/nonce-provider'
import { useStaticPage } from '~/utils/static-page'
import { preloadable } from '~/utils/preloadable'
import { rootLoader, type RootLoader } from '~/utils/root-route.server'

// The signed-in shell's top bar (menus, the child switcher) and the toasts are chunks of their own, so
// signed-out pages never download them: the top bar is still rendered on the server (and loaded before
// a signed-in page hydrates), and the toasts load once the page is interactive (every toast is raised
// in the browser).
const TopBar = preloadable(() => import('~/components/top-bar').then((module) => module.TopBar))
TopBar.loadBeforeHydrationIf((sent) => sent.signedIn)
const Toaster = lazy(() => import('~/components/ui/toaster').then((module) => ({ default: module.Toaster })))

export const links: LinksFunction = () => [
  { rel: 'preload', href: '/fonts/nunito-latin-400-normal.woff2', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: '/fonts/fredoka-latin-600-normal.woff2', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Trail mode: installable, with the app's icon on a home screen.
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
]

export const meta: MetaFunction = () => [
  { title: 'Story Trails: national park adventures for young explorers' },
  {
    name: 'description',
    content: 'Interactive adventure stories set in real US national parks, with quizzes and ranger badges for children.',
  },
]

// The loader lives in its own module, where the components that read its data find its type.
export const loader = rootLoader

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const staticPage = useStaticPage()
  // Undefined on an error page that the root loader did not answer: nobody is known to be signed out.
  const signedOut = useRouteLoaderData<RootLoader>('root')?.user === null
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f5d3a" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <TrailMode />
        {children}
        <AfterHydration>
          <Toaster />
        </AfterHydration>
        {staticPage ? (
          // No React here. Signed out, the one script clears what a family may have left on the device.
          signedOut && <script src="/signed-out.js" defer nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
        {/* `npm run dev` only (nothing in a build): reloads the page when the app is rebuilt. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  )
}

function PendingIndicator() {
  const navigation = useNavigation()
  if (navigation.state !== 'loading') return null
  return (
    <div className="fixed left-1/2 top-20 z-50 -translate-x-1/2 rounded-full bg-white px-4 py-2 shadow-card">
      <Spinner />
    </div>
  )
}

function SignedInShell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootLoader>('root')
  if (!data?.user) return <>{children}</>
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <ActiveChildSync />
      <TopBar user={data.user} buddyNews={data.buddyNews} />
      <PendingIndicator />
      <div id="main" className="flex-1">
        {children}
      </div>
      <SiteFooter />
    </div>
  )
}

export default function App() {
  const { toast: flash } = useLoaderData<RootLoader>()
  useEffect(() => {
    if (flash) toast(flash)
  }, [flash])
  return (
    <SignedInShell>
      <Outlet />
    </SignedInShell>
  )
}

export function ErrorBoundary() {
  return (
    <SignedInShell>
      <GeneralErrorBoundary />
    </SignedInShell>
  )
}
