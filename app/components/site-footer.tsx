import { Link } from '@remix-run/react'

export function CopyrightLine() {
  return <p className="text-sm text-bark-500">© {new Date().getFullYear()} Story Trails. All rights reserved.</p>
}

/** The footer of signed-in pages. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-sand-300 bg-sand-50">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 sm:flex-row">
        <nav aria-label="Legal" className="flex gap-5 text-sm font-semibold">
          <Link to="/privacy-policy" className="text-bark-600 hover:text-forest-700">
            Privacy Policy
          </Link>
          <Link to="/disclaimer" className="text-bark-600 hover:text-forest-700">
            Disclaimer
          </Link>
        </nav>
        <CopyrightLine />
      </div>
    </footer>
  )
}
