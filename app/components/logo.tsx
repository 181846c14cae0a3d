import { Link } from '@remix-run/react'

/** The Story Trails mark: a trail winding up to a mountain under the sun. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden>
      <circle cx="20" cy="20" r="20" fill="#2f5d3a" />
      <circle cx="28" cy="12" r="4.5" fill="#f09a5b" />
      <path d="M4 30 L15 14 L21 22 L25 17 L36 30 Z" fill="#b4d3aa" />
      <path d="M15 14 L18.5 19 L16 18 L13.5 20 Z" fill="#fffdf8" />
      <path d="M10 36 C16 31, 24 33, 20 28 C17 25, 24 24, 26 22" stroke="#e8dbc2" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  )
}

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-full pr-2" aria-label="Story Trails home">
      <LogoMark />
      <span className="whitespace-nowrap font-display text-lg font-semibold text-forest-700 sm:text-2xl">Story Trails</span>
    </Link>
  )
}
