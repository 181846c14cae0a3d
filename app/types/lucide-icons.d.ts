// Each icon is imported from its own file, not from the package's index: with code splitting, esbuild
// gives every page that imports the index every icon any page uses (91 icons, 9 KB gzip on every
// first load). See docs/performance.md.
declare module 'lucide-react/dist/esm/icons/*' {
  import type { LucideIcon } from 'lucide-react'
  const Icon: LucideIcon
  export default Icon
}
