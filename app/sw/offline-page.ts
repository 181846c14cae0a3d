/**
 * The page the service worker shows for a page that was not saved, opened with no signal, instead of
 * the browser's own error. It is plain HTML with the app's colours and fonts (precached) and no
 * script, so it needs nothing from the network.
 */

export type OfflineReason = 'page' | 'sign-out'

const WORDS: Record<OfflineReason, { title: string; lines: string[] }> = {
  page: {
    title: "You're offline",
    lines: ["This page needs a connection, and it wasn't saved for the trail.", 'Stories you saved for the trail still work with no signal.'],
  },
  'sign-out': {
    title: 'Signing out needs a connection',
    lines: ['Nothing changed: you are still signed in on this device.', 'Try again when you have signal. Your saved stories still work until then.'],
  },
}

const MARK = `<svg viewBox="0 0 40 40" width="72" height="72" aria-hidden="true"><circle cx="20" cy="20" r="20" fill="#2f5d3a"/><circle cx="28" cy="12" r="4.5" fill="#f09a5b"/><path d="M4 30 L15 14 L21 22 L25 17 L36 30 Z" fill="#b4d3aa"/><path d="M15 14 L18.5 19 L16 18 L13.5 20 Z" fill="#fffdf8"/><path d="M10 36 C16 31, 24 33, 20 28 C17 25, 24 24, 26 22" stroke="#e8dbc2" stroke-width="2.5" fill="none" stroke-linecap="round"/></svg>`

export function offlinePageHtml(reason: OfflineReason) {
  const { title, lines } = WORDS[reason]
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#2f5d3a">
<title>${title} | Story Trails</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
@font-face { font-family: 'Nunito'; font-weight: 400; font-display: swap; src: url('/fonts/nunito-latin-400-normal.woff2') format('woff2'); }
@font-face { font-family: 'Nunito'; font-weight: 700; font-display: swap; src: url('/fonts/nunito-latin-700-normal.woff2') format('woff2'); }
@font-face { font-family: 'Fredoka'; font-weight: 600; font-display: swap; src: url('/fonts/fredoka-latin-600-normal.woff2') format('woff2'); }
* { box-sizing: border-box; }
html { background: #fbf7ef; color: #2f2a24; font-family: Nunito, ui-sans-serif, system-ui, sans-serif; -webkit-font-smoothing: antialiased; }
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 24px 16px; }
main { width: 100%; max-width: 28rem; background: #fff; border-radius: 24px; padding: 32px 24px; text-align: center; box-shadow: 0 1px 2px rgba(47, 42, 36, 0.06), 0 4px 16px rgba(47, 42, 36, 0.06); }
h1 { font-family: Fredoka, ui-rounded, system-ui, sans-serif; font-weight: 600; font-size: 1.875rem; line-height: 1.2; color: #254a2e; margin: 16px 0 8px; }
p { font-size: 1.0625rem; line-height: 1.6; color: #7a5230; margin: 8px 0; }
nav { display: flex; flex-direction: column; gap: 12px; margin-top: 24px; }
a { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 10px 20px; border-radius: 9999px; font-weight: 700; text-decoration: none; }
a.primary { background: #2f5d3a; color: #fff; }
a.primary:hover { background: #254a2e; }
a.secondary { border: 2px solid #e8dbc2; color: #254a2e; }
a:focus-visible { outline: 3px solid #4a9bc4; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${MARK}
<h1>${title}</h1>
${lines.map((line) => `<p>${line}</p>`).join('\n')}
<nav>
<a class="primary" href="/library?tab=trail">Open saved stories</a>
<a class="secondary" href="">Try again</a>
</nav>
</main>
</body>
</html>`
}

/** Plain HTML, no script, nothing from anywhere but here. */
export const OFFLINE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; img-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'"
