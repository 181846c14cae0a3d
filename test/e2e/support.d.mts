// Types for the parts of support.mjs that TypeScript scripts use (scripts/bench.ts).
import type { Browser } from 'playwright-core'

/** Debian's Chromium, headless, with the flags this machine needs. */
export function launchBrowser(): Promise<Browser>
