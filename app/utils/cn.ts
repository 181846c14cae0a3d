/**
 * Joins class names, leaving out the false ones: `cn('px-3', active && 'bg-white', className)`.
 * It merges nothing. A ui primitive's own look is a class of the components layer (`ui-button`,
 * `ui-avatar`, ... in styles/tailwind.css), below the utilities, so a class a caller passes overrides
 * it by the cascade; tailwind-merge did that at run time, for 7.5 KB gzip in every page's script.
 */
export { clsx as cn } from 'clsx'
