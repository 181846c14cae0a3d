// Renders the app icons (web app manifest, apple-touch-icon) from the Story Trails mark once, with
// Debian's Chromium through playwright-core: `node scripts/make-icons.mjs`. The PNGs are committed;
// run it again only when the mark in app/components/logo.tsx changes (and copy the change here).
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'public', 'icons')

/** The mark of app/components/logo.tsx (LogoMark): a trail winding up to a mountain under the sun. */
const MARK = `
  <circle cx="20" cy="20" r="20" fill="#2f5d3a" />
  <circle cx="28" cy="12" r="4.5" fill="#f09a5b" />
  <path d="M4 30 L15 14 L21 22 L25 17 L36 30 Z" fill="#b4d3aa" />
  <path d="M15 14 L18.5 19 L16 18 L13.5 20 Z" fill="#fffdf8" />
  <path d="M10 36 C16 31, 24 33, 20 28 C17 25, 24 24, 26 22" stroke="#e8dbc2" stroke-width="2.5" fill="none" stroke-linecap="round" />`

/** The round mark on a transparent square: the "any" icons. */
const roundIcon = (size) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}">${MARK}</svg>`

/**
 * Full-bleed forest green with the mark inside the maskable safe zone (the centre circle of 80%), so
 * a launcher may cut any shape out of it; iOS fills transparency with black, so the apple-touch-icon
 * is drawn the same way.
 */
const fullBleedIcon = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}">
    <rect width="40" height="40" fill="#2f5d3a" />
    <g transform="translate(20 20) scale(0.72) translate(-20 -20)">${MARK}</g>
  </svg>`

const icons = [
  ['icon-192.png', 192, roundIcon],
  ['icon-512.png', 512, roundIcon],
  ['icon-maskable-192.png', 192, fullBleedIcon],
  ['icon-maskable-512.png', 512, fullBleedIcon],
  ['apple-touch-icon.png', 180, fullBleedIcon],
]

const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path))
if (!executablePath) throw new Error("Chromium not found: install Debian's chromium package")
const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
try {
  mkdirSync(out, { recursive: true })
  for (const [file, size, draw] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 })
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${draw(size)}</body></html>`)
    await page.locator('svg').screenshot({ path: join(out, file), omitBackground: true })
    await page.close()
    console.log(`public/icons/${file} (${size}x${size})`)
  }
} finally {
  await browser.close()
}
