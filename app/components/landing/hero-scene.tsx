/** The hero illustration: a canyon-and-forest park at golden hour, drawn inline so it costs no request. */
export function HeroScene({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 360" className={className} role="img" aria-label="An illustrated national park with mountains, a river and a winding trail">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fadcc6" />
          <stop offset="1" stopColor="#fdf1e8" />
        </linearGradient>
        <linearGradient id="hero-river" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4a9bc4" />
          <stop offset="1" stopColor="#2b6f93" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" rx="28" fill="url(#hero-sky)" />
      <circle cx="360" cy="92" r="38" fill="#f09a5b" />
      <path d="M0 220 L90 110 L150 180 L215 90 L300 200 L360 140 L480 230 L480 360 L0 360 Z" fill="#a0785a" />
      <path d="M215 90 L240 122 L226 118 L212 130 L200 110 Z" fill="#fffdf8" />
      <path d="M90 110 L108 132 L96 130 L84 140 L76 128 Z" fill="#fffdf8" />
      <path d="M0 250 L120 190 L230 240 L340 200 L480 250 L480 360 L0 360 Z" fill="#c98a5e" />
      <path d="M0 280 C80 250 160 270 240 262 C320 254 400 262 480 280 L480 360 L0 360 Z" fill="#4f8a4a" />
      <path d="M250 360 C262 330 220 312 246 292 C268 276 300 282 320 268" stroke="url(#hero-river)" strokeWidth="22" fill="none" strokeLinecap="round" />
      <path d="M70 360 C90 334 140 330 150 306 C158 288 190 290 196 276" stroke="#f4ecdc" strokeWidth="8" fill="none" strokeLinecap="round" strokeDasharray="1 14" />
      {[
        [30, 300],
        [60, 318],
        [392, 300],
        [430, 318],
        [456, 296],
        [360, 322],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <rect x="-3" y="10" width="6" height="14" fill="#5c3d24" />
          <path d="M0 -26 L18 12 L-18 12 Z" fill="#2f5d3a" />
          <path d="M0 -36 L13 -6 L-13 -6 Z" fill="#3d7139" />
        </g>
      ))}
      <g transform="translate(182 262)">
        <ellipse cx="0" cy="26" rx="16" ry="4" fill="#254a2e" opacity="0.3" />
        <path d="M-8 24 L-6 6 L6 6 L8 24" fill="#2b6f93" />
        <rect x="-9" y="-12" width="18" height="20" rx="6" fill="#e07a3a" />
        <circle cx="0" cy="-20" r="9" fill="#8b5e3c" />
        <path d="M-12 -22 Q0 -36 12 -22 Z" fill="#2f5d3a" />
        <rect x="6" y="-10" width="8" height="14" rx="3" fill="#7a5230" />
      </g>
      <g transform="translate(214 284)">
        <path d="M-14 6 Q-20 -8 -8 -8 L8 -8 Q18 -8 14 6 Z" fill="#c7642a" />
        <path d="M-12 -6 L-16 -18 L-6 -10 Z M8 -6 L12 -18 L2 -10 Z" fill="#c7642a" />
        <circle cx="-4" cy="-2" r="1.6" fill="#2f2a24" />
        <circle cx="4" cy="-2" r="1.6" fill="#2f2a24" />
        <path d="M14 4 Q28 0 26 -10" stroke="#c7642a" strokeWidth="6" fill="none" strokeLinecap="round" />
        <path d="M26 -10 L27 -14" stroke="#fffdf8" strokeWidth="6" strokeLinecap="round" />
      </g>
    </svg>
  )
}
